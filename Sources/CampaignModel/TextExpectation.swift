/// `expect: { text: … }` (SPEC §16.5): the texts, exactly as rendered, of the message displayed
/// last in the window; a key not given is not checked.
public struct TextExpectation: Hashable, Sendable {
    public var header: Located<String>?
    public var message: Located<String>?
    public var imageAlt: Located<String>?
    public var uri: Located<String>?
    /// The buttons' labels, in order.
    public var buttons: Located<[String]>?

    public init(
        header: Located<String>? = nil, message: Located<String>? = nil, imageAlt: Located<String>? = nil, uri: Located<String>? = nil,
        buttons: Located<[String]>? = nil
    ) {
        self.header = header
        self.message = message
        self.imageAlt = imageAlt
        self.uri = uri
        self.buttons = buttons
    }
}
