import Foundation

extension CampaigncProcess {
    /// Starts `campaignc arguments` in `directory` with standard output going to `output` (a
    /// file, a pipe, a device node the test made) and standard error captured; the caller waits
    /// with `finish`. Standard input is empty.
    public static func start(_ arguments: [String], in directory: URL, output: FileHandle) throws -> StartedProcess {
        let process = Process()
        process.executableURL = try executable()
        process.arguments = arguments
        process.currentDirectoryURL = directory
        var variables = ProcessInfo.processInfo.environment
        variables["NO_COLOR"] = nil
        process.environment = variables
        let errors = FileManager.default.temporaryDirectory.appendingPathComponent("campaignc-stderr-\(UUID().uuidString)")
        try Data().write(to: errors)
        let errorHandle = try FileHandle(forWritingTo: errors)
        process.standardOutput = output
        process.standardError = errorHandle
        process.standardInput = FileHandle.nullDevice
        try process.run()
        return StartedProcess(process: process, errorFile: errors, errorHandle: errorHandle)
    }

    /// Runs `campaignc arguments` to the end with standard output going to `output`.
    public static func run(_ arguments: [String], in directory: URL, output: FileHandle) throws -> FinishedProcess {
        try start(arguments, in: directory, output: output).finish()
    }
}

/// A `campaignc` started by `CampaigncProcess.start`.
public struct StartedProcess {
    public let process: Process
    let errorFile: URL
    let errorHandle: FileHandle

    /// Waits for the end; returns how it ended and what it wrote on standard error.
    public func finish() throws -> FinishedProcess {
        process.waitUntilExit()
        try errorHandle.close()
        defer { try? FileManager.default.removeItem(at: errorFile) }
        return FinishedProcess(
            status: process.terminationStatus,
            killedBySignal: process.terminationReason == .uncaughtSignal,
            standardError: String(decoding: try Data(contentsOf: errorFile), as: UTF8.self)
        )
    }
}

/// How a `campaignc` with a redirected standard output ended.
public struct FinishedProcess: Equatable, Sendable {
    /// The exit status, or the signal's number when `killedBySignal`.
    public var status: Int32
    public var killedBySignal: Bool
    public var standardError: String
}
