/// Why a URL was rejected, in words (issue 13: "expected https" alone made users guess).
extension URLReference {
    /// The first problem found in `text`, or nil when none of the known ones applies (the
    /// caller then says only what was expected).
    static func problem(_ text: String) -> String? {
        let bytes = Array(text.utf8)
        if let bad = bytes.first(where: { $0 == 0x20 || $0 == 0x09 }) {
            return bad == 0x20 ? "it contains a space (write `%20`)" : "it contains a tab"
        }
        guard hasScheme(text) else { return "it has no scheme such as `https://`" }
        let lower = text.lowercased()
        for web in ["https://", "http://"] where lower.hasPrefix(web) {
            let rest = text.dropFirst(web.count)
            let host = rest.prefix { $0 != "/" && $0 != "?" && $0 != "#" }
            let hostOnly = host.split(separator: "@").last.map { $0.split(separator: ":").first.map(String.init) ?? "" } ?? ""
            if hostOnly.isEmpty { return "it has no host after `\(web)`" }
            if hostOnly.unicodeScalars.contains(where: { !$0.isASCII }) {
                return "the host `\(hostOnly)` is not ASCII: write its punycode form (`xn--…`)"
            }
            if let port = host.split(separator: ":", maxSplits: 1).dropFirst().first, !port.allSatisfy(\.isNumber) {
                return "the port `\(port)` is not a number"
            }
            if hostOnly.contains("_") { return "the host `\(hostOnly)` contains `_`, which DNS names cannot" }
        }
        if let scalar = text.unicodeScalars.first(where: { !$0.isASCII }) {
            return "it contains `\(scalar)`, which URLs must percent-encode"
        }
        if let index = bytes.firstIndex(of: UInt8(ascii: "%")), !validEscape(bytes, at: index) {
            let shown = String(decoding: bytes[index..<min(index + 3, bytes.count)], as: UTF8.self)
            return "`\(shown)` is not a percent escape (`%` and two hex digits)"
        }
        if let bad = text.first(where: { "<>\"{}|\\^`".contains($0) }) {
            return "it contains `\(bad)`, which URLs must percent-encode"
        }
        return nil
    }

    private static func validEscape(_ bytes: [UInt8], at index: Int) -> Bool {
        index + 2 < bytes.count && ScalarSyntax.isDigit(bytes[index + 1], radix: 16) && ScalarSyntax.isDigit(bytes[index + 2], radix: 16)
    }
}
