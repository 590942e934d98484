/// What an E001 says: a sentence, the note for libyaml's context mark, a help line.
public struct SyntaxErrorDescription: Equatable, Sendable {
    public var message: String
    public var contextNote: String?
    public var help: String?

    /// The description of a problem found just after an unquoted colour (`background: #000000`):
    /// the `#` started a comment, which the note (at the `#`) and the help say.
    public func afterCommentedColour(_ colour: String) -> SyntaxErrorDescription {
        var description = self
        description.contextNote = "this `#` starts a YAML comment: the colour and the rest of its line are not read"
        description.help = "quote colours: `#` starts a comment, so write `\"\(colour)\"` with the quotes"
        return description
    }
}

/// libyaml's problem and context strings rewritten as plain sentences (E001's words).
public enum SyntaxErrorTable {
    /// libyaml could not allocate memory: the rest of the file is not checked.
    public static let outOfMemory = SyntaxErrorDescription(
        message: "the YAML parser ran out of memory; the rest of the file was not checked",
        contextNote: nil, help: nil)

    /// Used whenever the problem line is indented with a tab, whatever libyaml said.
    public static let tab = SyntaxErrorDescription(
        message: "tabs cannot indent YAML; use spaces",
        contextNote: nil,
        help: "replace the tab at the start of this line with spaces"
    )

    /// - Parameter character: the character at the problem mark, when there is one.
    public static func describe(problem: String, context: String?, character: Character?) -> SyntaxErrorDescription {
        let note = context.flatMap { contextNotes[$0] }
        if problem == "found character that cannot start any token" {
            let shown = character.map { "`\($0)`" } ?? "this character"
            return SyntaxErrorDescription(
                message: "a value cannot start with \(shown); it is reserved in YAML",
                contextNote: note, help: "put the value in quotes")
        }
        if problem == "found unexpected end of stream" {
            let quoted = context == "while scanning a quoted scalar" || context == "while parsing a quoted scalar"
            return quoted
                ? SyntaxErrorDescription(
                    message: "this quoted text is never closed: the file ends first",
                    contextNote: note, help: "add the closing quote")
                : SyntaxErrorDescription(message: "the file ends in the middle of a value", contextNote: note, help: nil)
        }
        if problem == "did not find expected alphabetic or numeric character",
            context == "while scanning an anchor" || context == "while scanning an alias"
        {
            return SyntaxErrorDescription(
                message: "an anchor or alias needs a name made of letters, digits, `-` or `_`",
                contextNote: note, help: "write `&name` to mark a value and `*name` to reuse it")
        }
        if let entry = problems[problem] {
            return SyntaxErrorDescription(message: entry.message, contextNote: note, help: entry.help)
        }
        if problem.hasPrefix("found a tab character") { return tab }
        return SyntaxErrorDescription(message: "YAML syntax error: \(problem)", contextNote: note, help: nil)
    }

    /// libyaml's reader errors (encoding and forbidden characters).
    public static func describeReader(problem: String, value: Int32) -> SyntaxErrorDescription {
        if problem == "control characters are not allowed" {
            return SyntaxErrorDescription(
                message: "the control character \(codePoint(UInt32(bitPattern: value))) is not allowed in YAML",
                contextNote: nil, help: "remove it, or write it as an escape inside double quotes")
        }
        return SyntaxErrorDescription(message: "the file cannot be read as UTF-8 YAML: \(problem)", contextNote: nil, help: nil)
    }

