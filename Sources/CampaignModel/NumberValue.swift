/// A number written in a campaign (a YAML 1.2 core integer or float), with the text as
/// written, its value as a double, and its exact value when it is an integer that fits 64 bits.
public struct NumberValue: Hashable, Sendable {
    public var text: String
    public var double: Double
    /// Set when the text is an integer form (`42`, `-7`, `0x1F`, `0o17`) that fits in Int64.
    public var integer: Int64?

    public init(text: String, double: Double, integer: Int64?) {
        self.text = text
        self.double = double
        self.integer = integer
    }

    /// Same value, whatever the spelling (`0x10` equals `16`, `1.0` equals `1`).
    public func sameValue(as other: NumberValue) -> Bool {
        if let a = integer, let b = other.integer { return a == b }
        return double == other.double
    }
}
