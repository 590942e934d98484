import CampaignPayload
import CampaignWorkspace
import CanonicalJSON

/// A compiled payload file as a side (SPEC §6): the `--output` document, schema version 2 or 3 (variants),
/// read with the strict JSON reader; each trigger object needs a string `id`, once.
enum PayloadSide {
    /// The largest payload read (as `test --payload`).
    static let maxBytes = 256 * 1024 * 1024

    static func read(_ path: String, in files: any SourceFileSystem) throws(RunError) -> DiffSide.Contents {
        let bytes: [UInt8]
        switch files.read(path, limit: maxBytes + 1) {
        case .success(let read) where read.count <= maxBytes: bytes = read
        case .success: throw .usage("cannot read payload '\(path)': larger than \(maxBytes) bytes")
        case .failure(let failure): throw .usage("cannot read payload '\(path)': \(failure.reason)")
        }
        func invalid(_ reason: String) -> RunError { .usage("invalid payload '\(path)': \(reason)") }
        let parsed: JSONValue
        do {
            parsed = try JSONReader().parse(bytes)
        } catch {
            throw invalid("not valid JSON: \(error)")
        }
        guard let document = parsed.objectValue else { throw invalid("the payload is not a JSON object") }
        guard case .integer(let version)? = document["schema_version"] else { throw invalid("the payload has no integer `schema_version`") }
        let readable = [Payload.schemaVersion, Payload.variantsSchemaVersion]
        guard readable.contains(version) else {
            throw invalid(
                "the payload has schema_version \(version); campaignc diff reads schema_version \(readable.map(String.init).joined(separator: " or "))")
        }
        guard let triggers = document["triggers"]?.arrayValue else { throw invalid("the payload has no `triggers` list") }
        var campaigns: DiffSide.Campaigns = [:]
        for (index, trigger) in triggers.enumerated() {
            guard case .string(let id)? = trigger["id"] else { throw invalid("trigger \(index + 1) has no string `id`") }
            guard campaigns.updateValue(trigger, forKey: id) == nil else { throw invalid("two triggers have the id `\(id)`") }
        }
        var project: [String: JSONValue] = [:]
        for key in DiffSide.projectKeys { project[key] = document[key] }
        var hashes: [String: String] = [:]
        for asset in document["local_assets"]?.arrayValue ?? [] {
            if case .string(let url)? = asset["url"], case .string(let sha256)? = asset["sha256"] { hashes[url] = sha256 }
        }
        return DiffSide.Contents(campaigns: campaigns, project: project, imageHashes: hashes)
    }
}
