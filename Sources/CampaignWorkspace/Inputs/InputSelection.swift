import CampaignDiagnostics
import CampaignMessages
import CampaignModel
import CampaignYAML

/// The inputs and project file of a `validate` or `compile` run (SPEC §1, §3): path-less
/// runs, exclusions, `--stdin-filename` and the "nothing to read" rule.
public struct InputSelection: Sendable {
    /// The inputs, sorted, with the size each had when found.
    let found: [(input: InputFile, size: Int)]
    /// The project's translation files a run given some paths reads besides them (SPEC §16.3).
    var context: [(input: InputFile, size: Int)] = []
    /// The project file, loaded.
    let project: LoadedProject
    /// The name standard input is shown as: `<stdin>`, or `--stdin-filename`.
    let standardInputName: String

    /// Resolves the options' paths into inputs; every failure is a usage error (exit 2),
    /// among them an output of `outputs` (or `--write-baseline`) that is an input, the
    /// project file or one of `otherReads` (`OutputOverlap`).
    static func select(
        _ options: RunOptions, environment: RunEnvironment, outputs: [NamedPath] = [], otherReads: [NamedPath] = []
    ) throws(RunError) -> InputSelection {
        let files = environment.files
        let includesStandardInput = options.paths.contains(InputFile.standardInputArgument)
        if options.stdinFilename != nil, !includesStandardInput {
            throw .usage("--stdin-filename names the text read from standard input: give the path - too")
        }
        var patterns: [GlobPattern] = []
        for text in options.exclude {
            do {
                patterns.append(try GlobPattern(text))
            } catch {
                throw .usage("invalid --exclude glob '\(text)': \(error.reason)")
            }
        }
        // Standard input stands where --stdin-filename says, for the project file search.
        let located = options.paths.map { $0 == InputFile.standardInputArgument ? options.stdinFilename ?? $0 : $0 }
        let (projectFile, otherProject) =
            options.projectRootWithoutFile == nil ? try projectFile(options, arguments: located, environment: environment) : (nil, nil)
        var project = try ProjectLoader.load(projectFile, limits: .standard, in: files, workingDirectory: environment.workingDirectory)
        if let root = options.projectRootWithoutFile { project = .none(root: root) }
        if let (first, other) = otherProject { project.reportTwoProjects(first, other, in: files, workingDirectory: environment.workingDirectory) }
        let isPathless = options.paths.isEmpty
        let paths = isPathless ? [project.settings.root] : options.paths
        let filter = InputFilter(
            patterns: project.excludePatterns + patterns, root: project.settings.root,
            workingDirectory: environment.workingDirectory, forceExclude: options.forceExclude
        )
        var discovery = try InputDiscovery.discover(paths, filter: filter, in: files)
        if isPathless {
            discovery.found = discovery.found.map { entry in
                guard case .file(let path) = entry.input, path.hasPrefix("./") else { return entry }
                return (.file(String(path.dropFirst(2))), entry.size)
            }
        }
        let written = outputs + (options.writeBaselinePath.map { [NamedPath(option: "--write-baseline", path: $0)] } ?? [])
        let read = otherReads + (projectFile.map { [NamedPath(option: "--config", path: $0)] } ?? [])
        try OutputOverlap.check(written, otherReads: read, in: files) { identity in
            discovery.input(identity: identity).map { isPathless && $0.hasPrefix("./") ? String($0.dropFirst(2)) : $0 }
        }
        if let name = options.stdinFilename, options.forceExclude, filter.excludesNamed(name) {
            discovery.found.removeAll { $0.input == .standardInput }
            discovery.forceExcluded += 1
        }
        if discovery.found.isEmpty && discovery.forceExcluded == 0 && options.requiresInputs {
            throw .usage("no campaign files found in \(named(options.paths, root: project.settings.root))")
        }
        var selection = InputSelection(
            found: discovery.found, project: project,
            standardInputName: options.stdinFilename ?? InputFile.standardInputName
        )
        if !isPathless { selection.context = translationFiles(besides: discovery.found.map(\.input), project: project, filter: filter, in: files) }
        return selection
    }

