import CampaignDiagnostics

/// The front end's diagnostics: `SyntaxMessages`' words placed in this file (SPEC §4, §7).
struct YAMLDiagnostics {
    let source: SourceFile
    var role: DocumentRole = .campaign

    private func at(_ range: SourceRange) -> SourceLocation { source.location(range) }

    // MARK: E001

    func syntax(_ description: SyntaxErrorDescription, at range: SourceRange, context: SourceRange?, fixIts: [FixIt] = []) -> Diagnostic {
        var notes: [Note] = []
        if let context, let text = description.contextNote {
            notes.append(Note(text, at: at(context)))
        }
        return Diagnostic(SyntaxMessages.syntax(description), at: at(range), notes: notes, fixIts: fixIts)
    }

    func unknownAlias(_ name: String, at range: SourceRange) -> Diagnostic {
        Diagnostic(SyntaxMessages.unknownAlias(name), at: at(range))
    }

    func recursiveAlias(_ name: String, at range: SourceRange, anchor: SourceRange) -> Diagnostic {
        Diagnostic(SyntaxMessages.recursiveAlias(name), at: at(range), notes: [Note(SyntaxMessages.anchorNote(name), at: at(anchor))])
    }

    func controlCharacter(_ scalar: UInt32, at range: SourceRange) -> Diagnostic {
        Diagnostic(SyntaxMessages.controlCharacter(scalar), at: at(range))
    }

    /// `run`: the indentation from the space to the last Unicode space of the line, each of
    /// whose characters the fix-it makes a space.
    func indentationSpace(_ scalar: UInt32, at range: SourceRange, run: (range: SourceRange, characters: Int)) -> Diagnostic {
        Diagnostic(
            SyntaxMessages.indentationSpace(scalar), at: at(range),
            fixIts: [SyntaxMessages.plainSpaces(for: scalar, at: run.range, count: run.characters)])
    }

    // MARK: E002

    /// True when `key`, repeated at the top level of a document's block mapping, starts the
    /// next campaign (or scenario) of a campaign file without the `---` before it.
    func startsDocument(_ key: String) -> Bool {
        role == .campaign && SyntaxMessages.documentKeys.contains(key)
    }

    /// `startsDocument`: see `startsDocument(_:)`; the help then says to add `---`.
    func duplicateKey(_ key: YAMLScalar, first: YAMLScalar, startsDocument: Bool = false) -> Diagnostic {
        Diagnostic(
            startsDocument ? SyntaxMessages.missingDocumentStart(key.text) : SyntaxMessages.duplicateKey(key.text), at: at(key.range),
            notes: [Note(SyntaxMessages.firstKeyNote(first.text), at: at(first.range))])
    }

    // MARK: E003, E004, E005

    func aliasBudget(_ name: String, limit: Int, at range: SourceRange) -> Diagnostic {
        Diagnostic(SyntaxMessages.aliasBudget(name, limit: limit), at: at(range))
    }

    func fileAliasBudget(_ name: String, limit: Int, at range: SourceRange) -> Diagnostic {
        Diagnostic(SyntaxMessages.fileAliasBudget(name, limit: limit), at: at(range))
    }

    func tooDeep(limit: Int, at range: SourceRange, abandoned: Bool) -> Diagnostic {
        Diagnostic(SyntaxMessages.tooDeep(limit: limit), at: at(range), notes: abandoned ? [Note(SyntaxMessages.abandonedNestingNote)] : [])
    }

    func fileTooLarge(limit: Int) -> Diagnostic {
        Diagnostic(SyntaxMessages.fileTooLarge(limit: limit), at: at(.fileStart))
    }

    func tooManyDocuments(limit: Int, at range: SourceRange) -> Diagnostic {
        Diagnostic(SyntaxMessages.tooManyDocuments(limit: limit), at: at(range))
    }

    // MARK: E006

    func invalidUTF8(_ value: UInt8, at range: SourceRange) -> Diagnostic {
        Diagnostic(SyntaxMessages.invalidUTF8(value), at: at(range))
    }

    /// At the first byte of the byte-order mark.
    func otherEncoding(_ encoding: ForeignEncoding) -> Diagnostic {
        let firstByte = SourceRange(start: .start, end: SourcePosition(line: 1, column: 2, offset: 1))
        return Diagnostic(SyntaxMessages.otherEncoding(encoding.name, byteOrder: encoding.byteOrder), at: at(firstByte))
    }

    func nulByte(at range: SourceRange) -> Diagnostic {
        Diagnostic(SyntaxMessages.nulByte, at: at(range))
    }

    // MARK: E007, E008, W009

    func notAMapping(found: String, at range: SourceRange) -> Diagnostic {
        switch role {
        case .campaign: Diagnostic(SyntaxMessages.campaignNotAMapping(found: found), at: at(range))
        case .projectFile: Diagnostic(SyntaxMessages.projectFileNotAMapping(found: found), at: at(range))
        }
    }

    func tag(_ tag: String, at range: SourceRange) -> Diagnostic {
        Diagnostic(SyntaxMessages.tag(tag), at: at(range))
    }

    func nonScalarKey(_ kind: String, at range: SourceRange) -> Diagnostic {
        Diagnostic(SyntaxMessages.nonScalarKey(kind), at: at(range))
    }

    func noCampaign() -> Diagnostic {
        Diagnostic(SyntaxMessages.noCampaign, at: at(.fileStart))
    }

    // MARK: E103

    func mergeNotMapping(found: String, at range: SourceRange) -> Diagnostic {
        Diagnostic(SyntaxMessages.mergeNotMapping(found: found), at: at(range))
    }
}
