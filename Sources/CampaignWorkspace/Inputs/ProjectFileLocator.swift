import CampaignDiagnostics

/// Finds the project file of a run when `--config` is not given (SPEC §3): the nearest
/// `campaignc.yaml` in the first input's folder or one of its parents — looked up from each
/// input in turn, so that inputs of two projects are told (E108).
///
/// "The first input" is the byte-wise first path argument, so that the choice never
/// depends on the order of the arguments. Its folder is the argument itself for a
/// directory, the folder holding it for a file, and the working directory for `-`.
///
/// The walk upward is lexical (`a/b/..` is `a`) and stops at the file-system root. The
/// path returned is relative when the argument was relative (`Samples/campaignc.yaml`,
/// `../campaignc.yaml`), absolute when it was absolute: never made absolute.
public enum ProjectFileLocator {
    /// The nearest project file for these path arguments, or nil when there is none.
    /// `workingDirectory` is the absolute path that relative arguments are relative to.
    public static func nearest(forArguments arguments: [String], workingDirectory: String, in files: any SourceFileSystem) -> String? {
        guard let first = arguments.min(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) else { return nil }
        return nearest(forArgument: first, workingDirectory: workingDirectory, in: files)
    }

    /// One argument and the project file it belongs to: as shown, and as an absolute path
    /// (what two arguments are compared by); nil when it belongs to none.
    public struct Membership: Sendable, Equatable {
        public let argument: String
        public let projectFile: String?
        let absolute: String?
    }

    /// The project of the byte-wise first argument, and the first argument (in byte-wise
    /// order) whose nearest project file is another one (or none where the first has one), if
    /// any. Arguments whose searches start in one folder share one search.
    public static func projects(
        forArguments arguments: [String], workingDirectory: String, in files: any SourceFileSystem
    ) -> (first: Membership, other: Membership?)? {
        let ordered = arguments.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        guard let head = ordered.first else { return nil }
        let base = components(workingDirectory)
        func startKey(_ argument: String, _ folder: [String]) -> PathKey {
            PathKey(normalizedAbsolute((argument.hasPrefix("/") ? [] : base) + folder).joined(separator: "/"))
        }
        // The first argument searched once, for its project file both as shown and absolute;
        // then each start folder's search by its absolute path, shared by the arguments there.
        let headFolder = startFolder(of: head, workingDirectory: workingDirectory, in: files)
        let first = search(head, from: headFolder, base: base, in: files)
        var searched: [PathKey: String?] = [startKey(head, headFolder): first?.absolute]
        func projectFile(_ argument: String) -> String? {
            let folder = startFolder(of: argument, workingDirectory: workingDirectory, in: files)
            let key = startKey(argument, folder)
            if let known = searched[key] { return known }
            let found = search(argument, from: folder, base: base, in: files)?.absolute
            searched[key] = found
            return found
        }
        let other = ordered.dropFirst().lazy.map { ($0, projectFile($0)) }.first { !PathKey.same($0.1, first?.absolute) }
        return (
            Membership(argument: head, projectFile: first?.shown, absolute: first?.absolute),
            other.map { Membership(argument: $0.0, projectFile: search($0.0, workingDirectory: workingDirectory, in: files)?.shown, absolute: $0.1) }
        )
    }

    /// The nearest project file for one path argument.
    public static func nearest(forArgument argument: String, workingDirectory: String, in files: any SourceFileSystem) -> String? {
        search(argument, workingDirectory: workingDirectory, in: files)?.shown
    }

    /// The nearest project file for one argument, as shown and as an absolute path.
    private static func search(_ argument: String, workingDirectory: String, in files: any SourceFileSystem) -> (shown: String, absolute: String)? {
        let folder = startFolder(of: argument, workingDirectory: workingDirectory, in: files)
        return search(argument, from: folder, base: components(workingDirectory), in: files)
    }

    /// `search` from `folder`, the argument's start folder; `base`: the working directory's components.
    private static func search(_ argument: String, from folder: [String], base: [String], in files: any SourceFileSystem) -> (
        shown: String, absolute: String
    )? {
        let isAbsolute = argument.hasPrefix("/")
        let base = isAbsolute ? [] : base
        var folder = folder
        while true {
            let absolute = normalizedAbsolute(base + folder)
            let candidate = "/" + (absolute + [InputDiscovery.projectFileName]).joined(separator: "/")
            if files.isRegularFile(candidate) {
                let shown = (folder + [InputDiscovery.projectFileName]).joined(separator: "/")
                return (isAbsolute ? "/" + shown : shown, candidate)
            }
            if absolute.isEmpty { return nil }
            if let last = folder.last, last != ".." {
                folder.removeLast()
            } else {
                folder.append("..")
            }
        }
    }

    /// The folder the search starts in, as normalised components of the argument.
    static func startFolder(of argument: String, workingDirectory: String, in files: any SourceFileSystem) -> [String] {
        if argument == InputFile.standardInputArgument { return [] }
        let path = argument.hasPrefix("/") ? normalizedAbsolute(components(argument)) : normalized(components(argument))
        let onDisk = argument.hasPrefix("/") ? argument : InputDiscovery.join(workingDirectory, argument)
        if case .success(let status) = files.status(onDisk), status.kind == .directory {
            return path
        }
        return parent(of: path)
    }

    private static func parent(of path: [String]) -> [String] {
        if let last = path.last, last != ".." { return Array(path.dropLast()) }
        return path + [".."]
    }

    /// The non-empty components of a path other than `.`.
    public static func components(_ path: String) -> [String] {
        path.split(separator: "/").map(String.init).filter { $0 != "." }
    }

    /// The components of an absolute path with `..` resolved; `..` at the root stays there.
    public static func normalizedAbsolute(_ components: [String]) -> [String] {
        var result: [String] = []
        for component in components {
            if component == ".." {
                if !result.isEmpty { result.removeLast() }
            } else {
                result.append(component)
            }
        }
        return result
    }

    /// Removes `name/..` pairs of a relative path; leading `..` stay.
    public static func normalized(_ components: [String]) -> [String] {
        var result: [String] = []
        for component in components {
            if component == "..", let last = result.last, last != ".." {
                result.removeLast()
            } else {
                result.append(component)
            }
        }
        return result
    }
}
