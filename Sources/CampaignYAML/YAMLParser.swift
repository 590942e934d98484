import CampaignDiagnostics

/// The front end's entry point: bytes in, a positioned tree and diagnostics out.
/// Never throws and never crashes on any input.
public enum YAMLParser {
    public static func parse(_ source: SourceFile, limits: YAMLLimits = .standard) -> YAMLFile {
        // Placeholder until the event loop lands (issue 2): treats the file as having no documents.
        YAMLFile(source: source, documents: [], documentCount: 0, diagnostics: [])
    }
}
