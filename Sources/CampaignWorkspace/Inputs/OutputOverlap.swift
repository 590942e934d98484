/// A path an option names: an output (`--output`, `--write-baseline`) or a file read besides
/// the campaign inputs (`--payload`).
public struct NamedPath: Hashable, Sendable {
    /// The option, as typed on the command line (`--output`).
    public let option: String
    public let path: String

    public init(option: String, path: String) {
        self.option = option
        self.path = path
    }
}

/// Refuses an output that is one of the files the run reads (issue 23 item 3):
/// `compile a.yaml --output a.yaml` would replace the campaign with its payload. Files are
/// compared as the system knows them (device and inode, links followed), so `./a.yaml`, an
/// absolute path or a link to it are all caught. Checked before anything is read or written:
/// the command exits 2 and writes nothing.
///
/// The baseline read with `--baseline` may be written again with `--write-baseline`: that is
/// how a team refreshes it.
enum OutputOverlap {
    /// `input` gives the shown path of the input that is a file, if any.
    static func check(
        _ outputs: [NamedPath], otherReads: [NamedPath], in files: any SourceFileSystem, input: (FileStatus.Identity) -> String?
    ) throws(RunError) {
        for output in outputs {
            guard case .success(let status) = files.status(output.path) else { continue }
            let other = otherReads.first { read in
                if case .success(let readStatus) = files.status(read.path) { return readStatus.identity == status.identity }
                return false
            }
            if let input = input(status.identity) ?? other?.path {
                throw .usage("\(output.option) '\(output.path)' is the input '\(input)': nothing was written")
            }
        }
    }
}
