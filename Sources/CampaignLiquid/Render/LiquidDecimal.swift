/// An exact decimal, `mantissa × 10^-scale`: Ruby's Liquid does its arithmetic on floats and
/// decimal strings as BigDecimal (exactly, on the float's shortest digits), so campaignc does
/// too. Operations that would leave 64 bits return nil; callers then use Double arithmetic.
struct LiquidDecimal: Equatable {
    var mantissa: Int
    var scale: Int

    init(mantissa: Int, scale: Int) {
        var mantissa = mantissa
        var scale = scale
        while scale > 0 && mantissa % 10 == 0 {
            mantissa /= 10
            scale -= 1
        }
        self.mantissa = mantissa
        self.scale = scale
    }

    /// Reads `-?digits(.digits)?(e±digits)?`.
    init?(_ text: Substring) {
        var text = text
        var exponent = 0
        if let e = text.firstIndex(where: { $0 == "e" || $0 == "E" }) {
            guard let value = Int(text[text.index(after: e)...]) else { return nil }
            exponent = value
            text = text[..<e]
        }
        let negative = text.hasPrefix("-")
        if negative || text.hasPrefix("+") { text = text.dropFirst() }
        var mantissa = 0
        var scale = 0
        var seenPoint = false
        var seenDigit = false
        for c in text {
            if c == "." && !seenPoint {
                seenPoint = true
                continue
            }
            guard let digit = c.wholeNumberValue, c.isASCII else { return nil }
            seenDigit = true
            let (times, overflow1) = mantissa.multipliedReportingOverflow(by: 10)
            let (plus, overflow2) = times.addingReportingOverflow(digit)
            guard !overflow1 && !overflow2 else { return nil }
            mantissa = plus
            if seenPoint { scale += 1 }
        }
        guard seenDigit else { return nil }
        scale -= exponent
        while scale < 0 {
            let (times, overflow) = mantissa.multipliedReportingOverflow(by: 10)
            guard !overflow else { return nil }
            mantissa = times
            scale += 1
        }
        self.init(mantissa: negative ? -mantissa : mantissa, scale: scale)
    }

    /// A double as Ruby's `BigDecimal(float.to_s)` reads it.
    init?(_ value: Double) {
        guard value.isFinite else { return nil }
        self.init(Substring(LiquidValue.rubyFloat(value)))
    }

    var double: Double { Double("\(mantissa)e\(-scale)") ?? Double(mantissa) }

    private static func power(_ exponent: Int) -> Int? {
        var result = 1
        for _ in 0..<exponent {
            let (next, overflow) = result.multipliedReportingOverflow(by: 10)
            if overflow { return nil }
            result = next
        }
        return result
    }

    /// Both mantissas at one scale.
    private static func aligned(_ a: LiquidDecimal, _ b: LiquidDecimal) -> (Int, Int, Int)? {
        let scale = max(a.scale, b.scale)
        guard let fa = power(scale - a.scale), let fb = power(scale - b.scale) else { return nil }
        let (ma, o1) = a.mantissa.multipliedReportingOverflow(by: fa)
        let (mb, o2) = b.mantissa.multipliedReportingOverflow(by: fb)
        guard !o1 && !o2 else { return nil }
        return (ma, mb, scale)
    }

    static func add(_ a: LiquidDecimal, _ b: LiquidDecimal) -> LiquidDecimal? {
        guard let (ma, mb, scale) = aligned(a, b) else { return nil }
        let (sum, overflow) = ma.addingReportingOverflow(mb)
        return overflow ? nil : LiquidDecimal(mantissa: sum, scale: scale)
    }

    static func subtract(_ a: LiquidDecimal, _ b: LiquidDecimal) -> LiquidDecimal? {
        add(a, LiquidDecimal(mantissa: -b.mantissa, scale: b.scale))
    }

    static func multiply(_ a: LiquidDecimal, _ b: LiquidDecimal) -> LiquidDecimal? {
        let (product, overflow) = a.mantissa.multipliedReportingOverflow(by: b.mantissa)
        return overflow ? nil : LiquidDecimal(mantissa: product, scale: a.scale + b.scale)
    }

    static func compare(_ a: LiquidDecimal, _ b: LiquidDecimal) -> Int {
        if let (ma, mb, _) = aligned(a, b) { return ma < mb ? -1 : (ma > mb ? 1 : 0) }
        return a.double < b.double ? -1 : (a.double > b.double ? 1 : 0)
    }

    /// The quotient as a double, from 20 significant digits of exact long division.
    static func divide(_ a: LiquidDecimal, _ b: LiquidDecimal) -> Double? {
        guard b.mantissa != 0 else { return nil }
        let negative = (a.mantissa < 0) != (b.mantissa < 0)
        var numerator = a.mantissa.magnitude
        let denominator = b.mantissa.magnitude
        var digits = String(numerator / denominator)
        numerator %= denominator
        var fraction = ""
        while fraction.count < 20 && numerator != 0 {
            let (times, overflow) = numerator.multipliedReportingOverflow(by: 10)
            guard !overflow else { return a.double / b.double }
            fraction.append(Character(String(times / denominator)))
            numerator = times % denominator
        }
        if digits.isEmpty { digits = "0" }
        let text = (negative ? "-" : "") + digits + "." + (fraction.isEmpty ? "0" : fraction) + "e\(b.scale - a.scale)"
        return Double(text)
    }

    /// Rounded to `places` fraction digits, halves away from zero (BigDecimal's ROUND_HALF_UP).
    func rounded(places: Int, rule: FloatingPointRoundingRule = .toNearestOrAwayFromZero) -> LiquidDecimal? {
        guard scale > places else { return self }
        guard let divisor = LiquidDecimal.power(scale - places) else { return LiquidDecimal(mantissa: 0, scale: 0) }
        var quotient = mantissa / divisor
        let remainder = mantissa % divisor
        switch rule {
        case .down: if remainder < 0 { quotient -= 1 }
        case .up: if remainder > 0 { quotient += 1 }
        default:
            if remainder.magnitude * 2 >= divisor.magnitude { quotient += mantissa < 0 ? -1 : 1 }
        }
        return LiquidDecimal(mantissa: quotient, scale: places)
    }
}
