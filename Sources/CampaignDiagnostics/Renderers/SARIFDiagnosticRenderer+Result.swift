import CanonicalJSON

extension SARIFDiagnosticRenderer {
    /// The key of `partialFingerprints`: the fingerprint of SPEC §4.4, version 1.
    public static let fingerprintKey = "campaignc/v1"

    /// The result of a diagnostic hidden by an inline suppression: kind `inSource`, with the
    /// comment's reason as the justification.
    static func result(for suppressed: SuppressedDiagnostic, ruleIndex: Int?) -> JSONValue {
        var members = result(for: suppressed.diagnostic, ruleIndex: ruleIndex).objectValue ?? [:]
        var suppression: [String: JSONValue] = ["kind": "inSource"]
        if let justification = suppressed.justification {
            suppression["justification"] = .string(justification)
        }
        members["suppressions"] = [.object(suppression)]
        return .object(members)
    }

    static func result(for diagnostic: Diagnostic, ruleIndex: Int?) -> JSONValue {
        var members: [String: JSONValue] = [
            "ruleId": .string(diagnostic.code.rawValue),
            "level": .string(diagnostic.severity.rawValue),
            "message": ["text": .string(diagnostic.message)],
            "locations": [["physicalLocation": physicalLocation(diagnostic.location)]],
        ]
        if let ruleIndex {
            members["ruleIndex"] = JSONValue(ruleIndex)
        }
        if let fingerprint = diagnostic.fingerprint {
            members["partialFingerprints"] = [fingerprintKey: .string(fingerprint)]
        }
        let related: [JSONValue] = diagnostic.notes.compactMap { note in
            note.location.map { ($0, note.message) }
        }.enumerated().map { index, pair in
            [
                "id": JSONValue(index),
                "message": ["text": .string(pair.1)],
                "physicalLocation": physicalLocation(pair.0),
            ]
        }
        if !related.isEmpty {
            members["relatedLocations"] = .array(related)
        }
        if !diagnostic.fixIts.isEmpty {
            members["fixes"] = .array(diagnostic.fixIts.map { fix(for: $0, file: diagnostic.location.file) })
        }
        return .object(members)
    }

    static func physicalLocation(_ location: SourceLocation) -> JSONValue {
        [
            "artifactLocation": ["uri": .string(uriReference(forPath: location.file))],
            "region": region(location.range),
        ]
    }

    static func region(_ range: SourceRange) -> JSONValue {
        [
            "startLine": JSONValue(range.start.line),
            "startColumn": JSONValue(range.start.column),
            "endLine": JSONValue(range.end.line),
            "endColumn": JSONValue(range.end.column),
        ]
    }

    private static func fix(for fixIt: FixIt, file: String) -> JSONValue {
        [
            "description": ["text": .string(fixIt.message)],
            "artifactChanges": [
                [
                    "artifactLocation": ["uri": .string(uriReference(forPath: file))],
                    "replacements": [
                        [
                            "deletedRegion": region(fixIt.range),
                            "insertedContent": ["text": .string(fixIt.replacement)],
                        ]
                    ],
                ]
            ],
        ]
    }

    /// `path` as a URI reference: unreserved characters, sub-delimiters, `@` and `/` stay as they
    /// are; every other byte of its UTF-8 (space, `%`, `:`, `?`, `#`, `\`, non-ASCII, …) is
    /// percent-encoded with upper-case hex. `:` is encoded too, so that a relative path is never
    /// read as a scheme. `Samples/my file.yaml` → `Samples/my%20file.yaml`.
    public static func uriReference(forPath path: String) -> String {
        let hex = Array("0123456789ABCDEF".utf8)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(path.utf8.count)
        for byte in path.utf8 {
            if isAllowedInPath(byte) {
                bytes.append(byte)
            } else {
                bytes.append(UInt8(ascii: "%"))
                bytes.append(hex[Int(byte >> 4)])
                bytes.append(hex[Int(byte & 0x0F)])
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func isAllowedInPath(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"):
            return true
        default:
            return "-._~!$&'()*+,;=@/".utf8.contains(byte)
        }
    }
}
