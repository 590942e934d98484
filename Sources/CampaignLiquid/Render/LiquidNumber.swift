/// A number as Ruby's Liquid computes with it (`Utils.to_number`): an integer, or an exact
/// decimal for floats and decimal strings; `double` only when a decimal leaves 64 bits.
enum LiquidNumber: Equatable {
    case integer(Int)
    case decimal(LiquidDecimal)
    case double(Double)

    init(_ value: LiquidValue) {
        switch value {
        case .integer(let number): self = .integer(number)
        case .float(let number): self = LiquidDecimal(number).map { .decimal($0) } ?? .double(number)
        case .string(let text): self = LiquidNumber(text: text)
        default: self = .integer(0)
        }
    }

    /// A string: a decimal when it reads `-?digits.digits` (spaces around allowed), else
    /// Ruby's `to_i` (leading digits, 0 when none).
    init(text: String) {
        let trimmed = text.trimmingRubySpace()
        if LiquidNumber.isDecimalText(trimmed), let decimal = LiquidDecimal(Substring(trimmed)) {
            self = .decimal(decimal)
            return
        }
        self = .integer(LiquidNumber.rubyToInteger(text))
    }

    /// True for a written integer or decimal (what a numeric argument should be).
    static func readsAsNumber(_ text: String) -> Bool {
        let trimmed = text.trimmingRubySpace()
        return isDecimalText(trimmed) || Int(trimmed) != nil
    }

    static func isDecimalText(_ text: String) -> Bool {
        var scalars = Substring(text).unicodeScalars[...]
        if scalars.first == "-" { scalars = scalars.dropFirst() }
        guard let dot = scalars.firstIndex(of: ".") else { return false }
        let whole = scalars[..<dot]
        let fraction = scalars[scalars.index(after: dot)...]
        return !whole.isEmpty && !fraction.isEmpty && whole.allSatisfy(LiquidLexer.isDigit) && fraction.allSatisfy(LiquidLexer.isDigit)
    }

    /// Ruby's `String#to_i`: optional spaces, a sign, digits with single underscores between.
    static func rubyToInteger(_ text: String) -> Int {
        var scalars = text.unicodeScalars[...]
        while let first = scalars.first, LiquidLexer.isSpace(first) { scalars = scalars.dropFirst() }
        var negative = false
        if let first = scalars.first, first == "-" || first == "+" {
            negative = first == "-"
            scalars = scalars.dropFirst()
        }
        var value = 0
        var previousUnderscore = false
        var seenDigit = false
        for c in scalars {
            if c == "_" && seenDigit && !previousUnderscore {
                previousUnderscore = true
                continue
            }
            guard LiquidLexer.isDigit(c) else { break }
            previousUnderscore = false
            seenDigit = true
            let (times, o1) = value.multipliedReportingOverflow(by: 10)
            let (plus, o2) = times.addingReportingOverflow(Int(c.value - 48))
            if o1 || o2 { return negative ? Int.min : Int.max }
            value = plus
        }
        return negative ? -value : value
    }

    var double: Double {
        switch self {
        case .integer(let value): return Double(value)
        case .decimal(let value): return value.double
        case .double(let value): return value
        }
    }

    var decimal: LiquidDecimal? {
        switch self {
        case .integer(let value): return LiquidDecimal(mantissa: value, scale: 0)
        case .decimal(let value): return value
        case .double: return nil
        }
    }

    /// The value a filter returns: integers stay integers, decimals become floats.
    var value: LiquidValue {
        switch self {
        case .integer(let value): return .integer(value)
        case .decimal(let value): return .float(value.double)
        case .double(let value): return .float(value)
        }
    }

    var isZero: Bool { double == 0 }

    static func compare(_ a: LiquidNumber, _ b: LiquidNumber) -> Int {
        if case .integer(let x) = a, case .integer(let y) = b { return x < y ? -1 : (x > y ? 1 : 0) }
        if let x = a.decimal, let y = b.decimal { return LiquidDecimal.compare(x, y) }
        return a.double < b.double ? -1 : (a.double > b.double ? 1 : 0)
    }
}

extension String {
    /// Without Ruby's `strip` whitespace (and NUL) at both ends.
    func trimmingRubySpace() -> String {
        let scalars = unicodeScalars
        let isSpace: (Unicode.Scalar) -> Bool = { LiquidLexer.isSpace($0) || $0 == "\0" }
        guard let first = scalars.firstIndex(where: { !isSpace($0) }) else { return "" }
        let last = scalars.lastIndex(where: { !isSpace($0) })!
        return String(scalars[first...last])
    }
}
