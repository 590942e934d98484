import CanonicalJSON

/// What an editor shows beside the rules (issue 13): yaml-language-server shows a plain
/// `description` with its backticks, so every described property also gets the same text as
/// `markdownDescription`; every property gets `examples` (from its type, its words, or the
/// table below) and, where the language has one, its `default`.
enum EditorHints {
    /// Adds the hints to every property of every `properties` mapping in `schema`.
    static func apply(to schema: JSONValue) -> JSONValue {
        switch schema {
        case .object(var members):
            // Conditions (`if`, `then`, `else`, `not`) restate properties; they get no hints.
            for (key, value) in members where !conditionKeys.contains(key) {
                members[key] = apply(to: value)
            }
            if case .object(let properties)? = members["properties"] {
                var hinted: [String: JSONValue] = [:]
                for (name, property) in properties {
                    hinted[name] = hint(name, apply(to: property))
                }
                members["properties"] = .object(hinted)
            }
            return .object(members)
        case .array(let items):
            return .array(items.map(apply(to:)))
        default:
            return schema
        }
    }

    private static let conditionKeys: Set<String> = ["if", "then", "else", "not"]

    /// One property with its hints.
    private static func hint(_ name: String, _ property: JSONValue) -> JSONValue {
        guard case .object(var members) = property else { return property }
        if case .string(let description)? = members["description"] {
            members["markdownDescription"] = .string(description)
        }
        if members["default"] == nil, let value = defaults[name] {
            members["default"] = value
        }
        if members["examples"] == nil, let examples = examples(name, members) {
            members["examples"] = .array(examples)
        }
        return .object(members)
    }

    /// Examples by the property's shape (its definition, its items' definition, its words),
    /// then by its name: a name shared by two shapes (`message` the mapping and `message`
    /// the text, `buttons` and the dark theme's button styles) takes its shape's examples.
    private static func examples(_ name: String, _ members: [String: JSONValue]) -> [JSONValue]? {
        if case .string(let reference)? = members["$ref"], let byReference = examplesByReference[reference] {
            return byReference
        }
        if case .string(let reference)? = members["items"]?["$ref"], let byItems = examplesByItems[reference] {
            return byItems
        }
        if case .array(let words)? = members["enum"] { return Array(words.prefix(3)) }
        if let byName = examplesByName[name] { return byName }
        if members["type"] == "boolean" { return [true, false] }
        if case .array(let choices)? = members["anyOf"] {
            for choice in choices {
                if case .array(let words)? = choice["enum"] { return Array(words.prefix(3)) }
            }
        }
        return nil
    }

    /// The language's defaults (SPEC §2), where a property has one whatever the message type.
    static let defaults: [String: JSONValue] = [
        "priority": "medium", "delay": "0s", "orientation": "any", "layout": "standard", "crop": "fill",
        "slide_from": "bottom", "hide_chevron": false, "animate": true, "click_action": "close", "form_factor": "phone",
    ]

    static let examplesByReference: [String: [JSONValue]] = [
        "#/$defs/colour": ["#1B78CF", "#FFF", "#333333BF"],
        "#/$defs/time": ["2026-03-01T09:00:00Z", "2026-03-01T10:00:00+01:00"],
        "#/$defs/id": ["spring-sale", "cart_upsell_2"],
        "#/$defs/message": [["type": "slideup", "message": "Free shipping on carts over $50"]],
    ]

    /// Examples of a list by the definition of its items.
    static let examplesByItems: [String: [JSONValue]] = [
        "#/$defs/buttonStyle": [[["background": "#3A7BD5"], ["background": "#2D2D2D", "text": "#EEEEEE"]]]
    ]

    static let examplesByName: [String: [JSONValue]] = [
        "campaign": ["spring-sale"], "name": ["Spring sale banner"], "description": ["Upsell free shipping on carts over $50"],
        "priority": ["high", 80], "reeligible_after": ["7d", "24h", "0s"],
        "schedule": [["start": "2026-03-01T09:00:00Z", "end": "2026-03-31T23:59:59Z"]], "view_type": ["picker"],
        "attribute_key": ["favorite_team"], "delay": ["2s", "0s"], "expire_after": ["1m", "30s"], "minimum_interval": ["10s", "0s"],
        "trigger": ["session_start", ["custom_event": "added_to_cart"]], "message": ["Free shipping on carts over $50"],
        "header": ["Pick your team"], "image": ["https://cdn.example.com/iam/team.png", "assets/team.png"],
        "image_alt": ["Team crests"], "language": ["en", "pt-BR"], "html": ["<html><body><p>Hello</p></body></html>"],
        "asset_urls": [["https://cdn.example.com/iam/font.woff2"]], "assets_zip": ["https://cdn.example.com/iam/bundle.zip"],
        "click_action": ["close", ["uri": "myapp://cart"]], "dismiss": ["manual", ["after": "5s"]], "after": ["5s", "1m"],
        "buttons": [[["text": "Save"], ["text": "Not now"]]], "text": ["Save"], "id": [0, 1], "uri": ["myapp://cart", "https://example.com/sale"],
        "webview": [false, true], "style": [["background": "#1B78CF", "text": "#FFFFFF"]],
        "text_align": [["header": "center", "message": "start"]], "theme": [["light": ["background": "#FFFFFF", "text": "#333333"]]],
        "extras": [["view_type": "picker", "attribute_key": "favorite_team"]],
        "specific_purchase": ["sku_123"], "custom_event": ["added_to_cart"], "push_click": ["winback-push"],
        "filters": [[["property": "cart_total", "greater_than": 50]]], "property": ["cart_total", "category"],
        "equals": ["shoes", 50, true], "not_equals": ["gift", 0], "greater_than": [50], "greater_than_or_equal": [20],
        "less_than": [10], "less_than_or_equal": [19.99], "matches": ["^boot"], "does_not_match": ["gift ?card"],
        "exists": [true, false], "less_than_ago": ["1h", "7d"], "more_than_ago": ["30d"], "less_than_in": ["2d"],
        "more_than_in": ["1h"],
        "any_of": [[["property": "category", "equals": "shoes"], ["property": "category", "matches": "^boot"]]],
        "light": [["background": "#FFFFFF", "text": "#333333"]], "dark": [["background": "#1E1E1E", "text": "#EEEEEE"]],
        "session_start": [.null], "any_purchase": [.null],
        "variants": [
            [
                ["name": "short-copy", "percent": 45, "message": ["type": "slideup", "message": "Spring sale, 20% off"]],
                ["name": "long-copy", "percent": 45, "message": ["type": "slideup", "message": "Spring sale, 20% off shoes and bags"]],
            ]
        ],
        "percent": [45, 50], "control": [10, 0],
    ]
}
