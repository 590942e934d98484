import CampaignDiagnostics
import CampaignMessages
import CampaignModel
import CampaignYAML

extension MessageDecoder {
    /// `manual` or `{ after: 1s..5m }` (SPEC §2.5).
    static func dismiss(_ node: YAMLNode, _ field: String, in context: DecodingContext) -> Dismiss? {
        let expected = "`manual` or a mapping with `after`"
        if case .mapping = node {
            var reader = MappingReader(node, field: field, in: context)
            let after = reader.readRequired("after") { context.duration($0, $1, in: Dismiss.afterRange) }
            reader.finish()
            return after.map { .after($0.value) }
        }
        guard let s = context.scalar(node, field, expected: expected) else { return nil }
        if s.text == "manual" { return .manual }
        let isDuration = if case .value = ScalarSyntax.duration(s.text) { true } else { false }
        let help = isDuration ? ValueMessages.durationDismissHelp(s.text) : DidYouMean.help(for: s.text, among: ["manual"])
        let fixIts = !isDuration && s.style == .plain ? DidYouMean.wordFixIt(for: s.text, among: ["manual"], at: s.range) : []
        context.report(ValueMessages.notAllowedWord(expected, found: s.found), at: s.range, help: help, fixIts: fixIts)
        return nil
    }
}
