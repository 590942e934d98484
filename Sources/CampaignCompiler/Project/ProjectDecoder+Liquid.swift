import CampaignDiagnostics
import CampaignModel
import CampaignYAML

/// The project file's declarations for Liquid (SPEC §19): `attributes:`, `events:` and
/// `content_blocks:`, and the preview's `personas:`.
extension ProjectDecoder {
    func decodeLiquidDeclarations(_ reader: inout MappingReader, into settings: inout ProjectSettings, root: String) {
        if let attributes = reader.take("attributes") {
            settings.attributes = declaredTypes(attributes, field: "attributes")
        }
        if let events = reader.take("events") {
            var fields = MappingReader(events, field: "events", in: context)
            var declared: [String: [String: DeclaredType]] = [:]
            for entry in fields.takeAll() {
                declared[entry.key.text] = declaredTypes(entry.value, field: entry.key.text)
            }
            fields.finish()
            settings.events = declared
        }
        if let folder = reader.read("content_blocks", context.nonEmptyString) {
            settings.contentBlocksFolder = ProjectSettings.path(folder.value, inProjectAt: root)
        }
        if let personas = reader.take("personas") {
            var fields = MappingReader(personas, field: "personas", in: context)
            for entry in fields.takeAll() {
                if let profile = ProfileDecoder(context: context).decode(entry.value, field: entry.key.text) {
                    settings.personas.append(Persona(name: entry.key.text, profile: profile))
                }
            }
            fields.finish()
        }
    }

    /// `{ name: type, … }`, a name whose type is not one of the words left out (E104).
    private func declaredTypes(_ node: YAMLNode, field: String) -> [String: DeclaredType] {
        var fields = MappingReader(node, field: field, in: context)
        var types: [String: DeclaredType] = [:]
        for entry in fields.takeAll() {
            if let type = context.word(entry.value, entry.key.text, as: DeclaredType.self) { types[entry.key.text] = type.value }
        }
        fields.finish()
        return types
    }
}
