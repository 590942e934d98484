import CampaignDiagnostics
import CampaignMessages
import CampaignModel
import CampaignPatterns
import CampaignYAML

/// Decodes a trigger's `filters:` (SPEC §2.4): a list of filters and `any_of:` groups.
struct FilterDecoder {
    let context: DecodingContext
    /// Verdicts on patterns already compiled by this worker.
    var regexes = RegexVerdicts()

    /// The largest string a property value can hold on the platform.
    static let maxStringLength = 255
    /// Numbers beyond this magnitude may be rounded as doubles.
    static let exactIntegerLimit: Double = 9_007_199_254_740_992

    /// The entries, or nil when any failed (already reported).
    func decodeFilters(_ node: YAMLNode) -> [FilterEntry]? {
        guard let list = context.list(node, "filters") else { return nil }
        let mark = context.mark
        let entries = list.value.compactMap(decodeEntry)
        return context.blockingErrorSince(mark) ? nil : entries
    }

    /// A filter, or `any_of: [filters]`.
    func decodeEntry(_ node: YAMLNode) -> FilterEntry? {
        if case .mapping(let mapping) = node, mapping.entry("any_of") != nil {
            var reader = MappingReader(mapping, in: context)
            let anyOf = reader.take("any_of")!
            reader.finish()
            guard let list = context.list(anyOf, "any_of") else { return nil }
            if list.value.isEmpty {
                context.report(ValueMessages.emptyAnyOf, at: list.range)
                return nil
            }
            let mark = context.mark
            let filters = list.value.compactMap { decodeFilter($0, nested: true) }
            return context.blockingErrorSince(mark) ? nil : .anyOf(filters, range: mapping.range)
        }
        return decodeFilter(node, nested: false).map(FilterEntry.filter)
    }

    /// `property`, exactly one operator, optional `type`.
    func decodeFilter(_ node: YAMLNode, nested: Bool) -> PropertyFilter? {
        let ctx = context
        var reader = MappingReader(node, field: "filter", in: ctx)
        guard reader.isValid else { return nil }
        let mark = ctx.mark
        let property = reader.readRequired("property", ctx.nonEmptyString)
        let operators = FilterOperator.allCases
            .compactMap { op in reader.takeEntry(op.rawValue).map { (op, $0) } }
            .sorted { $0.1.key.range.start < $1.1.key.range.start }
        let typeEntry = reader.takeEntry("type")
        let explicitType = typeEntry.flatMap { ctx.word($0.value, "type", as: PropertyType.self) }
        if nested, let anyOf = reader.takeEntry("any_of") {
            ctx.report(ValueMessages.nestedAnyOf, at: anyOf.key.range)
        }
        // One typo gives one error: `equal: 5` is E101 "did you mean `equals`?", not also E304.
        let misspeltOperator = operators.isEmpty && reader.hasMisspelling(of: FilterOperator.allCases.map(\.rawValue))
        reader.finish()
        guard operators.count == 1, let (op, opEntry) = operators.first else {
            if misspeltOperator { return nil }
            ctx.report(TriggerMessages.operatorCount(operators.map(\.0.rawValue)), at: node.range)
            return nil
        }
        guard !ctx.blockingErrorSince(mark), let property else { return nil }
        guard let type = resolveType(op: op, entry: opEntry, explicit: explicitType, filter: node) else { return nil }
        guard op.allowedTypes.contains(type) else {
            let allowed = op.allowedTypes.map(\.rawValue)
            ctx.report(TriggerMessages.cannotCompare(op, type, allowed: allowed), at: opEntry.key.range)
            return nil
        }
        guard let value = decodeValue(opEntry.value, op: op, type: type) else { return nil }
        return PropertyFilter(
            property: property, op: Located(op, at: opEntry.key.range), value: value, type: type,
            typeIsExplicit: explicitType != nil, range: node.range
        )
    }

