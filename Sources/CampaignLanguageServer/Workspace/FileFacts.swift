import CampaignCompiler
import CampaignDiagnostics
import CampaignModel
import CampaignPreview
import CampaignYAML

/// What the server keeps of one input once it is checked (its `FileKeeper` product; SPEC
/// §13.10: closed inputs are kept as summaries, not texts): the LSP lines of its text, for
/// positions; its campaigns (with their translation units), and the places its scenarios name a
/// campaign and its extras a view type, for hover and definition; the event names, product ids
/// and push campaign ids its triggers and scenario steps use, for completion; and for a
/// translation file, where its campaigns and units are written.
public struct FileFacts: Hashable, Sendable {
    public var lines: LineTable
    public var campaigns: [CampaignCard] = []
    /// The campaign ids its scenarios name (SPEC §13.6 part 3's places), in source order.
    public var campaignReferences: [NamedRange] = []
    /// The `view_type` values of its campaigns' extras.
    public var viewTypeReferences: [NamedRange] = []
    public var eventNames: [String] = []
    public var productIDs: [String] = []
    public var pushCampaignIDs: [String] = []
    /// The file's outline (`textDocument/documentSymbol`), made from the check's own tree and campaigns.
    var symbols: [DocumentSymbols.Symbol] = []
    /// The text the check read: what hover, symbols and code actions answer on when the file
    /// is not open (its diagnostics are published all the same).
    var text: [UInt8] = []
    /// A translation file's outline (SPEC §16.3); nil for any other file.
    var translation: TranslationOutline?

    public var campaignIDs: [String] { campaigns.map(\.id) }

    public init(lines: LineTable) {
        self.lines = lines
    }

    /// The facts of a file as the per-file stage saw it: its bytes, its node tree and what the
    /// compiler made of it.
    public init(source: SourceFile, yaml: YAMLFile, compiled: CompiledFile) {
        self.init(lines: LineTable(source.bytes))
        text = source.bytes
        if compiled.isTranslationFile {
            let outline = TranslationOutline(yaml)
            translation = outline
            symbols = DocumentSymbols.symbols(of: outline)
            return
        }
        symbols = DocumentSymbols.symbols(of: yaml, campaigns: compiled.campaigns)
        var decoded: [Int: Campaign] = [:]
        for campaign in compiled.campaigns { decoded[campaign.documentIndex] = campaign }
        var idRanges: [Int: SourceRange] = [:]
        for occurrence in compiled.campaignIDs { idRanges[occurrence.documentIndex] = occurrence.id.range }
        for document in yaml.documents {
            let root = document.root
            if DocumentKind.of(root) == .scenario {
                if case .sequence(let steps)? = root.entry("steps")?.value {
                    for case .mapping(let step) in steps.items { collectEvent(step, purchaseKey: "purchase") }
                }
                campaignReferences += ScenarioReferences.campaigns(in: root)
                continue
            }
            if case .mapping(let message)? = root.entry("message")?.value, case .mapping(let extras)? = message.entry("extras")?.value,
                case .scalar(let viewType)? = extras.entry("view_type")?.value, !viewType.isNull
            {
                viewTypeReferences.append(NamedRange(viewType))
            }
            switch root.entry("trigger")?.value {
            case .mapping(let trigger)?:
                collectEvent(trigger, purchaseKey: "specific_purchase")
            case .sequence(let list)?:
                for case .mapping(let trigger) in list.items { collectEvent(trigger, purchaseKey: "specific_purchase") }
            default:
                break
            }
            guard let key = root.entry("campaign"), let range = idRanges[document.index], case .scalar(let id) = key.value else { continue }
            campaigns.append(CampaignCard(root: root, id: id.text, idRange: range, line: key.key.range.start.line, campaign: decoded[document.index]))
        }
    }

    private mutating func collectEvent(_ mapping: YAMLMapping, purchaseKey: String) {
        if let name = Self.scalarText(mapping.entry("custom_event")?.value) { eventNames.append(name) }
        if let product = Self.scalarText(mapping.entry(purchaseKey)?.value) { productIDs.append(product) }
        if let push = Self.scalarText(mapping.entry("push_click")?.value) { pushCampaignIDs.append(push) }
    }

    static func scalarText(_ node: YAMLNode?) -> String? {
        guard case .scalar(let scalar)? = node, !scalar.isNull else { return nil }
        return scalar.text
    }
}

