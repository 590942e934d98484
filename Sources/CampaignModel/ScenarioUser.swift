/// The simulated user of a scenario without a `user_id` (SPEC §17).
public enum ScenarioUser {
    /// The user id of a scenario without one: its bucket picks each campaign's variant.
    public static let defaultUserID = "scenario-user"
}
