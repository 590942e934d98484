import CampaignModel
import CanonicalJSON

extension CampaignSchema {
    /// `clickAction` (close, a link, or Braze Actions), `actionStep` and its values (SPEC §2.5.1).
    /// The step words are `enum`s and single-key mappings, so an editor completes them.
    static var actionDefinitions: [String: JSONValue] {
        [
            "clickAction": [
                "description":
                    "`close`, `{ uri: \"myapp://cart\", webview: false }`, or `{ actions: [ … ] }`: Braze Actions the device runs after the message closes.",
                "anyOf": [
                    S.words("Close the message (the default).", ["close"]),
                    S.object(
                        "Open a URI.",
                        [
                            "uri": S.string(
                                "An absolute URI with a scheme: `https://…` or a deep link such as `myapp://cart`. A hand-written `brazeActions://` URI gets W216: write `actions` instead.",
                                pattern: S.schemePattern),
                            "webview": S.boolean("Open the URI in an in-app web view. Default false."),
                        ],
                        required: ["uri"]
                    ),
                    S.object(
                        "Run Braze Actions: the message closes, then the steps run in order. Not with `uri` or `webview` (E214); not on html messages (E203).",
                        [
                            "actions": [
                                "description":
                                    "1 to 10 steps, run in the order written: a bare word (`request_push_permission`) or a mapping with one step word.",
                                "type": "array",
                                "items": S.ref("actionStep"),
                                "minItems": 1,
                                "maxItems": .integer(Int64(BrazeActionsURI.maxSteps)),
                                "examples": [["request_push_permission"], ["request_push_permission", ["log_custom_event": "push_primer_accepted"]]],
                            ]
                        ],
                        required: ["actions"]
                    ),
                ],
            ],
            "actionStep": [
                "description": "One Braze Action: a step word, alone or with its value.",
                "anyOf": .array([S.words("Ask for push permission (the system prompt); takes no value.", ["request_push_permission"])] + stepMappings),
            ],
            "eventProperties": eventProperties,
            "actionValue": [
                "description":
                    "A value typed by its own form: a plain JSON number (`3`, `2.5`, `1e3`) is a number, plain `true` / `false` a boolean, anything else (and anything quoted) a string.",
                "type": ["string", "number", "boolean"],
            ],
        ]
    }

    /// `schema` (an object) with its `examples`.
    private static func with(_ examples: [JSONValue], _ schema: JSONValue) -> JSONValue {
        guard case .object(var members) = schema else { return schema }
        members["examples"] = .array(examples)
        return .object(members)
    }

    /// Event properties, a definition of its own: the language's key `properties` would
    /// otherwise hold schema keywords where tools expect property schemas.
    static let eventProperties = S.freeMapping(
        "Event properties: names of at most 255 characters, but not `time` or `event_name` (reserved, E213); values typed by their own form.",
        values: S.ref("actionValue"))

    /// One closed mapping per step word that takes a value.
    private static var stepMappings: [JSONValue] {
        let texts = "at most 255 characters (E213)"
        let key = with(["wants_push", "favorite_team"], S.text("The custom attribute's key, \(texts)."))
        let state = with(["opted_in", "unsubscribed"], S.words("`opted_in`, `subscribed` or `unsubscribed`.", SubscriptionState.allCases.map(\.rawValue)))
        let group = with(
            ["3f2a9c4e-1b7d-4e8a-9c0f-5d6e7f8a9b0c"],
            S.string(
                "The subscription group's id from the dashboard: a UUID, 8-4-4-4-12 hexadecimal digits.",
                pattern: "^[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12}$"))
        let event: JSONValue = [
            "description": "The event's name, or `{ name, properties }`.",
            "examples": ["push_primer_accepted", ["name": "push_primer_accepted", "properties": ["source": "onboarding", "step": 3]]],
            "anyOf": [
                S.text("The event's name, \(texts)."),
                S.object(
                    "The event and its properties.",
                    [
                        "name": with(["push_primer_accepted"], S.text("The event's name, \(texts).")),
                        "properties": with([["source": "onboarding", "step": 3]], S.ref("eventProperties", "The event's properties (optional).")),
                    ],
                    required: ["name"]),
            ],
        ]
        let attribute = S.object(
            "The attribute and its value.",
            ["key": key, "value": with([true, 3, "gold"], S.ref("actionValue", "The value, typed by its own form."))],
            required: ["key", "value"])
        let array = { (verb: String) in
            S.object(
                "The array and the text.",
                ["key": with(["interests"], S.text("The array's key, \(texts).")), "value": with(["coffee"], S.text("The text to \(verb), \(texts)."))],
                required: ["key", "value"])
        }
        let link = S.object(
            "The link.",
            [
                "uri": with(
                    ["https://example.com/notifications", "myapp://settings"],
                    S.string("An absolute URI with a scheme: `https://…` or a deep link such as `myapp://cart`.", pattern: S.schemePattern)),
                "webview": S.boolean("Open the link in an in-app web view. Default false."),
            ],
            required: ["uri"])
        let steps: [(ActionStepWord, String, JSONValue)] = [
            (.logCustomEvent, "Log a custom event.", event),
            (.setCustomAttribute, "Set a custom attribute.", with([["key": "wants_push", "value": true]], attribute)),
            (.addToCustomAttributeArray, "Add a text to a custom attribute array.", with([["key": "interests", "value": "coffee"]], array("add"))),
            (
                .removeFromCustomAttributeArray, "Remove a text from a custom attribute array.",
                with([["key": "interests", "value": "coffee"]], array("remove"))
            ),
            (.addToSubscriptionGroup, "Add the user to a subscription group.", group),
            (.removeFromSubscriptionGroup, "Remove the user from a subscription group.", group),
            (.setEmailSubscription, "Set the user's email subscription state.", state),
            (.setPushSubscription, "Set the user's push subscription state.", state),
            (.openLink, "Open a link, in a web view or not.", with([["uri": "https://example.com/notifications", "webview": true]], link)),
        ]
        return steps.map { word, description, value in
            S.object(description, [word.rawValue: value], required: [word.rawValue])
        }
    }
}
