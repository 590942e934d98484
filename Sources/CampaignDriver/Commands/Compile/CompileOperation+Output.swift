import CampaignPayload
import CampaignWorkspace

/// Where the payload goes: standard output, one file, or a folder of files.
extension CompileOperation {
    /// Usage errors found before any input is read: `--output` naming a directory,
    /// `--output-dir` naming something that is not one.
    static func checkOutput(_ output: CompileOutput) throws(RunError) {
        switch output {
        case .standardOutput:
            return
        case .file(let path):
            if case .success(let status) = DiskFileSystem().status(path), status.kind == .directory {
                throw .usage("cannot write '\(path)': Is a directory")
            }
        case .directory(let path):
            if path.isEmpty {
                throw .usage("cannot write to '': No such file or directory")
            }
            if case .success(let status) = DiskFileSystem().status(path), status.kind != .directory {
                throw .usage("cannot write to '\(path)': Not a directory")
            }
        }
    }

    /// Writes `payload`; returns the bytes for standard output (empty unless `--output -`).
    /// The document goes to its file piece by piece, never whole in memory.
    static func write(_ payload: EncodedPayload, to output: CompileOutput) -> Result<[UInt8], RunError> {
        switch output {
        case .standardOutput:
            return .success(payload.document())
        case .file(let path):
            return writeFile(payload, to: path).map { [] }
        case .directory(let path):
            return writeDirectory(payload, to: path).map { [] }
        }
    }

    /// The payload document at `path`. (v3, SPEC §5) Missing parent folders are created first,
    /// as `--output-dir` creates its folder, and removed again when the file cannot be written.
    static func writeFile(_ payload: EncodedPayload, to path: String) -> Result<Void, RunError> {
        writeFile(pieces: payload.documentPieces(), to: path)
    }

    /// A document given as consecutive pieces at `path`, its missing parent folders created
    /// first (and removed again when the file cannot be written).
    static func writeFile(pieces: [[UInt8]], to path: String) -> Result<Void, RunError> {
        var created: [String] = []
        if let slash = path.lastIndex(of: "/"), slash != path.startIndex {
            switch CompileOutputFolder.make(String(path[..<slash])) {
            case .success(let made): created = made
            case .failure(let failure): return .failure(AtomicFileWriter.Failure(path: path, reason: failure.reason).driverError)
            }
        }
        return AtomicFileWriter.write(pieces: pieces, to: path).mapError { failure in
            CompileOutputFolder.removeIfEmpty(created)
            return failure.driverError
        }
    }

    /// `<id>.json` per campaign, then `manifest.json`, all staged before any is renamed into
    /// place. Files already in the folder that compile did not write are left alone. A
    /// folder that does not exist is created (with its parents), and removed again when
    /// nothing could be written into it.
    static func writeDirectory(_ payload: EncodedPayload, to folder: String) -> Result<Void, RunError> {
        guard !folder.isEmpty else { return .failure(.usage("cannot write to '': No such file or directory")) }
        let manifestID = String(PayloadFile.manifestName.dropLast(".json".count))
        if payload.triggers.contains(where: { $0.id == manifestID }) {
            return .failure(
                .usage(
                    "cannot write campaign '\(manifestID)' to --output-dir '\(folder)': its file would be the manifest; rename the campaign or use --output"
                ))
        }
        let created: [String]
        switch CompileOutputFolder.make(folder) {
        case .success(let made): created = made
        case .failure(let failure): return .failure(failure.driverError)
        }
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        let files = payload.directoryFiles().map { (destination: prefix + $0.name, bytes: $0.bytes) }
        switch AtomicFileWriter.writeAll(files) {
        case .success:
            return .success(())
        case .failure(let failure):
            CompileOutputFolder.removeIfEmpty(created)
            return .failure(failure.driverError)
        }
    }
}
