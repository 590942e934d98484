/// The bytes of one input, with the path shown to the user (`<stdin>` for standard input).
public struct SourceFile: Sendable {
    public let path: String
    public let bytes: [UInt8]

    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }

    public init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }

    /// A location in this file.
    public func location(_ range: SourceRange) -> SourceLocation {
        SourceLocation(file: path, range: range)
    }
}
