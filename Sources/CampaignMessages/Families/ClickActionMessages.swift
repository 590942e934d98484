public import CampaignDiagnostics
public import CampaignModel

/// Click actions with Braze Actions (SPEC §2.5.1), decided by the click-action and step
/// decoders: E213, E214, W215, W216, and the E101–E107, E203 and W312 reports only click
/// actions make; beside the catalogue entries of `CatalogueEntry+Actions.swift`.
public enum ClickActionMessages: MessageFamily {
    public static let stage = PipelineStage.perFile
    public static let codes: [DiagnosticCode] = [.E101, .E103, .E104, .E105, .E106, .E107, .E203, .E213, .E214, .W215, .W216, .W312]

    /// How to fix a finding of each code this family is the home of, in general: what
    /// `campaignc explain`, the generated rule pages and SARIF's rule metadata show.
    public static let generalHelp: [DiagnosticCode: String] = [
        .E213: "rename the property, or shorten the text to at most 255 characters",
        .E214: actionsWithLinkHelp,
        .W215: "keep the step you mean and remove the other",
        .W216: "write the steps as `click_action: { actions: [ … ] }`",
    ]

    // MARK: The click action

    /// What a `click_action` may be, in "expected …, found …".
    public static let clickActionForms = "`close` or a mapping with `uri` or `actions`"

    /// E104: a `click_action` word that is not `close` (the caller adds the help).
    public static func notAClickAction(found: String) -> DiagnosticMessage {
        message(.E104, ValueMessages.expected(clickActionForms, found: found))
    }

    /// E103: a list written as the whole click action.
    public static let listAsClickAction = message(
        .E103, ValueMessages.expected(clickActionForms, found: "a list"), help: "write the steps under `actions`: `click_action: { actions: [ … ] }`")

    /// A step word written as the whole click action, or as a key of the click action's mapping.
    public static func wholeClickActionHelp(_ word: ActionStepWord) -> String {
        let step = word.isBare ? word.rawValue : "{ \(word.rawValue): … }"
        return "write `click_action: { actions: [\(step)] }`"
    }

    /// E203's help for `actions` on an html message.
    public static let htmlBridgeHelp =
        "html messages call the SDK through the JavaScript bridge (`brazeBridge.requestPushPermission()`, `brazeBridge.logCustomEvent(…)`)"

    /// E203: `actions` on a message type that cannot run them (html).
    public static func actionsNotAllowed(on type: MessageType, allowed: [MessageType]) -> DiagnosticMessage {
        ContentMessages.keyNotAllowed("actions", on: type, allowed: allowed).helping(htmlBridgeHelp)
    }

    // MARK: The list and its entries

    /// E105: a list of steps too short or too long.
    public static func stepCount(found: Int) -> DiagnosticMessage {
        message(.E105, ValueMessages.expected("1 to \(BrazeActionsURI.maxSteps) steps", found: found == 0 ? "none" : "\(found)"))
    }

    /// E103: an entry of `actions` that is a list.
    public static let listAsStep = message(.E103, ValueMessages.expected("a step word or a mapping with one step", found: "a list"))

    /// E107: an entry of `actions` with nothing in it.
    public static let emptyEntry = message(
        .E107, "this entry of `actions` has no step", help: "write a step such as `- request_push_permission`, or remove the entry")

    /// E101: a second key in one entry.
    public static func secondKey(_ key: String) -> DiagnosticMessage {
        ValueMessages.unknownKey(key).helping("one step per list entry")
    }

    /// E104: a word that is not a step (the caller adds the did-you-mean).
    public static func notAStep(found: String) -> DiagnosticMessage {
        message(.E104, ValueMessages.expected(Words.list(ActionStepWord.allCases.map(\.rawValue)), found: found))
    }

    /// E104's help for a wire name or a misspelt step word: "did you mean `log_custom_event`?".
    public static func didYouMean(_ word: String) -> String {
        "did you mean `\(word)`?"
    }

    /// E104's help for `- close`.
    public static let closeIsNotAStep = "a click with actions closes the message; remove `close`"

    /// How a step is written, for helps: "`- set_custom_attribute: { key: KEY, value: VALUE }`".
    public static func form(_ word: ActionStepWord) -> String {
        let value: String? =
            switch word {
            case .requestPushPermission: nil
            case .logCustomEvent: "NAME"
            case .setCustomAttribute: "{ key: KEY, value: VALUE }"
            case .addToCustomAttributeArray, .removeFromCustomAttributeArray: "{ key: KEY, value: TEXT }"
            case .addToSubscriptionGroup, .removeFromSubscriptionGroup: "GROUP_ID"
            case .setEmailSubscription, .setPushSubscription: SubscriptionState.allCases.map(\.rawValue).joined(separator: " | ")
            case .openLink: "{ uri: URI, webview: false }"
            }
        let written = "`- \(word.rawValue)" + (value.map { ": \($0)" } ?? "") + "`"
        return word == .logCustomEvent ? written + " or `- log_custom_event: { name: NAME, properties: { … } }`" : written
    }

