import CanonicalJSON

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
        var seen: [[String]: Int] = [:]
        return fingerprints(ofSorted: diagnostics, counting: &seen)
    }

    /// The same for one batch of a run whose diagnostics come in batches: `seen` counts the
    /// occurrences of each (code, scope, node path) in the batches before, in report order.
    public func fingerprints(ofSorted diagnostics: [Diagnostic], counting seen: inout [[String]: Int]) -> [String] {
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
            let parts = [diagnostic.code.rawValue, scope, diagnostic.nodePath ?? ""]
            // One look-up in `seen`: its count is read and raised in place.
            let occurrence = Self.raise(&seen[parts, default: 0])
            prints.append(Self.digest(parts, occurrence: occurrence))
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
        let number = String(occurrence)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(parts.reduce(number.utf8.count + parts.count + 1) { $0 + $1.utf8.count })
        for part in parts {
            bytes += part.utf8
            bytes.append(0)
        }
        bytes += number.utf8
        bytes.append(0)
        var hasher = SHA256()
        hasher.update(bytes)
        return Array(hasher.finalize().prefix(16)).hexString
    }
}
