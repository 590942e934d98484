import CampaignModel

/// The texts of the message-content codes E201–E205 and E501–E506 (SPEC §2.5–§2.7, §4),
/// beside the catalogue entries of `CatalogueEntry+Messages.swift` and
/// `CatalogueEntry+Extras.swift`: call sites pass values, never prose.
enum ContentMessages {
    // MARK: E201, E202

    static let fullNeedsImage = "a full message needs an image"
    static let fullNeedsImageNote = "the SDK discards a full in-app message without an image when it is about to display it"
    static let fullNeedsImageHelp = "add `image: https://…`, or use `type: modal`"

    static let imageOnlyNeedsImage = "an image-only message needs an image"
    static let imageOnlyNeedsImageNote = "the SDK discards an image-only in-app message without an image when it is about to display it"
    static let imageOnlyNeedsImageHelp = "add `image: https://…`, or use `layout: standard`"

    // MARK: E203, E504

    /// "`buttons` is not allowed on slideup messages; allowed on: modal, full".
    static func keyNotAllowed(_ key: String, on type: MessageType, allowed: [MessageType]) -> String {
        notAllowed("`\(key)`", on: type, allowed: allowed)
    }

    static func viewTypeNotAllowed(_ name: String, on type: MessageType, allowed: [MessageType]) -> String {
        notAllowed("view type `\(name)`", on: type, allowed: allowed)
    }

    private static func notAllowed(_ subject: String, on type: MessageType, allowed: [MessageType]) -> String {
        "\(subject) is not allowed on \(type.rawValue) messages; allowed on: \(allowed.map(\.rawValue).joined(separator: ", "))"
    }

    // MARK: E204

    /// `what` names the list: "buttons", or "dark-mode button styles".
    static func tooMany(_ what: String, found: Int) -> String {
        "a message can have at most two \(what), found \(found)"
    }

    static let tooManyHelp = "remove this entry"

    // MARK: E205

    static func duplicateButtonID(_ id: Int) -> String {
        "duplicate button id \(id)"
    }

    static func firstButtonNote(_ id: Int) -> String {
        "the first button with id \(id) is here"
    }

    /// `written` is false when the id defaulted to the button's index.
    static func duplicateButtonIDHelp(_ id: Int, written: Bool) -> String {
        written ? "give each button its own `id`" : "this button's id defaults to its index, \(id); give it another `id`"
    }

    // MARK: E501

    static func extrasValue(_ name: String, found: String) -> String {
        "extras value for `\(name)` must be a string, number or boolean, found \(found)"
    }

    static let emptyExtrasValueHelp = "write `\"\"` for an empty value"
    static let nestedExtrasValueHelp = "write the value as one string: extras are sent as text"

    // MARK: E503–E506

    static func undeclaredViewType(_ name: String) -> String {
        "view type `\(name)` is not declared in the project file"
    }

    static func declaredViewTypesHelp(_ name: String, declared: [String]) -> String {
        DidYouMean.help(for: name, among: declared) ?? "declared view types: \(Words.commaList(declared))"
    }

    static func missingExtra(_ name: String, key: String) -> String {
        "view type `\(name)` needs the extra `\(key)`"
    }

    static func missingExtraHelp(_ key: String) -> String {
        "add `\(key): …` to `extras`"
    }

    static func notCommaList(_ name: String) -> String {
        "view type `\(name)` needs `message` to be at least two non-empty items separated by `, `"
    }

    static let commaListHelp = "write at least two items separated by \", \", e.g. `Arsenal, Chelsea, Liverpool`: the app splits `message` there"
}
