public import CampaignDiagnostics

/// E901, translation blocks misused (SPEC §16.2), decided by the campaign rules; beside its
/// catalogue entry in `CatalogueEntry+TranslationBlocks.swift`.
public enum TranslationBlockMessages: MessageFamily {
    public static let stage = PipelineStage.perFile
    public static let codes: [DiagnosticCode] = [.E901]

    public static let generalHelp: [DiagnosticCode: String] = [
        .E901: "put each `{% translation id %}` block around plain text only, with an id of its own"
    ]

    public static func nested(outer: String) -> DiagnosticMessage {
        message(
            .E901, "a `translation` block cannot be inside another (`\(outer)`)",
            help: "close the outer block with `{% endtranslation %}` before opening this one")
    }

    public static func nestedNote(_ outer: String) -> String { "the block `\(outer)` opens here" }

    public static func aroundURLStart(_ id: String) -> DiagnosticMessage {
        message(
            .E901, "the `translation` block `\(id)` covers part of the link's scheme or host",
            help: "keep `https://` and the host outside the block: `https://example.com/{% translation \(id) %}…{% endtranslation %}`")
    }

    public static func aroundHTMLTag(_ id: String) -> DiagnosticMessage {
        message(.E901, "the `translation` block `\(id)` holds HTML markup", help: "put the block around the text between the tags only")
    }

    public static func aroundHTMLAttribute(_ id: String) -> DiagnosticMessage {
        message(
            .E901, "the `translation` block `\(id)` is around an HTML attribute",
            help: "put the block inside the attribute's quoted value, or around the text between the tags")
    }

    public static func conflicting(_ id: String) -> DiagnosticMessage {
        message(
            .E901, "two `translation` blocks of this message have the id `\(id)` but different texts",
            help: "give one of them another id, or write the same text in both")
    }

    public static func conflictingNote(_ id: String) -> String { "`\(id)` first holds another text here" }

    public static func fieldPath(_ id: String) -> DiagnosticMessage {
        message(
            .E901, "the translation id `\(id)` is the path of another field of this message", help: "give the block an id no field has, such as `\(id)_block`")
    }

    public static func fieldPathNote(_ id: String) -> String { "the field `\(id)` is here" }

    public static func invalidID(_ id: String) -> DiagnosticMessage {
        message(.E901, "`\(id)` is not a valid translation id", help: "write 1 to 64 letters, digits, `_`, `.` or `-`: `offer_title`")
    }
}
