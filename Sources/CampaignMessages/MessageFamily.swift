import CampaignDiagnostics

extension MessageFamily {
    /// A message of this family. A code the family does not list is a programming error,
    /// caught by every test that reaches the factory.
    static func message(_ code: DiagnosticCode, _ text: String, help: String? = nil) -> DiagnosticMessage {
        assert(codes.contains(code), "\(Self.self) does not list \(code.rawValue)")
        return DiagnosticMessage(code: code, text: text, help: help)
    }
}
