import CampaignDiagnostics
import CampaignPreview

/// Turns a checked run into the gallery's cards: one per document, each with the
/// diagnostics that point into it. A diagnostic that points into no document of its file
/// (a syntax error before any document, the project file's own) gets a card named after the
/// file, unless the file has exactly one document, which then takes it.
enum PreviewCards {
    static func cards(files: [FileOutcome], diagnostics: [Diagnostic]) -> [PreviewCard] {
        var byFile: [String: [Diagnostic]] = [:]
        for diagnostic in diagnostics { byFile[diagnostic.location.file, default: []].append(diagnostic) }
        var cards: [PreviewCard] = []
        var seenFiles = Set<String>()
        for file in files {
            seenFiles.insert(file.path)
            let documents = file.documents ?? []
            var perDocument = Array(repeating: [Diagnostic](), count: documents.count)
            var unplaced: [Diagnostic] = []
            let starts = documents.enumerated().compactMap { slot, document in document.range.map { (slot: slot, offset: $0.start.offset) } }
            for diagnostic in byFile[file.path] ?? [] {
                if let slot = documentSlot(diagnostic.location.range.start, in: starts) {
                    perDocument[slot].append(diagnostic)
                } else if documents.count == 1 {
                    perDocument[0].append(diagnostic)
                } else {
                    unplaced.append(diagnostic)
                }
            }
            for (slot, document) in documents.enumerated() {
                let id = document.id ?? file.path + "#\(document.index + 1)"
                var card = PreviewCard(id: id, path: file.path, documentIndex: document.index, campaign: document.campaign, diagnostics: perDocument[slot])
                card.writtenName = document.writtenName
                card.writtenType = document.writtenType
                cards.append(card)
            }
            if !unplaced.isEmpty {
                cards.append(PreviewCard(id: file.path, path: file.path, documentIndex: 0, campaign: nil, diagnostics: unplaced))
            }
        }
        // Diagnostics of files that are not inputs (the project file).
        for (path, list) in byFile where !seenFiles.contains(path) {
            cards.append(PreviewCard(id: path, path: path, documentIndex: 0, campaign: nil, diagnostics: list))
        }
        return cards
    }

    /// The document whose range holds `position`: the last one starting at or before it.
    /// `starts` lists the documents that have a range, in file order (so their offsets
    /// ascend): a binary search, so a file of many documents costs no more than a sort.
    private static func documentSlot(_ position: SourcePosition, in starts: [(slot: Int, offset: Int)]) -> Int? {
        var low = 0
        var high = starts.count
        while low < high {
            let middle = (low + high) / 2
            if starts[middle].offset <= position.offset { low = middle + 1 } else { high = middle }
        }
        return low == 0 ? nil : starts[low - 1].slot
    }
}
