/// The ANSI styles of the text format; all empty when colour is off.
struct TextStyle: Sendable {
    let bold: String
    let error: String
    let warning: String
    let note: String
    let gutter: String
    let reset: String

    init(colour: Bool) {
        if colour {
            bold = "\u{1B}[1m"
            error = "\u{1B}[1;31m"
            warning = "\u{1B}[1;33m"
            note = "\u{1B}[1;36m"
            gutter = "\u{1B}[1;34m"
            reset = "\u{1B}[0m"
        } else {
            bold = ""
            error = ""
            warning = ""
            note = ""
            gutter = ""
            reset = ""
        }
    }

    func severity(_ severity: Severity) -> String {
        switch severity {
        case .error: error
        case .warning: warning
        }
    }

    /// `text` wrapped in `style` (and a reset), or `text` alone when there is no style.
    func paint(_ text: String, _ style: String) -> String {
        style.isEmpty ? text : style + text + reset
    }
}
