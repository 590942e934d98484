/// The version of campaignc, printed by `campaignc --version`.
public enum CampaigncVersion {
    public static let current = "0.1.0"
}
