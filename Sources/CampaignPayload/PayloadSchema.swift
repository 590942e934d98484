import CampaignModel
public import CanonicalJSON

/// The JSON Schema (draft 2020-12) of the payload, `Schemas/payload.schema.json`.
///
/// The root describes the `compile --output` document. Its `$defs` name the parts, so that
/// `#/$defs/trigger_object` checks one `--output-dir` file `<id>.json` and `#/$defs/manifest`
/// checks `manifest.json`. Every object is closed (`additionalProperties: false`) and every
/// word is an enumeration taken from the model, so a misspelt key or an unknown message type
/// (`"BANNER"`) is rejected.
public enum PayloadSchema {
    /// The dialect.
    public static let dialect = JSONSchema.dialect

    /// The `$defs` names of the parts a tool may check a file against.
    public static let triggerObjectDefinition = "trigger_object"
    public static let manifestDefinition = "manifest"

    /// The schema as a JSON value.
    public static var value: JSONValue {
        var root =
            JSONSchema.object(
                "The payload of `campaignc compile --output`: one trigger object per campaign for the delivery engine (SPEC §6).",
                required: ["schema_version", "trigger_minimum_interval_seconds", "triggers", "local_assets", "remote_assets"],
                sharedProperties.merging(["triggers": triggersProperty]) { first, _ in first }
            ).objectValue ?? [:]
        root["$schema"] = .string(dialect)
        root["title"] = "campaignc payload"
        root["$defs"] = .object(definitions)
        return .object(root)
    }

    /// The bytes of `Schemas/payload.schema.json`: the pretty form and a final newline.
    public static var fileBytes: [UInt8] {
        JSONWriter(style: .pretty).encodeDocument(value)
    }

    static var definitions: [String: JSONValue] {
        var defs: [String: JSONValue] = [
            triggerObjectDefinition: triggerObject,
            manifestDefinition: manifest,
            "local_asset": localAsset,
            "remote_asset": remoteAsset,
            "campaign_id": JSONSchema.string("A campaign id.", pattern: "^[a-z0-9][a-z0-9_-]{0,63}$"),
            "revision": JSONSchema.string(
                "The first 16 hex digits of the SHA-256 of the trigger object's canonical compact JSON without `revision`.",
                pattern: "^[0-9a-f]{16}$"
            ),
            "https_url": JSONSchema.string("An https URL.", pattern: "^https://[^\\s]+$"),
            "uri": JSONSchema.string(
                "An absolute URI with a scheme; a click with Braze Actions carries its steps in `brazeActions://v1/…` (SPEC §2.5.1).",
                pattern: "^[A-Za-z][A-Za-z0-9+.-]*:[^\\s]*$"),
            "unix_seconds": JSONSchema.integer("A time in Unix seconds."),
            "buckets": buckets,
        ]
        defs.merge(conditionDefinitions) { first, _ in first }
        defs.merge(messageDefinitions) { first, _ in first }
        return defs
    }

    /// The members the document and the manifest share.
    static var sharedProperties: [String: JSONValue] {
        [
            "schema_version": [
                "description": "2, or 3 when some campaign has variants (SPEC §17) or the project is localised (SPEC §16).",
                "enum": [.integer(Payload.schemaVersion), .integer(Payload.variantsSchemaVersion)],
            ],
            "trigger_minimum_interval_seconds": JSONSchema.integer(
                "The SDK shows at most one message per this many seconds.", minimum: 0
            ),
            "local_assets": JSONSchema.array(
                JSONSchema.ref("local_asset"), "Local images to upload, sorted by path."
            ),
            "remote_assets": JSONSchema.array(
                JSONSchema.ref("remote_asset"), "Every remote image, `asset_urls` and `assets_zip` URL once, sorted by URL."
            ),
            PayloadKey.translations.rawValue: translations,
        ]
    }

    /// `translations` (v4): locale → campaign → unit → text (SPEC §6, §16).
    static var translations: JSONValue {
        func map(_ description: String, keys: JSONValue, of values: JSONValue) -> JSONValue {
            ["description": .string(description), "type": "object", "propertyNames": keys, "additionalProperties": values]
        }
        let units = map(
            "A campaign's translated units: the unit id (`message`, `buttons.0.text`, a block's id) and its text, Liquid kept.",
            keys: ["pattern": "^[A-Za-z0-9_.-]{1,64}$"], of: ["type": "string"])
        let campaigns = map("One locale's translations, by campaign id.", keys: JSONSchema.ref("campaign_id"), of: units)
        return map(
            "A localised project's translations: every locale of `localisation.locales`, by tag (schema version 3).",
            keys: ["pattern": "^[a-z]{2,3}(-[A-Z][a-z]{3})?(-([A-Z]{2}|[0-9]{3}))?$"], of: campaigns)
    }

    static var triggersProperty: JSONValue {
        JSONSchema.array(JSONSchema.ref(triggerObjectDefinition), "One trigger object per campaign, sorted by id.")
    }

