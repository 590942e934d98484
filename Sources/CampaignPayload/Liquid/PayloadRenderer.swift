public import CampaignLiquid
public import CanonicalJSON

/// A compiled payload rendered for one user (SPEC §18): each standard trigger object's
/// message with its Liquid rendered; a templated one keeps its trigger and loses its message
/// (the device fetches it when triggered) unless `event` fires it, when it is rendered with
/// the event's properties; a campaign `abort_message` stops is left out. Any error of the run
/// gives no document at all.
public struct PayloadRenderer: Sendable {
    /// The event `render --event` renders templated messages at: its name or product and its
    /// properties.
    public struct Event: Sendable, Equatable {
        public enum Kind: Sendable, Equatable {
            case customEvent(String)
            case purchase(String)
        }

        public var kind: Kind
        public var properties: [String: LiquidValue]

        public init(_ kind: Kind, properties: [String: LiquidValue] = [:]) {
            self.kind = kind
            self.properties = properties
        }
    }

    /// A campaign left out for this user, and the reason `abort_message` gave.
    public struct Abort: Sendable, Equatable {
        public var campaign: String
        public var reason: String?

        public init(campaign: String, reason: String?) {
            self.campaign = campaign
            self.reason = reason
        }
    }

    /// What stopped rendering: the campaign, the field (`message`, `btns[0].uri`) and why.
    public struct Failure: Error, Sendable, Equatable {
        public var campaign: String
        public var field: String
        public var message: String

        public init(campaign: String, field: String, message: String) {
            self.campaign = campaign
            self.field = field
            self.message = message
        }
    }

    public struct Rendered: Sendable, Equatable {
        public var document: JSONValue
        public var aborted: [Abort]
    }

    public let profile: LiquidProfile
    public let environment: LiquidRenderEnvironment
    public let event: Event?
    /// The profile's `user_id`: it picks the variant of a campaign with variants (SPEC §17).
    public let userID: String?
    /// (v4) The texts of the user's locale (campaign → unit → text, SPEC §16.5); empty for the
    /// source text.
    public let translations: [String: [String: String]]

    public init(
        profile: LiquidProfile, environment: LiquidRenderEnvironment, event: Event? = nil, userID: String? = nil,
        translations: [String: [String: String]] = [:]
    ) {
        self.profile = profile
        self.environment = environment
        self.event = event
        self.userID = userID
        self.translations = translations
    }

    /// The rendered document of `document` (a payload document, as `compile` writes it),
    /// written as schema version 2; the first failure in trigger order stops it.
    public func render(_ document: JSONValue) throws(Failure) -> Rendered {
        guard var members = document.objectValue else { return Rendered(document: document, aborted: []) }
        var triggers: [JSONValue] = []
        var aborted: [Abort] = []
        for trigger in members[PayloadKey.triggers.rawValue]?.arrayValue ?? [] {
            switch try render(trigger: trigger) {
            case .kept(let value): triggers.append(value)
            case .changed(let members): triggers.append(Self.revised(members))
            case .aborted(let abort): aborted.append(abort)
            }
        }
        members[PayloadKey.triggers.rawValue] = .array(triggers)
        Self.finish(&members, aborted: aborted)
        return Rendered(document: .object(members), aborted: aborted)
    }

    /// The members of a rendered document besides its triggers: schema version 2, no
    /// `translations` table (the device receives its locale's texts in the messages), and no
    /// remote asset listed for a campaign that was aborted only.
    static func finish(_ members: inout [String: JSONValue], aborted: [Abort]) {
        members[PayloadKey.schemaVersion.rawValue] = .integer(Payload.schemaVersion)
        members[PayloadKey.translations.rawValue] = nil
        let gone = Set(aborted.map(\.campaign))
        if !gone.isEmpty, let remote = members["remote_assets"]?.arrayValue {
            members["remote_assets"] = .array(remote.compactMap { Self.removing(gone, from: $0) })
        }
    }

    enum TriggerOutcome {
        /// The object as it was given.
        case kept(JSONValue)
        /// The members of the object the user receives, without `revision`: to be revised.
        case changed([String: JSONValue])
        case aborted(Abort)
    }

    /// One trigger object rendered; a changed one still needs its revision written for its
    /// new bytes (`revised`).
    func render(trigger: JSONValue) throws(Failure) -> TriggerOutcome {
        guard var members = trigger.objectValue else { return .kept(trigger) }
        let id = members[PayloadKey.id.rawValue]?.textValue ?? ""
        if members[PayloadKey.variants.rawValue] != nil {
            switch try assigned(members, id: id) {
            case .control(let assigned): return .changed(Self.unrevised(assigned))
            case .variant(let assigned): members = assigned
            }
        }
        guard let data = members[PayloadKey.data.rawValue] else {
            return trigger.objectValue == members && members[PayloadKey.revision.rawValue] != nil ? .kept(trigger) : .changed(Self.unrevised(members))
        }
        var profile = profile
        if members[PayloadKey.type.rawValue]?.textValue == TemplatedMessage.triggerType {
            guard let event, Self.fires(event, members[PayloadKey.triggerCondition.rawValue]) else {
                members[PayloadKey.data.rawValue] = nil
                return .changed(Self.unrevised(members))
            }
            profile.eventProperties = event.properties
        }
        switch try renderMessage(id, data, for: profile) {
        case .aborted(let reason): return .aborted(Abort(campaign: id, reason: reason))
        case .rendered(let rendered):
            members[PayloadKey.data.rawValue] = rendered
            return .changed(Self.unrevised(members))
        }
    }

