/// Expressions, variable lookups and conditions, with Ruby Liquid's rules for each.
extension LiquidRenderer {
    mutating func evaluate(_ value: LiquidFilteredExpression, at range: Range<Int>) throws(Stop) -> LiquidValue {
        var result = try evaluate(value.value, at: range)
        for filter in value.filters {
            var positional: [LiquidValue] = []
            var keywords: [String: LiquidValue] = [:]
            for argument in filter.arguments {
                let evaluated = try evaluate(argument.value, at: range)
                if let keyword = argument.keyword { keywords[keyword] = evaluated } else { positional.append(evaluated) }
            }
            result = try apply(filter.name, to: result, positional, keywords, at: filter.nameRange)
        }
        return result
    }

    mutating func evaluate(_ expression: LiquidExpression, at range: Range<Int>) throws(Stop) -> LiquidValue {
        switch expression.kind {
        case .string(let text): return .string(text)
        case .integer(let value): return .integer(value)
        case .float(let value): return .float(value)
        case .boolean(let value): return .boolean(value)
        case .nil: return .nil
        case .empty, .blank: return .string("")
        case .range(let lower, let upper):
            return .range(try rangeEnd(lower, at: range), try rangeEnd(upper, at: range))
        case .variable(let variable): return try evaluate(variable, at: range)
        }
    }

    /// A range's end: literals as Ruby's `to_i`, evaluated values as Liquid converts them.
    private mutating func rangeEnd(_ expression: LiquidExpression, at range: Range<Int>) throws(Stop) -> Int {
        if case .float(let value) = expression.kind { return Int(exactly: value.rounded(.towardZero)) ?? 0 }
        let value = try evaluate(expression, at: range)
        switch value {
        case .integer(let number): return number
        case .nil: return 0
        case .string(let text): return LiquidNumber.rubyToInteger(text)
        default: return try integer(value, filter: "range", at: range)
        }
    }

    /// Liquid's `Utils.to_integer`: integers, and strings that are written integers.
    func integer(_ value: LiquidValue, filter: String, at range: Range<Int>) throws(Stop) -> Int {
        if case .integer(let number) = value { return number }
        let text = value.text.trimmingRubySpace().replacingUnderscores()
        if let number = Int(text) { return number }
        throw fail(.invalidArgument(filter: filter, detail: "invalid integer \(value.inspect)"), range)
    }

    private mutating func evaluate(_ variable: LiquidVariable, at range: Range<Int>) throws(Stop) -> LiquidValue {
        var segments = variable.segments[...]
        var object: LiquidValue
        if variable.isPersonalization {
            object = profile.attributes[variable.root] ?? .nil
        } else if let found = scopes.reversed().lazy.compactMap({ $0[variable.root] }).first ?? variables[variable.root] {
            object = found
        } else if let counter = counters[variable.root] {
            object = .integer(counter)
        } else {
            switch variable.root {
            case "custom_attribute", "event_properties", "content_blocks":
                guard case .name(let name, _, _)? = segments.first else { return .nil }
                segments = segments.dropFirst()
                if variable.root == "content_blocks" {
                    guard let text = profile.contentBlocks[name] else { throw fail(.missingContentBlock(name), range) }
                    object = .string(try renderNested(text, name: "content block `\(name)`", at: range))
                } else {
                    object = (variable.root == "custom_attribute" ? profile.customAttributes[name] : profile.eventProperties[name]) ?? .nil
                }
            default:
                object = profile.objects[variable.root] ?? .nil
            }
        }
        for segment in segments {
            switch segment {
            case .name(let name, _, _): object = LiquidRenderer.lookup(object, .string(name), command: true)
            case .index(let key, _): object = LiquidRenderer.lookup(object, try evaluate(key, at: range), command: false)
            }
            if object == .nil { return .nil }
        }
        return object
    }

    /// `object.key` and `object[key]`: a present key or index first, then (for `.name`
    /// only) `size`, `first` and `last` where the value has them.
    static func lookup(_ object: LiquidValue, _ key: LiquidValue, command: Bool) -> LiquidValue {
        switch (object, key) {
        case (.object(let pairs), .string(let name)) where pairs[name] != nil: return pairs[name]!
        case (.array(let items), .integer(let index)):
            let position = index < 0 ? items.count + index : index
            return items.indices.contains(position) ? items[position] : .nil
        default: break
        }
        guard command, case .string(let name) = key else { return .nil }
        switch (object, name) {
        case (.object(let pairs), "size"): return .integer(pairs.keys.count)
        case (.object(let pairs), "first"): return pairs.pairs.first.map { .array([.string($0.0), $0.1]) } ?? .nil
        case (.array(let items), "size"): return .integer(items.count)
        case (.array(let items), "first"): return items.first ?? .nil
        case (.array(let items), "last"): return items.last ?? .nil
        case (.range(let lower, let upper), "size"): return .integer(max(upper - lower + 1, 0))
        case (.range(let lower, _), "first"): return .integer(lower)
        case (.range(_, let upper), "last"): return .integer(upper)
        case (.string(let text), "size"): return .integer(text.unicodeScalars.count)
        default: return .nil
        }
    }

