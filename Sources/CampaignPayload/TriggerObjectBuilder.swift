import CampaignModel
import CanonicalJSON

/// One campaign → its trigger object (SPEC §6):
///
/// | key | value |
/// |---|---|
/// | `id` | the campaign id |
/// | `revision` | see `PayloadRevision` |
/// | `type` | `inapp` |
/// | `priority` | 0...100 |
/// | `start_time` | Unix seconds of `schedule.start`, 0 without one |
/// | `end_time` | Unix seconds of `schedule.end`; omitted without one |
/// | `re_eligibility` | `reeligible_after` in seconds; omitted when not re-eligible |
/// | `trigger_condition` | one condition per trigger, in the order written |
/// | `prefetch` | image URL, HTML `asset_urls`, `assets_zip`; each once, in that order; omitted when empty |
/// | `data` | the in-app message object (`InAppMessageMapping`) |
public struct TriggerObjectBuilder: Sendable {
    public init() {}

    /// The trigger object of `campaign`, with its revision.
    public func build(_ campaign: Campaign) -> TriggerObject {
        var members = Self.members(of: campaign)
        let revision = PayloadRevision.of(.object(members))
        members["revision"] = .string(revision)
        return TriggerObject(id: campaign.id.value, revision: revision, value: .object(members))
    }

    /// The trigger object of `campaign` written for `layout` in `style`: the bytes of
    /// `EncodedTrigger(build(campaign), layout:style:)`. In the compact style each member is
    /// written once, for the revision and for the object.
    public func encode(_ campaign: Campaign, layout: EncodedTrigger.Layout, style: JSONWriter.Style) -> EncodedTrigger {
        guard style == .compact else {
            return EncodedTrigger(build(campaign), layout: layout, style: style)
        }
        let object = CompactObject(Self.members(of: campaign))
        let revision = PayloadRevision.of(compactBytes: object.bytes)
        var bytes = object.bytes(inserting: "revision", .string(revision))
        if layout == .file { bytes.append(UInt8(ascii: "\n")) }
        return EncodedTrigger(id: campaign.id.value, revision: revision, bytes: bytes)
    }

    /// Every member of the trigger object but `revision`.
    static func members(of campaign: Campaign) -> [String: JSONValue] {
        let id = campaign.id.value
        var members: [String: JSONValue] = [
            "id": .string(id),
            "type": "inapp",
            "priority": JSONValue(campaign.priority.value),
            "start_time": .integer(campaign.schedule.start?.value.unixSeconds ?? 0),
            "trigger_condition": .array(campaign.triggers.map(TriggerConditionMapping.condition(of:))),
            "data": InAppMessageMapping(triggerID: id, delay: campaign.delayDuration).value(of: campaign.message),
        ]
        if let end = campaign.schedule.end {
            members["end_time"] = .integer(end.value.unixSeconds)
        }
        if let reeligible = campaign.reeligibleAfter {
            members["re_eligibility"] = .integer(reeligible.value.seconds)
        }
        let prefetch = Self.prefetchURLs(of: campaign.message)
        if !prefetch.isEmpty {
            members["prefetch"] = .array(prefetch.map(JSONValue.string))
        }
        return members
    }

    /// The URLs the engine fetches at session start: the image, then an HTML message's
    /// `asset_urls`, then its zip; each URL once, at its first place.
    public static func prefetchURLs(of message: Message) -> [String] {
        var urls: [String] = []
        if let image = message.common.image {
            urls.append(image.value.url)
        }
        if case .html(let html) = message {
            urls.append(contentsOf: html.assetURLs.map(\.value))
            if let zip = html.assetsZip { urls.append(zip.value) }
        }
        var seen = Set<String>()
        return urls.filter { seen.insert($0).inserted }
    }
}
