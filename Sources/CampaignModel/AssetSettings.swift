/// The `assets` section of the project file (SPEC §3, §2.6).
public struct AssetSettings: Hashable, Sendable {
    /// The https URL local images are published under; ends with `/`.
    public var baseURL: String?
    /// The largest local image accepted, in bytes.
    public var maxBytes: Int
    /// Host names assets may come from, lowercased; empty means any host.
    public var allowedHosts: [String]
    /// True when the project file writes `base_url`, valid or not: a malformed one is already
    /// reported there, so a local image does not also say it is missing.
    public var baseURLIsWritten: Bool

    public init(baseURL: String? = nil, maxBytes: Int = AssetSettings.defaultMaxBytes, allowedHosts: [String] = []) {
        self.baseURL = baseURL
        self.maxBytes = maxBytes
        self.allowedHosts = allowedHosts
        baseURLIsWritten = baseURL != nil
    }

    /// 5 MiB.
    public static let defaultMaxBytes = 5 * 1024 * 1024
}
