/// The simulated user of a scenario (`user:`, SPEC §9, §17).
public struct ScenarioUser: Hashable, Sendable {
    /// The id whose bucket picks each campaign's variant.
    public var userID: String

    /// The user id of a scenario without one.
    public static let defaultUserID = "scenario-user"

    public init(userID: String = ScenarioUser.defaultUserID) {
        self.userID = userID
    }
}
