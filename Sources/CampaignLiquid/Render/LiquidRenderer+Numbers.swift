/// Number filters, computed as Ruby's Liquid computes them: integers exactly (integer
/// division floors), floats and decimal strings as exact decimals, the result a float.
extension LiquidRenderer {
    func arithmetic(_ name: String, _ input: LiquidValue, _ operand: LiquidValue, at range: Range<Int>) throws(Stop) -> LiquidValue {
        let a = LiquidNumber(input)
        let b = LiquidNumber(operand)
        if case .integer(let x) = a, case .integer(let y) = b {
            let result: (Int, Bool)
            switch name {
            case "plus": result = x.addingReportingOverflow(y)
            case "minus": result = x.subtractingReportingOverflow(y)
            case "times": result = x.multipliedReportingOverflow(by: y)
            default:
                guard y != 0 else { throw fail(.divisionByZero(filter: name), range) }
                if x == Int.min && y == -1 { throw fail(.numberTooLarge, range) }
                // Ruby rounds the quotient down and gives the remainder the divisor's sign.
                var quotient = x / y
                var remainder = x % y
                if remainder != 0 && (remainder < 0) != (y < 0) {
                    quotient -= 1
                    remainder += y
                }
                return .integer(name == "divided_by" ? quotient : remainder)
            }
            if result.1 { throw fail(.numberTooLarge, range) }
            return .integer(result.0)
        }
        if let x = a.decimal, let y = b.decimal {
            switch name {
            case "plus": if let sum = LiquidDecimal.add(x, y) { return .float(sum.double) }
            case "minus": if let difference = LiquidDecimal.subtract(x, y) { return .float(difference.double) }
            case "times":
                if let product = LiquidDecimal.multiply(x, y) { return .float(LiquidRenderer.signedZero(product.double, input, operand)) }
            case "divided_by":
                if y.mantissa == 0 { return .float(x.mantissa == 0 ? .nan : (x.mantissa < 0 ? -.infinity : .infinity)) }
                if let quotient = LiquidDecimal.divide(x, y) { return .float(LiquidRenderer.signedZero(quotient, input, operand)) }
            default:
                guard y.mantissa != 0 else { throw fail(.divisionByZero(filter: name), range) }
                if let quotient = LiquidDecimal.divide(x, y), let floor = LiquidDecimal(quotient.rounded(.down)),
                    let product = LiquidDecimal.multiply(floor, y), let remainder = LiquidDecimal.subtract(x, product)
                {
                    return .float(remainder.double)
                }
            }
        }
        let (x, y) = (a.double, b.double)
        switch name {
        case "plus": return .float(x + y)
        case "minus": return .float(x - y)
        case "times": return .float(x * y)
        case "divided_by": return .float(x / y)
        default:
            guard y != 0 else { throw fail(.divisionByZero(filter: name), range) }
            return .float(x - y * (x / y).rounded(.down))
        }
    }

    /// A zero product or quotient takes the sign the operands' signs give, as BigDecimal's does.
    static func signedZero(_ result: Double, _ a: LiquidValue, _ b: LiquidValue) -> Double {
        guard result == 0 else { return result }
        func negative(_ value: LiquidValue) -> Bool {
            switch value {
            case .float(let number): return number.sign == .minus
            case .integer(let number): return number < 0
            case .string(let text):
                switch LiquidNumber(text: text) {
                case .integer(let number): return number < 0
                default: return text.trimmingRubySpace().hasPrefix("-")
                }
            default: return false
            }
        }
        return negative(a) != negative(b) ? -0.0 : 0.0
    }

