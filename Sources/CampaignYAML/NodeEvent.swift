import CampaignDiagnostics

/// A libyaml node event that has an anchor or a tag, in Swift values: where it is
/// (its properties included) and the properties themselves.
struct NodeEvent {
    var start: SourcePosition
    var end: SourcePosition
    var anchor: String?
    var tag: String?

    init(start: SourcePosition, end: SourcePosition, anchor: UnsafePointer<UInt8>?, tag: UnsafePointer<UInt8>?) {
        self.start = start
        self.end = end
        self.anchor = anchor.map { String(cString: $0) }
        self.tag = tag.map { String(cString: $0) }
    }
}

/// A node just built, with what its parent needs to know about it.
struct BuiltNode {
    var node: YAMLNode
    /// Where it appears: its own range, or the alias that brought it in.
    var site: SourceRange
    /// Nodes in its subtree, aliases counted at their expanded size (E003).
    var size: Int
    /// Collections on the longest path down from it, itself included (E004 through aliases).
    var height: Int

    static func invalid(_ range: SourceRange) -> BuiltNode {
        BuiltNode(node: .invalid(range), site: range, size: 1, height: 0)
    }
}
