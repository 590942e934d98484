import CampaignLiquid
import CampaignWorkspace

/// The IANA zone names a run's texts name in `time_zone` filters, and where their rules are.
enum ZoneNames {
    /// The system's zone rules (TZif files).
    static let folder = "/usr/share/zoneinfo/"

    /// The quoted argument of every `time_zone:` in `texts` (`time_zone: 'America/New_York'`).
    static func named(in texts: [String]) -> [String] {
        var names: [String] = []
        for text in texts where text.contains("time_zone") {
            var rest = Substring(text)
            while let found = rest.range(of: "time_zone") {
                rest = rest[found.upperBound...].drop { $0 == " " }
                guard rest.first == ":" else { continue }
                rest = rest.dropFirst().drop { $0 == " " }
                guard let quote = rest.first, quote == "'" || quote == "\"" else { continue }
                let body = rest.dropFirst()
                guard let end = body.firstIndex(of: quote) else { break }
                names.append(String(body[..<end]))
                rest = body[end...]
            }
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
