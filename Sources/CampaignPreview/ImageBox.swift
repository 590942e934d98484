import CampaignModel

/// An image box of fixed shape (SPEC §10): a placeholder with the alt text and the URL,
/// and the image drawn over it with `object-fit`. The box keeps its shape whether the image
/// loads or not; the gallery's script hides an image that fails, showing the placeholder.
enum ImageBox {
    /// Where the gallery loads `image` from: the remote URL, or the copy in `assets/`.
    static func source(_ image: ImageSource) -> String {
        switch image {
        case .remote(let url): url
        case .local(let asset): assetPath(asset)
        }
    }

    /// `assets/<sha256>.<extension>` for a local image.
    static func assetPath(_ asset: LocalAsset) -> String {
        let name = asset.path.split(separator: "/").last.map(String.init) ?? asset.path
        var fileExtension = "img"
        if let dot = name.lastIndex(of: "."), case let suffix = name[name.index(after: dot)...].lowercased(),
            !suffix.isEmpty, suffix.utf8.allSatisfy({ ($0 >= 0x61 && $0 <= 0x7A) || ($0 >= 0x30 && $0 <= 0x39) })
        {
            fileExtension = suffix
        }
        return "assets/" + asset.sha256 + "." + fileExtension
    }

    /// The URL the placeholder names: the remote URL, or the local path.
    static func shownURL(_ image: ImageSource) -> String {
        switch image {
        case .remote(let url): url
        case .local(let asset): asset.path
        }
    }

    /// The box's markup; `style` sets its size and place, `fit` is `contain` or `cover`.
    static func markup(_ image: ImageSource, alt: String?, style: String, fit: String) -> String {
        let altText = HTMLEscaping.escape(alt ?? "")
        let url = HTMLEscaping.escape(shownURL(image))
        return "<div class=\"img-box\" data-part=\"image\" style=\"" + style + "\">"
            + "<div class=\"img-ph\"><span class=\"img-alt\" dir=\"auto\">" + (altText.isEmpty ? "image" : altText)
            + "</span><span class=\"img-url\">" + url + "</span></div>"
            + "<img src=\"" + HTMLEscaping.escape(source(image)) + "\" alt=\"" + altText + "\" style=\"object-fit:" + fit + "\">"
            + "</div>"
    }
}
