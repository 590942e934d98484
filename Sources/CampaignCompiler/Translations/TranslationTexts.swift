/// What a translation file holds once decoded, without places: its locale and, per campaign,
/// the text of each unit (a unit written twice keeps its first text).
public struct TranslationTexts: Hashable, Sendable {
    /// The `locale:` written, or the file name's tag when `locale:` is missing.
    public var locale: String?
    /// Campaign id, then unit id, then the translation.
    public var campaigns: [String: [String: String]]

    public init(locale: String?, campaigns: [String: [String: String]]) {
        self.locale = locale
        self.campaigns = campaigns
    }

    init(_ content: TranslationFileContent) {
        var campaigns: [String: [String: String]] = [:]
        for campaign in content.campaigns {
            for unit in campaign.units where campaigns[campaign.id.value]?[unit.id.value] == nil {
                campaigns[campaign.id.value, default: [:]][unit.id.value] = unit.text.value
            }
        }
        self.init(locale: content.locale?.value, campaigns: campaigns)
    }
}
