/// The value a filter compares with, already typed by the filter's type.
public enum FilterValue: Hashable, Sendable {
    case string(String)
    case number(NumberValue)
    case boolean(Bool)
    /// For `less_than_ago`, `more_than_ago`, `less_than_in`, `more_than_in`: a whole number of
    /// seconds.
    case duration(Duration)
    /// For `before` / `after`: a fixed time.
    case time(Timestamp)
}

extension FilterValue {
    /// The same value with numbers reduced to their value (`1.0` and `0x1` become `1`), so
    /// that values compare by meaning rather than by spelling.
    public var normalized: FilterValue {
        guard case .number(let n) = self else { return self }
        var integer = n.integer
        if integer == nil, n.double.rounded() == n.double, abs(n.double) < 9.2e18 { integer = Int64(n.double) }
        return .number(NumberValue(text: "", double: n.double, integer: integer))
    }
}
