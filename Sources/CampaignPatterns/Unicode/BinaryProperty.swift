/// The binary Unicode properties a pattern may name (`\p{Alphabetic}`, `[:alpha:]`): those the
/// Swift standard library answers, and the POSIX compatibility properties built from them
/// (Unicode Technical Standard #18, annex C, as ICU defines them).
public enum BinaryProperty: String, CaseIterable, Hashable, Sendable {
    case alphabetic = "Alphabetic;Alpha"
    case asciiHexDigit = "ASCII_Hex_Digit;AHex"
    case bidiControl = "Bidi_Control;Bidi_C"
    case bidiMirrored = "Bidi_Mirrored;Bidi_M"
    case cased = "Cased"
    case caseIgnorable = "Case_Ignorable;CI"
    case changesWhenCasefolded = "Changes_When_Casefolded;CWCF"
    case changesWhenCasemapped = "Changes_When_Casemapped;CWCM"
    case changesWhenNFKCCasefolded = "Changes_When_NFKC_Casefolded;CWKCF"
    case changesWhenLowercased = "Changes_When_Lowercased;CWL"
    case changesWhenTitlecased = "Changes_When_Titlecased;CWT"
    case changesWhenUppercased = "Changes_When_Uppercased;CWU"
    case dash = "Dash"
    case defaultIgnorable = "Default_Ignorable_Code_Point;DI"
    case deprecated = "Deprecated;Dep"
    case diacritic = "Diacritic;Dia"
    case emoji = "Emoji"
    case emojiModifier = "Emoji_Modifier;EMod"
    case emojiModifierBase = "Emoji_Modifier_Base;EBase"
    case emojiPresentation = "Emoji_Presentation;EPres"
    case extender = "Extender;Ext"
    case fullCompositionExclusion = "Full_Composition_Exclusion;Comp_Ex"
    case graphemeBase = "Grapheme_Base;Gr_Base"
    case graphemeExtend = "Grapheme_Extend;Gr_Ext"
    case hexDigit = "Hex_Digit;Hex"
    case idContinue = "ID_Continue;IDC"
    case idStart = "ID_Start;IDS"
    case ideographic = "Ideographic;Ideo"
    case idsBinaryOperator = "IDS_Binary_Operator;IDSB"
    case idsTrinaryOperator = "IDS_Trinary_Operator;IDST"
    case joinControl = "Join_Control;Join_C"
    case logicalOrderException = "Logical_Order_Exception;LOE"
    case lowercase = "Lowercase;Lower"
    case math = "Math"
    case noncharacter = "Noncharacter_Code_Point;NChar"
    case patternSyntax = "Pattern_Syntax;Pat_Syn"
    case patternWhiteSpace = "Pattern_White_Space;Pat_WS"
    case quotationMark = "Quotation_Mark;QMark"
    case radical = "Radical"
    case sentenceTerminal = "Sentence_Terminal;STerm"
    case softDotted = "Soft_Dotted;SD"
    case terminalPunctuation = "Terminal_Punctuation;Term"
    case unifiedIdeograph = "Unified_Ideograph;UIdeo"
    case uppercase = "Uppercase;Upper"
    case variationSelector = "Variation_Selector;VS"
    case whiteSpace = "White_Space;WSpace;space"
    case xidContinue = "XID_Continue;XIDC"
    case xidStart = "XID_Start;XIDS"
    case posixAlnum = "alnum"
    case posixBlank = "blank"
    case posixGraph = "graph"
    case posixPrint = "print"
    case posixXDigit = "xdigit"

    /// Its names (long first), as the Unicode Character Database spells them.
    public var names: [String] { rawValue.split(separator: ";").map(String.init) }

    func holds(_ scalar: Unicode.Scalar) -> Bool {
        let p = scalar.properties
        return switch self {
        case .alphabetic: p.isAlphabetic
        case .asciiHexDigit: p.isASCIIHexDigit
        case .bidiControl: p.isBidiControl
        case .bidiMirrored: p.isBidiMirrored
        case .cased: p.isCased
        case .caseIgnorable: p.isCaseIgnorable
        case .changesWhenCasefolded: p.changesWhenCaseFolded
        case .changesWhenCasemapped: p.changesWhenCaseMapped
        case .changesWhenNFKCCasefolded: p.changesWhenNFKCCaseFolded
        case .changesWhenLowercased: p.changesWhenLowercased
        case .changesWhenTitlecased: p.changesWhenTitlecased
        case .changesWhenUppercased: p.changesWhenUppercased
        case .dash: p.isDash
        case .defaultIgnorable: p.isDefaultIgnorableCodePoint
        case .deprecated: p.isDeprecated
        case .diacritic: p.isDiacritic
        case .emoji: p.isEmoji
        case .emojiModifier: p.isEmojiModifier
        case .emojiModifierBase: p.isEmojiModifierBase
        case .emojiPresentation: p.isEmojiPresentation
        case .extender: p.isExtender
        case .fullCompositionExclusion: p.isFullCompositionExclusion
        case .graphemeBase: p.isGraphemeBase
        case .graphemeExtend: p.isGraphemeExtend
        case .hexDigit: p.isHexDigit
        case .idContinue: p.isIDContinue
        case .idStart: p.isIDStart
        case .ideographic: p.isIdeographic
        case .idsBinaryOperator: p.isIDSBinaryOperator
        case .idsTrinaryOperator: p.isIDSTrinaryOperator
        case .joinControl: p.isJoinControl
        case .logicalOrderException: p.isLogicalOrderException
        case .lowercase: p.isLowercase
        case .math: p.isMath
        case .noncharacter: p.isNoncharacterCodePoint
        case .patternSyntax: p.isPatternSyntax
        case .patternWhiteSpace: p.isPatternWhitespace
        case .quotationMark: p.isQuotationMark
        case .radical: p.isRadical
        case .sentenceTerminal: p.isSentenceTerminal
        case .softDotted: p.isSoftDotted
        case .terminalPunctuation: p.isTerminalPunctuation
        case .unifiedIdeograph: p.isUnifiedIdeograph
        case .uppercase: p.isUppercase
        case .variationSelector: p.isVariationSelector
        case .whiteSpace: p.isWhitespace
        case .xidContinue: p.isXIDContinue
        case .xidStart: p.isXIDStart
        case .posixAlnum: p.isAlphabetic || p.generalCategory == .decimalNumber
        case .posixBlank: p.generalCategory == .spaceSeparator || scalar == "\t"
        case .posixGraph: !(p.isWhitespace || [.control, .surrogate, .unassigned].contains(p.generalCategory))
        case .posixPrint: (BinaryProperty.posixGraph.holds(scalar) || BinaryProperty.posixBlank.holds(scalar)) && p.generalCategory != .control
        case .posixXDigit: p.generalCategory == .decimalNumber || p.isHexDigit
        }
    }
}
