import CanonicalJSON
import Synchronization

/// The fingerprints of SPEC §4.4: 32 lowercase hex digits of the SHA-256 of the code, the scope
/// (the campaign or scenario id, or where there is none the file's path relative to the project
/// root), the node path inside the document and the occurrence index among diagnostics with those
/// same three parts in report order. Line and column numbers never enter, so a fingerprint
/// survives lines inserted above its diagnostic.
public struct DiagnosticFingerprint: Sendable {
    /// The project root as the user named it (`.` when there is no project file).
    public var projectRoot: String

    public init(projectRoot: String) {
        self.projectRoot = projectRoot
    }

    /// `diagnostics` in report order, each with its `fingerprint` set.
    public func assign(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        let sorted = diagnostics.sortedForReport()
        return zip(sorted, fingerprints(ofSorted: sorted)).map { diagnostic, fingerprint in
            var result = diagnostic
            result.fingerprint = fingerprint
            return result
        }
    }

    /// The fingerprint of each of `diagnostics`, which must be in report order.
    public func fingerprints(ofSorted diagnostics: [Diagnostic]) -> [String] {
        var seen: [FingerprintBytes: Int] = [:]
        return fingerprints(ofSorted: diagnostics, counting: &seen)
    }

    /// The same for one batch of a run whose diagnostics come in batches: `seen` counts the
    /// occurrences of each (code, scope, node path), by the bytes of those parts, in the batches
    /// before, in report order. With `memo`, a digest made for an earlier report is reused.
    public func fingerprints(ofSorted diagnostics: [Diagnostic], counting seen: inout [FingerprintBytes: Int], memo: Memo? = nil) -> [String] {
        var prints: [String] = []
        prints.reserveCapacity(diagnostics.count)
        // In report order a file's diagnostics come together: its relative path is made once.
        var last: (file: String, relative: String)?
        for diagnostic in diagnostics {
            let scope: String
            if let unit = diagnostic.unit {
                scope = unit
            } else if let last, last.file.isSamePath(diagnostic.location.file) {
                scope = last.relative
            } else {
                scope = relativePath(diagnostic.location.file)
                last = (diagnostic.location.file, scope)
            }
            var key = FingerprintBytes(Self.partBytes([diagnostic.code.rawValue, scope, diagnostic.nodePath ?? ""]))
            // One look-up in `seen`: its count is read and raised in place.
            let occurrence = Self.raise(&seen[key, default: 0])
            key.bytes += String(occurrence).utf8
            key.bytes.append(0)
            prints.append(memo?.digest(of: key) ?? Self.digest(of: key.bytes))
        }
        return prints
    }

    /// The unit id, or the path of the diagnostic's file relative to the project root.
    public func scope(of diagnostic: Diagnostic) -> String {
        diagnostic.unit ?? relativePath(diagnostic.location.file)
    }

    /// `path` relative to the project root when it lies under it; otherwise as given. A leading
    /// `./` is dropped, so `./a.yaml` and `a.yaml` are the same file.
    public func relativePath(_ path: String) -> String {
        var path = Substring(path)
        while path.hasPrefix("./") { path = path.dropFirst(2) }
        var root = Substring(projectRoot)
        while root.hasPrefix("./") { root = root.dropFirst(2) }
        while root.count > 1 && root.hasSuffix("/") { root = root.dropLast() }
        if root.isEmpty || root == "." { return String(path) }
        let prefix = root + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : String(path)
    }

    /// `count` before it is raised by one.
    private static func raise(_ count: inout Int) -> Int {
        defer { count += 1 }
        return count
    }

    /// The first 32 hex digits of the SHA-256 of `parts` and then `occurrence` in decimal, each
    /// followed by a NUL byte.
    static func digest(_ parts: [String], occurrence: Int) -> String {
        var bytes = partBytes(parts)
        bytes += String(occurrence).utf8
        bytes.append(0)
        return digest(of: bytes)
    }

    /// Each of `parts` followed by a NUL byte.
    private static func partBytes(_ parts: [String]) -> [UInt8] {
        var bytes: [UInt8] = []
        // Room for the occurrence too.
        bytes.reserveCapacity(parts.reduce(parts.count + 8) { $0 + $1.utf8.count })
        for part in parts {
            bytes += part.utf8
            bytes.append(0)
        }
        return bytes
    }

    /// The first 32 hex digits of the SHA-256 of `bytes`.
    fileprivate static func digest(of bytes: [UInt8]) -> String {
        var hasher = SHA256()
        hasher.update(bytes)
        return Array(hasher.finalize().prefix(16)).hexString
    }
}

extension DiagnosticFingerprint {
    /// The digests an editor's project made for its last report and this one, by the bytes
    /// they hash: it reports after every change, and most of its diagnostics are the same each
    /// time. A digest is a function of its bytes alone, so a memo never goes stale; `rotate()`
    /// after each report forgets what the report before did not use, so it holds at most two
    /// reports' digests.
    public final class Memo: Sendable {
        private let digests = Mutex<(last: [FingerprintBytes: String], now: [FingerprintBytes: String])>(([:], [:]))

        public init() {}

        /// The digest of `bytes`, made once.
        fileprivate func digest(of bytes: FingerprintBytes) -> String {
            let known = digests.withLock { digests -> String? in
                guard let found = digests.now[bytes] ?? digests.last[bytes] else { return nil }
                digests.now[bytes] = found
                return found
            }
            if let known { return known }
            let made = DiagnosticFingerprint.digest(of: bytes.bytes)
            digests.withLock { $0.now[bytes] = made }
            return made
        }

        /// Ends a report: what it used is kept for the next.
        public func rotate() {
            digests.withLock { $0 = (last: $0.now, now: Dictionary(minimumCapacity: $0.now.count)) }
        }

        /// How many digests the memo holds (the last report's and this one's).
        public var count: Int { digests.withLock { $0.last.count + $0.now.count } }
    }
}

/// The bytes a fingerprint hashes (or the first three parts of them, which `seen` counts), as a
/// table key hashed eight bytes at a time: a report looks one up for each of its diagnostics.
public struct FingerprintBytes: Hashable, Sendable {
    var bytes: [UInt8]

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    public static func == (a: FingerprintBytes, b: FingerprintBytes) -> Bool {
        a.bytes.count == b.bytes.count && a.bytes.withUnsafeBytes { mine in b.bytes.withUnsafeBytes { String.sameBytes(mine, $0) } }
    }

    public func hash(into hasher: inout Hasher) {
        bytes.withUnsafeBytes { PathKey.hash($0, into: &hasher) }
    }
}
