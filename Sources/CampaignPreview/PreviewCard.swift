public import CampaignDiagnostics
public import CampaignModel

/// One card of the gallery as the driver hands it over: a campaign document, its model when
/// the compiler kept one, and every diagnostic that points into the document.
public struct PreviewCard: Sendable {
    /// The campaign id (or, for a document without a readable id, a stand-in such as
    /// `file.yaml#2`); cards are sorted by it.
    public var id: String
    /// The file the document is in, as shown to the user.
    public var path: String
    /// 0-based index of the document in its file.
    public var documentIndex: Int
    /// The decoded campaign, when the compiler kept one.
    public var campaign: Campaign?
    /// The document's diagnostics (errors and warnings), in report order.
    public var diagnostics: [Diagnostic]
    /// Without a campaign: the `name` as written, if any, shown on the card.
    public var writtenName: String?
    /// Without a campaign: the message `type` as written, if any, shown on the card.
    public var writtenType: String?
    /// What the card stands for; only campaign cards count as campaigns in the page's head.
    public var kind: Kind = .campaign

    /// A card's subject.
    public enum Kind: Hashable, Sendable {
        /// A campaign document, or an input file that holds no readable one.
        case campaign
        /// The diagnostics of a file outside any campaign document: the project file's own, or
        /// those before the first document of a file that holds others. Such a card is named
        /// after its file.
        case file
    }

    public init(id: String, path: String, documentIndex: Int, campaign: Campaign?, diagnostics: [Diagnostic]) {
        self.id = id
        self.path = path
        self.documentIndex = documentIndex
        self.campaign = campaign
        self.diagnostics = diagnostics
    }

    /// True when the card shows diagnostics in place of frames.
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    /// The campaign drawn in frames: only when there is one and no error.
    var drawable: Campaign? { hasErrors ? nil : campaign }
}

/// The gallery as bytes: every file to write, relative to the output folder, and the local
/// images to copy into it.
public struct PreviewGallery: Sendable {
    /// `index.html` and `html/<id>.html`, in path order.
    public var files: [PreviewFile]
    /// Local images to copy from the project into `assets/`, in destination order, each once.
    public var assetCopies: [PreviewAssetCopy]
}

/// A file of the gallery.
public struct PreviewFile: Hashable, Sendable {
    /// Relative to the output folder, `/`-separated (`index.html`, `html/promo.html`).
    public var path: String
    public var bytes: [UInt8]
}

/// A local image the gallery shows: copied from `source` to `destination`.
public struct PreviewAssetCopy: Hashable, Sendable {
    /// The image's path relative to the project root (as the payload lists it).
    public var source: String
    /// `assets/<sha256>.<extension>`, relative to the output folder.
    public var destination: String
}
