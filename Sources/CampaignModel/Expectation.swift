public import CampaignDiagnostics

/// The checks of one `expect` step (SPEC §9.3); a key not given is nil and not checked.
public struct Expectation: Hashable, Sendable {
    /// `displayed`: these campaigns in this order (empty for `none`), at the key.
    public var displayed: KeyedExpectation<[Located<String>]>?
    /// `visible`: this campaign on screen now (nil value for `none`).
    public var visible: KeyedExpectation<Located<String>?>?
    /// `stack`: the stack now, top first.
    public var stack: KeyedExpectation<[Located<String>]>?
    /// `dropped`: each listed campaign was dropped (empty for `none`: nothing was).
    public var dropped: KeyedExpectation<[DroppedExpectation]>?
    /// `no_match`: whether the last event reported no matching trigger.
    public var noMatch: KeyedExpectation<Bool>?
    /// `text`: the rendered texts of the message displayed last in the window.
    public var text: KeyedExpectation<TextExpectation>?
    /// (v4) `variant`: the campaigns displayed (those of `displayed`, else the window's) that
    /// have variants showed this one (SPEC §17).
    public var variant: KeyedExpectation<Located<String>>? = nil
    /// (v4) `control`: this campaign's control message won its trigger in the window.
    public var control: KeyedExpectation<Located<String>>? = nil

    public init(
        displayed: KeyedExpectation<[Located<String>]>? = nil, visible: KeyedExpectation<Located<String>?>? = nil,
        stack: KeyedExpectation<[Located<String>]>? = nil, dropped: KeyedExpectation<[DroppedExpectation]>? = nil,
        noMatch: KeyedExpectation<Bool>? = nil
    ) {
        self.displayed = displayed
        self.visible = visible
        self.stack = stack
        self.dropped = dropped
        self.noMatch = noMatch
    }

    /// Every campaign named, in source order.
    public var campaignReferences: [Located<String>] {
        var names: [Located<String>] = []
        names += displayed?.value ?? []
        if let name = visible?.value { names.append(name) }
        names += stack?.value ?? []
        names += dropped?.value.map(\.campaign) ?? []
        if let name = control?.value { names.append(name) }
        return names.sorted { $0.range.start < $1.range.start }
    }
}

/// The value of one expectation key and the range of the key (where a failure is reported).
public struct KeyedExpectation<Value: Hashable & Sendable>: Hashable, Sendable {
    public var value: Value
    public var keyRange: SourceRange

    public init(_ value: Value, keyRange: SourceRange) {
        self.value = value
        self.keyRange = keyRange
    }
}

/// One entry of `dropped`: a campaign, and optionally the reason.
public struct DroppedExpectation: Hashable, Sendable {
    public var campaign: Located<String>
    public var reason: Located<DropReason>?
    /// The whole entry.
    public var range: SourceRange

    public init(campaign: Located<String>, reason: Located<DropReason>? = nil, range: SourceRange) {
        self.campaign = campaign
        self.reason = reason
        self.range = range
    }
}

/// Why a campaign was not displayed (SPEC §9.3, a closed list).
public enum DropReason: String, CaseIterable, Hashable, Sendable {
    case outranked
    case rateLimited = "rate_limited"
    case notReeligible = "not_reeligible"
    case outsideSchedule = "outside_schedule"
    case filters
    case orientation
    case assetFailed = "asset_failed"
    case appDiscarded = "app_discarded"
    case noImage = "no_image"
    case expired
    case busy
    /// Web SDK 3.5.0 (`web_sdk: 3.5.0`): the SDK cannot read the message's type (`HTML_FULL`).
    case unsupported
    /// A templated message while the device has no network (SPEC §15.5).
    case offline
    /// `abort_message` for this user when the templated message was rendered at its trigger.
    case aborted
    /// (v4) The user is in the campaign's control group: its control message won the trigger
    /// and shows nothing (SPEC §17).
    case control
}
