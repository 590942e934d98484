import CampaignLiquid
import CampaignModel
import CampaignPayload
import CanonicalJSON

/// The standard messages of a payload rendered for a scenario's user at session start (SPEC
/// §15.5): what each one shows, the campaigns `abort_message` takes off the device, and what
/// cannot be rendered. A templated message is rendered when its trigger fires, which this
/// engine does not do yet: it shows its text as written.
struct SessionRendering: Sendable {
    /// A campaign taken off the device for this user, and the reason given.
    struct Abort: Sendable, Equatable {
        var trigger: Int
        var reason: String?
    }

    /// The rendered message object of each trigger whose message has Liquid or a translation.
    private(set) var data: [Int: JSONValue] = [:]
    private(set) var aborted: [Abort] = []
    private(set) var failures: [PayloadRenderer.Failure] = []
    /// How the user is named in diagnostics.
    let userName: String

    /// `translations`: the texts of the device's locale (campaign → unit → text, SPEC §16.5).
    init(
        triggers: [EngineTrigger], user: UserProfile, at start: Timestamp, timeZones: any LiquidTimeZoneProvider,
        translations: [String: [String: String]] = [:]
    ) {
        userName = user.name
        let environment = LiquidRenderEnvironment(now: LiquidTime(seconds: start.unixMilliseconds / 1000), timeZones: timeZones)
        let renderer = PayloadRenderer(profile: user.liquid, environment: environment, translations: translations)
        for (index, trigger) in triggers.enumerated() where !trigger.templated {
            guard trigger.hasLiquid || renderer.isTranslated(trigger.id) else { continue }
            do {
                switch try renderer.renderMessage(trigger.id, trigger.data, for: user.liquid) {
                case .rendered(let rendered): data[index] = rendered
                case .aborted(let reason): aborted.append(Abort(trigger: index, reason: reason))
                }
            } catch {
                failures.append(error)
                aborted.append(Abort(trigger: index, reason: nil))
            }
        }
    }

    /// The texts `expect: { text: … }` reads of trigger `index`: rendered, or as written.
    func texts(of index: Int, in triggers: [EngineTrigger]) -> JSONValue {
        data[index] ?? triggers[index].data
    }
}
