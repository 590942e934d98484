public import CampaignDiagnostics
public import CampaignModel

/// The message-content codes E201–E205 and E501–E506 (SPEC §2.5–§2.7, §4), decided by the
/// message decoders and the rules stage; beside the catalogue entries of
/// `CatalogueEntry+Messages.swift` and `CatalogueEntry+Extras.swift`.
public enum ContentMessages: MessageFamily {
    public static let stage = PipelineStage.perFile
    public static let codes: [DiagnosticCode] = [.E201, .E202, .E203, .E204, .E205, .E501, .E503, .E504, .E505, .E506]

    /// How to fix a finding of each code this family is the home of, in general: what
    /// `campaignc explain`, the generated rule pages and SARIF's rule metadata show.
    public static let generalHelp: [DiagnosticCode: String] = [
        .E501: "write the value as one string, such as a comma-separated list",
        .E503: "use a view type declared in campaignc.yaml, or declare this one",
        .E504: "change the message type to one the view type allows",
        .E505: "add the missing key to `extras`",
        .E506: "write the items separated by \", \", such as `Arsenal, Chelsea, Liverpool`",
        .E201: fullNeedsImageHelp,
        .E202: imageOnlyNeedsImageHelp,
        .E203: "remove the key, or change the message type",
        .E204: "keep two buttons; put further choices behind a link",
        .E205: duplicateButtonIDHelp,
    ]

    /// E205's help when the ids are written, which the catalogue shows too.
    public static let duplicateButtonIDHelp = "give each button its own `id`"

    // MARK: E201, E202

    public static let fullNeedsImage = message(.E201, "a full message needs an image", help: fullNeedsImageHelp)
    /// E201's help, which the catalogue shows too.
    public static let fullNeedsImageHelp = "add `image: https://…`, or use `type: modal`"
    public static let fullNeedsImageNote = "the SDK discards a full in-app message without an image when it is about to display it"

    public static let imageOnlyNeedsImage = message(
        .E202, "an image-only message needs an image", help: imageOnlyNeedsImageHelp)
    /// E202's help, which the catalogue shows too.
    public static let imageOnlyNeedsImageHelp = "add `image: https://…`, or use `layout: standard`"
    public static let imageOnlyNeedsImageNote = "the SDK discards an image-only in-app message without an image when it is about to display it"

    // MARK: E203, E504

    /// "`buttons` is not allowed on slideup messages; allowed on: modal, full".
    public static func keyNotAllowed(_ key: String, on type: MessageType, allowed: [MessageType]) -> DiagnosticMessage {
        message(.E203, notAllowed("`\(key)`", on: type, allowed: allowed))
    }

    /// `buttons` in a light theme: a button's light colours are its `style`.
    public static let buttonsInLightTheme = message(
        .E203, "`buttons` is not allowed in the light theme; allowed in: dark (the light colours of a button go in its `style`)")

    public static func viewTypeNotAllowed(_ name: String, on type: MessageType, allowed: [MessageType]) -> DiagnosticMessage {
        message(.E504, notAllowed("view type `\(name)`", on: type, allowed: allowed))
    }

    private static func notAllowed(_ subject: String, on type: MessageType, allowed: [MessageType]) -> String {
        "\(subject) is not allowed on \(type.rawValue) messages; allowed on: \(allowed.map(\.rawValue).joined(separator: ", "))"
    }

    // MARK: E204

    /// `what` names the list: "buttons", or "dark-mode button styles".
    public static func tooMany(_ what: String, found: Int) -> DiagnosticMessage {
        message(.E204, "a message can have at most two \(what), found \(found)", help: "remove this entry")
    }

    // MARK: E205

    /// `written` is false when the id defaulted to the button's index.
    public static func duplicateButtonID(_ id: Int, written: Bool) -> DiagnosticMessage {
        message(
            .E205, "duplicate button id \(id)",
            help: written ? duplicateButtonIDHelp : "this button's id defaults to its index, \(id); give it another `id`")
    }

    public static func firstButtonNote(_ id: Int) -> String {
        "the first button with id \(id) is here"
    }

    // MARK: E501

    /// An extras value that is null (`empty`) or a mapping or list.
    public static func extrasValue(_ name: String, found: String, empty: Bool) -> DiagnosticMessage {
        message(
            .E501, "extras value for `\(name)` must be a string, number or boolean, found \(found)",
            help: empty ? "write `\"\"` for an empty value" : "write the value as one string: extras are sent as text")
    }

    // MARK: E503–E506

    public static func undeclaredViewType(_ name: String, declared: [String]) -> DiagnosticMessage {
        message(
            .E503, "view type `\(name)` is not declared in the project file",
            help: DidYouMean.help(for: name, among: declared) ?? "declared view types: \(Words.commaList(declared))")
    }

    public static func missingExtra(_ name: String, key: String) -> DiagnosticMessage {
        message(.E505, "view type `\(name)` needs the extra `\(key)`", help: "add `\(key): …` to `extras`")
    }

    public static func notCommaList(_ name: String) -> DiagnosticMessage {
        message(
            .E506, "view type `\(name)` needs `message` to be at least two non-empty items separated by `, `",
            help: "write at least two items separated by \", \", e.g. `Arsenal, Chelsea, Liverpool`: the app splits `message` there")
    }
}
