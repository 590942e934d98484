#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The process's peak resident set size so far (`getrusage` `ru_maxrss`).
enum PeakMemory {
    /// In bytes: Linux reports kilobytes, macOS bytes.
    static func residentBytes() -> Int {
        var usage = rusage()
        #if canImport(Glibc)
        guard getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage) == 0 else { return 0 }
        return Int(usage.ru_maxrss) * 1024
        #else
        guard getrusage(RUSAGE_SELF, &usage) == 0 else { return 0 }
        return Int(usage.ru_maxrss)
        #endif
    }
}
