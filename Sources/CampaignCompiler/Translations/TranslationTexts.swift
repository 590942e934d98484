public import CampaignLocale

/// What a translation file holds once decoded, without places: its locale and, per campaign,
/// the text of each unit (a unit written twice keeps its first text) with the bytes its value
/// was written as, so a rewrite keeps the bytes of a value that did not change.
public struct TranslationTexts: Hashable, Sendable {
    /// The `locale:` written; nil when it is missing.
    public var locale: String?
    /// The file's path as shown to the user.
    public var path: String
    /// Campaign id, then unit id, then the translation.
    public var campaigns: [String: [String: String]]
    /// Campaign id, then unit id, then the value as written.
    public var originals: [String: [String: TranslationFileWriter.OriginalValue]]

    public init(
        locale: String?, path: String, campaigns: [String: [String: String]], originals: [String: [String: TranslationFileWriter.OriginalValue]] = [:]
    ) {
        self.locale = locale
        self.path = path
        self.campaigns = campaigns
        self.originals = originals
    }

    init(_ content: TranslationFileContent, path: String, bytes: [UInt8]) {
        var campaigns: [String: [String: String]] = [:]
        var originals: [String: [String: TranslationFileWriter.OriginalValue]] = [:]
        for campaign in content.campaigns {
            for unit in campaign.units where campaigns[campaign.id.value]?[unit.id.value] == nil {
                campaigns[campaign.id.value, default: [:]][unit.id.value] = unit.text.value
                let range = unit.text.range
                if range.start.offset <= range.end.offset, range.end.offset <= bytes.count {
                    originals[campaign.id.value, default: [:]][unit.id.value] = TranslationFileWriter.OriginalValue(
                        text: unit.text.value, bytes: Array(bytes[range.start.offset..<range.end.offset]))
                }
            }
        }
        self.init(locale: content.locale?.value, path: path, campaigns: campaigns, originals: originals)
    }
}