    mutating func evaluate(_ condition: LiquidCondition, at range: Range<Int>) throws(Stop) -> Bool {
        switch condition {
        case .value(let value): return try evaluate(value, at: range).isTruthy
        case .and(let left, let right):
            guard try evaluate(left, at: range) else { return false }
            return try evaluate(right, at: range)
        case .or(let left, let right):
            if try evaluate(left, at: range) { return true }
            return try evaluate(right, at: range)
        case .comparison(let left, let op, let right):
            if let literal = [left, right].first(where: { $0.kind == .empty || $0.kind == .blank }) {
                let other = literal == left ? right : left
                let value = try evaluate(other, at: range)
                let holds = literal.kind == .empty ? value.isEmptyCollection : LiquidRenderer.isBlank(value)
                switch op {
                case .equal: return holds
                case .notEqual, .lessOrGreater: return !holds
                default: return false
                }
            }
            return try compare(evaluate(left, at: range), op, evaluate(right, at: range), at: range)
        }
    }

    /// Liquid's `blank`: nil, false, an empty or all-space string, an empty array or object.
    static func isBlank(_ value: LiquidValue) -> Bool {
        switch value {
        case .nil, .boolean(false): return true
        case .string(let text): return text.unicodeScalars.allSatisfy(LiquidLexer.isSpace)
        default: return value.isEmptyCollection
        }
    }

    func compare(_ left: LiquidValue, _ op: LiquidOperator, _ right: LiquidValue, at range: Range<Int>) throws(Stop) -> Bool {
        switch op {
        case .equal: return LiquidRenderer.equal(left, right)
        case .notEqual, .lessOrGreater: return !LiquidRenderer.equal(left, right)
        case .contains: return LiquidRenderer.contains(left, right)
        case .less, .greater, .lessOrEqual, .greaterOrEqual:
            guard let order = try LiquidRenderer.order(left, right, at: range) else { return false }
            switch op {
            case .less: return order < 0
            case .greater: return order > 0
            case .lessOrEqual: return order <= 0
            default: return order >= 0
            }
        }
    }

    /// Ruby's `==`: numbers by value (`1 == 1.0`), collections item by item.
    static func equal(_ left: LiquidValue, _ right: LiquidValue) -> Bool {
        switch (left, right) {
        case (.integer, .float), (.float, .integer), (.float, .float): return LiquidNumber(left).double == LiquidNumber(right).double
        case (.array(let a), .array(let b)): return a.count == b.count && zip(a, b).allSatisfy { equal($0, $1) }
        case (.object(let a), .object(let b)):
            return a.keys.count == b.keys.count && a.keys.allSatisfy { key in b[key].map { equal(a[key]!, $0) } ?? false }
        default: return left == right
        }
    }

    static func contains(_ left: LiquidValue, _ right: LiquidValue) -> Bool {
        guard left.isTruthy && right.isTruthy else { return false }
        switch left {
        case .string(let text):
            let needle = right.text
            return needle.isEmpty || text.contains(needle)
        case .array(let items): return items.contains { equal($0, right) }
        case .object(let object): return right.stringValue.map { object[$0] != nil } ?? false
        case .range(let lower, let upper):
            if case .integer(let value) = right { return value >= lower && value <= upper }
            return false
        default: return false
        }
    }

    /// `<=>` for `<`, `>`, `<=`, `>=` and `sort`: numbers, strings (byte order) and times;
    /// nil when either side has no order; an error across kinds, as Ruby raises.
    static func order(_ left: LiquidValue, _ right: LiquidValue, at range: Range<Int>) throws(Stop) -> Int? {
        switch (left, right) {
        case (.integer, .integer), (.integer, .float), (.float, .integer), (.float, .float):
            let (a, b) = (LiquidNumber(left).double, LiquidNumber(right).double)
            if case .integer(let x) = left, case .integer(let y) = right { return x < y ? -1 : (x > y ? 1 : 0) }
            return a < b ? -1 : (a > b ? 1 : 0)
        case (.string(let a), .string(let b)):
            return a.utf8.lexicographicallyPrecedes(b.utf8) ? -1 : (a == b ? 0 : 1)
        case (.time(let a), .time(let b)): return a.seconds < b.seconds ? -1 : (a.seconds > b.seconds ? 1 : 0)
        default:
            guard let a = rubyClass(left), let b = rubyClass(right) else { return nil }
            throw .error(LiquidRenderError(.comparison("\(a) with \(b)"), range: range))
        }
    }

    /// The class name Ruby's error names, for values that have an order.
    static func rubyClass(_ value: LiquidValue) -> String? {
        switch value {
        case .integer: return "Integer"
        case .float: return "Float"
        case .string: return "String"
        case .time: return "Time"
        default: return nil
        }
    }
}

extension String {
    func replacingUnderscores() -> String {
        var previousDigit = false
        var out = ""
        for c in self {
            if c == "_" && previousDigit { continue }
            previousDigit = c.isASCII && c.isNumber
            out.append(c)
        }
        return out
    }
}
