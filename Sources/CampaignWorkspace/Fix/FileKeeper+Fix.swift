import CampaignCompiler
import CampaignDiagnostics

/// What `validate --fix` keeps of one input: its bytes as checked, when a pass may edit it —
/// it has none of `E001`–`E008` (never edited). A fix-it may come from the analyses across
/// files, so every other text is kept: the fix engine applies its edits to exactly the bytes
/// that were checked, never to a text read again (a file saved meanwhile).
public struct FixableText: Sendable {
    public let bytes: [UInt8]?
}

extension FileKeeper where Product == FixableText {
    /// `validate --fix`'s product: the bytes of each input a pass may edit.
    public static var fixableTexts: FileKeeper<FixableText> {
        FileKeeper { source, _, compiled in
            let unreadable = compiled.diagnostics.contains(where: FixSelection.blocksFixes)
            return FixableText(bytes: unreadable ? nil : source.bytes)
        }
    }
}
