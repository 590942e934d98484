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

    /// E101's help for every message field (and `type`) written at the campaign's top level,
    /// and for the schedule's keys written there.
    static let atTopLevel: [String: String] = Dictionary(
        (["type"] + table.rows.map(\.key)).map { ($0, ValueMessages.belongsUnderMessage($0)) }
            + ["start", "end"].map { ($0, ValueMessages.belongsUnderSchedule($0)) },
        uniquingKeysWith: { first, _ in first }
    )

    /// A misspelt message field at the top level (`heder:`) says where `header` goes.
    static let elsewhereAtTopLevel = KeysElsewhere(table.rows.map(\.key), help: ValueMessages.belongsUnderMessage)

    /// The campaign's own keys, which do not belong under `message:` (`message` itself does).
    static let campaignOnly = CampaignDecoder.keys.filter { !table.contains($0) }

    /// A misspelt campaign key under `message:` (`priorty:`) says that `priority` is one.
    static let elsewhereInMessage = KeysElsewhere(campaignOnly, help: ValueMessages.belongsAtTopLevel)

    /// E101's help for keys that people write directly under `message:` but that belong
    /// elsewhere: the campaign's own keys, `view_type` and the extras the project's view types
    /// require (under `extras`), and theme colours (under `theme`).
    static func misplacedInMessage(_ key: String, requiredExtras: [String]) -> String? {
        if let hint = inMessage[key] { return hint }
        return requiredExtras.contains(key) && !table.contains(key) ? ValueMessages.belongsUnderExtras(key) : nil
    }

    private static let inMessage: [String: String] = {
        var hints: [String: String] = ["view_type": ValueMessages.belongsUnderExtras("view_type")]
        for key in campaignOnly { hints[key] = ValueMessages.belongsAtTopLevel(key) }
        for (key, _) in theme.rows where !table.contains(key) && DidYouMean.aliases[key] == nil {
            hints[key] = ValueMessages.belongsInTheme(key)
        }
        return hints
    }()
}
