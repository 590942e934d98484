public import CampaignDiagnostics

/// The YAML front end's codes E001–E008, W009 and the merge key's E103 (SPEC §4, §7), decided
/// by `CampaignYAML`; beside the catalogue entries of `CatalogueEntry+Syntax.swift`. libyaml's
/// own problems are worded by `SyntaxErrorTable`.
public enum SyntaxMessages: MessageFamily {
    public static let stage = PipelineStage.frontEnd
    public static let codes: [DiagnosticCode] = [.E001, .E002, .E003, .E004, .E005, .E006, .E007, .E008, .W009, .E103]

    /// How to fix a finding of each code this family is the home of, in general: what
    /// `campaignc explain`, the generated rule pages and SARIF's rule metadata show.
    public static let generalHelp: [DiagnosticCode: String] = [
        .E001: "quote values that contain `: ` or ` #`, and indent with spaces only",
        .E002: "remove one of the two keys, or merge their values",
        .E003: "reuse fewer or smaller anchors: write the values out, or simplify the filters",
        .E004: tooDeepHelp,
        .E005: "host large assets on a CDN and link them, and split large files",
        .E006: "save the file as UTF-8 (most editors have an encoding menu)",
        .E007: "write each campaign as its own document, separated by `---`",
        .E008: "write the value itself; use anchors and aliases (`&name`, `*name`) to reuse values",
        .W009: "add a campaign, or delete the file",
    ]

    /// E004's help, which the catalogue shows too.
    public static let tooDeepHelp = "flatten the structure"

    // MARK: E001

    /// A problem libyaml found, as `SyntaxErrorTable` words it (its note is placed by the caller).
    public static func syntax(_ description: SyntaxErrorDescription) -> DiagnosticMessage {
        message(.E001, description.message, help: description.help)
    }

    public static func unknownAlias(_ name: String) -> DiagnosticMessage {
        message(
            .E001, "unknown alias `*\(name)`: no anchor `&\(name)` is defined before it in this document",
            help: "define the anchor with `&\(name)` on a value above this line")
    }

    public static func recursiveAlias(_ name: String) -> DiagnosticMessage {
        message(.E001, "alias `*\(name)` refers to a value that contains it; recursive aliases are not supported")
    }

    public static func anchorNote(_ name: String) -> String {
        "the anchor `&\(name)` is here"
    }

    /// A Unicode space (`U+00A0 NO-BREAK SPACE`) where a line's indentation is.
    public static func indentationSpace(_ scalar: UInt32) -> DiagnosticMessage {
        message(
            .E001, "this line is indented with \(LookalikeCharacters.name(scalar)), which YAML reads as text, not as indentation",
            help: "indent with plain spaces")
    }

    /// Its fix-it, safe: characters that look like spaces, and were evidently meant as spaces,
    /// become spaces, one for one (`range` holds `count` characters).
    public static func plainSpaces(for scalar: UInt32, at range: SourceRange, count: Int) -> FixIt {
        let title =
            count == 1
            ? "replace \(LookalikeCharacters.name(scalar)) with a space" : "replace the indentation's \(LookalikeCharacters.name(scalar)) with spaces"
        return FixIt(title, range: range, replacement: String(repeating: " ", count: count), safe: true)
    }

    /// The fix-it of a tab that indents a line: two spaces, YAML's usual step. Not safe: the
    /// width a tab stood for is the author's editor's, and the line's place in the structure
    /// depends on it.
    public static func tabAsSpaces(at range: SourceRange) -> FixIt {
        FixIt("replace the tab with 2 spaces", range: range, replacement: "  ", safe: false)
    }

    public static func controlCharacter(_ scalar: UInt32) -> DiagnosticMessage {
        message(
            .E001, "the control character \(SyntaxErrorTable.codePoint(scalar)) is not allowed in YAML",
            help: "remove it, or write it as an escape inside double quotes")
    }

    // MARK: E002

    public static func duplicateKey(_ key: String) -> DiagnosticMessage {
        message(.E002, "duplicate key `\(SyntaxErrorTable.excerpt(key))` in this mapping", help: "remove one of them; only the first is used")
    }

    /// The keys that start a document of a campaign file (SPEC §1).
    public static let documentKeys = ["campaign", "scenario"]

