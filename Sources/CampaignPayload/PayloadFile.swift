/// One file of `--output-dir`, named relative to the folder.
public struct PayloadFile: Hashable, Sendable {
    public let name: String
    public let bytes: [UInt8]

    public init(name: String, bytes: [UInt8]) {
        self.name = name
        self.bytes = bytes
    }

    /// The manifest's name; a campaign whose id is `manifest` cannot be written beside it.
    public static let manifestName = "manifest.json"
}
