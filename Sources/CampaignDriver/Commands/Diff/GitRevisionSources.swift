import CampaignWorkspace

/// The files of the project root at a git revision (`diff --base REF`, SPEC §5.1), read with
/// `git` into memory (`GitTreeFileSystem`); nothing is written, and the work tree, the index
/// and the repository are never touched. Four runs of git, whatever the number of files:
///
/// 1. `git -C ROOT rev-parse --show-prefix` — the root's path in the repository;
/// 2. `git -C ROOT rev-parse --verify --quiet --end-of-options REF^{commit}` — the revision;
/// 3. `git -C ROOT ls-tree -r -z COMMIT` — the files below the root, then
/// 4. `git -C ROOT cat-file --batch` — their bytes, all in one run.
///
/// Only regular files (executable or not) that a run may read are read — campaigns, the project
/// file, a baseline, local images, content blocks, translation files (`StagedFiles.readExtensions`):
/// the other files of a large repository cost nothing. Symbolic links and submodules are skipped.
struct GitRevisionSources {
    /// The root's files at the revision, under `GitRevisionSources.tree`.
    let files: GitTreeFileSystem
    /// The root's path in the repository, `campaigns/` (empty at the top): diagnostics in those
    /// files name them `REF:campaigns/a.yaml`, as git names a file at a revision.
    let prefix: String

    /// The folder the revision's files are shown under while they are checked; what a report
    /// names below it is `REF:…` in git's words.
    static let tree = "/campaignc-git-revision"

    /// The most bytes the root's files at a revision may hold.
    static let maxBytes = 512 * 1024 * 1024

    /// Reads the files below `root` at `revision`.
    static func read(revision: String, root: String, environment: DriverEnvironment) throws(RunError) -> GitRevisionSources {
        let git = GitRunner(root: root, environment: environment)
        let prefix = try git.text(["rev-parse", "--show-prefix"]) { reason in
            "diff --base needs a git repository, and '\(root)' is in none (\(reason))"
        }
        guard !revision.isEmpty, !revision.hasPrefix("-"),
            let commit = try? git.text(["rev-parse", "--verify", "--quiet", "--end-of-options", revision + "^{commit}"], failure: { $0 }),
            !commit.isEmpty,
            // A commit's name: `^REF` (a negative revision) names `^COMMIT`, which names no tree.
            commit.allSatisfy(\.isHexDigit)
        else {
            throw .usage("'\(revision)' is not a revision of the git repository that holds '\(root)'")
        }
        let listing = try git.bytes(["ls-tree", "-r", "-z", commit], limit: maxBytes) { "cannot list the files of '\(revision)' (\($0))" }
        let keep = StagedFiles.isReadable
        let batch = try git.bytes(["cat-file", "--batch"], input: GitTreeFileSystem.objects(of: listing, keep: keep), limit: maxBytes) {
            "cannot read the files of '\(revision)' (\($0))"
        }
        let files = try GitTreeFileSystem(listing: listing, batch: batch, revision: revision, mountedAt: tree, keep: keep)
        return GitRevisionSources(files: files, prefix: prefix)
    }

    /// The folder holding the root's files.
    var tree: String { Self.tree }
}
