/// A platform whose default UI the gallery draws (SPEC §10, §10.1), in row order.
public enum PreviewPlatform: String, CaseIterable, Hashable, Sendable {
    case ios
    case android
    case web

    /// The row heading and the start of each caption: `iOS`, `Android`, `Web`.
    public var name: String {
        switch self {
        case .ios: "iOS"
        case .android: "Android"
        case .web: "Web"
        }
    }

    /// `platforms` without repeats, in row order (iOS, Android, Web); iOS when empty.
    public static func rows(_ platforms: [PreviewPlatform]) -> [PreviewPlatform] {
        let rows = allCases.filter(platforms.contains)
        return rows.isEmpty ? [.ios] : rows
    }
}

/// A word of `--platform` (SPEC §5): one platform, or `all` for the three.
public enum PlatformWord: String, CaseIterable, Hashable, Sendable {
    case ios
    case android
    case web
    case all

    /// The platforms the word names.
    public var platforms: [PreviewPlatform] {
        switch self {
        case .ios: [.ios]
        case .android: [.android]
        case .web: [.web]
        case .all: PreviewPlatform.allCases
        }
    }
}
