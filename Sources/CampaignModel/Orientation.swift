/// The device orientation a message may show in (SPEC §2.5; default `any`).
/// The engine discards a message whose orientation does not match the device (SPEC §8).
public enum Orientation: String, Hashable, Sendable, CaseIterable {
    case any
    case portrait
    case landscape

    /// `ANY`, `PORTRAIT`, `LANDSCAPE`.
    public var wireName: String { rawValue.uppercased() }
}
