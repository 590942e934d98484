import CanonicalJSON

extension CampaignSchema {
    /// `trigger`, `filter`, `filterEntry`, `filters`.
    static var triggerDefinitions: [String: JSONValue] {
        [
            "trigger": [
                "description":
                    "One trigger: `session_start`, `any_purchase`, `{ specific_purchase: product_id }`, `{ custom_event: event_name }` or `{ push_click: push_campaign_id }`. API and webhook events cannot trigger in-app messages (E307).",
                "anyOf": [
                    S.words(
                        "`session_start`: when the app starts a session. `any_purchase`: when the user buys anything.",
                        ["session_start", "any_purchase"]
                    ),
                    S.object(
                        "`session_start` written as a key without a value.",
                        ["session_start": ["type": "null", "description": "When the app starts a session."]],
                        required: ["session_start"]
                    ),
                    S.object(
                        "`any_purchase` written as a key without a value.",
                        ["any_purchase": ["type": "null", "description": "When the user buys anything."]],
                        required: ["any_purchase"]
                    ),
                    S.object(
                        "When the user buys one product, optionally with property filters.",
                        [
                            "specific_purchase": S.text("The product id."),
                            "filters": filtersReference,
                        ],
                        required: ["specific_purchase"]
                    ),
                    S.object(
                        "When the app logs a custom event, optionally with property filters.",
                        [
                            "custom_event": S.text("The event name, as the app logs it."),
                            "filters": filtersReference,
                        ],
                        required: ["custom_event"]
                    ),
                    S.object(
                        "When the user opens a push notification.",
                        ["push_click": S.text("The id of the push campaign.")],
                        required: ["push_click"]
                    ),
                ],
            ],
            "filters": S.list(
                "Property filters: every entry must match (AND). An entry is a filter, or `any_of:` with a list of filters of which at least one must match (OR).",
                of: S.ref("filterEntry")
            ),
            "filterEntry": [
                "description": "A filter, or `any_of:` with a list of filters.",
                "anyOf": [
                    S.ref("filter"),
                    S.object(
                        "At least one of these filters must match (OR).",
                        ["any_of": S.list("The filters, at least one.", of: S.ref("filter"), minItems: 1)],
                        required: ["any_of"]
                    ),
                ],
            ],
            "filter": filter,
        ]
    }

    static let filtersReference = S.ref("filters", "Property filters on the event or purchase: every entry must match.")

    /// A property filter: `property`, exactly one operator (E304), an optional `type`.
    static var filter: JSONValue {
        let scalar = S.text("The value: a string, number or boolean.", nonEmpty: false)
        let number: JSONValue = ["type": "number"]
        let operators: [(String, JSONValue, String)] = [
            ("equals", scalar, "The property equals this value (string, number or boolean)."),
            ("not_equals", scalar, "The property does not equal this value (string or number)."),
            ("greater_than", number, "The property is a number greater than this."),
            ("greater_than_or_equal", number, "The property is a number greater than or equal to this."),
            ("less_than", number, "The property is a number less than this."),
            ("less_than_or_equal", number, "The property is a number less than or equal to this."),
            ("matches", S.text("", nonEmpty: false), "The property is a string matching this regular expression (ICU, case-insensitive)."),
            ("does_not_match", S.text("", nonEmpty: false), "The property is a string not matching this regular expression (ICU, case-insensitive)."),
            ("exists", ["type": "boolean"], "`true`: the event has the property; `false`: it has not. Needs `type` (E305)."),
            ("less_than_ago", S.duration("", seconds: 0...Int64.max), "The property is a time less than this long ago (whole seconds)."),
            ("more_than_ago", S.duration("", seconds: 0...Int64.max), "The property is a time more than this long ago (whole seconds)."),
            ("less_than_in", S.duration("", seconds: 0...Int64.max), "The property is a future time less than this long from now (whole seconds)."),
            ("more_than_in", S.duration("", seconds: 0...Int64.max), "The property is a future time more than this long from now (whole seconds)."),
            ("before", S.ref("time", ""), "The property is a time before this one (RFC 3339 with an offset)."),
            ("after", S.ref("time", ""), "The property is a time after this one (RFC 3339 with an offset)."),
        ]
        var properties: [String: JSONValue] = [
            "property": S.text("The name of the event or purchase property to compare."),
            "type": S.words(
                "The property's type; by default implied by the operator or the value.",
                ["string", "number", "boolean", "time"]
            ),
        ]
        for (name, schema, description) in operators {
            guard case .object(var members) = schema else { continue }
            members["description"] = .string(description)
            properties[name] = .object(members)
        }
        return S.object(
            "A property filter: `property`, exactly one operator, and an optional `type`.",
            properties,
            required: ["property"],
            more: ["oneOf": .array(operators.map { ["required": [.string($0.0)]] })]
        )
    }
}
