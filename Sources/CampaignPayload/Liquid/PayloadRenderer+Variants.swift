import CampaignModel
import CanonicalJSON

extension PayloadRenderer {
    /// A trigger object with variants as the user receives it (SPEC §17): either their
    /// variant's message as `data`, or the control message.
    enum Assigned {
        /// The trigger object with the user's variant as its `data`, still to be rendered.
        case variant([String: JSONValue])
        /// The trigger object carrying the control message: nothing left to render.
        case control([String: JSONValue])
    }

    /// The members of trigger `id` with `variants` and `control_buckets` replaced by what the
    /// user gets. The bucket is the user's (`VariantAssignment`); the ranges are the payload's,
    /// so a payload read back picks what its writer wrote. A bucket no range holds gets the
    /// last variant, as the simulator does.
    func assigned(_ members: [String: JSONValue], id: String) throws(Failure) -> Assigned {
        guard let userID else {
            throw Failure(
                campaign: id, field: PayloadKey.variants.rawValue, message: "the campaign has variants and the profile has no `user_id` to pick one")
        }
        let trigger = PayloadTrigger(PayloadObject(members))
        let variants = (trigger.variants.value ?? []).compactMap(\.value)
        guard !variants.isEmpty else {
            throw Failure(campaign: id, field: PayloadKey.variants.rawValue, message: "`variants` is not a list of variant objects")
        }
        let bucket = VariantAssignment.bucket(userID: userID, campaignID: id)
        var members = members
        let controlBuckets = trigger.controlBuckets
        members[PayloadKey.variants.rawValue] = nil
        members[PayloadKey.controlBuckets.rawValue] = nil
        if controlBuckets?.contains(bucket) == true {
            var control: [String: JSONValue] = [:]
            control[PayloadKey.isControl.rawValue] = .bool(true)
            control[PayloadKey.triggerID.rawValue] = .string(id)
            control[PayloadKey.type.rawValue] = variants.first?.object[.data]?[PayloadKey.type.rawValue] ?? .null
            members[PayloadKey.data.rawValue] = .object(control)
            members[PayloadKey.type.rawValue] = .string(TriggerObjectBuilder.triggerType)
            return .control(members)
        }
        let chosen = variants.first { $0.buckets?.contains(bucket) == true } ?? variants.last
        members[PayloadKey.data.rawValue] = chosen?.object[.data]
        return .variant(members)
    }
}
