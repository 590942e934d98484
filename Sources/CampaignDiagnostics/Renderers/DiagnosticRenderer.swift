/// Turns a report into the text of one output format. Renderers do no I/O and read no
/// environment: whether to use colour, the tool version and the rule list come from the caller.
public protocol DiagnosticRenderer: Sendable {
    /// The whole output, ending with a newline.
    func render(_ report: DiagnosticReport) -> String
}
