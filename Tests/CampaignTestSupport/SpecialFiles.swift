import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// FIFOs, device nodes and small file systems made inside a test's own folder, never the
/// machine's (`/dev/null` and friends): the tests run as root, and a writer that renamed over
/// a real device would replace it for the whole machine.
public enum SpecialFiles {
    /// The kind of file at `path` itself (a link is not followed): `S_IFREG`, `S_IFIFO`, …;
    /// nil when nothing is there.
    public static func kind(_ path: String) -> mode_t? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        return info.st_mode & S_IFMT
    }

    /// A named pipe at `path`.
    public static func makeFIFO(_ path: String) throws {
        guard mkfifo(path, 0o666) == 0 else { throw failure("mkfifo", path) }
    }

    /// A character device node at `path` for the kernel's memory devices: minor 3 discards what
    /// is written (like `/dev/null`), minor 7 fails every write with ENOSPC (like `/dev/full`).
    /// The node is new and lives in the test's folder; the machine's devices are not touched.
    public static func makeMemoryDevice(_ path: String, minor: UInt32) throws {
        let device = dev_t((1 << 8) | minor)
        guard mknod(path, S_IFCHR | 0o666, device) == 0 else { throw failure("mknod", path) }
    }

    /// The null device's minor number: writes are discarded.
    public static let nullMinor: UInt32 = 3
    /// The full device's minor number: every write fails with "No space left on device".
    public static let fullMinor: UInt32 = 7

    /// Mounts a tmpfs of `kilobytes` at `path` (an existing, empty folder); false when the
    /// system does not permit it (not root, or in a container without the capability).
    public static func mountSmallFileSystem(at path: String, kilobytes: Int) -> Bool {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/mount")
        process.arguments = ["-t", "tmpfs", "-o", "size=\(kilobytes)k", "tmpfs", path]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }

    /// Unmounts what `mountSmallFileSystem` mounted.
    public static func unmount(_ path: String) {
        _ = umount2(path, Int32(MNT_DETACH))
    }

    private static func failure(_ call: String, _ path: String) -> NSError {
        let code = errno
        return NSError(
            domain: "SpecialFiles", code: Int(code),
            userInfo: [NSLocalizedDescriptionKey: "\(call) \(path): \(String(cString: strerror(code)))"])
    }
}
