/// The texts of the asset codes E208–E212 (SPEC §2.6, §4), beside the catalogue entries of
/// `CatalogueEntry+Assets.swift`: call sites pass values, never prose.
enum AssetMessages {
    // MARK: E208

    static func clearText(_ field: String) -> String {
        "`\(field)` uses clear-text `http://`, which mobile platforms block"
    }

    static let clearTextHelp = "serve the file over `https://`"

    // MARK: E209

    static func absolutePath(_ path: String) -> String {
        "local image `\(path)` is an absolute path"
    }

    static let absolutePathHelp = "write the path relative to the campaign file"

    static func outsideRoot(_ path: String, root: String) -> String {
        "local image `\(path)` is outside the project root `\(root)`"
    }

    static func missingFile(_ path: String) -> String {
        "local image `\(path)` does not exist"
    }

    static func linkOutsideRoot(_ path: String, root: String) -> String {
        "local image `\(path)` leads outside the project root `\(root)` through a symbolic link"
    }

    static func notRegularFile(_ path: String) -> String {
        "local image `\(path)` is not a regular file"
    }

    static func tooLarge(_ path: String, bytes: Int, limit: Int) -> String {
        "local image `\(path)` is \(bytes) bytes, more than the limit of \(limit) bytes"
    }

    static let tooLargeHelp = "make the image smaller, or raise `assets.max_bytes` in the project file"

    static func unreadable(_ path: String) -> String {
        "local image `\(path)` cannot be read"
    }

    static func notAnImage(_ path: String) -> String {
        "local image `\(path)` is not a PNG, JPEG, GIF or WebP image"
    }

    // MARK: E210

    static func needsBaseURL(_ path: String) -> String {
        "local image `\(path)` needs `assets.base_url` in the project file"
    }

    static let needsBaseURLHelp = "add `assets: { base_url: https://… }` to campaignc.yaml, or use an https URL"

    // MARK: W211

    /// `pathExtension` is nil when the URL has none; `known` lists the image extensions.
    static func imageExtension(_ pathExtension: String?, known: [String]) -> String {
        let known = Words.list(known)
        return pathExtension.map { "image URL extension `.\($0)` is not \(known)" } ?? "image URL has no extension; expected \(known)"
    }

    static let imageExtensionHelp = "use a PNG, JPEG, GIF or WebP image: the SDKs display only those"

    // MARK: E212

    static func hostNotAllowed(_ host: String) -> String {
        "host `\(host)` is not in `assets.allowed_hosts`"
    }

    static func allowedHostsHelp(_ host: String, allowed: [String]) -> String {
        DidYouMean.help(for: host, among: allowed) ?? "allowed hosts: \(Words.commaList(allowed))"
    }
}
