public import CampaignDiagnostics

/// A decoded value together with the source range it was read from, so that a rule
/// running long after decoding can still point at the exact text.
public struct Located<Value> {
    public var value: Value
    public var range: SourceRange

    public init(_ value: Value, at range: SourceRange) {
        self.value = value
        self.range = range
    }

    /// The same range around another value.
    public func map<T>(_ transform: (Value) throws -> T) rethrows -> Located<T> {
        Located<T>(try transform(value), at: range)
    }
}

extension Located: Sendable where Value: Sendable {}
extension Located: Equatable where Value: Equatable {}
extension Located: Hashable where Value: Hashable {}
