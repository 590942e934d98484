import ArgumentParser
import CampaignDriver

/// `campaignc schema NAME`: prints one of the JSON Schemas kept in `Schemas/`.
struct SchemaCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "schema",
        abstract: "Print a JSON Schema: campaign, payload, config, diagnostics, scenario, trace, baseline or diff."
    )

    @Argument(help: "campaign, payload, config, diagnostics, scenario, trace, baseline or diff.")
    var name: String

    func run() throws {
        try StandardStreams.finish(SchemaOperation.run(name: name))
    }
}
