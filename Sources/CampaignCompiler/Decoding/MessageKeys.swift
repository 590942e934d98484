import CampaignDiagnostics
import CampaignMessages
import CampaignModel

/// Which keys of the `message:` subtree apply to which message types (SPEC §2.5). A key of the
/// language used on a type it does not apply to is E203, not E101.
public enum MessageKeys {
    static let all = MessageType.allCases
    static let immersive: [MessageType] = [.modal, .full]
    static let text: [MessageType] = [.slideup, .modal, .full]

    /// Every key of `message:`, in the order of the SPEC, with the types it applies to.
    public static let table = KeyTable([
        ("type", all),
        ("header", immersive),
        ("message", text),
        ("image", all),
        ("image_alt", all),
        ("layout", immersive),
        ("crop", [.full]),
        ("slide_from", [.slideup]),
        ("hide_chevron", [.slideup]),
        ("orientation", all),
        ("language", all),
        ("text_align", text),
        ("click_action", all),
        ("dismiss", all),
        ("animate", all),
        ("buttons", immersive),
        ("theme", all),
        ("html", [.html]),
        ("asset_urls", [.html]),
        ("assets_zip", [.html]),
        ("extras", all),
    ])

    /// Keys of `text_align:`.
    public static let textAlign = KeyTable([("header", immersive), ("message", text)])

    /// Keys of a theme (`light:` or `dark:`); `buttons` only in `dark`.
    public static let theme = KeyTable([
        ("background", all),
        ("text", all),
        ("header", immersive),
        ("close_button", all),
        ("frame", immersive),
        ("icon", all),
        ("icon_background", all),
        ("buttons", immersive),
    ])

    /// `table.notHere(for:)` for each type: the E203 messages of `message:`.
    static var notHereInMessage: [MessageType: [String: DiagnosticMessage]] { table.notHereByType }

    /// E101's help for every message field (and `type`) written at the campaign's top level.
    static let atTopLevel: [String: String] = Dictionary(
        (["type"] + table.rows.map(\.key)).map { ($0, ValueMessages.belongsUnderMessage($0)) }, uniquingKeysWith: { first, _ in first }
    )
}
