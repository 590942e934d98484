import CampaignDiagnostics
import CampaignPreview
import CampaignWorkspace

/// Turns a checked run into the gallery's cards: one per document, each with the
/// diagnostics of that document (`Diagnostic.document`, set by the per-file stage). A
/// diagnostic in no document of its file (a syntax error before any document, the project
/// file's own) gets a card named after the file, unless the file has exactly one document,
/// which then takes it.
enum PreviewCards {
    static func cards(files: [FileOutcome<PreviewInputs>], diagnostics: [Diagnostic]) -> [PreviewCard] {
        var byFile: [String: [Diagnostic]] = [:]
        for diagnostic in diagnostics { byFile[diagnostic.location.file, default: []].append(diagnostic) }
        var cards: [PreviewCard] = []
        var seenFiles = Set<String>()
        for file in files {
            seenFiles.insert(file.path)
            let documents = file.product.documents
            let slots = Dictionary(documents.enumerated().map { ($1.summary.index, $0) }, uniquingKeysWith: { first, _ in first })
            var perDocument = Array(repeating: [Diagnostic](), count: documents.count)
            var unplaced: [Diagnostic] = []
            for diagnostic in byFile[file.path] ?? [] {
                if let slot = diagnostic.document.flatMap({ slots[$0] }) {
                    perDocument[slot].append(diagnostic)
                } else if documents.count == 1 {
                    perDocument[0].append(diagnostic)
                } else {
                    unplaced.append(diagnostic)
                }
            }
            for (slot, document) in documents.enumerated() {
                let index = document.summary.index
                let id = document.id ?? file.path + "#\(index + 1)"
                var card = PreviewCard(id: id, path: file.path, documentIndex: index, campaign: document.campaign, diagnostics: perDocument[slot])
                if document.campaign == nil {
                    card.writtenName = document.summary.name
                    card.writtenType = document.summary.type
                }
                cards.append(card)
            }
            if !unplaced.isEmpty {
                // A file with no readable document stands for the campaign it failed to hold.
                var card = PreviewCard(id: file.path, path: file.path, documentIndex: 0, campaign: nil, diagnostics: unplaced)
                card.kind = documents.isEmpty ? .campaign : .file
                cards.append(card)
            }
        }
        // Diagnostics of files that are not inputs (the project file): no campaign.
        for (path, list) in byFile where !seenFiles.contains(path) {
            var card = PreviewCard(id: path, path: path, documentIndex: 0, campaign: nil, diagnostics: list)
            card.kind = .file
            cards.append(card)
        }
        return cards
    }
}
