import CampaignCompiler
import CampaignDiagnostics

/// What `validate --fix` keeps of one input: its bytes as checked, when a pass may edit it —
/// it has a safe fix-it, an inline suppression (an unused one is `W010`, whose fix removes
/// it) or a scenario (the analyses may suggest a campaign's name) — and none of `E001`–`E008`
/// (never edited). The fix engine applies its edits to exactly these bytes.
public struct FixableText: Sendable {
    public let bytes: [UInt8]?
}

extension FileKeeper where Product == FixableText {
    /// `validate --fix`'s product: the bytes of each input a pass may edit.
    public static var fixableTexts: FileKeeper<FixableText> {
        FileKeeper { source, _, compiled in
            let unreadable = compiled.diagnostics.contains(where: FixSelection.blocksFixes)
            let mayChange =
                compiled.diagnostics.contains { $0.fixIts.contains(where: \.safe) } || !compiled.suppressions.isEmpty
                || !compiled.scenarioFacts.isEmpty
            return FixableText(bytes: !unreadable && mayChange ? source.bytes : nil)
        }
    }
}
