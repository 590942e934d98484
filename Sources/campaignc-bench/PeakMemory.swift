#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The process's peak resident set size so far (`getrusage` `ru_maxrss`).
enum PeakMemory {
    /// In bytes: Linux reports kilobytes, macOS bytes.
    static func residentBytes() -> Int {
        guard let usage = ResourceUsage.current() else { return 0 }
        #if canImport(Glibc)
            return Int(usage.ru_maxrss) * 1024
        #else
            return Int(usage.ru_maxrss)
        #endif
    }
}

/// The processor time the process has used so far, every thread included.
enum ProcessorTime {
    /// User + system seconds.
    static func seconds() -> Double {
        guard let usage = ResourceUsage.current() else { return 0 }
        func value(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) * 1e-6 }
        return value(usage.ru_utime) + value(usage.ru_stime)
    }
}

/// `getrusage(RUSAGE_SELF)`.
enum ResourceUsage {
    static func current() -> rusage? {
        var usage = rusage()
        #if canImport(Glibc)
            guard getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage) == 0 else { return nil }
        #else
            guard getrusage(RUSAGE_SELF, &usage) == 0 else { return nil }
        #endif
        return usage
    }
}
