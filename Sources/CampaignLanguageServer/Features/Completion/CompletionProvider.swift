import CanonicalJSON

/// `textDocument/completion` (SPEC §13.7) as a function of the document's current text, the
/// cursor's byte offset, what kind of file it is and the project's values: every candidate at
/// the context, sorted by label, each replacing the word before the cursor.
enum CompletionProvider {
    /// What the document is: a campaign file (each document a campaign or a scenario by its
    /// keys), a translation file (SPEC §16.3) or the project file.
    enum FileKind: Hashable, Sendable {
        case campaigns
        case translations
        case project
    }

    struct Completion: Hashable, Sendable {
        var candidates: [CompletionCandidate]
        /// The word before the cursor, which every item's edit replaces.
        var replaced: Range<Int>
        /// Key items insert `KEY` instead of `KEY: ` (the text after the cursor starts with `:`).
        var followedByColon: Bool
    }

    static func complete(text: [UInt8], at offset: Int, file: FileKind, facts: WorkspaceFacts) -> Completion? {
        if file == .translations { return TranslationCompletion.complete(text: text, at: offset, facts: facts) }
        guard let context = YAMLOutline(text).context(at: offset) else { return nil }
        let schema: DocumentSchema =
            switch file {
            case .project: .project
            case .campaigns, .translations: DocumentSchema.ofDocument(rootKeys: context.entries(at: []).keys)
            }
        let candidates = CompletionVocabulary(schema: schema, facts: facts, context: context).candidates()
        return Completion(candidates: candidates, replaced: context.wordStart..<context.cursor, followedByColon: context.followedByColon)
    }

    /// The LSP answer: `{"isIncomplete": false, "items": […]}`, each item with `label`, `kind`,
    /// `textEdit` and, for keys, `documentation`.
    static func json(_ completion: Completion?, range: (Range<Int>) -> JSONValue) -> JSONValue {
        guard let completion else { return ["isIncomplete": false, "items": []] }
        let editRange = range(completion.replaced)
        let items: [JSONValue] = completion.candidates.map { candidate in
            let isKey = candidate.kind == .property || candidate.insertsKey
            let newText = isKey && !completion.followedByColon ? candidate.label + ": " : candidate.label
            var item: [String: JSONValue] = [
                "label": .string(candidate.label),
                "kind": JSONValue(candidate.kind.rawValue),
                "textEdit": ["range": editRange, "newText": .string(newText)],
            ]
            if let documentation = candidate.documentation {
                item["documentation"] = ["kind": "markdown", "value": .string(documentation)]
            }
            return .object(item)
        }
        return ["isIncomplete": false, "items": .array(items)]
    }
}
