#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Puts files in place so that a reader sees either the old content or the whole new one
/// (SPEC §7): the bytes go to a hidden temporary file in the destination's folder, which is
/// then renamed over the destination. A failure removes the temporary file, so nothing
/// partial is ever left behind, and an existing destination keeps its bytes.
///
/// Several files are written in two phases: every temporary file first, and only when all of
/// them are complete are they renamed into place, in the order given.
enum AtomicFileWriter {
    /// An output that could not be written (SPEC §5: exit status 2).
    struct Failure: Error, Hashable, Sendable {
        /// The destination, as the user named it.
        let path: String
        /// The system's reason ("Permission denied").
        let reason: String

        var driverError: DriverError {
            .usage("cannot write '\(path)': \(reason)")
        }
    }

    /// A complete temporary file, not yet in place.
    struct StagedFile: Hashable, Sendable {
        let temporaryPath: String
        let destination: String
    }

    /// Writes `bytes` to `destination` atomically.
    static func write(_ bytes: [UInt8], to destination: String) -> Result<Void, Failure> {
        writeAll([(destination, bytes)])
    }

    /// Writes the concatenation of `pieces` to `destination` atomically, without joining
    /// them in memory first.
    static func write(pieces: [[UInt8]], to destination: String) -> Result<Void, Failure> {
        stage(pieces: pieces, for: destination).flatMap(commit)
    }

    /// Stages every file, then renames each into place in order. A failed run changes
    /// nothing: when a file cannot be staged no destination is touched, and when a rename
    /// fails the files already renamed get their old content back (or are removed when they
    /// did not exist), from a hard link taken just before each rename.
    static func writeAll(_ files: [(destination: String, bytes: [UInt8])]) -> Result<Void, Failure> {
        var staged: [StagedFile] = []
        staged.reserveCapacity(files.count)
        for file in files {
            switch stage(file.bytes, for: file.destination) {
            case .success(let done):
                staged.append(done)
            case .failure(let failure):
                staged.forEach(discard)
                return .failure(failure)
            }
        }
        var committed: [(file: StagedFile, backup: String?)] = []
        for (index, file) in staged.enumerated() {
            let backup: String?
            switch keepOldContent(of: file.destination) {
            case .success(let kept):
                backup = kept
            case .failure(let failure):
                staged[index...].forEach(discard)
                committed.reversed().forEach(restore)
                return .failure(failure)
            }
            if case .failure(let failure) = commit(file) {
                staged[(index + 1)...].forEach(discard)
                if let backup { _ = unlink(backup) }
                committed.reversed().forEach(restore)
                return .failure(failure)
            }
            committed.append((file, backup))
        }
        for entry in committed {
            if let backup = entry.backup { _ = unlink(backup) }
        }
        return .success(())
    }

    /// A hard link to `destination`'s current file under a temporary name (nil when there is
    /// no file there yet), so a later failure can put it back.
    private static func keepOldContent(of destination: String) -> Result<String?, Failure> {
        var existing = stat()
        guard lstat(destination, &existing) == 0 else { return .success(nil) }
        guard (existing.st_mode & S_IFMT) != S_IFDIR else {
            return .failure(Failure(path: destination, reason: String(cString: strerror(EISDIR))))
        }
        for _ in 0..<16 {
            let backup = temporaryName(beside: destination, kind: "old")
            if link(destination, backup) == 0 { return .success(backup) }
            if errno != EEXIST { return .failure(Failure(path: destination, reason: FileSystemFailure.current().reason)) }
        }
        return .failure(Failure(path: destination, reason: String(cString: strerror(EEXIST))))
    }

    /// Takes back one rename of `writeAll`.
    private static func restore(_ entry: (file: StagedFile, backup: String?)) {
        if let backup = entry.backup {
            _ = rename(backup, entry.file.destination)
        } else {
            _ = unlink(entry.file.destination)
        }
    }

    /// Writes `bytes` to a new temporary file beside `destination`, with the destination's
    /// permissions when it exists already.
    static func stage(_ bytes: [UInt8], for destination: String) -> Result<StagedFile, Failure> {
        stage(pieces: [bytes], for: destination)
    }

