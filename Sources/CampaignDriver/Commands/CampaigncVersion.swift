/// The version of campaignc, printed by `campaignc --version` and written into SARIF reports:
/// the version at the top of CHANGELOG.md (a test keeps them equal). Its release is tagged
/// `v` followed by it (`v3.0.0`), the tag the pre-commit and GitHub Action recipes name.
public enum CampaigncVersion {
    public static let current = "3.0.0"

    /// The git tag of this version's release.
    public static var tag: String { "v" + current }
}
