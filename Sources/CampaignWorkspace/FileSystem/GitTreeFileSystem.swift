/// The files of a git revision, read into memory (`diff --base`, SPEC §5.1) and shown under
/// the folder `root`: what `git ls-tree -r -z` lists (regular files only: symbolic links and
/// submodules are left out) with the bytes `git cat-file --batch` gave for each. Nothing is
/// written anywhere; the work tree, the index and the repository are never touched.
public struct GitTreeFileSystem: SourceFileSystem {
    /// The absolute folder the revision's files are under.
    public let root: String
    private let files: MemoryFileSystem

    /// The files of `listing` (an `ls-tree -r -z` output) that `keep` accepts, with their bytes
    /// from `batch` (the `cat-file --batch` output for the objects `objects(of:keep:)` names),
    /// under `root`.
    public init(
        listing: [UInt8], batch: [UInt8], revision: String, mountedAt root: String, keep: (String) -> Bool = { _ in true }
    ) throws(RunError) {
        let contents = try GitTreeListing.objects(batch)
        var files: [(path: String, bytes: [UInt8])] = []
        for file in GitTreeListing.regularFiles(listing) where keep(file.path) {
            guard let bytes = contents[file.object] else {
                throw .usage("cannot read '\(file.path)' at '\(revision)': git did not give its content")
            }
            files.append((root + "/" + file.path, bytes))
        }
        self.root = root
        self.files = MemoryFileSystem(files, workingDirectory: root)
    }

    /// (`--staged`) The files of the git index: `listing` is `git ls-files -s -z` run at the
    /// repository's top, `mountedAt` (its absolute path), and `batch` the `cat-file --batch`
    /// output for the objects `objects(ofIndex:keep:)` names; only paths `keep` accepts are
    /// read. Relative paths are relative to `workingDirectory`.
    public init(
        index listing: [UInt8], batch: [UInt8], keep: (String) -> Bool, mountedAt root: String, workingDirectory: String
    ) throws(RunError) {
        let contents = try GitTreeListing.objects(batch)
        var files: [(path: String, bytes: [UInt8])] = []
        for file in try Self.indexFiles(listing, keep: keep) {
            guard let bytes = contents[file.object] else { throw .usage("cannot read the staged '\(file.path)': git did not give its content") }
            files.append(((root == "/" ? "" : root) + "/" + file.path, bytes))
        }
        self.root = root
        self.files = MemoryFileSystem(files, workingDirectory: workingDirectory)
    }

    /// The objects of the index files `keep` accepts, one per line, for `git cat-file --batch`.
    public static func objects(ofIndex listing: [UInt8], keep: (String) -> Bool) throws(RunError) -> [UInt8] {
        let objects = Set(try indexFiles(listing, keep: keep).map(\.object)).sorted()
        return Array(objects.map { $0 + "\n" }.joined().utf8)
    }

    private static func indexFiles(_ listing: [UInt8], keep: (String) -> Bool) throws(RunError) -> [GitTreeListing.File] {
        do {
            return try GitTreeListing.indexFiles(listing, keep: keep)
        } catch {
            throw .usage("cannot check the staged files: '\(error.path)' has a merge conflict; resolve it and stage the result")
        }
    }

    /// The objects whose bytes `init` needs (of the files `keep` accepts), one per line, for
    /// `git cat-file --batch`.
    public static func objects(of listing: [UInt8], keep: (String) -> Bool = { _ in true }) -> [UInt8] {
        let objects = Set(GitTreeListing.regularFiles(listing).filter { keep($0.path) }.map(\.object)).sorted()
        return Array(objects.map { $0 + "\n" }.joined().utf8)
    }

    public func status(_ path: String) -> Result<FileStatus, FileSystemFailure> { files.status(path) }
    public func linkStatus(_ path: String) -> Result<FileStatus, FileSystemFailure> { files.linkStatus(path) }
    public func list(_ directory: String) -> Result<DirectoryListing, FileSystemFailure> { files.list(directory) }
    public func read(_ path: String, limit: Int, sizeHint: Int) -> Result<[UInt8], FileSystemFailure> {
        files.read(path, limit: limit, sizeHint: sizeHint)
    }
    public func version(_ path: String) -> TextVersion { files.version(path) }
    public func resolvedPath(_ path: String) -> String? { files.resolvedPath(path) }
}
