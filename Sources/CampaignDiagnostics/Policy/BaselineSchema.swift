import CanonicalJSON

/// The JSON Schema (draft 2020-12) of baseline files (SPEC §11), `Schemas/baseline.schema.json`:
/// exactly what `Baseline.fileBytes` writes and `Baseline.read` accepts.
public enum BaselineSchema {
    /// The schema as a JSON value.
    public static var value: JSONValue {
        let adjustable = DiagnosticCode.allCases.filter(\.isAdjustable).sorted().map(\.rawValue)
        let entry = JSONSchema.object(
            "How many diagnostics of one fingerprint are accepted.", required: ["fingerprint", "code", "count"],
            [
                "fingerprint": JSONSchema.string(pattern: "^[0-9a-f]{32}$"),
                "code": JSONSchema.words(adjustable),
                "count": JSONSchema.integer(minimum: 1),
            ]
        )
        return JSONSchema.document(
            title: "campaignc baseline",
            "Written by `--write-baseline`, read by `--baseline`: the accepted diagnostics, by fingerprint.",
            required: ["schema_version", "entries"],
            [
                "schema_version": JSONSchema.constant(.integer(Baseline.schemaVersion)),
                "entries": JSONSchema.array(JSONSchema.ref("entry"), "Sorted by fingerprint; each fingerprint once."),
            ],
            definitions: ["entry": entry]
        )
    }

    /// The bytes of `Schemas/baseline.schema.json`: the pretty form and a final newline.
    public static var fileBytes: [UInt8] {
        JSONWriter(style: .pretty).encodeDocument(value)
    }
}
