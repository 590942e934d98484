/// A cap on the diagnostics of one kind per file (SPEC §7: a report that cannot grow with a
/// hostile input): at most `count` are kept, and the last one kept of a file gets a note made
/// by `note` from how many more there were.
public struct PerFileLimit: Sendable {
    public let count: Int
    public let note: @Sendable (Int) -> String

    public init(count: Int, note: @escaping @Sendable (Int) -> String) {
        self.count = count
        self.note = note
    }
}
