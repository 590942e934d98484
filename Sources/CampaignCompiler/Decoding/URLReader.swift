import CampaignDiagnostics
import CampaignLiquid
import CampaignMessages
import CampaignModel
import CampaignYAML

/// The URL fields of a message (SPEC §2.5, §2.6): click-action URIs and https asset URLs.
extension DecodingContext {
    /// An absolute URI with a scheme (`https://…`, `myapp://…`), else E106.
    func absoluteURI(_ node: YAMLNode, _ field: String) -> Located<String>? {
        guard let s = scalar(node, field, expected: "a URI") else { return nil }
        if LiquidDetection.containsLiquid(s.text) { return liquidURI(s) }
        guard let url = URLReference.parse(s.text), !url.isWeb || url.hasWebHost else {
            let hasScheme = URLReference.hasScheme(s.text)
            report(
                ValueMessages.malformedURI(found: s.found, problem: hasScheme ? URLReference.problem(s.text) : nil),
                at: s.range, help: hasScheme ? nil : ValueMessages.missingSchemeHelp
            )
            return nil
        }
        return Located(s.text, at: s.range)
    }

    /// A URI with Liquid (SPEC §15.6): its literal parts, each output one letter, must make
    /// an absolute URI with a written scheme; a URI that is one output is checked when
    /// rendered. Broken Liquid is the Liquid rules' to report: the skeleton is checked only
    /// when the template parses.
    private func liquidURI(_ s: YAMLScalar) -> Located<String>? {
        let template = LiquidTemplate(parsing: s.text)
        let skeleton = LiquidURISkeleton(template)
        if skeleton.isSingleOutput || template.issues.contains(where: { $0.kind.isSyntax }) { return Located(s.text, at: s.range) }
        if !skeleton.schemeIsLiteral {
            let map = ScalarSourceMap(value: s.text, range: s.range, source: source)
            let at = skeleton.firstLiquidRange.map { map.range($0) } ?? s.range
            report(ValueMessages.renderedScheme(found: s.found), at: at)
            return nil
        }
        guard URLReference.parse(skeleton.text) != nil else {
            report(ValueMessages.malformedURI(found: s.found, problem: URLReference.problem(skeleton.text)), at: s.range)
            return nil
        }
        return Located(s.text, at: s.range)
    }

    /// What an asset URL is for: an `image` also gets W211, an `assets_zip` must end in `.zip`.
    enum AssetURLKind: Sendable {
        case image
        case file
        case zip
    }

    /// An https asset URL: malformed E106, `http://` E208, another scheme E106, a host not in
    /// `assets.allowed_hosts` E212; an image without a known image extension gets W211 (and is kept).
    func httpsAssetURL(_ node: YAMLNode, _ field: String, kind: AssetURLKind) -> Located<String>? {
        guard let s = scalar(node, field, expected: "an https URL") else { return nil }
        return httpsAssetURL(s, field, kind: kind)
    }

    /// `httpsAssetURL(_:_:kind:)` over a scalar already known not to be null.
    func httpsAssetURL(_ s: YAMLScalar, _ field: String, kind: AssetURLKind) -> Located<String>? {
        guard let url = URLReference.parse(s.text), !url.isWeb || url.hasWebHost else {
            report(ValueMessages.notHTTPS(found: s.found, problem: URLReference.problem(s.text)), at: s.range)
            return nil
        }
        if url.scheme == "http" {
            report(AssetMessages.clearText(field), at: s.range, fixIts: httpsFixIts(s))
            // Adjustable (SPEC §3): with the error turned off, the URL is compiled as written.
            return Located(s.text, at: s.range)
        }
        guard url.scheme == "https" else {
            report(ValueMessages.notHTTPS(found: s.found), at: s.range)
            return nil
        }
        if kind == .zip, url.pathExtension != "zip" {
            report(ValueMessages.notZip(found: s.found), at: s.range)
            return nil
        }
        let allowed = project.assets.allowedHosts
        if !allowed.isEmpty, let host = url.host, !allowed.contains(host) {
            report(AssetMessages.hostNotAllowed(host, allowed: allowed), at: s.range)
            // Adjustable (SPEC §3): with the error turned off, the URL is compiled as written.
            return Located(s.text, at: s.range)
        }
        if kind == .image, !URLReader.imageExtensions.contains(url.pathExtension ?? "") {
            report(AssetMessages.imageExtension(url.pathExtension, known: URLReader.imageExtensions), at: s.range)
        }
        return Located(s.text, at: s.range)
    }

    /// E208's fix-it (SPEC §13.1): `https` in place of the scheme `http` the scalar starts
    /// with; not safe, since the host may not serve https.
    private func httpsFixIts(_ s: YAMLScalar) -> [FixIt] {
        guard s.style == .plain || s.style.isQuoted else { return [] }
        let quote = s.style.isQuoted ? 1 : 0
        let start = s.range.start
        let from = SourcePosition(line: start.line, column: start.column + quote, offset: start.offset + quote)
        let range = SourceRange(start: from, end: SourcePosition(line: from.line, column: from.column + 4, offset: from.offset + 4))
        guard let written = sourceText(range), written.lowercased() == "http" else { return [] }
        return FixIts.replace(range, written: written, with: "https", safe: false).map { [$0] } ?? []
    }
}

/// Constants of the URL readers.
enum URLReader {
    /// The path extensions W211 accepts for an image URL (compared in lower case).
    static let imageExtensions = ImageFormat.allExtensions
}
