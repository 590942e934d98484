/// An HTML message: a whole HTML document shown in a web view (SPEC §2.5).
public struct HTMLMessage: Hashable, Sendable {
    public var common: MessageCommon
    public var html: Located<String>
    /// https URLs to prefetch.
    public var assetURLs: [Located<String>]
    /// An https URL ending in `.zip`; when set the SDK type is `HTML_FULL`.
    public var assetsZip: Located<String>?

    public init(common: MessageCommon, html: Located<String>, assetURLs: [Located<String>] = [], assetsZip: Located<String>? = nil) {
        self.common = common
        self.html = html
        self.assetURLs = assetURLs
        self.assetsZip = assetsZip
    }
}
