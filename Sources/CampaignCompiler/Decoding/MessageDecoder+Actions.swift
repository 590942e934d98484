import CampaignDiagnostics
import CampaignMessages
import CampaignModel
import CampaignYAML

extension MessageDecoder {
    /// `close` or `{ uri, webview }` (SPEC §2.5); used by messages and buttons.
    static func clickAction(_ node: YAMLNode, _ field: String, in context: DecodingContext) -> ClickAction? {
        let expected = "`close` or a mapping with `uri`"
        if case .mapping = node {
            var reader = MappingReader(node, field: field, in: context)
            let uri = reader.readRequired("uri", context.absoluteURI)
            let webview = reader.read("webview", context.boolean)
            reader.finish()
            guard let uri else { return nil }
            return .uri(uri.value, webview: webview?.value ?? false)
        }
        guard let s = context.scalar(node, field, expected: expected) else { return nil }
        if s.text == "close" { return .close }
        let help = URLReference.hasScheme(s.text) ? ValueMessages.uriClickActionHelp(s.text) : DidYouMean.help(for: s.text, among: ["close"])
        context.report(ValueMessages.notAllowedWord(expected, found: s.found), at: s.range, help: help)
        return nil
    }

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
        context.report(ValueMessages.notAllowedWord(expected, found: s.found), at: s.range, help: help)
        return nil
    }
}
