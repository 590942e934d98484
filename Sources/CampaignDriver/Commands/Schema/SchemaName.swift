import CampaignCompiler
import CampaignDiagnostics
import CampaignPayload
import DeliverySimulator

/// The schemas campaignc prints, named as on the command line.
public enum SchemaName: String, CaseIterable, Hashable, Sendable {
    /// A campaign document, for editors (`Schemas/campaign.schema.json`).
    case campaign
    /// The output of `compile` (`Schemas/payload.schema.json`).
    case payload
    /// The project file `campaignc.yaml` (`Schemas/config.schema.json`).
    case config
    /// The `--format json` report (`Schemas/diagnostics.schema.json`).
    case diagnostics
    /// (v2) A scenario document, for editors (`Schemas/scenario.schema.json`).
    case scenario
    /// (v2) One scenario's timeline in `test --format json --trace` (`Schemas/trace.schema.json`).
    case trace
    /// A `--write-baseline` file (`Schemas/baseline.schema.json`).
    case baseline
    /// (v3) `campaignc diff --format json` (`Schemas/diff.schema.json`).
    case diff

    /// The name of the schema's file in `Schemas/`.
    public var fileName: String { "\(rawValue).schema.json" }

    /// The schema's bytes: pretty JSON and a final newline, exactly the file in `Schemas/`.
    public var fileBytes: [UInt8] {
        switch self {
        case .campaign: CampaignSchema.fileBytes
        case .payload: PayloadSchema.fileBytes
        case .config: ConfigSchema.fileBytes
        case .diagnostics: DiagnosticsSchema.fileBytes
        case .baseline: BaselineSchema.fileBytes
        case .scenario: ScenarioSchema.fileBytes
        case .trace: TraceSchema.fileBytes
        case .diff: DiffSchema.fileBytes
        }
    }
}
