#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs a `ProcessRequest` with `posix_spawnp`, in this process's environment, feeding its
/// standard input and reading its standard output and error at once (`poll`), so no pipe can
/// fill up while the other waits: the runner the executable puts in `DriverEnvironment.runProcess`.
public enum SpawnedProcess {
    /// The most bytes of standard error kept: enough for its first lines.
    static let errorLimit = 4096

    #if canImport(Darwin)
        static let streamSocket = SOCK_STREAM
        static let sendFlags = MSG_DONTWAIT
    #else
        static let streamSocket = Int32(SOCK_STREAM.rawValue)
        static let sendFlags = Int32(MSG_NOSIGNAL) | Int32(MSG_DONTWAIT)
    #endif

    /// What the program printed and its exit status, or why it could not be run (not found,
    /// killed by a signal, more output than the request allows).
    public static func run(_ request: ProcessRequest) -> Result<ProgramOutput, ProcessFailure> {
        // Standard input is one end of a socket pair, written with MSG_NOSIGNAL: a program that
        // stops reading early is a failed write, never a SIGPIPE.
        var input: [Int32] = [-1, -1]
        var output: [Int32] = [-1, -1]
        var errors: [Int32] = [-1, -1]
        guard socketpair(AF_UNIX, SpawnedProcess.streamSocket, 0, &input) == 0, pipe(&output) == 0, pipe(&errors) == 0 else {
            let reason = String(cString: strerror(errno))
            for descriptor in input + output + errors where descriptor >= 0 { close(descriptor) }
            return .failure(ProcessFailure(reason: "cannot run \(request.program): \(reason)"))
        }
        for descriptor in input + output + errors { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
        #if canImport(Darwin)
            var on: Int32 = 1
            _ = setsockopt(input[0], SOL_SOCKET, SO_NOSIGPIPE, &on, socklen_t(MemoryLayout<Int32>.size))
        #endif
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, input[1], 0)
        posix_spawn_file_actions_adddup2(&actions, output[1], 1)
        posix_spawn_file_actions_adddup2(&actions, errors[1], 2)

        let words = [request.program] + request.arguments
        var arguments: [UnsafeMutablePointer<CChar>?] = words.map { strdup($0) } + [nil]
        defer {
            for argument in arguments { free(argument) }
        }
        var pid = pid_t()
        let started = posix_spawnp(&pid, request.program, &actions, nil, &arguments, environ)
        close(input[1])
        close(output[1])
        close(errors[1])
        guard started == 0 else {
            close(input[0])
            close(output[0])
            close(errors[0])
            return .failure(ProcessFailure(reason: "cannot run \(request.program): \(String(cString: strerror(started)))"))
        }
        var streams = Streams(input: input[0], output: output[0], errors: errors[0], request: request)
        let withinLimit = streams.exchange()
        if !withinLimit { kill(pid, SIGKILL) }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 {
            guard errno == EINTR else {
                return .failure(ProcessFailure(reason: "cannot wait for \(request.program): \(String(cString: strerror(errno)))"))
            }
        }
        guard withinLimit else {
            return .failure(ProcessFailure(reason: "more than \(request.outputLimit) bytes"))
        }
        // WIFEXITED / WEXITSTATUS, which Swift does not import as functions.
        guard status & 0x7F == 0 else {
            return .failure(ProcessFailure(reason: "\(request.program) was stopped by signal \(status & 0x7F)"))
        }
        return .success(ProgramOutput(status: (status >> 8) & 0xFF, standardOutput: streams.kept, standardError: streams.keptErrors))
    }

    /// The parent's ends of the three streams, served together until both outputs end.
    private struct Streams {
        var input: Int32
        let output: Int32
        let errors: Int32
        let request: ProcessRequest
        var written = 0
        var kept: [UInt8] = []
        var keptErrors: [UInt8] = []

        init(input: Int32, output: Int32, errors: Int32, request: ProcessRequest) {
            self.input = input
            self.output = output
            self.errors = errors
            self.request = request
        }

        /// Writes the input and reads both outputs; false when the output passed its limit.
        mutating func exchange() -> Bool {
            defer {
                if input >= 0 { close(input) }
                close(output)
                close(errors)
            }
            if request.standardInput.isEmpty { finishInput() }
            var open: Set<Int32> = [output, errors]
            var buffer = [UInt8](repeating: 0, count: 64 * 1024)
            while !open.isEmpty {
                var polled = open.sorted().map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
                if input >= 0 { polled.append(pollfd(fd: input, events: Int16(POLLOUT), revents: 0)) }
                guard poll(&polled, nfds_t(polled.count), -1) >= 0 else {
                    if errno == EINTR { continue }
                    return true
                }
                for entry in polled where entry.revents != 0 {
                    if entry.fd == input {
                        writeSome()
                        continue
                    }
                    let count = buffer.withUnsafeMutableBytes { read(entry.fd, $0.baseAddress, $0.count) }
                    if count < 0, errno == EINTR || errno == EAGAIN { continue }
                    if count <= 0 {
                        open.remove(entry.fd)
                        continue
                    }
                    if entry.fd == output {
                        kept += buffer[0..<count]
                        if kept.count > request.outputLimit { return false }
                    } else if keptErrors.count < SpawnedProcess.errorLimit {
                        keptErrors += buffer[0..<min(count, SpawnedProcess.errorLimit - keptErrors.count)]
                    }
                }
            }
            return true
        }

        /// Writes what the input socket takes now; closes it at the end of the input, or when
        /// the program stopped reading.
        private mutating func writeSome() {
            let rest = request.standardInput.count - written
            let sent = request.standardInput.withUnsafeBytes { bytes in
                send(input, bytes.baseAddress! + written, min(rest, 64 * 1024), SpawnedProcess.sendFlags)
            }
            if sent > 0 { written += sent }
            if written == request.standardInput.count || (sent < 0 && errno != EINTR && errno != EAGAIN) { finishInput() }
        }

        private mutating func finishInput() {
            close(input)
            input = -1
        }
    }
}
