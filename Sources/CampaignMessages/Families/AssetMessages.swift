public import CampaignDiagnostics

/// The asset codes E208–E212 (SPEC §2.6, §4), decided by the URL reader and the local image
/// check; beside the catalogue entries of `CatalogueEntry+Assets.swift`.
public enum AssetMessages: MessageFamily {
    public static let stage = PipelineStage.perFile
    public static let codes: [DiagnosticCode] = [.E208, .E209, .E210, .W211, .E212]

    /// How to fix a finding of each code this family is the home of, in general: what
    /// `campaignc explain`, the generated rule pages and SARIF's rule metadata show.
    public static let generalHelp: [DiagnosticCode: String] = [
        .E208: "use the asset's `https://` URL",
        .E209: "fix the path, or put a real image of at most `assets.max_bytes` inside the project",
        .E210: needsBaseURLHelp,
        .W211: "link the image file itself",
        .E212: "copy the asset to an allowed host, or add its host to `assets.allowed_hosts`",
    ]

    // MARK: E208

    public static func clearText(_ field: String) -> DiagnosticMessage {
        message(.E208, "`\(field)` uses clear-text `http://`, which mobile platforms block", help: "serve the file over `https://`")
    }

    // MARK: E209

    public static func absolutePath(_ path: String) -> DiagnosticMessage {
        message(.E209, "local image `\(path)` is an absolute path", help: "write the path relative to the campaign file")
    }

    public static func outsideRoot(_ path: String, root: String) -> DiagnosticMessage {
        message(.E209, "local image `\(path)` is outside the project root `\(root)`")
    }

    /// `lookedAt`: the path the file was looked for at, as the campaign file's path is shown;
    /// `folder`: the campaign's folder, which the path is relative to.
    public static func missingFile(_ path: String, lookedAt: String, folder: String) -> DiagnosticMessage {
        message(
            .E209, "local image `\(path)` does not exist: looked for `\(lookedAt)`",
            help: "a local image's path is relative to the campaign's folder `\(folder)`")
    }

    /// E209's help when the path names a file from the project root instead.
    public static func atTheRootHelp(_ path: String, relative: String) -> String {
        "the project root has `\(path)`; from the campaign's folder it is `\(relative)`"
    }

    public static func linkOutsideRoot(_ path: String, root: String) -> DiagnosticMessage {
        message(.E209, "local image `\(path)` leads outside the project root `\(root)` through a symbolic link")
    }

    public static func notRegularFile(_ path: String) -> DiagnosticMessage {
        message(.E209, "local image `\(path)` is not a regular file")
    }

    public static func tooLarge(_ path: String, bytes: Int, limit: Int) -> DiagnosticMessage {
        message(
            .E209, "local image `\(path)` is \(bytes) bytes, more than the limit of \(limit) bytes",
            help: "make the image smaller, or raise `assets.max_bytes` in the project file")
    }

    public static func unreadable(_ path: String) -> DiagnosticMessage {
        message(.E209, "local image `\(path)` cannot be read")
    }

    public static func notAnImage(_ path: String) -> DiagnosticMessage {
        message(.E209, "local image `\(path)` is not a PNG, JPEG, GIF or WebP image")
    }

    /// `pathExtension` is nil when the path has none; `known` lists the image extensions;
    /// `holding` is the format of its bytes and `extensions` that format's extensions.
    public static func notAnImageExtension(
        _ path: String, _ pathExtension: String?, known: [String], holding format: String, extensions: [String]
    ) -> DiagnosticMessage {
        let known = Words.list(known)
        let text =
            pathExtension.map { "local image `\(path)` has the extension `.\($0)`, not \(known)" }
            ?? "local image `\(path)` has no extension; expected \(known)"
        return message(.E209, text, help: "its bytes are a \(format) image: " + renameHelp(extensions))
    }

    /// `holding` is the format of its bytes, `says` the format its extension names.
    public static func extensionMismatch(
        _ path: String, holding format: String, pathExtension: String, says named: String, extensions: [String]
    ) -> DiagnosticMessage {
        message(
            .E209, "local image `\(path)` is a \(format) image, but its extension `.\(pathExtension)` says \(named)",
            help: renameHelp(extensions))
    }

    private static func renameHelp(_ extensions: [String]) -> String {
        "rename it to end in " + Words.list(extensions.map { "." + $0 })
    }

    // MARK: E210

    public static func needsBaseURL(_ path: String) -> DiagnosticMessage {
        message(.E210, "local image `\(path)` needs `assets.base_url` in the project file", help: needsBaseURLHelp)
    }

    /// E210's help, which the catalogue shows too.
    public static let needsBaseURLHelp = "add `assets: { base_url: https://… }` to campaignc.yaml, or use an https URL"

    // MARK: W211

    /// `pathExtension` is nil when the URL has none; `known` lists the image extensions.
    public static func imageExtension(_ pathExtension: String?, known: [String]) -> DiagnosticMessage {
        let known = Words.list(known)
        let text = pathExtension.map { "image URL extension `.\($0)` is not \(known)" } ?? "image URL has no extension; expected \(known)"
        return message(.W211, text, help: "use a PNG, JPEG, GIF or WebP image: the SDKs display only those")
    }

    // MARK: E212

    public static func hostNotAllowed(_ host: String, allowed: [String]) -> DiagnosticMessage {
        message(
            .E212, "host `\(host)` is not in `assets.allowed_hosts`",
            help: DidYouMean.help(for: host, among: allowed) ?? "allowed hosts: \(Words.commaList(allowed))")
    }
}
