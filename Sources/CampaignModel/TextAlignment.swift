/// Alignment of a message's header or body text.
public enum TextAlignment: String, Hashable, Sendable, CaseIterable {
    case start
    case center
    case end

    /// `START`, `CENTER`, `END`.
    public var wireName: String { rawValue.uppercased() }
}

/// `text_align: { header, message }`; a part not written is nil and is not emitted
/// (each SDK has its own default).
public struct TextAlign: Hashable, Sendable {
    /// Modal and full only.
    public var header: TextAlignment?
    public var message: TextAlignment?

    public init(header: TextAlignment? = nil, message: TextAlignment? = nil) {
        self.header = header
        self.message = message
    }
}
