import CampaignTestSupport

@testable import CampaignPatterns

/// Random patterns in ICU's syntax from a fixed seed: every construct campaignc reads, in
/// small combinations, with a share of broken ones (an unclosed group, a repeated
/// repetition, a backwards range). Repetitions nest at most twice, so that ICU's own
/// backtracking stays quick on short texts, and repeat only what takes a character.
struct ICUPatternGenerator {
    private var random: SplitMix64
    private var groups = 0
    private var names: [String] = []
    private var repeatDepth = 0

    init(seed: UInt64) {
        random = SplitMix64(seed: seed)
    }

    static let literals = Array("abcxyzABXY019 -_,:;'\"#%&/=<>@`~!")
    static let unicodeLiterals = Array("éÉßẞſsSkKKσςΣİıiIﬁﬀæÆ😀🎉ΐ΅ǅǄǆµΜ中")
    static let escapedMeta = ["\\.", "\\*", "\\(", "\\)", "\\[", "\\]", "\\{", "\\}", "\\\\", "\\$", "\\^", "\\|", "\\+", "\\?", "\\-", "\\/", "\\#", "\\ "]
    static let escapes = [
        "\\d", "\\D", "\\w", "\\W", "\\s", "\\S", "\\b", "\\B", "\\h", "\\H", "\\v", "\\V", "\\R", "\\X", "\\A", "\\Z", "\\z", "\\G",
        "\\t", "\\n", "\\r", "\\f", "\\e", "\\a", "\\x41", "\\x4", "\\x{1F600}", "\\x{e9}", "\\u00E9", "\\u00df", "\\U0001F600", "\\0101", "\\07",
        "\\cA", "\\cz", "\\c1", "\\p{L}", "\\p{Lu}", "\\P{Ll}", "\\p{Greek}", "\\p{Nd}", "\\p{Alphabetic}", "\\p{InBasicLatin}", "\\p{Han}",
        "\\p{gc=Lu}", "\\p{Script=Latin}", "\\p{Emoji}", "\\p{White_Space}", "\\P{L}", "\\N{LATIN SMALL LETTER A}", "\\N{GREEK SMALL LETTER SIGMA}",
        "\\q", "\\E", "\\y", "\\-",
    ]
    static let classItems = [
        "a", "z", "A", "0", "9", "-", "_", " ", ".", "^", "$", "(", "|", "é", "ß", "ſ", "K", "σ", "😀", "a-z", "A-Z", "0-9", "a-f", "ß-ÿ",
        "\\d", "\\w", "\\s", "\\W", "\\D", "\\]", "\\[", "\\\\", "\\-", "\\p{L}", "\\p{Lu}", "\\x41", "\\u00E9", "\\x{1F600}", "[:alpha:]",
        "[:digit:]", "[:^alpha:]", "[:upper:]", "[:punct:]", "[:space:]", "\\n", "\\t", "\\h", "\\Qa]\\E",
    ]
    static let broken = [
        "(", ")", "[", "{", "}", "*", "+", "?", "\\", "{2,1}", "**", "[z-a]", "(?<1a>x)", "\\p{Foo}", "(?q)", "\\k<zz>", "\\9", "\\x{110000}", "\\0", "[]",
        "[^]", "a{,3}",
    ]

    mutating func next() -> String {
        groups = 0
        names = []
        repeatDepth = 0
        var pattern = alternation(depth: 0)
        if random.chance(5) {
            // Something broken, before or after.
            let piece = Self.broken[random.below(Self.broken.count)]
            pattern = random.chance(50) ? piece + pattern : pattern + piece
        }
        return pattern
    }

    private mutating func alternation(depth: Int) -> String {
        let branches = random.chance(20) ? 2 + random.below(2) : 1
        return (0..<branches).map { _ in sequence(depth: depth) }.joined(separator: "|")
    }

    private mutating func sequence(depth: Int) -> String {
        (0..<(1 + random.below(4))).map { _ in term(depth: depth) }.joined()
    }

