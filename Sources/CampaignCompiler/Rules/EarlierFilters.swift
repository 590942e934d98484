import CampaignModel

/// The filters on one property seen so far, summarised so that `earliestContradiction(of:)`
/// finds the first earlier filter a new one contradicts (SPEC §2.4, E310) without comparing
/// it with every earlier filter. The answer is the same as comparing pairwise in order with
/// `FilterRules.contradiction`, which stays the definition; this is only its index.
///
/// It keeps no filter, only the caller's positions of them (increasing with each `append`), so
/// its memory is a few integers per filter whatever the filters hold.
struct EarlierFilters {
    /// How many filters were added.
    private(set) var count = 0
    /// The first filter of each type: any filter of another type contradicts it.
    private var firstOfType: [PropertyType: Int] = [:]
    /// What the filters of each type say.
    private var byType: [PropertyType: TypedSummary] = [:]

    /// Adds `filter`, known to the caller by `position` (by default the number added so far);
    /// positions must increase from one call to the next.
    mutating func append(_ filter: PropertyFilter, at position: Int? = nil) {
        let index = position ?? count
        count += 1
        if firstOfType[filter.type] == nil { firstOfType[filter.type] = index }
        byType[filter.type, default: TypedSummary()].add(filter, at: index)
    }

    /// The position of the earliest earlier filter that `later` contradicts, or nil.
    func earliestContradiction(of later: PropertyFilter) -> Int? {
        var candidates = firstOfType.filter { $0.key != later.type }.map(\.value)
        if let summary = byType[later.type] {
            candidates += summary.contradictions(of: later)
        }
        return candidates.min()
    }
}

/// What the filters of one property and one type say, for `EarlierFilters`.
private struct TypedSummary {
    var firstExistsFalse: Int?
    var firstOther: Int?
    var firstEquals: Int?
    var firstEqualsValue: FilterValue?
    /// The first `equals` whose value differs from `firstEquals`'s.
    var firstEqualsDifferent: Int?
    var equalsByValue: [FilterValue: Int] = [:]
    var notEqualsByValue: [FilterValue: Int] = [:]
    /// Lower bounds (`greater_than…`), each record tighter than the one before.
    var lower = Records<BoundKey>(isTighter: { $0.value > $1.value || ($0.value == $1.value && $0.strict && !$1.strict) })
    /// Upper bounds (`less_than…`).
    var upper = Records<BoundKey>(isTighter: { $0.value < $1.value || ($0.value == $1.value && $0.strict && !$1.strict) })
    /// Numeric `equals` points, the highest and the lowest so far.
    var highestPoint = Records<OrderedNumber>(isTighter: >)
    var lowestPoint = Records<OrderedNumber>(isTighter: <)
    /// `less_than_ago` / `less_than_in`: the smallest durations; `more_than_…`: the largest.
    var lessThanAgo = Records<Int64>(isTighter: <)
    var moreThanAgo = Records<Int64>(isTighter: >)
    var lessThanIn = Records<Int64>(isTighter: <)
    var moreThanIn = Records<Int64>(isTighter: >)
    /// `before`: the earliest times; `after`: the latest.
    var before = Records<Int64>(isTighter: <)
    var after = Records<Int64>(isTighter: >)

    mutating func add(_ filter: PropertyFilter, at index: Int) {
        let value = filter.value.value
        if filter.isExistsFalse {
            if firstExistsFalse == nil { firstExistsFalse = index }
        } else if firstOther == nil {
            firstOther = index
        }
        switch filter.op.value {
        case .equals:
            if let first = firstEqualsValue {
                if firstEqualsDifferent == nil, !FilterRules.same(first, value) {
                    firstEqualsDifferent = index
                }
            } else {
                firstEquals = index
                firstEqualsValue = value
            }
            if equalsByValue[value.normalized] == nil { equalsByValue[value.normalized] = index }
        case .notEquals:
            if notEqualsByValue[value.normalized] == nil { notEqualsByValue[value.normalized] = index }
        case .lessThanAgo: lessThanAgo.add(value.seconds, at: index)
        case .moreThanAgo: moreThanAgo.add(value.seconds, at: index)
        case .lessThanIn: lessThanIn.add(value.seconds, at: index)
        case .moreThanIn: moreThanIn.add(value.seconds, at: index)
        case .before: before.add(value.seconds, at: index)
        case .after: after.add(value.seconds, at: index)
        default: break
        }
        switch filter.numericBound {
        case .point(let p):
            highestPoint.add(OrderedNumber(p), at: index)
            lowestPoint.add(OrderedNumber(p), at: index)
        case .above(let lo, let strict): lower.add(BoundKey(value: OrderedNumber(lo), strict: strict), at: index)
        case .below(let hi, let strict): upper.add(BoundKey(value: OrderedNumber(hi), strict: strict), at: index)
        case nil: break
        }
    }

