import CanonicalJSON

/// A trigger object read back (`TriggerObjectBuilder` written backwards): its members as
/// the types the writer writes, its conditions and its in-app message read in turn.
public struct PayloadTrigger: Hashable, Sendable {
    public let object: PayloadObject

    public init(_ object: PayloadObject) {
        self.object = object
    }

    public var id: PayloadMember<String> { object.text(.id) }
    public var priority: PayloadMember<Int64> { object.integer(.priority) }
    /// Unix seconds; 0 without a start.
    public var startTime: PayloadMember<Int64> { object.integer(.startTime) }
    /// Unix seconds.
    public var endTime: PayloadMember<Int64> { object.integer(.endTime) }
    /// Seconds.
    public var reEligibility: PayloadMember<Int64> { object.integer(.reEligibility) }
    /// Seconds.
    public var delay: PayloadMember<Int64> { object.integer(.delay) }
    /// Milliseconds.
    public var timeout: PayloadMember<Int64> { object.integer(.timeout) }
    /// `min_seconds_since_last_trigger`: the campaign's own minimum interval, in seconds.
    public var minSecondsSinceLastTrigger: PayloadMember<Int64> { object.integer(.minSecondsSinceLastTrigger) }

    /// `trigger_condition`: one condition per trigger (an element that is not an object is `.other`).
    public var conditions: PayloadMember<[PayloadMember<PayloadCondition>]> {
        object.list(.triggerCondition) { PayloadObject($0).map(PayloadCondition.init) }
    }

    /// `data`: the in-app message object.
    public var message: PayloadMember<PayloadMessage> {
        object.object(.data).map(PayloadMessage.init)
    }
}
