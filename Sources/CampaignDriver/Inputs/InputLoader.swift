import CampaignDiagnostics

/// Reads one input into a `SourceFile` named by its shown path (standard input by
/// `standardInputName`, which `--stdin-filename` sets).
enum InputLoader {
    static func load(
        _ input: InputFile,
        limit: Int,
        sizeHint: Int = 0,
        standardInputName: String = InputFile.standardInputName,
        readStandardInput: @Sendable (Int) -> Result<[UInt8], StandardInputFailure>
    ) -> Result<SourceFile, DriverError> {
        switch input {
        case .file(let path):
            return FileReader.read(path, limit: limit, sizeHint: sizeHint)
                .map { SourceFile(path: path, bytes: $0) }
                .mapError { .usage("cannot read '\(path)': \($0.reason)") }
        case .standardInput:
            // The reader stops at `limit` bytes; the prefix only guards against one that does not.
            return readStandardInput(limit)
                .map { SourceFile(path: standardInputName, bytes: Array($0.prefix(limit))) }
                .mapError { .usage("cannot read standard input: \($0.reason)") }
        }
    }
}
