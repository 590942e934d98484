/// The words of every issue, in the project's style: lower case, code in backticks,
/// "did you mean `x`?" in the help.
extension LiquidIssue {
    /// The one-line message.
    public var summary: String { kind.summary }
    /// What to do about it, when there is something to say.
    public var help: String? { kind.help }
}

extension LiquidIssueKind {
    /// True for the E801 kinds (syntax).
    public var isSyntax: Bool {
        switch self {
        case .outputNotClosed, .tagNotClosed, .emptyOutput, .emptyTag, .blockNotClosed, .strayEndTag, .mismatchedEndTag, .misplacedBranch,
            .malformedExpression, .unexpectedCharacter, .stringNotClosed, .personalizationNotClosed, .typographicQuote, .nestingTooDeep,
            .inlineCommentLine:
            return true
        default: return false
        }
    }

    public var summary: String {
        switch self {
        case .outputNotClosed: return "`{{` is not closed by `}}`"
        case .tagNotClosed: return "`{%` is not closed by `%}`"
        case .emptyOutput: return "`{{ }}` has nothing to output"
        case .emptyTag: return "`{% %}` has no tag name"
        case .blockNotClosed(let tag): return "`{% \(tag) %}` is not closed by `{% end\(tag) %}`"
        case .strayEndTag(let name): return "`{% \(name) %}` closes no open block"
        case .mismatchedEndTag(let found, let open): return "`{% \(found) %}` does not close the open `\(open)`"
        case .misplacedBranch(let tag, let reason): return "`{% \(tag) %}` cannot stand here: \(reason)"
        case .malformedExpression(let detail): return "malformed Liquid: \(detail)"
        case .unexpectedCharacter(let c): return "malformed Liquid: unexpected `\(c)`"
        case .stringNotClosed: return "this string is not closed"
        case .personalizationNotClosed: return "`${` is not closed by `}`"
        case .typographicQuote(let quote): return "typographic quote `\(quote)` in Liquid markup"
        case .nestingTooDeep(let limit): return "Liquid nested more than \(limit) levels deep"
        case .inlineCommentLine: return "every line of an inline comment `{% # … %}` must start with `#`"
        case .unsupportedTag(let name, let reason): return "Braze does not support the tag `\(name)`: \(reason)"
        case .unknownTag(let name, _): return "unknown Liquid tag `\(name)`"
        case .unsupportedFilter(let name, let reason, _): return "Braze does not support the filter `\(name)`: \(reason)"
        case .unknownFilter(let name, _): return "unknown Liquid filter `\(name)`"
        case .filterArguments(let name, let expected): return "the filter `\(name)` takes \(expected)"
        case .unknownOption(let tag, let option, _): return "`\(tag)` has no option `:\(option)`"
        case .tagArguments(let name, let expected): return "the tag `\(name)` takes \(expected)"
        case .unknownStandardAttribute(let name, _): return "`${\(name)}` is not a standard attribute"
        case .unknownObject(let name, _): return "unknown Liquid object `\(name)`"
        case .unknownMember(let object, let member, _): return "`\(object)` has no member `\(member)`"
        case .undeclaredAttribute(let name, _): return "custom attribute `\(name)` is not declared in `attributes:`"
        case .undeclaredEventProperty(let name, let event, _): return "event `\(event)` declares no property `\(name)`"
        case .unknownContentBlock(let name, _): return "there is no content block `\(name)`"
        case .undefinedVariable(let name): return "variable `\(name)` is used before any assignment to it"
        case .eventPropertiesUnavailable(let trigger): return "`event_properties` is empty for a `\(trigger)` trigger"
        case .missingDefault(let path): return "`\(path)` has no `default`: users without it see nothing here"
        case .filterInMarkup(let place): return "Braze does not allow a filter inside `\(place)`"
        case .logicInAssign: return "Braze does not allow a comparison or `and`/`or` in `assign`"
        case .attributesCompared: return "Braze does not allow comparing two attributes with each other"
        case .unavailableInInAppMessages(let name, let reason): return "`\(name)` is not available in in-app messages: \(reason)"
        case .liquidInHTMLComment: return "Liquid inside an HTML comment is never rendered"
        case .abortReasonNotLiteral: return "the reason of `abort_message` must be a string and cannot contain Liquid"
        case .extrasKeyAfterValue: return "`message_extras` has its `:key` after its `:value`"
        case .extrasTagInside: return "`message_extras` cannot hold another tag"
        case .extrasTooLarge(let bytes): return "`message_extras` holds \(bytes) bytes; Braze allows 1,024"
        case .extrasIncomplete: return "`message_extras` needs `:key NAME :value TEXT`"
        case .comparedTypeMismatch(let attribute, let declared, let literal):
            return "`\(attribute)` is declared `\(declared.rawValue)` but compared with a \(literal.rawValue)"
        case .unescapedQueryOutput: return "this output in the link's query is not escaped"
        case .nestedTranslation: return "a `translation` block cannot be inside another"
        case .conflictingTranslation(let id): return "two `translation` blocks have the id `\(id)` but different texts"
        case .invalidTranslationID(let id): return "`\(id)` is not a valid translation id"
        }
    }

