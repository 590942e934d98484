/// Where a cursor stands in the current text of a document, read from the text alone, even
/// when it does not parse (SPEC §13.7): the chain of keys and list entries from the document's
/// root, whether a key, a value or a list entry is being typed, and the mappings around it.
struct CursorContext: Hashable, Sendable {
    enum Slot: Hashable, Sendable {
        /// A key of the mapping at `path`.
        case key
        /// The value of `key` in the mapping at `path`.
        case value(String)
        /// An entry of the list at `path` (at `- `, or after `[` or `,`); `mappingAllowed` when a
        /// key may be typed there too (a block `- ` entry, not a flow sequence).
        case item(mappingAllowed: Bool)
    }

    var slot: Slot
    /// To the mapping (`key`, `value`) or the list (`item`).
    var path: [PathStep]
    /// The scalar entries (key → text, empty for a value that is no scalar) of each mapping on
    /// the way, by its path: the root's, …, the one at the cursor.
    var mappings: [[PathStep]: [String: String]]
    /// The keys of the mapping at the cursor, but the one being typed.
    var presentKeys: Set<String>
    /// The word before the cursor: `wordStart..<cursor`.
    var wordStart: Int
    var cursor: Int
    /// The whole word at the cursor (its characters after the cursor too).
    var word: String
    /// The text after the cursor starts with `:`.
    var followedByColon: Bool

    /// The scalar entries of the mapping at `path`, if it is on the way.
    func entries(at path: [PathStep]) -> [String: String] {
        mappings[path] ?? [:]
    }

    /// The entries of the mapping at the cursor (`key`, `value`) or of the list entry (`item`).
    var ownEntries: [String: String] {
        switch slot {
        case .key, .value: entries(at: path)
        case .item: entries(at: path + [.item])
        }
    }
}
