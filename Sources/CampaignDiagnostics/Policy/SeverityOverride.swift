/// What the project file's `severity:` section says about one code.
public enum SeverityOverride: String, Hashable, Sendable, CaseIterable {
    case error
    case warning
    /// The code is not reported at all.
    case off

    /// The severity this override gives, or nil for `off`.
    public var severity: Severity? {
        switch self {
        case .error: .error
        case .warning: .warning
        case .off: nil
        }
    }
}
