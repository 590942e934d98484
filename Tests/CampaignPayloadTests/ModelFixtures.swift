import CampaignDiagnostics
import CampaignModel

/// Model values built by hand for the payload tests. Positions do not matter to the payload,
/// so every value sits at the start of the file.
enum Fixture {
    static let range = SourceRange.fileStart

    static func at<T>(_ value: T) -> Located<T> {
        Located(value, at: range)
    }

    static func colour(_ css: String) -> Colour {
        guard let colour = Colour(css: css) else { preconditionFailure("bad colour \(css) in a fixture") }
        return colour
    }

    static func common(
        _ type: MessageType,
        image: ImageSource? = nil,
        imageAlt: String? = nil,
        orientation: Orientation = .any,
        language: String? = nil,
        clickAction: ClickAction = .close,
        dismiss: Dismiss? = nil,
        animate: Bool = true,
        theme: Theme? = nil,
        extras: [(String, String)] = []
    ) -> MessageCommon {
        MessageCommon(
            typeRange: range,
            range: range,
            image: image.map(at),
            imageAlt: imageAlt.map(at),
            orientation: orientation,
            language: language.map(at),
            clickAction: clickAction,
            dismiss: dismiss ?? .defaultFor(type),
            animate: animate,
            theme: theme,
            extras: Extras(
                entries: extras.map { ExtrasEntry(key: at($0.0), value: at($0.1)) },
                keyRange: extras.isEmpty ? nil : range
            )
        )
    }

    static func slideup(_ text: String = "Free shipping today", common: MessageCommon? = nil) -> Message {
        .slideup(SlideupMessage(common: common ?? Fixture.common(.slideup), message: at(text)))
    }

    static func button(_ text: String, id: Int, action: ClickAction = .close, style: ButtonStyle = ButtonStyle()) -> Button {
        Button(id: id, text: at(text), clickAction: action, style: style, range: range)
    }

    static func trigger(_ kind: TriggerKind, _ argument: String? = nil, filters: [FilterEntry] = []) -> Trigger {
        Trigger(kind: kind, argument: argument.map(at), filters: filters, range: range)
    }

    static func filter(_ property: String, _ op: FilterOperator, _ value: FilterValue, type: PropertyType, explicit: Bool = false) -> PropertyFilter {
        PropertyFilter(property: at(property), op: at(op), value: at(value), type: type, typeIsExplicit: explicit, range: range)
    }

    /// A number as the decoder keeps it: the text, the double and the exact integer if any.
    static func number(_ text: String) -> FilterValue {
        .number(NumberValue(text: text, double: Double(text) ?? .nan, integer: Int64(text)))
    }

    static func campaign(
        _ id: String,
        priority: Int? = nil,
        start: Int64? = nil,
        end: Int64? = nil,
        reeligibleAfter: Duration? = nil,
        delay: Duration? = nil,
        expireAfter: Duration? = nil,
        triggers: [Trigger] = [Fixture.trigger(.sessionStart)],
        message: Message = Fixture.slideup()
    ) -> Campaign {
        Campaign(
            id: at(id),
            priority: priority.map { Priority(value: $0, range: range) } ?? .defaultPriority,
            schedule: Schedule(start: start.map { at(Timestamp(unixSeconds: $0)) }, end: end.map { at(Timestamp(unixSeconds: $0)) }),
            reeligibleAfter: reeligibleAfter.map(at),
            delay: delay.map(at),
            expireAfter: expireAfter.map(at),
            triggers: triggers,
            triggerRange: range,
            message: message,
            documentIndex: 0
        )
    }
}
