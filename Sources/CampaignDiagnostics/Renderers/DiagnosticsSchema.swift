import CanonicalJSON

/// The JSON Schema (draft 2020-12) of the `--format json` report (SPEC §4.2),
/// `Schemas/diagnostics.schema.json`: exactly the shape `JSONDiagnosticRenderer` writes.
/// Codes and severities are enumerations taken from `DiagnosticCode` and `Severity`.
public enum DiagnosticsSchema {
    /// The schema as a JSON value.
    public static var value: JSONValue {
        [
            "$schema": .string(JSONSchema.dialect),
            "title": "campaignc diagnostics report",
            "description": "The report of `campaignc validate --format json` (and of `compile --format json` on standard error).",
            "type": "object",
            "required": ["schema_version", "diagnostics", "summary"],
            "additionalProperties": false,
            "properties": [
                "schema_version": ["const": .integer(JSONDiagnosticRenderer.schemaVersion)],
                "diagnostics": [
                    "type": "array",
                    "description": "Sorted by file, line, column and code.",
                    "items": ["$ref": "#/$defs/diagnostic"],
                ],
                "summary": ["$ref": "#/$defs/summary"],
                "fixed": [
                    "type": "array",
                    "description": "With `--baseline`: the fingerprints of baseline entries that no longer occur, sorted.",
                    "items": ["$ref": "#/$defs/fingerprint"],
                ],
                "scenarios": [
                    "type": "array",
                    "description":
                        "(v2, `campaignc test`) One result per scenario, in id order; (v4) with `--platform all`, one per scenario and platform, named `SCENARIO [PLATFORM]`.",
                    "items": scenario,
                ],
                "traces": [
                    "type": "array",
                    "description": "(v2, `campaignc test --trace`) One timeline per scenario run; each follows Schemas/trace.schema.json.",
                    "items": ["type": "object"],
                ],
            ],
            "$defs": [
                "diagnostic": diagnostic,
                "note": note,
                "fix_it": fixIt,
                "summary": summary,
                "position": ["type": "integer", "minimum": 1, "description": "1-based; columns count Unicode scalars."],
                "fingerprint": [
                    "type": "string", "pattern": "^[0-9a-f]{32}$",
                    "description": "Survives edits elsewhere in the file: code, campaign id (or file), node path and occurrence; never lines.",
                ],
            ],
        ]
    }

    /// The bytes of `Schemas/diagnostics.schema.json`: the pretty form and a final newline.
    public static var fileBytes: [UInt8] {
        JSONWriter(style: .pretty).encodeDocument(value)
    }

    private static let position: JSONValue = ["$ref": "#/$defs/position"]
    private static let text: JSONValue = ["type": "string"]

    private static var diagnostic: JSONValue {
        closed(
            required: ["code", "severity", "message", "file", "line", "column", "end_line", "end_column", "fingerprint", "notes"],
            [
                "code": ["type": "string", "enum": .array(DiagnosticCode.allCases.map { .string($0.rawValue) })],
                "severity": ["type": "string", "enum": .array(Severity.allCases.map { .string($0.rawValue) })],
                "message": text,
                "file": ["type": "string", "description": "The path as given on the command line; `<stdin>` for standard input."],
                "line": position,
                "column": position,
                "end_line": position,
                "end_column": position,
                "fingerprint": ["$ref": "#/$defs/fingerprint"],
                "notes": ["type": "array", "items": ["$ref": "#/$defs/note"]],
                "help": text,
                "variant": ["type": "string", "description": "The variant whose message holds the place (SPEC §17)."],
                "fix_its": ["type": "array", "minItems": 1, "items": ["$ref": "#/$defs/fix_it"]],
            ]
        )
    }

    private static var note: JSONValue {
        var object =
            closed(
                required: ["message"],
                [
                    "message": text,
                    "file": text,
                    "line": position,
                    "column": position,
                ]
            ).objectValue ?? [:]
        object["dependentRequired"] = [
            "file": ["line", "column"],
            "line": ["file", "column"],
            "column": ["file", "line"],
        ]
        return .object(object)
    }

    private static var fixIt: JSONValue {
        closed(
            required: ["message", "line", "column", "end_line", "end_column", "replacement", "safe"],
            [
                "message": ["type": "string", "description": "The title: replace `OLD` with `NEW`, append `s`, or remove the unused suppression."],
                "line": position,
                "column": position,
                "end_line": position,
                "end_column": position,
                "replacement": ["type": "string", "description": "The text that replaces the range (empty: a deletion); never a line break."],
                "safe": ["type": "boolean", "description": "(v3) True when `validate --fix` applies it; false: an editor offers it (SPEC §13.1)."],
            ]
        )
    }

    private static var summary: JSONValue {
        let count: JSONValue = ["type": "integer", "minimum": 0]
        return closed(
            required: ["files", "campaigns", "errors", "warnings", "suppressed", "baselined"],
            [
                "files": count, "campaigns": count, "errors": count, "warnings": count,
                "suppressed": ["type": "integer", "minimum": 0, "description": "Diagnostics hidden by inline suppressions."],
                "baselined": ["type": "integer", "minimum": 0, "description": "Diagnostics matched by the `--baseline` file."],
                // (v2) `campaignc test` only.
                "scenarios": count, "passed": count, "failed": count,
                // (v3) `validate --fix` only.
                "applied_fixes": ["type": "integer", "minimum": 0, "description": "The fix-its `validate --fix` applied."],
            ]
        )
    }

    /// (v2) One scenario's result in `campaignc test --format json`.
    private static var scenario: JSONValue {
        closed(
            required: ["id", "file", "line", "result"],
            [
                "id": text,
                "file": text,
                "line": position,
                "result": ["enum": ["pass", "fail", "not_run"]],
                "platform": ["enum": ["ios", "android", "web"], "description": "(v4, with `--platform`) The platform the scenario ran as."],
            ])
    }

    /// An object with only `properties`, all of `required` present.
    private static func closed(required: [String], _ properties: [String: JSONValue]) -> JSONValue {
        JSONSchema.object(required: required, properties)
    }
}