    private mutating func term(depth: Int) -> String {
        let canRepeat = repeatDepth < 2
        if canRepeat { repeatDepth += 1 }
        var text = atom(depth: depth)
        if canRepeat { repeatDepth -= 1 }
        // Not after assertions, lookaround or flags.
        let assertion =
            ["^", "$", "(?=", "(?!", "(?<=", "(?<!", "(?i", "(?-", "(?x", "(?m", "(?s", "(?#", "\\b", "\\B", "\\A", "\\Z", "\\z", "\\G"]
            .contains { text.hasPrefix($0) } && !text.hasPrefix("(?i:")
        // A repeated assertion (`^+?`) means nothing, and ICU's results for a repetition of
        // what can match the empty string depend on how it happens to compile it (`(?:.?)+?#`
        // fails on `#`, `(?:x?)+?#` does not): repeat only what takes a character.
        if canRepeat, !assertion, random.chance(30), !text.isEmpty, Self.takesCharacter(text) {
            text += quantifier()
        }
        return text
    }

    /// Whether every match of `atom` takes at least one character (true when it does not
    /// parse alone, as a backreference to an outer group does not).
    static func takesCharacter(_ atom: String) -> Bool {
        guard case .success(let parsed) = RegularExpression.parse(atom, dialect: .icu) else { return true }
        return !PatternFacts.canMatchEmpty(parsed.root)
    }

    private mutating func quantifier() -> String {
        let base = ["*", "+", "?", "{2}", "{0,2}", "{1,}", "{2,3}", "{0}", "{1}"][random.below(9)]
        switch random.below(10) {
        case 0: return base + "?"
        case 1: return base + "+"
        default: return base
        }
    }

    private mutating func atom(depth: Int) -> String {
        switch random.below(depth < 3 ? 20 : 13) {
        case 0...3: return String(Self.literals[random.below(Self.literals.count)])
        case 4: return String(Self.unicodeLiterals[random.below(Self.unicodeLiterals.count)])
        case 5: return Self.escapedMeta[random.below(Self.escapedMeta.count)]
        case 6, 7: return Self.escapes[random.below(Self.escapes.count)]
        case 8: return characterClass(depth: depth)
        case 9: return ["^", "$", "."][random.below(3)]
        case 10: return "\\Q" + ["a.b", "(x)", "*", "", "ß"][random.below(5)] + (random.chance(80) ? "\\E" : "")
        case 11: return reference()
        case 12: return ["(?i)", "(?-i)", "(?x)", "(?m)", "(?s)", "(?#note)", "(?i-m)"][random.below(7)]
        default: return group(depth: depth)
        }
    }

    private mutating func reference() -> String {
        if !names.isEmpty, random.chance(40) { return "\\k<\(names[random.below(names.count)])>" }
        if groups == 0 { return random.chance(10) ? "\\1" : "b" }
        return "\\\(random.chance(5) ? groups + 1 : 1 + random.below(groups))"
    }

    private mutating func characterClass(depth: Int) -> String {
        var items = (0..<(1 + random.below(3))).map { _ in Self.classItems[random.below(Self.classItems.count)] }
        if random.chance(10) { items.insert(["&&", "--"][random.below(2)], at: random.below(items.count) + 1) }
        if random.chance(10), depth < 3 { items.append(characterClass(depth: depth + 1)) }
        if random.chance(8) { return ["[:alpha:]", "[:digit:]", "[:^space:]"][random.below(3)] }
        return "[" + (random.chance(25) ? "^" : "") + items.joined() + "]"
    }

    private mutating func group(depth: Int) -> String {
        let body = alternation(depth: depth + 1)
        switch random.below(12) {
        case 0...3:
            groups += 1
            return "(\(body))"
        case 4: return "(?:\(body))"
        case 5:
            groups += 1
            let name = "n\(groups)"
            names.append(name)
            return "(?<\(name)>\(body))"
        case 6: return "(?>\(body))"
        case 7: return "(?=\(body))"
        case 8: return "(?!\(body))"
        case 9: return "(?<=\(boundedBody()))"
        case 10: return "(?<!\(boundedBody()))"
        default: return "(?i:\(body))"
        }
    }

    /// A lookbehind body ICU accepts most of the time.
    private mutating func boundedBody() -> String {
        ["a", "ab|c", "\\d{1,3}", "[xy]", "ß", "\\s", "a?", "(?:x|yz)", "b+"][random.below(9)]
    }
}
