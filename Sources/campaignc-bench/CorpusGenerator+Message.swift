/// The `message:` block of a corpus campaign: every type, with the keys that apply to it
/// (SPEC §2.5), buttons, light and dark themes and extras. The extras piece comes last.
extension CorpusGenerator {
    enum MessageKind: String {
        case slideup, modal, full, html
    }

    mutating func makeMessage(family: CorpusVocabulary.Family, id: String, team: String, index: Int) -> [Piece] {
        let kind: MessageKind =
            switch rng.int(0...99) {
            case 0..<30: .slideup
            case 30..<65: .modal
            case 65..<85: .full
            default: .html
            }
        var pieces = [Piece(["message:", "  type: \(kind.rawValue)"], droppable: false)]
        switch kind {
        case .slideup: pieces += slideup(family, id: id)
        case .modal, .full: pieces += framed(kind, family, id: id)
        case .html: pieces += html(family, id: id, index: index)
        }
        pieces.append(extras(family, team: team, kind: kind))
        return pieces
    }

    private mutating func slideup(_ family: CorpusVocabulary.Family, id: String) -> [Piece] {
        var pieces = [Piece(["  message: \(family.message)"], droppable: false)]
        if rng.chance(70) { pieces.append(Piece(imageLines(family, id: id))) }
        pieces.append(Piece(["  slide_from: " + rng.pick(["top", "bottom"]), "  hide_chevron: \(rng.chance(30))"]))
        pieces += common(textAlign: "{ message: \(rng.pick(["start", "center"])) }")
        pieces.append(Piece(["  dismiss: " + rng.pick(["{ after: 5s }", "{ after: 8s }", "manual"])]))
        pieces.append(
            Piece(
                theme(
                    light: ["background", "text", "close_button", "icon", "icon_background"],
                    dark: ["background", "text", "close_button"], darkButtons: 0)))
        return pieces
    }

    private mutating func framed(_ kind: MessageKind, _ family: CorpusVocabulary.Family, id: String) -> [Piece] {
        let imageOnly = rng.chance(15)
        var pieces = [Piece(["  header: \(family.header)"], droppable: !imageOnly && rng.chance(50))]
        if !imageOnly { pieces.append(Piece(["  message: \(family.message)"], droppable: false)) }
        let needsImage = imageOnly || kind == .full
        if needsImage || rng.chance(85) { pieces.append(Piece(imageLines(family, id: id), droppable: !needsImage)) }
        if imageOnly {
            pieces.append(Piece(["  layout: image_only"], droppable: false))
        } else if rng.chance(40) {
            pieces.append(Piece(["  layout: standard"]))
        }
        if kind == .full { pieces.append(Piece(["  crop: " + rng.pick(["fill", "fit"])])) }
        pieces += common(textAlign: "{ header: center, message: \(rng.pick(["start", "center", "end"])) }")
        pieces.append(Piece(["  dismiss: " + rng.pick(["manual", "manual", "{ after: 10s }"])]))
        let buttons = buttonLines(family, count: rng.pick([0, 1, 2, 2, 2]))
        pieces.append(Piece(buttons.lines, droppable: false))
        pieces.append(
            Piece(
                theme(
                    light: ["background", "text", "header", "close_button", "frame"],
                    dark: ["background", "text", "header"], darkButtons: min(buttons.count, 1))))
        return pieces
    }

    private mutating func html(_ family: CorpusVocabulary.Family, id: String, index: Int) -> [Piece] {
        var pieces = [
            Piece(
                [
                    "  html: |",
                    "    <!doctype html>",
                    "    <html><head><meta name=\"viewport\" content=\"width=device-width\">",
                    "    <link rel=\"stylesheet\" href=\"https://cdn.example.com/iam/css/brand.css\"></head>",
                    "    <body><h1>\(family.header)</h1><p>\(family.message)</p>",
                    "    <a href=\"appboy://close\">Close</a></body></html>",
                ], droppable: false)
        ]
        pieces.append(Piece(["  asset_urls: [ https://cdn.example.com/iam/fonts/brand.woff2, https://cdn.example.com/iam/\(family.slug)/hero.png ]"]))
        if rng.chance(30) { pieces.append(Piece(["  assets_zip: https://cdn.example.com/iam/bundles/\(id).zip"])) }
        return pieces
    }

