import CampaignModel
import CampaignWorkspace

/// `campaignc diff OLD NEW` and `campaignc diff --base REF [PATH…]` (SPEC §5.1): what a change
/// does to the campaigns, in campaign terms, for code review.
///
/// - Each side is a payload file or sources compiled on the fly (`DiffSide`); with `--base`,
///   the old side is the same sources at a git revision (`GitRevisionSources`).
/// - Campaigns are matched by id (`DiffReport`) and compared value by value under their
///   campaign-language paths (`CampaignView`).
/// - Exit 0 when the sides are equal, 1 when they differ, 2 when a side cannot be read or
///   compiled, or REF is not a revision.
public enum DiffOperation {
    /// Runs the command. Never throws.
    public static func run(_ options: DiffOptions, environment: DriverEnvironment) async -> CommandResult {
        do {
            let (old, new) = try await sides(options, environment: environment)
            var report = DiffReport(old: old.campaigns, new: new.campaigns, oldImages: old.imageHashes, newImages: new.imageHashes)
            report.project = DiffReport.projectChanges(from: old.project, to: new.project)
            return CommandResult(
                exitStatus: report.isEmpty ? ExitStatus.success : ExitStatus.errors,
                standardOutput: options.format.render(report)
            )
        } catch let failure as DiffSide.Failure {
            return CommandResult(exitStatus: ExitStatus.usage, standardError: failure.standardError)
        } catch let error as RunError {
            return CommandResult(failure: error)
        } catch {
            return CommandResult(failure: .internal("\(error)"))
        }
    }

    private static func sides(_ options: DiffOptions, environment: DriverEnvironment) async throws -> (DiffSide.Contents, DiffSide.Contents) {
        if let now = options.now, RFC3339Text.unixSecondsRoundingUp(now) == nil {
            throw RunError.usage("invalid --now '\(now)': expected an RFC 3339 time with an offset, such as 2026-03-01T09:00:00Z")
        }
        guard let base = options.base else {
            guard options.paths.count == 2 else {
                throw RunError.usage("diff compares two sides: give OLD and NEW (payload files or sources), or --base REF [PATH...]")
            }
            let old = try await DiffSide.read(options.paths[0], options: options, environment: environment)
            let new = try await DiffSide.read(options.paths[1], options: options, environment: environment)
            return (old, new)
        }
        return try await baseSides(base, options: options, environment: environment)
    }

    /// `--base REF`: the new side is PATH… (default: the project root), the old side the same
    /// paths in the project root's files at REF (read into memory), compiled with the project
    /// file found there.
    private static func baseSides(_ base: String, options: DiffOptions, environment: DriverEnvironment) async throws -> (DiffSide.Contents, DiffSide.Contents) {
        let setup = try RunSetup(options.checking(options.paths), environment: environment.run)
        let root = setup.settings.project.root
        let place = RootPlace(root: root, workingDirectory: environment.workingDirectory)
        var relativePaths: [String] = []
        for path in options.paths.isEmpty ? [root] : options.paths {
            guard let relative = place.relative(path) else { throw RunError.usage("'\(path)' is outside the project root '\(root)'") }
            relativePaths.append(relative)
        }
        let side = options.paths.isEmpty ? "in the project root '\(root)'" : "in " + options.paths.map { "'\($0)'" }.joined(separator: ", ")
        let new = try await DiffSide.compile(setup, environment: environment, naming: side)

        let sources = try GitRevisionSources.read(revision: base, root: root, environment: environment)
        let paths = relativePaths.map { $0.isEmpty ? sources.tree : sources.tree + "/" + $0 }.filter { path in
            if case .success = sources.files.status(path) { return true }
            return false
        }
        guard !paths.isEmpty else { return (DiffSide.Contents(project: new.project), new) }
        var checking = options.checking(paths)
        checking.configPath = nil
        let projectFile = setup.context.project.source.flatMap { place.relative($0.path) }
        if let projectFile, case .success = sources.files.status(sources.tree + "/" + projectFile) {
            checking.configPath = sources.tree + "/" + projectFile
        } else {
            checking.projectRootWithoutFile = sources.tree
        }
        var revision = environment.run
        revision.files = sources.files
        // What the report names `/tmp/…/tree/a.yaml` is `REF:a.yaml` in git's words.
        let shown = { (text: String) in text.replacing(sources.tree + "/", with: "\(base):\(sources.prefix)") }
        do {
            let old = try await DiffSide.compile(
                try RunSetup(checking, environment: revision), environment: environment, naming: "at '\(base)'", shown: shown)
            return (old, new)
        } catch let error as RunError {
            guard case .usage(let message) = error else { throw error }
            throw RunError.usage(shown(message))
        }
    }
}