    /// The `.yaml` files right inside a localised project's translation folder that are not among
    /// `inputs`: what a run given some campaign files reads for their translations. A folder
    /// that cannot be read holds none (the run then reports what it can).
    static func translationFiles(
        besides inputs: [InputFile], project: LoadedProject, filter: InputFilter, in files: any SourceFileSystem
    ) -> [(input: InputFile, size: Int)] {
        guard let localisation = project.settings.localisation else { return [] }
        let folder = ProjectSettings.path(localisation.folder, inProjectAt: project.settings.root)
        guard case .success(let status) = files.status(folder), status.kind == .directory,
            let discovery = try? InputDiscovery.discover([folder], filter: filter, in: files)
        else { return [] }
        func plain(_ path: String) -> String { path.hasPrefix("./") ? String(path.dropFirst(2)) : path }
        let given = Set(
            inputs.compactMap { input -> String? in
                if case .file(let path) = input { return plain(path) }
                return nil
            })
        let prefix = plain(folder).hasSuffix("/") ? plain(folder) : plain(folder) + "/"
        return discovery.found.filter { entry in
            guard case .file(let path) = entry.input else { return false }
            let name = plain(path)
            return name.hasPrefix(prefix) && name.hasSuffix(".yaml") && !name.dropFirst(prefix.count).contains("/") && !given.contains(name)
        }
    }

    /// The inputs as an error message names them: `'a', 'b'`, or `the project root 'ROOT'` for
    /// a path-less run.
    public static func named(_ paths: [String], root: String) -> String {
        paths.isEmpty ? "the project root '\(root)'" : paths.map { "'\($0)'" }.joined(separator: ", ")
    }

    /// `--config`, else the nearest `campaignc.yaml`: above the first argument, or above the
    /// working directory for a path-less run, which needs one. Without `--config`, also the
    /// first argument whose nearest project file is another (SPEC §3: E108).
    private static func projectFile(
        _ options: RunOptions, arguments: [String], environment: RunEnvironment
    ) throws(RunError) -> (String?, (ProjectFileLocator.Membership, ProjectFileLocator.Membership)?) {
        if let config = options.configPath {
            switch environment.files.status(config) {
            case .failure(let failure):
                throw .usage("cannot open config file '\(config)': \(failure.reason)")
            case .success(let status) where status.kind == .directory:
                throw .usage("cannot open config file '\(config)': Is a directory")
            case .success:
                return (config, nil)
            }
        }
        if let (first, other) = ProjectFileLocator.projects(forArguments: arguments, workingDirectory: environment.workingDirectory, in: environment.files) {
            return (first.projectFile, other.map { (first, $0) })
        }
        guard let found = ProjectFileLocator.nearest(forArgument: ".", workingDirectory: environment.workingDirectory, in: environment.files) else {
            throw .usage(
                "no path given and no \(InputDiscovery.projectFileName) in the working directory or above: "
                    + "name the files or folders to check, or create a project file"
            )
        }
        return (found, nil)
    }
}

extension LoadedProject {
    /// E108 (SPEC §3, §19 item 10): `other` belongs to another project than `first`, the run's.
    /// Reported at the start of the other project's file (of the run's when the other has none),
    /// with a note naming each side.
    mutating func reportTwoProjects(
        _ first: ProjectFileLocator.Membership, _ other: ProjectFileLocator.Membership, in files: any SourceFileSystem, workingDirectory: String
    ) {
        guard let path = other.projectFile ?? first.projectFile else { return }
        let start = SourcePosition(line: 1, column: 1, offset: 0)
        let notes = [first, other].map { Note(SuppressionMessages.belongsTo($0.argument, projectFile: $0.projectFile)) }
        diagnostics.append(Diagnostic(SuppressionMessages.twoProjects, at: SourceLocation(file: path, range: SourceRange(at: start)), notes: notes))
        let onDisk = path.hasPrefix("/") ? path : InputDiscovery.join(workingDirectory, path)
        if path != source?.path, case .success(let bytes) = files.read(onDisk, limit: YAMLLimits.standard.maxFileBytes + 1) {
            otherSources.append(SourceFile(path: path, bytes: bytes))
        }
    }
}
