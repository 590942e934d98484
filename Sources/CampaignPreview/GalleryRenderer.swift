public import CampaignModel

/// The preview gallery (SPEC §10) as bytes: `index.html`, `html/<id>.html` per html message
/// and the list of local images to copy. A pure function of the cards and the options.
public enum GalleryRenderer {
    /// Renders `cards` (in any order: they are sorted by id, then file and document).
    /// `viewTypes` are the project's custom views (SPEC §2.7), for the cards' banners;
    /// `contrastLevel` the project's level of the contrast checks (SPEC §4.5), for the badges
    /// of the failing checks each card's diagnostics report; `personas` the users a
    /// personalised message is drawn for (without it, every message is drawn as written).
    public static func render(
        _ cards: [PreviewCard], options: PreviewOptions, viewTypes: [ViewTypeContract] = [], contrastLevel: ContrastLevel = .aa,
        personas: PreviewPersonas? = nil, locales: [PreviewLocale]? = nil
    ) -> PreviewGallery {
        let sorted = cards.sorted { a, b in
            if a.id != b.id { return a.id.utf8.lexicographicallyPrecedes(b.id.utf8) }
            if a.path != b.path { return a.path.utf8.lexicographicallyPrecedes(b.path.utf8) }
            return a.documentIndex < b.documentIndex
        }
        // A campaign with variants is drawn once per variant, in each locale, a personalised
        // one once per persona, each under its own frame id.
        let drawn = sorted.compactMap(\.drawable).flatMap { campaign in
            CardMarkup.variants(of: campaign).flatMap { variant in
                CardMarkup.locales(of: variant.campaign, id: campaign.id.value, locales: locales, personas: personas)
            }
        }.flatMap { CardMarkup.rows(of: $0.campaign, personas: $0.personas).compactMap(\.campaign) }
        var files: [PreviewFile] = []
        var htmlSeen = Set<String>()
        var copies: [String: PreviewAssetCopy] = [:]
        var remote = Set<String>()
        for campaign in drawn {
            if case .html(let message) = campaign.message, htmlSeen.insert(campaign.id.value).inserted {
                files.append(PreviewFile(path: "html/" + campaign.id.value + ".html", bytes: BridgeStub.document(for: message)))
            }
            switch campaign.message.common.image?.value {
            case .local(let asset):
                let destination = ImageBox.assetPath(asset)
                copies[destination] = copies[destination] ?? PreviewAssetCopy(source: asset.path, destination: destination)
            case .remote(let url):
                if let source = PolicySource.url(url) { remote.insert(source) }
            case nil:
                break
            }
        }
        let sources = remote.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        let index = page(
            sorted, options: options, viewTypes: viewTypes, contrastLevel: contrastLevel, personas: personas, locales: locales, imageSources: sources)
        files.append(PreviewFile(path: "index.html", bytes: Array(index.utf8)))
        files.sort { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }
        let assetCopies = copies.values.sorted { $0.destination.utf8.lexicographicallyPrecedes($1.destination.utf8) }
        return PreviewGallery(files: files, assetCopies: assetCopies)
    }

    /// The policy: script only by hash, images from the campaigns' remote URLs and the
    /// gallery's own files, html frames from the gallery's folder, nothing else.
    static func policy(imageSources: [String]) -> String {
        "default-src 'none'; script-src " + GalleryScript.hashSource + "; style-src 'unsafe-inline'; img-src 'self' "
            + (imageSources.isEmpty ? "" : imageSources.joined(separator: " ") + " ")
            + "data:; frame-src 'self' file:; base-uri 'none'; form-action 'none'"
    }

    /// `5 campaigns, 2 with errors`, then `, 1 other file with errors` (or `with warnings`) for
    /// the cards of files outside any campaign document, which are not campaigns.
    static func counts(_ cards: [PreviewCard]) -> String {
        let campaigns = cards.filter { $0.kind == .campaign }
        let files = cards.filter { $0.kind == .file }
        let errors = campaigns.filter(\.hasErrors).count
        var text = "\(campaigns.count) campaign" + (campaigns.count == 1 ? "" : "s") + (errors > 0 ? ", \(errors) with errors" : "")
        for (count, words) in [(files.filter(\.hasErrors).count, "with errors"), (files.filter { !$0.hasErrors }.count, "with warnings")] where count > 0 {
            text += ", \(count) other file" + (count == 1 ? " " : "s ") + words
        }
        return text
    }

    private static func page(
        _ cards: [PreviewCard], options: PreviewOptions, viewTypes: [ViewTypeContract], contrastLevel: ContrastLevel,
        personas: PreviewPersonas?, locales: [PreviewLocale]?, imageSources: [String]
    ) -> String {
        var html = "<!doctype html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
        html +=
            "<meta http-equiv=\"Content-Security-Policy\" content=\""
            // The policy's quotes stay readable: the attribute is double-quoted.
            + HTMLEscaping.escape(policy(imageSources: imageSources), keepingApostrophes: true) + "\">\n"
        html += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
        html += "<title>campaignc preview</title>\n<style>\n" + GalleryStyle.css + "\n</style>\n"
        html += "<script>" + GalleryScript.source + "</script>\n</head>\n<body data-show=\"both\">\n"
        html +=
            "<header class=\"top\"><h1>campaignc preview</h1><p>" + counts(cards) + " · " + options.device.rawValue + " · "
            + options.platforms.map(\.name).joined(separator: ", ") + "</p>\n"
        html +=
            "<div class=\"tools\" id=\"tools\" hidden><input id=\"filter\" type=\"search\" placeholder=\"Filter by id, type, trigger\""
            + " aria-label=\"Filter\"><select id=\"show\" aria-label=\"Themes\"><option value=\"both\">light and dark</option>"
            + "<option value=\"light\">light</option><option value=\"dark\">dark</option></select></div></header>\n<main>\n"
        html.reserveCapacity(cards.count * 6000)
        for card in cards {
            html += CardMarkup(card: card, options: options, viewTypes: viewTypes, contrastLevel: contrastLevel, personas: personas, locales: locales).html
        }
        return html + "</main>\n</body>\n</html>\n"
    }
}
