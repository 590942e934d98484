public import CampaignModel
public import CanonicalJSON

/// One campaign → its trigger object (SPEC §6):
///
/// | key | value |
/// |---|---|
/// | `id` | the campaign id |
/// | `revision` | see `PayloadRevision` |
/// | `type` | `inapp`, or `templated_iam` when the message is rendered at its trigger (`TemplatedMessage`) |
/// | `priority` | 0...100 |
/// | `start_time` | Unix seconds of `schedule.start`, 0 without one |
/// | `end_time` | Unix seconds of `schedule.end`; omitted without one |
/// | `re_eligibility` | `reeligible_after` in seconds; omitted when not re-eligible |
/// | `trigger_condition` | one condition per trigger, in the order written |
/// | `delay` | seconds before display (also in `data`, where Roku reads it); omitted when 0 |
/// | `timeout` | `expire_after` in milliseconds; omitted when not set |
/// | `min_seconds_since_last_trigger` | `minimum_interval` in seconds (0 allowed); omitted when not set |
/// | `data` | the in-app message object (`InAppMessageMapping`); absent with variants |
/// | `variants` | (v4) each variant's `name`, `buckets` `[first, last]` and `data`, in written order |
/// | `control_buckets` | (v4) the control group's `[first, last]`; omitted without a control group |
public struct TriggerObjectBuilder: Sendable {
    public init() {}

    /// The trigger object of `campaign`, with its revision.
    public func build(_ campaign: Campaign) -> TriggerObject {
        var members = Self.members(of: campaign).members
        let revision = PayloadRevision.of(.object(members))
        members[.revision] = .string(revision)
        return TriggerObject(id: campaign.id.value, revision: revision, value: .object(members))
    }

    /// The trigger object of `campaign` written for `layout` in `style`: the bytes of
    /// `EncodedTrigger(build(campaign), layout:style:)`. In the compact style each member is
    /// written once, for the revision and for the object. With `keepingPersonalObject`, a
    /// personal object is kept as it is instead (`EncodedTrigger.object`), for `render`.
    public func encode(_ campaign: Campaign, layout: EncodedTrigger.Layout, style: JSONWriter.Style, keepingPersonalObject: Bool = false) -> EncodedTrigger {
        var (members, isPersonal) = Self.members(of: campaign)
        let keeps = keepingPersonalObject && isPersonal
        if style == .compact, !keeps {
            let object = CompactObject(members)
            let revision = PayloadRevision.of(compactBytes: object.bytes)
            var bytes = object.bytes(inserting: PayloadKey.revision.rawValue, .string(revision))
            if layout == .file { bytes.append(UInt8(ascii: "\n")) }
            return EncodedTrigger(id: campaign.id.value, revision: revision, bytes: bytes, usesVariants: campaign.variantSplit != nil, isPersonal: isPersonal)
        }
        // A kept object is rendered, which writes its revision for what the user receives.
        guard !keeps else {
            return EncodedTrigger(
                id: campaign.id.value, revision: "", bytes: [], usesVariants: campaign.variantSplit != nil, isPersonal: true, object: .object(members))
        }
        let revision = PayloadRevision.of(.object(members))
        members[.revision] = .string(revision)
        return EncodedTrigger(TriggerObject(id: campaign.id.value, revision: revision, value: .object(members)), layout: layout, style: style)
    }

    /// `[first, last]` of a bucket range (SPEC §17).
    static func bucketsValue(_ buckets: ClosedRange<Int>) -> JSONValue {
        [JSONValue(buckets.lowerBound), JSONValue(buckets.upperBound)]
    }

    /// The `type` of a trigger object whose message the device shows as it is.
    public static let triggerType = "inapp"

    /// Every member of the trigger object but `revision`, and whether the object differs from
    /// one user to another (`TriggerObject.isPersonal`).
    static func members(of campaign: Campaign) -> (members: [String: JSONValue], isPersonal: Bool) {
        let id = campaign.id.value
        var members: [String: JSONValue] = [:]
        members[.id] = .string(id)
        let mapping = InAppMessageMapping(triggerID: id, delay: campaign.delayDuration)
        // Each variant's message, or the one message.
        let messages = campaign.variantSplit.map { split in split.variants.map { mapping.value(of: $0.message) } } ?? [mapping.value(of: campaign.message)]
        let hasLiquid = messages.contains(where: TriggerObject.hasLiquid)
        // A templated message has Liquid: only then is each text parsed to tell.
        let templated = campaign.reevaluateEligibility || (hasLiquid && messages.contains(where: TemplatedMessage.isTemplated))
        members[.type] = .string(templated ? TemplatedMessage.triggerType : triggerType)
        members[.priority] = JSONValue(campaign.priority.value)
        members[.startTime] = .integer(campaign.schedule.start?.value.unixSeconds ?? 0)
        members[.triggerCondition] = .array(campaign.triggers.map(TriggerConditionMapping.condition(of:)))
        if let split = campaign.variantSplit {
            members[.variants] = .array(
                zip(zip(split.variants, split.variantBuckets), messages).map { pair, data in
                    var entry: [String: JSONValue] = [:]
                    entry[.name] = .string(pair.0.name.value)
                    entry[.buckets] = Self.bucketsValue(pair.1)
                    entry[.data] = data
                    return .object(entry)
                })
            if let control = split.controlBuckets {
                members[.controlBuckets] = Self.bucketsValue(control)
            }
        } else {
            members[.data] = messages[0]
        }
        if let end = campaign.schedule.end {
            members[.endTime] = .integer(end.value.unixSeconds)
        }
        if let reeligible = campaign.reeligibleAfter {
            members[.reEligibility] = .integer(reeligible.value.seconds)
        }
        let delay = campaign.delayDuration.seconds
        if delay > 0 {
            members[.delay] = .integer(delay)
        }
        if let expireAfter = campaign.expireAfter {
            members[.timeout] = .integer(expireAfter.value.milliseconds)
        }
        if let minimumInterval = campaign.minimumInterval {
            members[.minSecondsSinceLastTrigger] = .integer(minimumInterval.value.seconds)
        }
        return (members, hasLiquid || templated || campaign.variantSplit != nil)
    }
}
