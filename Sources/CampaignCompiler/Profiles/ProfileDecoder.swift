public import CampaignDiagnostics
import CampaignLiquid
import CampaignMessages
public import CampaignModel
public import CampaignYAML

/// Decodes a profile (SPEC §18): a `render --user` document, a scenario's `user:`. Plain
/// values are typed by their form as scenario properties are (`W318` applies); lists and
/// mappings become Liquid arrays and objects with their keys in the order written.
struct ProfileDecoder {
    let context: DecodingContext

    static let keys = ["user_id", "attributes", "custom_attributes", "locale", "time_zone", "content_blocks", "connected_content", "catalogs"]

    /// The profile of `node` (a mapping); nil when it had an error of its own.
    func decode(_ node: YAMLNode, field: String) -> UserProfile? {
        let ctx = context
        let mark = ctx.mark
        var reader = MappingReader(node, field: field, in: ctx)
        let userID = reader.read("user_id", ctx.nonEmptyString)?.value
        var attributes = reader.take("attributes").map { values($0, field: "attributes") } ?? [:]
        let customAttributes = reader.take("custom_attributes").map { values($0, field: "custom_attributes") } ?? [:]
        let locale = reader.read("locale", ctx.localeTag)?.value
        let timeZone = reader.read("time_zone", ctx.nonEmptyString)?.value
        let contentBlocks = reader.take("content_blocks").map(decodeContentBlocks) ?? [:]
        let connected = reader.take("connected_content").map(decodeConnectedContent) ?? [:]
        let catalogs = reader.take("catalogs").map(decodeCatalogs) ?? [:]
        reader.finish()
        LiquidOutsideTexts.check(node, in: ctx, as: .profile, skip: LiquidOutsideTexts.profileSkips)
        guard reader.isValid, !ctx.blockingErrorSince(mark) else { return nil }
        if let userID { attributes["user_id"] = .string(userID) }
        if let timeZone, attributes["time_zone"] == nil { attributes["time_zone"] = .string(timeZone) }
        let liquid = LiquidProfile(
            attributes: attributes, customAttributes: customAttributes, contentBlocks: contentBlocks, connectedContent: connected, catalogs: catalogs)
        return UserProfile(userID: userID, locale: locale, timeZone: timeZone, liquid: liquid)
    }

    /// A mapping of names to values.
    private func values(_ node: YAMLNode, field: String) -> [String: LiquidValue] {
        var reader = MappingReader(node, field: field, in: context)
        var out: [String: LiquidValue] = [:]
        for entry in reader.takeAll() { out[entry.key.text] = value(entry.value) }
        return out
    }

    /// Any YAML value as Liquid reads it: null is nil, a plain scalar is typed by its form.
    func value(_ node: YAMLNode) -> LiquidValue {
        switch node {
        case .invalid: return .nil
        case .scalar(let s) where s.isNull: return .nil
        case .scalar(let s):
            switch context.plainReading(s)?.value {
            case .number(let number): return number.integer.map { .integer(Int($0)) } ?? .float(number.double)
            case .boolean(let flag): return .boolean(flag)
            case .string, nil: return .string(s.text)
            }
        case .sequence(let sequence): return .array(sequence.items.map(value))
        case .mapping(let mapping): return .object(LiquidObject(mapping.entries.map { ($0.key.text, value($0.value)) }))
        }
    }

    private func decodeContentBlocks(_ node: YAMLNode) -> [String: String] {
        var reader = MappingReader(node, field: "content_blocks", in: context)
        var out: [String: String] = [:]
        for entry in reader.takeAll() {
            if let text = context.string(entry.value, entry.key.text) { out[entry.key.text] = text.value }
        }
        return out
    }

    /// URL → `{ status: 200, body: … }`; `status` defaults to 200.
    private func decodeConnectedContent(_ node: YAMLNode) -> [String: LiquidConnectedResponse] {
        let ctx = context
        var reader = MappingReader(node, field: "connected_content", in: ctx)
        var out: [String: LiquidConnectedResponse] = [:]
        for entry in reader.takeAll() {
            var response = MappingReader(entry.value, field: entry.key.text, in: ctx)
            let status = response.read("status") { ctx.integer($0, $1, in: 100...599) }?.value ?? 200
            let body = response.require("body").map(value)
            response.finish()
            if let body { out[entry.key.text] = LiquidConnectedResponse(status: status, body: body) }
        }
        return out
    }

    /// Name → `{ items: […], selections: { name: […] } }`.
    private func decodeCatalogs(_ node: YAMLNode) -> [String: LiquidCatalog] {
        let ctx = context
        var reader = MappingReader(node, field: "catalogs", in: ctx)
        var out: [String: LiquidCatalog] = [:]
        for entry in reader.takeAll() {
            var catalog = MappingReader(entry.value, field: entry.key.text, in: ctx)
            let items = catalog.read("items", ctx.list)?.value.map(value)
            let selections = catalog.take("selections").map { node in
                var lists = MappingReader(node, field: "selections", in: ctx)
                var out: [String: [LiquidValue]] = [:]
                for selection in lists.takeAll() {
                    if let items = ctx.list(selection.value, selection.key.text) { out[selection.key.text] = items.value.map(value) }
                }
                return out
            }
            catalog.finish()
            out[entry.key.text] = LiquidCatalog(items: items ?? [], selections: selections ?? [:])
        }
        return out
    }
}

extension CampaignCompiler {
    /// Decodes a profile file (`render --user`, SPEC §18): its first document. The returned
    /// diagnostics include the front end's; the profile is nil after an error.
    public static func loadProfile(_ file: YAMLFile) -> (UserProfile?, [Diagnostic]) {
        let context = DecodingContext(source: file.source)
        let frontEnd = file.diagnostics.filter { $0.code != .W009 }
        guard let document = file.documents.first else {
            return (frontEnd.isEmpty ? UserProfile.empty : nil, frontEnd)
        }
        let profile = ProfileDecoder(context: context).decode(.mapping(document.root), field: "user")
        let index = DocumentIndex(file: file, ids: [])
        return (profile, (frontEnd + context.diagnostics).map(index.annotate))
    }
}
