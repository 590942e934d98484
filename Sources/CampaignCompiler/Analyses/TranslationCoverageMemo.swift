import CampaignDiagnostics

/// What the translation coverage analysis (W902–W904) keeps of one run for the next, so that a
/// change to one file of a large localised project checks again only what the change can
/// affect: the translations of a campaign whose units changed, and the units of a translation
/// file that changed. Everything it holds is what a run without it would find.
struct TranslationCoverageMemo: Sendable {
    /// What the findings of every file depend on: when any of it changes, nothing is reused.
    struct Context: Sendable, Equatable {
        let locales: [String]
        let wholeProject: Bool
        /// Every campaign id of the inputs (W903's unknown campaign and its suggestion).
        let known: Set<String>
    }

    /// A campaign's units as the first document defining it decoded them, and each unit's
    /// index by id.
    struct Source: Sendable, Equatable {
        let path: String
        let units: [UnitFacts]
        /// Each unit's offset by id, for a campaign of more units than a search through them
        /// is quicker for (empty below: a message has at most six).
        private let index: [String: Int]
        private static let searched = 8

        init(path: String, units: [UnitFacts]) {
            self.path = path
            self.units = units
            index =
                units.count > Source.searched
                ? Dictionary(units.enumerated().map { ($0.element.id, $0.offset) }, uniquingKeysWith: { first, _ in first }) : [:]
        }

        /// The offset of the first unit `id` names (hashing an id costs more than comparing it
        /// with a few).
        func offset(of id: String) -> Int? {
            guard units.count <= Source.searched else { return index[id] }
            return units.firstIndex { $0.id == id }
        }

        static func == (a: Source, b: Source) -> Bool {
            a.path.isSamePath(b.path) && a.units == b.units
        }
    }

    /// What one campaign of a translation file gave: its W903 and W904, and the offsets (in
    /// its source's units) of the units it translates.
    struct Part: Sendable {
        var diagnostics: [Diagnostic] = []
        var translated = UnitOffsets()
    }

    /// One translation file's findings, a part per campaign in the file's order.
    struct File: Sendable {
        let path: String
        let facts: TranslationFileFacts
        /// The offset of the file's locale in `Context.locales`; nil for a locale not in it.
        let localeOffset: Int?
        var parts: [Part]
        /// Where each campaign id is in `facts.campaigns`.
        let offsets: [String: [Int]]

        /// True when `facts` at `path` are what this entry was found from.
        func holds(_ facts: TranslationFileFacts, at path: String) -> Bool {
            self.path.isSamePath(path) && self.facts.locale == facts.locale && self.facts.campaigns == facts.campaigns
        }
    }

    var context: Context?
    var sources: [String: Source] = [:]
    var files: [PathKey: File] = [:]
    /// For each source's campaign id, how many translation files translate each (locale,
    /// unit), locale-major.
    var counts: [String: [Int32]] = [:]
    /// Each source's W902, by campaign id.
    var untranslated: [String: [Diagnostic]] = [:]
}

/// A small set of unit offsets: those below 64 as bits, any others listed (two sets of the
/// same offsets above 63 inserted in another order compare unequal: their counts are then
/// only moved again).
struct UnitOffsets: Sendable, Sequence, Equatable {
    private var bits: UInt64 = 0
    private var more: [Int] = []

    mutating func insert(_ offset: Int) {
        if offset < 64 {
            bits |= 1 << UInt64(offset)
        } else if !more.contains(offset) {
            more.append(offset)
        }
    }

    /// The offsets below 64 in increasing order, then the others.
    struct Iterator: IteratorProtocol {
        var bits: UInt64
        var more: IndexingIterator<[Int]>

        mutating func next() -> Int? {
            guard bits != 0 else { return more.next() }
            let offset = bits.trailingZeroBitCount
            bits &= bits - 1
            return offset
        }
    }

    func makeIterator() -> Iterator {
        Iterator(bits: bits, more: more.makeIterator())
    }
}
