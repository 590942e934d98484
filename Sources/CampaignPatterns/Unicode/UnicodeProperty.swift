/// A Unicode property a character class names (`\p{…}`, `[:…:]`), answered for one code point.
public enum UnicodeProperty: Hashable, Sendable {
    /// Any of these general categories (a bit per `GeneralCategoryName.all` index).
    case generalCategories(UInt32)
    /// A script, by index into `ScriptTable.names`; nil: Unknown.
    case script(Int?)
    /// A block, by index into `BlockTable.names`; nil: No_Block.
    case block(Int?)
    case binary(BinaryProperty)
    /// Every code point.
    case any
    /// Every code point that is not unassigned.
    case assigned
    /// U+0000–U+007F.
    case ascii

    public func contains(_ c: UInt32) -> Bool {
        switch self {
        case .any: return true
        case .ascii: return c < 0x80
        default: break
        }
        guard let scalar = Unicode.Scalar(c) else {
            // A surrogate code point: only its category (Cs), Unknown and its block hold.
            switch self {
            case .generalCategories(let mask): return mask & GeneralCategoryName.bit(.surrogate) != 0
            case .assigned: return true
            case .script(let index): return index == nil
            case .block(let index): return index == Self.blockIndex(of: c)
            default: return false
            }
        }
        switch self {
        case .generalCategories(let mask): return mask & GeneralCategoryName.bit(scalar.properties.generalCategory) != 0
        case .script(let index): return index == Self.scriptIndex(of: c)
        case .block(let index): return index == Self.blockIndex(of: c)
        case .binary(let property): return property.holds(scalar)
        case .assigned: return scalar.properties.generalCategory != .unassigned
        case .any, .ascii: return true
        }
    }

    static func scriptIndex(of c: UInt32) -> Int? {
        rangeIndex(of: c, in: ScriptTable.ranges)
    }

    static func blockIndex(of c: UInt32) -> Int? {
        rangeIndex(of: c, in: BlockTable.ranges)
    }

    /// The index of the row (first, last, index) of `table` that holds `c`.
    private static func rangeIndex(of c: UInt32, in table: [UInt32]) -> Int? {
        var low = 0
        var high = table.count / 3
        while low < high {
            let middle = (low + high) / 2
            if table[3 * middle + 1] < c { low = middle + 1 } else { high = middle }
        }
        guard low < table.count / 3, table[3 * low] <= c else { return nil }
        return Int(table[3 * low + 2])
    }
}

/// The general categories by their names (short and long) and the groups of them (`L`, `LC`).
enum GeneralCategoryName {
    /// In the order of the bits of `UnicodeProperty.generalCategories`.
    static let all: [(short: String, long: String, category: Unicode.GeneralCategory)] = [
        ("Lu", "Uppercase_Letter", .uppercaseLetter), ("Ll", "Lowercase_Letter", .lowercaseLetter),
        ("Lt", "Titlecase_Letter", .titlecaseLetter), ("Lm", "Modifier_Letter", .modifierLetter), ("Lo", "Other_Letter", .otherLetter),
        ("Mn", "Nonspacing_Mark", .nonspacingMark), ("Mc", "Spacing_Mark", .spacingMark), ("Me", "Enclosing_Mark", .enclosingMark),
        ("Nd", "Decimal_Number", .decimalNumber), ("Nl", "Letter_Number", .letterNumber), ("No", "Other_Number", .otherNumber),
        ("Pc", "Connector_Punctuation", .connectorPunctuation), ("Pd", "Dash_Punctuation", .dashPunctuation),
        ("Ps", "Open_Punctuation", .openPunctuation), ("Pe", "Close_Punctuation", .closePunctuation),
        ("Pi", "Initial_Punctuation", .initialPunctuation), ("Pf", "Final_Punctuation", .finalPunctuation),
        ("Po", "Other_Punctuation", .otherPunctuation), ("Sm", "Math_Symbol", .mathSymbol), ("Sc", "Currency_Symbol", .currencySymbol),
        ("Sk", "Modifier_Symbol", .modifierSymbol), ("So", "Other_Symbol", .otherSymbol), ("Zs", "Space_Separator", .spaceSeparator),
        ("Zl", "Line_Separator", .lineSeparator), ("Zp", "Paragraph_Separator", .paragraphSeparator), ("Cc", "Control", .control),
        ("Cf", "Format", .format), ("Cs", "Surrogate", .surrogate), ("Co", "Private_Use", .privateUse), ("Cn", "Unassigned", .unassigned),
    ]

    /// The groups: every category whose short name starts with the letter (`LC`: Lu, Ll, Lt).
    static let groups: [(short: String, long: [String])] = [
        ("L", ["Letter"]), ("LC", ["Cased_Letter", "L&"]), ("M", ["Mark", "Combining_Mark"]), ("N", ["Number"]),
        ("P", ["Punctuation", "punct"]), ("S", ["Symbol"]), ("Z", ["Separator"]), ("C", ["Other"]),
    ]

    static func bit(_ category: Unicode.GeneralCategory) -> UInt32 {
        UInt32(1) << index(category)
    }

    /// The position of `category` in `all`.
    private static func index(_ category: Unicode.GeneralCategory) -> UInt32 {
        switch category {
        case .uppercaseLetter: 0
        case .lowercaseLetter: 1
        case .titlecaseLetter: 2
        case .modifierLetter: 3
        case .otherLetter: 4
        case .nonspacingMark: 5
        case .spacingMark: 6
        case .enclosingMark: 7
        case .decimalNumber: 8
        case .letterNumber: 9
        case .otherNumber: 10
        case .connectorPunctuation: 11
        case .dashPunctuation: 12
        case .openPunctuation: 13
        case .closePunctuation: 14
        case .initialPunctuation: 15
        case .finalPunctuation: 16
        case .otherPunctuation: 17
        case .mathSymbol: 18
        case .currencySymbol: 19
        case .modifierSymbol: 20
        case .otherSymbol: 21
        case .spaceSeparator: 22
        case .lineSeparator: 23
        case .paragraphSeparator: 24
        case .control: 25
        case .format: 26
        case .surrogate: 27
        case .privateUse: 28
        case .unassigned: 29
        @unknown default: 29
        }
    }

    /// The mask a name means (loosely matched), or nil.
    static func mask(named name: String) -> UInt32? {
        let key = PropertyName.loose(name)
        for (index, entry) in all.enumerated()
        where PropertyName.loose(entry.short) == key || PropertyName.loose(entry.long) == key {
            return UInt32(1) << UInt32(index)
        }
        if key == "digit" { return bit(.decimalNumber) }
        if key == "cntrl" { return bit(.control) }
        for group in groups where PropertyName.loose(group.short) == key || group.long.contains(where: { PropertyName.loose($0) == key }) {
            var mask: UInt32 = 0
            for (index, entry) in all.enumerated() {
                let member = group.short == "LC" ? ["Lu", "Ll", "Lt"].contains(entry.short) : entry.short.hasPrefix(group.short)
                if member { mask |= UInt32(1) << UInt32(index) }
            }
            return mask
        }
        return nil
    }
}
