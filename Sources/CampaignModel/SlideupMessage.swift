/// A slideup: a small banner sliding in from an edge (SPEC §2.5).
public struct SlideupMessage: Hashable, Sendable {
    public var common: MessageCommon
    public var message: Located<String>
    public var slideFrom: SlideFrom
    public var hideChevron: Bool
    /// Only `message` may be set on a slideup.
    public var textAlign: TextAlign

    public init(common: MessageCommon, message: Located<String>, slideFrom: SlideFrom = .bottom, hideChevron: Bool = false, textAlign: TextAlign = TextAlign())
    {
        self.common = common
        self.message = message
        self.slideFrom = slideFrom
        self.hideChevron = hideChevron
        self.textAlign = textAlign
    }
}
