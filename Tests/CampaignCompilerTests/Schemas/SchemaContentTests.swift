import CampaignDiagnostics
import CanonicalJSON
import XCTest

@testable import CampaignCompiler

/// What editors get from the schemas: a description on every property (hover docs), an
/// enumeration for every word list (completion), closed objects (unknown keys are flagged).
final class SchemaContentTests: XCTestCase {
    func testEveryPropertyHasADescription() {
        for (name, schema) in [("campaign", CampaignSchema.value), ("config", ConfigSchema.value)] {
            let missing = Self.propertiesWithoutDescription(schema, path: name)
            XCTAssertEqual(missing, [], "\(name) schema")
        }
        let sample: JSONValue = ["properties": ["a": ["type": "string"], "b": ["description": "b"], "c": false]]
        XCTAssertEqual(Self.propertiesWithoutDescription(sample, path: "t"), ["t/properties/a"])
    }

    func testWordListsAreEnumerations() throws {
        let defs = try XCTUnwrap(Self.member(CampaignSchema.value, "$defs"))
        let message = try XCTUnwrap(Self.member(defs, "message", "properties"))
        XCTAssertEqual(Self.member(message, "type", "enum"), ["slideup", "modal", "full", "html"])
        XCTAssertEqual(Self.member(message, "layout", "enum"), ["standard", "image_only"])
        XCTAssertEqual(Self.member(message, "crop", "enum"), ["fill", "fit"])
        XCTAssertEqual(Self.member(message, "slide_from", "enum"), ["top", "bottom"])
        XCTAssertEqual(Self.member(message, "orientation", "enum"), ["any", "portrait", "landscape"])
        XCTAssertEqual(Self.member(defs, "textAlign", "properties", "message", "enum"), ["start", "center", "end"])
        XCTAssertEqual(Self.member(defs, "filter", "properties", "type", "enum"), ["string", "number", "boolean", "time"])
        XCTAssertEqual(Self.member(defs, "trigger", "anyOf")?.arrayFirst.flatMap { Self.member($0, "enum") }, ["session_start", "any_purchase"])
        let severity = try XCTUnwrap(Self.member(ConfigSchema.value, "properties", "severity", "properties"))
        guard case .object(let codes) = severity else { return XCTFail("severity properties") }
        XCTAssertEqual(codes.keys.sorted(), DiagnosticCode.allCases.filter(\.isAdjustable).map(\.rawValue).sorted())
        XCTAssertNil(Self.member(severity, "E101"), "a code that cannot be adjusted is not offered (E108)")
        XCTAssertEqual(Self.member(severity, "W402", "enum"), ["error", "warning", "off"])
        XCTAssertEqual(
            Self.member(severity, "W402", "description"),
            "W402: ambiguous priority: same trigger, same priority, overlapping schedules (warning by default)."
        )
    }

    func testObjectsAreClosed() throws {
        XCTAssertEqual(Self.member(CampaignSchema.value, "additionalProperties"), false)
        XCTAssertEqual(Self.member(CampaignSchema.value, "required"), ["campaign", "trigger"])
        XCTAssertEqual(Self.member(CampaignSchema.value, "oneOf"), [["required": ["message"]], ["required": ["variants"]]])
        XCTAssertEqual(Self.member(CampaignSchema.value, "$defs", "message", "additionalProperties"), false)
        XCTAssertEqual(Self.member(CampaignSchema.value, "$defs", "filter", "additionalProperties"), false)
        XCTAssertEqual(Self.member(ConfigSchema.value, "additionalProperties"), false)
        XCTAssertEqual(Self.member(CampaignSchema.value, "$schema"), "https://json-schema.org/draft/2020-12/schema")
    }

    func testMessageTypeRulesMirrorTheLanguage() throws {
        let rules = try XCTUnwrap(Self.member(CampaignSchema.value, "$defs", "message", "allOf"))
        guard case .array(let items) = rules else { return XCTFail("allOf") }
        XCTAssertEqual(items.count, 4)
        let slideup = items[0]
        XCTAssertEqual(Self.member(slideup, "if", "properties", "type", "const"), "slideup")
        XCTAssertEqual(Self.member(slideup, "then", "required"), ["message"])
        XCTAssertEqual(Self.member(slideup, "then", "properties", "buttons"), false)
        XCTAssertNil(Self.member(slideup, "then", "properties", "slide_from"))
        let full = items[2]
        XCTAssertEqual(Self.member(full, "then", "required"), ["image"])
        XCTAssertEqual(Self.member(full, "then", "properties", "slide_from"), false)
        XCTAssertNil(Self.member(full, "then", "properties", "crop"))
        XCTAssertEqual(Self.member(items[3], "then", "required"), ["html"])
    }

    // MARK: Walking JSON values

    static func member(_ value: JSONValue, _ path: String...) -> JSONValue? {
        var current = value
        for key in path {
            guard case .object(let members) = current, let next = members[key] else { return nil }
            current = next
        }
        return current
    }

    /// The paths of properties without a `description`, outside the `allOf` type rules
    /// (which only restrict properties described elsewhere).
    static func propertiesWithoutDescription(_ value: JSONValue, path: String) -> [String] {
        switch value {
        case .object(let members):
            var missing: [String] = []
            for (key, member) in members.sorted(by: { $0.key < $1.key }) where key != "allOf" {
                if key == "properties", case .object(let properties) = member {
                    for (name, property) in properties.sorted(by: { $0.key < $1.key }) {
                        if case .object(let fields) = property, fields["description"] == nil {
                            missing.append("\(path)/properties/\(name)")
                        }
                    }
                }
                missing += propertiesWithoutDescription(member, path: "\(path)/\(key)")
            }
            return missing
        case .array(let items):
            return items.enumerated().flatMap { propertiesWithoutDescription($1, path: "\(path)/\($0)") }
        default:
            return []
        }
    }
}

extension JSONValue {
    fileprivate var arrayFirst: JSONValue? {
        if case .array(let items) = self { return items.first }
        return nil
    }
}

/// Editors show what the campaign schema carries (issue 13): every property has a
/// `markdownDescription` (yaml-language-server shows backticks literally in `description`)
/// and `examples`, and the language's defaults are stated.
final class SchemaEditorHintTests: XCTestCase {
    private func properties(_ value: JSONValue, path: String, into found: inout [(String, [String: JSONValue])]) {
        switch value {
        case .object(let members):
            if case .object(let properties)? = members["properties"] {
                for (name, property) in properties {
                    if case .object(let fields) = property { found.append((path + "." + name, fields)) }
                }
            }
            for (key, member) in members where !["if", "then", "else", "not"].contains(key) {
                properties(member, path: path + "/" + key, into: &found)
            }
        case .array(let items):
            for item in items { properties(item, path: path, into: &found) }
        default:
            break
        }
    }

    func testEveryPropertyHasMarkdownAndExamples() {
        var found: [(String, [String: JSONValue])] = []
        properties(CampaignSchema.value, path: "", into: &found)
        XCTAssertGreaterThan(found.count, 60)
        for (path, fields) in found {
            XCTAssertNotNil(fields["examples"], "\(path) has no examples")
            if fields["description"] != nil {
                XCTAssertEqual(fields["markdownDescription"], fields["description"], path)
            }
        }
        let root = CampaignSchema.value["properties"]
        XCTAssertEqual(root?["priority"]?["default"], "medium")
        XCTAssertEqual(root?["delay"]?["default"], "0s")
        XCTAssertEqual(CampaignSchema.value["$defs"]?["message"]?["properties"]?["orientation"]?["default"], "any")
    }
}
