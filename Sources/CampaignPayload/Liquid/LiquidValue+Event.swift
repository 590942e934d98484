public import CampaignLiquid
public import CampaignModel

extension LiquidValue {
    /// An event property as Liquid reads it: a number without a fraction is an integer.
    public init(_ value: EventValue) {
        switch value {
        case .string(let text): self = .string(text)
        case .boolean(let flag): self = .boolean(flag)
        case .number(let number):
            if number.rounded() == number, abs(number) < 9.0e15 { self = .integer(Int(number)) } else { self = .float(number) }
        }
    }
}
