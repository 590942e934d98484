import CampaignDiagnostics
import CampaignLiquid
import CampaignWorkspace

/// The IANA zone names a run's texts name in `time_zone` filters, and where their rules are.
enum ZoneNames {
    /// The system's zone rules (TZif files).
    static let folder = "/usr/share/zoneinfo/"

    /// The quoted argument of every `time_zone:` in `texts` (`time_zone: 'America/New_York'`),
    /// found by bytes: every Liquid text of a run passes here.
    static func named(in texts: [String]) -> [String] {
        var names: [String] = []
        for text in texts {
            var text = text
            text.withUTF8 { bytes in names += named(in: bytes) }
        }
        return names
    }

    private static let word = Array("time_zone".utf8)

    private static func named(in bytes: UnsafeBufferPointer<UInt8>) -> [String] {
        var names: [String] = []
        var at = 0
        func skipSpaces() { while at < bytes.count, bytes[at] == UInt8(ascii: " ") { at += 1 } }
        while let found = bytes.firstIndex(ofBytes: word, from: at) {
            at = found + word.count
            skipSpaces()
            guard at < bytes.count, bytes[at] == UInt8(ascii: ":") else { continue }
            at += 1
            skipSpaces()
            guard at < bytes.count, bytes[at] == UInt8(ascii: "'") || bytes[at] == UInt8(ascii: "\"") else { continue }
            let quote = bytes[at]
            let body = at + 1
            guard let end = bytes[body...].firstIndex(of: quote) else { break }
            names.append(String(decoding: bytes[body..<end], as: UTF8.self))
            at = end
        }
        return names
    }

    /// The rules of every zone `texts` name in `time_zone` filters and of `names` (the users'
    /// own zones), read from the system's zoneinfo through `files`; a zone that cannot be read
    /// is left out, so a text naming it fails to render with "unknown time zone".
    static func rules(texts: [String], names: [String], files: any SourceFileSystem) -> LiquidTZifTimeZones {
        let all = Set(named(in: texts) + names).sorted()
        return LiquidTZifTimeZones(names: all) { name in
            guard isSafe(name), case .success(let bytes) = files.read(folder + name, limit: 1 << 20) else { return nil }
            return bytes
        }
    }

    /// A name that stays inside the zoneinfo folder: letters, digits, `_`, `-`, `+` and `/`
    /// between parts, no `..`.
    static func isSafe(_ name: String) -> Bool {
        !name.isEmpty && !name.hasPrefix("/") && !name.split(separator: "/").contains("..")
            && name.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || "_-+/".unicodeScalars.contains($0)) }
    }
}
