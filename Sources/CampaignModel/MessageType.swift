/// The four message types of SPEC §2.5, spelled as in the language.
public enum MessageType: String, Hashable, Sendable, CaseIterable {
    case slideup
    case modal
    case full
    case html

    /// The SDK's own word for the type (SPEC §6); `html` becomes `HTML_FULL` when
    /// it carries a zip of assets, which the payload writer decides.
    public var wireName: String { rawValue.uppercased() }
}
