import CampaignDiagnostics
import CampaignLiquid
import CampaignModel
import CampaignYAML

/// Where the source text of each translation unit of a campaign document is written: the
/// value of a field that is a unit, or the body of a block (the first of its id), so the
/// translation analysis can point at it (W904's note).
enum UnitPlaces {
    /// The places in the document's own `message`, by unit id.
    static func places(in root: YAMLNode, source: SourceFile) -> [String: SourceRange] {
        guard case .mapping(let mapping) = root, let message = MessageTextField.messages(in: mapping).first else { return [:] }
        var places: [String: SourceRange] = [:]
        for field in MessageTextField.fields(of: message) {
            let mayHoldBlocks = field.scalar.text.contains("translation") && LiquidDetection.containsLiquid(field.scalar.text)
            let text = mayHoldBlocks ? FieldText(field.scalar, in: source) : nil
            let blocks = text?.template.translationSpans ?? []
            guard let text, !blocks.isEmpty else {
                if field.kind == .visibleText, places[field.path] == nil { places[field.path] = field.scalar.range }
                continue
            }
            let located = text.mapped()
            for block in blocks where block.depth == 0 && places[block.id] == nil {
                places[block.id] = located.range(block.bodyRange)
            }
        }
        return places
    }

    /// The units of `campaign` with their places (the field's range where none was found).
    static func facts(of campaign: Campaign, places: [String: SourceRange]) -> [UnitFacts] {
        campaign.translationUnits.map { UnitFacts(id: $0.id, text: $0.text.value, range: places[$0.id] ?? $0.text.range) }
    }
}
