public import CanonicalJSON

/// The URI that carries a click's steps to the SDKs (SPEC §2.5.1; wire format §1.6):
/// `brazeActions://v1/` followed by the actions text — the actions object as canonical JSON
/// (§7), as UTF-16LE code units without a BOM, as URL-safe base64 without padding.
/// One step travels bare; two or more in `{"steps":[…],"type":"container"}`.
public enum BrazeActionsURI {
    /// What every compiled URI starts with.
    public static let prefix = "brazeActions://v1/"
    /// The scheme, compared without regard to case when reading.
    public static let scheme = "brazeActions"
    /// The wire type of a list of steps.
    public static let containerType = "container"
    /// The most steps one click may hold.
    public static let maxSteps = 10

    /// The URI of `steps`, in the order given.
    public static func uri(_ steps: [ActionStep]) -> String {
        prefix + URLSafeBase64.encode(utf16LittleEndian(actionsText(steps)))
    }

    /// The actions object: the step itself for one step, else a container of them all.
    public static func actionsObject(_ steps: [ActionStep]) -> JSONValue {
        if steps.count == 1 { return steps[0].wireObject }
        return ["type": .string(containerType), "steps": .array(steps.map(\.wireObject))]
    }

    /// The actions object as canonical JSON text (sorted keys, no whitespace, RFC 8785 numbers).
    public static func actionsText(_ steps: [ActionStep]) -> String {
        String(decoding: JSONWriter.compact(actionsObject(steps)), as: UTF8.self)
    }

    /// The UTF-16 code units of `text`, low byte first, without a byte-order mark.
    public static func utf16LittleEndian(_ text: String) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf16.count * 2)
        for unit in text.utf16 {
            bytes.append(UInt8(truncatingIfNeeded: unit))
            bytes.append(UInt8(truncatingIfNeeded: unit >> 8))
        }
        return bytes
    }

    /// True when `uri`'s scheme is `brazeActions`, in any case (what W216 looks for).
    public static func hasScheme(_ uri: String) -> Bool {
        let head = uri.utf8.prefix(scheme.utf8.count + 1)
        return head.count == scheme.utf8.count + 1 && String(decoding: head, as: UTF8.self).lowercased() == scheme.lowercased() + ":"
    }

    /// The steps `uri` carries, or nil when it does not decode into steps of SPEC §2.5.1: a
    /// `brazeActions` scheme (any case), then exactly `//v1/` and one path segment of
    /// URL-safe base64 (`URLSafeBase64.decode`) whose bytes are UTF-16LE text (surrogates
    /// paired, no byte-order mark) holding one JSON value: one step (`ActionStep(wireObject:)`)
    /// or a container of 1 to 10 steps with the keys `steps` and `type` only, never nested.
    public static func steps(_ uri: String) -> [ActionStep]? {
        guard hasScheme(uri) else { return nil }
        let rest = uri.utf8.dropFirst(scheme.utf8.count + 1)
        let authority = "//v1/".utf8
        guard rest.starts(with: authority) else { return nil }
        let encoded = String(decoding: rest.dropFirst(authority.count), as: UTF8.self)
        guard !encoded.isEmpty, let bytes = URLSafeBase64.decode(encoded), let text = utf16Text(bytes) else { return nil }
        guard let value = try? JSONReader().parse(Array(text.utf8)) else { return nil }
        return steps(actionsObject: value)
    }

    /// The steps of an actions object (see `steps(_:)`).
    public static func steps(actionsObject value: JSONValue) -> [ActionStep]? {
        guard let members = value.objectValue, members["type"] == .string(containerType) else {
            return ActionStep(wireObject: value).map { [$0] }
        }
        guard members.count == 2, let items = members["steps"]?.arrayValue, (1...maxSteps).contains(items.count) else { return nil }
        var steps: [ActionStep] = []
        for item in items {
            guard let step = ActionStep(wireObject: item) else { return nil }
            steps.append(step)
        }
        return steps
    }

    /// The text of UTF-16LE bytes, or nil for an odd count, an unpaired surrogate or a
    /// leading byte-order mark.
    static func utf16Text(_ bytes: [UInt8]) -> String? {
        guard bytes.count % 2 == 0 else { return nil }
        var units: [UInt16] = []
        units.reserveCapacity(bytes.count / 2)
        var index = 0
        while index < bytes.count {
            units.append(UInt16(bytes[index]) | UInt16(bytes[index + 1]) << 8)
            index += 2
        }
        guard units.first != 0xFEFF else { return nil }
        var text = ""
        var iterator = units.makeIterator()
        var decoder = UTF16()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): text.unicodeScalars.append(scalar)
            case .emptyInput: return text
            case .error: return nil
            }
        }
    }
}
