public import CampaignDiagnostics
import CampaignMessages
public import CampaignModel
public import CampaignYAML

/// The event of `render --event` (SPEC §18): one step in the scenario form (`custom_event:
/// NAME` or `purchase: PRODUCT`, with `properties:`) and the time it happens, `at:`.
public struct RenderEvent: Sendable, Equatable {
    /// `.customEvent` or `.purchase`.
    public var step: ScenarioStepKind
    /// `at`; nil: the run's `--now`.
    public var at: Timestamp?
}

extension CampaignCompiler {
    /// Decodes an event file: its first document. A document with both `custom_event` and
    /// `purchase`, or neither, is `E102` for `custom_event`.
    public static func loadEvent(_ file: YAMLFile) -> (RenderEvent?, [Diagnostic]) {
        let context = DecodingContext(source: file.source)
        let frontEnd = file.diagnostics.filter { $0.code != .W009 }
        guard let document = file.documents.first else { return (nil, frontEnd) }
        let mark = context.mark
        var reader = MappingReader(document.root, in: context)
        let scenario = ScenarioDecoder(context: context)
        let name: Located<String>?
        let purchase = reader.has("purchase") && !reader.has("custom_event")
        if purchase {
            name = reader.read("purchase", context.nonEmptyString)
        } else {
            name = reader.readRequired("custom_event", context.nonEmptyString)
        }
        let properties = reader.take("properties").map(scenario.decodeProperties) ?? []
        let at = reader.read("at", context.time)
        reader.finish()
        let index = DocumentIndex(file: file, ids: [])
        let diagnostics = (frontEnd + context.diagnostics).map(index.annotate)
        guard let name, !context.blockingErrorSince(mark) else { return (nil, diagnostics) }
        let step: ScenarioStepKind = purchase ? .purchase(name, properties: properties) : .customEvent(name, properties: properties)
        return (RenderEvent(step: step, at: at?.value), diagnostics)
    }
}
