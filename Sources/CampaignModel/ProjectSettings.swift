public import CampaignDiagnostics

/// Everything the project file `campaignc.yaml` says (SPEC §3), with defaults when there is none.
public struct ProjectSettings: Hashable, Sendable {
    /// The project root: the folder of the project file, or "." when there is none.
    public var root: String
    /// How often the SDK shows at most one message.
    public var triggerMinimumInterval: Duration
    public var assets: AssetSettings
    /// Declared custom views, in file order; empty when none are declared.
    public var viewTypes: [ViewTypeContract]
    /// Per-code severity overrides (`severity:`); feed them to `SeverityPolicy`.
    public var severity: [DiagnosticCode: SeverityOverride]
    /// (v3) The baseline file named by `baseline:` (SPEC §3, §11), joined to `root` the way the
    /// project file's own path is written (`campaignc-baseline.json` in `.`, `Samples/b.json`
    /// in `Samples`); nil when the project file names none. Every command and the language
    /// server use it unless `--baseline` names another or `--no-baseline` is given.
    public var baseline: String?
    /// `exclude:` globs (SPEC §1) as written, each checked when the project file was decoded;
    /// the input layer matches them against paths relative to `root`. Empty when none.
    public var exclude: [String]
    /// (v2) The delivery simulator's options (`simulator:`, SPEC §9.5).
    public var simulator: SimulatorOptions = SimulatorOptions()
    /// (v3) `accessibility: {contrast: AA | AAA}`: the level of the contrast checks (SPEC §3, §4.5).
    public var contrastLevel: ContrastLevel = .aa
    /// (v4) `attributes:`: the custom attributes and their types; nil when the project declares
    /// none (then any custom attribute passes).
    public var attributes: [String: DeclaredType]?
    /// (v4) `events:`: the custom events and their properties' types; nil when none are declared.
    public var events: [String: [String: DeclaredType]]?
    /// (v4) `content_blocks:`: the folder of `NAME.liquid` files, joined to `root`; nil when none.
    public var contentBlocksFolder: String?
    /// (v4) The names of the content blocks: the `NAME.liquid` files of `contentBlocksFolder`,
    /// sorted; filled in by whoever reads the folder (the compiler reads no files).
    public var contentBlocks: [String] = []
    /// (v4) `localisation:` (SPEC §16.1); nil for a project that is not localised.
    public var localisation: LocalisationSettings?
    /// (v4) `personas:`: the preview's named profiles, in the order written; empty when none.
    public var personas: [Persona] = []

    public init(
        root: String = ".",
        triggerMinimumInterval: Duration = ProjectSettings.defaultTriggerMinimumInterval,
        assets: AssetSettings = AssetSettings(),
        viewTypes: [ViewTypeContract] = [],
        severity: [DiagnosticCode: SeverityOverride] = [:],
        exclude: [String] = []
    ) {
        self.root = root
        self.triggerMinimumInterval = triggerMinimumInterval
        self.assets = assets
        self.viewTypes = viewTypes
        self.severity = severity
        self.exclude = exclude
    }

    public static let defaultTriggerMinimumInterval = Duration.seconds(30)

    /// The settings of a run without a project file.
    public static let standard = ProjectSettings()

    /// `relative` (a path written in the project file) as seen from where the project file's
    /// path is: joined to `root`, unless it is absolute or the root is `.`.
    public static func path(_ relative: String, inProjectAt root: String) -> String {
        if relative.hasPrefix("/") || root == "." { return relative }
        return root.hasSuffix("/") ? root + relative : root + "/" + relative
    }

    /// The declared view type named `name`, if any.
    public func viewType(named name: String) -> ViewTypeContract? {
        viewTypes.first { $0.name == name }
    }
}
