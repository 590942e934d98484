/// Applies a filter: each family lives in its own file; this is the table.
extension LiquidRenderer {
    mutating func apply(
        _ name: String, to input: LiquidValue, _ args: [LiquidValue], _ keywords: [String: LiquidValue], at range: Range<Int>
    ) throws(Stop) -> LiquidValue {
        let first = args.first ?? .nil
        let second = args.count > 1 ? args[1] : nil
        switch name {
        // Numbers
        case "plus", "minus", "times", "divided_by", "modulo": return try arithmetic(name, input, first, at: range)
        case "abs", "ceil", "floor", "round", "at_least", "at_most": return try numeric(name, input, first, args.isEmpty, at: range)
        case "money": return .string(LiquidFilters.money(LiquidNumber(input)))
        case "number_with_delimiter": return .string(LiquidFilters.withDelimiter(input))
        // Strings
        case "append": return .string(input.text + first.text)
        case "prepend": return .string(first.text + input.text)
        case "capitalize": return .string(LiquidFilters.capitalize(input.text))
        case "downcase": return .string(input.text.lowercased())
        case "upcase": return .string(input.text.uppercased())
        case "escape": return input == .nil ? .nil : .string(LiquidFilters.escapeHTML(input.text, once: false))
        case "escape_once": return .string(LiquidFilters.escapeHTML(input.text, once: true))
        case "newline_to_br": return .string(LiquidFilters.replacingNewlines(input.text, with: "<br />\n"))
        case "strip_newlines": return .string(LiquidFilters.replacingNewlines(input.text, with: ""))
        case "strip": return .string(input.text.trimmingRubySpace())
        case "strip_html": return .string(LiquidFilters.stripHTML(input.text))
        case "remove": return .string(LiquidFilters.replace(input.text, first.text, with: "", all: true))
        case "remove_first": return .string(LiquidFilters.replace(input.text, first.text, with: "", all: false))
        case "replace": return .string(LiquidFilters.replace(input.text, first.text, with: second?.text ?? "", all: true))
        case "replace_first": return .string(LiquidFilters.replace(input.text, first.text, with: second?.text ?? "", all: false))
        case "split": return .array(LiquidFilters.split(input.text, first.text).map { .string($0) })
        case "slice": return try slice(input, first, second, at: range)
        case "truncate": return try truncate(input, args, at: range)
        case "truncatewords": return try truncateWords(input, args, at: range)
        case "size": return .integer(LiquidFilters.size(input))
        case "url_encode": return input == .nil ? .nil : .string(LiquidFilters.percentEncode(input.text, keep: LiquidFilters.formSafe, spaceAsPlus: true))
        case "url_param_escape": return .string(LiquidFilters.percentEncode(input.text, keep: LiquidFilters.formSafe, spaceAsPlus: false))
        case "url_escape": return .string(LiquidFilters.percentEncode(input.text, keep: LiquidFilters.uriSafe, spaceAsPlus: false))
        case "url_decode":
            guard input != .nil else { return .nil }
            guard let decoded = LiquidFilters.percentDecode(input.text) else {
                throw fail(.invalidArgument(filter: name, detail: "the decoded bytes are not UTF-8"), range)
            }
            return .string(decoded)
        case "default":
            let allowFalse = keywords["allow_false"]?.isTruthy ?? false
            let missing = allowFalse ? input == .nil : !input.isTruthy
            return missing || input.isEmptyCollection ? (args.isEmpty ? .string("") : first) : input
        // Arrays
        case "first", "last": return LiquidFilters.end(input, first: name == "first")
        case "join": return .string(LiquidFilters.iterated(input).map(\.text).joined(separator: args.isEmpty ? " " : first.text))
        case "reverse": return .array(LiquidFilters.iterated(input).reversed())
        case "compact": return .array(try LiquidFilters.compact(input, args.isEmpty ? nil : first, at: range))
        case "concat":
            guard case .array(let items) = first else { throw fail(.invalidArgument(filter: name, detail: "it needs an array argument"), range) }
            return .array(LiquidFilters.iterated(input) + items)
        case "map": return .array(try LiquidFilters.map(input, first, at: range))
        case "where": return .array(try LiquidFilters.whereFilter(input, first, second, at: range))
        case "uniq": return .array(try LiquidFilters.uniq(input, args.isEmpty ? nil : first, at: range))
        case "sort": return .array(try LiquidFilters.sort(input, args.isEmpty ? nil : first, natural: false, at: range))
        case "sort_natural": return .array(try LiquidFilters.sort(input, args.isEmpty ? nil : first, natural: true, at: range))
        // Times
        case "date": return try date(input, first, at: range)
        case "time_zone": return try timeZone(input, first, at: range)
        // Digests and encodings
        case "md5": return .string(LiquidDigest.hex(LiquidDigest.md5(Array(input.text.utf8))))
        case "sha1": return .string(LiquidDigest.hex(LiquidDigest.sha1(Array(input.text.utf8))))
        case "sha2": return .string(LiquidDigest.hex(LiquidDigest.sha256(Array(input.text.utf8))))
        case "hmac_sha256", "hmac_sha256_hex", "hmac_sha256_base64", "hmac_sha1_hex", "hmac_sha1_base64", "hmac_sha512":
            return .string(LiquidDigest.hmacFilter(name, message: input.text, key: first.text))
        case "base64_encode": return .string(LiquidDigest.base64(Array(input.text.utf8)))
        case "json_escape": return .string(String(LiquidJSON.quoted(input.text).dropFirst().dropLast()))
        case "as_json_string": return .string(LiquidJSON.text(input))
        case "json_parse":
            guard let parsed = LiquidJSON.parse(input.text) else { throw fail(.invalidArgument(filter: name, detail: "the text is not JSON"), range) }
            return parsed
        case "property_accessor": return LiquidRenderer.lookup(input, first, command: false)
        default: return input
        }
    }

