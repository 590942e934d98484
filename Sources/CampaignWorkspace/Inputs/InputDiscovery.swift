import CanonicalJSON

/// Turns the path arguments of a command into the sorted list of input files (SPEC §1).
///
/// - A path is a file, a directory, or `-` (standard input).
/// - A directory is searched recursively for `*.yaml` and `*.yml`. Hidden entries (names
///   starting with `.`) and files named `campaignc.yaml` are skipped; symbolic links to
///   directories are not followed (a symbolic link to a file is taken like the file).
/// - A file named explicitly is taken whatever its name, except `campaignc.yaml` (v2). A path
///   named explicitly is followed even if it is a symbolic link.
/// - Exclusions (`InputFilter`) skip entries found in a directory, and named files only with
///   `--force-exclude`.
/// - Paths are shown as typed: a directory `dir/` yields `dir/a.yaml`, never an absolute path.
/// - The same file reached twice (by two arguments, or through a link) is taken once, under
///   the byte-wise smallest of its shown paths.
/// - The result is sorted byte-wise by shown path, so it never depends on argument order
///   or on the order of directory listings.
public enum InputDiscovery {
    /// The name of the project file, never taken from a directory search.
    public static let projectFileName = "campaignc.yaml"

    /// The extensions of campaign files found in directories (case-sensitive).
    public static let campaignExtensions = [".yaml", ".yml"]

    /// The inputs named by `arguments` in `files`, or `RunError.usage` for a path that does
    /// not exist or a directory that cannot be listed.
    public static func discover(_ arguments: [String], in files: any SourceFileSystem) throws(RunError) -> [InputFile] {
        try discover(arguments, filter: .none, in: files).found.map(\.input)
    }

    /// What the arguments hold once `filter`'s exclusions are applied (SPEC §1).
    ///
    /// A file named `campaignc.yaml` is never an input, even when named. A directory named
    /// is always searched, its excluded entries skipped (an excluded folder is not entered).
    /// A file named is taken unless `filter.forceExclude` is set and it (or a folder holding
    /// it) is excluded.
    static func discover(_ arguments: [String], filter: InputFilter, in files: any SourceFileSystem) throws(RunError) -> Discovery {
        var collector = Collector()
        var forceExcluded = 0
        for argument in arguments {
            if argument == InputFile.standardInputArgument {
                collector.includesStandardInput = true
                continue
            }
            let status: FileStatus
            switch files.status(argument) {
            case .success(let found): status = found
            case .failure(let failure): throw .usage("cannot open '\(argument)': \(failure.reason)")
            }
            if status.kind == .directory {
                try search(directory: argument, filter: filter, in: files, into: &collector)
            } else if baseName(of: argument) == projectFileName {
                continue
            } else if filter.forceExclude, filter.excludesNamed(argument) {
                forceExcluded += 1
            } else {
                collector.add(path: argument, status: status)
            }
        }
        return Discovery(found: collector.sortedInputs(), forceExcluded: forceExcluded, collector: collector)
    }

    /// The last component of a path (`a/b.yaml` → `b.yaml`).
    static func baseName(of path: String) -> Substring {
        path.split(separator: "/").last ?? Substring(path)
    }

    /// Whether a file found in a directory search is a campaign file by its name.
    public static func isCampaignFileName(_ name: String) -> Bool {
        !name.hasPrefix(".") && name != projectFileName
            && campaignExtensions.contains { name.hasSuffix($0) }
    }

    /// `directory` joined with `name` without doubling the separator: `./x/` + `a.yaml`
    /// is `./x/a.yaml`, `/` + `a.yaml` is `/a.yaml`.
    public static func join(_ directory: String, _ name: String) -> String {
        let utf8 = directory.utf8
        if utf8.last != UInt8(ascii: "/") { return directory + "/" + name }
        if utf8.allSatisfy({ $0 < 0x80 }) {
            // ASCII: each trailing `/` byte is a trailing `/` character.
            let kept = utf8.count - utf8.reversed().prefix { $0 == UInt8(ascii: "/") }.count
            return String(directory.utf8.prefix(kept))! + "/" + name
        }
        var base = Substring(directory)
        while base.hasSuffix("/") { base = base.dropLast() }
        return base + "/" + name
    }
}
