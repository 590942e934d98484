/// Array filters, over the items Liquid's `InputIterator` gives: an array flattened, an object
/// as itself, a range's numbers, anything else as one item (nil as none).
extension LiquidFilters {
    static func iterated(_ value: LiquidValue) -> [LiquidValue] {
        switch value {
        case .array(let items): return flattened(items)
        case .nil: return []
        case .range: return value.items ?? []
        default: return [value]
        }
    }

    private static func flattened(_ items: [LiquidValue]) -> [LiquidValue] {
        var out: [LiquidValue] = []
        for item in items {
            if case .array(let inner) = item { out += flattened(inner) } else { out.append(item) }
        }
        return out
    }

    /// `first` and `last` where the value has them (arrays, ranges; an object's first pair).
    static func end(_ value: LiquidValue, first: Bool) -> LiquidValue {
        switch value {
        case .array(let items): return (first ? items.first : items.last) ?? .nil
        case .range(let lower, let upper): return .integer(first ? lower : upper)
        case .object(let object) where first: return object.pairs.first.map { .array([.string($0.0), $0.1]) } ?? .nil
        default: return .nil
        }
    }

    /// `item[property]`: objects by key; other items have no properties (Ruby raises for
    /// arrays and numbers, and reads a string's substring: both are render errors here).
    static func property(_ item: LiquidValue, _ property: LiquidValue, at range: Range<Int>) throws(LiquidRenderer.Stop) -> LiquidValue {
        switch item {
        case .object(let object): return property.stringValue.flatMap { object[$0] } ?? .nil
        case .nil: return .nil
        default:
            throw .error(LiquidRenderError(.invalidArgument(filter: "map", detail: "cannot select the property \(property.inspect)"), range: range))
        }
    }

    static func map(_ input: LiquidValue, _ key: LiquidValue, at range: Range<Int>) throws(LiquidRenderer.Stop) -> [LiquidValue] {
        var out: [LiquidValue] = []
        for item in iterated(input) { out.append(try property(item, key, at: range)) }
        return out
    }

    static func compact(_ input: LiquidValue, _ key: LiquidValue?, at range: Range<Int>) throws(LiquidRenderer.Stop) -> [LiquidValue] {
        guard let key else { return iterated(input).filter { $0 != .nil } }
        var out: [LiquidValue] = []
        for item in iterated(input) where try property(item, key, at: range) != .nil { out.append(item) }
        return out
    }

    static func whereFilter(_ input: LiquidValue, _ key: LiquidValue, _ target: LiquidValue?, at range: Range<Int>) throws(LiquidRenderer.Stop) -> [LiquidValue]
    {
        var out: [LiquidValue] = []
        for item in iterated(input) {
            let value = try property(item, key, at: range)
            let keep = target.map { $0 == .nil ? value.isTruthy : LiquidRenderer.equal(value, $0) } ?? value.isTruthy
            if keep { out.append(item) }
        }
        return out
    }

    /// Ruby's `uniq` (by `eql?`: `1` and `1.0` differ), first occurrence kept.
    static func uniq(_ input: LiquidValue, _ key: LiquidValue?, at range: Range<Int>) throws(LiquidRenderer.Stop) -> [LiquidValue] {
        var seen: [LiquidValue] = []
        var out: [LiquidValue] = []
        for item in iterated(input) {
            let identity = try key.map { k throws(LiquidRenderer.Stop) in try property(item, k, at: range) } ?? item
            if seen.contains(identity) { continue }
            seen.append(identity)
            out.append(item)
        }
        return out
    }

    /// `sort` (nil last, an error across kinds) and `sort_natural` (case-insensitive).
    static func sort(_ input: LiquidValue, _ key: LiquidValue?, natural: Bool, at range: Range<Int>) throws(LiquidRenderer.Stop) -> [LiquidValue] {
        let items = iterated(input)
        var keyed: [(key: LiquidValue, item: LiquidValue, index: Int)] = []
        for (index, item) in items.enumerated() {
            keyed.append((try key.map { k throws(LiquidRenderer.Stop) in try property(item, k, at: range) } ?? item, item, index))
        }
        // Check every pair's kinds first so the comparator itself cannot fail.
        var kinds: Set<String> = []
        for entry in keyed where entry.key != .nil {
            if natural {
                kinds.insert("text")
            } else if let kind = LiquidRenderer.rubyClass(entry.key) {
                kinds.insert(kind == "Float" ? "Integer" : kind)
            } else {
                kinds.insert("other")
            }
        }
        if kinds.count > 1 || kinds.contains("other") {
            let names = kinds.sorted().joined(separator: " with ")
            throw .error(LiquidRenderError(.comparison(names), range: range))
        }
        let sorted = try mergeSort(keyed) { a, b throws(LiquidRenderer.Stop) -> Bool in
            if a.key == .nil || b.key == .nil { return a.key != .nil && b.key == .nil }
            if natural { return a.key.text.lowercased().utf8.lexicographicallyPrecedes(b.key.text.lowercased().utf8) }
            return try (LiquidRenderer.order(a.key, b.key, at: range) ?? 0) < 0
        }
        return sorted.map(\.item)
    }

    /// A stable merge sort whose comparator may throw.
    static func mergeSort<T>(_ items: [T], _ less: (T, T) throws(LiquidRenderer.Stop) -> Bool) throws(LiquidRenderer.Stop) -> [T] {
        guard items.count > 1 else { return items }
        let middle = items.count / 2
        let left = try mergeSort(Array(items[..<middle]), less)
        let right = try mergeSort(Array(items[middle...]), less)
        var out: [T] = []
        out.reserveCapacity(items.count)
        var i = 0
        var j = 0
        while i < left.count && j < right.count {
            if try less(right[j], left[i]) {
                out.append(right[j])
                j += 1
            } else {
                out.append(left[i])
                i += 1
            }
        }
        out += left[i...]
        out += right[j...]
        return out
    }
}
