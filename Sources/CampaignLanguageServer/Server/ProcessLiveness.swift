#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Whether the client's process still runs (SPEC §13.3's watch of `processId`). Signal 0 says
/// whether the id names a process, but a process that ended and was not waited for by its
/// parent — a zombie — keeps its id, and signal 0 still succeeds: its state in
/// `/proc/PID/stat` (`Z`, or `X` for dead) tells. Where that file cannot be read (no `/proc`,
/// the process just went) the signal's answer stands.
public struct ProcessLiveness: Sendable {
    /// Whether a process has this id: signal 0 succeeds, or fails only for want of permission.
    public var exists: @Sendable (Int32) -> Bool
    /// The bytes of `/proc/PID/stat`, or nil when they cannot be read.
    public var stat: @Sendable (Int32) -> [UInt8]?

    public init(exists: @escaping @Sendable (Int32) -> Bool, stat: @escaping @Sendable (Int32) -> [UInt8]?) {
        self.exists = exists
        self.stat = stat
    }

    /// The live system: `kill(pid, 0)` and the file under `/proc`.
    public static let system = ProcessLiveness(
        exists: { kill(pid_t($0), 0) == 0 || errno == EPERM },
        stat: { ProcFile.read("/proc/\($0)/stat") })

    /// Whether `processID` is a running process. An id no process can have (0, negative, over
    /// 2^31 - 1) is not one.
    public func isAlive(_ processID: Int64) -> Bool {
        guard let id = Int32(exactly: processID), id > 0, exists(id) else { return false }
        guard let bytes = stat(id), let state = Self.state(inStat: bytes) else { return true }
        return state != UInt8(ascii: "Z") && state != UInt8(ascii: "X") && state != UInt8(ascii: "x")
    }

    /// The state letter of a `/proc/PID/stat` line, `PID (COMM) STATE …`: the first letter after
    /// the **last** `)`, since the command name may hold spaces and parentheses itself.
    static func state(inStat bytes: [UInt8]) -> UInt8? {
        guard let close = bytes.lastIndex(of: UInt8(ascii: ")")) else { return nil }
        return bytes[(close + 1)...].first { $0 != UInt8(ascii: " ") }
    }
}

/// Reads a small file of `/proc` whole (its size is not known in advance: `stat` says 0).
private enum ProcFile {
    static func read(_ path: String) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        let input = DescriptorInput(descriptor: descriptor)
        var bytes: [UInt8] = []
        // A stat line is a few hundred bytes; the bound keeps a strange file from costing more.
        while bytes.count < 1 << 16 {
            guard let more = try? input.read(maximum: 4096) else { return nil }
            if more.isEmpty { return bytes }
            bytes += more
        }
        return bytes
    }
}
