import CampaignDiagnostics
public import CanonicalJSON

/// The JSON Schema (draft 2020-12) of the project file `campaignc.yaml` (SPEC §3),
/// `Schemas/config.schema.json`. Like the campaign schema, it never rejects what campaignc
/// accepts; the descriptions of the `severity:` keys are the catalogue's titles.
public enum ConfigSchema {
    /// The schema as a JSON value.
    public static let value = S.document(
        title: "campaignc project file",
        "The project file `campaignc.yaml`: settings shared by every campaign of the project. "
            + "campaignc uses the nearest one in the folder of its first input or above, or the one given with `--config`.",
        properties,
        definitions: definitions
    )

    /// The bytes of `Schemas/config.schema.json`: pretty JSON and a final newline.
    public static var fileBytes: [UInt8] { JSONWriter(style: .pretty).encodeDocument(value) }

    typealias S = SchemaBuilder

    static let properties: [String: JSONValue] = [
        "trigger_minimum_interval": S.duration(
            "The SDK shows at most one in-app message per this interval (whole seconds; default 30s).",
            seconds: 0...Int64.max
        ),
        "assets": S.object(
            "How images and other assets are published.",
            [
                "base_url": S.string(
                    "The https URL local images are published under, ending with `/`: a local image's URL is this followed by its path in the project.",
                    pattern: "^https://[^/ ][^ ]*/$"
                ),
                "max_bytes": S.integer("The largest local image allowed, in bytes (default 5242880, 5 MiB).", 1...Int64.max),
                "allowed_hosts": S.list(
                    "The only hosts assets may come from (E212). Without it, any https host is allowed.",
                    of: [
                        "type": ["string", "number"],
                        "pattern": .string(S.hostPattern),
                        "description": "A host name such as `cdn.example.com`.",
                    ]
                ),
            ]
        ),
        "view_types": S.freeMapping(
            "The app's custom views, chosen by the extras key `view_type` of a message (E503–E506 check messages against them).",
            values: S.ref("viewType")
        ),
        "attributes": S.freeMapping(
            "The custom attributes Liquid may use, with their types: with it, another `custom_attribute.${…}` is E803, "
                + "and a comparison with a literal of another type is W813.",
            values: declaredType
        ),
        "events": S.freeMapping(
            "The custom events and the types of their properties: with an event declared, another `event_properties.${…}` "
                + "of a campaign it triggers is E803.",
            values: S.freeMapping("The event's properties and their types.", values: declaredType)
        ),
        "content_blocks": S.text(
            "The folder (relative to this file's folder) of `NAME.liquid` files that `content_blocks.${NAME}` includes."
        ),
        "personas": S.freeMapping(
            "Named users the preview draws each message for, besides the user without attributes: each a profile as "
                + "`campaignc render --user` reads it.",
            values: ScenarioSchema.profile("A persona's profile.", userID: "The persona's id; also `${user_id}`.")
        ),
        "simulator": ScenarioSchema.simulatorOptions,
        "severity": S.object(
            "Per-code severity: `error`, `warning` or `off` (the code is not reported).",
            severityProperties
        ),
        "accessibility": S.object(
            "The accessibility checks (W701–W704).",
            [
                "contrast": S.words(
                    "The WCAG 2 level of the contrast checks W701–W703: `AA` (the default: 4.5:1 for normal text, 3:1 for large) "
                        + "or `AAA` (7:1 and 4.5:1).",
                    ["AA", "AAA"]
                )
            ]
        ),
        "localisation": S.object(
            "The languages the app ships: campaigns are written in `source`, translated in `folder/<locale>.yaml`.",
            [
                "source": S.string("The BCP 47 tag of the language campaigns are written in, such as `en`.", pattern: S.languagePattern),
                "locales": S.list(
                    "The BCP 47 tags the app ships besides `source` (1 to 200), such as `fr`, `de-DE`, `ar`.",
                    of: S.string("A BCP 47 tag: `language[-Script][-REGION]`.", pattern: S.languagePattern), minItems: 1, maxItems: 200),
                "folder": S.text("The folder of the translation files, relative to this file's folder (default `translations`)."),
                "fallback": S.words(
                    "How a locale not listed picks its text: `language` (the default: `fr-CA` falls back to `fr` when listed, then the source) "
                        + "or `none` (the exact tag, then the source).",
                    ["language", "none"]),
            ],
            required: ["source", "locales"]
        ),
        "exclude": S.list(
            "Globs of files and folders that a folder search skips (gitignore syntax without negation, relative to this file's folder): `drafts/**`, `*.draft.yaml`.",
            of: S.text("A glob: `*`, `?` and `[…]` within one path component, `**` for any folders; without `/` it matches any component.")
        ),
        "baseline": S.text(
            "The baseline file (relative to this file's folder) that validate, compile, test and the language server use, "
                + "as if `--baseline FILE` were given: only diagnostics not recorded in it are reported. `--baseline` on the command "
                + "line names another, `--no-baseline` uses none; record it with `campaignc validate --write-baseline FILE`. "
                + "A named file that is missing or malformed stops the command (exit 2), except in a run that writes it."
        ),
    ]

    /// The type of a declared attribute or event property.
    static let declaredType = S.words("`string`, `boolean`, `number`, `time` or `array`.", ["string", "boolean", "number", "time", "array"])

    static let definitions: [String: JSONValue] = [
        "viewType": S.object(
            "A custom view's contract.",
            [
                "message_types": S.list(
                    "The message types the view can render.",
                    of: S.words("A message type.", CampaignSchema.messageTypes),
                    minItems: 1
                ),
                "required_extras": S.list(
                    "Extras keys a message using this view must have, such as `attribute_key`.",
                    of: S.text("An extras key.")
                ),
                "message_format": S.words(
                    "How the view reads `message`: `text` (the default), or `comma_list` (at least two items separated by \", \").",
                    ["comma_list", "text"]
                ),
            ],
            required: ["message_types"]
        )
    ]

    /// One key per adjustable code (SPEC §3; any other code there is E108), described by the
    /// catalogue's title.
    static var severityProperties: [String: JSONValue] {
        var properties: [String: JSONValue] = [:]
        for entry in CodeCatalogue.all where entry.code.isAdjustable {
            properties[entry.code.rawValue] = S.words(
                "\(entry.code.rawValue): \(entry.title) (\(entry.defaultSeverity.rawValue) by default).",
                ["error", "warning", "off"]
            )
        }
        return properties
    }
}
