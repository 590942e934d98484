import CampaignDiagnostics
import CampaignYAML

/// The documents of one file while its node tree is still there: which campaign holds a
/// position and the path of the node at it, so every diagnostic of the file can carry its
/// `unit` and `nodePath` (SPEC §4.4) after the tree is dropped.
struct DocumentIndex {
    let path: String
    let documents: [YAMLDocument]
    /// The campaign id of each document index that has one.
    let ids: [Int: String]

    init(file: YAMLFile, ids: [CampaignIDOccurrence]) {
        self.path = file.source.path
        self.documents = file.documents
        self.ids = Dictionary(ids.map { ($0.documentIndex, $0.id.value) }, uniquingKeysWith: { first, _ in first })
    }

    /// The campaign documents that have an id, in document order.
    var units: [ReportUnit] {
        documents.compactMap { document in
            ids[document.index].map { ReportUnit(file: path, id: $0, range: document.root.range) }
        }
    }

    /// `diagnostic` with its unit and node path set, when it points into this file and they
    /// are not set yet.
    func annotate(_ diagnostic: Diagnostic) -> Diagnostic {
        guard diagnostic.location.file == path, diagnostic.nodePath == nil else { return diagnostic }
        var result = diagnostic
        let (unit, nodePath) = place(of: diagnostic.location.range.start)
        result.unit = result.unit ?? unit
        result.nodePath = nodePath
        return result
    }

    /// `comment` with the unit and node path at its `#`.
    func place(_ comment: SuppressionComment) -> SuppressionComment {
        var result = comment
        (result.unit, result.nodePath) = place(of: comment.location.range.start)
        return result
    }

    /// The unit and node path at `position`; no unit and the empty path outside every document.
    func place(of position: SourcePosition) -> (unit: String?, nodePath: String) {
        guard let document = document(at: position) else { return (nil, "") }
        return (ids[document.index], document.root.nodePath(to: position))
    }

    /// The document whose root holds `position`: documents are in source order, so the last
    /// one starting at or before it (binary search; a stream may hold thousands).
    private func document(at position: SourcePosition) -> YAMLDocument? {
        var low = 0
        var high = documents.count
        while low < high {
            let middle = (low + high) / 2
            if documents[middle].root.range.start <= position { low = middle + 1 } else { high = middle }
        }
        guard low > 0 else { return nil }
        let candidate = documents[low - 1]
        return position <= candidate.root.range.end ? candidate : nil
    }
}
