import CampaignDiagnostics

/// The texts a fix engine has changed so far, kept in memory until the passes are done
/// (SPEC §13.2): each file's text as first checked and as fixed, standard input's, the project
/// file's, and how many fix-its each took. Only files with a fix are kept.
public struct FixedTexts: Sendable {
    public struct Entry: Sendable {
        public let original: [UInt8]
        public var fixed: [UInt8]
        public var applied = 0
    }

    private var entries: [FixTarget: Entry] = [:]
    /// The paths of the files, by key (standard input has none).
    private var paths: [FixTarget: String] = [:]

    public init() {}

    /// The current text of `target`, when a pass changed it.
    public func current(_ target: FixTarget) -> [UInt8]? {
        entries[target]?.fixed
    }

    /// Records `fixed`, the text of `target` (shown as `path`) after `count` more fix-its
    /// (`original` is its text as first checked, used the first time).
    mutating func record(_ target: FixTarget, path: String, original: [UInt8], fixed: [UInt8], count: Int) {
        var entry = entries[target] ?? Entry(original: original, fixed: original)
        entry.fixed = fixed
        entry.applied += count
        entries[target] = entry
        paths[target] = path
    }

    /// Forgets the fixes of `target` (a file that could not be written).
    public mutating func forget(_ target: FixTarget) {
        entries[target] = nil
    }

    /// The fixed texts of files, by path: what a pass reads instead of the disk.
    var overlay: [PathKey: [UInt8]] {
        var texts: [PathKey: [UInt8]] = [:]
        for (target, entry) in entries {
            if case .file(let key) = target { texts[key] = entry.fixed }
        }
        return texts
    }

    /// The files whose bytes changed, in byte-wise path order.
    public var changedFiles: [(path: String, entry: Entry)] {
        entries.compactMap { target, entry in
            guard case .file = target, entry.fixed != entry.original, let path = paths[target] else { return nil }
            return (path, entry)
        }
        .sorted { PathKey($0.path) < PathKey($1.path) }
    }

    /// Standard input's text as first checked and as fixed, when a pass changed it.
    public var standardInput: Entry? {
        entries[.standardInput]
    }

    public var appliedCount: Int {
        entries.values.reduce(0) { $0 + $1.applied }
    }
}

/// What a fix applies to: a file by its path's bytes, or standard input.
public enum FixTarget: Hashable, Sendable {
    case file(PathKey)
    case standardInput

    /// The target of an input.
    public init(_ input: InputFile) {
        switch input {
        case .file(let path): self = .file(PathKey(path))
        case .standardInput: self = .standardInput
        }
    }
}
