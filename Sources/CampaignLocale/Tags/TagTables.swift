/// The small hand-kept facts beside the generated ISO tables, and the "did you mean" searches.
enum TagTables {
    /// The UN M.49 areas that BCP 47 registers as region subtags (RFC 5646 §2.2.4: the world,
    /// continents and sub-regions such as `419`, Latin America and the Caribbean). Country codes
    /// of M.49 are not region subtags where ISO 3166-1 has an alpha-2 code.
    static let areas = PackedTable(
        width: 3, text: "001002003005009011013014015017018019021029030034035039053054057061142143145150151154155202419")

    /// Two-letter codes ISO 639 withdrew, which `java.util.Locale` (and so older Android APIs)
    /// still returns, then the current code.
    private static let withdrawn = PackedTable(width: 4, text: "inidiwheji yijwjvmoro")

    static func withdrawnLanguage(_ code: [UInt8]) -> String? {
        guard let index = withdrawn.index(of: code) else { return nil }
        return withdrawn.value(at: index, keyWidth: 2)
    }

    /// ISO 639-3's names of its special codes, for the message.
    static func specialName(_ code: [UInt8]) -> String {
        switch TagBytes.string(code) {
        case "mis": return "uncoded languages"
        case "mul": return "multiple languages"
        case "und": return "undetermined"
        default: return "no linguistic content"
        }
    }

    /// The language code whose English name is `word` (`english`, `Spanish`), or within a
    /// typing mistake of it (`englsh`).
    static func languageNamed(_ word: String) -> String? {
        let names = NameList(text: ISO639Table.names)
        return (names.code(named: word) ?? names.code(closeTo: word, limit: word.utf8.count >= 7 ? 2 : 1))?.code
    }

    static func scriptNamed(_ word: String) -> String? {
        let names = NameList(text: ISO15924Table.names)
        return (names.code(named: word) ?? names.code(closeTo: word, limit: 1))?.code
    }

    static func regionNamed(_ word: String) -> String? {
        let names = NameList(text: ISO3166Table.names)
        return (names.code(named: word) ?? names.code(closeTo: word, limit: word.utf8.count >= 7 ? 2 : 1))?.code
    }

    /// Scripts preferred when a mistyped code is a letter away from several (`Latm`: `Latn`,
    /// not `Latf` or `Latg`): those of the most used writing systems.
    private static let commonScripts: Set<String> = [
        "Arab", "Armn", "Beng", "Cyrl", "Deva", "Ethi", "Geor", "Grek", "Hans", "Hant", "Hebr", "Jpan", "Kore", "Latn", "Taml", "Thai",
    ]

    /// The script code a letter away from `code` (titlecased): the only one, or the only common one.
    static func closeScript(_ code: [UInt8]) -> String? {
        var found: [String] = []
        for index in 0..<ISO15924Table.codes.count {
            let candidate = ISO15924Table.codes.entry(at: index)
            if EditDistance.between(Array(candidate.utf8), code, limit: 1) <= 1 { found.append(candidate) }
        }
        if found.count == 1 { return found[0] }
        let common = found.filter { commonScripts.contains($0) }
        return common.count == 1 ? common[0] : nil
    }

    /// `UK` → `GB` (ISO 3166's exceptional reservation for the United Kingdom), else the two
    /// letters swapped when that is a region (`SU` → `US`).
    static func closeRegion(_ code: [UInt8]) -> String? {
        if code == Array("UK".utf8) { return "GB" }
        let swapped = [code[1], code[0]]
        return ISO3166Table.alpha2.contains(swapped) ? TagBytes.string(swapped) : nil
    }
}
