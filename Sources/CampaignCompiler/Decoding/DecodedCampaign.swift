import CampaignDiagnostics
import CampaignModel
import CampaignYAML

/// What decoding made of one campaign document: each part that decoded, nil where a part
/// failed or was missing (already reported). The rules stage (`CampaignRules`) checks
/// whatever parts are here, so a campaign with one broken part still gets the rule reports
/// about its other parts; `campaign` builds the model when every required part decoded.
struct DecodedCampaign {
    /// 0-based index of the document in its file.
    var documentIndex: Int
    /// The document as written, for the rules that read texts where they stand (Liquid).
    var root: YAMLMapping?
    var id: Located<String>?
    var name: Located<String>?
    var description: Located<String>?
    var priority: Priority?
    var schedule: Schedule?
    var reeligibleAfter: Located<Duration>?
    var delay: Located<Duration>?
    var expireAfter: Located<Duration>?
    var minimumInterval: Located<Duration>?
    var reevaluateEligibility: Located<Bool>?
    var localise: Located<Bool>?
    /// The triggers that decoded (a failed one is left out), nil without `trigger`.
    var triggers: [Trigger]?
    /// The `trigger` value as written, nil without `trigger`.
    var triggerRange: SourceRange?
    /// The `message` mapping as far as it decoded, nil when it is missing or not a mapping.
    var message: DecodedMessage?
    /// (v4) The variants as far as they decoded, nil without `variants` (SPEC §17).
    var variants: [DecodedVariant]?
    /// (v4) The split, when `variants` and `control` decoded whole and sum to 100.
    var split: VariantSplit?

    /// The campaign, when every required part decoded; the caller also drops it when any of
    /// its parts had an error that leaves nothing to compile.
    var campaign: Campaign? {
        guard let id, let priority, let schedule, let triggers, let triggerRange else { return nil }
        let message: Message
        if variants != nil {
            guard let split, let first = split.variants.first else { return nil }
            message = first.message
        } else {
            guard let single = self.message?.message else { return nil }
            message = single
        }
        var campaign = Campaign(
            id: id, name: name, description: description, priority: priority, schedule: schedule,
            reeligibleAfter: reeligibleAfter, delay: delay, expireAfter: expireAfter, minimumInterval: minimumInterval,
            localise: localise,
            triggers: triggers, triggerRange: triggerRange,
            message: message, variantSplit: split, documentIndex: documentIndex
        )
        campaign.reevaluateEligibility = reevaluateEligibility?.value ?? false
        return campaign
    }
}

/// What decoding made of one `message:` mapping: the built message when it could be built,
/// and the facts the image rules need even when it could not.
struct DecodedMessage {
    /// The valid `type`, nil when missing or invalid.
    var type: Located<MessageType>?
    /// True when the mapping has an `image` key (whether or not its value is valid).
    var hasImage: Bool
    /// The valid `layout`, nil when missing, invalid or not applicable.
    var layout: Located<ImageLayout>?
    /// The message, nil when it could not be built (no valid `type`, a required text missing).
    var message: Message?
    /// True when the message had an error that leaves nothing to compile (a malformed colour,
    /// say): the contrast checks then skip it rather than check the colours left in its place.
    var hasBlockingError = false
}

/// What decoding made of one entry of `variants:` (SPEC §17).
struct DecodedVariant {
    var name: Located<String>?
    var percent: Located<Int>?
    /// The variant's message as far as it decoded, nil when missing or not a mapping.
    var message: DecodedMessage?
    /// The `message` value as written, for comparing two variants (W915).
    var messageNode: YAMLNode?

    /// The variant, when its name, percent and message decoded.
    var variant: Variant? {
        guard let name, let percent, let message = message?.message else { return nil }
        return Variant(name: name, percent: percent, message: message)
    }
}
