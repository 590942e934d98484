public import CanonicalJSON

/// The one reader of trigger objects (SPEC §6): JSON back into typed values, by the writer's
/// own keys and words (`PayloadKey`, `TriggerConditionMapping`, `InAppMessageMapping`). Its
/// users — the delivery simulator (`campaignc test`, `test --payload`) and `campaignc diff` —
/// decide what they require and how they say what is missing; the reader never fails.
public enum TriggerObjectReader {
    /// The trigger object `json`; nil when it is not a JSON object.
    public static func read(_ json: JSONValue) -> PayloadTrigger? {
        PayloadObject(json).map(PayloadTrigger.init)
    }
}
