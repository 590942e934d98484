/// The texts of E605 (SPEC §9.1: an event property a `time` filter cannot read), in one place
/// for both places that find it: the compiler's static check of scenarios against the campaigns
/// of the inputs, and the simulator's run against a `--payload`.
public enum UnreadableTimeText {
    public static func message(property: String, value: String) -> String {
        "`\(property)` is compared as a time, but `\(value)` is not an RFC 3339 time"
    }

    public static let help = "write a time with an offset, such as 2026-03-01T09:00:00Z"
}
