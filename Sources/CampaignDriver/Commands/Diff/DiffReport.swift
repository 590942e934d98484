import CanonicalJSON

/// What a change does to the campaigns (SPEC §5.1): the campaigns added, removed and changed,
/// each list in id order, and for a changed campaign each difference under its
/// campaign-language path, in the order of SPEC §2.
struct DiffReport: Hashable, Sendable {
    struct Added: Hashable, Sendable {
        let id: String
        /// `modal, custom_event hi`: the message type and the triggers.
        let summary: String
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
    /// objects are equal is not read at all; one whose objects differ only in what is never
    /// shown (`revision`) is not listed.
    init(old: [String: JSONValue], new: [String: JSONValue]) {
        let ids = Set(old.keys).union(new.keys).sorted(by: UTF8Order.precedes)
        for id in ids {
            switch (old[id], new[id]) {
            case (nil, let object?):
                added.append(Added(id: id, summary: CampaignView(id: id, object: object).summary))
            case (_?, nil):
                removed.append(id)
            case (let before?, let after?) where before != after:
                let changes = CampaignView.changes(from: CampaignView(id: id, object: before), to: CampaignView(id: id, object: after))
                if !changes.isEmpty { changed.append(Changed(id: id, changes: changes)) }
            default:
                break
            }
        }
    }
}
