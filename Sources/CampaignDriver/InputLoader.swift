import CampaignDiagnostics

/// Reads one input into a `SourceFile` named by its shown path.
enum InputLoader {
    static func load(
        _ input: InputFile,
        limit: Int,
        sizeHint: Int = 0,
        readStandardInput: @Sendable () -> Result<[UInt8], StandardInputFailure>
    ) -> Result<SourceFile, DriverError> {
        switch input {
        case .file(let path):
            return FileReader.read(path, limit: limit, sizeHint: sizeHint)
                .map { SourceFile(path: path, bytes: $0) }
                .mapError { .usage("cannot read '\(path)': \($0.reason)") }
        case .standardInput:
            return readStandardInput()
                .map { SourceFile(path: InputFile.standardInputName, bytes: Array($0.prefix(limit))) }
                .mapError { .usage("cannot read standard input: \($0.reason)") }
        }
    }
}
