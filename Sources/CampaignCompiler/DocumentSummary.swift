import CampaignDiagnostics
import CampaignYAML

/// What is kept of one document of a file once its node tree is gone: where it is, what it
/// is, its id, and the name and message type as written (for a card or a symbol of a document
/// whose campaign did not decode). The compiler makes one per document it reads.
public struct DocumentSummary: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        case campaign
        /// A scenario document (SPEC §9.1), or one with both `scenario` and `campaign`.
        case scenario
    }

    /// 0-based index of the document in its file.
    public let index: Int
    /// The document's root mapping.
    let range: SourceRange
    public let kind: Kind
    /// The `campaign:` (or `scenario:`) id, when it decoded.
    public let id: String?
    /// The `name` text as written, when it is a scalar that is not null.
    public let name: String?
    /// The `message.type` text as written, when it is a scalar that is not null.
    public let type: String?

    init(index: Int, range: SourceRange, kind: Kind, id: String?, name: String?, type: String?) {
        self.index = index
        self.range = range
        self.kind = kind
        self.id = id
        self.name = name
        self.type = type
    }

    /// The summary of `document`, with the id its decoding found.
    init(_ document: YAMLDocument, kind: Kind, id: String?) {
        let root = document.root
        var type: String?
        if case .mapping(let message)? = root.entry("message")?.value {
            type = Self.text(message.entry("type")?.value)
        }
        self.init(index: document.index, range: root.range, kind: kind, id: id, name: Self.text(root.entry("name")?.value), type: type)
    }

    private static func text(_ node: YAMLNode?) -> String? {
        guard case .scalar(let scalar)? = node, !scalar.isNull else { return nil }
        return scalar.text
    }
}
