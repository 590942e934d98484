public import CanonicalJSON

/// The members of an in-app message object (`data`) that may hold Liquid (SPEC §15.1): the
/// body, `header`, `image_alt`, the message's and each button's `uri`, each button's `text` and
/// every `extras` value. One list, so that what makes a message templated (§15.5) and what
/// `render` rewrites (§18) are the same fields.
public enum MessageTexts {
    /// A field that may hold Liquid, by where it sits in `data`.
    public struct Field: Hashable, Sendable {
        /// Where the field sits: a member of the message, of its button `index`, or of `extras`.
        enum Place: Hashable, Sendable {
            case message(PayloadKey)
            case button(Int, PayloadKey)
            case extra(String)
        }

        let place: Place
        public let text: String

        /// The field as the payload names it (`message`, `btns[1].text`, `extras.coupon`):
        /// made when asked for, since most texts are rewritten without it.
        public var path: String {
            switch place {
            case .message(let key): key.rawValue
            case .button(let index, let key): "\(PayloadKey.buttons.rawValue)[\(index)].\(key.rawValue)"
            case .extra(let key): "\(PayloadKey.extras.rawValue).\(key)"
            }
        }

        /// True when the field is a `uri` (the message's or a button's).
        public var isURI: Bool {
            switch place {
            case .message(let key), .button(_, let key): key == .uri
            case .extra: false
            }
        }
    }

    static let messageKeys: [PayloadKey] = [.message, .header, .imageAlt, .uri]
    static let buttonKeys: [PayloadKey] = [.text, .uri]

    /// Every Liquid-capable text of `data`, in a fixed order: the message's keys, then each
    /// button's, then `extras` by key (byte-wise).
    public static func fields(of data: JSONValue) -> [Field] {
        var fields: [Field] = []
        _ = rewriting(data) { (field: Field) -> String in
            fields.append(field)
            return field.text
        }
        return fields
    }

    /// True when `predicate` holds for one of the texts of `fields(of:)`. Neither the fields'
    /// paths nor a rewritten copy of `data` are made, and the texts are not visited in order.
    public static func containsText(of data: JSONValue, where predicate: (String) -> Bool) -> Bool {
        var found = false
        visitTexts(of: data) { text in
            found = predicate(text)
            return !found
        }
        return found
    }

    /// The texts of `fields(of:)`, in no particular order, without their paths.
    public static func texts(of data: JSONValue) -> [String] {
        var texts: [String] = []
        visitTexts(of: data) { text in
            texts.append(text)
            return true
        }
        return texts
    }

    /// Calls `visit` with each text of `fields(of:)` until it returns false.
    private static func visitTexts(of data: JSONValue, _ visit: (String) -> Bool) {
        guard let members = data.objectValue else { return }
        for key in messageKeys {
            if case .string(let text) = members[key.rawValue], !visit(text) { return }
        }
        for button in members[PayloadKey.buttons.rawValue]?.arrayValue ?? [] {
            guard let object = button.objectValue else { continue }
            for key in buttonKeys {
                if case .string(let text) = object[key.rawValue], !visit(text) { return }
            }
        }
        for value in members[PayloadKey.extras.rawValue]?.objectValue?.values ?? [:].values {
            if case .string(let text) = value, !visit(text) { return }
        }
    }

    /// `data` with each Liquid-capable text replaced by `transform(field)`, in the order of
    /// `fields(of:)`; the first error thrown stops the rewrite.
    public static func rewriting<Failure: Error>(_ data: JSONValue, _ transform: (Field) throws(Failure) -> String) throws(Failure) -> JSONValue {
        guard var members = data.objectValue else { return data }
        for key in messageKeys {
            if case .string(let text) = members[key.rawValue] {
                members[key.rawValue] = .string(try transform(Field(place: .message(key), text: text)))
            }
        }
        if let buttons = members[PayloadKey.buttons.rawValue]?.arrayValue {
            var rewritten: [JSONValue] = []
            for (index, button) in buttons.enumerated() {
                guard var object = button.objectValue else {
                    rewritten.append(button)
                    continue
                }
                for key in buttonKeys {
                    if case .string(let text) = object[key.rawValue] {
                        object[key.rawValue] = .string(try transform(Field(place: .button(index, key), text: text)))
                    }
                }
                rewritten.append(.object(object))
            }
            members[PayloadKey.buttons.rawValue] = .array(rewritten)
        }
        if var extras = members[PayloadKey.extras.rawValue]?.objectValue {
            for key in extras.keys.sorted(by: UTF8Order.precedes) {
                if case .string(let text) = extras[key] {
                    extras[key] = .string(try transform(Field(place: .extra(key), text: text)))
                }
            }
            members[PayloadKey.extras.rawValue] = .object(extras)
        }
        return .object(members)
    }
}
