import CampaignDiagnostics
import CampaignModel

/// Checks one `expect` step (SPEC §9.3): each key that does not hold is one E602 at that key
/// (for a list, at the first entry that does not hold), with the window's trace as notes.
struct ExpectationChecker {
    let engine: DeliveryEngine
    let window: DeliveryEngine.Window
    let file: String

    func check(_ expectation: Expectation) -> [Diagnostic] {
        var failures: [(String, SourceRange)] = []
        if let displayed = expectation.displayed, let failure = checkDisplayed(displayed) { failures.append(failure) }
        if let visible = expectation.visible, let failure = checkVisible(visible) { failures.append(failure) }
        if let stack = expectation.stack, let failure = checkStack(stack) { failures.append(failure) }
        if let dropped = expectation.dropped, let failure = checkDropped(dropped) { failures.append(failure) }
        if let noMatch = expectation.noMatch, noMatch.value != engine.lastEventNoMatch {
            let text =
                noMatch.value
                ? "expected the last event to report no matching trigger; " + (lastEventWord() == nil ? "there was no event yet" : "it matched a campaign")
                : "expected the last event to match a campaign; it reported no matching trigger"
            failures.append((text, noMatch.keyRange))
        }
        let notes = traceNotes()
        return failures.map { Diagnostic(.E602, $0.0, at: SourceLocation(file: file, range: $0.1), notes: notes) }
    }

    private func lastEventWord() -> String? {
        engine.entries.last { ["session_start", "custom_event", "purchase", "push_click"].contains($0.action) }?.action
    }

    /// One note per entry of the window; an event gives one note per campaign verdict.
    private func traceNotes() -> [Note] {
        if window.entries.isEmpty { return [Note("nothing happened since the previous `expect`")] }
        var notes: [Note] = []
        for entry in window.entries {
            let time = TimeText.elapsed(entry.elapsed)
            if entry.verdicts.isEmpty {
                notes.append(Note("\(time) \(entry.text)", at: entry.location))
            }
            for verdict in entry.verdicts {
                let outcome = verdict.reason.map { "dropped (\($0.rawValue)): " } ?? ""
                notes.append(Note("\(time) \(entry.text): `\(verdict.campaign)` \(outcome)\(verdict.why)", at: verdict.location))
            }
        }
        return notes
    }

    private static func list(_ ids: [String]) -> String {
        ids.isEmpty ? "nothing" : ids.map { "`\($0)`" }.joined(separator: ", ")
    }

    private func checkDisplayed(_ key: KeyedExpectation<[Located<String>]>) -> (String, SourceRange)? {
        let expected = key.value.map(\.value)
        let actual = window.displayed
        guard expected != actual else { return nil }
        let shown = actual.isEmpty ? "nothing was displayed" : "\(Self.list(actual)) \(actual.count == 1 ? "was" : "were") displayed"
        let text =
            expected.isEmpty
            ? "expected nothing to be displayed; \(shown)"
            : "expected \(Self.list(expected)) to be displayed\(expected.count > 1 ? " in this order" : ""); \(shown)"
        return (text, Self.firstWrong(key, actual))
    }

    /// For a list of two or more, the first entry that does not hold; else the key.
    private static func firstWrong(_ key: KeyedExpectation<[Located<String>]>, _ actual: [String]) -> SourceRange {
        guard key.value.count > 1 else { return key.keyRange }
        let index = key.value.indices.first { $0 >= actual.count || actual[$0] != key.value[$0].value }
        return index.map { key.value[$0].range } ?? key.keyRange
    }

    private func checkVisible(_ key: KeyedExpectation<Located<String>?>) -> (String, SourceRange)? {
        let actual = engine.visible.map { engine.id($0.message) }
        let now = actual.isEmpty ? "nothing is visible" : "\(Self.list(actual)) \(actual.count == 1 ? "is" : "are") visible"
        guard let expected = key.value else {
            return actual.isEmpty ? nil : ("expected nothing to be visible; \(now)", key.keyRange)
        }
        return actual.contains(expected.value) ? nil : ("expected `\(expected.value)` to be visible; \(now)", key.keyRange)
    }

    private func checkStack(_ key: KeyedExpectation<[Located<String>]>) -> (String, SourceRange)? {
        let actual =
            engine.options.platform == .web
            ? engine.deferred.map { [engine.id($0)] } ?? []
            : engine.stack.reversed().map { engine.id($0) }
        let expected = key.value.map(\.value)
        guard expected != actual else { return nil }
        let now = actual.isEmpty ? "it is empty" : "it is [\(Self.list(actual))], top first"
        let text = expected.isEmpty ? "expected the stack to be empty; \(now)" : "expected the stack to be [\(Self.list(expected))], top first; \(now)"
        return (text, Self.firstWrong(key, actual))
    }

    private func checkDropped(_ key: KeyedExpectation<[DroppedExpectation]>) -> (String, SourceRange)? {
        let drops = window.dropped
        if key.value.isEmpty {
            guard !drops.isEmpty else { return nil }
            let list = drops.map { "`\($0.campaign)` (\($0.reason.rawValue))" }.joined(separator: ", ")
            return ("expected nothing to be dropped; \(list) \(drops.count == 1 ? "was" : "were") dropped", key.keyRange)
        }
        for entry in key.value {
            let id = entry.campaign.value
            let mine = drops.filter { $0.campaign == id }
            let holds = entry.reason.map { reason in mine.contains { $0.reason == reason.value } } ?? !mine.isEmpty
            if holds { continue }
            let wanted = entry.reason.map { " (\($0.value.rawValue))" } ?? ""
            let actual: String
            if !mine.isEmpty {
                actual = "it was dropped (" + mine.map(\.reason.rawValue).joined(separator: ", ") + ")"
            } else if window.displayed.contains(id) {
                actual = "it was displayed"
            } else {
                actual = "it was not dropped"
            }
            return ("expected `\(id)` to be dropped\(wanted); \(actual)", key.value.count > 1 ? entry.range : key.keyRange)
        }
        return nil
    }
}
