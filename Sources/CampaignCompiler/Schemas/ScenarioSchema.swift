import CampaignModel
public import CanonicalJSON

/// The JSON Schema (draft 2020-12) of a scenario document (SPEC §9.1),
/// `Schemas/scenario.schema.json`: for editors. Like the campaign schema it never rejects
/// what campaignc accepts; campaign names and the order of steps are checked by campaignc.
public enum ScenarioSchema {
    /// The schema as a JSON value.
    public static let value: JSONValue = [
        "$schema": .string(JSONSchema.dialect),
        "title": "campaignc scenario",
        "description": "A scenario: app events on a simulated device, with expectations on what the user sees. Run it with `campaignc test`.",
        "type": "object",
        "properties": .object(rootProperties),
        "required": ["scenario", "start", "steps"],
        "additionalProperties": false,
        "$defs": [
            "id": ["type": ["string", "number"], "pattern": "^[a-z0-9][a-z0-9_-]{0,63}$", "description": "A campaign or scenario id."],
            "ids": [
                "anyOf": [["$ref": "#/$defs/id"], ["type": "array", "items": ["$ref": "#/$defs/id"]]], "description": "`none`, an id, or a list of ids.",
            ],
            "drop": [
                "description": "A campaign id, or `{campaign, reason}`.",
                "anyOf": [
                    ["$ref": "#/$defs/id"],
                    S.object(
                        "A dropped campaign and why.",
                        [
                            "campaign": S.ref("id", "The campaign."),
                            "reason": S.words("Why it was not displayed.", DropReason.allCases.map(\.rawValue)),
                        ], required: ["campaign"]),
                ],
            ],
            "step": step,
        ],
    ]

    /// The bytes of `Schemas/scenario.schema.json`: pretty JSON and a final newline.
    public static var fileBytes: [UInt8] { JSONWriter(style: .pretty).encodeDocument(value) }

    typealias S = SchemaBuilder

    /// The `simulator:` mapping, shared with the project file's schema.
    static let simulatorOptions: JSONValue = S.object(
        "Options of the delivery simulator where the SDKs differ: `platform` sets the others' defaults; any may be overridden.",
        [
            "platform": S.words("Presenter and defaults: `ios` (default), `android` or `web`.", SimulatorPlatform.allCases.map(\.rawValue)),
            "schedule_bounds": S.words("Whether the schedule's bounds are inside it.", ScheduleBounds.allCases.map(\.rawValue)),
            "tie_break": S.words("Which of equal priorities wins, in payload order.", TieBreak.allCases.map(\.rawValue)),
            "stamp_at": S.words(
                "When the re-eligibility and interval stamps are taken (`publish`: at the hand-off to the app, the default on every platform).",
                StampMoment.allCases.map(\.rawValue)),
            "interval_at_publish": S.words(
                "Whether the minimum interval is checked again when a delay ends (`check`: web).", IntervalAtPublish.allCases.map(\.rawValue)),
            "absent_property": S.words(
                "`lenient` (web): `not_equals` and `does_not_match` hold on an absent or other-typed property, `exists: true` on any type.",
                AbsentProperty.allCases.map(\.rawValue)),
            "ago_bounds": S.words(
                "Whether `less_than_ago` / `more_than_ago` hold at the bound (`inclusive`: web).", AgoBounds.allCases.map(\.rawValue)),
            "request_next_asks": S.words(
                "Whether `request_next` and the return to the foreground ask the display choice again (`yes`: android).",
                RequestNextAsks.allCases.map(\.rawValue)),
            "stack_duplicates": S.words(
                "A campaign already on the stack: moved to the top (`move`, iOS) or kept twice (`keep`, android).",
                StackDuplicates.allCases.map(\.rawValue)),
            "restart": S.words(
                "What survives `restart` besides the stamps: nothing (`forget`) or the pending publications and the deferred message (`keep_pending`, web).",
                RestartRule.allCases.map(\.rawValue)),
            "auto_drain": S.words("Whether the stack's top is shown after a dismissal.", AutoDrain.allCases.map(\.rawValue)),
            "timeout_when_absent": S.words("Expiry of a message without `expire_after`.", TimeoutWhenAbsent.allCases.map(\.rawValue)),
            "expiry_check": S.words(
                "Where a message's expiry is checked: when the presenter prepares it, after the stamps (`prepare`), or at the hand-off, before them (`hand_off`, web).",
                ExpiryCheck.allCases.map(\.rawValue)),
            "regex_case": S.words("Case of `matches` / `does_not_match`.", RegexCase.allCases.map(\.rawValue)),
            "missing_image": S.words("Which messages without an image are discarded.", MissingImageRule.allCases.map(\.rawValue)),
            "background": S.words("What happens to a message published in the background.", BackgroundRule.allCases.map(\.rawValue)),
            "web_sdk": S.words(
                "The Web SDK the web presenter follows: `current` (4.9.0 and later) or `3.5.0` (no `deferInAppMessage`, no `HTML_FULL`).",
                WebSDK.allCases.map(\.rawValue)),
            "control_stamps_interval": S.words(
                "Whether a control message that wins its trigger stamps the minimum interval as a display does (`yes`, the default: the Android SDK's behaviour).",
                ControlStampsInterval.allCases.map(\.rawValue)),
        ]
    )

