/// Applies a run's inline suppressions to its diagnostics (SPEC §11), after the severity policy
/// and after the cross-file analyses, so a comment can silence `W402` as well as a per-file code.
public struct SuppressionMatcher: Sendable {
    public var comments: [SuppressionComment]

    public init(comments: [SuppressionComment]) {
        self.comments = comments
    }

    /// What is left to report, what was hidden, and one `W010` per comment that hid nothing.
    public struct Outcome: Sendable {
        public var reported: [Diagnostic]
        public var suppressed: [SuppressedDiagnostic]
        public var unused: [Diagnostic]
    }

    /// Splits `diagnostics` into reported and suppressed ones. A diagnostic is suppressed by
    /// the first comment (in source order) that covers it; the codes `W010`–`W012` are never
    /// suppressed, since they are about the comments themselves. A comment that hid nothing is
    /// reported with `unusedMessage` of its codes (W010's words live with the other codes').
    public func apply(_ diagnostics: [Diagnostic], unusedMessage: ([DiagnosticCode]) -> DiagnosticMessage) -> Outcome {
        var used = Array(repeating: false, count: comments.count)
        var reported: [Diagnostic] = []
        var suppressed: [SuppressedDiagnostic] = []
        for diagnostic in diagnostics {
            let isAboutComments = [DiagnosticCode.W010, .W011, .W012].contains(diagnostic.code)
            if !isAboutComments, let index = comments.firstIndex(where: { $0.covers(diagnostic) }) {
                used[index] = true
                suppressed.append(SuppressedDiagnostic(diagnostic: diagnostic, justification: comments[index].reason))
            } else {
                reported.append(diagnostic)
            }
        }
        let unused = zip(comments, used).filter { !$0.1 }.map { comment, _ in
            var diagnostic = Diagnostic(unusedMessage(comment.codes), at: comment.location)
            diagnostic.unit = comment.unit
            diagnostic.nodePath = comment.nodePath ?? ""
            diagnostic.document = comment.document
            return diagnostic
        }
        return Outcome(reported: reported, suppressed: suppressed, unused: unused)
    }
}
