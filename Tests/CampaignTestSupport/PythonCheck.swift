import Foundation

/// Runs one of the repository's independent Python checks (`Scripts/*.py`) with the system
/// interpreter over JSON lines the Swift tests wrote, in a temporary folder removed after.
public enum PythonCheck {
    /// Debian's interpreter, which `.ci/run` installs.
    public static let interpreter = "/usr/bin/python3"

    /// True when the interpreter is there (a test skips otherwise).
    public static var isAvailable: Bool { FileManager.default.isExecutableFile(atPath: interpreter) }

    /// The exit status and the output (standard output and error together) of
    /// `Scripts/<script>` run on a file holding `lines`.
    public static func run(_ script: String, lines: [String]) throws -> (status: Int32, output: String) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("campaignc-python-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("cases.jsonl")
        try (lines.joined(separator: "\n") + "\n").write(to: file, atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: interpreter)
        process.arguments = [CampaigncProcess.packageRoot.appendingPathComponent("Scripts/" + script).path, file.path]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, text)
    }
}
