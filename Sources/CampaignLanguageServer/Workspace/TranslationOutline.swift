import CampaignDiagnostics
import CampaignYAML

/// Where things are written in a translation file (SPEC §16.3), read from its node tree as
/// the check saw it: its `locale:` value, and under `campaigns:` each campaign's key with its
/// units' keys and values — what hover, definition and symbols answer on in such a file.
struct TranslationOutline: Hashable, Sendable {
    struct Unit: Hashable, Sendable {
        /// The unit id, at its key.
        var key: NamedRange
        /// The value (any node), in bytes.
        var value: Range<Int>

        /// The key and its value.
        var span: Range<Int> { key.range.lowerBound..<max(key.range.upperBound, value.upperBound) }
    }

    struct Campaign: Hashable, Sendable {
        /// The campaign id, at its key.
        var key: NamedRange
        /// The key and its value, in bytes.
        var span: Range<Int>
        /// In file order.
        var units: [Unit]
    }

    /// The `locale:` value, when it is a scalar.
    var locale: NamedRange?
    /// In file order.
    var campaigns: [Campaign] = []

    /// The outline of the file's first document (a translation file has one).
    init(_ yaml: YAMLFile) {
        guard let root = yaml.documents.first?.root else { return }
        if case .scalar(let locale)? = root.entry("locale")?.value, !locale.isNull { self.locale = NamedRange(locale) }
        guard case .mapping(let campaigns)? = root.entry("campaigns")?.value else { return }
        for entry in campaigns.entries {
            var units: [Unit] = []
            if case .mapping(let mapping) = entry.value {
                for unit in mapping.entries {
                    units.append(Unit(key: NamedRange(unit.key), value: Self.bytes(unit.value.range)))
                }
            }
            let key = NamedRange(entry.key)
            let end = max(key.range.upperBound, entry.value.range.end.offset)
            self.campaigns.append(Campaign(key: key, span: key.range.lowerBound..<end, units: units))
        }
    }

    private static func bytes(_ range: SourceRange) -> Range<Int> {
        range.start.offset..<max(range.start.offset, range.end.offset)
    }

    /// What the cursor at `offset` is on: a campaign's key, or a unit's key or value (the
    /// boundaries included: a cursor just after a word is on it).
    enum Place: Hashable, Sendable {
        case campaign(Campaign)
        case unit(Unit, of: Campaign)
    }

    func place(at offset: Int) -> Place? {
        for campaign in campaigns where campaign.span.lowerBound <= offset && offset <= campaign.span.upperBound {
            if campaign.key.holds(offset) { return .campaign(campaign) }
            for unit in campaign.units where unit.key.holds(offset) || (unit.value.lowerBound <= offset && offset <= unit.value.upperBound) {
                return .unit(unit, of: campaign)
            }
            return nil
        }
        return nil
    }
}
