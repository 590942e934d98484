/// What the text of ICU's `\p{…}` names, resolved as ICU does: `name=value` for the general
/// category, script, block and binary properties; a bare name as a general category, then a
/// script, then a binary property, then `Any`, `ASCII` or `Assigned`; Java's `InBlock` and
/// `IsProperty` forms.
enum PropertyName {
    /// The class, `.unsupported` for a property ICU knows that campaignc does not evaluate, or
    /// nil when ICU rejects the name.
    enum Resolution: Equatable {
        /// The class, and whether ICU closes it over case when reading case-insensitively
        /// (it does not for `InBlock` and `word`).
        case found(CharacterClass, closesOverCase: Bool)
        case unsupported
    }

    static func resolve(_ text: String) -> Resolution? {
        if let equals = text.firstIndex(of: "=") {
            return resolve(name: String(text[..<equals]), value: String(text[text.index(after: equals)...]))
        }
        if let found = bare(text) { return .found(found, closesOverCase: true) }
        if loose(text) == "word" { return .found(ICUClasses.word, closesOverCase: false) }
        if text == "all" { return .found(.property(.any), closesOverCase: false) }
        if text.hasPrefix("In"), text.count > 2, case .found(let block, _)? = resolve(name: "Block", value: String(text.dropFirst(2))) {
            return .found(block, closesOverCase: false)
        }
        if text.hasPrefix("Is"), text.count > 2 {
            let rest = String(text.dropFirst(2))
            switch loose(rest) {
            case "assigned": return .found(.property(.assigned), closesOverCase: true)
            case "titlecase": return bare("Titlecase_Letter").map { .found($0, closesOverCase: true) }
            default: return bare(rest).map { .found($0, closesOverCase: true) }
            }
        }
        if text.hasPrefix("java"), javaNames.contains(loose(text)) { return .unsupported }
        return nil
    }

    /// The property name and value, as ICU resolves `\p{name=value}`.
    private static func resolve(name: String, value: String) -> Resolution? {
        let key = loose(name)
        let valueKey = loose(value)
        switch key {
        case "gc", "generalcategory":
            return GeneralCategoryName.mask(named: value).map { .found(.property(.generalCategories($0)), closesOverCase: true) }
        case "sc", "script":
            return script(valueKey).map { .found(.property(.script($0)), closesOverCase: true) }
        case "blk", "block":
            if valueKey == "noblock" || valueKey == "nb" { return .found(.property(.block(nil)), closesOverCase: true) }
            return block(valueKey).map { .found(.property(.block($0)), closesOverCase: true) }
        default:
            if let binary = binary(key) {
                if ["y", "yes", "t", "true"].contains(valueKey) { return .found(.property(.binary(binary)), closesOverCase: true) }
                if ["n", "no", "f", "false"].contains(valueKey) { return .found(.complement(.property(.binary(binary))), closesOverCase: true) }
                return nil
            }
            return otherProperties.contains(key) ? .unsupported : nil
        }
    }

    /// A bare name: a general category, a script, a binary property, `Any`, `ASCII`, `Assigned`.
    private static func bare(_ text: String) -> CharacterClass? {
        let key = loose(text)
        if let mask = GeneralCategoryName.mask(named: text) { return .property(.generalCategories(mask)) }
        if let index = script(key) { return .property(.script(index)) }
        if let binary = binary(key) { return .property(.binary(binary)) }
        switch key {
        case "any": return .property(.any)
        case "ascii": return .property(.ascii)
        case "assigned": return .property(.assigned)
        default: return nil
        }
    }

    /// A script's index; `.some(nil)` for Unknown.
    private static func script(_ key: String) -> Int?? {
        if key == "unknown" || key == "zzzz" { return .some(nil) }
        if key == "qaac" { return script("coptic") }
        if key == "qaai" || key == "zinh" { return script("inherited") }
        for index in ScriptTable.names.indices where loose(ScriptTable.names[index]) == key || loose(ScriptTable.shortNames[index]) == key {
            return .some(index)
        }
        return nil
    }

    private static func block(_ key: String) -> Int? {
        for index in BlockTable.names.indices {
            if loose(BlockTable.names[index]) == key { return index }
            if BlockTable.aliases[index].split(separator: ";").contains(where: { loose(String($0)) == key }) { return index }
        }
        return nil
    }

    private static func binary(_ key: String) -> BinaryProperty? {
        BinaryProperty.allCases.first { $0.names.contains { loose($0) == key } }
    }

    /// Unicode's loose matching (UAX #44 LM3): case, spaces, `_` and `-` do not count.
    static func loose(_ name: String) -> String {
        String(name.lowercased().unicodeScalars.filter { $0 != " " && $0 != "_" && $0 != "-" && $0 != "\t" })
    }

    /// The other properties of the Unicode Character Database that ICU reads in `\p{name=value}`.
    private static let otherProperties: Set<String> = [
        "age", "bc", "bidiclass", "bpt", "bidipairedbrackettype", "ccc", "canonicalcombiningclass", "dt", "decompositiontype",
        "ea", "eastasianwidth", "gcb", "graphemeclusterbreak", "hst", "hangulsyllabletype", "inpc", "indicpositionalcategory",
        "insc", "indicsyllabiccategory", "jg", "joininggroup", "jt", "joiningtype", "lb", "linebreak", "nfcqc", "nfcquickcheck",
        "nfdqc", "nfdquickcheck", "nfkcqc", "nfkcquickcheck", "nfkdqc", "nfkdquickcheck", "nt", "numerictype", "nv", "numericvalue",
        "sb", "sentencebreak", "scx", "scriptextensions", "vo", "verticalorientation", "wb", "wordbreak", "na", "name",
    ]

    /// Java's character classes that ICU accepts as `\p{javaLowerCase}`.
    private static let javaNames: Set<String> = [
        "javadefined", "javadigit", "javaidentifierignorable", "javaisocontrol", "javajavaidentifierpart",
        "javajavaidentifierstart", "javaletter", "javaletterordigit", "javalowercase", "javamirrored", "javaspacechar",
        "javasupplementarycodepoint", "javatitlecase", "javaunicodeidentifierstart", "javaunicodeidentifierpart",
        "javauppercase", "javavalidcodepoint", "javawhitespace",
    ]
}