    /// How rendering one message ended.
    public enum MessageOutcome: Sendable, Equatable {
        case rendered(JSONValue)
        case aborted(reason: String?)
    }

    /// Whether campaign `id` has texts in the user's locale.
    public func isTranslated(_ id: String) -> Bool {
        !(translations[id] ?? [:]).isEmpty
    }

    /// The message object `data` of campaign `id` in the user's locale (each unit's
    /// translation, else its source text) with its Liquid rendered for `profile`.
    public func renderMessage(_ id: String, _ data: JSONValue, for profile: LiquidProfile) throws(Failure) -> MessageOutcome {
        var abort: String??
        let units = translations[id] ?? [:]
        var environment = environment
        if !units.isEmpty {
            let fallback = environment.translation
            environment.translation = { block in units[block] ?? fallback(block) }
        }
        let localised = MessageUnits.localised(data, units: units)
        let rendered = try MessageTexts.rewriting(localised) { (field: MessageTexts.Field) throws(Failure) -> String in
            guard abort == nil, LiquidDetection.containsLiquid(field.text) else { return field.text }
            switch LiquidTemplate(parsing: field.text).render(for: profile, in: environment) {
            case .rendered(let text, _):
                if field.isURI, !Self.isAbsoluteURI(text) {
                    throw Failure(campaign: id, field: field.path, message: "the rendered URI `\(text)` is not an absolute URI")
                }
                return text
            case .aborted(let reason):
                abort = .some(reason)
                return field.text
            case .failed(let error):
                throw Failure(campaign: id, field: field.path, message: error.message)
            }
        }
        if let abort { return .aborted(reason: abort) }
        return .rendered(rendered)
    }

    /// `members` without `revision`.
    static func unrevised(_ members: [String: JSONValue]) -> [String: JSONValue] {
        var members = members
        members[PayloadKey.revision.rawValue] = nil
        return members
    }

    /// The trigger object of `members` (without `revision`) with its revision computed for
    /// what it holds.
    static func revised(_ members: [String: JSONValue]) -> JSONValue {
        var members = members
        members[PayloadKey.revision.rawValue] = .string(PayloadRevision.of(.object(members)))
        return .object(members)
    }

    /// True when one of the trigger's conditions is the event's (its name, or its product, or
    /// any purchase); property filters are not evaluated here.
    static func fires(_ event: Event, _ conditions: JSONValue?) -> Bool {
        (conditions?.arrayValue ?? []).contains { condition in
            let type = condition["type"]?.textValue
            let data = condition[PayloadKey.data.rawValue]
            switch event.kind {
            case .customEvent(let name):
                return (type == "custom_event" || type == "custom_event_property") && data?[PayloadKey.eventName.rawValue]?.textValue == name
            case .purchase(let product):
                guard type == "purchase" || type == "purchase_property" else { return false }
                guard let wanted = data?[PayloadKey.productID.rawValue]?.textValue else { return true }
                return wanted == product
            }
        }
    }

    /// A scheme (`myapp:`, `https:`) followed by something.
    static func isAbsoluteURI(_ text: String) -> Bool {
        guard let colon = text.firstIndex(of: ":"), colon != text.startIndex, text.index(after: colon) != text.endIndex else { return false }
        let scheme = text[..<colon].unicodeScalars
        func isLetter(_ c: Unicode.Scalar) -> Bool { ("a"..."z").contains(c) || ("A"..."Z").contains(c) }
        guard let first = scheme.first, isLetter(first) else { return false }
        return scheme.allSatisfy { isLetter($0) || ("0"..."9").contains($0) || $0 == "+" || $0 == "-" || $0 == "." }
    }

    /// A `remote_assets` entry without the campaigns in `gone`; nil when none is left.
    static func removing(_ gone: Set<String>, from entry: JSONValue) -> JSONValue? {
        guard var members = entry.objectValue, let campaigns = members["campaigns"]?.arrayValue else { return entry }
        let left = campaigns.filter { !gone.contains($0.textValue ?? "") }
        guard !left.isEmpty else { return nil }
        members["campaigns"] = .array(left)
        return .object(members)
    }
}

extension JSONValue {
    /// The text of a string value; nil for any other value.
    var textValue: String? {
        if case .string(let text) = self { return text }
        return nil
    }
}