    private static let problems: [String: (message: String, help: String?)] = [
        "mapping values are not allowed in this context": (
            "a `key: value` pair is not allowed here; this line is indented deeper than the keys above it, or a value contains `: `",
            "indent the keys of one mapping equally, and quote a value that contains `: `"
        ),
        "did not find expected key": (
            "expected a `key: value` pair here; this line does not fit the mapping it is indented under",
            "check the indentation; text after a closing quote must be inside the quotes"
        ),
        "could not find expected ':'": (
            "expected `:` after this key",
            "a key must be on one line, be shorter than 1024 characters and be followed by `: `"
        ),
        "found undefined tag handle": (
            "this tag uses an undefined handle; tags are not supported in campaign files",
            "remove the tag"
        ),
        "found unexpected document indicator": (
            "a document marker (`---` or `...`) is inside quoted text that is not closed",
            "add the closing quote before this line"
        ),
        "found unknown escape character": (
            "unknown escape sequence in double-quoted text",
            "write `\\\\` for a backslash, or use single quotes"
        ),
        "did not find expected hexdecimal number": (
            "an escape `\\x`, `\\u` or `\\U` needs hexadecimal digits",
            "write `\\u00E9` for é, or use single quotes"
        ),
        "found invalid Unicode character escape code": (
            "this escape is not a valid Unicode character", nil
        ),
        "did not find expected ',' or ']'": (
            "expected `,` or `]` in this list", "close the list with `]`"
        ),
        "did not find expected ',' or '}'": (
            "expected `,` or `}` in this mapping", "close the mapping with `}`"
        ),
        "did not find expected '-' indicator": (
            "expected a list item starting with `- ` at this indentation",
            "start every item of a list with `- ` in the same column"
        ),
        "did not find expected node content": (
            "expected a value here", nil
        ),
        "block sequence entries are not allowed in this context": (
            "a list item (`- `) is not allowed here",
            "start the list on a new line, indented under its key"
        ),
        "mapping keys are not allowed in this context": (
            "a complex key (`? `) is not allowed here", nil
        ),
        "did not find expected <document start>": (
            "expected a new document (`---`) here; a document holds one top-level value",
            "check the indentation of this line"
        ),
        "found unexpected ':'": (
            "unexpected `:` in a plain value", "put the value in quotes"
        ),
        "found an indentation indicator equal to 0": (
            "the indentation indicator of a block text cannot be 0", "use 1 to 9, or leave it out"
        ),
        "did not find expected comment or line break": (
            "unexpected text after a block text indicator or a directive",
            "start the text of `|` or `>` on the next line"
        ),
        "did not find expected whitespace or line break": (
            "a tag must be followed by a space; tags are not supported in campaign files", "remove the tag"
        ),
        "found duplicate %YAML directive": ("the `%YAML` directive is given twice", nil),
        "found duplicate %TAG directive": ("the same `%TAG` directive is given twice", nil),
        "found incompatible YAML document": ("only YAML 1.x documents are supported", "write `%YAML 1.2` or leave the directive out"),
    ]

    private static let contextNotes: [String: String] = [
        "while parsing a block mapping": "the mapping started here",
        "while parsing a flow mapping": "the mapping started here",
        "while parsing a block collection": "the list started here",
        "while parsing a flow sequence": "the list started here",
        "while scanning a quoted scalar": "the quoted text started here",
        "while parsing a quoted scalar": "the quoted text started here",
        "while scanning a simple key": "the key started here",
        "while scanning a plain scalar": "the value started here",
        "while scanning a block scalar": "the block text started here",
        "while scanning an anchor": "the anchor started here",
        "while scanning an alias": "the alias started here",
        "while scanning a tag": "the tag started here",
        "while parsing a tag": "the tag started here",
        "while parsing a node": "the value started here",
        "while parsing a block node": "the value started here",
        "while parsing a flow node": "the value started here",
        "while scanning a directive": "the directive started here",
        "while scanning a %YAML directive": "the directive started here",
        "while scanning a %TAG directive": "the directive started here",
        "while parsing a %TAG directive": "the directive started here",
    ]

    // MARK: Formatting helpers shared by the messages

    /// `U+0007` style.
    public static func codePoint(_ value: UInt32) -> String {
        let hex = String(value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }

    /// `0xFF` style.
    public static func hexByte(_ value: UInt8) -> String {
        let hex = String(value, radix: 16, uppercase: true)
        return "0x" + (hex.count < 2 ? "0" + hex : hex)
    }

    /// Text short enough for a message.
    public static func excerpt(_ text: String, limit: Int = 40) -> String {
        guard text.unicodeScalars.count > limit else { return text }
        return String(String.UnicodeScalarView(text.unicodeScalars.prefix(limit))) + "…"
    }
}
