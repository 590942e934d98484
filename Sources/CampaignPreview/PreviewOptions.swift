/// What `campaignc preview` draws (SPEC §10): which themes, which device, which orientations,
/// which platforms.
public struct PreviewOptions: Hashable, Sendable {
    /// `--theme`: light, dark or both (default both).
    public var themes: ThemeChoice
    /// `--device`: phone (default) or tablet.
    public var device: PreviewDevice
    /// `--orientation`: nil means each message's own (`portrait` for `any`).
    public var orientation: OrientationChoice?
    /// (v3) `--platform`: the rows of every card, in the order iOS, Android, Web (default iOS).
    public var platforms: [PreviewPlatform] {
        didSet { platforms = PreviewPlatform.rows(platforms) }
    }

    public init(
        themes: ThemeChoice = .both, device: PreviewDevice = .phone, orientation: OrientationChoice? = nil, platforms: [PreviewPlatform] = [.ios]
    ) {
        self.themes = themes
        self.device = device
        self.orientation = orientation
        self.platforms = PreviewPlatform.rows(platforms)
    }
}

/// The value of `--theme`.
public enum ThemeChoice: String, CaseIterable, Hashable, Sendable {
    case light
    case dark
    case both

    /// The themes drawn, light first.
    public var themes: [PreviewTheme] {
        switch self {
        case .light: [.light]
        case .dark: [.dark]
        case .both: [.light, .dark]
        }
    }
}

/// One of the two appearances a frame is drawn in.
public enum PreviewTheme: String, CaseIterable, Hashable, Sendable {
    case light
    case dark
}

/// The value of `--device`.
public enum PreviewDevice: String, CaseIterable, Hashable, Sendable {
    case phone
    case tablet
}

/// The value of `--orientation`.
public enum OrientationChoice: String, CaseIterable, Hashable, Sendable {
    case portrait
    case landscape
    case both
}

/// The orientation of one frame.
public enum FrameOrientation: String, CaseIterable, Hashable, Sendable {
    case portrait
    case landscape
}
