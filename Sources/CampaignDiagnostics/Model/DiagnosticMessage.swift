/// The words of one diagnostic: its code, its message and its help line — everything but
/// where it points. The message families of `CampaignMessages` (`ContentMessages`,
/// `ExpectationMessages`, …) make these values, so a call site names a problem
/// (`ContentMessages.fullNeedsImage`) and never spells its code or its text (in the manner of
/// swift-syntax's `DiagnosticMessage`).
///
/// ```swift
/// context.report(ContentMessages.fullNeedsImage, at: type.range)
/// Diagnostic(AnalysisMessages.duplicateID(id), at: location, notes: [...])
/// ```
public struct DiagnosticMessage: Hashable, Sendable {
    /// The code the message is reported under; its first letter is the default severity.
    public let code: DiagnosticCode
    /// The one-line message: "a full message needs an image".
    public let text: String
    /// How to fix it, when there is a general answer (often the catalogue's help).
    public let help: String?

    /// Made by the message families (through `MessageFamily.message`) and nowhere else, so
    /// that each code's words live in one place (`MessageHomeTests` checks the sources).
    public init(code: DiagnosticCode, text: String, help: String?) {
        self.code = code
        self.text = text
        self.help = help
    }

    /// The same message with `help` in place of its own help line (a did-you-mean worked out
    /// where the candidates are known).
    public func helping(_ help: String?) -> DiagnosticMessage {
        DiagnosticMessage(code: code, text: text, help: help)
    }
}

extension Diagnostic {
    /// A diagnostic saying `message` at `location`.
    public init(_ message: DiagnosticMessage, at location: SourceLocation, notes: [Note] = [], fixIts: [FixIt] = []) {
        self.init(message.code, message.text, at: location, notes: notes, help: message.help, fixIts: fixIts)
    }
}
