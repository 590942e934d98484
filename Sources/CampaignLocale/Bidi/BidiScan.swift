/// A run of left-to-right characters in right-to-left text that may be displayed reordered
/// (`W906`): its scalar offsets in the text and its characters.
public struct BidiRun: Hashable, Sendable {
    public let range: Range<Int>
    public let text: String

    public init(range: Range<Int>, text: String) {
        self.range = range
        self.text = text
    }
}

/// The `W906` scan (SPEC §16.3). A **run** is a maximal stretch, outside any isolate
/// (U+2066–U+2068 … U+2069), that starts and ends with a strong left-to-right character (UAX #9
/// class L) or a European digit (EN), and holds between them only such characters, spaces (WS),
/// separators and terminators (ES, CS, ET), other neutrals (ON) and marks (NSM, BN). A European
/// terminator or separator right before the run's first character, or a terminator right after
/// its last, belongs to it (`$5.99`, `-20`, `20%`). Reported are the runs holding a digit or a
/// punctuation character — a promo code (`SAVE20`), a URL, a price — except plain numbers
/// (digits with single `,` `.` between them: `5.99`, `2026`), which UAX #9 keeps in order.
public enum BidiScan {
    public static func unisolatedRuns(in text: String) -> [BidiRun] {
        var runs: [BidiRun] = []
        var scan = RunScan()
        var offset = 0
        for scalar in text.unicodeScalars {
            if let run = scan.step(scalar, at: offset) { runs.append(run) }
            offset += 1
        }
        if let run = scan.finish() { runs.append(run) }
        return runs
    }

    /// `text` with each run wrapped in FIRST STRONG ISOLATE (U+2068) … POP DIRECTIONAL ISOLATE
    /// (U+2069): the fix-it's result.
    public static func isolating(_ text: String, runs: [BidiRun]) -> String {
        var out = String.UnicodeScalarView()
        var next = 0
        var offset = 0
        for scalar in text.unicodeScalars {
            while next < runs.count, runs[next].range.upperBound == offset, !runs[next].range.isEmpty {
                out.append("\u{2069}")
                next += 1
            }
            if next < runs.count, runs[next].range.lowerBound == offset { out.append("\u{2068}") }
            out.append(scalar)
            offset += 1
        }
        if next < runs.count, runs[next].range.upperBound == offset { out.append("\u{2069}") }
        return String(out)
    }
}

/// The scan's state over one text: the open isolates and the run being read.
struct RunScan {
    private var isolates = 0
    /// The run so far: its first offset, its scalars up to its last strong character (or
    /// trailing terminator), and what follows that end but may still join.
    private var start: Int?
    private var scalars: [Unicode.Scalar] = []
    private var pending: [Unicode.Scalar] = []
    private var hasDigit = false
    private var hasPunctuation = false
    private var isPlainNumber = true
    /// A separator or terminator just before a possible run (`$` of `$5`).
    private var lead: (scalar: Unicode.Scalar, offset: Int)?

    mutating func step(_ scalar: Unicode.Scalar, at offset: Int) -> BidiRun? {
        let kind = BidiClass.of(scalar)
        switch kind {
        case .isolateStart:
            let run = close()
            isolates += 1
            return run
        case .isolateEnd:
            let run = close()
            isolates = max(0, isolates - 1)
            return run
        default:
            break
        }
        guard isolates == 0 else { return nil }
        switch kind {
        case .leftToRight, .europeanNumber:
            open(at: offset)
            let isDigit = kind == .europeanNumber
            let lastWasDigit = scalars.last.map { BidiClass.of($0) == .europeanNumber } ?? false
            if !pending.isEmpty {
                for joined in pending { note(joined, betweenDigits: lastWasDigit && isDigit && pending.count == 1) }
                scalars += pending
                pending = []
            }
            scalars.append(scalar)
            hasDigit = hasDigit || isDigit
            if !isDigit { isPlainNumber = false }
            return nil
        case .europeanTerminator where start != nil && pending.isEmpty,
            .nonspacingMark where start != nil && pending.isEmpty,
            .boundaryNeutral where start != nil && pending.isEmpty:
            // A terminator right after the run's end (`20%`), or a mark on its last character.
            scalars.append(scalar)
            if kind == .europeanTerminator {
                hasPunctuation = true
                isPlainNumber = false
            }
            return nil
        case .whitespace, .europeanSeparator, .europeanTerminator, .commonSeparator, .otherNeutral, .nonspacingMark, .boundaryNeutral:
            let mayLead = kind == .europeanSeparator || kind == .europeanTerminator
            if start != nil {
                pending.append(scalar)
            } else {
                lead = mayLead ? (scalar, offset) : nil
            }
            return nil
        default:
            return close()
        }
    }

    mutating func finish() -> BidiRun? { close() }

    private mutating func open(at offset: Int) {
        guard start == nil else {
            lead = nil
            return
        }
        if let lead, lead.offset == offset - 1 {
            start = lead.offset
            scalars = [lead.scalar]
            hasPunctuation = true
            isPlainNumber = false
        } else {
            start = offset
        }
        lead = nil
    }

    /// Counts a character that joined the run between two of its strong characters.
    private mutating func note(_ scalar: Unicode.Scalar, betweenDigits: Bool) {
        switch BidiClass.of(scalar) {
        case .whitespace, .nonspacingMark, .boundaryNeutral:
            isPlainNumber = false
        case .commonSeparator where betweenDigits && (scalar == "," || scalar == "."):
            hasPunctuation = true
        default:
            hasPunctuation = true
            isPlainNumber = false
        }
    }

    /// Ends the run being read (dropping what followed its last strong character).
    private mutating func close() -> BidiRun? {
        defer {
            start = nil
            scalars = []
            pending = []
            hasDigit = false
            hasPunctuation = false
            isPlainNumber = true
            lead = nil
        }
        guard let start, hasDigit || hasPunctuation, !isPlainNumber else { return nil }
        var text = String.UnicodeScalarView()
        text.append(contentsOf: scalars)
        return BidiRun(range: start..<(start + scalars.count), text: String(text))
    }
}
