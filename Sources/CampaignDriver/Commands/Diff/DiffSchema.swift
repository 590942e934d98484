import CanonicalJSON

/// The JSON Schema (draft 2020-12) of `campaignc diff --format json` (SPEC §5.1),
/// `Schemas/diff.schema.json`: exactly what `DiffJSONRenderer` writes.
public enum DiffSchema {
    /// The schema as a JSON value.
    public static var value: JSONValue {
        let ids = JSONSchema.array(JSONSchema.ref("campaign_id"), "Sorted by id.", unique: true)
        var root =
            JSONSchema.object(
                "What a change does to the campaigns: the campaigns added, removed and changed, and each change under its "
                    + "campaign-language path (`message.header`, `trigger[0].filters[1]`), or `payload.<key path>` for a "
                    + "payload key with no language counterpart.",
                required: ["schema_version", "added", "removed", "changed"],
                [
                    "schema_version": JSONSchema.constant(.integer(DiffJSONRenderer.schemaVersion)),
                    "added": ids,
                    "removed": ids,
                    "changed": JSONSchema.array(JSONSchema.ref("changed_campaign"), "Sorted by id."),
                    "project": JSONSchema.array(
                        JSONSchema.ref("change"),
                        "The project's settings that differ (`project.trigger_minimum_interval`); present only when one does.", minItems: 1),
                ]
            ).objectValue ?? [:]
        root["$schema"] = "https://json-schema.org/draft/2020-12/schema"
        root["title"] = "campaignc diff"
        root["$defs"] = [
            "campaign_id": JSONSchema.string("A campaign id.", minLength: 1),
            "changed_campaign": JSONSchema.object(
                "A campaign on both sides whose values differ.", required: ["campaign", "changes"],
                [
                    "campaign": JSONSchema.ref("campaign_id"),
                    "changes": JSONSchema.array(JSONSchema.ref("change"), "In the order of the campaign language.", minItems: 1),
                ]),
            "change": JSONSchema.object(
                "One path whose value differs; `old` or `new` is absent where the path has no value on that side.",
                required: ["path"],
                [
                    "path": JSONSchema.string("`priority`, `schedule.end`, `message.buttons[1].text`, `payload.data.new_key`.", minLength: 1),
                    "old": JSONSchema.ref("value"),
                    "new": JSONSchema.ref("value"),
                ],
                more: ["anyOf": [JSONSchema.requires(["old"]), JSONSchema.requires(["new"])]]
            ),
            "value": [
                "description": .string(
                    "Integers, booleans and texts as themselves; times (RFC 3339), durations (`7d`), colours (`#RRGGBBAA`), "
                        + "words, filters and click actions as their text in the language; a `payload.` value, or one the "
                        + "language cannot hold (`priority: 1.5` in a payload file), as its JSON.")
            ],
        ]
        return .object(root)
    }

    /// The bytes of `Schemas/diff.schema.json`: the pretty form and a final newline.
    public static var fileBytes: [UInt8] {
        JSONWriter(style: .pretty).encodeDocument(value)
    }
}
