/// The one edit that turns a text into another: the bytes between their common prefix and
/// common suffix, cut at scalar boundaries so that the range and the new text are whole
/// characters. `source.fixAll` answers with it (SPEC §13.8).
struct MinimalEdit: Hashable, Sendable {
    /// The replaced bytes of the old text.
    let range: Range<Int>
    let newText: String

    init(from old: [UInt8], to new: [UInt8]) {
        var prefix = zip(old, new).prefix { $0 == $1 }.count
        while prefix > 0, prefix < old.count, Self.isContinuation(old[prefix]) { prefix -= 1 }
        var suffix = zip(old[prefix...].reversed(), new[prefix...].reversed()).prefix { $0 == $1 }.count
        while suffix > 0, Self.isContinuation(old[old.count - suffix]) { suffix -= 1 }
        range = prefix..<(old.count - suffix)
        newText = String(decoding: new[prefix..<(new.count - suffix)], as: UTF8.self)
    }

    private static func isContinuation(_ byte: UInt8) -> Bool {
        byte & 0xC0 == 0x80
    }
}
