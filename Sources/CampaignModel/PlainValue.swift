/// A plain scalar typed by its own form, where nothing else gives its type (SPEC §2.4: a filter
/// without `type` whose operator implies none; a scenario event's property; a profile's
/// value): a YAML 1.2 core integer or float is a number, plain `true` or `false` a boolean, and
/// anything else the text as written. This is the one reading of such values, so the filter a
/// campaign compiles and the property a scenario sends agree by construction.
///
/// It also says when the form is one a person would not write for what it reads as (SPEC §19
/// item 4, `W318`): a number with leading zeros, a leading `+`, an exponent, a hex or octal
/// prefix or a bare point (`02134` is the number 2134, and a zip code's zero is lost), or text
/// that YAML 1.1 read as a boolean (`yes` is the text "yes").
public struct PlainValue: Hashable, Sendable {
    public enum Value: Hashable, Sendable {
        case number(NumberValue)
        case boolean(Bool)
        case string(String)
    }

    /// What in the written form makes its reading a surprise.
    public enum Surprise: Hashable, Sendable {
        /// `02134`, `007`, `-01.5`.
        case leadingZeros
        /// `+7`.
        case leadingPlus
        /// `1e3`, `2.5E-2`.
        case exponent
        /// `0x1F`, `0o17`.
        case radixPrefix
        /// `.5`, `5.`.
        case barePoint
        /// `yes`, `no`, `on`, `off`, `y`, `n` (any case) or `True`, `FALSE`, … (not `true` or
        /// `false`): a YAML 1.1 boolean, which is text here; the boolean it meant there.
        case booleanWord(Bool)
    }

    /// The text as written.
    public var text: String
    public var value: Value
    /// Set when the form is surprising for what it reads as.
    public var surprise: Surprise?

    /// Reads the text of a plain scalar. (A quoted scalar is always text: never call this for one.)
    public init(plain text: String) {
        self.text = text
        if text == "true" || text == "false" {
            value = .boolean(text == "true")
            surprise = nil
        } else if let number = NumberValue(yamlCore: text), number.double.isFinite {
            value = .number(number)
            surprise = Self.numberSurprise(text)
        } else {
            value = .string(text)
            surprise = Self.yaml11Booleans[text].map(Surprise.booleanWord)
        }
    }

    /// The text a person would write for the value this form reads as, when it is surprising:
    /// `2134` for `02134`, `1000` for `1e3`, `0.5` for `.5`, `true` for `yes`. Nil otherwise.
    public var usualForm: String? {
        guard surprise != nil else { return nil }
        switch value {
        case .number(let number): return number.integer.map(String.init) ?? Self.decimal(number.double)
        case .boolean(let flag): return String(flag)
        case .string: if case .booleanWord(let flag) = surprise { return String(flag) } else { return nil }
        }
    }

    /// The YAML 1.1 boolean words that YAML 1.2 core and this language read as text.
    private static let yaml11Booleans: [String: Bool] = {
        var words: [String: Bool] = ["True": true, "TRUE": true, "False": false, "FALSE": false]
        for (word, flag) in [("yes", true), ("no", false), ("on", true), ("off", false), ("y", true), ("n", false)] {
            for spelling in [word, word.uppercased(), word.prefix(1).uppercased() + word.dropFirst()] { words[spelling] = flag }
        }
        return words
    }()

    /// The surprise of a text `NumberValue(yamlCore:)` read as a finite number.
    private static func numberSurprise(_ text: String) -> Surprise? {
        var body = Substring(text)
        if body.first == "+" { return .leadingPlus }
        if body.first == "-" { body = body.dropFirst() }
        if body.hasPrefix("0x") || body.hasPrefix("0o") { return .radixPrefix }
        if body.contains("e") || body.contains("E") { return .exponent }
        if body.first == "." || body.last == "." { return .barePoint }
        let whole = body.prefix { $0 != "." }
        if whole.count > 1, whole.first == "0" { return .leadingZeros }
        return nil
    }

    /// A finite double in plain decimal digits, never with an exponent: `1000`, `0.5`,
    /// `0.000001`, `-2.5`. Integral values lose their point.
    static func decimal(_ value: Double) -> String {
        if value.rounded() == value, abs(value) < 9.0e15 { return String(Int64(value)) }
        let shortest = String(value)  // `1e+30`, `5e-07`, `0.5`
        guard let e = shortest.firstIndex(where: { $0 == "e" || $0 == "E" }), let exponent = Int(shortest[shortest.index(after: e)...]) else {
            return shortest.hasSuffix(".0") ? String(shortest.dropLast(2)) : shortest
        }
        var mantissa = Substring(shortest[..<e])
        let negative = mantissa.first == "-"
        if negative { mantissa = mantissa.dropFirst() }
        let parts = mantissa.split(separator: ".", omittingEmptySubsequences: false)
        let whole = String(parts[0])
        let fraction = parts.count > 1 ? String(parts[1]) : ""
        let digits = (whole + fraction).drop { $0 == "0" }
        let point = whole.count + exponent  // the point's place after the first digit of `whole`
        var out: String
        if point <= 0 {
            out = "0." + String(repeating: "0", count: -point) + String(digits)
        } else if point >= whole.count + fraction.count {
            out = whole + fraction + String(repeating: "0", count: point - whole.count - fraction.count)
        } else {
            let all = Array(whole + fraction)
            out = String(all[..<point]) + "." + String(all[point...])
        }
        if out.contains(".") {
            while out.hasSuffix("0") { out.removeLast() }
            if out.hasSuffix(".") { out.removeLast() }
        }
        return (negative ? "-" : "") + out
    }
}
