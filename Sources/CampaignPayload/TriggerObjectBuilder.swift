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
    /// `EncodedTrigger(build(campaign), layout:style:)`. In the compact style the object is
    /// written straight to bytes (`CompactWriter`), never built as a value, each member once,
    /// for the revision and for the object. With `keepingPersonalObject`, a
    /// personal object is kept as it is instead (`EncodedTrigger.object`), for `render`.
    /// `textsMayHoldLiquid: false` says that no text of the campaign has `{{` or `{%` (its file
    /// has none, `LiquidDetection.mayHoldLiquid`), so that `render` need not look for them.
    public func encode(
        _ campaign: Campaign, layout: EncodedTrigger.Layout, style: JSONWriter.Style, keepingPersonalObject: Bool = false, textsMayHoldLiquid: Bool = true
    ) -> EncodedTrigger {
        guard style == .compact else {
            var (members, isPersonal) = Self.members(of: campaign)
            if keepingPersonalObject && isPersonal { return Self.kept(campaign, .object(members)) }
            let revision = PayloadRevision.of(.object(members))
            members[.revision] = .string(revision)
            return EncodedTrigger(TriggerObject(id: campaign.id.value, revision: revision, value: .object(members)), layout: layout, style: style)
        }
        // A personal object `render` keeps is written as a value; any other straight to bytes.
        // Which it is, `render` learns from the texts alone (`isPersonal`).
        if keepingPersonalObject, Self.isPersonal(campaign, textsMayHoldLiquid: textsMayHoldLiquid) {
            let (members, _): (ValueWriter, Bool) = Self.members(of: campaign)
            return Self.kept(campaign, members.value)
        }
        let (compact, isPersonal): (CompactWriter, Bool) = Self.members(of: campaign)
        let object = compact.object
        let revision = PayloadRevision.of(compactBytes: object.bytes)
        var bytes = object.bytes(inserting: PayloadKey.revision.rawValue, .string(revision))
        if layout == .file { bytes.append(UInt8(ascii: "\n")) }
        return EncodedTrigger(id: campaign.id.value, revision: revision, bytes: bytes, usesVariants: campaign.variantSplit != nil, isPersonal: isPersonal)
    }

    /// A personal object kept as a value: it is rendered, which writes its revision for what
    /// the user receives.
    private static func kept(_ campaign: Campaign, _ object: JSONValue) -> EncodedTrigger {
        EncodedTrigger(id: campaign.id.value, revision: "", bytes: [], usesVariants: campaign.variantSplit != nil, isPersonal: true, object: object)
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
        let (object, isPersonal): (ValueWriter, Bool) = members(of: campaign)
        return (object.members, isPersonal)
    }

    /// Whether the trigger object of `campaign` is personal (`members(of:).isPersonal`), from
    /// its texts alone: no Liquid is parsed, no member written.
    static func isPersonal(_ campaign: Campaign, textsMayHoldLiquid: Bool = true) -> Bool {
        // A templated object is personal for its Liquid, or for `reevaluate_eligibility`.
        if campaign.variantSplit != nil || campaign.reevaluateEligibility { return true }
        guard textsMayHoldLiquid else { return false }
        var probe = LiquidProbe()
        InAppMessageMapping(triggerID: campaign.id.value, delay: campaign.delayDuration).write(campaign.message, into: &probe)
        return probe.hasLiquid
    }

    /// The members as `Object` writes them, and whether the object is personal.
    static func members<Object: ObjectWriter>(of campaign: Campaign) -> (members: Object, isPersonal: Bool) {
        let id = campaign.id.value
        var members = Object()
        members.set(.id, .string(id))
        let mapping = InAppMessageMapping(triggerID: id, delay: campaign.delayDuration)
        // Each variant's message, or the one message.
        let messages = campaign.variantSplit.map { split in split.variants.map(\.message) } ?? [campaign.message]
        let data = messages.map { message in
            var data = Object()
            mapping.write(message, into: &data)
            return data
        }
        let hasLiquid = data.contains(where: \.hasLiquid)
        // A templated message has Liquid: only its texts with Liquid are parsed to tell.
        let templated = campaign.reevaluateEligibility || TemplatedMessage.isTemplated(liquidTexts: data.flatMap(\.liquidTexts))
        members.set(.type, .string(templated ? TemplatedMessage.triggerType : triggerType))
        members.set(.priority, JSONValue(campaign.priority.value))
        members.set(.startTime, .integer(campaign.schedule.start?.value.unixSeconds ?? 0))
        members.set(.triggerCondition, objects: campaign.triggers.map { TriggerConditionMapping.condition(of: $0) })
        if let split = campaign.variantSplit {
            members.set(
                .variants,
                objects: zip(zip(split.variants, split.variantBuckets), data).map { pair, data in
                    var entry = Object()
                    entry.set(.name, .string(pair.0.name.value))
                    entry.set(.buckets, Self.bucketsValue(pair.1))
                    entry.set(.data, object: data)
                    return entry
                })
            if let control = split.controlBuckets {
                members.set(.controlBuckets, Self.bucketsValue(control))
            }
        } else {
            members.set(.data, object: data[0])
        }
        if let end = campaign.schedule.end {
            members.set(.endTime, .integer(end.value.unixSeconds))
        }
        if let reeligible = campaign.reeligibleAfter {
            members.set(.reEligibility, .integer(reeligible.value.seconds))
        }
        let delay = campaign.delayDuration.seconds
        if delay > 0 {
            members.set(.delay, .integer(delay))
        }
        if let expireAfter = campaign.expireAfter {
            members.set(.timeout, .integer(expireAfter.value.milliseconds))
        }
        if let minimumInterval = campaign.minimumInterval {
            members.set(.minSecondsSinceLastTrigger, .integer(minimumInterval.value.seconds))
        }
        return (members, hasLiquid || templated || campaign.variantSplit != nil)
    }
}
