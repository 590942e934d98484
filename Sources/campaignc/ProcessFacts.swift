import CampaignDriver
import Foundation

/// Reads the facts about this process that the driver needs: the working directory,
/// whether standard output and standard error are terminals, `NO_COLOR`, the clock, the number of cores,
/// and standard input. Nothing else in campaignc looks at the environment.
enum ProcessFacts {
    static func environment() -> DriverEnvironment {
        let noColor = ProcessInfo.processInfo.environment["NO_COLOR"].map { !$0.isEmpty } ?? false
        return DriverEnvironment(
            workingDirectory: FileManager.default.currentDirectoryPath,
            isStandardOutputTerminal: isatty(STDOUT_FILENO) == 1,
            isStandardErrorTerminal: isatty(STDERR_FILENO) == 1,
            noColorRequested: noColor,
            currentTime: Int64(Date().timeIntervalSince1970.rounded(.down)),
            processorCount: ProcessInfo.processInfo.activeProcessorCount,
            readStandardInput: readStandardInput
        )
    }

    @Sendable
    static func readStandardInput() -> Result<[UInt8], StandardInputFailure> {
        do {
            let data = try FileHandle.standardInput.readToEnd() ?? Data()
            return .success([UInt8](data))
        } catch {
            return .failure(StandardInputFailure(reason: error.localizedDescription))
        }
    }
}
