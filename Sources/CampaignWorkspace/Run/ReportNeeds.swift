/// What a run's report needs from each file beyond its diagnostics. The default text and
/// GitHub reports need neither: 10,000 files then keep about 4 MB less.
public struct ReportNeeds: Hashable, Sendable {
    /// The campaign and scenario documents of each file: JUnit's test cases.
    public var units: Bool
    /// The node path and unit at each place the cross-file analyses may point at: the
    /// fingerprints of their diagnostics (JSON, SARIF, GitLab, baselines).
    public var fingerprintPlaces: Bool

    public init(units: Bool, fingerprintPlaces: Bool) {
        self.units = units
        self.fingerprintPlaces = fingerprintPlaces
    }

    public static let everything = ReportNeeds(units: true, fingerprintPlaces: true)
}