    static var manifest: JSONValue {
        JSONSchema.object(
            "`manifest.json` of `campaignc compile --output-dir`: the document without `triggers`, and the campaigns written as `<id>.json`.",
            required: ["schema_version", "trigger_minimum_interval_seconds", "local_assets", "remote_assets", "campaigns"],
            sharedProperties.merging([
                "campaigns": JSONSchema.array(
                    JSONSchema.object(
                        required: ["id", "revision"],
                        [
                            "id": JSONSchema.ref("campaign_id"),
                            "revision": JSONSchema.ref("revision"),
                        ]),
                    "Every campaign's id and revision, sorted by id."
                )
            ]) { first, _ in first }
        )
    }

    static var localAsset: JSONValue {
        JSONSchema.object(
            "A local image published under `assets.base_url`.", required: ["path", "url", "bytes", "sha256"],
            [
                "path": JSONSchema.string("Relative to the project root, `/`-separated.", minLength: 1),
                "url": JSONSchema.ref("https_url"),
                "bytes": JSONSchema.integer("The file size.", minimum: 0),
                "sha256": JSONSchema.string("SHA-256 of the file, lowercase hex.", pattern: "^[0-9a-f]{64}$"),
            ])
    }

    static var remoteAsset: JSONValue {
        JSONSchema.object(
            "A remote asset URL and the campaigns that use it.", required: ["url", "campaigns"],
            [
                "url": JSONSchema.ref("https_url"),
                "campaigns": JSONSchema.array(JSONSchema.ref("campaign_id"), "Sorted by id.", minItems: 1, unique: true),
            ])
    }

    static var triggerObject: JSONValue {
        JSONSchema.object(
            "One campaign as the delivery engine consumes it (Braze trigger format).",
            required: ["id", "revision", "type", "priority", "start_time", "trigger_condition"],
            [
                "id": JSONSchema.ref("campaign_id"),
                "revision": JSONSchema.ref("revision"),
                "type": JSONSchema.words(
                    [TriggerObjectBuilder.triggerType, TemplatedMessage.triggerType],
                    "`templated_iam`: the message is rendered by the server when the trigger fires and needs the network; `campaignc render` writes it without `data`."
                ),
                "priority": JSONSchema.integer("Higher wins when one event matches several campaigns.", minimum: 0, maximum: 100),
                "start_time": JSONSchema.ref("unix_seconds"),
                "end_time": JSONSchema.ref("unix_seconds"),
                "re_eligibility": JSONSchema.integer(
                    "Seconds after a display before the campaign can show again; absent: at most once.",
                    minimum: 0, maximum: Duration.days(720).seconds
                ),
                "trigger_condition": JSONSchema.array(
                    JSONSchema.ref("trigger_condition"), "Any of these fires the campaign.", minItems: 1, maxItems: 10
                ),
                "delay": JSONSchema.integer(
                    "Seconds between the trigger and the display (Android and Web read it here); absent: 0.",
                    minimum: 1, maximum: Duration.hours(24).seconds
                ),
                "timeout": JSONSchema.integer(
                    "`expire_after` in milliseconds: a triggered message not displayed by then is dropped; absent: never.",
                    minimum: 1000, maximum: Duration.hours(24).milliseconds
                ),
                "min_seconds_since_last_trigger": JSONSchema.integer(
                    "`minimum_interval` in seconds: the least time since the last display of any message for this campaign to fire, in place of the app's minimum interval; absent: the app's.",
                    minimum: 0, maximum: Duration.hours(24).seconds
                ),
                "data": JSONSchema.ref("in_app_message"),
                "variants": JSONSchema.array(
                    JSONSchema.object(
                        "One variant: its name, its buckets and its in-app message.", required: ["name", "buckets", "data"],
                        [
                            "name": JSONSchema.ref("campaign_id", "The variant's name."),
                            "buckets": JSONSchema.ref("buckets", "The buckets whose users get this variant."),
                            "data": JSONSchema.ref("in_app_message"),
                        ]),
                    "(schema version 3) The variants of an A/B test in written order, in place of `data`.", minItems: 2, maxItems: 8),
                "control_buckets": JSONSchema.ref("buckets", "(schema version 3) The control group's buckets; absent without one."),
            ],
            // A standard message carries its message (`data`) or its variants', never both; a
            // templated one carries them in `compile`'s payload and not in `render`'s (the device
            // fetches the message when triggered).
            more: [
                "allOf": [
                    JSONSchema.when(
                        "type", in: [.string(TriggerObjectBuilder.triggerType)],
                        then: ["oneOf": [JSONSchema.requires(["data"]), JSONSchema.requires(["variants"])]]),
                    ["not": JSONSchema.requires(["data", "variants"])],
                ]
            ]
        )
    }

    /// `[first, last]` of the buckets 0...99 of SPEC §17.
    static var buckets: JSONValue {
        JSONSchema.array(
            JSONSchema.integer(minimum: 0, maximum: 99),
            "`[first, last]` of the buckets 0 to 99 (SHA-256 of user id and campaign id, modulo 100), both included.", minItems: 2,
            maxItems: 2)
    }
}
