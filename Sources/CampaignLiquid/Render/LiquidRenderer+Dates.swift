/// `date` and Braze's `time_zone`.
extension LiquidRenderer {
    /// The time a value stands for: a time, `now`/`today`, seconds since 1970 (a number or
    /// digits), or a written date. Nil input stays nil; anything else is not a time.
    func time(_ value: LiquidValue, at range: Range<Int>) throws(Stop) -> LiquidTime? {
        switch value {
        case .nil: return nil
        case .time(let time): return time
        case .integer(let seconds): return LiquidTime(seconds: Int64(seconds))
        case .string(let text):
            let lowered = text.lowercased()
            if lowered == "now" || lowered == "today" { return environment.now }
            if !text.isEmpty && text.unicodeScalars.allSatisfy(LiquidLexer.isDigit), let seconds = Int64(text) { return LiquidTime(seconds: seconds) }
            if let time = LiquidDate.parse(text) { return time }
        default: break
        }
        throw fail(.notATime(value.inspect), range)
    }

    func date(_ input: LiquidValue, _ format: LiquidValue, at range: Range<Int>) throws(Stop) -> LiquidValue {
        let pattern = format.text
        if pattern.isEmpty || input == .string("") { return input }
        guard let time = try time(input, at: range) else { return input }
        return .string(LiquidDate.format(time, pattern))
    }

    func timeZone(_ input: LiquidValue, _ zone: LiquidValue, at range: Range<Int>) throws(Stop) -> LiquidValue {
        guard var time = try time(input, at: range) else { return .nil }
        let name = zone.text
        guard let rule = environment.timeZones.offset(zone: name, at: time.seconds) else { throw fail(.unknownTimeZone(name), range) }
        time.utcOffset = rule.offset
        time.zoneName = rule.abbreviation
        return .time(time)
    }
}