    /// Indexes of earlier filters (of this type) that `later` contradicts: for each kind of
    /// contradiction, the earliest one.
    func contradictions(of later: PropertyFilter) -> [Int] {
        if later.isExistsFalse { return [firstOther].compactMap { $0 } }
        var found: [Int?] = [firstExistsFalse]
        let value = later.value.value
        switch later.op.value {
        case .equals:
            if let first = firstEquals, let firstValue = firstEqualsValue {
                found.append(FilterRules.same(firstValue, value) ? firstEqualsDifferent : first)
            }
            found.append(notEqualsByValue[value.normalized])
        case .notEquals:
            found.append(equalsByValue[value.normalized])
        case .lessThanAgo: found.append(moreThanAgo.earliest { $0 >= value.seconds })
        case .moreThanAgo: found.append(lessThanAgo.earliest { $0 <= value.seconds })
        case .lessThanIn: found.append(moreThanIn.earliest { $0 >= value.seconds })
        case .moreThanIn: found.append(lessThanIn.earliest { $0 <= value.seconds })
        case .before: found.append(after.earliest { $0 >= value.seconds })
        case .after: found.append(before.earliest { $0 <= value.seconds })
        default: break
        }
        switch later.numericBound {
        case .point(let number):
            let p = OrderedNumber(number)
            found.append(lower.earliest { $0.value > p || ($0.value == p && $0.strict) })
            found.append(upper.earliest { $0.value < p || ($0.value == p && $0.strict) })
        case .above(let number, let strict):
            let lo = OrderedNumber(number)
            found.append(lowestPoint.earliest { $0 < lo || (strict && $0 == lo) })
            found.append(upper.earliest { $0.value < lo || ($0.value == lo && (strict || $0.strict)) })
        case .below(let number, let strict):
            let hi = OrderedNumber(number)
            found.append(highestPoint.earliest { $0 > hi || (strict && $0 == hi) })
            found.append(lower.earliest { $0.value > hi || ($0.value == hi && (strict || $0.strict)) })
        case nil:
            break
        }
        return found.compactMap { $0 }
    }
}

/// The running extremes of one kind of value: a record is kept each time a value is tighter
/// than every earlier one, so records are in index order and ever tighter. "The earliest
/// value that satisfies a condition that tighter values also satisfy" is then the first
/// record that satisfies it, found by binary search.
private struct Records<Key> {
    let isTighter: (Key, Key) -> Bool
    private var records: [(key: Key, index: Int)] = []

    init(isTighter: @escaping (Key, Key) -> Bool) {
        self.isTighter = isTighter
    }

    mutating func add(_ key: Key, at index: Int) {
        if let last = records.last, !isTighter(key, last.key) { return }
        records.append((key, index))
    }

    /// The index of the earliest value satisfying `condition`, which must hold for every
    /// value tighter than one that satisfies it.
    func earliest(_ condition: (Key) -> Bool) -> Int? {
        let low = records.partitionPoint { !condition($0.key) }
        return low < records.count ? records[low].index : nil
    }
}

/// A numeric bound for ordering: the value and whether it excludes itself.
private struct BoundKey {
    let value: OrderedNumber
    let strict: Bool
}

/// A number ordered as `NumericBound.compare` orders it (exact for two integers).
private struct OrderedNumber: Comparable {
    let number: NumberValue

    init(_ number: NumberValue) {
        self.number = number
    }

    static func < (a: OrderedNumber, b: OrderedNumber) -> Bool { NumericBound.compare(a.number, b.number) < 0 }
    static func == (a: OrderedNumber, b: OrderedNumber) -> Bool { NumericBound.compare(a.number, b.number) == 0 }
}

extension PropertyFilter {
    /// `exists: false`: contradicts every other operator on the same property.
    fileprivate var isExistsFalse: Bool { op.value == .exists && value.value == .boolean(false) }
}

extension FilterValue {
    /// A duration's whole seconds or a time's Unix seconds (0 for other values), for ordering.
    fileprivate var seconds: Int64 {
        switch self {
        case .duration(let duration): duration.seconds
        case .time(let time): time.unixSeconds
        default: 0
        }
    }
}