    /// `stage(_:for:)` of the concatenation of `pieces`.
    static func stage(pieces: [[UInt8]], for destination: String) -> Result<StagedFile, Failure> {
        let (descriptor, temporaryPath): (Int32, String)
        switch createTemporaryFile(beside: destination) {
        case .success(let created): (descriptor, temporaryPath) = created
        case .failure(let failure): return .failure(Failure(path: destination, reason: failure.reason))
        }
        var existing = stat()
        if stat(destination, &existing) == 0, (existing.st_mode & S_IFMT) == S_IFREG {
            _ = fchmod(descriptor, existing.st_mode & 0o7777)
        }
        let written = writeFully(descriptor, pieces)
        let closed = close(descriptor) == 0 ? nil : FileSystemFailure.current()
        if let failure = written ?? closed {
            _ = unlink(temporaryPath)
            return .failure(Failure(path: destination, reason: failure.reason))
        }
        return .success(StagedFile(temporaryPath: temporaryPath, destination: destination))
    }

    /// Renames the staged file over its destination; on failure removes it.
    static func commit(_ file: StagedFile) -> Result<Void, Failure> {
        guard rename(file.temporaryPath, file.destination) == 0 else {
            let failure = FileSystemFailure.current()
            discard(file)
            return .failure(Failure(path: file.destination, reason: failure.reason))
        }
        return .success(())
    }

    static func discard(_ file: StagedFile) {
        _ = unlink(file.temporaryPath)
    }

    /// The prefix of every temporary file's name; a leading `.` keeps it out of directory
    /// searches (SPEC §1) while it exists.
    static let temporaryPrefix = ".campaignc-"

    /// `<folder>/.campaignc-<name>.<random>.<kind>`: a new hidden name beside `destination`.
    private static func temporaryName(beside destination: String, kind: String) -> String {
        let slash = destination.lastIndex(of: "/")
        let folder = slash.map { String(destination[...$0]) } ?? ""
        let name = slash.map { String(destination[destination.index(after: $0)...]) } ?? destination
        let suffix = String(UInt64.random(in: .min ... .max), radix: 16)
        return folder + temporaryPrefix + name + "." + suffix + "." + kind
    }

    /// Creates `<folder>/.campaignc-<name>.<random>.tmp` exclusively (mode 0666 less the umask).
    private static func createTemporaryFile(beside destination: String) -> Result<(Int32, String), FileSystemFailure> {
        for _ in 0..<16 {
            let path = temporaryName(beside: destination, kind: "tmp")
            let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
            if descriptor >= 0 { return .success((descriptor, path)) }
            if errno != EEXIST { return .failure(.current()) }
        }
        return .failure(FileSystemFailure(code: EEXIST, reason: String(cString: strerror(EEXIST))))
    }

    /// The size of the writes of many small pieces: they are gathered up to this size.
    static let writeChunkSize = 256 * 1024

    /// Writes all of `pieces`, one after the other; nil on success. Small pieces are gathered
    /// into writes of about `writeChunkSize` bytes; a large one is written directly.
    private static func writeFully(_ descriptor: Int32, _ pieces: [[UInt8]]) -> FileSystemFailure? {
        if pieces.count == 1 { return DescriptorWriter.writeFully(descriptor, pieces[0]) }
        var pending: [UInt8] = []
        for piece in pieces {
            if pending.count + piece.count > writeChunkSize, !pending.isEmpty {
                if let failure = DescriptorWriter.writeFully(descriptor, pending) { return failure }
                pending.removeAll(keepingCapacity: true)
            }
            if piece.count >= writeChunkSize {
                if let failure = DescriptorWriter.writeFully(descriptor, piece) { return failure }
            } else {
                if pending.isEmpty { pending.reserveCapacity(writeChunkSize) }
                pending.append(contentsOf: piece)
            }
        }
        return pending.isEmpty ? nil : DescriptorWriter.writeFully(descriptor, pending)
    }
}
