import CampaignModel
import CampaignPayload
import CanonicalJSON

/// A trigger object, read back by `TriggerObjectReader`, listed in the language (SPEC §5.1):
/// each member the inverse table of the payload mapping (`PayloadLanguagePaths`) names under
/// its path, in the language's words (a scalar that does not read back as its JSON, under the
/// same path); a member no table names, or another value that does not read back, is kept under
/// `payload.<key path>` as JSON. So two trigger objects that differ in
/// anything but `revision` give listings that differ.
struct PayloadListing {
    typealias Entry = PayloadLanguagePaths.Entry

    private(set) var entries: [CampaignView.Entry] = []
    /// The message type's word, for the summary of an added campaign.
    var typeWord: String?
    /// Each trigger on one line (`custom_event hi`), for the same summary.
    var triggerWords: [String] = []
    /// The trigger object's own members (what `copyOfTrigger` compares with).
    private var trigger = PayloadObject([:])

    var sortedEntries: [CampaignView.Entry] {
        entries.sorted { LanguagePath.precedes($0.path, $1.path) }
    }

    mutating func list(_ json: JSONValue) {
        guard let read = TriggerObjectReader.read(json) else {
            add(LanguagePath.payload, .json(json))
            return
        }
        trigger = read.object
        list(read.object, table: PayloadLanguagePaths.triggerObject, at: LanguagePath(), payload: LanguagePath.payload) { _ in
            read.conditions
        }
    }

    mutating func add(_ path: LanguagePath, _ value: LanguageValue) {
        entries.append(CampaignView.Entry(path: path, value: value))
    }

    /// Lists the members of `object` with `table`; what is left goes below `payload`.
    /// `conditions` reads `trigger_condition` (only a trigger object has it).
    mutating func list(
        _ object: PayloadObject, table: [Entry], at base: LanguagePath, payload: LanguagePath,
        conditions: (PayloadObject) -> PayloadMember<[PayloadMember<PayloadCondition>]> = { _ in .absent }
    ) {
        var left = object.members
        for (rank, entry) in table.enumerated() where object[entry.payloadKey] != nil {
            let payloadPath = payload.name(entry.key)
            let taken =
                entry.reading == .conditions
                ? listConditions(conditions(object), at: base.field(entry.path, rank: rank), payload: payloadPath)
                : list(entry, rank: rank, of: object, at: base, payload: payloadPath)
            for key in taken { left[key.rawValue] = nil }
        }
        for (key, value) in left {
            add(payload.name(key), .json(value))
        }
    }

