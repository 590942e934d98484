import CanonicalJSON

/// Which variant a user gets (SPEC §17), the one place the payload, `render`, the simulator and
/// the preview ask: Braze's bucket, the SHA-256 of the user id followed by the campaign id
/// (UTF-8, no separator), its first 8 bytes as a big-endian unsigned integer, modulo 100.
public enum VariantAssignment {
    /// What a user gets of a campaign with variants.
    public enum Choice: Hashable, Sendable {
        /// The control group: the user gets nothing.
        case control
        /// The variant at this index of the split, in written order.
        case variant(Int)
    }

    /// The user's bucket in the campaign, 0...99.
    public static func bucket(userID: String, campaignID: String) -> Int {
        var hasher = SHA256()
        hasher.update(Array(userID.utf8))
        hasher.update(Array(campaignID.utf8))
        let digest = hasher.finalize()
        var value: UInt64 = 0
        for byte in digest.prefix(8) {
            value = value << 8 | UInt64(byte)
        }
        return Int(value % 100)
    }

    /// The control group's buckets: the first `control`; nil when `control` is 0.
    public static func controlBuckets(control: Int) -> ClosedRange<Int>? {
        control > 0 ? 0...(control - 1) : nil
    }

    /// Each variant's buckets, in written order: after the control group's, each variant its
    /// percent of them.
    public static func variantBuckets(control: Int, percents: [Int]) -> [ClosedRange<Int>] {
        var first = control
        return percents.map { percent in
            defer { first += percent }
            return first...(first + max(percent, 1) - 1)
        }
    }

    /// What `bucket` falls in. A bucket past every variant (a split that does not sum to 100,
    /// which the compiler rejects) goes to the last variant.
    public static func choice(forBucket bucket: Int, control: Int, percents: [Int]) -> Choice {
        if bucket < control { return .control }
        let ranges = variantBuckets(control: control, percents: percents)
        return .variant(ranges.firstIndex { $0.contains(bucket) } ?? max(ranges.count - 1, 0))
    }

    /// What the user `userID` gets of the campaign `campaignID` split as `split`.
    public static func choice(userID: String, campaignID: String, in split: VariantSplit) -> Choice {
        choice(forBucket: bucket(userID: userID, campaignID: campaignID), control: split.control, percents: split.percents)
    }
}