/// One campaign of a file, for hover (SPEC §13.6 part 3), definition and completion: its id
/// and where it is, and what a preview card says of it — the name, the message type, the
/// priority and the trigger in words (the last two only when the campaign compiled).
public struct CampaignCard: Hashable, Sendable {
    public var id: String
    /// The id's value, in bytes of its file.
    public var idRange: Range<Int>
    /// The line of `campaign:`, as campaignc counts lines.
    public var line: Int
    public var name: String?
    /// The message type, when it is one of the four words.
    public var type: String?
    public var priority: Int?
    public var trigger: String?
    /// The A/B split in words (`short-copy 45% · long-copy 45% · control 10%`), for a campaign
    /// with variants that compiled.
    public var variants: String?
    /// Its translation units (SPEC §16.2), in field order, when the campaign compiled.
    public var units: [SourceUnit] = []
    /// False for a campaign that says `localise: false` (it has nothing to translate).
    public var localises = true

    public init(
        id: String, idRange: Range<Int>, line: Int, name: String? = nil, type: String? = nil, priority: Int? = nil, trigger: String? = nil,
        units: [SourceUnit] = []
    ) {
        self.id = id
        self.idRange = idRange
        self.line = line
        self.name = name
        self.type = type
        self.priority = priority
        self.trigger = trigger
        self.units = units
    }

    init(root: YAMLMapping, id: String, idRange: SourceRange, line: Int, campaign: Campaign?) {
        self.init(id: id, idRange: idRange.start.offset..<idRange.end.offset, line: line)
        name = campaign?.name?.value ?? FileFacts.scalarText(root.entry("name")?.value)
        if let campaign {
            type = campaign.message.type.rawValue
            priority = campaign.priority.value
            trigger = TriggerSummary.words(campaign.triggers)
            variants = campaign.variantSplit.map(Self.words)
            units = campaign.translationUnits.map(SourceUnit.init)
            localises = campaign.localise?.value != false
        } else if case .mapping(let message)? = root.entry("message")?.value, let written = FileFacts.scalarText(message.entry("type")?.value),
            MessageType(rawValue: written) != nil
        {
            type = written
        }
    }
}

extension CampaignCard {
    /// Each variant's name and percent in written order, then the control group's.
    static func words(_ split: VariantSplit) -> String {
        var parts = split.variants.map { "\($0.name.value) \($0.percent.value)%" }
        if split.control > 0 { parts.append("control \(split.control)%") }
        return parts.joined(separator: " · ")
    }
}

/// One translation unit of a campaign (SPEC §16.2) as the source wrote it: its id, its text,
/// and where the text is in the campaign's file.
public struct SourceUnit: Hashable, Sendable {
    public var id: String
    public var text: String
    /// The field's value, in bytes of the campaign's file.
    public var range: Range<Int>
    /// The line of the value, as campaignc counts lines.
    public var line: Int

    public init(id: String, text: String, range: Range<Int>, line: Int) {
        self.id = id
        self.text = text
        self.range = range
        self.line = line
    }

    init(_ unit: TranslationUnit) {
        let range = unit.text.range
        self.init(id: unit.id, text: unit.text.value, range: range.start.offset..<max(range.start.offset, range.end.offset), line: range.start.line)
    }
}

/// A name written in a file and its place (bytes).
public struct NamedRange: Hashable, Sendable {
    public var name: String
    public var range: Range<Int>

    public init(name: String, range: Range<Int>) {
        self.name = name
        self.range = range
    }

    init(_ scalar: YAMLScalar) {
        self.init(name: scalar.text, range: scalar.range.start.offset..<scalar.range.end.offset)
    }

    /// Whether a cursor at `offset` is on the name (its end included: the cursor just after it).
    func holds(_ offset: Int) -> Bool {
        range.lowerBound <= offset && offset <= range.upperBound
    }
}

/// What a document of a campaign file is (SPEC §1): a scenario when its mapping has the key
/// `scenario` and not `campaign`, else a campaign — the compiler's own rule, so that the editor
/// and the compiler agree on a document whose keys come from a `<<` merge.
enum DocumentKind: Hashable, Sendable {
    case campaign
    case scenario

    static func of(_ root: YAMLMapping) -> DocumentKind {
        ScenarioDecoder.isScenario(root) ? .scenario : .campaign
    }
}
