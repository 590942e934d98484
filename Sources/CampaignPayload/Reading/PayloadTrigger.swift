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

    /// (v4) `variants`: each variant's name, buckets and in-app message (SPEC §17).
    public var variants: PayloadMember<[PayloadMember<PayloadVariant>]> {
        object.list(.variants) { PayloadObject($0).map(PayloadVariant.init) }
    }

    /// (v4) `control_buckets`: the control group's `[first, last]`.
    public var controlBuckets: ClosedRange<Int>? {
        PayloadVariant.buckets(object[.controlBuckets])
    }
}

/// One entry of a trigger object's `variants` read back.
public struct PayloadVariant: Hashable, Sendable {
    public let object: PayloadObject

    public init(_ object: PayloadObject) {
        self.object = object
    }

    public var name: PayloadMember<String> { object.text(.name) }
    /// `buckets` `[first, last]`, nil when it is not two integers 0...99 in order.
    public var buckets: ClosedRange<Int>? { Self.buckets(object[.buckets]) }
    public var message: PayloadMember<PayloadMessage> { object.object(.data).map(PayloadMessage.init) }

    /// `[first, last]` as a range, nil when it is not two integers 0...99 in order.
    static func buckets(_ value: JSONValue?) -> ClosedRange<Int>? {
        guard case .array(let pair)? = value, pair.count == 2, case .integer(let first) = pair[0], case .integer(let last) = pair[1],
            0 <= first, first <= last, last <= 99
        else { return nil }
        return Int(first)...Int(last)
    }
}
