/// The `image` of a message: an https URL, or a local file published under
/// `assets.base_url` (SPEC §2.6).
public enum ImageSource: Hashable, Sendable {
    case remote(String)
    case local(LocalAsset)

    /// The URL the payload carries as `image_url`.
    public var url: String {
        switch self {
        case .remote(let url): url
        case .local(let asset): asset.url
        }
    }

    public var localAsset: LocalAsset? {
        if case .local(let asset) = self { asset } else { nil }
    }
}

/// A local image checked at compile time: listed in the payload's `local_assets`.
public struct LocalAsset: Hashable, Sendable {
    /// The path relative to the project root, `/`-separated, without `.` or `..`.
    public var path: String
    /// `assets.base_url` + `path`.
    public var url: String
    /// The file size in bytes.
    public var bytes: Int
    /// SHA-256 of the file, lowercase hex.
    public var sha256: String

    public init(path: String, url: String, bytes: Int, sha256: String) {
        self.path = path
        self.url = url
        self.bytes = bytes
        self.sha256 = sha256
    }
}