    static let rootProperties: [String: JSONValue] = [
        "scenario": S.ref("id", "The scenario's id, unique across all inputs (E603). Required."),
        "description": S.text("What the scenario shows."),
        "start": ["type": "string", "description": "RFC 3339 time with an offset: the simulated clock starts here. Required."],
        "campaigns": S.list("Only these campaigns are live (default: all).", of: ["$ref": "#/$defs/id"]),
        "device": S.object(
            "The simulated device.",
            [
                "form_factor": S.words("`phone` (default) or `tablet`.", FormFactor.allCases.map(\.rawValue)),
                "orientation": S.words("`portrait` (default) or `landscape`.", DeviceOrientation.allCases.map(\.rawValue)),
                "failing_assets": S.list("Asset URLs whose download fails.", of: ["type": "string"]),
                "online": S.boolean("Whether the device has the network (default true); a templated message needs it."),
                "locale": S.text("The device's BCP 47 locale (default: the project's `source`): its messages show that locale's texts."),
            ]),
        "display": S.words(
            "The app's answer when a message is ready: `now` (default), `later`, `discard` (`reenqueue` on android).",
            DisplayChoice.allCases.map(\.rawValue)),
        "history": S.list(
            "Earlier displays.",
            of: S.object(
                "One earlier display.",
                [
                    "campaign": S.ref("id", "The campaign displayed."),
                    "displayed_at": ["type": "string", "description": "RFC 3339 time, not after `start`."],
                ], required: ["campaign", "displayed_at"])),
        "simulator": simulatorOptions,
        "user": profile(
            "The user the messages are rendered for (the profile of `campaignc render`; default: a user without attributes).",
            userID: "The user's id; also `${user_id}`, and its bucket picks each campaign's variant (default `scenario-user`)."),
        "steps": S.list("The steps, in order.", of: ["$ref": "#/$defs/step"]),
    ]

    /// A user's profile (SPEC §18): a scenario's `user:`, a persona of the project file.
    static func profile(_ description: String, userID: String) -> JSONValue {
        S.object(
            description,
            [
                "user_id": S.text(userID),
                "attributes": ["type": "object", "description": "Standard attributes by name (`first_name`)."],
                "custom_attributes": ["type": "object", "description": "`custom_attribute.${name}` values."],
                "locale": S.text("The user's locale tag."),
                "time_zone": S.text("The user's IANA time zone; also `${time_zone}`."),
                "content_blocks": ["type": "object", "description": "Each content block's Liquid text, by name."],
                "connected_content": ["type": "object", "description": "Responses by URL: `{ status, body }`."],
                "catalogs": ["type": "object", "description": "By name: `items` and `selections`."],
            ]
        )
    }

    static let step: JSONValue = [
        "description": "A bare word or a one-key mapping.",
        "anyOf": [
            S.words("A step without a value.", ["session_start", "dismiss", "click", "request_next", "background", "foreground", "restart"]),
            S.object(
                "The app logs a custom event.", ["custom_event": S.text("The event name."), "properties": ["type": "object"]], required: ["custom_event"]),
            S.object("The app logs a purchase.", ["purchase": S.text("The product id."), "properties": ["type": "object"]], required: ["purchase"]),
            S.object("The user opens a push.", ["push_click": S.text("The push campaign id.")], required: ["push_click"]),
            S.object("The clock advances.", ["wait": S.duration("How long.", seconds: 0...62_208_000)], required: ["wait"]),
            S.object("The user taps a button.", ["click": S.text("The button id.")], required: ["click"]),
            S.object("The app's answer from here on.", ["display": S.words("The answer.", DisplayChoice.allCases.map(\.rawValue))], required: ["display"]),
            S.object("The device turns.", ["rotate": S.words("The orientation.", DeviceOrientation.allCases.map(\.rawValue))], required: ["rotate"]),
            S.object(
                "The device gains or loses its connection: a templated message is not shown while it is off.",
                ["network": S.words("The connection.", NetworkState.allCases.map(\.rawValue))], required: ["network"]),
            S.object(
                "Checks since the previous `expect`.",
                [
                    "expect": S.object(
                        "Every key given must hold.",
                        [
                            "displayed": ["$ref": "#/$defs/ids", "description": "Exactly these campaigns were displayed, in order (`none`: nothing)."],
                            "visible": ["$ref": "#/$defs/id", "description": "This campaign is on screen now (`none`: nothing)."],
                            "stack": S.list("The stack now, top first.", of: ["$ref": "#/$defs/id"]),
                            "dropped": [
                                "description": "Each listed campaign was dropped (`none`: nothing was).",
                                "anyOf": [["$ref": "#/$defs/drop"], ["type": "array", "items": ["$ref": "#/$defs/drop"]]],
                            ],
                            "no_match": S.boolean("Whether the last event reported no matching trigger."),
                            "text": S.object(
                                "The texts, as rendered for the scenario's user, of the message displayed last since the previous `expect`.",
                                [
                                    "header": S.text("The header.", nonEmpty: false),
                                    "message": S.text("The body.", nonEmpty: false),
                                    "image_alt": S.text("The image's alternative text.", nonEmpty: false),
                                    "uri": S.text("The click URI.", nonEmpty: false),
                                    "buttons": S.list("The buttons' labels, in order.", of: ["type": "string"]),
                                ]),
                            "variant": [
                                "$ref": "#/$defs/id",
                                "description": "The campaigns with variants displayed (those of `displayed`) showed this variant.",
                            ],
                            "control": ["$ref": "#/$defs/id", "description": "This campaign's control message won its trigger."],
                        ])
                ], required: ["expect"]),
        ],
    ]
}
