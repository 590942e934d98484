import CampaignMessages
import CampaignModel
import CampaignYAML

extension DecodingContext {
    /// The reading of a plain scalar typed by its own form (`PlainValue`), with `W318` when the
    /// form surprises; nil for a quoted scalar, which is always text.
    func plainReading(_ s: YAMLScalar) -> PlainValue? {
        guard s.style == .plain else { return nil }
        let reading = PlainValue(plain: s.text)
        if reading.surprise != nil {
            report(ValueMessages.surprisingForm(reading), at: s.range, fixIts: FixIts.plainValueReadings(reading, at: s.range))
        }
        return reading
    }
}
