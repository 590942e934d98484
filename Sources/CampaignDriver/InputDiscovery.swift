/// Turns the path arguments of a command into the sorted list of input files (SPEC §1).
///
/// - A path is a file, a directory, or `-` (standard input).
/// - A directory is searched recursively for `*.yaml` and `*.yml`. Hidden entries (names
///   starting with `.`) and files named `campaignc.yaml` are skipped; symbolic links to
///   directories are not followed (a symbolic link to a file is taken like the file).
/// - A file named explicitly is taken whatever its name. A path named explicitly is
///   followed even if it is a symbolic link.
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

    /// The inputs named by `arguments`, or `DriverError.usage` for a path that does not
    /// exist or a directory that cannot be listed.
    public static func discover(_ arguments: [String]) throws(DriverError) -> [InputFile] {
        var collector = Collector()
        for argument in arguments {
            if argument == InputFile.standardInputArgument {
                collector.includesStandardInput = true
                continue
            }
            let status: FileStatus
            switch FileStatus.of(argument) {
            case .success(let found): status = found
            case .failure(let failure): throw .usage("cannot open '\(argument)': \(failure.reason)")
            }
            if status.kind == .directory {
                try search(directory: argument, into: &collector)
            } else {
                collector.add(path: argument, identity: status.identity)
            }
        }
        return collector.sortedInputs()
    }

    /// Whether a file found in a directory search is a campaign file by its name.
    public static func isCampaignFileName(_ name: String) -> Bool {
        !name.hasPrefix(".") && name != projectFileName
            && campaignExtensions.contains { name.hasSuffix($0) }
    }

    /// `directory` joined with `name` without doubling the separator: `./x/` + `a.yaml`
    /// is `./x/a.yaml`, `/` + `a.yaml` is `/a.yaml`.
    public static func join(_ directory: String, _ name: String) -> String {
        var base = Substring(directory)
        while base.hasSuffix("/") { base = base.dropLast() }
        return base + "/" + name
    }

    private static func search(directory: String, into collector: inout Collector) throws(DriverError) {
        let names: [String]
        switch DirectoryLister.names(in: directory) {
        case .success(let found): names = found
        case .failure(let failure): throw .usage("cannot read directory '\(directory)': \(failure.reason)")
        }
        for name in names.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) where !name.hasPrefix(".") {
            let path = join(directory, name)
            guard case .success(let entry) = FileStatus.ofLink(path) else { continue }
            switch entry.kind {
            case .directory:
                try search(directory: path, into: &collector)
            case .regularFile:
                if isCampaignFileName(name) { collector.add(path: path, identity: entry.identity) }
            case .symbolicLink:
                // A link to a file is taken like the file; a link to a directory is not followed;
                // a dangling link is skipped like any other entry that is not a campaign file.
                guard isCampaignFileName(name), case .success(let target) = FileStatus.of(path),
                      target.kind == .regularFile else { continue }
                collector.add(path: path, identity: target.identity)
            case .other:
                continue
            }
        }
    }

    /// The files found so far, one shown path per file.
    private struct Collector {
        var includesStandardInput = false
        var pathByIdentity: [FileStatus.Identity: String] = [:]

        mutating func add(path: String, identity: FileStatus.Identity) {
            if let known = pathByIdentity[identity], known.utf8.lexicographicallyPrecedes(path.utf8) || known == path {
                return
            }
            pathByIdentity[identity] = path
        }

        func sortedInputs() -> [InputFile] {
            var inputs = pathByIdentity.values.map(InputFile.file)
            if includesStandardInput { inputs.append(.standardInput) }
            return inputs.sorted(by: InputFile.displayOrder)
        }
    }
}
