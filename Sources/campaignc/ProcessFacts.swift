import CampaignDriver
import CampaignWorkspace

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads the facts about this process that the driver needs: the working directory,
/// whether standard output and standard error are terminals, `NO_COLOR`, the clock, the number of cores,
/// standard input, `TMPDIR`, and how programs are run (`git`, for `diff --base`). Nothing else in
/// campaignc looks at the environment.
///
/// Plain C calls, so that a run does not start Foundation for these (Foundation's set-up
/// costs milliseconds and megabytes); standard input is read in chunks up to the size limit.
enum ProcessFacts {
    static func environment() -> DriverEnvironment {
        var environment = DriverEnvironment(
            workingDirectory: workingDirectory(),
            isStandardOutputTerminal: isatty(STDOUT_FILENO) == 1,
            isStandardErrorTerminal: isatty(STDERR_FILENO) == 1,
            noColorRequested: getenv("NO_COLOR").map { $0.pointee != 0 } ?? false,
            currentTime: currentTime(),
            processorCount: processorCount(),
            readStandardInput: StandardInputReader.read(limit:)
        )
        environment.runProcess = SpawnedProcess.run
        environment.files = DiskFileSystem()
        return environment
    }

    /// `getcwd`, growing the buffer as needed; "." when it fails (the folder was removed).
    static func workingDirectory() -> String {
        var size = 1024
        while size <= 1 << 20 {
            var buffer = [CChar](repeating: 0, count: size)
            if getcwd(&buffer, size) != nil {
                return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            }
            guard errno == ERANGE else { break }
            size *= 2
        }
        return "."
    }

    /// Whole seconds since 1970 (rounded down).
    static func currentTime() -> Int64 {
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        return Int64(now.tv_sec)
    }

    /// The cores online (the default number of jobs).
    static func processorCount() -> Int {
        max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))
    }
}
