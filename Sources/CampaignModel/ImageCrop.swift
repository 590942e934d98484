/// How a full message fits its image (default `fill`).
public enum ImageCrop: String, Hashable, Sendable, CaseIterable {
    case fill
    case fit

    /// `CENTER_CROP` for fill, `FIT_CENTER` for fit.
    public var wireName: String {
        switch self {
        case .fill: "CENTER_CROP"
        case .fit: "FIT_CENTER"
        }
    }
}
