/// A token of tag or output markup.
struct LiquidToken: Equatable {
    enum Kind: Equatable {
        case identifier(String)
        /// `${name}`: the name between the braces.
        case personalization(String)
        case string(String)
        case integer(Int)
        case float(Double)
        case comparison(LiquidOperator)
        case dot
        case dotDot
        case openBracket
        case closeBracket
        case openParen
        case closeParen
        case pipe
        case colon
        case comma
        case equals
        /// A character that starts no token (reported by the lexer).
        case invalid
        case end
    }

    var kind: Kind
    var range: Range<Int>

    var identifier: String? {
        if case .identifier(let name) = kind { return name }
        return nil
    }

    /// How the token reads in a message: `==`, `|`, a name, "the end".
    var display: String {
        switch kind {
        case .identifier(let name): return "`\(name)`"
        case .personalization(let name): return "`${\(name)}`"
        case .string: return "a string"
        case .integer, .float: return "a number"
        case .comparison(let op): return "`\(op.rawValue)`"
        case .dot: return "`.`"
        case .dotDot: return "`..`"
        case .openBracket: return "`[`"
        case .closeBracket: return "`]`"
        case .openParen: return "`(`"
        case .closeParen: return "`)`"
        case .pipe: return "`|`"
        case .colon: return "`:`"
        case .comma: return "`,`"
        case .equals: return "`=`"
        case .invalid: return "an invalid character"
        case .end: return "the end of the markup"
        }
    }
}
