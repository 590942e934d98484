import CanonicalJSON

/// The JSON form: `{"added":[ids],"changed":[{"campaign":id,"changes":[{"new":…,"old":…,
/// "path":…}]}],"project":[changes],"removed":[ids],"schema_version":1}` (`project` only when a
/// project setting changed), compact with a final newline, keys
/// sorted (SPEC §7). `old` and `new` are left out where the path has no value on that side;
/// values are JSON values (numbers as numbers).
enum DiffJSONRenderer {
    /// The version of this document's shape.
    static let schemaVersion: Int64 = 1

    static func render(_ report: DiffReport) -> String {
        String(decoding: JSONWriter(style: .compact).encodeDocument(value(of: report)), as: UTF8.self)
    }

    static func value(of report: DiffReport) -> JSONValue {
        var members: [String: JSONValue] = [
            "schema_version": .integer(schemaVersion),
            "added": .array(report.added.map { .string($0.id) }),
            "removed": .array(report.removed.map(JSONValue.string)),
            "changed": .array(
                report.changed.map { changed in
                    ["campaign": .string(changed.id), "changes": .array(changed.changes.map(value(of:)))]
                }),
        ]
        // Only when a setting changed, so a change of campaigns alone reads as before.
        if !report.project.isEmpty { members["project"] = .array(report.project.map(value(of:))) }
        return .object(members)
    }

    static func value(of change: DiffReport.Change) -> JSONValue {
        var members: [String: JSONValue] = ["path": .string(change.path)]
        members["old"] = change.old?.json
        members["new"] = change.new?.json
        return .object(members)
    }
}
