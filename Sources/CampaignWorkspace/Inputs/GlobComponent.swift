/// The pattern of one path component: characters, `?`, `*` and `[…]` sets (SPEC §1).
struct GlobComponent: Hashable, Sendable {
    /// One step of the pattern.
    enum Token: Hashable, Sendable {
        case scalar(Unicode.Scalar)
        /// `?`: any one character.
        case any
        /// `*` (or a run of them): any run of characters.
        case star
        /// `[…]`: one character in (or, negated, not in) the ranges.
        case set([ClosedRange<Unicode.Scalar>], negated: Bool)

        func accepts(_ scalar: Unicode.Scalar) -> Bool {
            switch self {
            case .scalar(let expected): scalar == expected
            case .any: true
            case .star: false
            case .set(let ranges, let negated): ranges.contains { $0.contains(scalar) } != negated
            }
        }
    }

    let tokens: [Token]

    init(_ text: Substring) throws(GlobSyntaxError) {
        var scalars = Array(text.unicodeScalars)[...]
        var tokens: [Token] = []
        while let scalar = scalars.popFirst() {
            switch scalar {
            case "*":
                if tokens.last != .star { tokens.append(.star) }
            case "?":
                tokens.append(.any)
            case "[":
                tokens.append(try Self.parseSet(&scalars))
            case "\\":
                guard let escaped = scalars.popFirst() else {
                    throw GlobSyntaxError("a pattern may not end with `\\`")
                }
                tokens.append(.scalar(escaped))
            default:
                tokens.append(.scalar(scalar))
            }
        }
        self.tokens = tokens
    }

    /// Reads a set after its `[`, up to and including the `]`.
    private static func parseSet(_ scalars: inout ArraySlice<Unicode.Scalar>) throws(GlobSyntaxError) -> Token {
        var negated = false
        if let first = scalars.first, first == "!" || first == "^" {
            negated = true
            scalars.removeFirst()
        }
        var ranges: [ClosedRange<Unicode.Scalar>] = []
        var isFirst = true
        while let scalar = scalars.popFirst() {
            if scalar == "]" && !isFirst {
                return .set(ranges, negated: negated)
            }
            isFirst = false
            var low = scalar
            if low == "\\" {
                guard let escaped = scalars.popFirst() else { break }
                low = escaped
            }
            if scalars.count >= 2, scalars.first == "-", let high = scalars.dropFirst().first, high != "]" {
                scalars.removeFirst(2)
                guard low <= high else { throw GlobSyntaxError("the range `\(low)-\(high)` is backwards") }
                ranges.append(low...high)
            } else {
                ranges.append(low...low)
            }
        }
        throw GlobSyntaxError("a `[` has no closing `]`")
    }

    /// Whether the component `name` (as Unicode scalars) matches the whole pattern.
    func matches(_ name: [Unicode.Scalar]) -> Bool {
        GreedyMatcher.matches(
            count: tokens.count, length: name.count,
            isStar: { tokens[$0] == .star },
            accepts: { tokens[$0].accepts(name[$1]) }
        )
    }
}
