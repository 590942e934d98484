/// The screen edge a slideup enters from (default `bottom`).
public enum SlideFrom: String, Hashable, Sendable, CaseIterable {
    case top
    case bottom

    /// `TOP`, `BOTTOM`.
    public var wireName: String { rawValue.uppercased() }
}
