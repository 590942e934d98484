import CampaignDiagnostics
import CampaignMessages
import CampaignModel

/// Checks one `expect` step (SPEC §9.3): each key that does not hold is one E602 at that key
/// (for a list, at the first entry that does not hold), with the window's trace as notes in
/// time order (at most `WindowLog.noteLimit`, then how many more) — or, when the window holds
/// no note about a campaign the key names, the whole scenario's so far, said in a first note
/// (SPEC §19 item 9: the notes always say why); a key that holds only because of a priority
/// tie gets W606 at the key (SPEC §9.2 step 6).
struct ExpectationChecker {
    let engine: DeliveryEngine
    let window: WindowLog
    let file: String

    /// The trigger of a campaign the expectation names; nil when the payload has none (E601).
    private func position(_ campaign: String) -> Int? {
        engine.positions[campaign]
    }

    /// A key that does not hold: its message, its place and the campaigns it names.
    private typealias Failure = (DiagnosticMessage, SourceRange, named: [String])

    func check(_ expectation: Expectation) -> [Diagnostic] {
        var failures: [Failure] = []
        var ties: [SourceRange] = []
        if let displayed = expectation.displayed {
            if let failure = checkDisplayed(displayed) {
                failures.append(failure)
            } else if displayed.value.contains(where: { position($0.value).map(window.tied.contains) ?? false }) {
                ties.append(displayed.keyRange)
            }
        }
        if let visible = expectation.visible {
            if let failure = checkVisible(visible) {
                failures.append(failure)
            } else if let name = visible.value?.value, let trigger = position(name), window.tied.contains(trigger) || engine.visible.tieNamed(trigger) {
                ties.append(visible.keyRange)
            }
        }
        if let stack = expectation.stack, let failure = checkStack(stack) { failures.append(failure) }
        if let dropped = expectation.dropped {
            if let failure = checkDropped(dropped) {
                failures.append(failure)
            } else if dropped.value.contains(where: {
                $0.reason?.value == .outranked && (position($0.campaign.value).map(window.outrankedOnTie.contains) ?? false)
            }) {
                ties.append(dropped.keyRange)
            }
        }
        if let variant = expectation.variant, let failure = checkVariant(variant, displayed: expectation.displayed) { failures.append(failure) }
        if let control = expectation.control, let failure = checkControl(control) { failures.append(failure) }
        if let noMatch = expectation.noMatch, noMatch.value != engine.lastEventNoMatch {
            let failure = noMatch.value ? ExpectationMessages.expectedNoMatch(hadEvent: engine.hadEvent) : ExpectationMessages.expectedMatch
            failures.append((failure, noMatch.keyRange, []))
        }
        if let text = expectation.text { failures += checkText(text) }
        var diagnostics = ties.map { Diagnostic(ExpectationMessages.decidedByTie, at: SourceLocation(file: file, range: $0), notes: tieNotes()) }
        guard !failures.isEmpty else { return diagnostics }
        var windowNotes: [Note]?
        var scenarioNotes: [Note]?
        for (message, range, named) in failures {
            // The expected campaigns that are payload campaigns (E601 names the others).
            let triggers = named.compactMap(position)
            let notes: [Note]
            if !triggers.isEmpty, !triggers.contains(where: window.mentions), engine.scenarioLog.noteCount > window.noteCount {
                scenarioNotes = scenarioNotes ?? [Note(ExpectationMessages.wholeScenarioNote(named))] + traceNotes(engine.scenarioLog)
                notes = scenarioNotes!
            } else {
                windowNotes = windowNotes ?? traceNotes(window)
                notes = windowNotes!
            }
            diagnostics.append(Diagnostic(message, at: SourceLocation(file: file, range: range), notes: notes))
        }
        return diagnostics
    }

    /// One note per record of `log` (an event gives one per campaign verdict), in time order,
    /// written only now that a key failed; past the limit, how many more there were.
    private func traceNotes(_ log: WindowLog) -> [Note] {
        if log.noteCount == 0 { return [Note(ExpectationMessages.emptyWindowNote)] }
        var notes: [Note] = []
        for record in log.records {
            let entry = engine.writer.entry(record)
            let time = TimeText.elapsed(entry.elapsed)
            if entry.verdicts.isEmpty {
                notes.append(Note("\(time) \(entry.text)", at: entry.location))
            }
            for verdict in entry.verdicts {
                let outcome = verdict.reason.map { "dropped (\($0.rawValue)): " } ?? ""
                notes.append(Note("\(time) \(entry.text): `\(verdict.campaign)` \(outcome)\(verdict.why)", at: verdict.location))
            }
        }
        if log.notesLeftOut > 0 { notes.append(Note(ExpectationMessages.moreNotes(log.notesLeftOut))) }
        return notes
    }

