import CampaignWorkspace

/// `--staged` (`validate`, `compile`, `test`): the run reads the files git has staged — the
/// index — instead of the working tree, so a pre-commit hook checks what the commit will hold:
/// an untracked or unstaged file neither blocks it nor hides a problem (docs/ci.md). Three runs
/// of git, whatever the number of files: `rev-parse --show-prefix` (where the working directory
/// is in the repository), `ls-files -s -z` at the repository's top, and one `cat-file --batch`.
/// The files are shown under their paths on disk, so the report reads as without `--staged`.
///
/// Only the files campaignc may read are read (campaigns, scenarios, the project file, a
/// baseline, local images, content blocks and translation files: `readExtensions`): the other
/// files of a large repository cost nothing. Nothing is written; the work tree, the index and the
/// repository are never touched.
enum StagedFiles {
    /// The extensions of the files a run may read.
    static let readExtensions: Set<String> = ["yaml", "yml", "json", "png", "jpg", "jpeg", "gif", "webp", "liquid", "po", "xlf", "xliff", "csv"]

    /// Whether a run may read `path`, by its extension (also what `diff --base` reads of a tree).
    static func isReadable(_ path: String) -> Bool {
        guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return false }
        return readExtensions.contains(path[path.index(after: dot)...].lowercased())
    }

    /// The most bytes the staged files may hold together.
    static let maxBytes = 512 * 1024 * 1024

    /// `environment` with the index's files in place of the disk's.
    static func environment(_ environment: DriverEnvironment, for options: ValidateOptions) throws(RunError) -> DriverEnvironment {
        guard options.staged else { return environment }
        if options.paths.contains(InputFile.standardInputArgument) {
            throw .usage("--staged reads the files git has staged: standard input (-) is not one of them")
        }
        let here = environment.workingDirectory
        let prefix = try GitRunner(root: here, environment: environment).text(["rev-parse", "--show-prefix"]) { reason in
            "--staged needs a git repository, and '\(here)' is in none (\(reason))"
        }
        // The repository's top, lexically: the working directory less the prefix's folders.
        var components = ProjectFileLocator.components(here)
        components.removeLast(min(components.count, prefix.split(separator: "/").count))
        let top = "/" + components.joined(separator: "/")
        let git = GitRunner(root: top, environment: environment)
        let listing = try git.bytes(["ls-files", "-s", "-z"], limit: maxBytes) { "cannot list the staged files (\($0))" }
        let keep = isReadable
        let batch = try git.bytes(["cat-file", "--batch"], input: try GitTreeFileSystem.objects(ofIndex: listing, keep: keep), limit: maxBytes) {
            "cannot read the staged files (\($0))"
        }
        var staged = environment
        staged.files = try GitTreeFileSystem(index: listing, batch: batch, keep: keep, mountedAt: top, workingDirectory: here)
        return staged
    }
}
