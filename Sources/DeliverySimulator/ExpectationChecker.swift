import CampaignDiagnostics
import CampaignMessages
import CampaignModel

/// Checks one `expect` step (SPEC §9.3): each key that does not hold is one E602 at that key
/// (for a list, at the first entry that does not hold), with the window's trace as notes.
struct ExpectationChecker {
    let engine: DeliveryEngine
    let window: DeliveryEngine.Window
    let file: String

    func check(_ expectation: Expectation) -> [Diagnostic] {
        var failures: [(DiagnosticMessage, SourceRange)] = []
        if let displayed = expectation.displayed, let failure = checkDisplayed(displayed) { failures.append(failure) }
        if let visible = expectation.visible, let failure = checkVisible(visible) { failures.append(failure) }
        if let stack = expectation.stack, let failure = checkStack(stack) { failures.append(failure) }
        if let dropped = expectation.dropped, let failure = checkDropped(dropped) { failures.append(failure) }
        if let noMatch = expectation.noMatch, noMatch.value != engine.lastEventNoMatch {
            let failure = noMatch.value ? ExpectationMessages.expectedNoMatch(hadEvent: lastEventWord() != nil) : ExpectationMessages.expectedMatch
            failures.append((failure, noMatch.keyRange))
        }
        let notes = traceNotes()
        return failures.map { Diagnostic($0.0, at: SourceLocation(file: file, range: $0.1), notes: notes) }
    }

    private func lastEventWord() -> String? {
        engine.entries.last { ["session_start", "custom_event", "purchase", "push_click"].contains($0.action) }?.action
    }

    /// One note per entry of the window; an event gives one note per campaign verdict.
    private func traceNotes() -> [Note] {
        if window.entries.isEmpty { return [Note(ExpectationMessages.emptyWindowNote)] }
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

    private func checkDisplayed(_ key: KeyedExpectation<[Located<String>]>) -> (DiagnosticMessage, SourceRange)? {
        let expected = key.value.map(\.value)
        let actual = window.displayed
        guard expected != actual else { return nil }
        return (ExpectationMessages.displayed(expected: expected, actual: actual), Self.firstWrong(key, actual))
    }

    /// For a list of two or more, the first entry that does not hold; else the key.
    private static func firstWrong(_ key: KeyedExpectation<[Located<String>]>, _ actual: [String]) -> SourceRange {
        guard key.value.count > 1 else { return key.keyRange }
        let index = key.value.indices.first { $0 >= actual.count || actual[$0] != key.value[$0].value }
        return index.map { key.value[$0].range } ?? key.keyRange
    }

    private func checkVisible(_ key: KeyedExpectation<Located<String>?>) -> (DiagnosticMessage, SourceRange)? {
        let actual = engine.visible.map { engine.id($0.message) }
        let holds = key.value.map { actual.contains($0.value) } ?? actual.isEmpty
        return holds ? nil : (ExpectationMessages.visible(expected: key.value?.value, actual: actual), key.keyRange)
    }

    private func checkStack(_ key: KeyedExpectation<[Located<String>]>) -> (DiagnosticMessage, SourceRange)? {
        let actual =
            engine.options.platform == .web
            ? engine.deferred.map { [engine.id($0)] } ?? []
            : engine.stack.reversed().map { engine.id($0) }
        let expected = key.value.map(\.value)
        guard expected != actual else { return nil }
        return (ExpectationMessages.stack(expected: expected, actual: actual), Self.firstWrong(key, actual))
    }

    private func checkDropped(_ key: KeyedExpectation<[DroppedExpectation]>) -> (DiagnosticMessage, SourceRange)? {
        let drops = window.dropped
        if key.value.isEmpty {
            guard !drops.isEmpty else { return nil }
            return (ExpectationMessages.nothingDropped(drops.map { ($0.campaign, $0.reason.rawValue) }), key.keyRange)
        }
        for entry in key.value {
            let id = entry.campaign.value
            let mine = drops.filter { $0.campaign == id }
            let holds = entry.reason.map { reason in mine.contains { $0.reason == reason.value } } ?? !mine.isEmpty
            if holds { continue }
            let instead: ExpectationMessages.Instead =
                if !mine.isEmpty {
                    .droppedFor(mine.map(\.reason.rawValue))
                } else if window.displayed.contains(id) {
                    .displayed
                } else {
                    .notDropped
                }
            let failure = ExpectationMessages.dropped(id, reason: entry.reason?.value.rawValue, instead: instead)
            return (failure, key.value.count > 1 ? entry.range : key.keyRange)
        }
        return nil
    }
}