    /// W606's notes: the ties of the window and of the visible messages, each once.
    private func tieNotes() -> [Note] {
        var facts = window.ties
        for shown in engine.visible.all where !shown.message.tiedWith.isEmpty {
            let fact = TieFact(eventTime: shown.message.eventTime, winner: shown.message.trigger, others: shown.message.tiedWith)
            if !facts.contains(fact) { facts.append(fact) }
        }
        return facts.map { fact in
            let winner = engine.triggers[fact.winner]
            let message = ExpectationMessages.tieNote(
                time: TimeText.elapsed(fact.eventTime - engine.start), winner: winner.id, others: fact.others.map { engine.triggers[$0].id },
                priority: winner.priority, tieBreak: engine.options.tieBreak.rawValue)
            return Note(message, at: engine.writer.sources.location(winner.id) { $0.priority })
        }
    }

    private func checkDisplayed(_ key: KeyedExpectation<[Located<String>]>) -> Failure? {
        let expected = key.value.map(\.value)
        let actual = window.displayed.map { engine.triggers[$0].id }
        guard expected != actual else { return nil }
        return (ExpectationMessages.displayed(expected: expected, actual: actual), Self.firstWrong(key, actual), expected)
    }

    /// For a list of two or more, the first entry that does not hold; else the key.
    private static func firstWrong(_ key: KeyedExpectation<[Located<String>]>, _ actual: [String]) -> SourceRange {
        guard key.value.count > 1 else { return key.keyRange }
        let index = key.value.indices.first { $0 >= actual.count || actual[$0] != key.value[$0].value }
        return index.map { key.value[$0].range } ?? key.keyRange
    }

    private func checkVisible(_ key: KeyedExpectation<Located<String>?>) -> Failure? {
        let holds = key.value.map { position($0.value).map(engine.visible.contains) ?? false } ?? engine.visible.isEmpty
        return holds
            ? nil : (ExpectationMessages.visible(expected: key.value?.value, actual: engine.visible.ids), key.keyRange, key.value.map { [$0.value] } ?? [])
    }

    private func checkStack(_ key: KeyedExpectation<[Located<String>]>) -> Failure? {
        let expected = key.value.map(\.value)
        let count = engine.options.platform == .web ? (engine.deferred == nil ? 0 : 1) : engine.stack.count
        // Top first; compared without building the whole stack unless it fails.
        let holds = expected.count == count && expected.indices.allSatisfy { expected[$0] == topEntry($0) }
        guard !holds else { return nil }
        let actual = (0..<count).map(topEntry)
        return (ExpectationMessages.stack(expected: expected, actual: actual), Self.firstWrong(key, actual), expected)
    }

    /// The stack's entry `depth` from the top (web: the deferred message).
    private func topEntry(_ depth: Int) -> String {
        if engine.options.platform == .web { return engine.deferred.map(engine.id) ?? "" }
        return engine.id(engine.stack[engine.stack.count - 1 - depth])
    }

    private func checkDropped(_ key: KeyedExpectation<[DroppedExpectation]>) -> Failure? {
        if key.value.isEmpty {
            guard !window.dropOrder.isEmpty else { return nil }
            return (ExpectationMessages.nothingDropped(window.dropOrder.map { (engine.triggers[$0.trigger].id, $0.reason.rawValue) }), key.keyRange, [])
        }
        for entry in key.value {
            let id = entry.campaign.value
            let trigger = position(id)
            let bits = trigger.map(window.dropBits) ?? 0
            let holds = entry.reason.map { bits & $0.value.bit != 0 } ?? (bits != 0)
            if holds { continue }
            let instead: ExpectationMessages.Instead =
                if let trigger, bits != 0 {
                    .droppedFor(window.reasons(of: trigger).map(\.rawValue))
                } else if let trigger, window.displayed.contains(trigger) {
                    .displayed
                } else {
                    .notDropped
                }
            let failure = ExpectationMessages.dropped(id, reason: entry.reason?.value.rawValue, instead: instead)
            return (failure, key.value.count > 1 ? entry.range : key.keyRange, [id])
        }
        return nil
    }

    /// (v4) `variant`: every campaign with variants displayed in the window (those `displayed`
    /// names, when it is given) showed the named variant, and at least one did.
    private func checkVariant(_ key: KeyedExpectation<Located<String>>, displayed: KeyedExpectation<[Located<String>]>?) -> Failure? {
        let named = displayed.map { Set($0.value.compactMap { position($0.value) }) }
        let shown = window.displayed.filter { named?.contains($0) ?? true }.compactMap { trigger -> (campaign: String, bucket: Int, variant: String)? in
            guard let assignment = engine.triggers[trigger].assignment, let variant = assignment.variant else { return nil }
            return (engine.triggers[trigger].id, assignment.bucket, variant)
        }
        guard shown.isEmpty || shown.contains(where: { $0.variant != key.value.value }) else { return nil }
        return (ExpectationMessages.variant(expected: key.value.value, shown: shown), key.keyRange, shown.map(\.campaign))
    }

    /// (v4) `control`: the campaign's control message won its trigger in the window.
    private func checkControl(_ key: KeyedExpectation<Located<String>>) -> Failure? {
        let id = key.value.value
        guard let trigger = position(id) else { return nil }
        guard window.dropBits(of: trigger) & DropReason.control.bit == 0 else { return nil }
        let assignment = engine.triggers[trigger].assignment
        return (ExpectationMessages.control(id, bucket: assignment?.bucket, variant: assignment?.variant), key.keyRange, [id])
    }
}
