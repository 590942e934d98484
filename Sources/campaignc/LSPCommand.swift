import ArgumentParser
import CampaignDriver
import CampaignLanguageServer
import CampaignWorkspace

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// `campaignc lsp`: the language server over standard input and output (SPEC §13.3). Its
/// options are checked before anything is read; the server then runs until `exit` or the end
/// of its input and the process exits with the server's status.
struct LSPCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lsp",
        abstract: "Run the language server over standard input and output (for editors)."
    )

    @Flag(name: OptionTable.stdio.long, help: OptionTable.stdio.help)
    var stdio = false

    @Option(name: OptionTable.lspConfig.long, help: OptionTable.lspConfig.help, completion: .file(extensions: ["yaml"]))
    var config: String?

    @Option(name: OptionTable.exclude.long, help: OptionTable.exclude.help)
    var exclude: [String] = []

    @Option(name: OptionTable.lspBaseline.long, help: OptionTable.lspBaseline.help)
    var baseline: String?

    @Flag(name: OptionTable.lspNoBaseline.long, help: OptionTable.lspNoBaseline.help)
    var noBaseline = false

    @Flag(name: OptionTable.warningsAsErrors.long, help: OptionTable.warningsAsErrors.help)
    var warningsAsErrors = false

    @Option(name: OptionTable.now.long, help: OptionTable.now.help)
    var now: String?

    @Option(name: OptionTable.socket.long, help: OptionTable.socket.help) var socket: String?
    @Option(name: OptionTable.port.long, help: OptionTable.port.help) var port: String?
    @Option(name: OptionTable.pipe.long, help: OptionTable.pipe.help) var pipe: String?
    @Flag(name: OptionTable.nodeIPC.long, help: OptionTable.nodeIPC.help) var nodeIpc = false

    func validate() throws {
        if socket != nil || port != nil || pipe != nil || nodeIpc {
            throw ValidationError(
                "campaignc lsp speaks over standard input and output only (--stdio); --socket, --port, --pipe and --node-ipc are not supported")
        }
    }

    func run() async throws {
        let facts = ProcessFacts.environment()
        let checked = try checkedOptions(workingDirectory: facts.workingDirectory, jobs: facts.processorCount)
        signal(SIGPIPE, SIG_IGN)
        let analyzer = DriverWorkspaceAnalyzer(options: checked, currentTime: { ProcessFacts.currentTime() }, disk: DiskFileSystem())
        let environment = ServerEnvironment(
            analyzer: analyzer, configFile: checked.config, version: CampaigncVersion.current,
            log: { StandardStreams.writeError("campaignc lsp: \($0)\n") },
            isProcessAlive: { ProcessLiveness.system.isAlive($0) },
            pause: { sleep(UInt32($0)) },
            terminate: { endProcess($0) }
        )
        let server = LanguageServer(
            input: DescriptorInput(descriptor: STDIN_FILENO), output: DescriptorOutput(descriptor: STDOUT_FILENO), environment: environment)
        let status = await server.runOnOwnThread()
        if status != ExitStatus.success { throw ExitCode(status) }
    }

    /// The options shared with `validate`, checked before anything is read (exit 2).
    private func checkedOptions(workingDirectory: String, jobs: Int) throws -> ServerOptions {
        do {
            return try ServerOptions.check(
                config: config, baseline: baseline, noBaseline: noBaseline, exclude: exclude, warningsAsErrors: warningsAsErrors, now: now,
                workingDirectory: workingDirectory, jobs: jobs, files: DiskFileSystem())
        } catch {
            StandardStreams.writeError(error.errorOutput)
            throw ExitCode(error.exitStatus)
        }
    }
}

/// Ends the process at once (the watch of the client's process, from its own thread).
private func endProcess(_ status: Int32) -> Never {
    #if canImport(Glibc)
        Glibc.exit(status)
    #elseif canImport(Musl)
        Musl.exit(status)
    #else
        Darwin.exit(status)
    #endif
}
