import CampaignModel
public import CampaignPayload
import CanonicalJSON

/// The trigger objects of a payload document (SPEC §6) and its minimum interval: everything
/// the engine reads, parsed back from JSON bytes so that sources and `--payload` give the
/// same results.
public struct SimulationPayload: Hashable, Sendable {
    /// The payload schema version the simulator reads; (v4) 3 adds variants (SPEC §17).
    public static let schemaVersion: Int64 = 2
    public static let schemaVersions: ClosedRange<Int64> = 2...3

    public var triggerMinimumIntervalSeconds: Int64
    /// In payload order.
    public var triggers: [EngineTrigger]
    /// (v4) The `translations` of a localised project's payload.
    public var translations: PayloadTranslations?

    public init(triggerMinimumIntervalSeconds: Int64, triggers: [EngineTrigger], translations: PayloadTranslations? = nil) {
        self.triggerMinimumIntervalSeconds = triggerMinimumIntervalSeconds
        self.triggers = triggers
        self.translations = translations
    }

    /// Reads a payload document. With `requireVersion`, a `schema_version` other than 2 is an
    /// error (a `--payload` file); the compiler's own document is read whatever its version.
    public static func read(_ bytes: [UInt8], requireVersion: Bool = true) throws(PayloadError) -> SimulationPayload {
        let value: JSONValue
        do {
            value = try JSONReader().parse(bytes)
        } catch {
            throw PayloadError("not valid JSON: \(error)")
        }
        guard let object = value.objectValue else { throw PayloadError("the payload is not a JSON object") }
        if requireVersion {
            guard case .integer(let version)? = object["schema_version"] else { throw PayloadError("the payload has no `schema_version`") }
            guard Self.schemaVersions.contains(version) else {
                throw PayloadError("the payload has schema_version \(version); campaignc test reads schema_version 2 or 3")
            }
        }
        guard let list = object["triggers"]?.arrayValue else { throw PayloadError("the payload has no `triggers` list") }
        var interval: Int64 = 30
        if let value = object["trigger_minimum_interval_seconds"] {
            guard case .integer(let seconds) = value, (0...10_000_000_000).contains(seconds) else {
                throw PayloadError("`trigger_minimum_interval_seconds` is not an integer from 0 to 10000000000")
            }
            interval = seconds
        }
        var triggers: [EngineTrigger] = []
        var seen: [String: Int] = [:]
        for (order, item) in list.enumerated() {
            let trigger = try EngineTrigger(item, order: order)
            // Scenarios, stamps and notes name a campaign by its trigger id: two triggers with
            // one id make a payload the SDKs would read as one campaign and the simulator cannot.
            if let first = seen[trigger.id] {
                throw PayloadError("triggers \(first + 1) and \(order + 1) have the same id `\(trigger.id)`")
            }
            seen[trigger.id] = order
            triggers.append(trigger)
        }
        return SimulationPayload(triggerMinimumIntervalSeconds: interval, triggers: triggers, translations: PayloadTranslations(document: value))
    }

    /// The payload as the user `userID` receives it (SPEC §17): each trigger with variants
    /// carries the user's bucket and the message of their variant, or is their control group.
    public func assigned(to userID: String) -> SimulationPayload {
        var copy = self
        for index in copy.triggers.indices where !copy.triggers[index].variants.isEmpty {
            var trigger = copy.triggers[index]
            let bucket = VariantAssignment.bucket(userID: userID, campaignID: trigger.id)
            if trigger.controlBuckets?.contains(bucket) == true {
                trigger.message = trigger.variants[0].message
                trigger.assignment = EngineTrigger.Assignment(bucket: bucket, variant: nil)
            } else {
                // A bucket no range holds (a payload not written by campaignc) gets the last variant.
                let variant = trigger.variants.first { $0.buckets.contains(bucket) } ?? trigger.variants[trigger.variants.count - 1]
                trigger.message = variant.message
                trigger.assignment = EngineTrigger.Assignment(bucket: bucket, variant: variant.name)
            }
            copy.triggers[index] = trigger
        }
        return copy
    }
}
