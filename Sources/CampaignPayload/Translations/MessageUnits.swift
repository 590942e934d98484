import CampaignLiquid
import CampaignModel
public import CanonicalJSON

/// The translation units of an in-app message object (SPEC §16.2) as the payload holds them:
/// each text field of `MessageTexts` whose text has `{% translation id %}` blocks gives one
/// unit per block; a field without blocks is itself a unit when it is a visible text
/// (`header`, `message` of a non-HTML message, `btns[N].text` as `buttons.N.text`,
/// `image_alt`); URIs, extras and HTML bodies are units only through their blocks.
public enum MessageUnits {
    /// The unit id of the field at `path` of `data` when it has no blocks; nil for the
    /// fields that are units only through their blocks.
    static func fieldUnit(_ path: String, in data: JSONValue) -> String? {
        switch path {
        case PayloadKey.header.rawValue, PayloadKey.imageAlt.rawValue:
            return path
        case PayloadKey.message.rawValue:
            return isHTML(data) ? nil : path
        default:
            let prefix = PayloadKey.buttons.rawValue + "["
            let suffix = "]." + PayloadKey.text.rawValue
            guard path.hasPrefix(prefix), path.hasSuffix(suffix) else { return nil }
            let index = path.dropFirst(prefix.count).dropLast(suffix.count)
            guard !index.isEmpty, index.allSatisfy(\.isASCII), Int(index) != nil else { return nil }
            return "buttons.\(index).text"
        }
    }

    /// The ids of the outermost `translation` blocks of `text`, in text order: the units
    /// `TranslationUnit` finds in a campaign's field.
    static func blocks(in text: String) -> [String] {
        guard LiquidDetection.containsLiquid(text) else { return [] }
        return LiquidTemplate(parsing: text).translationSpans.filter { $0.depth == 0 }.map(\.id)
    }

    /// The unit ids of `data`, in the order of `MessageTexts.fields(of:)`, each once.
    public static func ids(of data: JSONValue) -> [String] {
        var ids: [String] = []
        var seen = Set<String>()
        for field in MessageTexts.fields(of: data) {
            let blocks = blocks(in: field.text)
            let found = blocks.isEmpty ? fieldUnit(field.path, in: data).map { [$0] } ?? [] : blocks
            for id in found where seen.insert(id).inserted { ids.append(id) }
        }
        return ids
    }

    /// `data` with each field that is a unit itself replaced by its translation in `units`
    /// (unit id → text); fields with blocks keep their text, the renderer swaps the blocks.
    public static func localised(_ data: JSONValue, units: [String: String]) -> JSONValue {
        guard !units.isEmpty else { return data }
        return MessageTexts.rewriting(data) { (field: MessageTexts.Field) -> String in
            guard blocks(in: field.text).isEmpty, let id = fieldUnit(field.path, in: data), let text = units[id] else { return field.text }
            return text
        }
    }

    static func isHTML(_ data: JSONValue) -> Bool {
        guard case .string(let type)? = data[PayloadKey.type.rawValue] else { return false }
        return type == MessageType.html.wireName || type == InAppMessageMapping.htmlFullType
    }
}
