/// When every event one trigger matches is matched by another (W403): decided from the
/// filters, soundly — true only when it holds for every event, whatever the platform; when
/// unsure, false. `a.covers(b)` reads "every event `b` matches, `a` matches too".
extension TriggerKey {
    public func covers(_ narrower: TriggerKey) -> Bool {
        switch (kind, narrower.kind) {
        case (.anyPurchase, .anyPurchase), (.anyPurchase, .specificPurchase), (.sessionStart, .sessionStart):
            // `any_purchase` takes no filters: every purchase fires it.
            return filters.isEmpty
        case (.specificPurchase, .specificPurchase), (.customEvent, .customEvent), (.pushClick, .pushClick):
            return argument == narrower.argument && FilterImplication.implies(narrower.filters, filters)
        default:
            return false
        }
    }
}

/// Implication between filter lists (an AND of entries, each an OR of alternatives, SPEC §2.4)
/// and between single filters.
public enum FilterImplication {
    /// Every event that `a` lets through, `b` lets through: each entry of `b` is implied by one
    /// entry of `a`, all of whose alternatives imply one of that entry's alternatives. (An
    /// implication that needs two entries of `a` together is not seen: false, never wrong.)
    public static func implies(_ a: [[PropertyFilterKey]], _ b: [[PropertyFilterKey]]) -> Bool {
        b.allSatisfy { entry in
            a.contains { other in !other.isEmpty && other.allSatisfy { filter in entry.contains { implies(filter, $0) } } }
        }
    }

    /// Every property value `a` accepts, `b` accepts.
    public static func implies(_ a: PropertyFilterKey, _ b: PropertyFilterKey) -> Bool {
        guard a.property == b.property else { return false }
        if a == b { return true }
        // `exists: false` holds exactly when the property is absent, whatever its type.
        if a.comparator == Comparator.absent, b.comparator == Comparator.absent { return true }
        guard a.type == b.type else { return false }
        if b.comparator == Comparator.present { return requiresPresence(a) }
        switch (a.value, b.value) {
        case (.number(let x), .number(let y)):
            return numbers(a.comparator, x.double, b.comparator, y.double)
        case (.string(let x), .string(let y)):
            // Equal strings were handled above; `not_equals` holds when they differ even
            // without case (how each platform compares case is not assumed).
            return a.comparator == Comparator.equals && b.comparator == Comparator.notEquals && x.lowercased() != y.lowercased()
        case (.duration(let x), .duration(let y)):
            return durations(a.comparator, x.milliseconds, b.comparator, y.milliseconds)
        case (.time(let x), .time(let y)) where a.comparator == b.comparator:
            if a.comparator == Comparator.before { return x.unixMilliseconds <= y.unixMilliseconds }
            if a.comparator == Comparator.after { return x.unixMilliseconds >= y.unixMilliseconds }
            return false
        default:
            return false
        }
    }

    /// The wire comparators (SPEC §2.4) this reasoning names.
    enum Comparator {
        static let equals = 1
        static let notEquals = 2
        static let greater = 3
        static let greaterOrEqual = 4
        static let less = 5
        static let lessOrEqual = 6
        static let matches = 10
        static let present = 11
        static let absent = 12
        static let lessThanIn = 15
        static let moreThanIn = 16
        /// On a time: `after` is 3, `before` 5, `less_than_ago` 4, `more_than_ago` 6.
        static let after = 3
        static let before = 5
        static let lessThanAgo = 4
        static let moreThanAgo = 6
    }

    /// A filter that holds only when its property is there, of its type (so `exists: true`
    /// with that type holds too): every comparison but `not_equals`, `does_not_match` and
    /// `exists: false`, which an absent property may satisfy.
    private static func requiresPresence(_ filter: PropertyFilterKey) -> Bool {
        ![Comparator.notEquals, 17, Comparator.absent].contains(filter.comparator)
    }

    /// `x OP1 a` implies `x OP2 b` for every number x.
    private static func numbers(_ op1: Int, _ a: Double, _ op2: Int, _ b: Double) -> Bool {
        typealias C = Comparator
        switch (op1, op2) {
        case (C.equals, C.equals): return a == b
        case (C.equals, C.notEquals): return a != b
        case (C.equals, C.greater): return a > b
        case (C.equals, C.greaterOrEqual): return a >= b
        case (C.equals, C.less): return a < b
        case (C.equals, C.lessOrEqual): return a <= b
        case (C.greater, C.greater), (C.greater, C.greaterOrEqual), (C.greaterOrEqual, C.greaterOrEqual): return a >= b
        case (C.greaterOrEqual, C.greater): return a > b
        case (C.greater, C.notEquals): return b <= a
        case (C.greaterOrEqual, C.notEquals): return b < a
        case (C.less, C.less), (C.less, C.lessOrEqual), (C.lessOrEqual, C.lessOrEqual): return a <= b
        case (C.lessOrEqual, C.less): return a < b
        case (C.less, C.notEquals): return b >= a
        case (C.lessOrEqual, C.notEquals): return b > a
        default: return false
        }
    }

    /// The time filters against a duration: "less than a ago" implies "less than b ago" when
    /// a ≤ b; "more than a ago" implies "more than b ago" when a ≥ b; the same in the future.
    private static func durations(_ op1: Int, _ a: Int64, _ op2: Int, _ b: Int64) -> Bool {
        guard op1 == op2 else { return false }
        switch op1 {
        case Comparator.lessThanAgo, Comparator.lessThanIn: return a <= b
        case Comparator.moreThanAgo, Comparator.moreThanIn: return a >= b
        default: return false
        }
    }
}
