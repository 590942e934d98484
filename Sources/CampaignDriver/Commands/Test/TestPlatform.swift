import CampaignModel
import CampaignPreview

/// `test --platform ios|android|web|all` (SPEC §9.1): the platform every scenario runs as, in
/// place of the project file's, or `all`: each scenario once per platform, reported as
/// `SCENARIO [PLATFORM]`. A scenario whose own `simulator:` names a platform tests that
/// platform's rule: it keeps it, and under `all` runs once, as `SCENARIO [ITS PLATFORM]`.
public enum TestPlatform: Hashable, Sendable {
    case one(SimulatorPlatform)
    case all

    /// The meaning of a `--platform` word (read as `preview --platform` reads it).
    public init(_ word: PlatformWord) {
        switch word {
        case .ios: self = .one(.ios)
        case .android: self = .one(.android)
        case .web: self = .one(.web)
        case .all: self = .all
        }
    }

    /// One run of a scenario: the platform passed to the simulator, and the run's name
    /// (`id [web]`; nil: the scenario's id).
    struct Run: Hashable, Sendable {
        let platform: SimulatorPlatform?
        let label: String?
    }

    /// The runs of scenario `id`, whose own `simulator:` names `pinned`, in the order
    /// ios, android, web; one plain run without `--platform`.
    static func runs(of choice: TestPlatform?, id: String, pinned: SimulatorPlatform?) -> [Run] {
        switch choice {
        case nil: [Run(platform: nil, label: nil)]
        case .one(let platform): [Run(platform: platform, label: nil)]
        case .all:
            (pinned.map { [$0] } ?? SimulatorPlatform.allCases).map { Run(platform: $0, label: "\(id) [\($0.rawValue)]") }
        }
    }
}
