/// A problem found in a template: what it is, where (Unicode scalar offsets of the field's
/// text), notes pointing elsewhere, and for some a safe fix. The integration maps `kind` to a
/// diagnostic code; the words are `summary` and `help` (LiquidIssue+Messages.swift).
public struct LiquidIssue: Sendable, Equatable {
    public var kind: LiquidIssueKind
    public var range: Range<Int>
    public var notes: [LiquidNote]
    public var fix: LiquidFix?

    public init(_ kind: LiquidIssueKind, _ range: Range<Int>, notes: [LiquidNote] = [], fix: LiquidFix? = nil) {
        self.kind = kind
        self.range = range
        self.notes = notes
        self.fix = fix
    }
}

/// A note of an issue, pointing at another place of the text.
public struct LiquidNote: Sendable, Equatable {
    public var message: String
    public var range: Range<Int>

    public init(message: String, range: Range<Int>) {
        self.message = message
        self.range = range
    }
}

/// A safe edit: replace `range` with `replacement`.
public struct LiquidFix: Sendable, Equatable {
    public var range: Range<Int>
    public var replacement: String

    public init(range: Range<Int>, replacement: String) {
        self.range = range
        self.replacement = replacement
    }
}

/// Every problem the parser and checker report. Each case names its code.
public enum LiquidIssueKind: Sendable, Equatable {
    // MARK: E801, syntax
    /// E801: `{{` without `}}`.
    case outputNotClosed
    /// E801: `{%` without `%}`.
    case tagNotClosed
    /// E801: `{{ }}` with nothing inside.
    case emptyOutput
    /// E801: `{% %}` with no tag name.
    case emptyTag
    /// E801: a block tag without its end tag (note at the field's end).
    case blockNotClosed(tag: String)
    /// E801: an end tag with no open block.
    case strayEndTag(String)
    /// E801: an end tag that closes another block than the innermost open one.
    case mismatchedEndTag(found: String, open: String)
    /// E801: `else`, `elsif` or `when` where it may not stand.
    case misplacedBranch(tag: String, reason: String)
    /// E801: markup that does not read as Liquid.
    case malformedExpression(String)
    /// E801: a character that starts no token.
    case unexpectedCharacter(Character)
    /// E801: a string literal without its closing quote (at the opening quote).
    case stringNotClosed
    /// E801: `${` without `}`.
    case personalizationNotClosed
    /// E801: a typographic quote in markup (fix: the straight quote).
    case typographicQuote(Character)
    /// E801: blocks or brackets nested deeper than the limit.
    case nestingTooDeep(limit: Int)
    /// E801: a line of `{% # … %}` that does not start with `#`.
    case inlineCommentLine

    // MARK: E802, tags and filters
    /// E802: a Shopify tag that Braze does not support.
    case unsupportedTag(String, reason: String)
    /// E802: a tag nobody knows.
    case unknownTag(String, suggestion: String?)
    /// E802: a Shopify filter that Braze does not support, with the alternative.
    case unsupportedFilter(String, reason: String, alternative: String?)
    /// E802: a filter nobody knows.
    case unknownFilter(String, suggestion: String?)
    /// E802: a filter given the wrong number or kind of arguments.
    case filterArguments(String, expected: String)
    /// E802: an option `connected_content` does not have.
    case unknownOption(tag: String, option: String, suggestion: String?)
    /// E802: a tag given markup it does not take, or missing what it needs.
    case tagArguments(String, expected: String)

    // MARK: E803, names
    /// E803: `${name}` that is not a standard attribute.
    case unknownStandardAttribute(String, suggestion: String?)
    /// E803: a root object that does not exist.
    case unknownObject(String, suggestion: String?)
    /// E803: a member an object does not have (`campaign.${title}`).
    case unknownMember(object: String, member: String, suggestion: String?)
    /// E803: a custom attribute the project's `attributes:` does not declare.
    case undeclaredAttribute(String, suggestion: String?)
    /// E803: an event property the trigger's declared event does not have.
    case undeclaredEventProperty(String, event: String, suggestion: String?)
    /// E803: a content block the project does not have.
    case unknownContentBlock(String, suggestion: String?)
    /// E803: a variable read before any assignment to it.
    case undefinedVariable(String)

    // MARK: E805
    /// E805: `event_properties` with a trigger that carries none.
    case eventPropertiesUnavailable(trigger: String)

    // MARK: W806
    /// W806: an attribute or event property shown without `default` and not guarded.
    case missingDefault(String)

    // MARK: E807, Braze's placement rules
    /// E807: a filter in `if`, `elsif`, `unless`, `case`, `when`, `for` or `[ ]` markup.
    case filterInMarkup(place: String)
    /// E807: a comparison or `and`/`or` in `assign`.
    case logicInAssign
    /// E807: two attributes compared with each other.
    case attributesCompared

    // MARK: E808
    /// E808: an object or option in-app messages cannot use.
    case unavailableInInAppMessages(String, reason: String)

    // MARK: W809
    /// W809: Liquid inside an HTML comment of an html message.
    case liquidInHTMLComment

    // MARK: E810
    /// E810: `abort_message` whose reason is not a plain string literal.
    case abortReasonNotLiteral

    // MARK: E811, message_extras
    /// E811: `:key` after its `:value`.
    case extrasKeyAfterValue
    /// E811: another tag inside `message_extras`.
    case extrasTagInside
    /// E811: more than 1,024 bytes of extras.
    case extrasTooLarge(bytes: Int)
    /// E811: a `:key` or `:value` without its partner.
    case extrasIncomplete

    // MARK: W813
    /// W813: a declared attribute compared with a literal of another type.
    case comparedTypeMismatch(attribute: String, declared: LiquidValueType, literal: LiquidValueType)

    // MARK: W814
    /// W814: an output in a URI's query without `url_param_escape` or `url_encode`.
    case unescapedQueryOutput

    // MARK: E901, translation blocks
    /// E901: a `translation` block inside another.
    case nestedTranslation
    /// E901: two `translation` blocks with one id and different texts.
    case conflictingTranslation(id: String)
    /// E901: a translation id not matching `^[A-Za-z0-9_.-]{1,64}$`.
    case invalidTranslationID(String)
}

/// The declared types of custom attributes and event properties (SPEC §19).
public enum LiquidValueType: String, Sendable, Equatable, CaseIterable {
    case string
    case boolean
    case number
    case time
    case array
}
