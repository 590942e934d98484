import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs the built `campaignc` as a child and measures its peak resident memory: `wait4`'s usage
/// of that one child, never the test process's other children. Standard output and error go to
/// `out.txt` and `err.txt` in `folder`, standard input is closed, and the address sanitizer (when
/// the build has it) keeps no quarantine, so the figure is the program's own.
public enum PeakMemoryRun {
    public struct Outcome: Sendable {
        public var status: Int32
        /// The child's peak resident set size in bytes.
        public var peakBytes: Int
        public var standardOutput: String
    }

    public static func run(_ arguments: [String], in folder: TestFolder) throws -> Outcome {
        let executable = try CampaigncProcess.executable().path
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addclose(&actions, 0)
        posix_spawn_file_actions_addopen(&actions, 1, folder.path("out.txt"), O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_addopen(&actions, 2, folder.path("err.txt"), O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        let argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
        var variables = ProcessInfo.processInfo.environment
        variables["ASAN_OPTIONS"] = "quarantine_size_mb=0:detect_leaks=0"
        let envp: [UnsafeMutablePointer<CChar>?] = variables.sorted { $0.key < $1.key }.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for pointer in argv + envp { free(pointer) } }
        var child: pid_t = 0
        let spawned = posix_spawn(&child, executable, &actions, nil, argv, envp)
        guard spawned == 0 else { throw CocoaError(.executableLoad, userInfo: [NSLocalizedDescriptionKey: "posix_spawn: \(spawned)"]) }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(child, &status, 0, &usage) < 0 && errno == EINTR {}
        #if canImport(Darwin)
            let peak = Int(usage.ru_maxrss)
        #else
            let peak = Int(usage.ru_maxrss) * 1024
        #endif
        let output = (try? String(contentsOfFile: folder.path("out.txt"), encoding: .utf8)) ?? ""
        // WEXITSTATUS, or 128 + the signal for a child a signal ended.
        let exit = status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        return Outcome(status: exit, peakBytes: peak, standardOutput: output)
    }
}