    private func slice(_ input: LiquidValue, _ offset: LiquidValue, _ length: LiquidValue?, at range: Range<Int>) throws(Stop) -> LiquidValue {
        let start = try integer(offset, filter: "slice", at: range)
        let count = try length.map { v throws(Stop) in try integer(v, filter: "slice", at: range) } ?? 1
        if case .array(let items) = input { return .array(LiquidFilters.rubySlice(items, start, count) ?? []) }
        let scalars = Array(input.text.unicodeScalars)
        return .string(LiquidFilters.rubySlice(scalars, start, count).map { LiquidScalars.string($0) } ?? "")
    }

    private func truncate(_ input: LiquidValue, _ args: [LiquidValue], at range: Range<Int>) throws(Stop) -> LiquidValue {
        guard input != .nil else { return .nil }
        let text = Array(input.text.unicodeScalars)
        let length = try args.first.map { v throws(Stop) in try integer(v, filter: "truncate", at: range) } ?? 50
        let ellipsis = args.count > 1 ? args[1].text : "..."
        guard text.count > length else { return input.stringValue.map { .string($0) } ?? .string(input.text) }
        let keep = max(length - ellipsis.unicodeScalars.count, 0)
        return .string(LiquidScalars.string(text.prefix(keep)) + ellipsis)
    }

    private func truncateWords(_ input: LiquidValue, _ args: [LiquidValue], at range: Range<Int>) throws(Stop) -> LiquidValue {
        guard input != .nil else { return .nil }
        var count = try args.first.map { v throws(Stop) in try integer(v, filter: "truncatewords", at: range) } ?? 15
        if count <= 0 { count = 1 }
        let ellipsis = args.count > 1 ? args[1].text : "..."
        var words = LiquidFilters.whitespaceSplit(input.text, limit: count + 1)
        guard words.count > count else { return .string(input.text) }
        words.removeLast()
        return .string(words.joined(separator: " ") + ellipsis)
    }
}