    /// Keys every slideup, modal and full message may carry.
    private mutating func common(textAlign: String) -> [Piece] {
        var pieces: [Piece] = []
        if rng.chance(50) { pieces.append(Piece(["  orientation: " + rng.pick(["any", "portrait", "landscape"])])) }
        if rng.chance(60) { pieces.append(Piece(["  language: " + rng.pick(CorpusVocabulary.languages)])) }
        if rng.chance(50) { pieces.append(Piece(["  text_align: " + textAlign])) }
        pieces.append(Piece(["  click_action: " + clickAction(webview: true)]))
        if rng.chance(25) { pieces.append(Piece(["  animate: \(rng.chance(70))"])) }
        return pieces
    }

    private mutating func clickAction(webview: Bool) -> String {
        if rng.chance(35) { return "close" }
        let uri = rng.pick(CorpusVocabulary.deepLinks)
        return webview && rng.chance(50) ? "{ uri: \"\(uri)\", webview: \(rng.chance(20)) }" : "{ uri: \"\(uri)\" }"
    }

    private mutating func imageLines(_ family: CorpusVocabulary.Family, id: String) -> [String] {
        ["  image: https://cdn.example.com/iam/\(family.slug)/\(id).png", "  image_alt: \(family.title)"]
    }

    private mutating func buttonLines(_ family: CorpusVocabulary.Family, count: Int) -> (lines: [String], count: Int) {
        guard count > 0 else { return ([], 0) }
        let explicitIDs = rng.chance(40)
        var lines = ["  buttons:"]
        for index in 0..<count {
            lines.append("    - text: \(fitting(family.buttons[index], buttons: count))")
            if explicitIDs { lines.append("      id: \(index + 10)") }
            lines.append("      click_action: " + (index == count - 1 && count > 1 ? "close" : clickAction(webview: false)))
            if rng.chance(70) {
                lines.append("      style: { background: \"\(colour(.dark))\", text: \"#FFFFFF\", border: \"\(colour(.any))\" }")
            }
        }
        return (lines, count)
    }

    /// A button label as drawn, or, in a readable corpus, one short enough for a button of a
    /// two-button modal on every platform (W905).
    private func fitting(_ label: String, buttons: Int) -> String {
        readable && buttons > 1 && label == "Remind me later" ? "Remind me" : label
    }

    private mutating func theme(light: [String], dark: [String], darkButtons: Int) -> [String] {
        var lines = ["  theme:", "    light: { " + colours(light) + " }"]
        if rng.chance(60) {
            let buttons = darkButtons > 0 ? ", buttons: [ { background: \"\(colour(.dark))\" } ]" : ""
            lines.append("    dark: { " + colours(dark) + buttons + " }")
        }
        return lines
    }

    private mutating func colours(_ keys: [String]) -> String {
        keys.map { key in
            key == "frame" ? "frame: \"#333333BF\"" : "\(key): \"\(colour(key.hasSuffix("background") ? .dark : .light))\""
        }.joined(separator: ", ")
    }

    /// What a colour is for: any colour, or, in a readable corpus, a dark background or light
    /// text on it (every channel at most 0x3F against at least 0xC0: a contrast of at least 5.7).
    enum Tone {
        case any, dark, light
    }

    /// A colour of `tone`; one draw of the generator whatever the tone, so a readable corpus
    /// has the same campaigns as the other one.
    private mutating func colour(_ tone: Tone) -> String {
        let drawn = Int(rng.next() & 0xFF_FFFF)
        guard readable else { return "#" + rng.hex(drawn, digits: 6) }
        switch tone {
        case .any: return "#" + rng.hex(drawn, digits: 6)
        case .dark: return "#" + rng.hex(drawn & 0x3F_3F3F, digits: 6)
        case .light: return "#" + rng.hex(drawn | 0xC0_C0C0, digits: 6)
        }
    }

    private mutating func extras(_ family: CorpusVocabulary.Family, team: String, kind: MessageKind) -> Piece {
        var lines = ["  extras:"]
        if family.slug == "team-picker", kind == .modal {
            lines += ["    view_type: picker", "    attribute_key: favorite_team"]
        }
        lines.append("    campaign_group: \(team)")
        if rng.chance(40) { lines.append("    enabled: " + rng.pick(["yes", "true", "on"])) }
        if rng.chance(40) { lines.append("    max_impressions: \(rng.int(1...5))") }
        return Piece(lines, droppable: false)
    }
}
