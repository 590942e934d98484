import CanonicalJSON

/// The texts `validate --fix` has changed so far, kept in memory until the passes are done
/// (SPEC §13.2): each file's text as first read and as fixed, standard input's, and how many
/// fix-its each took. Only files with a fix are kept.
struct FixedTexts {
    /// A file of the run, or standard input.
    enum Target: Hashable {
        case file(String)
        case standardInput
    }

    struct Entry {
        let original: [UInt8]
        var fixed: [UInt8]
        var applied = 0
    }

    private(set) var entries: [Target: Entry] = [:]

    /// The current text of `target`, when a pass changed it.
    func current(_ target: Target) -> [UInt8]? {
        entries[target]?.fixed
    }

    /// Records `fixed`, the text of `target` after `count` more fix-its (`original` is its text
    /// as first read, used the first time).
    mutating func record(_ target: Target, original: [UInt8], fixed: [UInt8], count: Int) {
        var entry = entries[target] ?? Entry(original: original, fixed: original)
        entry.fixed = fixed
        entry.applied += count
        entries[target] = entry
    }

    /// Forgets the fixes of `target` (a file that could not be written).
    mutating func forget(_ target: Target) {
        entries[target] = nil
    }

    /// The fixed texts of files, by the path they are opened by: what a pass reads instead of the disk.
    var overlay: [String: [UInt8]] {
        var texts: [String: [UInt8]] = [:]
        for (target, entry) in entries {
            if case .file(let path) = target { texts[path] = entry.fixed }
        }
        return texts
    }

    /// The files whose bytes changed, in byte-wise path order.
    var changedFiles: [(path: String, entry: Entry)] {
        entries.compactMap { target, entry in
            guard case .file(let path) = target, entry.fixed != entry.original else { return nil }
            return (path, entry)
        }
        .sorted { UTF8Order.precedes($0.path, $1.path) }
    }

    var appliedCount: Int {
        entries.values.reduce(0) { $0 + $1.applied }
    }
}
