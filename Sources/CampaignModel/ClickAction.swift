/// What happens when the user taps a message body or a button (SPEC §2.5, §2.5.1).
/// `close` is emitted as `click_action: NONE`, a URI as `URI` with `uri` and `use_webview`,
/// and steps as `URI` with the Braze Actions URI that carries them (`BrazeActionsURI`).
public enum ClickAction: Hashable, Sendable {
    case close
    /// `uri` is an absolute URI with a scheme (`https://…`, `myapp://…`).
    case uri(String, webview: Bool)
    /// Braze Actions: 1 to 10 steps, run in order after the message closes.
    case actions([ActionStep])

    /// The default of the language.
    public static let `default` = ClickAction.close

    /// The steps of a click with actions; empty for any other click action.
    public var steps: [ActionStep] {
        if case .actions(let steps) = self { return steps }
        return []
    }
}
