import CampaignDiagnostics
import CampaignMessages
import CampaignModel
public import CampaignYAML

/// Decodes one scenario document (SPEC §9.1) with the campaign readers and codes: unknown
/// keys E101, unknown steps E104 with did-you-mean, W604 without `expect`, E105 for a
/// `history` entry after `start`.
public struct ScenarioDecoder {
    let context: DecodingContext
    /// The campaign names of `expect` steps that had errors of their own (SPEC v3 §9.4: a
    /// scenario with one error is still checked for all the others, so an unknown step or a
    /// broken `expect` does not hide an E601).
    let salvaged = SalvagedNames()

    /// The decoded scenario (nil when the document has an error of its own), its id, and what
    /// the cross-file analyses check in it (E601, E605) — from the parts that decoded, even
    /// when the scenario as a whole did not.
    struct Result {
        var id: Located<String>?
        var scenario: Scenario?
        var campaignReferences: [Located<String>] = []
        var untimedProperties: [UntimedProperty] = []
        /// The platform its own `simulator:` names, when it decoded.
        var platform: SimulatorPlatform?
    }

    /// Names collected while decoding the steps.
    final class SalvagedNames {
        var names: [Located<String>] = []
    }

    /// True when a document is a scenario: its root has the key `scenario` and not `campaign`,
    /// both as written in that mapping (not brought in by `<<`).
    public static func isScenario(_ root: YAMLMapping) -> Bool {
        writtenKey("scenario", in: root) != nil && writtenKey("campaign", in: root) == nil
    }

    /// The entry of `key` when it is written in `root` itself (a merged entry's key lies
    /// inside another node of the document, or the anchor's node).
    static func writtenKey(_ key: String, in root: YAMLMapping) -> YAMLEntry? {
        guard let entry = root.entry(key) else { return nil }
        let inside = root.entries.contains { other in
            other.value.range.start <= entry.key.range.start && entry.key.range.end <= other.value.range.end && other.key != entry.key
        }
        let withinRoot = root.range.start <= entry.key.range.start && entry.key.range.end <= root.range.end
        return inside || !withinRoot ? nil : entry
    }

    func decode(_ document: YAMLDocument) -> Result {
        let ctx = context
        let mark = ctx.mark
        var reader = MappingReader(document.root, in: ctx)
        let idEntry = reader.requireEntry("scenario")
        let id = idEntry.flatMap { ctx.id($0.value, "scenario") }
        let description = reader.read("description", ctx.nonEmptyString)
        let start = reader.readRequired("start", ctx.time)
        let campaigns = reader.read("campaigns", ctx.list).map { list in list.value.compactMap { ctx.id($0, "campaigns") } }
        let device = reader.take("device").map(decodeDevice) ?? ScenarioDevice()
        let display = reader.read("display") { ctx.word($0, $1, as: DisplayChoice.self) }
        let history = reader.read("history", ctx.list).map { $0.value.compactMap { decodeHistory($0, start: start) } } ?? []
        let simulator = reader.take("simulator").map { SimulatorOptionsDecoder(context: ctx).decode($0) } ?? SimulatorOptions()
        let user = reader.take("user").map(decodeUser)
        let stepsNode = reader.require("steps")
        let steps = stepsNode.flatMap { ctx.list($0, "steps") }.map { list in list.value.compactMap(decodeStep) }
        reader.finish()
        LiquidOutsideTexts.check(.mapping(document.root), in: ctx, as: .scenario, skip: LiquidOutsideTexts.scenarioSkips)

        if let id, let steps, stepsNode != nil, !steps.contains(where: { if case .expect = $0.kind { true } else { false } }),
            !ctx.blockingErrorSince(mark)
        {
            ctx.report(ScenarioMessages.noExpect(id.value), at: id.range)
        }
        let decodedSteps = steps ?? []
        let references = Scenario.campaignReferences(campaigns: campaigns, history: history, steps: decodedSteps) + salvaged.names
        let checked = Result(
            id: id, scenario: nil, campaignReferences: references.sorted { $0.range.start < $1.range.start },
            untimedProperties: UntimedProperty.all(in: decodedSteps), platform: simulator.platform)
        guard !ctx.blockingErrorSince(mark), let id, let start, let steps else { return checked }
        var scenario = Scenario(
            id: id, description: description?.value, start: start, campaigns: campaigns, device: device,
            display: display?.value ?? .now, history: history, simulator: simulator, steps: steps, documentIndex: document.index
        )
        scenario.user = user ?? nil
        return Result(
            id: id, scenario: scenario, campaignReferences: scenario.campaignReferences, untimedProperties: checked.untimedProperties,
            platform: simulator.platform)
    }

    private func decodeDevice(_ node: YAMLNode) -> ScenarioDevice {
        let ctx = context
        var reader = MappingReader(node, field: "device", in: ctx)
        var device = ScenarioDevice()
        if let form = reader.read("form_factor", { ctx.word($0, $1, as: FormFactor.self) }) { device.formFactor = form.value }
        if let orientation = reader.read("orientation", { ctx.word($0, $1, as: DeviceOrientation.self) }) { device.orientation = orientation.value }
        if let assets = reader.read("failing_assets", ctx.list) {
            device.failingAssets = assets.value.compactMap { ctx.nonEmptyString($0, "failing_assets")?.value }
        }
        if let online = reader.read("online", ctx.boolean) { device.online = online.value }
        if let locale = reader.read("locale", ctx.localeTag) { device.locale = locale }
        reader.finish()
        return device
    }

    private func decodeHistory(_ node: YAMLNode, start: Located<Timestamp>?) -> HistoryEntry? {
        let ctx = context
        var reader = MappingReader(node, field: "history", in: ctx)
        let campaign = reader.readRequired("campaign", ctx.id)
        let at = reader.readRequired("displayed_at", ctx.time)
        reader.finish()
        guard let campaign, let at else { return nil }
        if let start, at.value > start.value {
            ctx.report(
                ScenarioMessages.displayedAfterStart, at: at.range, notes: [ctx.note(ScenarioMessages.scenarioStartsHere, at: start.range)]
            )
            return nil
        }
        return HistoryEntry(campaign: campaign, displayedAt: at)
    }
}