    /// A second `campaign:` (or `scenario:`) at a document's top level: the author wrote two
    /// campaigns without `---` between them, so removing a key would delete one.
    public static func missingDocumentStart(_ key: String) -> DiagnosticMessage {
        message(
            .E002, "duplicate key `\(key)` in this mapping",
            help: "start a new document with `---` on the line above: each \(key) is a YAML document of its own")
    }

    public static func firstKeyNote(_ key: String) -> String {
        "`\(SyntaxErrorTable.excerpt(key))` was first defined here"
    }

    // MARK: E003, E004, E005

    public static func aliasBudget(_ name: String, limit: Int) -> DiagnosticMessage {
        message(
            .E003, "alias `*\(name)` would expand this document past the limit of \(limit) nodes created by aliases",
            help: "reuse fewer or smaller anchors; the limit stops exponential \"billion laughs\" inputs")
    }

    public static func fileAliasBudget(_ name: String, limit: Int) -> DiagnosticMessage {
        message(
            .E003, "alias `*\(name)` would expand this file past the limit of \(limit) nodes created by aliases in all its documents",
            help: "reuse fewer or smaller anchors, or split the campaigns into several files")
    }

    public static func tooDeep(limit: Int) -> DiagnosticMessage {
        message(.E004, "this value is nested deeper than the limit of \(limit) levels", help: tooDeepHelp)
    }

    public static let abandonedNestingNote = "the nesting goes on far past the limit; the rest of this document was not checked"

    /// The size is not stated: the driver reads no more than the limit plus one byte.
    public static func fileTooLarge(limit: Int) -> DiagnosticMessage {
        message(.E005, "the file is larger than the limit of \(limit) bytes; it was not checked", help: "split the campaigns into several files")
    }

    public static func tooManyDocuments(limit: Int) -> DiagnosticMessage {
        message(
            .E005, "the file holds more than \(limit) documents; this one and those after it were not checked",
            help: "split the campaigns into several files")
    }

    // MARK: E006

    public static func invalidUTF8(_ value: UInt8) -> DiagnosticMessage {
        message(.E006, "the file is not valid UTF-8: invalid UTF-8 byte \(SyntaxErrorTable.hexByte(value))", help: "save the file as UTF-8")
    }

    /// (v3) A file in UTF-16 or UTF-32, known by its byte-order mark: `name` is `UTF-16` or
    /// `UTF-32`, `byteOrder` `little-endian` or `big-endian`. iconv reads the mark itself.
    public static func otherEncoding(_ name: String, byteOrder: String) -> DiagnosticMessage {
        message(
            .E006, "the file is \(name) (\(byteOrder)), not UTF-8: it starts with the \(name) byte-order mark",
            help: "save it as UTF-8 in your editor, or convert it with `iconv -f \(name) -t UTF-8 old.yaml > new.yaml`")
    }

    public static let nulByte = message(
        .E006, "the file contains a NUL byte; campaign files must be UTF-8 text", help: "remove the NUL byte, or check that this is the right file")

    // MARK: E007, E008, W009

    public static func campaignNotAMapping(found: String) -> DiagnosticMessage {
        message(.E007, "a campaign must be a mapping of `key: value` pairs, found \(found)", help: "start the document with `campaign: <id>`")
    }

    public static func projectFileNotAMapping(found: String) -> DiagnosticMessage {
        message(
            .E007, "the project file must be a mapping of `key: value` settings, found \(found)",
            help: "write settings such as `assets:`, `view_types:` or `severity:`")
    }

    public static func tag(_ tag: String) -> DiagnosticMessage {
        message(
            .E008, "the tag `\(SyntaxErrorTable.excerpt(tag))` is not supported; campaign files use untagged YAML values",
            help: "remove the tag; quote the value if it must stay text")
    }

    public static func nonScalarKey(_ kind: String) -> DiagnosticMessage {
        message(.E008, "a mapping key must be a scalar, found \(kind)", help: "use a text key")
    }

    public static let noCampaign = message(.W009, "the file holds no campaign: it has no YAML document")

    // MARK: E103

    public static func mergeNotMapping(found: String) -> DiagnosticMessage {
        message(.E103, "the merge key `<<` takes a mapping or a list of mappings, found \(found)", help: "write `<<: *anchor` where `&anchor` marks a mapping")
    }

    /// The note on the last front-end diagnostic kept: "this file has more problems; only the
    /// first 1000 are reported".
    public static func moreSyntaxProblems(limit: Int) -> String {
        "this file has more problems; only the first \(limit) are reported"
    }
}
