import CampaignPayload
import CanonicalJSON

extension PayloadListing {
    /// `control`, where `control_buckets` is listed.
    static let controlPath: LanguagePath = {
        let rank = PayloadLanguagePaths.triggerObject.firstIndex { $0.reading == .controlBuckets } ?? 0
        return LanguagePath().field(PayloadLanguagePaths.triggerObject[rank].path, rank: rank)
    }()

    /// Each variant below `variants.NAME` (SPEC §17): `percent`, the width of its buckets, and
    /// its `message`; a variant is matched by name, so one moved in the list is no change and a
    /// renamed one is one removed and one added. What does not read back stays below
    /// `payload.variants`. The summary's type word is the first variant's.
    mutating func listVariants(_ variants: [PayloadMember<PayloadObject>], at path: LanguagePath, payload: LanguagePath) {
        for (index, item) in variants.enumerated() {
            guard case .read(let object) = item, let name = object.text(.name).value else {
                if case .other(let json) = item { add(payload.index(index), .json(json)) }
                if case .read(let object) = item { add(payload.index(index), .json(.object(object.members))) }
                continue
            }
            let variant = PayloadVariant(object)
            let base = path.name(name)
            let elsewhere = payload.name(name)
            var left = object.members
            left[PayloadKey.name.rawValue] = nil
            if let buckets = variant.buckets {
                add(base.field("percent", rank: 0), .plain(String(buckets.count)))
                left[PayloadKey.buckets.rawValue] = nil
            }
            if let message = variant.message.value {
                if typeWord == nil { typeWord = message.typeWord }
                list(message.object, table: PayloadLanguagePaths.message, at: base.field("message", rank: 1), payload: elsewhere.name(PayloadKey.data.rawValue))
                left[PayloadKey.data.rawValue] = nil
            }
            for (key, value) in left { add(elsewhere.name(key), .json(value)) }
        }
    }
}
