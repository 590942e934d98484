import CampaignDiagnostics

/// A mapping or sequence whose end event has not come yet. Its children so far are on the
/// tree builder's `ChildStack` from `firstChild` on, and move from there into the finished
/// node. What only some collections need (an anchor, a tag, a merge key, a key index) lives
/// in `extra`.
struct OpenCollection {
    /// The state of a mapping between a key and its value.
    enum PendingKey {
        /// The next node is a key.
        case none
        /// The next node is the value of this key.
        case key(YAMLScalar)
        /// The next node is the value of a merge key `<<`.
        case merge
        /// The next node is the value of a key that was dropped (duplicate, non-scalar, invalid).
        case dropped
    }

    /// The merge key `<<` of a mapping: where it was and what it brings in.
    struct Merge {
        var keyRange: SourceRange
        /// How many explicit entries came before `<<`: merged entries go there.
        var index: Int
        /// Mappings to merge, earlier ones winning.
        var sources: [YAMLMapping] = []
    }

    /// The rarely needed part of an open collection.
    final class Extra {
        var anchor: String?
        /// Where the anchor (and the node's properties) start.
        var propertiesStart: SourcePosition
        var isTagged: Bool
        var merge: Merge?
        /// Key text to entry index, built once a mapping has many keys.
        var keyIndex: [String: Int]?

        init(anchor: String? = nil, propertiesStart: SourcePosition, isTagged: Bool = false) {
            self.anchor = anchor
            self.propertiesStart = propertiesStart
            self.isTagged = isTagged
        }
    }

    let isMapping: Bool
    let isFlow: Bool
    /// The first key, first `-`, or the opening bracket.
    let start: SourcePosition
    var size = 1
    var height = 0
    /// The end of the last child, which ends a block collection.
    var lastEnd: SourcePosition
    var key = PendingKey.none
    /// Where its children start on the stack of entries (a mapping) or items (a sequence).
    let firstChild: Int
    var extra: Extra?

    init(isMapping: Bool, isFlow: Bool, start: SourcePosition, firstChild: Int, extra: Extra?) {
        self.isMapping = isMapping
        self.isFlow = isFlow
        self.start = start
        self.lastEnd = start
        self.firstChild = firstChild
        self.extra = extra
    }

    /// Stands in for "no open collection" so the top one can be a plain stored property.
    static var placeholder: OpenCollection {
        OpenCollection(isMapping: false, isFlow: false, start: .start, firstChild: 0, extra: nil)
    }

    var anchor: String? { extra?.anchor }

    /// Counts a scalar child in this collection's size and extent.
    @inline(__always)
    mutating func absorbLeaf(end: SourcePosition) {
        if size < Int.max { size += 1 }
        lastEnd = end
    }

    /// Counts a child in this collection's size, height and extent.
    @inline(__always)
    mutating func absorb(_ child: BuiltNode) {
        let (sum, overflow) = size.addingReportingOverflow(child.size)
        size = overflow ? Int.max : sum
        if child.height > height { height = child.height }
        lastEnd = child.site.end
    }
}