    /// Lists one entry of `object`; returns the keys it took (none when its value does not
    /// read back).
    private mutating func list(_ entry: Entry, rank: Int, of object: PayloadObject, at base: LanguagePath, payload: LanguagePath) -> [PayloadKey] {
        let key = entry.payloadKey
        let path = base.field(entry.path, rank: rank)
        if let shown = ScalarReading.shown(entry.reading, key, of: object) {
            if case .shown(let value) = shown { add(path, value) }
            return [key]
        }
        switch entry.reading {
        case .campaignID, .derived:
            return [key]
        case .constant(let texts):
            return object.text(key).value.map(texts.contains) == true ? [key] : []
        case .copyOfTrigger(let triggerKey):
            return object[key] == trigger[triggerKey] ? [key] : []
        case .body:
            guard let text = object.text(key).value else { return [] }
            add(PayloadMessage(object).isHTML ? base.field(MessageType.html.rawValue, rank: rank) : path, .text(text))
            return [key]
        case .clickAction:
            // Braze Actions are compared step by step: one changed step is one line.
            if case .actions(let steps) = object.clickAction, !steps.isEmpty {
                let actions = path.field("actions", rank: 0)
                for (index, step) in steps.enumerated() { add(actions.index(index), .plain(ActionListText.step(step))) }
                return entry.payloadKeys
            }
            return take(object.clickAction.map(Self.words), entry, at: path)
        case .dismiss:
            return take(PayloadMessage(object).dismiss.flatMap(Self.words), entry, at: path)
        case .animate:
            guard let animate = object.flag(key).value else { return [] }
            add(path, .flag(animate))
            return object[entry.with[0]] == object[key] ? entry.payloadKeys : [key]
        case .message:
            guard let message = object.object(key).value else { return [] }
            typeWord = PayloadMessage(message).typeWord
            list(message, table: PayloadLanguagePaths.message, at: path, payload: payload)
        case .buttons:
            guard let buttons = object.objects(key).value else { return [] }
            listObjects(buttons, table: PayloadLanguagePaths.button, at: path, payload: payload)
        case .darkButtons:
            guard let buttons = object.objects(key).value else { return [] }
            listObjects(buttons, table: PayloadLanguagePaths.buttonColours(under: ""), at: path, payload: payload)
        case .themes:
            guard let themes = object.object(key).value else { return [] }
            var left = themes.members
            if let dark = themes.object(.dark).value {
                list(
                    dark, table: PayloadLanguagePaths.darkTheme, at: path.field(PayloadKey.dark.rawValue, rank: 0),
                    payload: payload.name(PayloadKey.dark.rawValue))
                left[PayloadKey.dark.rawValue] = nil
            }
            for (key, value) in left { add(payload.name(key), .json(value)) }
        case .extras:
            guard let extras = object.object(key).value else { return [] }
            for (name, value) in extras.members {
                if case .string(let text) = value { add(path.name(name), .text(text)) } else { add(payload.name(name), .json(value)) }
            }
        case .texts:
            guard let items = object.list(key, of: { if case .string(let text) = $0 { text } else { nil } }).value else { return [] }
            for (index, item) in items.enumerated() {
                switch item {
                case .read(let text): add(path.index(index), .text(text))
                case .other(let json): add(payload.index(index), .json(json))
                case .absent: break
                }
            }
        case .integer, .text, .flag, .time, .seconds, .milliseconds, .colour, .word:
            // A value the language cannot hold (`priority: 1.5` in a payload file) stays under
            // its own path, as its JSON: one change of `priority`, not `priority` removed and
            // `payload.priority` added.
            guard let value = object[key] else { return [] }
            add(path, .json(value))
        case .variants:
            guard let variants = object.list(key, of: PayloadObject.init).value else { return [] }
            listVariants(variants, at: path, payload: payload)
            // Without `control_buckets` the control group is 0: a group taken away is a change.
            if object[.controlBuckets] == nil { add(Self.controlPath, .plain("0")) }
        case .controlBuckets:
            guard let control = PayloadTrigger(object).controlBuckets else { return [] }
            add(path, .plain(String(control.count)))
        case .conditions:
            return []
        }
        return [key]
    }

    /// Shows `value` (a reading of all of `entry`'s keys) and takes the keys; none when nil.
    private mutating func take(_ value: String?, _ entry: Entry, at path: LanguagePath) -> [PayloadKey] {
        guard let value else { return [] }
        add(path, .plain(value))
        return entry.payloadKeys
    }

    /// Each object of a list with `table`, below `path[i]`; an element that is not an object
    /// is shown under `payload`.
    private mutating func listObjects(_ items: [PayloadMember<PayloadObject>], table: [Entry], at path: LanguagePath, payload: LanguagePath) {
        for (index, item) in items.enumerated() {
            switch item {
            case .read(let object): list(object, table: table, at: path.index(index), payload: payload.index(index))
            case .other(let json): add(payload.index(index), .json(json))
            case .absent: break
            }
        }
    }

    /// `close`, `{ uri: "myapp://cart" }` (with `webview: true` when it opens in a web view),
    /// or `{ actions: [request_push_permission, { log_custom_event: accepted }] }`.
    static func words(_ action: ClickAction) -> String {
        switch action {
        case .close: "close"
        case .actions(let steps): "{ actions: \(ActionListText.flow(steps)) }"
        case .uri(let uri, let webview): "{ uri: \(ActionListText.quoted(uri))" + (webview ? ", webview: true }" : " }")
        }
    }

    /// `manual`, or `{ after: 5s }`; nil for a negative time.
    static func words(_ dismiss: Dismiss) -> String? {
        switch dismiss {
        case .manual: "manual"
        case .after(let duration): ScalarReading.duration(milliseconds: duration.milliseconds).map { "{ after: \($0) }" }
        }
    }
}
