import CampaignWorkspace
import CanonicalJSON

/// One campaign as `campaignc diff` compares it (SPEC §5.1): every value of its trigger object
/// under its campaign-language path, in the order of SPEC §2, and a one-line summary for the
/// list of added campaigns (`modal, custom_event hi`).
struct CampaignView: Sendable {
    struct Entry: Hashable, Sendable {
        let path: LanguagePath
        let value: LanguageValue
    }

    let id: String
    /// Sorted by `LanguagePath.precedes`, each path once.
    let entries: [Entry]
    let summary: String

    /// The view of a trigger object (`PayloadListing`).
    init(id: String, object: JSONValue) {
        var listing = PayloadListing()
        listing.list(object)
        self.id = id
        self.entries = listing.sortedEntries
        self.summary = LanguageValue.visible(([listing.typeWord ?? "?"] + listing.triggerWords).joined(separator: ", "))
    }

    /// What changed from `old` to `new`: each path whose value differs or is on one side only,
    /// in listing order (one merge of the two sorted lists).
    static func changes(from old: CampaignView, to new: CampaignView) -> [DiffReport.Change] {
        var changes: [DiffReport.Change] = []
        var i = 0
        var j = 0
        while i < old.entries.count || j < new.entries.count {
            let a = i < old.entries.count ? old.entries[i] : nil
            let b = j < new.entries.count ? new.entries[j] : nil
            if let a, let b, a.path.text == b.path.text {
                if a.value != b.value { changes.append(DiffReport.Change(path: a.path.text, old: a.value, new: b.value)) }
                i += 1
                j += 1
            } else if let a, b.map({ LanguagePath.precedes(a.path, $0.path) }) ?? true {
                changes.append(DiffReport.Change(path: a.path.text, old: a.value, new: nil))
                i += 1
            } else if let b {
                changes.append(DiffReport.Change(path: b.path.text, old: nil, new: b.value))
                j += 1
            }
        }
        return changes
    }
}
