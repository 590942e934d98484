/// The type of a custom attribute or an event property declared in the project file's
/// `attributes:` and `events:` (SPEC §19).
public enum DeclaredType: String, CaseIterable, Hashable, Sendable {
    case string
    case boolean
    case number
    case time
    case array
}
