import Synchronization

/// The verdicts on regular expressions that one worker has checked already: the same
/// patterns come back file after file, and a verdict costs more than the rest of a filter. Owned by one worker at a time (it is not
/// `Sendable`); keyed by the pattern's exact UTF-8, so a verdict is only reused for the
/// very same text.
///
/// A worker lives for a chunk of files only; made with a `Shared` store (one per run,
/// owned by the run's pipeline), it also reuses the verdicts of the workers before it, so
/// each pattern is compiled once per run instead of once per chunk.
public final class RegexVerdicts {
    private var known: [ExactText: FilterDecoder.RegexCheck] = [:]
    private let shared: Shared?

    /// A cache of its own, for one worker.
    public init() {
        shared = nil
    }

    /// A worker's cache in front of `shared`, the store of the whole run.
    public init(sharing shared: Shared) {
        self.shared = shared
    }

    /// `FilterDecoder.compileRegex(pattern)`, compiled once per pattern.
    func check(_ pattern: String) -> FilterDecoder.RegexCheck {
        let key = ExactText(pattern)
        if let verdict = known[key] { return verdict }
        let verdict = shared?.verdict(for: key) ?? FilterDecoder.compileRegex(pattern)
        known[key] = verdict
        return verdict
    }

    /// The verdicts of one run, shared by its workers (which run on several threads at
    /// once). A worker asks it only for patterns it has not seen itself, so the lock is
    /// taken about once per pattern per worker.
    public final class Shared: Sendable {
        private let known = Mutex<[ExactText: FilterDecoder.RegexCheck]>([:])

        public init() {}

        /// The verdict on `key`, compiled (outside the lock) when no worker has done it yet.
        fileprivate func verdict(for key: ExactText) -> FilterDecoder.RegexCheck {
            if let found = known.withLock({ $0[key] }) { return found }
            let verdict = FilterDecoder.compileRegex(key.text)
            known.withLock { $0[key] = verdict }
            return verdict
        }
    }
}

/// A string compared and hashed by its exact UTF-8 bytes (not by `String`'s canonical
/// equivalence): two patterns that differ in their bytes may compile differently.
private struct ExactText: Hashable, Sendable {
    let text: String

    init(_ text: String) {
        self.text = text
    }

    static func == (a: ExactText, b: ExactText) -> Bool {
        a.text.utf8.elementsEqual(b.text.utf8)
    }

    func hash(into hasher: inout Hasher) {
        var text = text
        text.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    }
}
