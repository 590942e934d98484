/// The simulator options as written in a project file's or a scenario's `simulator:` mapping
/// (SPEC §9.5): each one optional.
public struct SimulatorOptions: Hashable, Sendable {
    public var platform: SimulatorPlatform?
    public var scheduleBounds: ScheduleBounds?
    public var tieBreak: TieBreak?
    public var stampAt: StampMoment?
    public var intervalAtPublish: IntervalAtPublish?
    public var absentProperty: AbsentProperty?
    public var agoBounds: AgoBounds?
    public var requestNextAsks: RequestNextAsks?
    public var stackDuplicates: StackDuplicates?
    public var restart: RestartRule?
    public var autoDrain: AutoDrain?
    public var timeoutWhenAbsent: TimeoutWhenAbsent?
    public var expiryCheck: ExpiryCheck?
    public var regexCase: RegexCase?
    public var missingImage: MissingImageRule?
    public var background: BackgroundRule?
    public var webSDK: WebSDK?
    public var controlStampsInterval: ControlStampsInterval? = nil

    public init(
        platform: SimulatorPlatform? = nil, scheduleBounds: ScheduleBounds? = nil, tieBreak: TieBreak? = nil,
        stampAt: StampMoment? = nil, intervalAtPublish: IntervalAtPublish? = nil, absentProperty: AbsentProperty? = nil,
        agoBounds: AgoBounds? = nil, requestNextAsks: RequestNextAsks? = nil, stackDuplicates: StackDuplicates? = nil,
        restart: RestartRule? = nil, autoDrain: AutoDrain? = nil, timeoutWhenAbsent: TimeoutWhenAbsent? = nil,
        expiryCheck: ExpiryCheck? = nil, regexCase: RegexCase? = nil, missingImage: MissingImageRule? = nil,
        background: BackgroundRule? = nil, webSDK: WebSDK? = nil
    ) {
        self.platform = platform
        self.scheduleBounds = scheduleBounds
        self.tieBreak = tieBreak
        self.stampAt = stampAt
        self.intervalAtPublish = intervalAtPublish
        self.absentProperty = absentProperty
        self.agoBounds = agoBounds
        self.requestNextAsks = requestNextAsks
        self.stackDuplicates = stackDuplicates
        self.restart = restart
        self.autoDrain = autoDrain
        self.timeoutWhenAbsent = timeoutWhenAbsent
        self.expiryCheck = expiryCheck
        self.regexCase = regexCase
        self.missingImage = missingImage
        self.background = background
        self.webSDK = webSDK
    }

    /// The option keys, in the order of SPEC §9.5's table, which `--trace` follows.
    public static let keys = [
        "platform", "schedule_bounds", "tie_break", "stamp_at", "interval_at_publish", "absent_property", "ago_bounds",
        "request_next_asks", "stack_duplicates", "restart", "auto_drain", "timeout_when_absent", "expiry_check", "regex_case",
        "missing_image", "background", "web_sdk", "control_stamps_interval",
    ]

    /// The single options (all but `platform`) of `self` written over `base`.
    func overriding(_ base: ResolvedSimulatorOptions) -> ResolvedSimulatorOptions {
        var result = base
        if let scheduleBounds { result.scheduleBounds = scheduleBounds }
        if let tieBreak { result.tieBreak = tieBreak }
        if let stampAt { result.stampAt = stampAt }
        if let intervalAtPublish { result.intervalAtPublish = intervalAtPublish }
        if let absentProperty { result.absentProperty = absentProperty }
        if let agoBounds { result.agoBounds = agoBounds }
        if let requestNextAsks { result.requestNextAsks = requestNextAsks }
        if let stackDuplicates { result.stackDuplicates = stackDuplicates }
        if let restart { result.restart = restart }
        if let autoDrain { result.autoDrain = autoDrain }
        if let timeoutWhenAbsent { result.timeoutWhenAbsent = timeoutWhenAbsent }
        if let expiryCheck { result.expiryCheck = expiryCheck }
        if let controlStampsInterval { result.controlStampsInterval = controlStampsInterval }
        if let regexCase { result.regexCase = regexCase }
        if let missingImage { result.missingImage = missingImage }
        if let background { result.background = background }
        if let webSDK { result.webSDK = webSDK }
        return result
    }
}
