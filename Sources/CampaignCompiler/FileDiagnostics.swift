import CampaignDiagnostics
import CampaignMessages

/// What one file's decoding and rules report: each distinct diagnostic once, and at most
/// `limit` of them (SPEC §7: memory a small multiple of the input) — the first ones in report
/// order, whatever order the stages found them in — with a count of the rest on the last one
/// kept. Shared by the decoding context and the rules stage of one file; never by two threads.
///
/// The kept diagnostics are a max-heap in report order, so a report past the cap costs one
/// comparison with the last one kept, and its notes, help and fix-its are built only when it
/// is kept.
final class FileDiagnostics {
    /// The most diagnostics kept per file.
    static let limit = 1_000

    let source: SourceFile
    /// The kept diagnostics, as a binary heap whose root is the last one in report order.
    private var heap: [ReportedDiagnostic] = []
    /// How many reports each kept diagnostic had: a node reached through N aliases is decoded
    /// N times, and its problems are kept once (not up to 10,000 times per document, SPEC §7).
    private var reportsOfKept: [ReportKey: Int] = [:]
    /// Reports of diagnostics not kept, repeats included: what the last one kept says was left out.
    private(set) var unreported = 0
    /// Reports made so far, repeats included (what `DecodingContext.mark` counts).
    private(set) var reports = 0
    /// The value of `reports` just after the latest report of an error that leaves nothing to
    /// compile (an error whose code is not adjustable, SPEC §3).
    private(set) var lastBlockingErrorReport = 0

    init(source: SourceFile) {
        self.source = source
    }

    /// Records `message` at `range`. `help`, `notes` and `fixIts` are only called when the
    /// diagnostic is kept: past the cap a report costs a comparison and a count.
    func record(_ message: DiagnosticMessage, at range: SourceRange, notes: () -> [Note], help: () -> String?, fixIts: () -> [FixIt]) {
        reports += 1
        let code = message.code
        if code.defaultSeverity == .error, !code.isAdjustable { lastBlockingErrorReport = reports }
        let key = ReportKey(code: code, text: message.text, range: range)
        if let count = reportsOfKept[key] {
            reportsOfKept[key] = count + 1
            return
        }
        if heap.count == Self.limit {
            guard key.precedes(heap[0].key) else {
                unreported += 1
                return
            }
            unreported += reportsOfKept.removeValue(forKey: heap[0].key) ?? 0
            heap[0] = ReportedDiagnostic(key: key, diagnostic: make(message, range, notes, help, fixIts))
            siftDown(from: 0)
        } else {
            heap.append(ReportedDiagnostic(key: key, diagnostic: make(message, range, notes, help, fixIts)))
            siftUp(from: heap.count - 1)
        }
        reportsOfKept[key] = 1
    }

    /// The kept diagnostics, in no particular order (the report sorts); when some were left
    /// out, the last one in report order says how many.
    var kept: [Diagnostic] {
        var kept = heap.map(\.diagnostic)
        if unreported > 0, !kept.isEmpty {
            kept[0].notes.append(Note(LimitNotes.unreported(unreported, limit: Self.limit)))
        }
        return kept
    }

    private func make(
        _ message: DiagnosticMessage, _ range: SourceRange, _ notes: () -> [Note], _ help: () -> String?, _ fixIts: () -> [FixIt]
    ) -> Diagnostic {
        Diagnostic(message.helping(help()), at: source.location(range), notes: notes(), fixIts: fixIts())
    }

    private func siftUp(from start: Int) {
        var child = start
        while child > 0 {
            let parent = (child - 1) / 2
            guard heap[parent].key.precedes(heap[child].key) else { return }
            heap.swapAt(parent, child)
            child = parent
        }
    }

    private func siftDown(from start: Int) {
        var parent = start
        while true {
            var latest = parent
            for child in (2 * parent + 1)...(2 * parent + 2) where child < heap.count && heap[latest].key.precedes(heap[child].key) {
                latest = child
            }
            if latest == parent { return }
            heap.swapAt(parent, latest)
            parent = latest
        }
    }
}

/// A kept diagnostic with the key it is ordered and told apart by.
private struct ReportedDiagnostic {
    let key: ReportKey
    let diagnostic: Diagnostic
}

/// What tells two reports of one file apart, and orders them as the report does
/// (`Diagnostic.reportOrder` within one file): the place, the code, the message.
struct ReportKey: Hashable {
    let code: DiagnosticCode
    let text: String
    let range: SourceRange

    /// True when a diagnostic with this key comes before one with `other` in the report:
    /// line, column, code, message, end.
    func precedes(_ other: ReportKey) -> Bool {
        let (a, b) = (range.start, other.range.start)
        if a.line != b.line { return a.line < b.line }
        if a.column != b.column { return a.column < b.column }
        if code != other.code { return code < other.code }
        if text != other.text { return text.utf8.lexicographicallyPrecedes(other.text.utf8) }
        return range.end < other.range.end
    }
}