    /// E107: a step that needs a value written without one.
    public static func needsValue(_ word: ActionStepWord) -> DiagnosticMessage {
        ValueMessages.needsValue(word.rawValue).helping("write " + form(word))
    }

    /// E103: `request_push_permission` with a value.
    public static let takesNoValue = message(.E103, "`request_push_permission` takes no value", help: "write `- request_push_permission`")

    /// E103: a one-value step given a mapping or list, or a several-value step given a scalar
    /// or list (`expected`: "a string" or "a mapping").
    public static func wrongShape(_ word: ActionStepWord, expected: String, found: String) -> DiagnosticMessage {
        message(.E103, ValueMessages.expected(expected, found: found), help: "write " + form(word))
    }

    /// E103: `open_link` written with its URI alone.
    public static func linkWithoutMapping(_ uri: String, found: String) -> DiagnosticMessage {
        message(.E103, ValueMessages.expected("a mapping", found: found), help: "write `- open_link: { uri: \"\(uri)\" }`")
    }

    /// The values typed by their form: custom attribute values and event property values.
    public static let formValue = "a string, number or boolean"

    /// E107: an event property with an empty name.
    public static let emptyPropertyName = message(.E107, "an event property name must not be empty")

    // MARK: E106

    public static func malformedGroupID(found: String) -> DiagnosticMessage {
        message(
            .E106, ValueMessages.expected("a subscription group id, a UUID such as `3f2a9c4e-1b7d-4e8a-9c0f-5d6e7f8a9b0c`", found: found),
            help: "copy the subscription group's id from the Braze dashboard")
    }

    // MARK: E213

    /// An event property name the SDKs reserve.
    public static func reservedProperty(_ name: String) -> DiagnosticMessage {
        message(.E213, "`\(name)` is reserved by the SDKs: Braze does not accept it as an event property", help: "rename the property")
    }

    /// `what`: "event name", "attribute key", "property name", "value"; `length` in UTF-16 units.
    public static func tooLong(_ what: String, length: Int) -> DiagnosticMessage {
        message(
            .E213, "this \(what) is \(length) characters long (UTF-16 code units); Braze accepts at most \(ActionStep.maxTextLength)",
            help: "shorten it to at most \(ActionStep.maxTextLength) characters")
    }

    // MARK: E214

    public static func actionsWithLink(_ key: String) -> DiagnosticMessage {
        message(.E214, "a click action cannot have both `actions` and `\(key)`", help: actionsWithLinkHelp)
    }

    /// E214's help, which the catalogue shows too.
    public static let actionsWithLinkHelp = "a link that goes with the steps is itself a step: `- open_link: { uri: URI, webview: false }` in `actions`"

    public static func keyIsHereNote(_ key: String) -> String {
        "`\(key)` is here"
    }

    // MARK: W215

    public static let repeatedStep = message(.W215, "this step repeats an earlier step of the same click", help: "remove one of them")

    public static func attributeSetTwice(_ key: String) -> DiagnosticMessage {
        message(
            .W215, "the custom attribute `\(key)` is set twice in one click: the later value wins", help: "keep one `set_custom_attribute` of `\(key)`")
    }

    public static func undoesEarlier(_ word: ActionStepWord, _ earlier: ActionStepWord) -> DiagnosticMessage {
        message(.W215, "`\(word.rawValue)` undoes the earlier `\(earlier.rawValue)` of the same click", help: "keep the step you mean")
    }

    public static func subscriptionSetTwice(_ word: ActionStepWord) -> DiagnosticMessage {
        message(.W215, "`\(word.rawValue)` twice in one click: the later state wins", help: "keep one `\(word.rawValue)`")
    }

    public static let secondLink = message(.W215, "a click opens one page, and this is its second `open_link`", help: "keep one `open_link`")

    public static let earlierStepNote = "the earlier step is here"

    // MARK: W216

    /// `list`: the steps the URI holds, as the YAML of an `actions:` list, when it decodes.
    public static func handWrittenURI(decodingTo list: String?) -> DiagnosticMessage {
        message(
            .W216,
            "a hand-written `brazeActions` URI: campaignc cannot check its steps, and the SDKs refuse to show a message with an invalid Braze Action",
            help: list.map { "it holds `actions: \($0)`; write that list in the click action instead" }
                ?? "the URI does not decode into steps of an `actions:` list; write the steps under `actions` instead")
    }

    // MARK: W312

    /// `sent`: the number as the payload writes it.
    public static func beyondDoublePrecision(_ number: String, sent: String) -> DiagnosticMessage {
        message(.W312, "\(number) is beyond 2^53 and is sent rounded, as \(sent)", help: "write it in quotes to send it as a string")
    }
}
