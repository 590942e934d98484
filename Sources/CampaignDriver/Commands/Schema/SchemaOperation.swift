import CampaignCompiler
import CampaignMessages
import CampaignWorkspace

/// `campaignc schema campaign|payload|config|diagnostics|scenario|trace|baseline|diff`: prints one JSON Schema, byte for
/// byte the file of the same name in `Schemas/` (SPEC §5).
public enum SchemaOperation {
    /// Runs the command for a name as typed; an unknown name is a usage error (exit status 2).
    public static func run(name: String) -> CommandResult {
        guard let schema = SchemaName(rawValue: name) else {
            var message = "unknown schema `\(name)`; expected \(SchemaName.allCases.map { "`\($0.rawValue)`" }.joined(separator: ", "))"
            if let suggestion = DidYouMean.suggestion(for: name.lowercased(), among: SchemaName.allCases.map(\.rawValue)) {
                message += "; did you mean `\(suggestion)`?"
            }
            return CommandResult(failure: .usage(message))
        }
        return run(schema)
    }

    /// Runs the command for a known schema.
    public static func run(_ schema: SchemaName) -> CommandResult {
        CommandResult(exitStatus: ExitStatus.success, standardOutput: String(decoding: schema.fileBytes, as: UTF8.self))
    }
}
