/// An expression of Liquid markup: a literal, a range or a variable, with its range in the
/// field's text (Unicode scalar offsets).
public struct LiquidExpression: Sendable, Equatable {
    public indirect enum Kind: Sendable, Equatable {
        case string(String)
        case integer(Int)
        case float(Double)
        case boolean(Bool)
        case `nil`
        /// `empty`: equal to an empty string, array or object.
        case empty
        /// `blank`: equal to nil, false, or an empty or all-space string, array or object.
        case blank
        /// `(lower..upper)`.
        case range(LiquidExpression, LiquidExpression)
        case variable(LiquidVariable)
    }

    public var kind: Kind
    public var range: Range<Int>

    public init(_ kind: Kind, range: Range<Int>) {
        self.kind = kind
        self.range = range
    }

    /// The variable, when this expression is one.
    public var variable: LiquidVariable? {
        if case .variable(let variable) = kind { return variable }
        return nil
    }

    /// True for a string, number, boolean or nil literal.
    public var isLiteral: Bool {
        switch kind {
        case .string, .integer, .float, .boolean, .nil: return true
        default: return false
        }
    }
}

/// A variable path: a root name, then `.name`, `${name}` and `[expression]` segments.
public struct LiquidVariable: Sendable, Equatable {
    /// One step of a path after its root.
    public enum Segment: Sendable, Equatable {
        /// `.name`, or `.${name}` when `personalization` is true.
        case name(String, range: Range<Int>, personalization: Bool)
        /// `[expression]`.
        case index(LiquidExpression, range: Range<Int>)
    }

    /// The root's name (without `${` `}` for a bare personalization tag).
    public var root: String
    public var rootRange: Range<Int>
    /// True for a bare `${name}`: a standard attribute.
    public var isPersonalization: Bool
    public var segments: [Segment]

    public init(root: String, rootRange: Range<Int>, isPersonalization: Bool, segments: [Segment]) {
        self.root = root
        self.rootRange = rootRange
        self.isPersonalization = isPersonalization
        self.segments = segments
    }

    /// The name of the first segment when it is a `.name` or `.${name}`.
    public var firstName: String? {
        if case .name(let name, _, _)? = segments.first { return name }
        return nil
    }

    /// The path as written, `${` `}` kept, for messages: `custom_attribute.${zip code}`.
    public var displayName: String {
        var text = isPersonalization ? "${\(root)}" : root
        for segment in segments {
            switch segment {
            case .name(let name, _, let personalization): text += personalization ? ".${\(name)}" : ".\(name)"
            case .index: text += "[…]"
            }
        }
        return text
    }
}

/// A filter application: `| name: positional, key: value`.
public struct LiquidFilter: Sendable, Equatable {
    public struct Argument: Sendable, Equatable {
        /// The keyword of `key: value`, nil for a positional argument.
        public var keyword: String?
        public var value: LiquidExpression
    }

    public var name: String
    public var nameRange: Range<Int>
    public var arguments: [Argument]
    /// From the `|` to the end of the last argument.
    public var range: Range<Int>

    public var positional: [LiquidExpression] { arguments.filter { $0.keyword == nil }.map(\.value) }
}

/// An expression and the filters applied to it, as in an output or `assign`.
public struct LiquidFilteredExpression: Sendable, Equatable {
    public var value: LiquidExpression
    public var filters: [LiquidFilter]
}

/// A comparison operator of a condition.
public enum LiquidOperator: String, Sendable, Equatable, CaseIterable {
    case equal = "=="
    case notEqual = "!="
    case lessOrGreater = "<>"
    case less = "<"
    case greater = ">"
    case lessOrEqual = "<="
    case greaterOrEqual = ">="
    case contains
}

/// The condition of `if`, `elsif` and `unless`. `and` and `or` bind to the right, as Liquid
/// evaluates them: `a and b or c` is `a and (b or c)`.
public indirect enum LiquidCondition: Sendable, Equatable {
    case value(LiquidExpression)
    case comparison(LiquidExpression, LiquidOperator, LiquidExpression)
    case and(LiquidCondition, LiquidCondition)
    case or(LiquidCondition, LiquidCondition)

    /// Every expression the condition reads, left to right.
    public var expressions: [LiquidExpression] {
        switch self {
        case .value(let value): return [value]
        case .comparison(let left, _, let right): return [left, right]
        case .and(let left, let right), .or(let left, let right): return left.expressions + right.expressions
        }
    }
}
