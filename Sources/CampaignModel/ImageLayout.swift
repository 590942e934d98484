/// How a modal or full message places its image (default `standard`).
public enum ImageLayout: String, Hashable, Sendable, CaseIterable {
    /// Image above the text (`image_style: TOP`).
    case standard
    /// Only the image, no text (`image_style: GRAPHIC`).
    case imageOnly = "image_only"

    public var wireName: String {
        switch self {
        case .standard: "TOP"
        case .imageOnly: "GRAPHIC"
        }
    }
}
