import CampaignDiagnostics
import CampaignMessages
import CampaignModel

/// W215 (SPEC §2.5.1): steps of one click that repeat or undo one another, reported at the
/// later step with a note at the earlier — the same step twice; `set_custom_attribute` of one
/// key twice; adding to and removing from a custom attribute array the same key and value, or
/// a subscription group the same group; `set_email_subscription` or `set_push_subscription`
/// twice; two `open_link` steps. A later step is reported once, against the first earlier
/// step it clashes with. The earlier steps are looked up by key, so a list of any length is
/// checked in linear time (SPEC §7).
struct ActionStepRepeats {
    let context: DecodingContext

    func report(_ steps: [LocatedStep]) {
        var first: [Key: Int] = [:]
        for (index, later) in steps.enumerated() {
            let keys = Self.keys(of: later.step)
            let earlier = keys.clashing.compactMap { first[$0] }.min()
            for key in keys.own where first[key] == nil { first[key] = index }
            guard let earlier, let message = Self.clash(steps[earlier].step, later.step) else { continue }
            context.report(message, at: later.range, notes: [context.note(ClickActionMessages.earlierStepNote, at: steps[earlier].range)])
        }
    }

    /// What a step is remembered by, and what an earlier step it clashes with was remembered by.
    enum Key: Hashable {
        case step(ActionStep)
        case attribute(String)
        case array(add: Bool, key: String, value: String)
        case group(add: Bool, String)
        case email, push, link
    }

    static func keys(of step: ActionStep) -> (own: [Key], clashing: [Key]) {
        let same = Key.step(normalized(step))
        switch step {
        case .setCustomAttribute(let key, _):
            return ([same, .attribute(key)], [same, .attribute(key)])
        case .addToCustomAttributeArray(let key, let value), .removeFromCustomAttributeArray(let key, let value):
            let add = step.word == .addToCustomAttributeArray
            return ([same, .array(add: add, key: key, value: value)], [same, .array(add: !add, key: key, value: value)])
        case .addToSubscriptionGroup(let group), .removeFromSubscriptionGroup(let group):
            let add = step.word == .addToSubscriptionGroup
            return ([same, .group(add: add, group.lowercased())], [same, .group(add: !add, group.lowercased())])
        case .setEmailSubscription:
            return ([same, .email], [same, .email])
        case .setPushSubscription:
            return ([same, .push], [same, .push])
        case .openLink:
            return ([same, .link], [same, .link])
        default:
            return ([same], [same])
        }
    }

    /// The step with a group's UUID in one case: the same group either way.
    private static func normalized(_ step: ActionStep) -> ActionStep {
        switch step {
        case .addToSubscriptionGroup(let group): .addToSubscriptionGroup(group.lowercased())
        case .removeFromSubscriptionGroup(let group): .removeFromSubscriptionGroup(group.lowercased())
        default: step
        }
    }

    /// The message when `later` repeats or undoes `earlier`, else nil.
    static func clash(_ earlier: ActionStep, _ later: ActionStep) -> DiagnosticMessage? {
        if normalized(earlier) == normalized(later) { return ClickActionMessages.repeatedStep }
        switch (earlier, later) {
        case (.setCustomAttribute(let a, _), .setCustomAttribute(let b, _)) where a == b:
            return ClickActionMessages.attributeSetTwice(b)
        case (.addToCustomAttributeArray(let a, let x), .removeFromCustomAttributeArray(let b, let y)) where a == b && x == y,
            (.removeFromCustomAttributeArray(let a, let x), .addToCustomAttributeArray(let b, let y)) where a == b && x == y:
            return ClickActionMessages.undoesEarlier(later.word, earlier.word)
        case (.addToSubscriptionGroup(let a), .removeFromSubscriptionGroup(let b)), (.removeFromSubscriptionGroup(let a), .addToSubscriptionGroup(let b)):
            guard a.lowercased() == b.lowercased() else { return nil }
            return ClickActionMessages.undoesEarlier(later.word, earlier.word)
        case (.setEmailSubscription, .setEmailSubscription), (.setPushSubscription, .setPushSubscription):
            return ClickActionMessages.subscriptionSetTwice(later.word)
        case (.openLink, .openLink):
            return ClickActionMessages.secondLink
        default:
            return nil
        }
    }
}
