/// How bad a diagnostic is. Only errors make a command fail (exit 1).
public enum Severity: String, Hashable, Sendable, CaseIterable {
    case error
    case warning
}
