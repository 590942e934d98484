import CampaignModel

extension ScalarSyntax {
    /// What a duration text means.
    enum DurationParse: Equatable, Sendable {
        case value(Duration)
        /// Not a duration at all.
        case malformed
        /// A duration finer than a millisecond (`0.5ms`).
        case subMillisecond
        /// Too large to hold.
        case overflow
    }

    /// `500ms`, `2.5s`, `30s`, `15m`, `24h`, `7d` (a decimal number, optional minus, then a
    /// unit), or an integer without a unit meaning seconds.
    static func duration(_ text: String) -> DurationParse {
        let u = Array(text.utf8)
        var i = 0
        let negative = u.first == UInt8(ascii: "-")
        if negative { i = 1 }
        let intStart = i
        while i < u.count, isDigit(u[i]) { i += 1 }
        let intDigits = Array(u[intStart..<i])
        var fracDigits: [UInt8] = []
        var hasPoint = false
        if i < u.count, u[i] == UInt8(ascii: ".") {
            hasPoint = true
            i += 1
            let fracStart = i
            while i < u.count, isDigit(u[i]) { i += 1 }
            fracDigits = Array(u[fracStart..<i])
            if fracDigits.isEmpty { return .malformed }
        }
        guard !intDigits.isEmpty else { return .malformed }
        let unitText = String(decoding: u[i...], as: UTF8.self)
        let unitMilliseconds: Int64
        switch unitText {
        case "ms": unitMilliseconds = 1
        case "s": unitMilliseconds = 1000
        case "m": unitMilliseconds = 60_000
        case "h": unitMilliseconds = 3_600_000
        case "d": unitMilliseconds = 86_400_000
        case "" where !hasPoint: unitMilliseconds = 1000
        default: return .malformed
        }
        while fracDigits.last == UInt8(ascii: "0") { fracDigits.removeLast() }
        if fracDigits.count > 15 { return .subMillisecond }
        guard intDigits.count <= 18 else { return .overflow }
        var scale: Int64 = 1
        for _ in fracDigits { scale *= 10 }
        let whole = Int64(String(decoding: intDigits, as: UTF8.self))!
        let fraction = fracDigits.isEmpty ? 0 : Int64(String(decoding: fracDigits, as: UTF8.self))!
        let (scaled, o1) = whole.multipliedReportingOverflow(by: scale)
        let (numerator, o2) = scaled.addingReportingOverflow(fraction)
        let (total, o3) = numerator.multipliedReportingOverflow(by: unitMilliseconds)
        if o1 || o2 || o3 { return .overflow }
        guard total % scale == 0 else { return .subMillisecond }
        let milliseconds = total / scale
        return .value(Duration(milliseconds: negative ? -milliseconds : milliseconds))
    }
}
