/// The simulator options as written in a project file's or a scenario's `simulator:` mapping
/// (SPEC §9.5): each one optional.
public struct SimulatorOptions: Hashable, Sendable {
    public var platform: SimulatorPlatform?
    public var scheduleBounds: ScheduleBounds?
    public var tieBreak: TieBreak?
    public var stampAt: StampMoment?
    public var autoDrain: AutoDrain?
    public var timeoutWhenAbsent: TimeoutWhenAbsent?
    public var regexCase: RegexCase?
    public var missingImage: MissingImageRule?
    public var background: BackgroundRule?

    public init(
        platform: SimulatorPlatform? = nil, scheduleBounds: ScheduleBounds? = nil, tieBreak: TieBreak? = nil,
        stampAt: StampMoment? = nil, autoDrain: AutoDrain? = nil, timeoutWhenAbsent: TimeoutWhenAbsent? = nil,
        regexCase: RegexCase? = nil, missingImage: MissingImageRule? = nil, background: BackgroundRule? = nil
    ) {
        self.platform = platform
        self.scheduleBounds = scheduleBounds
        self.tieBreak = tieBreak
        self.stampAt = stampAt
        self.autoDrain = autoDrain
        self.timeoutWhenAbsent = timeoutWhenAbsent
        self.regexCase = regexCase
        self.missingImage = missingImage
        self.background = background
    }

    /// The option keys, in the order `--trace` prints them.
    public static let keys = [
        "platform", "schedule_bounds", "tie_break", "stamp_at", "auto_drain",
        "timeout_when_absent", "regex_case", "missing_image", "background",
    ]

    /// The single options (all but `platform`) of `self` written over `base`.
    func overriding(_ base: ResolvedSimulatorOptions) -> ResolvedSimulatorOptions {
        var result = base
        if let scheduleBounds { result.scheduleBounds = scheduleBounds }
        if let tieBreak { result.tieBreak = tieBreak }
        if let stampAt { result.stampAt = stampAt }
        if let autoDrain { result.autoDrain = autoDrain }
        if let timeoutWhenAbsent { result.timeoutWhenAbsent = timeoutWhenAbsent }
        if let regexCase { result.regexCase = regexCase }
        if let missingImage { result.missingImage = missingImage }
        if let background { result.background = background }
        return result
    }
}

/// Every option with its value in force for one scenario.
public struct ResolvedSimulatorOptions: Hashable, Sendable {
    public var platform: SimulatorPlatform
    public var scheduleBounds: ScheduleBounds
    public var tieBreak: TieBreak
    public var stampAt: StampMoment
    public var autoDrain: AutoDrain
    public var timeoutWhenAbsent: TimeoutWhenAbsent
    public var regexCase: RegexCase
    public var missingImage: MissingImageRule
    public var background: BackgroundRule

    /// The defaults of `platform` (SPEC §9.5's table).
    public init(platform: SimulatorPlatform) {
        self.platform = platform
        let web = platform == .web
        scheduleBounds = web ? .inclusive : .exclusive
        tieBreak = web ? .last : .first
        stampAt = web ? .display : .publish
        autoDrain = .none
        timeoutWhenAbsent = web ? .delayPlus30s : .never
        regexCase = web ? .sensitive : .insensitive
        missingImage =
            switch platform {
            case .ios: .fullAndImageOnly
            case .android: .fullOnly
            case .web: .none
            }
        background = platform == .android ? .singleSlot : .stack
    }

    /// The options of one scenario: the platform's defaults (the scenario's platform, else
    /// the project's, else iOS), then the project's single options unless the scenario names
    /// its own platform, then the scenario's.
    public init(project: SimulatorOptions, scenario: SimulatorOptions) {
        let platform = scenario.platform ?? project.platform ?? .ios
        var resolved = ResolvedSimulatorOptions(platform: platform)
        if scenario.platform == nil { resolved = project.overriding(resolved) }
        self = scenario.overriding(resolved)
    }

    /// `key: value` for every option, in `SimulatorOptions.keys` order.
    public var described: [(key: String, value: String)] {
        [
            ("platform", platform.rawValue), ("schedule_bounds", scheduleBounds.rawValue), ("tie_break", tieBreak.rawValue),
            ("stamp_at", stampAt.rawValue), ("auto_drain", autoDrain.rawValue), ("timeout_when_absent", timeoutWhenAbsent.rawValue),
            ("regex_case", regexCase.rawValue), ("missing_image", missingImage.rawValue), ("background", background.rawValue),
        ]
    }
}
