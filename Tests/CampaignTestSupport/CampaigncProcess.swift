import Foundation

/// What one run of the built `campaignc` produced.
public struct ProcessOutput: Equatable, Sendable {
    public var status: Int32
    public var standardOutput: String
    public var standardError: String

    public init(status: Int32, standardOutput: String, standardError: String) {
        self.status = status
        self.standardOutput = standardOutput
        self.standardError = standardError
    }
}

/// Runs the `campaignc` executable built next to this test bundle.
public enum CampaigncProcess {
    /// The package's root folder, found from this file's path.
    public static let packageRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()
        .deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The built executable: SwiftPM puts it in the same products folder as the test bundle,
    /// whatever the scratch path. On Linux that folder is `Bundle.main`'s; on macOS the
    /// bundle is `….xctest` inside it.
    public static func executable() throws -> URL {
        var folders = [
            Bundle(for: BundleMarker.self).bundleURL.deletingLastPathComponent(),
            Bundle.main.bundleURL,
            Bundle.main.bundleURL.deletingLastPathComponent(),
        ]
        if let executable = Bundle.main.executableURL {
            folders.append(executable.deletingLastPathComponent())
        }
        for folder in folders {
            let candidate = folder.appendingPathComponent("campaignc")
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDirectory), !isDirectory.boolValue,
                FileManager.default.isExecutableFile(atPath: candidate.path)
            {
                return candidate
            }
        }
        throw ExecutableNotFound(searched: folders.map(\.path))
    }

    /// Runs `campaignc arguments` in `directory` (default: the package root) with `input`
    /// on standard input, without `NO_COLOR` unless `environment` sets it.
    public static func run(
        _ arguments: [String],
        in directory: URL? = nil,
        input: String? = nil,
        environment: [String: String] = [:]
    ) throws -> ProcessOutput {
        let process = Process()
        process.executableURL = try executable()
        process.arguments = arguments
        process.currentDirectoryURL = directory ?? packageRoot
        var variables = ProcessInfo.processInfo.environment
        variables["NO_COLOR"] = nil
        variables.merge(environment) { _, new in new }
        process.environment = variables

        let captures = FileManager.default.temporaryDirectory
            .appendingPathComponent("campaignc-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: captures, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: captures) }
        let outURL = captures.appendingPathComponent("stdout")
        let errURL = captures.appendingPathComponent("stderr")
        try Data().write(to: outURL)
        try Data().write(to: errURL)
        let outHandle = try FileHandle(forWritingTo: outURL)
        let errHandle = try FileHandle(forWritingTo: errURL)
        process.standardOutput = outHandle
        process.standardError = errHandle

        let inputPipe = Pipe()
        process.standardInput = input == nil ? FileHandle.nullDevice : inputPipe
        try process.run()
        if let input {
            inputPipe.fileHandleForWriting.write(Data(input.utf8))
            try inputPipe.fileHandleForWriting.close()
        }
        process.waitUntilExit()
        try outHandle.close()
        try errHandle.close()
        return ProcessOutput(
            status: process.terminationStatus,
            standardOutput: String(decoding: try Data(contentsOf: outURL), as: UTF8.self),
            standardError: String(decoding: try Data(contentsOf: errURL), as: UTF8.self)
        )
    }
}

private final class BundleMarker {}

/// The built executable is missing: the test fails with the folders it searched.
public struct ExecutableNotFound: Error, CustomStringConvertible {
    let searched: [String]

    public var description: String {
        "the campaignc executable was not found next to the test bundle; searched \(searched)"
    }
}
