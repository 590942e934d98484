import CampaignDiagnostics
import CampaignWorkspace

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// How an output path is written, decided by what is there (issue 23 item 1):
///
/// - nothing, or a regular file: a temporary file beside it renamed over it (SPEC §7), so a
///   reader sees the old bytes or the new ones, never a part;
/// - a symbolic link to a regular file, or one whose target does not exist yet: the same, for
///   the link's target; the link itself is kept (as `validate --fix` keeps links, SPEC §13.2);
/// - anything else (a device such as `/dev/null` or `/dev/stdout`, a FIFO a CI step reads, a
///   link to one): the bytes are written straight into it. Renaming over it would replace the
///   device with a regular file — run as root, for the whole machine.
enum OutputTarget: Hashable, Sendable {
    /// Replace `path` (the destination, or the end of its chain of links) through a temporary
    /// file; `mode` holds the permission bits of the file there now, if any.
    case replace(path: String, mode: mode_t?)
    /// Open the destination for writing and write into it.
    case stream

    /// What `destination` is; a failure carries the system's reason ("Is a directory",
    /// "Too many levels of symbolic links").
    static func of(_ destination: String) -> Result<OutputTarget, FileSystemFailure> {
        // Outputs are written by UTF-8 names only: a name that is not UTF-8 is refused, never
        // written under another name.
        guard !PathBytes.holdsRawBytes(destination) else { return .failure(FileSystemFailure(code: EILSEQ)) }
        var info = stat()
        if stat(destination, &info) == 0 {
            switch info.st_mode & S_IFMT {
            case S_IFDIR:
                return .failure(FileSystemFailure(code: EISDIR))
            case S_IFREG:
                // A link through /proc (`/dev/stdout` of a redirected command) may name a file
                // that is gone or has moved: then its target is not this file, and it is
                // written into like a device.
                guard let resolved = endOfLinks(destination), sameFile(resolved, as: info) else { return .success(.stream) }
                return .success(.replace(path: resolved, mode: info.st_mode & 0o7777))
            default:
                return .success(.stream)
            }
        }
        let failure = FileSystemFailure.current()
        guard failure.code == ENOENT else { return .failure(failure) }
        var link = stat()
        guard lstat(destination, &link) == 0 else { return .success(.replace(path: destination, mode: nil)) }
        // A dangling link: its target is created, the link kept.
        guard let resolved = endOfLinks(destination) else { return .failure(failure) }
        return .success(.replace(path: resolved, mode: nil))
    }

    /// The path that `path`'s chain of symbolic links ends at (`path` itself when it is not a
    /// link): an existing file that is not a link, or a name that does not exist yet. Nil when
    /// the chain is too long or cannot be read.
    static func endOfLinks(_ path: String) -> String? {
        var current = path
        for _ in 0..<40 {
            var info = stat()
            guard lstat(current, &info) == 0 else { return errno == ENOENT ? current : nil }
            guard info.st_mode & S_IFMT == S_IFLNK else { return current }
            guard let target = linkTarget(current) else { return nil }
            if target.hasPrefix("/") {
                current = target
            } else if let slash = current.lastIndex(of: "/") {
                current = String(current[...slash]) + target
            } else {
                current = target
            }
        }
        return nil
    }

    private static func linkTarget(_ path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink(path, &buffer, buffer.count - 1)
        guard count > 0 else { return nil }
        return String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    private static func sameFile(_ path: String, as info: stat) -> Bool {
        var other = stat()
        return lstat(path, &other) == 0 && other.st_dev == info.st_dev && other.st_ino == info.st_ino
    }
}
