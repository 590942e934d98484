/// The options of `campaignc test` (SPEC §9.4), as the command line gave them.
public struct TestOptions: Hashable, Sendable {
    /// The options shared with `validate`: paths, `--config`, `--format`, `--now`, …
    public var checking: ValidateOptions
    /// `--payload FILE`: run against this compiled payload instead of the campaign sources.
    public var payloadPath: String?
    /// `--scenario ID` (repeatable): run only these.
    public var scenarioIDs: [String]
    /// `--trace`: print every scenario's timeline (text or json format only).
    public var trace: Bool
    /// `--platform`: the platform every scenario runs as, or all three; nil: the project's.
    public var platform: TestPlatform?

    public init(
        checking: ValidateOptions, payloadPath: String? = nil, scenarioIDs: [String] = [], trace: Bool = false, platform: TestPlatform? = nil
    ) {
        self.checking = checking
        self.payloadPath = payloadPath
        self.scenarioIDs = scenarioIDs
        self.trace = trace
        self.platform = platform
    }
}
