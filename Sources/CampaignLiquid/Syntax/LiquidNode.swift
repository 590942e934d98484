/// One piece of a parsed template: literal text, an output `{{ … }}` or a tag `{% … %}` (with
/// its blocks as children).
public enum LiquidNode: Sendable, Equatable {
    /// Literal text; `value` is the text after whitespace control trimmed it.
    case text(String, range: Range<Int>)
    case output(LiquidOutput)
    case tag(LiquidTag)

    /// Whitespace text or a blank tag.
    public var isBlank: Bool {
        switch self {
        case .text(let text, _): return text.unicodeScalars.allSatisfy(LiquidLexer.isSpace)
        case .output: return false
        case .tag(let tag): return tag.isBlank
        }
    }

    /// The range in the field's text.
    public var range: Range<Int> {
        switch self {
        case .text(_, let range): return range
        case .output(let output): return output.range
        case .tag(let tag): return tag.range
        }
    }
}

/// `{{ expression | filters }}`; `expression` is nil when the markup was empty or malformed.
public struct LiquidOutput: Sendable, Equatable {
    public var range: Range<Int>
    public var expression: LiquidFilteredExpression?
}

/// A part of a block tag: the main body, or one `elsif`, `else` or `when` with its body.
public struct LiquidBranch: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        /// The body right after the opening tag (for `case`, the text before the first `when`).
        case body
        case elsif(LiquidCondition?)
        case when([LiquidExpression])
        case `else`
    }

    public var kind: Kind
    /// The `{% … %}` that starts the branch (the opening tag for `.body`).
    public var tagRange: Range<Int>
    public var nodes: [LiquidNode]
}

/// A `{% … %}` tag. Block tags hold their bodies in `branches`; `range` is the opening tag's
/// `{%`…`%}` and `endRange` the closing tag's, when there is one.
public struct LiquidTag: Sendable, Equatable {
    public var name: String
    public var nameRange: Range<Int>
    public var range: Range<Int>
    public var markupRange: Range<Int>
    public var kind: LiquidTagKind
    public var branches: [LiquidBranch]
    public var endRange: Range<Int>?
    /// Liquid's "blank" tag: one that writes nothing but whitespace (`assign`, `capture`,
    /// comments, and blocks holding only those). A blank `if`, `unless`, `case` or `for`
    /// drops its whitespace text, as Liquid does.
    public var isBlank = false

    init(
        name: String, nameRange: Range<Int>, range: Range<Int>, markupRange: Range<Int>, kind: LiquidTagKind, branches: [LiquidBranch],
        endRange: Range<Int>?
    ) {
        self.name = name
        self.nameRange = nameRange
        self.range = range
        self.markupRange = markupRange
        self.kind = kind
        self.branches = branches
        self.endRange = endRange
        switch kind {
        case .assign, .capture, .comment: isBlank = true
        case .raw(let text): isBlank = text.isEmpty
        case .liquid: isBlank = branches.allSatisfy { $0.nodes.allSatisfy(\.isBlank) }
        default: isBlank = false
        }
    }

    /// The nodes of the first branch (the body of `capture`, `for`, `translation`, …).
    public var body: [LiquidNode] { branches.first?.nodes ?? [] }
}

/// The parsed markup of a tag.
public enum LiquidTagKind: Sendable, Equatable {
    /// `if` (negated false) or `unless` (negated true); `elsif`s are branches.
    case conditional(LiquidCondition?, negated: Bool)
    case `case`(LiquidExpression?)
    case `for`(LiquidLoop?)
    case tablerow(LiquidLoop?)
    case assign(name: String, nameRange: Range<Int>, value: LiquidFilteredExpression?)
    case capture(name: String, nameRange: Range<Int>)
    case increment(name: String, nameRange: Range<Int>)
    case decrement(name: String, nameRange: Range<Int>)
    case cycle(group: LiquidExpression?, values: [LiquidExpression])
    case echo(LiquidFilteredExpression?)
    case `break`
    case `continue`
    /// `{% raw %}`: the text between the tags, written as it is.
    case raw(String)
    case comment
    /// `{% liquid … %}`: its lines' tags are the first branch.
    case liquid
    /// `abort_message("reason")`; `reason` is nil without an argument.
    case abortMessage(reason: LiquidExpression?)
    case connectedContent(LiquidConnectedContent)
    case catalogItems(catalog: LiquidWord, ids: [LiquidWord])
    case catalogSelectionItems(catalog: LiquidWord, selection: LiquidWord)
    case messageExtras([LiquidExtra])
    case translation(id: String, idRange: Range<Int>)
    /// A tag campaignc does not read (reported by the parser); theme block tags keep their body.
    case unsupported
}

/// A word of tag markup that may hold outputs, as a URL or a catalog item id does.
public struct LiquidWord: Sendable, Equatable {
    public var range: Range<Int>
    public var nodes: [LiquidNode]

    /// The text when the word holds no output.
    public var literal: String? {
        var text = ""
        for node in nodes {
            guard case .text(let value, _) = node else { return nil }
            text += value
        }
        return text
    }
}

/// The markup of `for` and `tablerow`.
public struct LiquidLoop: Sendable, Equatable {
    public var variable: String
    public var variableRange: Range<Int>
    public var collection: LiquidExpression
    public var limit: LiquidExpression?
    public var offset: LiquidExpression?
    /// `offset: continue` (for only).
    public var offsetContinues: Bool
    public var reversed: Bool
    /// `cols:` (tablerow only).
    public var columns: LiquidExpression?
}

/// `connected_content URL :option value …`.
public struct LiquidConnectedContent: Sendable, Equatable {
    public struct Option: Sendable, Equatable {
        public var name: String
        public var range: Range<Int>
        public var value: String?
    }

    public var url: LiquidWord
    public var options: [Option]

    /// The variable `:save` names.
    public var saveName: String? { options.last { $0.name == "save" }?.value }
}

/// One `:key … :value …` pair of `message_extras`.
public struct LiquidExtra: Sendable, Equatable {
    public var key: LiquidWord
    public var value: LiquidWord
}
