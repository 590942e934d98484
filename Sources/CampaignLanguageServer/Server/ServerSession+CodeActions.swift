import CampaignDiagnostics
import CanonicalJSON

// Code actions (SPEC §13.8): computed from the server's current diagnostics of the document,
// never from the request's `context.diagnostics`, which may be stale. Edits use `changes`.
extension ServerSession {
    func codeActions(target: Target, range: LSPRange, only: CodeActionKinds) -> JSONValue {
        let analysis = target.analysis
        // The range is in order (`LSPRange(params:)`); its offsets are ordered here anyway, so
        // no conversion of a position can make a range that traps.
        let bounds = (target.lines.offset(of: range.start, in: client.encoding), target.lines.offset(of: range.end, in: client.encoding))
        let requested = min(bounds.0, bounds.1)...max(bounds.0, bounds.1)
        let converter = LSPDiagnostic(
            lines: analysis.lines, encoding: client.encoding,
            uri: { [documents] path in
                documents.document(atPath: path)?.uri ?? FileURI.uri(ofPath: path)
            })
        var actions: [JSONValue] = []
        if only.allows(CodeActionKinds.quickFix) {
            for diagnostic in analysis.diagnostics(of: target.path) {
                let start = diagnostic.location.range.start.offset
                let end = max(start, diagnostic.location.range.end.offset)
                guard start <= requested.upperBound, requested.lowerBound <= end else { continue }
                let published = converter.json(diagnostic)
                for fixIt in diagnostic.fixIts {
                    let bytes = fixIt.range.start.offset..<max(fixIt.range.start.offset, fixIt.range.end.offset)
                    var action = quickFix(fixIt.message, diagnostic: published, edits: [(bytes, fixIt.replacement)], target: target)
                    if fixIt.safe, diagnostic.fixIts.count == 1 { action["isPreferred"] = true }
                    actions.append(.object(action))
                }
                if diagnostic.code.isAdjustable {
                    let edit = IgnoreEdit.edit(for: diagnostic, in: target.document.text, comments: analysis.suppressions[PathKey(target.path)] ?? [])
                    let title = "Ignore \(diagnostic.code.rawValue) here"
                    actions.append(.object(quickFix(title, diagnostic: published, edits: [(edit.offset..<edit.offset, edit.newText)], target: target)))
                }
            }
        }
        if only.only != nil, only.allows(CodeActionKinds.fixAll), let fixed = workspace.analyzer(of: analysis.projectFile)?.fixedText(of: target.path) {
            let change = MinimalEdit(from: target.document.text, to: fixed)
            actions.append([
                "title": "Apply all safe campaignc fixes", "kind": .string(CodeActionKinds.fixAll),
                "edit": edit([(change.range, change.newText)], target: target),
            ])
        }
        return .array(actions)
    }

    private func quickFix(_ title: String, diagnostic: JSONValue, edits: [(Range<Int>, String)], target: Target) -> [String: JSONValue] {
        ["title": .string(title), "kind": .string(CodeActionKinds.quickFix), "diagnostics": [diagnostic], "edit": edit(edits, target: target)]
    }

    /// A `WorkspaceEdit` of the target document with `changes`.
    private func edit(_ edits: [(Range<Int>, String)], target: Target) -> JSONValue {
        let textEdits: [JSONValue] = edits.map { bytes, newText in ["range": range(bytes, in: target.lines), "newText": .string(newText)] }
        return ["changes": .object([target.document.uri: .array(textEdits)])]
    }
}
