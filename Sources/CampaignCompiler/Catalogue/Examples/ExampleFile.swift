/// One more file of an example, such as a local image.
public struct ExampleFile: Sendable {
    /// The path relative to the example's folder, with `/` between components.
    public let path: String
    public let bytes: [UInt8]
    /// What the file is, for a reader: "a 1×1 PNG image".
    public let summary: String

    /// A small real PNG image at `path`.
    static func png(_ path: String) -> ExampleFile {
        ExampleFile(path: path, bytes: tinyPNG, summary: "a 1×1 PNG image, \(tinyPNG.count) bytes")
    }

    /// A valid 1×1 RGB PNG (one pixel of #1B78CF).
    static let tinyPNG: [UInt8] = [
        0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00, 0x00, 0x0D, 0x49, 0x48, 0x44, 0x52,
        0x00, 0x00, 0x00, 0x01, 0x00, 0x00, 0x00, 0x01, 0x08, 0x02, 0x00, 0x00, 0x00, 0x90, 0x77, 0x53,
        0xDE, 0x00, 0x00, 0x00, 0x0C, 0x49, 0x44, 0x41, 0x54, 0x78, 0xDA, 0x63, 0x90, 0xAE, 0x38, 0x0F,
        0x00, 0x02, 0x14, 0x01, 0x63, 0xDC, 0xD4, 0x32, 0xAD, 0x00, 0x00, 0x00, 0x00, 0x49, 0x45, 0x4E,
        0x44, 0xAE, 0x42, 0x60, 0x82,
    ]
}

extension ExampleFile {
    /// A text file of the example, such as a translation file; an input of the example's run
    /// when it is a `.yaml` file.
    static func text(_ path: String, _ text: String) -> ExampleFile {
        ExampleFile(path: path, bytes: Array(text.utf8), summary: "")
    }

    /// True for a file the example's run reads as an input (a campaign or translation file).
    public var isInput: Bool { path.hasSuffix(".yaml") }

    /// The file's text, for a text file.
    public var text: String? { isInput ? String(decoding: bytes, as: UTF8.self) : nil }
}
