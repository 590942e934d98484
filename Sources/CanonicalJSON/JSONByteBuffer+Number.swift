extension JSONByteBuffer {
    /// 2^53: every integer up to this magnitude is exact in a `Double`.
    private static let exactIntegerLimit = 9_007_199_254_740_992.0

    /// Writes a `Double` the way ECMAScript's `Number::toString` does (RFC 8785).
    mutating func writeNumber(_ value: Double) {
        guard value.isFinite else {
            append("null")
            return
        }
        if value == 0 {
            bytes.append(UInt8(ascii: "0"))  // also for -0.0
            return
        }
        if value.magnitude <= Self.exactIntegerLimit, value == value.rounded(.towardZero) {
            writeInteger(Int64(value))
            return
        }
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        let (digits, pointPosition) = Self.shortestDigits(of: value.magnitude)
        writeDecimal(digits: digits, pointPosition: pointPosition)
    }

    /// The shortest decimal digits that read back as `value` (positive, finite, non-zero), without
    /// leading or trailing zeros, and `n` such that `value = 0.digits × 10^n`. Swift's `description`
    /// already picks the shortest round-trip digits; only its layout is replaced here.
    static func shortestDigits(of value: Double) -> (digits: [UInt8], pointPosition: Int) {
        var digits: [UInt8] = []
        digits.reserveCapacity(20)
        var pointPosition = 0
        var exponent = 0
        var exponentSign = 1
        var seenPoint = false
        var inExponent = false
        for byte in value.description.utf8 {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                if inExponent {
                    exponent = exponent * 10 + Int(byte - UInt8(ascii: "0"))
                } else {
                    digits.append(byte)
                    if !seenPoint { pointPosition += 1 }
                }
            case UInt8(ascii: "."):
                seenPoint = true
            case UInt8(ascii: "e"), UInt8(ascii: "E"):
                inExponent = true
            case UInt8(ascii: "-"):
                if inExponent { exponentSign = -1 }
            default:
                break  // "+"
            }
        }
        let leadingZeros = digits.prefix { $0 == UInt8(ascii: "0") }.count
        digits.removeFirst(leadingZeros)
        pointPosition -= leadingZeros
        while digits.last == UInt8(ascii: "0") { digits.removeLast() }
        return (digits, pointPosition + exponentSign * exponent)
    }

    /// Lays out `0.digits × 10^n` as ECMAScript does.
    private mutating func writeDecimal(digits: [UInt8], pointPosition n: Int) {
        let k = digits.count
        if k <= n && n <= 21 {
            bytes.append(contentsOf: digits)
            bytes.append(contentsOf: repeatElement(UInt8(ascii: "0"), count: n - k))
        } else if 0 < n && n <= 21 {
            bytes.append(contentsOf: digits[..<n])
            bytes.append(UInt8(ascii: "."))
            bytes.append(contentsOf: digits[n...])
        } else if -6 < n && n <= 0 {
            bytes.append(UInt8(ascii: "0"))
            bytes.append(UInt8(ascii: "."))
            bytes.append(contentsOf: repeatElement(UInt8(ascii: "0"), count: -n))
            bytes.append(contentsOf: digits)
        } else {
            bytes.append(digits[0])
            if k > 1 {
                bytes.append(UInt8(ascii: "."))
                bytes.append(contentsOf: digits[1...])
            }
            let exponent = n - 1
            bytes.append(UInt8(ascii: "e"))
            bytes.append(exponent < 0 ? UInt8(ascii: "-") : UInt8(ascii: "+"))
            writeInteger(Int64(exponent.magnitude))
        }
    }
}
