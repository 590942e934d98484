import CanonicalJSON

/// The JSON Schema (draft 2020-12) of baseline files (SPEC §11), `Schemas/baseline.schema.json`:
/// exactly what `Baseline.fileBytes` writes and `Baseline.read` accepts.
public enum BaselineSchema {
    /// The schema as a JSON value.
    public static var value: JSONValue {
        let adjustable = DiagnosticCode.allCases.filter(\.isAdjustable).sorted()
        return [
            "$schema": .string(DiagnosticsSchema.dialect),
            "$defs": [
                "entry": [
                    "type": "object",
                    "description": "How many diagnostics of one fingerprint are accepted.",
                    "required": ["fingerprint", "code", "count"],
                    "additionalProperties": false,
                    "properties": [
                        "fingerprint": ["type": "string", "pattern": "^[0-9a-f]{32}$"],
                        "code": ["type": "string", "enum": .array(adjustable.map { .string($0.rawValue) })],
                        "count": ["type": "integer", "minimum": 1],
                    ],
                ]
            ],
            "title": "campaignc baseline",
            "description": "Written by `--write-baseline`, read by `--baseline`: the accepted diagnostics, by fingerprint.",
            "type": "object",
            "required": ["schema_version", "entries"],
            "additionalProperties": false,
            "properties": [
                "schema_version": ["const": .integer(Baseline.schemaVersion)],
                "entries": [
                    "type": "array",
                    "description": "Sorted by fingerprint; each fingerprint once.",
                    "items": ["$ref": "#/$defs/entry"],
                ],
            ],
        ]
    }

    /// The bytes of `Schemas/baseline.schema.json`: the pretty form and a final newline.
    public static var fileBytes: [UInt8] {
        JSONWriter(style: .pretty).encodeDocument(value)
    }
}
