import CampaignDiagnostics
import CampaignMessages
import CampaignModel
import CampaignYAML

/// Decodes `extras:` (SPEC §2.5): non-empty string keys to scalar values, each kept as the
/// exact text written. A mapping, list or null value is E501; an empty key is E107.
struct ExtrasDecoder {
    let context: DecodingContext

    /// The extras, keeping every entry that decoded; nil when `extras` is not a mapping.
    func decode(_ entry: YAMLEntry) -> Extras? {
        var reader = MappingReader(entry.value, field: "extras", in: context)
        guard reader.isValid else { return nil }
        var entries: [ExtrasEntry] = []
        for item in reader.takeAll() {
            let key = item.key
            guard !key.text.isEmpty, !key.isNull else {
                context.report(ValueMessages.emptyExtrasKey, at: key.range)
                continue
            }
            guard let value = value(item) else { continue }
            entries.append(ExtrasEntry(key: Located(key.text, at: key.range), value: value))
        }
        reader.finish()
        return Extras(entries: entries, keyRange: entry.key.range)
    }

    private func value(_ item: YAMLEntry) -> Located<String>? {
        let name = item.key.text
        switch item.value {
        case .invalid:
            return nil
        case .scalar(let s) where s.isNull:
            context.report(ContentMessages.extrasValue(name, found: "nothing", empty: true), at: s.range)
            return nil
        case .scalar(let s):
            return Located(s.text, at: s.range)
        case .mapping, .sequence:
            context.report(ContentMessages.extrasValue(name, found: item.value.found, empty: false), at: item.value.range)
            return nil
        }
    }
}
