import CampaignDiagnostics
import CampaignMessages
import CampaignModel

/// Checks a message against the custom view contracts of the project file (SPEC §2.7):
/// when the project declares any view types and the message's extras hold `view_type`,
/// an undeclared view type is E503, a message type the contract does not list is E504, each
/// missing required extra is E505 and a `comma_list` view needs `message` to be at least two
/// non-empty items separated by `", "` (E506). Checked on a message that could be built.
struct ViewTypeRules: CampaignRule {
    static let key = "view_type"

    func check(_ campaign: DecodedCampaign, in context: RuleContext) {
        guard let message = campaign.message?.message else { return }
        let declared = context.project.viewTypes
        let extras = message.common.extras
        guard !declared.isEmpty, let entry = extras.entry(Self.key) else { return }
        let name = entry.value
        guard let contract = context.project.viewType(named: name.value) else {
            let names = declared.map(\.name)
            context.report(
                ContentMessages.undeclaredViewType(name.value, declared: names), at: name.range, fixIts: FixIts.suggestedName(for: name, among: names))
            return
        }
        if !contract.messageTypes.contains(message.type) {
            context.report(ContentMessages.viewTypeNotAllowed(contract.name, on: message.type, allowed: contract.messageTypes), at: name.range)
        }
        for key in contract.requiredExtras where extras.entry(key) == nil {
            context.report(ContentMessages.missingExtra(contract.name, key: key), at: extras.keyRange ?? name.range)
        }
        if contract.messageFormat == .commaList {
            checkCommaList(message.text, contract: contract, viewType: name, in: context)
        }
    }

    private func checkCommaList(_ text: Located<String>?, contract: ViewTypeContract, viewType: Located<String>, in context: RuleContext) {
        let problem = ContentMessages.notCommaList(contract.name)
        guard let text else {
            context.report(problem, at: viewType.range)
            return
        }
        if !Self.isCommaList(text.value) {
            context.report(problem, at: text.range)
        }
    }

    /// At least two items separated by `", "`, none of them empty or blank.
    static func isCommaList(_ text: String) -> Bool {
        let items = commaItems(text)
        return items.count >= 2 && items.allSatisfy { item in item.contains { !$0.isWhitespace } }
    }

    /// `text` split at every `", "`, keeping empty items.
    static func commaItems(_ text: String) -> [Substring] {
        var items: [Substring] = []
        var start = text.startIndex
        var index = text.startIndex
        while index < text.endIndex {
            let next = text.index(after: index)
            if text[index] == ",", next < text.endIndex, text[next] == " " {
                items.append(text[start..<index])
                start = text.index(after: next)
                index = start
            } else {
                index = next
            }
        }
        items.append(text[start...])
        return items
    }
}
