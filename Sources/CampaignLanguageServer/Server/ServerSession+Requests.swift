import CampaignDiagnostics
import CampaignYAML
import CanonicalJSON

// The requests on a document (SPEC §13.6–§13.9): their params checked (`-32602`), the document
// found among the inputs, open or not (anything else gets an empty answer), positions converted
// through byte offsets in the negotiated encoding.
extension ServerSession {
    /// An open document that is an input (or a project file) of a project, ready to answer on.
    struct Target {
        let document: OpenDocument
        /// The document's absolute path.
        let path: String
        let lines: TextLines
        let file: CompletionProvider.FileKind
        /// The last analysis of its project.
        let analysis: ProjectAnalysis

        var facts: WorkspaceFacts { analysis.facts }
    }

    func feature(method: String, params: JSONValue?) throws(RPCError) -> JSONValue {
        switch try DocumentRequest(method: method, params: params) {
        case .hover(let uri, let position):
            let (target, offset) = positioned(uri, position)
            return target.map { hover(target: $0, at: offset) } ?? .null
        case .completion(let uri, let position):
            let (target, offset) = positioned(uri, position)
            guard let target else { return CompletionProvider.json(nil, range: { _ in .null }) }
            if target.file != .project, let liquid = LiquidCompletion.complete(text: target.document.text, at: offset, facts: target.facts) {
                return LiquidCompletion.json(liquid, range: { self.range($0, in: target.lines) })
            }
            let completion = CompletionProvider.complete(text: target.document.text, at: offset, file: target.file, facts: target.facts)
            return CompletionProvider.json(completion, range: { self.range($0, in: target.lines) })
        case .definition(let uri, let position):
            let (target, offset) = positioned(uri, position)
            return target.map { definition(target: $0, at: offset) } ?? .null
        case .documentSymbol(let uri):
            guard let target = target(uri: uri) else { return [] }
            let symbols = target.file == .project ? target.analysis.projectSymbols : target.analysis.files[PathKey(target.path)]?.symbols ?? []
            return .array(symbols.flatMap { symbolJSON($0, target: target, container: nil) })
        case .codeAction(let uri, let range, let only):
            guard let target = target(uri: uri) else { return [] }
            return codeActions(target: target, range: range, only: only)
        }
    }

    /// The target of a request at `position`, and the position as a byte offset.
    func positioned(_ uri: String, _ position: LSPPosition) -> (Target?, Int) {
        guard let target = target(uri: uri) else { return (nil, 0) }
        return (target, target.lines.offset(of: position, in: client.encoding))
    }

    /// The open document at `uri` when it is an input or project file of a project and within
    /// the size limit (SPEC §13.10); an input that is not open, as its last analysis read it;
    /// nil for anything else.
    func target(uri: String) -> Target? {
        guard let document = documents[uri] ?? analyzedDocument(uri: uri), let path = document.path, let owner = workspace.project(of: path),
            document.text.count <= YAMLLimits.standard.maxFileBytes
        else { return nil }
        let file: CompletionProvider.FileKind =
            if owner.isProjectFile { .project } else if owner.analysis.files[PathKey(path)]?.translation != nil { .translations } else { .campaigns }
        return Target(document: document, path: path, lines: TextLines(document.text), file: file, analysis: owner.analysis)
    }

    /// An input that is not open, as a document holding the text its last analysis checked.
    private func analyzedDocument(uri: String) -> OpenDocument? {
        guard let path = path(of: uri), let text = workspace.project(of: path)?.analysis.files[PathKey(path)]?.text else { return nil }
        return OpenDocument(uri: uri, path: path, version: nil, text: text)
    }

    func range(_ bytes: Range<Int>, in lines: TextLines) -> JSONValue {
        LSPRange(start: lines.position(ofOffset: bytes.lowerBound, in: client.encoding), end: lines.position(ofOffset: bytes.upperBound, in: client.encoding))
            .json
    }

    /// A `DocumentSymbol`, or with a client without hierarchical symbols, `SymbolInformation`s
    /// (the symbol, then its children named in `containerName`).
    private func symbolJSON(_ symbol: DocumentSymbols.Symbol, target: Target, container: String?) -> [JSONValue] {
        if client.hierarchicalSymbols {
            var members: [String: JSONValue] = [
                "name": .string(symbol.name), "kind": JSONValue(symbol.kind), "range": range(symbol.range, in: target.lines),
                "selectionRange": range(symbol.selectionRange, in: target.lines),
            ]
            if let detail = symbol.detail { members["detail"] = .string(detail) }
            if !symbol.children.isEmpty {
                members["children"] = .array(symbol.children.flatMap { symbolJSON($0, target: target, container: nil) })
            }
            return [.object(members)]
        }
        var members: [String: JSONValue] = [
            "name": .string(symbol.name), "kind": JSONValue(symbol.kind),
            "location": ["uri": .string(target.document.uri), "range": range(symbol.range, in: target.lines)],
        ]
        if let container { members["containerName"] = .string(container) }
        return [.object(members)] + symbol.children.flatMap { symbolJSON($0, target: target, container: symbol.name) }
    }
}
