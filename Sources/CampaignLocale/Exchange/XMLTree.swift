/// An element of a parsed XML document: what the XLIFF reader needs, with byte offsets for
/// messages.
struct XMLElement: Sendable {
    /// The local name (a prefix such as `xliff:` is dropped).
    let name: String
    let attributes: [(name: String, value: String)]
    var children: [XMLNode]
    /// The offset of its `<`.
    let offset: Int

    func attribute(_ name: String) -> String? { attributes.first { $0.name == name }?.value }

    var elements: [XMLElement] {
        children.compactMap { node in
            if case .element(let element) = node { return element }
            return nil
        }
    }
}

enum XMLNode: Sendable {
    case element(XMLElement)
    /// Character data (entities decoded, CDATA included, line ends normalised) and its offset.
    case text(String, offset: Int)
}
