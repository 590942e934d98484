import CampaignDiagnostics

/// Text with `⟨name⟩` markers taken out, and the position each marker stood at: the one marker
/// syntax of campaignc's inline sources. A marker names the position of the character that
/// follows it; it is not part of the text and does not count in columns or offsets.
///
/// The catalogue's failing examples mark the place their code is reported with the code's
/// name (`type: ⟨E201⟩full`); the compiler's tests name any place they point at
/// (`⟨typo⟩prority: high`, `Expect(.E101, at: "typo", …)`).
struct MarkedText: Sendable {
    /// The text without any marker.
    let text: String
    /// The position of each marker, by name.
    let marks: [String: SourcePosition]
    /// The markers' names in the order they are written.
    let names: [String]

    init(_ marked: String) {
        var text = String.UnicodeScalarView()
        var marks: [String: SourcePosition] = [:]
        var names: [String] = []
        var line = 1
        var column = 1
        var offset = 0
        var scalars = marked.unicodeScalars[...]
        while let scalar = scalars.first {
            scalars = scalars.dropFirst()
            if scalar == Self.open, let close = scalars.firstIndex(of: Self.close) {
                let name = String(String.UnicodeScalarView(scalars[..<close]))
                precondition(marks[name] == nil, "marker ⟨\(name)⟩ used twice")
                marks[name] = SourcePosition(line: line, column: column, offset: offset)
                names.append(name)
                scalars = scalars[scalars.index(after: close)...]
                continue
            }
            text.append(scalar)
            offset += String(scalar).utf8.count
            if scalar == "\n" {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
        self.text = String(text)
        self.marks = marks
        self.names = names
    }

    /// The position of the first marker, if any.
    var firstPosition: SourcePosition? { names.first.flatMap { marks[$0] } }

    /// `⟨` (U+27E8) and `⟩` (U+27E9), which no campaign text needs.
    static let open: Unicode.Scalar = "\u{27E8}"
    static let close: Unicode.Scalar = "\u{27E9}"

    /// `⟨name⟩`.
    static func marker(_ name: String) -> String { "\(open)\(name)\(close)" }
}
