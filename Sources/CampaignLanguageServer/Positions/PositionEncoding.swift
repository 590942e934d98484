import CanonicalJSON

/// What an LSP character offset counts (SPEC §13.4): UTF-8 bytes, UTF-16 code units or
/// Unicode scalars of its line.
public enum PositionEncoding: String, Hashable, Sendable, CaseIterable {
    case utf8 = "utf-8"
    case utf16 = "utf-16"
    case utf32 = "utf-32"

    /// The first of the client's `general.positionEncodings` that the server knows; UTF-16,
    /// LSP's default, without one.
    static func negotiate(_ offered: JSONValue?) -> PositionEncoding {
        guard case .array(let entries)? = offered else { return .utf16 }
        for case .string(let name) in entries {
            if let encoding = PositionEncoding(rawValue: name) { return encoding }
        }
        return .utf16
    }

    /// How many units of this encoding a scalar of `width` UTF-8 bytes takes.
    @inline(__always)
    func units(ofScalarWidth width: Int) -> Int {
        switch self {
        case .utf8: width
        case .utf16: width == 4 ? 2 : 1
        case .utf32: 1
        }
    }
}
