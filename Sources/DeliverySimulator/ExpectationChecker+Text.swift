import CampaignDiagnostics
import CampaignMessages
import CampaignModel
import CanonicalJSON

extension ExpectationChecker {
    /// `text:` against the texts of the message displayed last in the window, as rendered for
    /// the scenario's user: one failure per key that differs, at its value.
    func checkText(_ expected: KeyedExpectation<TextExpectation>) -> [(DiagnosticMessage, SourceRange, named: [String])] {
        guard let shown = window.displayed.last else { return [(ExpectationMessages.textWithoutDisplay, expected.keyRange, [])] }
        let id = engine.triggers[shown].id
        let data = engine.renderedAtTrigger[shown] ?? engine.rendering.texts(of: shown, in: engine.triggers)
        func text(_ value: JSONValue?) -> String? {
            if case .string(let text)? = value { return text }
            return nil
        }
        var failures: [(DiagnosticMessage, SourceRange, named: [String])] = []
        let keyed: [(String, Located<String>?)] = [
            ("header", expected.value.header), ("message", expected.value.message), ("image_alt", expected.value.imageAlt), ("uri", expected.value.uri),
        ]
        for (key, want) in keyed {
            guard let want, text(data[key]) != want.value else { continue }
            failures.append((ExpectationMessages.text(key, of: id, expected: want.value, actual: text(data[key]), locale: engine.locale), want.range, [id]))
        }
        if let want = expected.value.buttons {
            let labels = (data["btns"]?.arrayValue ?? []).map { text($0["text"]) ?? "" }
            if labels != want.value {
                failures.append((ExpectationMessages.buttons(of: id, expected: want.value, actual: labels, locale: engine.locale), want.range, [id]))
            }
        }
        return failures
    }
}
