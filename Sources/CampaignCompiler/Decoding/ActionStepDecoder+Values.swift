import CampaignDiagnostics
import CampaignMessages
import CampaignModel
import CampaignYAML
import CanonicalJSON

extension ActionStepDecoder {
    /// Event property names the SDKs reserve (E213).
    static let reservedPropertyNames: Set<String> = ["time", "event_name"]

    /// The step `word` with the value of `entry` (SPEC §2.5.1's table): a step that takes one
    /// value takes a scalar, one that takes several a mapping, `log_custom_event` either.
    func value(of word: ActionStepWord, _ entry: YAMLEntry) -> ActionStep? {
        let node = entry.value
        let field = word.rawValue
        if word.isBare {
            context.report(ClickActionMessages.takesNoValue, at: entry.key.range)
            return nil
        }
        if case .scalar(let s) = node, s.isNull {
            context.report(ClickActionMessages.needsValue(word), at: s.range)
            return nil
        }
        switch word {
        case .requestPushPermission:
            return nil
        case .logCustomEvent:
            if case .mapping = node { return event(node, field) }
            return scalar(node, word) { text($0, $1, "event name") }.map { .logCustomEvent(name: $0.value, properties: [:]) }
        case .setCustomAttribute:
            guard var reader = mapping(node, word) else { return nil }
            let key = reader.readRequired("key") { text($0, $1, "attribute key") }
            let value = reader.readRequired("value", formValue)
            reader.finish()
            guard let key, let value else { return nil }
            return .setCustomAttribute(key: key.value, value: value.value)
        case .addToCustomAttributeArray, .removeFromCustomAttributeArray:
            guard var reader = mapping(node, word) else { return nil }
            let key = reader.readRequired("key") { text($0, $1, "attribute key") }
            let value = reader.readRequired("value") { text($0, $1, "value") }
            reader.finish()
            guard let key, let value else { return nil }
            let add = word == .addToCustomAttributeArray
            return add ? .addToCustomAttributeArray(key: key.value, value: value.value) : .removeFromCustomAttributeArray(key: key.value, value: value.value)
        case .addToSubscriptionGroup, .removeFromSubscriptionGroup:
            guard let group = scalar(node, word, groupID) else { return nil }
            return word == .addToSubscriptionGroup ? .addToSubscriptionGroup(group.value) : .removeFromSubscriptionGroup(group.value)
        case .setEmailSubscription, .setPushSubscription:
            guard let state = scalar(node, word, { context.word($0, $1, as: SubscriptionState.self) }) else { return nil }
            return word == .setEmailSubscription ? .setEmailSubscription(state.value) : .setPushSubscription(state.value)
        case .openLink:
            guard var reader = mapping(node, word) else { return nil }
            let uri = reader.readRequired("uri", ClickActionDecoder(context: context, type: nil).link)
            let webview = reader.read("webview", context.boolean)
            reader.finish()
            return uri.map { .openLink(uri: $0.value, webview: webview?.value ?? false) }
        }
    }

    /// `{ name: NAME, properties: { … } }`.
    private func event(_ node: YAMLNode, _ field: String) -> ActionStep? {
        var reader = MappingReader(node, field: field, in: context)
        let name = reader.readRequired("name") { text($0, $1, "event name") }
        let properties = reader.read("properties", properties)
        reader.finish()
        guard let name else { return nil }
        return .logCustomEvent(name: name.value, properties: properties ?? [:])
    }

    /// A mapping of property names to values typed by their form; `{}` is allowed.
    private func properties(_ node: YAMLNode, _ field: String) -> [String: ActionValue]? {
        var reader = MappingReader(node, field: field, in: context)
        guard reader.isValid else { return nil }
        var properties: [String: ActionValue] = [:]
        for entry in reader.takeAll() {
            let name = entry.key.text
            if name.isEmpty {
                context.report(ClickActionMessages.emptyPropertyName, at: entry.key.range)
            } else if Self.reservedPropertyNames.contains(name) {
                context.report(ClickActionMessages.reservedProperty(name), at: entry.key.range)
            } else {
                checkLength(name, "property name", at: entry.key.range)
            }
            if let value = formValue(entry.value, name) { properties[name] = value.value }
        }
        return properties
    }

    /// The value of a one-value step: a mapping or a list is E103 with the step's form.
    private func scalar<T>(_ node: YAMLNode, _ word: ActionStepWord, _ read: (YAMLNode, String) -> Located<T>?) -> Located<T>? {
        switch node {
        case .mapping, .sequence:
            context.report(ClickActionMessages.wrongShape(word, expected: "a string", found: node.found), at: node.range)
            return nil
        default:
            return read(node, word.rawValue)
        }
    }

    /// The mapping of a step that takes several values: a scalar or a list is E103 with the
    /// step's form (for `open_link`, the link written as its `uri`).
    private func mapping(_ node: YAMLNode, _ word: ActionStepWord) -> MappingReader? {
        switch node {
        case .mapping:
            return MappingReader(node, field: word.rawValue, in: context)
        case .scalar(let s) where word == .openLink && URLReference.hasScheme(s.text):
            context.report(ClickActionMessages.linkWithoutMapping(s.text, found: s.found), at: node.range)
        case .scalar, .sequence:
            context.report(ClickActionMessages.wrongShape(word, expected: "a mapping", found: node.found), at: node.range)
        case .invalid:
            break
        }
        return nil
    }

    /// A name, key or text: a non-empty string, E213 over 255 UTF-16 code units (kept).
    private func text(_ node: YAMLNode, _ field: String, _ what: String) -> Located<String>? {
        guard let text = context.nonEmptyString(node, field) else { return nil }
        checkLength(text.value, what, at: text.range)
        return text
    }

    private func checkLength(_ text: String, _ what: String, at range: SourceRange) {
        let length = text.utf16.count
        if length > ActionStep.maxTextLength {
            context.report(ClickActionMessages.tooLong(what, length: length), at: range)
        }
    }

    /// A subscription group's UUID, as written.
    private func groupID(_ node: YAMLNode, _ field: String) -> Located<String>? {
        guard let group = context.nonEmptyString(node, field) else { return nil }
        guard ActionStep.isGroupID(group.value) else {
            context.report(ClickActionMessages.malformedGroupID(found: node.found), at: group.range)
            return nil
        }
        return group
    }

    /// A custom attribute's or event property's value, typed by its own form: a plain JSON
    /// number is a number (W312 beyond 2^53), plain `true` / `false` a boolean, anything else
    /// (and anything quoted) a string (E213 over 255 UTF-16 code units).
    func formValue(_ node: YAMLNode, _ field: String) -> Located<ActionValue>? {
        guard let s = context.scalar(node, field, expected: ClickActionMessages.formValue) else { return nil }
        if s.style == .plain, s.text == "true" || s.text == "false" {
            return Located(.boolean(s.text == "true"), at: s.range)
        }
        if s.style == .plain, ActionValue.isJSONNumber(s.text), let number = ScalarSyntax.number(s.text) {
            guard number.double.isFinite else {
                context.report(ValueMessages.finiteNumber(found: s.found), at: s.range)
                return nil
            }
            if number.integer.map({ $0.magnitude > 1 << 53 }) ?? (number.double.magnitude > 9_007_199_254_740_992) {
                let sent = String(decoding: JSONWriter.compact(.number(number.double)), as: UTF8.self)
                context.report(ClickActionMessages.beyondDoublePrecision(s.text, sent: sent), at: s.range)
            }
            return Located(.number(number.double), at: s.range)
        }
        checkLength(s.text, "value", at: s.range)
        return Located(.string(s.text), at: s.range)
    }
}
