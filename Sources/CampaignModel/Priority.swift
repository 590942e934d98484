public import CampaignDiagnostics

/// How a campaign ranks against others matching the same event: 0...100, higher wins.
/// `low`, `medium`, `high` mean 25, 50, 75; the default is medium.
public struct Priority: Hashable, Sendable {
    /// 0...100.
    public var value: Int
    /// Where the priority was written, or nil when it was left out (defaulted to medium).
    public var range: SourceRange?

    public init(value: Int, range: SourceRange?) {
        self.value = value
        self.range = range
    }

    public var isDefault: Bool { range == nil }

    public static let low = 25
    public static let medium = 50
    public static let high = 75

    /// The priority of a campaign that does not set one.
    public static let defaultPriority = Priority(value: medium, range: nil)
}

/// The words a priority may be written as.
public enum PriorityWord: String, CaseIterable, Sendable {
    case low
    case medium
    case high

    public var value: Int {
        switch self {
        case .low: Priority.low
        case .medium: Priority.medium
        case .high: Priority.high
        }
    }
}
