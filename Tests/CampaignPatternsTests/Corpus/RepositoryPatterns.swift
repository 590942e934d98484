import CampaignTestSupport
import Foundation

/// The patterns the repository shows: every `matches:` and `does_not_match:` value in
/// `Samples/` and in the docs (the rule pages hold the catalogue's examples), read from the
/// YAML text (plain, single-quoted or double-quoted with its escapes).
enum RepositoryPatterns {
    static func all() -> [String] {
        let root = GoldenFile.repositoryRoot()
        var found: [String] = []
        for folder in ["Samples", "docs"] {
            let base = root.appendingPathComponent(folder)
            guard let walker = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil) else { continue }
            var files: [URL] = []
            for case let url as URL in walker where ["yaml", "yml", "md"].contains(url.pathExtension) { files.append(url) }
            for url in files.sorted(by: { $0.path < $1.path }) {
                // Some invalid samples are deliberately not UTF-8: they hold no pattern.
                guard let text = try? String(contentsOf: url, encoding: .utf8) else { continue }
                found += patterns(in: text)
            }
        }
        var seen = Set<String>()
        return found.filter { seen.insert($0).inserted }
    }

    /// The values after `matches:` or `does_not_match:` on each line.
    static func patterns(in text: String) -> [String] {
        var result: [String] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            for key in ["does_not_match:", "matches:"] {
                var rest = Substring(line)
                while let range = rest.range(of: key) {
                    // A key, not the end of a longer word (`does_not_match:` holds `match:` only).
                    let before = rest[..<range.lowerBound].last
                    rest = rest[range.upperBound...]
                    guard before == nil || before == " " || before == "{" || before == "," else { continue }
                    if key == "matches:", line.contains("does_not_match:") { continue }
                    if let value = scalar(rest.drop { $0 == " " }) { result.append(value) }
                }
            }
        }
        return result
    }

    /// A YAML scalar at the start of `text`, up to the end of a flow entry or the line.
    private static func scalar(_ text: Substring) -> String? {
        guard let first = text.first, first != "#" else { return nil }
        if first == "'" {
            var value = ""
            var index = text.index(after: text.startIndex)
            while index < text.endIndex {
                let c = text[index]
                index = text.index(after: index)
                if c == "'" {
                    if index < text.endIndex, text[index] == "'" {
                        value.append("'")
                        index = text.index(after: index)
                        continue
                    }
                    return value
                }
                value.append(c)
            }
            return nil
        }
        if first == "\"" {
            var value = ""
            var scalars = text.unicodeScalars.dropFirst().makeIterator()
            while let c = scalars.next() {
                if c == "\"" { return value }
                guard c == "\\", let e = scalars.next() else {
                    value.unicodeScalars.append(c)
                    continue
                }
                switch e {
                case "n": value += "\n"
                case "t": value += "\t"
                case "r": value += "\r"
                case "0": value += "\u{0}"
                case "x", "u", "U":
                    let digits = e == "x" ? 2 : e == "u" ? 4 : 8
                    var code = ""
                    for _ in 0..<digits { if let d = scalars.next() { code.unicodeScalars.append(d) } }
                    if let value32 = UInt32(code, radix: 16), let s = Unicode.Scalar(value32) { value.unicodeScalars.append(s) }
                default: value.unicodeScalars.append(e)
                }
            }
            return nil
        }
        let plain = text.prefix { $0 != "," && $0 != "}" }
        let value = plain.components(separatedBy: " #")[0].trimmingCharacters(in: .whitespaces)
        return value.isEmpty ? nil : value
    }
}
