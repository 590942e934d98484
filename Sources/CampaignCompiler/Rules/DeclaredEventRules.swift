import CampaignDiagnostics
import CampaignMessages
import CampaignModel

/// The filters of a `custom_event` trigger against the project file's `events:` (SPEC §19):
/// a property the event does not declare is W319 (with a did-you-mean), one compared as
/// another type than declared is E302. An event the project does not declare is not checked.
struct DeclaredEventRules: CampaignRule {
    func check(_ campaign: DecodedCampaign, in context: RuleContext) {
        guard let events = context.project.events else { return }
        for trigger in campaign.triggers ?? [] where trigger.kind == .customEvent {
            guard let event = trigger.argument?.value, let declared = events[event] else { continue }
            for filter in trigger.filters.flatMap(\.alternatives) {
                let property = filter.property.value
                guard let type = declared[property] else {
                    let help = DidYouMean.help(for: property, among: declared.keys.sorted())
                    context.report(TriggerMessages.undeclaredProperty(property, event: event).helping(help), at: filter.property.range)
                    continue
                }
                if let compared = Self.propertyType(type), compared != filter.type {
                    context.report(
                        TriggerMessages.declaredTypeMismatch(property, event: event, declared: type.rawValue, compared: filter.type),
                        at: filter.op.range)
                }
            }
        }
    }

    /// The filter type a declared type is compared as; nil for arrays, which filters do not compare.
    static func propertyType(_ type: DeclaredType) -> PropertyType? {
        switch type {
        case .string: return .string
        case .number: return .number
        case .boolean: return .boolean
        case .time: return .time
        case .array: return nil
        }
    }
}
