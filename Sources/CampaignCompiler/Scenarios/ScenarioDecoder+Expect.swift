import CampaignDiagnostics
import CampaignMessages
import CampaignModel
import CampaignYAML

extension ScenarioDecoder {
    /// `expect: {displayed, visible, stack, dropped, no_match, text, variant, control}` (SPEC §9.3, §16.5, §17).
    func decodeExpectation(_ node: YAMLNode) -> Expectation? {
        let ctx = context
        let mark = ctx.mark
        var reader = MappingReader(node, field: "expect", in: ctx)
        var expectation = Expectation()
        if let entry = reader.takeEntry("displayed"), let ids = idsOrNone(entry.value, "displayed", allowList: true) {
            expectation.displayed = KeyedExpectation(ids, keyRange: entry.key.range)
        }
        if let entry = reader.takeEntry("visible"), let ids = idsOrNone(entry.value, "visible", allowList: false) {
            expectation.visible = KeyedExpectation(ids.first, keyRange: entry.key.range)
        }
        if let entry = reader.takeEntry("stack"), let list = ctx.list(entry.value, "stack") {
            expectation.stack = KeyedExpectation(list.value.compactMap { ctx.id($0, "stack") }, keyRange: entry.key.range)
        }
        if let entry = reader.takeEntry("dropped"), let drops = decodeDropped(entry.value) {
            expectation.dropped = KeyedExpectation(drops, keyRange: entry.key.range)
        }
        if let entry = reader.takeEntry("no_match"), let flag = ctx.boolean(entry.value, "no_match") {
            expectation.noMatch = KeyedExpectation(flag.value, keyRange: entry.key.range)
        }
        if let entry = reader.takeEntry("text"), let text = decodeTextExpectation(entry.value) {
            expectation.text = KeyedExpectation(text, keyRange: entry.key.range)
        }
        if let entry = reader.takeEntry("variant"), let name = ctx.id(entry.value, "variant") {
            expectation.variant = KeyedExpectation(name, keyRange: entry.key.range)
        }
        if let entry = reader.takeEntry("control"), let name = ctx.id(entry.value, "control") {
            expectation.control = KeyedExpectation(name, keyRange: entry.key.range)
        }
        reader.finish(listing: ValueMessages.takesKeys("expect", Self.expectKeys))
        guard reader.isValid && !ctx.blockingErrorSince(mark) else {
            salvaged.names += expectation.campaignReferences
            return nil
        }
        return expectation
    }

    /// The keys of an `expect` (SPEC §9.3), listed by E101's help.
    static let expectKeys = ["displayed", "visible", "stack", "dropped", "no_match", "text", "variant", "control"]

    /// An id, `none` (empty), or (with `allowList`) a list of ids.
    private func idsOrNone(_ node: YAMLNode, _ field: String, allowList: Bool) -> [Located<String>]? {
        let ctx = context
        if case .sequence = node, allowList {
            return ctx.list(node, field).map { $0.value.compactMap { ctx.id($0, field) } }
        }
        if case .scalar(let s) = node, s.style == .plain, s.text == "none" { return [] }
        return ctx.id(node, field).map { [$0] }
    }

    /// `dropped`: `none`, an id, `{campaign, reason}`, or a list of those.
    private func decodeDropped(_ node: YAMLNode) -> [DroppedExpectation]? {
        let ctx = context
        switch node {
        case .scalar(let s) where s.style == .plain && s.text == "none":
            return []
        case .sequence:
            return ctx.list(node, "dropped").map { $0.value.compactMap(decodeDrop) }
        default:
            return decodeDrop(node).map { [$0] }
        }
    }

    private func decodeDrop(_ node: YAMLNode) -> DroppedExpectation? {
        let ctx = context
        guard case .mapping = node else {
            return ctx.id(node, "dropped").map { DroppedExpectation(campaign: $0, range: node.range) }
        }
        var reader = MappingReader(node, field: "dropped", in: ctx)
        let campaign = reader.readRequired("campaign", ctx.id)
        let reason = reader.read("reason") { ctx.word($0, $1, as: DropReason.self) }
        reader.finish()
        return campaign.map { DroppedExpectation(campaign: $0, reason: reason, range: node.range) }
    }
}
