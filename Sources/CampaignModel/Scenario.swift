import CampaignDiagnostics

/// A scenario document (SPEC §9.1): a scripted sequence of app events on a simulated device,
/// with expectations on what the user sees.
public struct Scenario: Hashable, Sendable {
    /// The `scenario:` id.
    public var id: Located<String>
    public var description: String?
    /// The simulated clock's first instant.
    public var start: Located<Timestamp>
    /// Only these campaigns are live; nil means every campaign of the inputs.
    public var campaigns: [Located<String>]?
    public var device: ScenarioDevice
    /// The app's display choice until a `display` step changes it.
    public var display: DisplayChoice
    /// Earlier displays, in written order.
    public var history: [HistoryEntry]
    /// The scenario's own `simulator:` options.
    public var simulator: SimulatorOptions
    public var steps: [ScenarioStep]
    /// 0-based index of the document in its file.
    public var documentIndex: Int
    /// `user:`, the profile the messages are rendered for; nil: the user without attributes.
    public var user: UserProfile?

    /// The id whose bucket picks each campaign's variant (SPEC §17): the profile's `user_id`,
    /// or `scenario-user`.
    public var userID: String { user?.userID ?? ScenarioUser.defaultUserID }

    public init(
        id: Located<String>, description: String? = nil, start: Located<Timestamp>, campaigns: [Located<String>]? = nil,
        device: ScenarioDevice = ScenarioDevice(), display: DisplayChoice = .now, history: [HistoryEntry] = [],
        simulator: SimulatorOptions = SimulatorOptions(), steps: [ScenarioStep], documentIndex: Int = 0
    ) {
        self.id = id
        self.description = description
        self.start = start
        self.campaigns = campaigns
        self.device = device
        self.display = display
        self.history = history
        self.simulator = simulator
        self.steps = steps
        self.documentIndex = documentIndex
    }

    /// Every campaign name the scenario mentions, in source order (for E601).
    public var campaignReferences: [Located<String>] {
        Self.campaignReferences(campaigns: campaigns, history: history, steps: steps)
    }

    /// The campaign names of these parts of a scenario (the parts that decoded, for a
    /// scenario with errors of its own).
    public static func campaignReferences(campaigns: [Located<String>]?, history: [HistoryEntry], steps: [ScenarioStep]) -> [Located<String>] {
        var names = campaigns ?? []
        names += history.map(\.campaign)
        for step in steps {
            guard case .expect(let expectation) = step.kind else { continue }
            names += expectation.campaignReferences
        }
        return names
    }
}

/// The simulated device of a scenario.
public struct ScenarioDevice: Hashable, Sendable {
    public var formFactor: FormFactor
    public var orientation: DeviceOrientation
    /// Asset URLs whose download fails (R13).
    public var failingAssets: [String]
    /// `online`: whether the device has the network a templated message needs (SPEC §15.5).
    public var online = true
    /// (v4) `locale`: the device's BCP 47 tag; nil: the project's `source` (SPEC §16.5).
    public var locale: Located<String>?

    public init(formFactor: FormFactor = .phone, orientation: DeviceOrientation = .portrait, failingAssets: [String] = []) {
        self.formFactor = formFactor
        self.orientation = orientation
        self.failingAssets = failingAssets
    }
}

/// `phone` (orientation is checked) or `tablet` (it is not).
public enum FormFactor: String, CaseIterable, Hashable, Sendable {
    case phone, tablet
}

/// The way the device is held.
public enum DeviceOrientation: String, CaseIterable, Hashable, Sendable {
    case portrait, landscape
}

/// The device's connection after a `network` step: a templated message needs it (SPEC §15.5).
public enum NetworkState: String, CaseIterable, Hashable, Sendable {
    case on, off
}

/// The app's answer when a message is ready to show. `reenqueue` exists only on Android.
public enum DisplayChoice: String, CaseIterable, Hashable, Sendable {
    case now, later, discard, reenqueue
}

/// One earlier display: stamps `campaign` and the engine's last display at `displayedAt`.
public struct HistoryEntry: Hashable, Sendable {
    public var campaign: Located<String>
    public var displayedAt: Located<Timestamp>

    public init(campaign: Located<String>, displayedAt: Located<Timestamp>) {
        self.campaign = campaign
        self.displayedAt = displayedAt
    }
}
