import CampaignDiagnostics
import CampaignMessages
import CampaignModel
import CampaignYAML

/// Reads `image` (SPEC §2.6): a value with a URI scheme is an https URL (E106, E208, E212,
/// W211); anything else is a local path, checked on disk by `LocalImageChecker` (E209, E210).
struct AssetImageReader {
    let context: DecodingContext
    let files: any AssetFileSystem

    func image(_ node: YAMLNode, _ field: String) -> Located<ImageSource>? {
        guard let s = context.scalar(node, field, expected: "an https URL or a local path") else { return nil }
        if s.text.isEmpty {
            context.report(ValueMessages.mustNotBeEmpty(field), at: s.range)
            return nil
        }
        if s.text.hasPrefix("//") {
            context.report(ValueMessages.notHTTPS(found: s.found).helping(ValueMessages.schemeRelativeHelp), at: s.range)
            return nil
        }
        if URLReference.hasScheme(s.text) {
            return context.httpsAssetURL(s, field, kind: .image).map { $0.map(ImageSource.remote) }
        }
        return LocalImageChecker(context: context, files: files).check(s, field: field)
    }
}
