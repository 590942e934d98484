/// A catalogue input that cannot sensibly be written as text, built in code instead.
public enum GeneratedInput: String, Sendable, CaseIterable {
    /// A 9 MiB campaign file (over the 8 MiB limit): an html message whose images were inlined
    /// as base64 `data:` URLs.
    case oversizedFile
    /// A campaign file saved as Latin-1 instead of UTF-8: `é` is the single byte 0xE9.
    case latin1Text

    /// What the input is, for a reader.
    public var summary: String {
        switch self {
        case .oversizedFile:
            "a 9 MiB campaign file (9,437,184 bytes): the html message below, its banner image inlined as a base64 `data:` URL"
        case .latin1Text:
            "the campaign below saved as Latin-1 (ISO 8859-1) instead of UTF-8: the `é` of `Café` is the single byte 0xE9"
        }
    }

    /// A readable stand-in for the bytes, with a `⟨CODE⟩` marker where the code is reported.
    var shownText: String {
        switch self {
        case .oversizedFile:
            "⟨E005⟩" + Self.oversizedHead + "      <img src=\"data:image/png;base64,iVBORw0KGgo…  (9 MiB of base64)\">\n"
                + Self.oversizedTail
        case .latin1Text:
            Self.latin1Head + "⟨E006⟩é" + Self.latin1Tail
        }
    }

    /// Where the code is reported.
    public var expectedPosition: ExpectedPosition {
        ExpectedPosition(MarkedText(shownText).firstPosition!)
    }

    /// The file's bytes.
    public var bytes: [UInt8] {
        switch self {
        case .oversizedFile:
            var bytes = Array(Self.oversizedHead.utf8)
            bytes += Array("      <img src=\"data:image/png;base64,".utf8)
            let tail = Array("\">\n".utf8) + Array(Self.oversizedTail.utf8)
            let line = Array("      ".utf8) + Array(repeating: UInt8(ascii: "A"), count: 70) + [UInt8(ascii: "\n")]
            while bytes.count + line.count + tail.count <= Self.oversizedSize {
                bytes += line
            }
            bytes += Array(repeating: UInt8(ascii: "A"), count: Self.oversizedSize - bytes.count - tail.count)
            return bytes + tail
        case .latin1Text:
            return Array(Self.latin1Head.utf8) + [0xE9] + Array(Self.latin1Tail.utf8)
        }
    }

    /// 9 MiB.
    static let oversizedSize = 9 * 1024 * 1024

    private static let oversizedHead = """
        campaign: spring-lookbook
        trigger: session_start
        message:
          type: html
          html: |
            <html><body>

        """

    private static let oversizedTail = """
            </body></html>

        """

    private static let latin1Head = """
        campaign: cafe-week
        name: Caf
        """

    private static let latin1Tail = """
         week, 2 coffees for 1
        trigger: session_start
        message:
          type: slideup
          message: Two coffees for the price of one, all week

        """
}
