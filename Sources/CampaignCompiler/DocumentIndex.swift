import CampaignDiagnostics
import CampaignMessages
import CampaignYAML

/// The documents of one file while its node tree is still there: which document holds a
/// position, its campaign and the path of the node at it, so every diagnostic of the file can
/// carry its `unit`, `nodePath` and `document` (SPEC §4.4) after the tree is dropped.
struct DocumentIndex {
    let path: String
    let documents: [YAMLDocument]
    /// The campaign id of each document index that has one.
    let ids: [Int: String]
    /// The `variants:` list of each document index whose root has one (its first), found once:
    /// a root of many keys is not searched again for every diagnostic.
    let variantLists: [Int: YAMLSequence]

    init(file: YAMLFile, ids: [CampaignIDOccurrence]) {
        self.path = file.source.path
        self.documents = file.documents
        self.ids = Dictionary(ids.map { ($0.documentIndex, $0.id.value) }, uniquingKeysWith: { first, _ in first })
        var lists: [Int: YAMLSequence] = [:]
        for document in file.documents {
            if case .sequence(let variants)? = document.root.entries.first(where: { $0.key.text == "variants" })?.value { lists[document.index] = variants }
        }
        variantLists = lists
    }

    /// The campaign documents that have an id, in document order.
    var units: [ReportUnit] {
        documents.compactMap { document in
            ids[document.index].map { ReportUnit(file: path, id: $0, range: document.root.range) }
        }
    }

    /// What the report needs of a place in this file.
    struct Place {
        /// The id of the document's campaign or scenario.
        var unit: String?
        /// The path of the node at the place; empty outside every document's root.
        var nodePath: String
        /// The document whose text holds the place (see `Diagnostic.document`).
        var document: Int?
        /// The name of the variant whose message holds the place (SPEC §17).
        var variant: String? = nil
    }

    /// `diagnostic` with its unit, node path and document set, when it points into this file
    /// and they are not set yet.
    func annotate(_ diagnostic: Diagnostic) -> Diagnostic {
        guard diagnostic.location.file == path, diagnostic.nodePath == nil else { return diagnostic }
        var result = diagnostic
        let place = place(of: diagnostic.location.range.start)
        result.unit = result.unit ?? place.unit
        result.nodePath = place.nodePath
        result.document = place.document
        if let variant = place.variant {
            result.variant = variant
            result.notes.append(Note(VariantMessages.inVariantNote(variant)))
        }
        return result
    }

    /// `comment` with the unit, node path and document at its `#`.
    func place(_ comment: SuppressionComment) -> SuppressionComment {
        var result = comment
        let place = place(of: comment.location.range.start)
        (result.unit, result.nodePath, result.document) = (place.unit, place.nodePath, place.document)
        return result
    }

    /// The place of `position`: the last document starting at or before it (binary search; a
    /// stream may hold thousands), whose unit and node path count only inside its root.
    func place(of position: SourcePosition) -> Place {
        let low = documents.partitionPoint { $0.root.range.start <= position }
        guard low > 0 else { return Place(unit: nil, nodePath: "", document: nil) }
        let candidate = documents[low - 1]
        guard position <= candidate.root.range.end else { return Place(unit: nil, nodePath: "", document: candidate.index) }
        return Place(
            unit: ids[candidate.index], nodePath: candidate.root.nodePath(to: position), document: candidate.index,
            variant: variantLists[candidate.index].flatMap { Self.variant(at: position, in: $0) })
    }

    /// The `name` of the variant of `variants` whose `message` (key or value) holds `position`,
    /// when it is a plain or quoted text.
    static func variant(at position: SourcePosition, in variants: YAMLSequence) -> String? {
        guard variants.range.start <= position, position <= variants.range.end else { return nil }
        // The items are in source order: the one starting last at or before `position`.
        let after = variants.items.partitionPoint { $0.range.start <= position }
        guard after > 0, case .mapping(let variant) = variants.items[after - 1],
            let message = variant.entries.first(where: { $0.key.text == "message" }),
            message.key.range.start <= position, position < message.value.range.end || position == message.value.range.start,
            case .scalar(let name)? = variant.entries.first(where: { $0.key.text == "name" })?.value, !name.isNull
        else { return nil }
        return name.text
    }
}
