/// A custom view declared in the project file's `view_types` (SPEC §2.7, §3).
public struct ViewTypeContract: Hashable, Sendable {
    public var name: String
    /// The message types this view may render.
    public var messageTypes: [MessageType]
    /// Extras keys a message using this view must have.
    public var requiredExtras: [String]
    public var messageFormat: MessageFormat

    public init(name: String, messageTypes: [MessageType], requiredExtras: [String] = [], messageFormat: MessageFormat = .text) {
        self.name = name
        self.messageTypes = messageTypes
        self.requiredExtras = requiredExtras
        self.messageFormat = messageFormat
    }
}

/// How the app reads a custom view's `message`.
public enum MessageFormat: String, CaseIterable, Hashable, Sendable {
    /// At least two non-empty items separated by `", "`.
    case commaList = "comma_list"
    case text
}
