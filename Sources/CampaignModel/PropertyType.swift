/// The type a property filter compares as (SPEC §2.4). On the wire `time` is written `date`;
/// that translation belongs to the payload writer.
public enum PropertyType: String, CaseIterable, Hashable, Sendable {
    case string
    case number
    case boolean
    case time
}