    /// `type` if given; else the operator's type; else the value's own form. Nil when already
    /// reported (a bad `type`, E305, or a value that is not a scalar).
    private func resolveType(op: FilterOperator, entry: YAMLEntry, explicit: Located<PropertyType>?, filter: YAMLNode) -> PropertyType? {
        if let explicit { return explicit.value }
        if let implied = op.impliedType { return implied }
        if op == .exists {
            context.report(TriggerMessages.existsNeedsType, at: filter.range)
            return nil
        }
        guard let s = context.scalar(entry.value, op.rawValue, expected: "a string, number or boolean") else { return nil }
        guard s.style == .plain else { return .string }
        if ScalarSyntax.isInfinityOrNaN(s.text) { return .number }
        let reading = PlainValue(plain: s.text)
        let type: PropertyType
        switch reading.value {
        case .number: type = .number
        case .boolean: type = .boolean
        case .string: type = .string
        }
        if reading.surprise != nil {
            // The other reading is offered only where the operator takes its type.
            let usualType: PropertyType = if case .booleanWord = reading.surprise { .boolean } else { type }
            let usual = op.allowedTypes.contains(usualType)
            context.report(
                ValueMessages.surprisingForm(reading, usualForm: usual), at: s.range,
                fixIts: FixIts.plainValueReadings(reading, at: s.range, usualForm: usual))
        }
        return type
    }

    /// The operator's value, typed by the filter's type; W311, W312 and E303 are checked here.
    private func decodeValue(_ node: YAMLNode, op: FilterOperator, type: PropertyType) -> Located<FilterValue>? {
        let field = op.rawValue
        switch op {
        case .exists:
            return context.boolean(node, field)?.map(FilterValue.boolean)
        case .lessThanAgo, .moreThanAgo, .lessThanIn, .moreThanIn:
            return context.duration(node, field, wholeSeconds: true)?.map(FilterValue.duration)
        case .before, .after:
            return context.time(node, field)?.map(FilterValue.time)
        case .matches, .doesNotMatch:
            guard let pattern = context.nonEmptyString(node, field) else { return nil }
            if case .invalid(let reason) = regexes.check(pattern.value) {
                context.report(TriggerMessages.invalidRegex(reason: reason ?? RegexProblem.reason(pattern.value)), at: pattern.range)
                return nil
            }
            return pattern.map(FilterValue.string)
        default:
            break
        }
        switch type {
        case .string:
            guard let text = context.string(node, field) else { return nil }
            let length = text.value.unicodeScalars.count
            if length > Self.maxStringLength {
                context.report(TriggerMessages.longString(length, max: Self.maxStringLength, equals: op == .equals), at: text.range)
            }
            return text.map(FilterValue.string)
        case .number:
            guard let number = context.number(node, field) else { return nil }
            let beyond = number.value.integer.map { $0.magnitude > 1 << 53 } ?? (abs(number.value.double) > Self.exactIntegerLimit)
            if beyond, op == .equals || op == .notEquals {
                context.report(TriggerMessages.beyondDoublePrecision(number.value.text), at: number.range)
            }
            return number.map(FilterValue.number)
        case .boolean:
            return context.boolean(node, field)?.map(FilterValue.boolean)
        case .time:
            return nil  // every operator that takes a time was handled above
        }
    }

    enum RegexCheck: Equatable, Sendable {
        case valid
        /// With the reader's reason when `RegexProblem`'s scan finds none.
        case invalid(String?)
    }

    /// Whether `pattern` compiles as an ICU regular expression, matched case-insensitively
    /// (`CampaignPatterns` reads it as ICU does).
    static func compileRegex(_ pattern: String) -> RegexCheck {
        switch RegularExpression.parse(pattern, dialect: .icu, caseInsensitive: true) {
        case .success: return .valid
        case .failure(let error): return .invalid(RegexProblem.reason(pattern) == nil ? error.reason : nil)
        }
    }
}
