public import CampaignDiagnostics

extension ExpectationMessages {
    // MARK: Rendered texts (SPEC §15.5, §16.5)

    /// `text:` — one key of the message displayed last that is not as expected; `actual` nil
    /// when the message has no such text.
    /// `locale`: the locale whose texts the device shows, nil for the source text.
    public static func text(_ field: String, of campaign: String, expected: String, actual: String?, locale: String? = nil) -> DiagnosticMessage {
        message(
            .E602, "expected the `\(field)` of `\(campaign)`\(inLocale(locale)) to be \"\(expected)\"; " + (actual.map { "it is \"\($0)\"" } ?? "it has none"),
            help: help)
    }

    /// ` in `fr`` after a campaign whose texts are a locale's.
    static func inLocale(_ locale: String?) -> String {
        locale.map { " in `\($0)`" } ?? ""
    }

    /// `text: { buttons: […] }` — the labels in order, each quoted.
    public static func buttons(of campaign: String, expected: [String], actual: [String], locale: String? = nil) -> DiagnosticMessage {
        func quoted(_ labels: [String]) -> String { "[" + labels.map { "\"\($0)\"" }.joined(separator: ", ") + "]" }
        return message(.E602, "expected the buttons of `\(campaign)`\(inLocale(locale)) to be \(quoted(expected)); they are \(quoted(actual))", help: help)
    }

    /// `text:` — nothing was displayed in the window.
    public static let textWithoutDisplay = message(
        .E602, "expected the text of the message displayed since the previous `expect`; nothing was displayed", help: help)

    /// A message that cannot be rendered for the scenario's user (`divided_by: 0`, a missing
    /// `connected_content` response, …).
    public static func renderFailed(_ campaign: String, user: String, field: String, detail: String) -> DiagnosticMessage {
        message(.E602, "cannot render `\(campaign)` for \(user): `\(field)`: \(detail)", help: help)
    }

    /// The note of a render failure at the field that failed.
    public static func renderedField(_ field: String, campaign: String) -> String {
        "`\(field)` of `\(campaign)` is rendered from this text"
    }
}
