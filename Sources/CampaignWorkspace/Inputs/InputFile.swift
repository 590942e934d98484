import CanonicalJSON

/// One input of a run: a file on disk, or standard input.
public enum InputFile: Hashable, Sendable {
    /// A file, by the path that is both opened and shown (as the user typed it, joined
    /// with the names found while searching a directory).
    case file(String)
    /// Standard input (`-` on the command line).
    case standardInput

    /// The name shown in diagnostics and reports.
    public var displayPath: String {
        switch self {
        case .file(let path): path
        case .standardInput: InputFile.standardInputName
        }
    }

    /// How standard input is shown (SPEC §1).
    public static let standardInputName = "<stdin>"

    /// The command-line word for standard input.
    public static let standardInputArgument = "-"

    /// Byte-wise order of the shown paths: the order of files in every report.
    public static func displayOrder(_ a: InputFile, _ b: InputFile) -> Bool {
        UTF8Order.precedes(a.displayPath, b.displayPath)
    }
}
