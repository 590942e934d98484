/// How severities are adjusted before reporting: the project file's per-code overrides,
/// then `--warnings-as-errors`. A policy changes severities, never codes, messages or order.
public struct SeverityPolicy: Hashable, Sendable {
    public var overrides: [DiagnosticCode: SeverityOverride]
    public var warningsAsErrors: Bool

    public init(overrides: [DiagnosticCode: SeverityOverride] = [:], warningsAsErrors: Bool = false) {
        self.overrides = overrides
        self.warningsAsErrors = warningsAsErrors
    }

    /// The policy that changes nothing.
    public static let `default` = SeverityPolicy()

    /// The severity `code` ends up with under this policy, or nil when it is turned off.
    public func severity(for code: DiagnosticCode) -> Severity? {
        if isOff(code) { return nil }
        return warningsAsErrors ? .error : overrides[code]?.severity ?? code.defaultSeverity
    }

    /// True when the project file turns `code` off: its diagnostics are not reported.
    public func isOff(_ code: DiagnosticCode) -> Bool {
        overrides[code].map { $0.severity == nil } ?? false
    }

    /// `diagnostics` without the codes turned `off`, the others as they are: what a file's
    /// worker can drop at once, since `apply` would drop them from the report anyway, so that
    /// a run does not hold them (nor the lines their snippets quote) until the end.
    public func droppingOff(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        guard overrides.values.contains(where: { $0.severity == nil }) else { return diagnostics }
        return diagnostics.filter { !isOff($0.code) }
    }

    /// `diagnostics` with codes turned `off` removed and the others given their severity.
    /// The relative order of the survivors is kept.
    public func apply(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        if overrides.isEmpty && !warningsAsErrors { return diagnostics }
        return diagnostics.compactMap { diagnostic in
            if isOff(diagnostic.code) { return nil }
            var adjusted = diagnostic
            if let severity = overrides[diagnostic.code]?.severity { adjusted.severity = severity }
            if warningsAsErrors { adjusted.severity = .error }
            return adjusted
        }
    }
}
