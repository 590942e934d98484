import CampaignWorkspace

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
/// Only a regular file (or nothing) is renamed over; a device or a FIFO is written straight
/// into, and a symbolic link keeps itself while its target is replaced (`OutputTarget`). The
/// folders written into are locked for the whole write (`OutputFolderLocks`).
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

        var driverError: RunError {
            .usage("cannot write '\(path)': \(reason)")
        }
    }

    /// One file ready to be put in place.
    struct StagedFile: Hashable, Sendable {
        /// The destination, as the user named it.
        let destination: String
        let content: Content

        enum Content: Hashable, Sendable {
            /// A complete temporary file, to be renamed over `target` (the destination or the
            /// end of its links).
            case temporary(path: String, target: String)
            /// The bytes to write straight into the destination (a device, a FIFO).
            case direct([[UInt8]])
        }
    }

    /// Writes `bytes` to `destination` atomically.
    static func write(_ bytes: [UInt8], to destination: String) -> Result<Void, Failure> {
        writeAll([(destination, [bytes])])
    }

    /// Writes the concatenation of `pieces` to `destination` atomically, without joining
    /// them in memory first.
    static func write(pieces: [[UInt8]], to destination: String) -> Result<Void, Failure> {
        writeAll([(destination, pieces)])
    }

    /// `writeAll(_:)` of whole files.
    static func writeAll(_ files: [(destination: String, bytes: [UInt8])]) -> Result<Void, Failure> {
        writeAll(files.map { ($0.destination, [$0.bytes]) })
    }

    /// Stages every file, then puts each into place in order. A failed run changes nothing
    /// that can be taken back: when a file cannot be staged no destination is touched, and when
    /// a rename fails the files already renamed get their old content back (or are removed when
    /// they did not exist), from a hard link taken just before each rename. (A device or FIFO
    /// written before the failure keeps what it was given.)
    static func writeAll(_ files: [(destination: String, pieces: [[UInt8]])]) -> Result<Void, Failure> {
        var targets: [OutputTarget] = []
        for file in files {
            switch OutputTarget.of(file.destination) {
            case .success(let target): targets.append(target)
            case .failure(let failure): return .failure(Failure(path: file.destination, reason: failure.reason))
            }
        }
        let folders = targets.compactMap { target -> String? in
            guard case .replace(let path, _) = target else { return nil }
            return folder(of: path)
        }
        let locks = OutputFolderLocks(folders: folders)
        defer { locks.release() }
        var staged: [StagedFile] = []
        staged.reserveCapacity(files.count)
        for (file, target) in zip(files, targets) {
            switch stage(file.pieces, for: file.destination, target: target) {
            case .success(let done):
                staged.append(done)
            case .failure(let failure):
                staged.forEach(discard)
                return .failure(failure)
            }
        }
        return commitAll(staged)
    }

    /// Renames (or writes) each staged file into place, in order; on a failure, takes back
    /// what it did.
    private static func commitAll(_ staged: [StagedFile]) -> Result<Void, Failure> {
        var committed: [(file: StagedFile, backup: String?)] = []
        for (index, file) in staged.enumerated() {
            let backup: String?
            switch keepOldContent(of: file) {
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

    /// A hard link to the file a staged file replaces, under a temporary name (nil when there
    /// is no file there yet, or the file is written straight into), so a later failure can put
    /// it back.
    private static func keepOldContent(of file: StagedFile) -> Result<String?, Failure> {
        guard case .temporary(_, let target) = file.content else { return .success(nil) }
        var existing = stat()
        guard lstat(target, &existing) == 0 else { return .success(nil) }
        for _ in 0..<16 {
            let backup = TemporaryFileName.beside(target, kind: "old")
            if link(target, backup) == 0 { return .success(backup) }
            if errno != EEXIST { return .failure(Failure(path: file.destination, reason: FileSystemFailure.current().reason)) }
        }
        return .failure(Failure(path: file.destination, reason: FileSystemFailure(code: EEXIST).reason))
    }

    /// Takes back one commit of `writeAll`.
    private static func restore(_ entry: (file: StagedFile, backup: String?)) {
        guard case .temporary(_, let target) = entry.file.content else { return }
        if let backup = entry.backup {
            _ = rename(backup, target)
        } else {
            _ = unlink(target)
        }
    }

    /// Writes `pieces` to a new temporary file beside the target, with the permissions of the
    /// file it replaces; for a target written straight into, only keeps the bytes.
    private static func stage(_ pieces: [[UInt8]], for destination: String, target: OutputTarget) -> Result<StagedFile, Failure> {
        guard case .replace(let path, let mode) = target else {
            return .success(StagedFile(destination: destination, content: .direct(pieces)))
        }
        let (descriptor, temporaryPath): (Int32, String)
        switch createTemporaryFile(beside: path) {
        case .success(let created): (descriptor, temporaryPath) = created
        case .failure(let failure): return .failure(Failure(path: destination, reason: failure.reason))
        }
        if let mode { _ = fchmod(descriptor, mode) }
        let written = DescriptorWriter.writeFully(descriptor, pieces)
        let closed = close(descriptor) == 0 ? nil : FileSystemFailure.current()
        if let failure = written ?? closed {
            _ = unlink(temporaryPath)
            return .failure(Failure(path: destination, reason: failure.reason))
        }
        return .success(StagedFile(destination: destination, content: .temporary(path: temporaryPath, target: path)))
    }

    /// Renames the staged file over its target (on failure removes it), or writes its bytes
    /// into the destination.
    private static func commit(_ file: StagedFile) -> Result<Void, Failure> {
        switch file.content {
        case .temporary(let path, let target):
            guard rename(path, target) == 0 else {
                let failure = FileSystemFailure.current()
                discard(file)
                return .failure(Failure(path: file.destination, reason: failure.reason))
            }
            return .success(())
        case .direct(let pieces):
            // O_TRUNC empties a regular file reached through /proc; devices and FIFOs ignore it.
            let descriptor = open(file.destination, O_WRONLY | O_TRUNC | O_NOCTTY | O_CLOEXEC)
            guard descriptor >= 0 else { return .failure(Failure(path: file.destination, reason: FileSystemFailure.current().reason)) }
            let written = DescriptorWriter.writeFully(descriptor, pieces)
            let closed = close(descriptor) == 0 ? nil : FileSystemFailure.current()
            if let failure = written ?? closed { return .failure(Failure(path: file.destination, reason: failure.reason)) }
            return .success(())
        }
    }

    private static func discard(_ file: StagedFile) {
        if case .temporary(let path, _) = file.content { _ = unlink(path) }
    }

    /// The folder part of `path` (`""` for a bare name).
    private static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// Creates `<folder>/.campaignc-<name>.<random>.tmp` exclusively (mode 0666 less the umask).
    private static func createTemporaryFile(beside path: String) -> Result<(Int32, String), FileSystemFailure> {
        for _ in 0..<16 {
            let temporary = TemporaryFileName.beside(path, kind: "tmp")
            let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
            if descriptor >= 0 { return .success((descriptor, temporary)) }
            if errno != EEXIST { return .failure(.current()) }
        }
        return .failure(FileSystemFailure(code: EEXIST))
    }
}
