/// A payload the simulator cannot read (a `--payload` file that is malformed, of another
/// schema version, or not made of trigger objects).
public struct PayloadError: Error, Hashable, Sendable, CustomStringConvertible {
    public let message: String

    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}
