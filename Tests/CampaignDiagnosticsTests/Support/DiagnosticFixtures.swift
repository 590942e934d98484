import CampaignDiagnostics

/// Small builders for diagnostics in tests. Offsets are not used by the renderers, so they are
/// left at 0 unless a test needs them.
enum Fixture {
    static func position(_ line: Int, _ column: Int) -> SourcePosition {
        SourcePosition(line: line, column: column, offset: 0)
    }

    static func range(_ line: Int, _ column: Int, _ endLine: Int, _ endColumn: Int) -> SourceRange {
        SourceRange(start: position(line, column), end: position(endLine, endColumn))
    }

    static func location(_ file: String, _ line: Int, _ column: Int, _ endLine: Int, _ endColumn: Int) -> SourceLocation {
        SourceLocation(file: file, range: range(line, column, endLine, endColumn))
    }

    static func diagnostic(
        _ code: DiagnosticCode,
        _ message: String,
        _ file: String,
        _ line: Int,
        _ column: Int,
        _ endLine: Int? = nil,
        _ endColumn: Int? = nil,
        notes: [Note] = [],
        help: String? = nil,
        fixIts: [FixIt] = []
    ) -> Diagnostic {
        Diagnostic(
            code,
            message,
            at: location(file, line, column, endLine ?? line, endColumn ?? column),
            notes: notes,
            help: help,
            fixIts: fixIts
        )
    }

    static let e201Path = "Samples/invalid/E201-full-without-image.yaml"

    static let e201Source = SourceFile(
        path: e201Path,
        text: """
            campaign: full-without-image
            trigger: session_start
            message:
              header: Big news
              message: Our spring sale starts today
              type: full

            """
    )

    /// The diagnostic of SPEC §4.1.
    static let e201 = diagnostic(
        .E201, "a full message needs an image", e201Path, 6, 9, 6, 13,
        notes: [Note("the SDK discards a full in-app message without an image when it is about to display it")],
        help: "add `image: https://…`, or use `type: modal`"
    )
}
