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

    /// What `bucket` falls in: the control group takes the first `control` buckets, then each
    /// variant its `percent` buckets in written order. A bucket past them all (a split that does
    /// not sum to 100, which the compiler rejects) goes to the last variant.
    public static func choice(forBucket bucket: Int, in split: VariantSplit) -> Choice {
        if let control = split.controlBuckets, control.contains(bucket) { return .control }
        let ranges = split.variantBuckets
        return .variant(ranges.firstIndex { $0.contains(bucket) } ?? max(ranges.count - 1, 0))
    }

    /// What the user `userID` gets of the campaign `campaignID` split as `split`.
    public static func choice(userID: String, campaignID: String, in split: VariantSplit) -> Choice {
        choice(forBucket: bucket(userID: userID, campaignID: campaignID), in: split)
    }
}
