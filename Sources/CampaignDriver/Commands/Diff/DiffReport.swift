import CanonicalJSON

/// What a change does to the campaigns (SPEC §5.1): the campaigns added, removed and changed,
/// each list in id order, and for a changed campaign each difference under its
/// campaign-language path, in the order of SPEC §2.
struct DiffReport: Hashable, Sendable {
    struct Added: Hashable, Sendable {
        let id: String
        /// `modal, custom_event hi`: the message type and the triggers.
        let summary: String
        /// What a reviewer reads of a new campaign: its trigger's values and its texts (a
        /// header, a message, a button's text), in listing order.
        var details: [Change] = []
    }

    struct Change: Hashable, Sendable {
        let path: String
        /// Nil when the path has no value on that side.
        let old: LanguageValue?
        let new: LanguageValue?
    }

    struct Changed: Hashable, Sendable {
        let id: String
        let changes: [Change]
    }

    var added: [Added] = []
    var removed: [String] = []
    var changed: [Changed] = []
    /// The project's settings that differ (`project.trigger_minimum_interval`): they change
    /// what every campaign does, so they are changes too.
    var project: [Change] = []

    /// True when the two sides hold the same campaigns with the same values and settings.
    var isEmpty: Bool { added.isEmpty && removed.isEmpty && changed.isEmpty && project.isEmpty }

    /// A campaign id as the reports show it: as written when it is made of the characters an
    /// id may have (SPEC §2.1), else in double quotes, escaped (an id read from a payload file
    /// may hold anything).
    static func shown(_ id: String) -> String {
        let plain =
            !id.isEmpty
            && id.utf8.allSatisfy { byte in
                (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
                    || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-")
            }
        return plain ? id : LanguageValue.quoted(id)
    }

    /// The local images a campaign names by the same URL on both sides whose bytes differ:
    /// `message.image.sha256` with each side's SHA-256, in listing order.
    private static func imageChanges(
        _ old: CampaignView, _ new: CampaignView, changed: Set<String>, oldImages: [String: String], newImages: [String: String]
    ) -> [Change] {
        guard !changed.isEmpty else { return [] }
        func url(_ value: LanguageValue) -> String? {
            switch value {
            case .text(let text), .plain(let text): changed.contains(text) ? text : nil
            default: nil
            }
        }
        let before = Dictionary(old.entries.compactMap { entry in url(entry.value).map { (entry.path.text, $0) } }, uniquingKeysWith: { first, _ in first })
        return new.entries.compactMap { entry in
            guard let url = url(entry.value), before[entry.path.text] == url, let was = oldImages[url], let now = newImages[url] else { return nil }
            return Change(path: entry.path.text + ".sha256", old: .plain(was), new: .plain(now))
        }
    }

    /// `1 added, 1 removed, 2 changed`, then `, 1 project setting changed` when one did.
    var summary: String {
        let campaigns = "\(added.count) added, \(removed.count) removed, \(changed.count) changed"
        guard !project.isEmpty else { return campaigns }
        return campaigns + ", \(project.count) project " + (project.count == 1 ? "setting" : "settings") + " changed"
    }

    /// The project-level payload values that differ, under their project-file paths
    /// (`project.trigger_minimum_interval`, a duration); a value not read as the language's is
    /// shown as its JSON under `project.payload.KEY`.
    static func projectChanges(from old: [String: JSONValue], to new: [String: JSONValue]) -> [Change] {
        DiffSide.projectKeys.compactMap { key in
            guard old[key] != new[key] else { return nil }
            func shown(_ value: JSONValue?) -> LanguageValue? {
                guard let value else { return nil }
                if case .integer(let seconds) = value, let text = ScalarReading.duration(seconds: seconds) { return .plain(text) }
                return .json(value)
            }
            let path = key == "trigger_minimum_interval_seconds" ? "project.trigger_minimum_interval" : "project.payload." + key
            return Change(path: path, old: shown(old[key]), new: shown(new[key]))
        }
    }

    /// Compares two sides' trigger objects, matched by campaign id. A campaign whose trigger
    /// objects are equal is not read at all, unless a local image it names has other bytes
    /// (`oldImages` and `newImages`: SHA-256 by URL); one whose objects differ only in what is
    /// never shown (`revision`) is not listed.
    init(old: [String: JSONValue], new: [String: JSONValue], oldImages: [String: String] = [:], newImages: [String: String] = [:]) {
        let changedImages = Set(oldImages.keys.filter { url in newImages[url].map { $0 != oldImages[url] } ?? false })
        let ids = Set(old.keys).union(new.keys).sorted(by: UTF8Order.precedes)
        for id in ids {
            switch (old[id], new[id]) {
            case (nil, let object?):
                let view = CampaignView(id: id, object: object)
                let shown = view.entries.filter { entry in
                    if entry.path.text.hasPrefix("trigger") { return true }
                    if case .text = entry.value { return true }
                    return false
                }
                added.append(Added(id: id, summary: view.summary, details: shown.map { Change(path: $0.path.text, old: nil, new: $0.value) }))
            case (_?, nil):
                removed.append(id)
            case (let before?, let after?) where before != after || !changedImages.isEmpty:
                let (oldView, newView) = (CampaignView(id: id, object: before), CampaignView(id: id, object: after))
                var changes = before != after ? CampaignView.changes(from: oldView, to: newView) : []
                changes += Self.imageChanges(oldView, newView, changed: changedImages, oldImages: oldImages, newImages: newImages)
                if !changes.isEmpty { changed.append(Changed(id: id, changes: changes)) }
            default:
                break
            }
        }
    }
}
