import CampaignDiagnostics
import CampaignLiquid
import CampaignModel
import CampaignPayload

extension DeliveryEngine {
    /// Check 5 of a templated message (SPEC §15.5): the device needs the network, and the
    /// message rendered with the event's properties must not abort. Nil when it may show; its
    /// rendered message is kept for `expect text`.
    func renderAtTrigger(_ index: Int, event: EngineEvent) -> Verdict.Detail? {
        guard online else { return .offline }
        var profile = user.liquid
        for property in event.properties { profile.eventProperties[property.name.value] = LiquidValue(property.value.value) }
        let environment = LiquidRenderEnvironment(now: LiquidTime(seconds: now / 1000), timeZones: timeZones)
        let trigger = triggers[index]
        do {
            switch try PayloadRenderer(profile: profile, environment: environment, translations: translations).renderMessage(
                trigger.id, trigger.data, for: profile)
            {
            case .rendered(let data):
                renderedAtTrigger[index] = data
                return nil
            case .aborted(let reason):
                return .aborted(reason: reason, failed: false)
            }
        } catch {
            let failure = TriggerRenderFailure(failure: error, step: currentStep)
            if !triggerFailures.contains(failure) { triggerFailures.append(failure) }
            return .aborted(reason: nil, failed: true)
        }
    }
}

/// A message that could not be rendered at its trigger, and the step that fired the trigger.
struct TriggerRenderFailure: Equatable {
    var failure: PayloadRenderer.Failure
    var step: SourceRange?
}
