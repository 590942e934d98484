import CampaignDiagnostics
import CampaignMessages
import CampaignModel
import CampaignYAML
import CanonicalJSON

/// Checks an `image` given as a local path (SPEC §2.6): relative to the campaign file's
/// folder, inside the project root (lexically and after resolving symbolic links), an existing
/// regular file, a PNG, JPEG, GIF or WebP by its first bytes with an extension that names that
/// format, at most `assets.max_bytes` (E209, saying which); and `assets.base_url` must be set
/// (E210).
struct LocalImageChecker {
    let context: DecodingContext
    let files: any AssetFileSystem

    /// The checked asset, or nil after reporting.
    func check(_ s: YAMLScalar, field: String) -> Located<ImageSource>? {
        let written = s.text
        let baseURL = context.project.assets.baseURL
        // A malformed `base_url` is reported in the project file: that is enough.
        if baseURL == nil, !context.project.assets.baseURLIsWritten {
            context.report(AssetMessages.needsBaseURL(written), at: s.range)
        }
        guard let asset = locate(s) else { return nil }
        guard let baseURL else { return nil }
        let url = baseURL + AssetPath.urlEncoded(asset.path)
        return Located(.local(LocalAsset(path: asset.path, url: url, bytes: asset.bytes, sha256: asset.sha256)), at: s.range)
    }

    private struct Found {
        var path: String
        var bytes: Int
        var sha256: String
    }

    private func locate(_ s: YAMLScalar) -> Found? {
        let written = s.text
        if written.hasPrefix("/") {
            fail(s, AssetMessages.absolutePath(written))
            return nil
        }
        let cwd = files.currentDirectory
        let rootText = context.project.root
        let root = AssetPath.absoluteComponents(rootText, in: cwd)
        let campaignFolder = context.source.path == "<stdin>" ? "." : AssetPath.folder(of: context.source.path)
        let full = AssetPath.absoluteComponents(AssetPath.folder(of: campaignFolder + "/x") + "/" + written, in: cwd)
        guard let relative = AssetPath.components(of: full, under: root) else {
            fail(s, AssetMessages.outsideRoot(written, root: rootText))
            return nil
        }
        let fullPath = "/" + full.joined(separator: "/")
        guard let resolved = files.resolvedPath(fullPath) else {
            reportMissing(s, campaignFolder: campaignFolder, root: root, in: cwd)
            return nil
        }
        let resolvedRoot = files.resolvedPath("/" + root.joined(separator: "/")).map(AssetPath.normalizedComponents) ?? root
        guard AssetPath.components(of: AssetPath.normalizedComponents(resolved), under: resolvedRoot) != nil else {
            fail(s, AssetMessages.linkOutsideRoot(written, root: rootText))
            return nil
        }
        guard let size = files.regularFileSize(resolved) else {
            fail(s, AssetMessages.notRegularFile(written))
            return nil
        }
        let maxBytes = context.project.assets.maxBytes
        guard size <= maxBytes else {
            fail(s, AssetMessages.tooLarge(written, bytes: size, limit: maxBytes))
            return nil
        }
        guard let bytes = files.contents(resolved) else {
            fail(s, AssetMessages.unreadable(written))
            return nil
        }
        // A file that grew after its size was taken: what is kept, hashed and copied into a
        // gallery is never more than `assets.max_bytes`.
        guard bytes.count <= maxBytes else {
            fail(s, AssetMessages.tooLarge(written, bytes: bytes.count, limit: maxBytes))
            return nil
        }
        guard let format = ImageFormat.sniff(bytes) else {
            fail(s, AssetMessages.notAnImage(written))
            return nil
        }
        guard checkExtension(s, holding: format) else { return nil }
        let path = relative.joined(separator: "/")
        context.checkedLocalImage(path, bytes: bytes)
        return Found(path: path, bytes: bytes.count, sha256: SHA256.hexDigest(bytes))
    }

    /// Whether the path's extension names `format`, the format of its bytes: a `.html` or
    /// `.svg` file with a PNG header would otherwise be uploaded and copied into the gallery
    /// under its own extension (issue 23 item 8).
    private func checkExtension(_ s: YAMLScalar, holding format: ImageFormat) -> Bool {
        let written = s.text
        let pathExtension = ImageFormat.pathExtension(of: written)
        guard let pathExtension, let named = ImageFormat.named(byExtension: pathExtension) else {
            fail(
                s,
                AssetMessages.notAnImageExtension(
                    written, pathExtension, known: ImageFormat.allExtensions, holding: format.name, extensions: format.extensions))
            return false
        }
        guard named == format else {
            fail(
                s,
                AssetMessages.extensionMismatch(
                    written, holding: format.name, pathExtension: pathExtension, says: named.name, extensions: format.extensions))
            return false
        }
        return true
    }

    /// E209 for a path that leads to no file: where it was looked for, and — when the path,
    /// read from the project root instead, names a file — the path from the campaign's folder
    /// that would work (`../../assets/hero.png`), as an unsafe fix-it too.
    private func reportMissing(_ s: YAMLScalar, campaignFolder: String, root: [String], in cwd: String) {
        let written = s.text
        let looked = AssetPath.normalizedComponents(campaignFolder + "/" + written).joined(separator: "/")
        let shown = campaignFolder.hasPrefix("/") ? "/" + looked : looked.isEmpty ? "." : looked
        let atRoot = root + AssetPath.normalizedComponents(written)
        let folder = AssetPath.absoluteComponents(campaignFolder, in: cwd)
        guard !written.hasPrefix("../"), let depth = AssetPath.components(of: folder, under: root)?.count,
            AssetPath.components(of: atRoot, under: root) != nil, files.regularFileSize("/" + atRoot.joined(separator: "/")) != nil
        else {
            return fail(s, AssetMessages.missingFile(written, lookedAt: shown, folder: campaignFolder))
        }
        let relative = (Array(repeating: "..", count: depth) + AssetPath.normalizedComponents(written)).joined(separator: "/")
        let fixIts = s.style == .plain ? FixIts.replace(s.range, written: written, with: relative, safe: false).map { [$0] } ?? [] : []
        context.report(
            AssetMessages.missingFile(written, lookedAt: shown, folder: campaignFolder), at: s.range,
            help: AssetMessages.atTheRootHelp(written, relative: relative), fixIts: fixIts)
    }

    private func fail(_ s: YAMLScalar, _ message: DiagnosticMessage) {
        context.report(message, at: s.range)
    }
}
