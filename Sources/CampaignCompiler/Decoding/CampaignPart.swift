/// A part of a campaign document that has just finished decoding. The decoder announces each
/// one as it completes (`CampaignDecoder.decode(_:partDecoded:)`), so the rules stage checks
/// a part right after it decoded, and a file's reports come in the order they always have
/// (which matters only past a file's diagnostic cap, where the first ones found are kept).
enum CampaignPart: Sendable {
    /// `schedule` (set to `.always` when absent, nil when it failed).
    case schedule
    /// `trigger`: every trigger that decoded.
    case triggers
    /// `message`: the message as far as it decoded.
    case message
    /// The whole document, after its unknown keys were reported.
    case document
}
