/// The parts of an absolute URI (RFC 3986) that the campaign language checks, parsed without
/// Foundation: `scheme:[//authority]path[?query][#fragment]`. Only the syntax is checked;
/// nothing is resolved or fetched.
struct URLReference: Hashable, Sendable {
    /// Lowercased.
    let scheme: String
    /// Lowercased; nil when the URI has no `//authority`.
    let host: String?
    /// The path, without query or fragment (may be empty).
    let path: String

    /// Parses an absolute URI; nil when it has no scheme, has nothing after the scheme,
    /// contains a space, a control character or a character RFC 3986 never allows
    /// (`<>"{}|\^` and the backtick), a `%` not followed by two hex digits, or a malformed authority.
    static func parse(_ text: String) -> URLReference? {
        let bytes = Array(text.utf8)
        guard let colon = schemeEnd(bytes), colon + 1 < bytes.count else { return nil }
        guard bytes.allSatisfy(isAllowed), hasValidEscapes(bytes) else { return nil }
        let scheme = String(decoding: bytes[..<colon], as: UTF8.self).lowercased()
        var rest = bytes[(colon + 1)...]
        var host: String?
        if rest.starts(with: [UInt8(ascii: "/"), UInt8(ascii: "/")]) {
            rest = rest.dropFirst(2)
            let end = rest.firstIndex { $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "#") } ?? rest.endIndex
            guard let parsed = parseAuthority(rest[..<end]) else { return nil }
            host = parsed
            rest = rest[end...]
        }
        let pathEnd = rest.firstIndex { $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "#") } ?? rest.endIndex
        return URLReference(scheme: scheme, host: host, path: String(decoding: rest[..<pathEnd], as: UTF8.self))
    }

    /// True when `text` starts with a URI scheme and a colon (`https:`, `myapp:`, `data:`),
    /// which is how an `image` URL is told apart from a local path.
    static func hasScheme(_ text: String) -> Bool {
        schemeEnd(Array(text.utf8)) != nil
    }

    /// The lowercased extension of the path's last segment, nil when it has none.
    var pathExtension: String? {
        // The text after the last `/` (the last of `split(separator: "/")`, without the split).
        let last = path.lastIndex(of: "/").map { path[path.index(after: $0)...] } ?? path[...]
        guard let dot = last.lastIndex(of: "."), dot != last.startIndex else { return nil }
        let ext = last[last.index(after: dot)...]
        return ext.isEmpty ? nil : ext.lowercased()
    }

    /// The index of the colon ending a scheme `ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )`.
    private static func schemeEnd(_ bytes: [UInt8]) -> Int? {
        guard let first = bytes.first, ScalarSyntax.isLetter(first) else { return nil }
        for (i, c) in bytes.enumerated().dropFirst() {
            if c == UInt8(ascii: ":") { return i }
            guard ScalarSyntax.isLetter(c) || ScalarSyntax.isDigit(c) || c == UInt8(ascii: "+") || c == UInt8(ascii: "-") || c == UInt8(ascii: ".") else {
                return nil
            }
        }
        return nil
    }

    /// `[userinfo@]host[:port]`; returns the lowercased host, nil when malformed.
    private static func parseAuthority(_ authority: ArraySlice<UInt8>) -> String? {
        var hostPort = authority
        if let at = authority.lastIndex(of: UInt8(ascii: "@")) {
            hostPort = authority[(at + 1)...]
        }
        var hostPart = hostPort
        if hostPort.first == UInt8(ascii: "[") {
            guard let close = hostPort.firstIndex(of: UInt8(ascii: "]")) else { return nil }
            let inside = hostPort[(hostPort.startIndex + 1)..<close]
            guard !inside.isEmpty, inside.allSatisfy({ ScalarSyntax.isDigit($0, radix: 16) || $0 == UInt8(ascii: ":") || $0 == UInt8(ascii: ".") }) else {
                return nil
            }
            hostPart = hostPort[...close]
            let after = hostPort[(close + 1)...]
            guard after.isEmpty || isPort(after) else { return nil }
        } else if let colon = hostPort.firstIndex(of: UInt8(ascii: ":")) {
            hostPart = hostPort[..<colon]
            guard isPort(hostPort[colon...]) else { return nil }
        }
        guard hostPart.allSatisfy({ !isGenDelim($0) || $0 == UInt8(ascii: "[") || $0 == UInt8(ascii: "]") || $0 == UInt8(ascii: ":") }) else {
            return nil
        }
        return String(decoding: hostPart, as: UTF8.self).lowercased()
    }

    /// `:` followed by digits only (an empty port is allowed by RFC 3986).
    private static func isPort(_ bytes: ArraySlice<UInt8>) -> Bool {
        guard bytes.first == UInt8(ascii: ":") else { return false }
        return bytes.dropFirst().allSatisfy(ScalarSyntax.isDigit)
    }

    private static func isAllowed(_ c: UInt8) -> Bool {
        if c <= 0x20 || c == 0x7F { return false }
        if c >= 0x80 { return true }
        switch c {
        case UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\""), UInt8(ascii: "{"), UInt8(ascii: "}"),
            UInt8(ascii: "|"), UInt8(ascii: "\\"), UInt8(ascii: "^"), UInt8(ascii: "`"):
            return false
        default:
            return true
        }
    }

    private static func hasValidEscapes(_ bytes: [UInt8]) -> Bool {
        var i = 0
        while i < bytes.count {
            if bytes[i] == UInt8(ascii: "%") {
                guard i + 2 < bytes.count, ScalarSyntax.isDigit(bytes[i + 1], radix: 16), ScalarSyntax.isDigit(bytes[i + 2], radix: 16) else { return false }
                i += 3
            } else {
                i += 1
            }
        }
        return true
    }

    private static func isGenDelim(_ c: UInt8) -> Bool {
        switch c {
        case UInt8(ascii: ":"), UInt8(ascii: "/"), UInt8(ascii: "?"), UInt8(ascii: "#"), UInt8(ascii: "["),
            UInt8(ascii: "]"), UInt8(ascii: "@"):
            return true
        default:
            return false
        }
    }
}
