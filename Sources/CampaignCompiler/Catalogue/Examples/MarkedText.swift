/// Catalogue text with the `‸` marker taken out, and the position the marker stood at.
struct MarkedText {
    /// The text without any marker.
    let text: String
    /// The line and column of the character after the first marker, if any.
    let position: ExpectedPosition?

    init(_ marked: String) {
        var text = String.UnicodeScalarView()
        var position: ExpectedPosition?
        var line = 1
        var column = 1
        for scalar in marked.unicodeScalars {
            if scalar == CatalogueExample.marker {
                if position == nil { position = ExpectedPosition(line: line, column: column) }
                continue
            }
            text.append(scalar)
            if scalar == "\n" {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
        self.text = String(text)
        self.position = position
    }
}
