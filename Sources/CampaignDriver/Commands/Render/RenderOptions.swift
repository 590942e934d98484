import CampaignWorkspace

/// The options of `campaignc render` (SPEC §18), as the command line gave them.
public struct RenderOptions: Hashable, Sendable {
    /// The options render shares with `compile` (paths, `--config`, `--format`, `--now` …).
    /// The report goes to standard error.
    public var checking: ValidateOptions
    /// `--user PROFILE.yaml`.
    public var userPath: String
    /// `--event EVENT.yaml`: render templated messages as at this trigger.
    public var eventPath: String?
    /// `--payload PAYLOAD.json`: render this compiled payload instead of the campaign sources.
    public var payloadPath: String?
    /// `--locale TAG`: the texts of this locale (default: the profile's `locale`, else the source).
    public var locale: String?
    /// `--output FILE|-` (default: standard output).
    public var output: CompileOutput
    public var pretty: Bool

    public init(
        checking: ValidateOptions, userPath: String, eventPath: String? = nil, payloadPath: String? = nil, locale: String? = nil,
        output: CompileOutput = .standardOutput,
        pretty: Bool = false
    ) {
        self.checking = checking
        self.userPath = userPath
        self.eventPath = eventPath
        self.payloadPath = payloadPath
        self.locale = locale
        self.output = output
        self.pretty = pretty
    }
}
