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
    /// reported with `unusedMessage` of its codes (W010's words live with the other codes');
    /// with `unusedLimit`, at most that many per file (issue 23 item 15).
    public func apply(
        _ diagnostics: [Diagnostic], unusedMessage: ([DiagnosticCode]) -> DiagnosticMessage, unusedLimit: PerFileLimit? = nil
    ) -> Outcome {
        var used = Array(repeating: false, count: comments.count)
        let (reported, suppressed) = match(diagnostics, used: &used)
        return Outcome(reported: reported, suppressed: suppressed, unused: unused(used: used, message: unusedMessage, limit: unusedLimit))
    }

    /// `apply` for one batch of a run whose diagnostics come in batches (a scenario run's after
    /// the checks'): each batch is matched once, and `used` (one flag per comment) records the
    /// comments that hid one, for `unused(used:message:limit:)` at the end.
    public func match(_ diagnostics: [Diagnostic], used: inout [Bool]) -> (reported: [Diagnostic], suppressed: [SuppressedDiagnostic]) {
        // Without comments nothing is hidden: the diagnostics are passed on, not copied.
        guard !comments.isEmpty else { return (diagnostics, []) }
        // The comments covering each line a diagnostic starts on, in source order: a
        // diagnostic is compared with those of its own line only, so the work is linear in
        // both counts, and lines without a diagnostic cost no memory.
        var byLine: [Place: [Int]] = [:]
        for diagnostic in diagnostics {
            byLine[Place(file: diagnostic.location.file, line: diagnostic.location.range.start.line)] = []
        }
        for (index, comment) in comments.enumerated() {
            for line in comment.lines {
                let place = Place(file: comment.location.file, line: line)
                if byLine[place] != nil { byLine[place]?.append(index) }
            }
        }
        var reported: [Diagnostic] = []
        var suppressed: [SuppressedDiagnostic] = []
        reported.reserveCapacity(diagnostics.count)
        for diagnostic in diagnostics {
            let isAboutComments = [DiagnosticCode.W010, .W011, .W012].contains(diagnostic.code)
            let candidates = isAboutComments ? nil : byLine[Place(file: diagnostic.location.file, line: diagnostic.location.range.start.line)]
            if let index = candidates?.first(where: { comments[$0].covers(diagnostic) }) {
                used[index] = true
                suppressed.append(SuppressedDiagnostic(diagnostic: diagnostic, justification: comments[index].reason))
            } else {
                reported.append(diagnostic)
            }
        }
        return (reported, suppressed)
    }

    /// A line of a file.
    private struct Place: Hashable {
        let file: String
        let line: Int
    }

    /// One `W010` per comment that suppressed nothing, at most `limit.count` per file.
    /// One `W010` (in `message`'s words) per comment `used` does not mark; with `limit`, at
    /// most that many per file, the last one noting how many more there are.
    public func unused(used: [Bool], message: ([DiagnosticCode]) -> DiagnosticMessage, limit: PerFileLimit? = nil) -> [Diagnostic] {
        var unused: [Diagnostic] = []
        var kept: [PathKey: (count: Int, last: Int)] = [:]
        var leftOut: [PathKey: Int] = [:]
        for (comment, wasUsed) in zip(comments, used) where !wasUsed {
            let file = PathKey(comment.location.file)
            if let limit, let count = kept[file]?.count, count >= limit.count {
                leftOut[file, default: 0] += 1
                continue
            }
            var diagnostic = Diagnostic(message(comment.codes), at: comment.location, fixIts: comment.removal.map { [$0] } ?? [])
            diagnostic.unit = comment.unit
            diagnostic.nodePath = comment.nodePath ?? ""
            diagnostic.document = comment.document
            kept[file] = ((kept[file]?.count ?? 0) + 1, unused.count)
            unused.append(diagnostic)
        }
        if let limit {
            for (file, count) in leftOut {
                guard let last = kept[file]?.last else { continue }
                unused[last].notes.append(Note(limit.note(count)))
            }
        }
        return unused
    }
}
