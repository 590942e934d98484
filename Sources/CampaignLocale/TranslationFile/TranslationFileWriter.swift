/// Writes a translation file (SPEC §16.3) in import's canonical form:
///
/// ```yaml
/// locale: fr
/// campaigns:
///   spring-sale:
///     buttons.0.text: Voir
///     message: "Soldes de printemps : -20 % sur les chaussures"
/// ```
///
/// campaigns and units in byte-wise order of their ids, each text spelled by `YAMLScalar`, or —
/// when the file had the unit with the same text — its original bytes, when they read the same
/// at the new place (see `OriginalValue`). Campaigns without units are left out.
public enum TranslationFileWriter {
    /// A value as the old file wrote it: its text (as campaignc read it) and the bytes of its
    /// scalar (from the first byte of its value to its end, no comment).
    public struct OriginalValue: Hashable, Sendable {
        public let text: String
        public let bytes: [UInt8]

        public init(text: String, bytes: [UInt8]) {
            self.text = text
            self.bytes = bytes
        }
    }

    /// `texts[campaign][unit]` is the text; `originals[campaign][unit]` the old file's value.
    public static func write(locale: String, texts: [String: [String: String]], originals: [String: [String: OriginalValue]] = [:]) -> [UInt8] {
        var out: [UInt8] = []
        func line(_ text: String) {
            out.append(contentsOf: text.utf8)
            out.append(0x0A)
        }
        line("locale: " + YAMLScalar.spelled(locale))
        let campaigns = texts.keys.filter { texts[$0]?.isEmpty == false }.sorted(by: ExchangeOrder.precedes)
        guard !campaigns.isEmpty else {
            line("campaigns: {}")
            return out
        }
        line("campaigns:")
        for campaign in campaigns {
            line("  " + YAMLScalar.spelled(campaign) + ":")
            let units = texts[campaign] ?? [:]
            for unit in units.keys.sorted(by: ExchangeOrder.precedes) {
                let text = units[unit] ?? ""
                out.append(contentsOf: ("    " + YAMLScalar.spelled(unit) + ": ").utf8)
                if let original = originals[campaign]?[unit], original.text == text, let bytes = reusable(original) {
                    out.append(contentsOf: bytes)
                    out.append(0x0A)
                } else {
                    line(YAMLScalar.spelled(text))
                }
            }
        }
        return out
    }

    /// The original bytes to write as they are, or nil to respell the text: a one-line scalar
    /// without anchor, alias or tag; or a literal or folded block scalar without an indentation
    /// indicator or `+` chomping, whose lines are all indented more than the units' four spaces
    /// (its trailing line breaks dropped: the writer ends the line), and whose text ends with a
    /// line feed unless it strips (`|-`), so that ending its last line changes nothing.
    static func reusable(_ original: OriginalValue) -> [UInt8]? {
        let bytes = original.bytes
        guard let first = bytes.first, first != UInt8(ascii: "&"), first != UInt8(ascii: "*"), first != UInt8(ascii: "!") else { return nil }
        let lines = splitLines(bytes)
        if lines.count == 1 {
            guard first != UInt8(ascii: "|"), first != UInt8(ascii: ">") else { return nil }
            return bytes
        }
        guard first == UInt8(ascii: "|") || first == UInt8(ascii: ">") else { return nil }
        let header = lines[0].prefix { $0 != 0x20 && $0 != UInt8(ascii: "#") }
        guard header.count <= 2, !header.contains(where: { TagBytes.isDigit($0) || $0 == UInt8(ascii: "+") }) else { return nil }
        let strips = header.contains(UInt8(ascii: "-"))
        guard strips || original.text.isEmpty || original.text.hasSuffix("\n") else { return nil }
        for content in lines.dropFirst() where content.contains(where: { $0 != 0x20 }) {
            guard content.prefix(while: { $0 == 0x20 }).count > 4 else { return nil }
        }
        var end = bytes.count
        while end > 0, bytes[end - 1] == 0x0A || bytes[end - 1] == 0x0D { end -= 1 }
        return Array(bytes[..<end])
    }

    /// Lines split at LF, CR LF, CR, NEL, LS and PS (libyaml's breaks); a break at the very end
    /// opens no line.
    private static func splitLines(_ bytes: [UInt8]) -> [ArraySlice<UInt8>] {
        var lines: [ArraySlice<UInt8>] = []
        var start = 0
        var index = 0
        while index < bytes.count {
            var breakLength = 0
            if bytes[index] == 0x0A {
                breakLength = 1
            } else if bytes[index] == 0x0D {
                breakLength = index + 1 < bytes.count && bytes[index + 1] == 0x0A ? 2 : 1
            } else if bytes[index] == 0xC2, index + 1 < bytes.count, bytes[index + 1] == 0x85 {
                breakLength = 2
            } else if bytes[index] == 0xE2, index + 2 < bytes.count, bytes[index + 1] == 0x80, bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9 {
                breakLength = 3
            }
            if breakLength > 0 {
                lines.append(bytes[start..<index])
                index += breakLength
                start = index
            } else {
                index += 1
            }
        }
        if start < bytes.count || lines.isEmpty { lines.append(bytes[start..<bytes.count]) }
        return lines
    }
}
