import CampaignDiagnostics
import CampaignDriver
import CanonicalJSON

// Hover and definition (SPEC §13.6, §13.9), on an open document that is an input or a project file.
extension ServerSession {
    /// `{"contents": {"kind", "value"}, "range"}`, or null when no part has anything to say:
    /// the `explain` entry of each code whose diagnostic holds the position, the key's schema
    /// text, the summary of each campaign of the id under the cursor in a scenario.
    func hover(target: Target, at offset: Int) -> JSONValue {
        var parts: [String] = []
        var range: Range<Int>?
        var codes: [String] = []
        for diagnostic in target.analysis.diagnostics(of: target.path) {
            let start = diagnostic.location.range.start.offset
            let end = diagnostic.location.range.end.offset
            guard start == end ? offset == start : start <= offset && offset < end else { continue }
            if range == nil { range = start..<max(start, end) }
            guard !codes.contains(diagnostic.code.rawValue) else { continue }
            codes.append(diagnostic.code.rawValue)
            parts.append(ExplainMarkdown.markdown(for: diagnostic.code))
        }
        if target.file != .project, let liquid = LiquidHover.hover(text: target.document.text, at: offset) {
            parts.append(liquid.text)
            range = range ?? liquid.range
        }
        if let key = KeyHover.hover(text: target.document.text, at: offset, file: target.file) {
            parts.append(key.text)
            range = range ?? key.range
        }
        if target.file == .translations, let translation = translationHover(target: target, at: offset) {
            parts.append(translation.text)
            range = range ?? translation.range
        }
        if let reference = campaignReference(target: target, at: offset),
            let summary = CampaignSummary.markdown(target.facts.campaigns(withID: reference.name))
        {
            parts.append(summary)
            range = range ?? reference.range
        }
        guard !parts.isEmpty, let range else { return .null }
        let kind: JSONValue = client.hoverMarkdown ? "markdown" : "plaintext"
        return ["contents": ["kind": kind, "value": .string(parts.joined(separator: HoverText.separator))], "range": self.range(range, in: target.lines)]
    }

    /// A list of `Location`s, or null: an alias's anchor; in a translation file, the campaign
    /// or source field its key names; each campaign of the id a scenario
    /// names; the start of the `NAME.liquid` file of a content block a message uses; the key of
    /// a `view_type`'s declaration in the project file.
    func definition(target: Target, at offset: Int) -> JSONValue {
        if let anchor = AnchorDefinition.anchor(in: target.document.text, at: offset) {
            return [["uri": .string(target.document.uri), "range": range(anchor, in: target.lines)]]
        }
        let analysis = target.analysis
        var locations: [JSONValue] = []
        if target.file == .translations {
            locations = translationDefinition(target: target, at: offset)
        } else if let reference = campaignReference(target: target, at: offset) {
            locations = target.facts.campaigns(withID: reference.name).map { location(path: $0.path, bytes: $0.card.idRange, in: analysis) }
        } else if target.file == .campaigns, let block = contentBlockFile(target: target, at: offset) {
            locations = [location(path: block, bytes: 0..<0, in: analysis)]
        } else if target.file == .campaigns, let reference = analysis.files[PathKey(target.path)]?.viewTypeReferences.first(where: { $0.holds(offset) }),
            let key = target.facts.viewType(named: reference.name)?.keyRange
        {
            locations = [location(path: analysis.projectFile, bytes: key, in: analysis)]
        }
        return locations.isEmpty ? .null : .array(locations)
    }

    /// The file of the content block named at `offset`, when the project has it.
    private func contentBlockFile(target: Target, at offset: Int) -> String? {
        guard let block = ContentBlockReference.find(in: target.document.text, at: offset), let folder = target.facts.contentBlocksFolder,
            target.facts.contentBlocks.contains(block.name)
        else { return nil }
        return (folder.hasSuffix("/") ? folder : folder + "/") + block.name + ".liquid"
    }

    /// The campaign id a scenario names at `offset`, if any.
    private func campaignReference(target: Target, at offset: Int) -> NamedRange? {
        guard target.file == .campaigns else { return nil }
        return target.analysis.files[PathKey(target.path)]?.campaignReferences.first { $0.holds(offset) }
    }

    /// A `Location` in a file of the project: the URI the client uses when it is open.
    func location(path: String, bytes: Range<Int>, in analysis: ProjectAnalysis) -> JSONValue {
        let uri = documents.document(atPath: path)?.uri ?? FileURI.uri(ofPath: path)
        let lines = analysis.lines[PathKey(path)] ?? LineTable([])
        return ["uri": .string(uri), "range": lines.range(bytes, in: client.encoding).json]
    }
}
