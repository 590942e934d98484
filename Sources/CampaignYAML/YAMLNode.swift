public import CampaignDiagnostics

/// How a scalar was written. Typing never depends on YAML's implicit resolution
/// (SPEC §2.1); the decoder looks at the text and the style.
public enum ScalarStyle: Hashable, Sendable {
    case plain
    case singleQuoted
    case doubleQuoted
    case literal
    case folded

    /// Quoted scalars are always strings.
    public var isQuoted: Bool { self == .singleQuoted || self == .doubleQuoted }
}

/// A scalar with its exact text (after YAML's own unescaping and folding) and style.
public struct YAMLScalar: Hashable, Sendable {
    public let text: String
    private let packedRange: PackedRange
    public let style: ScalarStyle

    public init(text: String, style: ScalarStyle, range: SourceRange) {
        self.text = text
        self.style = style
        self.packedRange = PackedRange(range)
    }

    public var range: SourceRange { packedRange.range }

    /// `~`, `null`, `Null`, `NULL` or nothing at all, written plain.
    public var isNull: Bool {
        style == .plain && (text.isEmpty || text == "~" || text == "null" || text == "Null" || text == "NULL")
    }
}

/// One `key: value` pair. Keys are always scalars; a non-scalar key is E008 and its
/// entry is dropped.
public struct YAMLEntry: Hashable, Sendable {
    public let key: YAMLScalar
    public let value: YAMLNode

    public init(key: YAMLScalar, value: YAMLNode) {
        self.key = key
        self.value = value
    }
}

/// A mapping in source order, after merge keys (`<<`) were applied and duplicate keys
/// (E002) were dropped; keys are unique by text.
public struct YAMLMapping: Hashable, Sendable {
    public let entries: [YAMLEntry]
    private let packedRange: PackedRange

    public init(entries: [YAMLEntry], range: SourceRange) {
        self.entries = entries
        self.packedRange = PackedRange(range)
    }

    public var range: SourceRange { packedRange.range }

    /// The entry whose key text is `key`, if any.
    public func entry(_ key: String) -> YAMLEntry? {
        entries.first { $0.key.text == key }
    }
}

/// A sequence (block or flow) in source order.
public struct YAMLSequence: Hashable, Sendable {
    public let items: [YAMLNode]
    private let packedRange: PackedRange

    public init(items: [YAMLNode], range: SourceRange) {
        self.items = items
        self.packedRange = PackedRange(range)
    }

    public var range: SourceRange { packedRange.range }
}

/// A node of the tree. `invalid` stands where the front end already reported a problem
/// (a custom tag, an alias over budget, nesting over the limit): later stages skip it
/// silently, so one mistake gives one diagnostic.
///
/// The common cases are stored inline (a node is about 48 bytes and needs no allocation of
/// its own: mappings and sequences hold their children in arrays); only the rare `invalid`
/// case, whose range is full size, is boxed.
public enum YAMLNode: Hashable, Sendable {
    case scalar(YAMLScalar)
    case mapping(YAMLMapping)
    case sequence(YAMLSequence)
    indirect case invalid(SourceRange)

    public var range: SourceRange {
        switch self {
        case .scalar(let s): s.range
        case .mapping(let m): m.range
        case .sequence(let s): s.range
        case .invalid(let r): r
        }
    }
}

/// One document of a stream whose root is a mapping: one campaign.
public struct YAMLDocument: Hashable, Sendable {
    public let root: YAMLMapping
    /// 0-based index of the document in its file.
    public let index: Int

    public init(root: YAMLMapping, index: Int) {
        self.root = root
        self.index = index
    }
}

/// Everything the front end learned about one file.
public struct YAMLFile: Sendable {
    public let source: SourceFile
    /// The documents that are well-formed mappings, in order.
    public let documents: [YAMLDocument]
    /// Every document in the stream, including those that are not mappings or broke off.
    public let documentCount: Int
    /// The front end's diagnostics, in the order found (the report sorts them).
    public let diagnostics: [Diagnostic]
    /// The byte ranges of the documents that broke off or are not mappings, in order: their
    /// nodes are not in the tree, so where their scalars lie is unknown (a `#` there may be
    /// inside a block scalar, and is never read as a comment).
    public let unreadRanges: [Range<Int>]

    public init(source: SourceFile, documents: [YAMLDocument], documentCount: Int, diagnostics: [Diagnostic], unreadRanges: [Range<Int>] = []) {
        self.source = source
        self.documents = documents
        self.documentCount = documentCount
        self.diagnostics = diagnostics
        self.unreadRanges = unreadRanges
    }
}

/// The safety limits of SPEC §7.
public struct YAMLLimits: Hashable, Sendable {
    public var maxFileBytes: Int
    public var maxDepth: Int
    public var maxAliasNodes: Int
    /// Nodes created by alias expansion in the whole file, all documents together: without
    /// it, 10,000 documents of 10,000 alias nodes each would make later stages decode 10^8
    /// nodes from a few megabytes.
    public var maxAliasNodesPerFile: Int
    public var maxDocuments: Int

    public init(
        maxFileBytes: Int = 8 * 1024 * 1024, maxDepth: Int = 64, maxAliasNodes: Int = 10_000,
        maxAliasNodesPerFile: Int = 100_000, maxDocuments: Int = 10_000
    ) {
        self.maxFileBytes = maxFileBytes
        self.maxDepth = maxDepth
        self.maxAliasNodes = maxAliasNodes
        self.maxAliasNodesPerFile = maxAliasNodesPerFile
        self.maxDocuments = maxDocuments
    }

    public static let standard = YAMLLimits()
}
