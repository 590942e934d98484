import CampaignModel
import CampaignPayload
import CampaignWorkspace
import CanonicalJSON

/// Reads a trigger object back into the language (SPEC §5.1), driven by the inverse table of
/// the payload mapping (`PayloadLanguagePaths`): each key a table names is read under its
/// path; a key no table names, or a value its reading does not accept, is kept under
/// `payload.<key path>` as JSON. So two trigger objects that differ in anything but `revision`
/// give views that differ.
struct TriggerObjectReading {
    typealias Entry = PayloadLanguagePaths.Entry
    typealias Members = [String: JSONValue]

    private(set) var entries: [CampaignView.Entry] = []
    /// The message type's word, for the summary of an added campaign.
    private(set) var typeWord: String?
    /// Each trigger on one line (`custom_event hi`), for the same summary.
    var triggerWords: [String] = []
    /// The trigger object's own members (what `copyOfTrigger` compares with).
    private var trigger: Members = [:]

    var sortedEntries: [CampaignView.Entry] {
        entries.sorted { LanguagePath.precedes($0.path, $1.path) }
    }

    mutating func read(_ object: JSONValue) {
        guard let members = object.objectValue else {
            add(LanguagePath.payload, .json(object))
            return
        }
        trigger = members
        read(members, table: PayloadLanguagePaths.triggerObject, at: LanguagePath(), payload: LanguagePath.payload)
    }

    mutating func add(_ path: LanguagePath, _ value: LanguageValue) {
        entries.append(CampaignView.Entry(path: path, value: value))
    }

    /// Reads the members of one object with `table`; what is left goes below `payload`.
    mutating func read(_ members: Members, table: [Entry], at base: LanguagePath, payload: LanguagePath) {
        var left = members
        for (rank, entry) in table.enumerated() where members[entry.key] != nil {
            for key in read(entry, rank: rank, in: members, at: base, payload: payload.name(entry.key)) {
                left[key] = nil
            }
        }
        for (key, value) in left {
            add(payload.name(key), .json(value))
        }
    }

    /// Reads one entry of `members`; returns the keys it took (none when its value does not
    /// read back).
    private mutating func read(_ entry: Entry, rank: Int, in members: Members, at base: LanguagePath, payload: LanguagePath) -> [String] {
        let value = members[entry.key] ?? .null
        let path = base.field(entry.path, rank: rank)
        switch ScalarReading.read(entry.reading, value) {
        case .shown(let shown)?:
            add(path, shown)
            return [entry.key]
        case .notSet?:
            return [entry.key]
        case nil:
            break
        }
        switch entry.reading {
        case .campaignID, .derived:
            return [entry.key]
        case .constant(let text):
            return value == .string(text) ? [entry.key] : []
        case .copyOfTrigger(let key):
            return value == trigger[key] ? [entry.key] : []
        case .body:
            guard case .string(let text) = value else { return [] }
            let isHTML = [MessageType.html.wireName, InAppMessageMapping.htmlFullType].contains(members["type"].flatMap(Self.text))
            add(isHTML ? base.field(MessageType.html.rawValue, rank: rank) : path, .text(text))
            return [entry.key]
        case .clickAction:
            return take(ClickActionReading.value(of: members), entry, at: path)
        case .dismiss:
            return take(Self.dismiss(members), entry, at: path)
        case .animate:
            guard case .bool(let animate) = value else { return [] }
            add(path, .flag(animate))
            return members[entry.with[0]] == value ? entry.keys : [entry.key]
        default:
            return readNested(entry.reading, value, at: path, payload: payload) ? [entry.key] : []
        }
    }

    /// Shows `value` (a reading of all of `entry`'s keys) and takes the keys; none when nil.
    private mutating func take(_ value: String?, _ entry: Entry, at path: LanguagePath) -> [String] {
        guard let value else { return [] }
        add(path, .plain(value))
        return entry.keys
    }

    /// The lists and objects inside a trigger object; false when `value` has the wrong shape.
    private mutating func readNested(
        _ reading: PayloadLanguagePaths.Reading, _ value: JSONValue, at path: LanguagePath, payload: LanguagePath
    ) -> Bool {
        switch (reading, value) {
        case (.conditions, .array(let conditions)):
            for (index, condition) in conditions.enumerated() {
                ConditionReading.read(condition, into: &self, at: path.index(index), payload: payload.index(index))
            }
        case (.message, .object(let members)):
            typeWord = members["type"].flatMap(Self.text).flatMap { PayloadLanguagePaths.messageTypeWords[$0] }
            read(members, table: PayloadLanguagePaths.message, at: path, payload: payload)
        case (.buttons, .array(let buttons)):
            readObjects(buttons, table: PayloadLanguagePaths.button, at: path, payload: payload)
        case (.darkButtons, .array(let buttons)):
            readObjects(buttons, table: PayloadLanguagePaths.buttonColours(under: ""), at: path, payload: payload)
        case (.themes, .object(let members)):
            var left = members
            if case .object(let dark)? = members["dark"] {
                read(dark, table: PayloadLanguagePaths.darkTheme, at: path.field("dark", rank: 0), payload: payload.name("dark"))
                left["dark"] = nil
            }
            for (key, value) in left { add(payload.name(key), .json(value)) }
        case (.extras, .object(let members)):
            for (key, value) in members {
                if case .string(let text) = value { add(path.name(key), .text(text)) } else { add(payload.name(key), .json(value)) }
            }
        case (.texts, .array(let items)):
            for (index, item) in items.enumerated() {
                if case .string(let text) = item { add(path.index(index), .text(text)) } else { add(payload.index(index), .json(item)) }
            }
        default:
            return false
        }
        return true
    }

    /// Each object of a list with `table`, below `path[i]`; an element that is not an object
    /// is shown under `payload`.
    private mutating func readObjects(_ items: [JSONValue], table: [Entry], at path: LanguagePath, payload: LanguagePath) {
        for (index, item) in items.enumerated() {
            if case .object(let members) = item {
                read(members, table: table, at: path.index(index), payload: payload.index(index))
            } else {
                add(payload.index(index), .json(item))
            }
        }
    }

    /// `manual` for `SWIPE`, `{ after: 5s }` for `AUTO_DISMISS` with `duration`.
    static func dismiss(_ members: Members) -> String? {
        switch (members["message_close"], members["duration"]) {
        case (.string(InAppMessageMapping.swipe)?, nil):
            return "manual"
        case (.string(InAppMessageMapping.autoDismiss)?, .integer(let milliseconds)?):
            return ScalarReading.duration(milliseconds: milliseconds).map { "{ after: \($0) }" }
        default:
            return nil
        }
    }

    static func text(_ value: JSONValue) -> String? {
        if case .string(let text) = value { return text }
        return nil
    }
}
