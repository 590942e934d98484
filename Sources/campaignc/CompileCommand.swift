import ArgumentParser
import CampaignDriver

/// `campaignc compile PATH... (--output FILE | --output-dir DIR)`: checks campaigns like
/// `validate` (report on standard error) and, when there is no error, writes the payload.
struct CompileCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "compile",
        abstract: "Check campaign files and write the delivery engine's JSON payload."
    )

    @OptionGroup var checking: CheckingOptions

    @Option(name: OptionTable.output.long, help: OptionTable.output.help)
    var output: String?

    @Option(name: OptionTable.outputDir.long, help: OptionTable.outputDir.help)
    var outputDir: String?

    @Flag(name: OptionTable.pretty.long, help: OptionTable.pretty.help)
    var pretty = false

    func validate() throws {
        switch (output, outputDir) {
        case (nil, nil): throw ValidationError("give --output FILE (or -) or --output-dir DIR")
        case (.some, .some): throw ValidationError("give either --output or --output-dir, not both")
        default: break
        }
    }

    var invocation: Invocation {
        let destination: CompileOutput = outputDir.map { .directory($0) } ?? CompileOutput(outputArgument: output ?? "-")
        return .compile(CompileOptions(checking: checking.validateOptions, output: destination, pretty: pretty))
    }

    func run() async throws {
        try await invocation.finish()
    }
}
