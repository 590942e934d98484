import Foundation
import XCTest

/// Finding an oracle's tool: with `CAMPAIGNC_ORACLES=1` a missing tool fails the test,
/// otherwise the test is skipped with the reason printed.
enum OracleTool {
    static func require(_ path: String, check: [String], because reason: String) throws -> String {
        let found = FileManager.default.isExecutableFile(atPath: path) && (try? run(path, check).status) == 0
        if found { return path }
        let message = "\(reason): \(path) \(check.joined(separator: " ")) does not run"
        if ProcessInfo.processInfo.environment["CAMPAIGNC_ORACLES"] == "1" {
            XCTFail(message)
            throw XCTSkip("failed: " + message)
        }
        print("skipped: \(message)")
        throw XCTSkip(message)
    }

    /// Runs a tool and returns its status and standard output (standard error is kept
    /// apart and returned too).
    static func run(_ path: String, _ arguments: [String], environment: [String: String] = [:]) throws -> (status: Int32, output: Data, error: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        var env = ProcessInfo.processInfo.environment
        for (key, value) in environment { env[key] = value }
        process.environment = env
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        // Standard error is drained on another thread so neither pipe can fill and block.
        let errorData = ErrorBuffer()
        let group = DispatchGroup()
        group.enter()
        DispatchQueue.global().async {
            errorData.data = error.fileHandleForReading.readDataToEndOfFile()
            group.leave()
        }
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        process.waitUntilExit()
        return (process.terminationStatus, outputData, String(decoding: errorData.data, as: UTF8.self))
    }

    /// Written by one thread, read after `DispatchGroup.wait`.
    private final class ErrorBuffer: @unchecked Sendable {
        var data = Data()
    }

    /// The repository root, from this file's path.
    static var root: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    }
}
