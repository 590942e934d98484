public import CampaignDiagnostics
public import CampaignModel

extension ValueMessages {
    // MARK: W318

    /// A plain value typed by its own form, written in a form a person would not write for what
    /// it reads as (SPEC §19 item 4): "`02134` is read as the number 2134; quote it for the text
    /// \"02134\", or write 2134". `usualForm` is false where the other reading is not allowed
    /// (`not_equals` takes no boolean), so the message offers only the quotes.
    public static func surprisingForm(_ reading: PlainValue, usualForm: Bool = true) -> DiagnosticMessage {
        let text = reading.text
        let read: String
        switch reading.value {
        case .number: read = "`\(text)` is read as the number \(reading.usualForm ?? text)"
        case .boolean(let flag): read = "`\(text)` is read as the boolean \(flag)"
        case .string: read = "`\(text)` is read as the text \"\(text)\"" + (reading.usualForm.map { ", not the boolean \($0)" } ?? "")
        }
        let other = usualForm ? reading.usualForm.map { ", or write \($0)" } ?? "" : ""
        return message(.W318, read + "; quote it for the text \"\(text)\"" + other, help: plainValueHelp)
    }

    /// W318's help.
    public static let plainValueHelp = "quote the value to keep the text as written, or write it as the number or boolean it means"
}
