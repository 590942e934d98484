/// Every option with its value in force for one scenario (SPEC §9.5).
public struct ResolvedSimulatorOptions: Hashable, Sendable {
    // Each option starts at iOS's value; `PlatformDefaults` sets the others' differences.
    public var platform: SimulatorPlatform = .ios
    public var scheduleBounds: ScheduleBounds = .exclusive
    public var tieBreak: TieBreak = .first
    public var stampAt: StampMoment = .publish
    public var intervalAtPublish: IntervalAtPublish = .skip
    public var absentProperty: AbsentProperty = .strict
    public var agoBounds: AgoBounds = .strict
    public var requestNextAsks: RequestNextAsks = .no
    public var stackDuplicates: StackDuplicates = .move
    public var restart: RestartRule = .forget
    public var autoDrain: AutoDrain = .none
    public var timeoutWhenAbsent: TimeoutWhenAbsent = .never
    public var expiryCheck: ExpiryCheck = .prepare
    public var regexCase: RegexCase = .insensitive
    public var missingImage: MissingImageRule = .fullAndImageOnly
    public var background: BackgroundRule = .stack
    /// Read by the web presenter only.
    public var webSDK: WebSDK = .current
    public var controlStampsInterval: ControlStampsInterval = .yes

    /// The defaults of `platform`: one row of SPEC §9.5's table (`PlatformDefaults`).
    public init(platform: SimulatorPlatform) {
        PlatformDefaults.apply(platform, to: &self)
    }

    /// The options of one scenario: the platform's defaults (the scenario's platform, else
    /// `commandLine`'s — `test --platform`, which stands in for the project's — else the
    /// project's, else iOS), then the project's single options unless the scenario names its
    /// own platform, then the scenario's.
    public init(project: SimulatorOptions, scenario: SimulatorOptions, commandLine: SimulatorPlatform? = nil) {
        let platform = scenario.platform ?? commandLine ?? project.platform ?? .ios
        var resolved = ResolvedSimulatorOptions(platform: platform)
        if scenario.platform == nil { resolved = project.overriding(resolved) }
        self = scenario.overriding(resolved)
    }

    /// `key: value` for every option, in `SimulatorOptions.keys` order.
    public var described: [(key: String, value: String)] {
        let values = [
            platform.rawValue, scheduleBounds.rawValue, tieBreak.rawValue, stampAt.rawValue, intervalAtPublish.rawValue,
            absentProperty.rawValue, agoBounds.rawValue, requestNextAsks.rawValue, stackDuplicates.rawValue, restart.rawValue,
            autoDrain.rawValue, timeoutWhenAbsent.rawValue, expiryCheck.rawValue, regexCase.rawValue, missingImage.rawValue,
            background.rawValue, webSDK.rawValue, controlStampsInterval.rawValue,
        ]
        return Array(zip(SimulatorOptions.keys, values)).map { (key: $0.0, value: $0.1) }
    }
}

/// SPEC §9.5's table as the differences from iOS, whose values are the options' initial
/// ones (iOS where iOS is known, else current Android, R20); Android and Web as their SDKs were
/// read (the delivery rules' "v3 corrections").
enum PlatformDefaults {
    static func apply(_ platform: SimulatorPlatform, to options: inout ResolvedSimulatorOptions) {
        options.platform = platform
        switch platform {
        case .ios:
            break
        case .android:
            options.requestNextAsks = .yes
            options.stackDuplicates = .keep
            options.missingImage = .fullOnly
            options.background = .singleSlot
        case .web:
            options.scheduleBounds = .inclusive
            options.tieBreak = .last
            options.intervalAtPublish = .check
            options.absentProperty = .lenient
            options.agoBounds = .inclusive
            options.restart = .keepPending
            options.timeoutWhenAbsent = .delayPlus30s
            options.expiryCheck = .handOff
            options.regexCase = .sensitive
            options.missingImage = .none
        }
    }
}
