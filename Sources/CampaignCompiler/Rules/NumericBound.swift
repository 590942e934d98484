import CampaignModel

/// A numeric filter as a set of numbers: a point or a half-line.
enum NumericBound {
    case point(NumberValue)
    case above(NumberValue, strict: Bool)
    case below(NumberValue, strict: Bool)

    /// True when no number satisfies both.
    static func disjoint(_ x: NumericBound, _ y: NumericBound) -> Bool {
        switch (x, y) {
        case (.point(let p), .point(let q)):
            return !p.sameValue(as: q)
        case (.point(let p), let bound), (let bound, .point(let p)):
            return !bound.admits(p)
        case (.above(let lo, let strictLo), .below(let hi, let strictHi)),
            (.below(let hi, let strictHi), .above(let lo, let strictLo)):
            let order = compare(lo, hi)
            return order > 0 || (order == 0 && (strictLo || strictHi))
        default:
            return false
        }
    }

    func admits(_ p: NumberValue) -> Bool {
        switch self {
        case .point(let q): p.sameValue(as: q)
        case .above(let lo, let strict): strict ? Self.compare(p, lo) > 0 : Self.compare(p, lo) >= 0
        case .below(let hi, let strict): strict ? Self.compare(p, hi) < 0 : Self.compare(p, hi) <= 0
        }
    }

    /// -1, 0 or 1; exact for two integers, by double value otherwise.
    static func compare(_ a: NumberValue, _ b: NumberValue) -> Int {
        if let x = a.integer, let y = b.integer { return x < y ? -1 : x == y ? 0 : 1 }
        return a.double < b.double ? -1 : a.double == b.double ? 0 : 1
    }
}

extension PropertyFilter {
    /// The filter's numeric set, when it compares numbers with `equals` or a bound.
    var numericBound: NumericBound? {
        guard case .number(let n) = value.value else { return nil }
        switch op.value {
        case .equals: return .point(n)
        case .greaterThan: return .above(n, strict: true)
        case .greaterThanOrEqual: return .above(n, strict: false)
        case .lessThan: return .below(n, strict: true)
        case .lessThanOrEqual: return .below(n, strict: false)
        default: return nil
        }
    }

    /// `greater_than: 50`, as written in messages.
    var describe: String {
        let shown: String
        switch value.value {
        case .string(let s): shown = s.unicodeScalars.count > 30 ? "\"" + String(s.prefix(30)) + "…\"" : "\"\(s)\""
        case .number(let n): shown = n.text
        case .boolean(let b): shown = b ? "true" : "false"
        case .duration(let d): shown = d.description
        case .time(let t): shown = String(t.unixSeconds)
        }
        return "\(op.value.rawValue): \(shown)"
    }
}
