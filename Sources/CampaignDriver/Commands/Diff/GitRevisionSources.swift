/// The files of the project root at a git revision (`diff --base REF`, SPEC §5.1), read with
/// `git` and written into a temporary folder; the work tree, the index and the repository are
/// never written. Three reads, whatever the number of files:
///
/// 1. `git -C ROOT rev-parse --show-prefix` — the root's path in the repository;
/// 2. `git -C ROOT rev-parse --verify --quiet --end-of-options REF^{commit}` — the revision;
/// 3. `git -C ROOT ls-tree -r -z COMMIT` — the files below the root, then
///    `git -C ROOT cat-file --batch` — their bytes, all in one run.
///
/// Regular files are written (executable or not); symbolic links and submodules are skipped.
struct GitRevisionSources {
    /// Where the root's files at the revision are.
    let folder: TemporaryFolder
    /// The root's path in the repository, `campaigns/` (empty at the top): diagnostics in those
    /// files name them `REF:campaigns/a.yaml`, as git names a file at a revision.
    let prefix: String

    /// The most bytes the root's files at a revision may hold.
    static let maxBytes = 512 * 1024 * 1024

    /// Reads the files below `root` at `revision`; `scratch` holds git's output and the files.
    static func read(revision: String, root: String, scratch: TemporaryFolder, environment: DriverEnvironment) throws(DriverError) -> GitRevisionSources {
        let git = GitRunner(root: root, scratch: scratch, environment: environment)
        let prefix = try git.text(["rev-parse", "--show-prefix"]) { reason in
            "diff --base needs a git repository, and '\(root)' is in none (\(reason))"
        }
        guard !revision.isEmpty, !revision.hasPrefix("-"),
            let commit = try? git.text(["rev-parse", "--verify", "--quiet", "--end-of-options", revision + "^{commit}"], failure: { $0 }),
            !commit.isEmpty
        else {
            throw .usage("'\(revision)' is not a revision of the git repository that holds '\(root)'")
        }
        let listing = try git.bytes(["ls-tree", "-r", "-z", commit], limit: maxBytes) { "cannot list the files of '\(revision)' (\($0))" }
        let files = GitTreeListing.regularFiles(listing)
        let objects = Array(Set(files.map(\.object))).sorted()
        try scratch.write(Array(objects.map { $0 + "\n" }.joined().utf8), to: "objects")
        let batch = try git.bytes(["cat-file", "--batch"], input: scratch.path("objects"), limit: maxBytes) {
            "cannot read the files of '\(revision)' (\($0))"
        }
        let contents = try GitTreeListing.objects(batch)
        for file in files {
            guard let bytes = contents[file.object] else {
                throw .usage("cannot read '\(file.path)' at '\(revision)': git did not give its content")
            }
            try scratch.write(bytes, to: "tree/" + file.path)
        }
        return GitRevisionSources(folder: scratch, prefix: prefix)
    }

    /// The folder holding the root's files.
    var tree: String { folder.path("tree") }
}