    public var help: String? {
        switch self {
        case .outputNotClosed: return "end the output with `}}`"
        case .tagNotClosed: return "end the tag with `%}`"
        case .emptyOutput: return "write a value between the braces, or remove them"
        case .blockNotClosed(let tag): return "add `{% end\(tag) %}` where the block ends"
        case .strayEndTag: return "remove it, or open the block it closes"
        case .mismatchedEndTag(_, let open): return "close `\(open)` first with `{% end\(open) %}`"
        case .stringNotClosed: return "end the string with the quote it starts with"
        case .personalizationNotClosed: return "end the name with `}`: `${first_name}`"
        case .typographicQuote(let quote):
            return "write the straight quote `\(quote == "\u{201C}" || quote == "\u{201D}" ? "\"" : "'")`: Braze rejects typographic quotes"
        case .nestingTooDeep: return "split the template into fewer levels"
        case .unsupportedTag: return "write the content in the message itself"
        case .unknownTag(_, let suggestion), .unknownFilter(_, let suggestion), .unknownStandardAttribute(_, let suggestion),
            .unknownObject(_, let suggestion), .unknownMember(_, _, let suggestion), .undeclaredAttribute(_, let suggestion),
            .undeclaredEventProperty(_, _, let suggestion), .unknownContentBlock(_, let suggestion), .unknownOption(_, _, let suggestion):
            return suggestion.map { "did you mean `\($0)`?" }
        case .unsupportedFilter(_, _, let alternative):
            guard let alternative else { return nil }
            return alternative.hasPrefix("`") ? "write \(alternative) instead" : "use `\(alternative)` instead"
        case .undefinedVariable(let name): return "assign it first: `{% assign \(name) = … %}`"
        case .eventPropertiesUnavailable: return "use it only in campaigns triggered by `custom_event`, `specific_purchase` or `any_purchase`"
        case .missingDefault(let path): return "add a default: `{{ \(path) | default: '…' }}`, or show it inside `{% if \(path) %}`"
        case .filterInMarkup, .logicInAssign, .attributesCompared: return "assign the filtered value first: `{% assign n = … | size %}{% if n > 2 %}`"
        case .liquidInHTMLComment: return "Braze strips HTML comments before reading Liquid; move it out of the comment or remove it"
        case .abortReasonNotLiteral: return "write the reason as a plain string: `{% abort_message(\"no offer\") %}`"
        case .extrasKeyAfterValue: return "write `:key NAME :value TEXT`"
        case .extrasTooLarge: return "shorten the keys and values"
        case .comparedTypeMismatch(_, let declared, _): return "compare with a \(declared.rawValue) literal"
        case .unescapedQueryOutput: return "add `| url_param_escape` so the value cannot break the link"
        case .nestedTranslation: return "close the outer block before opening another"
        case .conflictingTranslation: return "give each text its own id"
        case .invalidTranslationID: return "use 1 to 64 letters, digits, `_`, `.` or `-`"
        default: return nil
        }
    }
}
