#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs a `ProcessRequest` with `posix_spawnp`, in this process's environment, and waits for
/// its end: the runner the executable puts in `DriverEnvironment.runProcess`.
public enum SpawnedProcess {
    /// The program's exit status, or why it could not be run (not found, killed by a signal).
    public static func run(_ request: ProcessRequest) -> Result<Int32, ProcessFailure> {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, request.standardInput, O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, request.standardOutput, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, request.standardError, O_WRONLY | O_CREAT | O_TRUNC, 0o600)

        let words = [request.program] + request.arguments
        var arguments: [UnsafeMutablePointer<CChar>?] = words.map { strdup($0) } + [nil]
        defer {
            for argument in arguments { free(argument) }
        }
        var pid = pid_t()
        let started = posix_spawnp(&pid, request.program, &actions, nil, &arguments, environ)
        guard started == 0 else {
            return .failure(ProcessFailure(reason: "cannot run \(request.program): \(String(cString: strerror(started)))"))
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 {
            guard errno == EINTR else {
                return .failure(ProcessFailure(reason: "cannot wait for \(request.program): \(String(cString: strerror(errno)))"))
            }
        }
        // WIFEXITED / WEXITSTATUS, which Swift does not import as functions.
        guard status & 0x7F == 0 else {
            return .failure(ProcessFailure(reason: "\(request.program) was stopped by signal \(status & 0x7F)"))
        }
        return .success((status >> 8) & 0xFF)
    }
}