    func numeric(_ name: String, _ input: LiquidValue, _ argument: LiquidValue, _ noArgument: Bool, at range: Range<Int>) throws(Stop) -> LiquidValue {
        let number = LiquidNumber(input)
        switch name {
        case "abs":
            switch number {
            case .integer(let x): return x == Int.min ? .float(-Double(x)) : .integer(abs(x))
            case .decimal(let d): return .float(abs(d.double))
            case .double(let d): return .float(abs(d))
            }
        case "ceil", "floor":
            let rule: FloatingPointRoundingRule = name == "ceil" ? .up : .down
            switch number {
            case .integer(let x): return .integer(x)
            case .decimal(let d): return .integer(d.rounded(places: 0, rule: rule)?.mantissa ?? 0)
            case .double(let d):
                guard d.isFinite, let value = Int(exactly: d.rounded(rule)) else { throw fail(.numberTooLarge, range) }
                return .integer(value)
            }
        case "round":
            let places = noArgument ? 0 : (LiquidNumber(argument).decimal.map { Int($0.double) } ?? 0)
            let wholeResult = noArgument || argument == .integer(0)
            switch number {
            case .integer(let x):
                guard places < 0, let decimal = LiquidDecimal(mantissa: x, scale: 0).rounded(places: places) else { return .integer(x) }
                return .integer(Int(decimal.double))
            case .decimal(let d):
                guard let rounded = d.rounded(places: places) else { return .float(d.double) }
                return wholeResult ? .integer(Int(rounded.double)) : .float(rounded.double)
            case .double(let d):
                // Infinity and NaN stay as they are, except where Ruby makes an integer of them.
                guard wholeResult else { return .float(d) }
                guard d.isFinite, let whole = Int(exactly: d.rounded()) else { throw fail(.numberTooLarge, range) }
                return .integer(whole)
            }
        default:
            let limit = LiquidNumber(argument)
            let keepInput = name == "at_least" ? LiquidNumber.compare(limit, number) <= 0 : LiquidNumber.compare(limit, number) >= 0
            return keepInput ? number.value : limit.value
        }
    }
}

extension LiquidFilters {
    /// Braze's `money`: a dollar sign, thousands separated by commas, two decimals, no shift
    /// of the decimal point (`145` is `$145.00`).
    static func money(_ number: LiquidNumber) -> String {
        let cents: LiquidDecimal
        switch number {
        case .integer(let x): cents = LiquidDecimal(mantissa: x, scale: 0)
        case .decimal(let d): cents = d.rounded(places: 2) ?? LiquidDecimal(mantissa: 0, scale: 0)
        case .double(let d): cents = LiquidDecimal(d).flatMap { $0.rounded(places: 2) } ?? LiquidDecimal(mantissa: 0, scale: 0)
        }
        let negative = cents.mantissa < 0
        let text = LiquidFilters.fixed(cents, places: 2)
        let unsigned = negative ? String(text.dropFirst()) : text
        let parts = unsigned.split(separator: ".", omittingEmptySubsequences: false)
        return (negative ? "-$" : "$") + grouped(String(parts[0])) + "." + String(parts[1])
    }

    /// `number_with_delimiter`: commas between thousands of the integer part.
    static func withDelimiter(_ value: LiquidValue) -> String {
        let text = LiquidNumber(value).value.text
        let negative = text.hasPrefix("-")
        let unsigned = negative ? String(text.dropFirst()) : text
        let parts = unsigned.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        let fraction = parts.count > 1 ? "." + parts[1] : ""
        return (negative ? "-" : "") + grouped(String(parts[0])) + fraction
    }

    static func grouped(_ digits: String) -> String {
        var out = ""
        for (index, c) in digits.enumerated() {
            if index > 0 && (digits.count - index) % 3 == 0 { out.append(",") }
            out.append(c)
        }
        return out
    }

    /// A decimal written with exactly `places` fraction digits.
    static func fixed(_ value: LiquidDecimal, places: Int) -> String {
        var mantissa = value.mantissa
        var scale = value.scale
        while scale < places {
            mantissa *= 10
            scale += 1
        }
        let negative = mantissa < 0
        var digits = String(mantissa.magnitude)
        if digits.count <= places { digits = String(repeating: "0", count: places - digits.count + 1) + digits }
        let point = digits.index(digits.endIndex, offsetBy: -places)
        return (negative ? "-" : "") + digits[..<point] + "." + digits[point...]
    }
}
