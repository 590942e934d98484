/// Hover part 2 (SPEC §13.6): on a key, its documentation from the JSON Schema of the
/// document's kind (a message key has the same text whatever the message's type); none for a
/// key the schema does not know.
enum KeyHover {
    struct Found: Hashable, Sendable {
        let text: String
        /// The key's byte range.
        let range: Range<Int>
    }

    static func hover(text: [UInt8], at offset: Int, file: CompletionProvider.FileKind) -> Found? {
        guard file != .translations, let key = keyWord(in: text, at: offset), let context = YAMLOutline(text).context(at: key.range.lowerBound) else {
            return nil
        }
        let path: [PathStep]
        switch context.slot {
        case .key: path = context.path
        case .item(mappingAllowed: true): path = context.path + [.item]
        case .item, .value: return nil
        }
        let schema: DocumentSchema =
            switch file {
            case .project: .project
            case .campaigns, .translations: DocumentSchema.ofDocument(rootKeys: context.entries(at: []).keys)
            }
        guard let documentation = schema.navigator.documentation(ofKey: key.name, at: path) else { return nil }
        return Found(text: documentation, range: key.range)
    }

    /// The plain key around `offset`: word characters followed (after blanks) by `:` and a
    /// blank, a flow indicator or the line's end.
    private static func keyWord(in text: [UInt8], at offset: Int) -> (name: String, range: Range<Int>)? {
        guard offset <= text.count else { return nil }
        var start = offset
        while start > 0, WordCharacters.contains(text[start - 1]) { start -= 1 }
        var end = offset
        while end < text.count, WordCharacters.contains(text[end]) { end += 1 }
        guard start < end else { return nil }
        var colon = end
        while colon < text.count, text[colon] == UInt8(ascii: " ") { colon += 1 }
        guard colon < text.count, text[colon] == UInt8(ascii: ":") else { return nil }
        let after = colon + 1
        guard after == text.count || " \t\r\n,}]".utf8.contains(text[after]) else { return nil }
        return (String(decoding: text[start..<end], as: UTF8.self), start..<end)
    }
}
