import CampaignDiagnostics

/// The front end's diagnostics: one typed factory per problem, so every message is
/// written in one place (SPEC §4, §7).
struct YAMLDiagnostics {
    let source: SourceFile
    var role: DocumentRole = .campaign

    private func at(_ range: SourceRange) -> SourceLocation { source.location(range) }

    // MARK: E001

    func syntax(_ description: SyntaxErrorDescription, at range: SourceRange, context: SourceRange?) -> Diagnostic {
        var notes: [Note] = []
        if let context, let text = description.contextNote {
            notes.append(Note(text, at: at(context)))
        }
        return Diagnostic(.E001, description.message, at: at(range), notes: notes, help: description.help)
    }

    func unknownAlias(_ name: String, at range: SourceRange) -> Diagnostic {
        Diagnostic(
            .E001, "unknown alias `*\(name)`: no anchor `&\(name)` is defined before it in this document",
            at: at(range), help: "define the anchor with `&\(name)` on a value above this line")
    }

    func recursiveAlias(_ name: String, at range: SourceRange, anchor: SourceRange) -> Diagnostic {
        Diagnostic(
            .E001, "alias `*\(name)` refers to a value that contains it; recursive aliases are not supported",
            at: at(range), notes: [Note("the anchor `&\(name)` is here", at: at(anchor))])
    }

    func controlCharacter(_ scalar: UInt32, at range: SourceRange) -> Diagnostic {
        Diagnostic(
            .E001, "the control character \(SyntaxErrorTable.codePoint(scalar)) is not allowed in YAML",
            at: at(range), help: "remove it, or write it as an escape inside double quotes")
    }

    // MARK: E002

    func duplicateKey(_ key: YAMLScalar, first: YAMLScalar) -> Diagnostic {
        Diagnostic(
            .E002, "duplicate key `\(SyntaxErrorTable.excerpt(key.text))` in this mapping",
            at: at(key.range),
            notes: [Note("`\(SyntaxErrorTable.excerpt(first.text))` was first defined here", at: at(first.range))],
            help: "remove one of them; only the first is used")
    }

    // MARK: E003, E004, E005

    func aliasBudget(_ name: String, limit: Int, at range: SourceRange) -> Diagnostic {
        Diagnostic(
            .E003, "alias `*\(name)` would expand this document past the limit of \(limit) nodes created by aliases",
            at: at(range), help: "reuse fewer or smaller anchors; the limit stops exponential \"billion laughs\" inputs")
    }

    func fileAliasBudget(_ name: String, limit: Int, at range: SourceRange) -> Diagnostic {
        Diagnostic(
            .E003, "alias `*\(name)` would expand this file past the limit of \(limit) nodes created by aliases in all its documents",
            at: at(range), help: "reuse fewer or smaller anchors, or split the campaigns into several files")
    }

    func tooDeep(limit: Int, at range: SourceRange, abandoned: Bool) -> Diagnostic {
        let notes =
            abandoned
            ? [Note("the nesting goes on far past the limit; the rest of this document was not checked")]
            : []
        return Diagnostic(
            .E004, "this value is nested deeper than the limit of \(limit) levels",
            at: at(range), notes: notes, help: "flatten the structure")
    }

    /// The size is not stated: the driver reads no more than the limit plus one byte.
    func fileTooLarge(limit: Int) -> Diagnostic {
        Diagnostic(
            .E005, "the file is larger than the limit of \(limit) bytes; it was not checked",
            at: at(.fileStart), help: "split the campaigns into several files")
    }

    func tooManyDocuments(limit: Int, at range: SourceRange) -> Diagnostic {
        Diagnostic(
            .E005, "the file holds more than \(limit) documents; this one and those after it were not checked",
            at: at(range), help: "split the campaigns into several files")
    }

    // MARK: E006

    func invalidUTF8(_ value: UInt8, at range: SourceRange) -> Diagnostic {
        Diagnostic(
            .E006, "the file is not valid UTF-8: invalid UTF-8 byte \(SyntaxErrorTable.hexByte(value))",
            at: at(range), help: "save the file as UTF-8")
    }

    func nulByte(at range: SourceRange) -> Diagnostic {
        Diagnostic(
            .E006, "the file contains a NUL byte; campaign files must be UTF-8 text",
            at: at(range), help: "remove the NUL byte, or check that this is the right file")
    }

    // MARK: E007, E008, W009

    func notAMapping(found: String, at range: SourceRange) -> Diagnostic {
        switch role {
        case .campaign:
            Diagnostic(
                .E007, "a campaign must be a mapping of `key: value` pairs, found \(found)",
                at: at(range), help: "start the document with `campaign: <id>`")
        case .projectFile:
            Diagnostic(
                .E007, "the project file must be a mapping of `key: value` settings, found \(found)",
                at: at(range), help: "write settings such as `assets:`, `view_types:` or `severity:`")
        }
    }

    func tag(_ tag: String, at range: SourceRange) -> Diagnostic {
        Diagnostic(
            .E008, "the tag `\(SyntaxErrorTable.excerpt(tag))` is not supported; campaign files use untagged YAML values",
            at: at(range), help: "remove the tag; quote the value if it must stay text")
    }

    func nonScalarKey(_ kind: String, at range: SourceRange) -> Diagnostic {
        Diagnostic(
            .E008, "a mapping key must be a scalar, found \(kind)",
            at: at(range), help: "use a text key")
    }

    func noCampaign() -> Diagnostic {
        Diagnostic(.W009, "the file holds no campaign: it has no YAML document", at: at(.fileStart))
    }

    // MARK: E103

    func mergeNotMapping(found: String, at range: SourceRange) -> Diagnostic {
        Diagnostic(
            .E103, "the merge key `<<` takes a mapping or a list of mappings, found \(found)",
            at: at(range), help: "write `<<: *anchor` where `&anchor` marks a mapping")
    }
}
