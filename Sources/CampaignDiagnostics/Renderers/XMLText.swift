/// Escaping for the XML report formats (JUnit, Checkstyle). XML 1.0 cannot hold most control
/// characters even as references, so those become U+FFFD; everything else is kept as written.
enum XMLText {
    /// The XML declaration every XML report starts with.
    static let declaration = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"

    /// `text` for character content: `&`, `<` and `>` escaped.
    static func content(_ text: String) -> String {
        escape(text, attribute: false)
    }

    /// `text` for a double-quoted attribute value: also `"`, and tabs and line ends as
    /// character references so that attribute normalisation keeps them.
    static func attribute(_ text: String) -> String {
        escape(text, attribute: true)
    }

    private static func escape(_ text: String, attribute: Bool) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"" where attribute: result += "&quot;"
            case "\n" where attribute: result += "&#10;"
            case "\r" where attribute: result += "&#13;"
            case "\t" where attribute: result += "&#9;"
            case "\n", "\r", "\t": result.unicodeScalars.append(scalar)
            default:
                if scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF {
                    result += "\u{FFFD}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }
}
