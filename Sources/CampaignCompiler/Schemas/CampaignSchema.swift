public import CanonicalJSON

/// The JSON Schema (draft 2020-12) of a campaign document, `Schemas/campaign.schema.json`
/// (SPEC §2, §5 `campaignc schema campaign`): what editors with yaml-language-server use to
/// complete keys and words, show descriptions on hover, and flag structural mistakes.
///
/// It never rejects a document campaignc accepts. Editors read YAML 1.2, so a text field also
/// takes numbers and booleans (`name: 123`), ids may be numbers (`campaign: 2024`) and extras
/// values any scalar. Checks that need more than structure — did-you-mean, filter
/// contradictions, local files, the project's view types — are left to campaignc.
public enum CampaignSchema {
    /// The schema as a JSON value.
    public static let value = EditorHints.apply(
        to: oneMessageOrVariants(
            S.document(
                title: "campaignc campaign",
                "One in-app message campaign (one YAML document; `---` separates campaigns in a file). Check it with `campaignc validate`.",
                rootProperties,
                required: ["campaign", "trigger"],
                definitions: definitions
            ))
    )

    /// `schema` requiring exactly one of `message` and `variants` (SPEC §17, E104 for both).
    private static func oneMessageOrVariants(_ schema: JSONValue) -> JSONValue {
        guard case .object(var members) = schema else { return schema }
        members["oneOf"] = [["required": ["message"]], ["required": ["variants"]]]
        return .object(members)
    }

    /// The bytes of `Schemas/campaign.schema.json`: pretty JSON and a final newline.
    public static var fileBytes: [UInt8] { JSONWriter(style: .pretty).encodeDocument(value) }

    typealias S = SchemaBuilder

    static let rootProperties: [String: JSONValue] = [
        "campaign": S.ref(
            "id",
            "The campaign's id, unique across all inputs (E401): 1 to 64 lowercase letters, digits, `_` or `-`, starting with a letter or digit. Required."),
        "name": S.text("A human-readable name for the campaign."),
        "description": S.text("What the campaign is for."),
        "priority": [
            "description":
                "Which campaign wins when one event matches several: `low` (25), `medium` (50, the default), `high` (75), or an integer from 0 to 100. Higher wins.",
            "anyOf": [
                S.words("`low` is 25, `medium` 50, `high` 75.", ["low", "medium", "high"]),
                ["type": "integer", "minimum": 0, "maximum": 100],
            ],
        ],
        "schedule": S.object(
            "When the campaign is live. Without a schedule it is always live.",
            [
                "start": S.ref("time", "When the campaign goes live: an RFC 3339 time with an offset, such as `2026-03-01T09:00:00Z`."),
                "end": S.ref("time", "When the campaign stops: an RFC 3339 time with an offset, after `start` (E306)."),
            ]
        ),
        "reeligible_after": S.duration(
            "How long after being shown the campaign may be shown again (0s to 720d). Without it, the campaign is shown at most once. Whole seconds.",
            seconds: 0...62_208_000
        ),
        "delay": S.duration("How long to wait after the trigger before displaying (0s to 24h, whole seconds; default 0s).", seconds: 0...86_400),
        "expire_after": S.duration(
            "How long a triggered message may wait to be displayed (1s to 24h); the device drops it after that. Must be longer than `delay` (W316).",
            seconds: 1...86_400
        ),
        "minimum_interval": S.duration(
            "This campaign's minimum time since the last display of any message (0s to 24h, whole seconds), in place of the app's minimum interval between triggers (30s by default). Without it, the app's applies.",
            seconds: 0...86_400
        ),
        "reevaluate_eligibility": S.boolean(
            "Braze's \"Re-evaluate campaign eligibility before displaying\": the device fetches the message when it is triggered, "
                + "so it is never shown offline (default false)."
        ),
        "localise": S.boolean(
            "Whether the campaign's texts are translated into the project's `localisation:` locales (default true); `false` opts it out."
        ),
        "trigger": [
            "description":
                "What shows the message: one trigger, or a list of 1 to 10 of which any fires. `session_start`, `any_purchase`, `{ specific_purchase: product_id }`, `{ custom_event: name }` or `{ push_click: push_campaign_id }`.",
            "anyOf": [
                S.ref("trigger"),
                S.list("Several triggers: any of them fires the campaign.", of: S.ref("trigger"), minItems: 1, maxItems: 10),
            ],
        ],
        "message": S.ref("message", "The in-app message to show. Required unless the campaign has `variants`."),
        "variants": S.list(
            "An A/B test in place of `message`: 2 to 8 variants, each shown to its `percent` of users; the percents and `control` sum to 100 (E104).",
            of: S.object(
                "One variant: its name, its share of users and its message.",
                [
                    "name": S.ref("id", "The variant's name, unique in the campaign (E205)."),
                    "percent": S.integer("The share of users who get this variant, 1 to 99.", 1...99),
                    "message": S.ref("message", "The message this variant's users get."),
                ],
                required: ["name", "percent", "message"]
            ),
            minItems: 2, maxItems: 8
        ),
        "control": S.integer(
            "The share of users in the control group, 0 to 99 (default 0): they get none of the variants, and count as the control. Only with `variants`.",
            0...99),
    ]

    static var definitions: [String: JSONValue] {
        var defs: [String: JSONValue] = [
            "id": [
                "description": "An id: 1 to 64 lowercase letters, digits, `_` or `-`, starting with a letter or digit.",
                "type": ["string", "number", "boolean"],
                "pattern": .string(S.idPattern),
                "minimum": 0,
            ],
            "time": S.string("An RFC 3339 time with an offset: `2026-03-01T09:00:00Z`, `2026-03-01T10:00:00+01:00`.", pattern: S.timePattern),
            "colour": S.string(
                "A colour `#RGB`, `#RRGGBB` or `#RRGGBBAA` (alpha last). Quote it: a plain `#` starts a YAML comment.",
                pattern: S.colourPattern
            ),
        ]
        defs.merge(triggerDefinitions) { _, new in new }
        defs.merge(messageDefinitions) { _, new in new }
        defs.merge(appearanceDefinitions) { _, new in new }
        defs.merge(actionDefinitions) { _, new in new }
        return defs
    }
}
