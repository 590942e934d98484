/// What happens when the user taps a message body or a button (SPEC §2.5).
/// `close` is emitted as `click_action: NONE`, a URI as `URI` with `uri` and `use_webview`.
public enum ClickAction: Hashable, Sendable {
    case close
    /// `uri` is an absolute URI with a scheme (`https://…`, `myapp://…`).
    case uri(String, webview: Bool)

    /// The default of the language.
    public static let `default` = ClickAction.close
}
