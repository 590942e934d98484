/// Fixed-width ASCII entries packed into one string literal, sorted byte-wise, searched by binary
/// search without allocating. An entry's first `keyWidth` bytes are its key; the rest, its value
/// (`"fraf"` + `"r"`: the key `fra`, the value `fr`).
struct PackedTable: Sendable {
    let width: Int
    let text: StaticString

    init(width: Int, text: StaticString) {
        self.width = width
        self.text = text
    }

    var count: Int { text.utf8CodeUnitCount / width }

    /// The index of the entry whose first `key.count` bytes equal `key` (ASCII, compared
    /// exactly), or nil.
    func index(of key: some Collection<UInt8>) -> Int? {
        let keyWidth = key.count
        guard keyWidth > 0, keyWidth <= width else { return nil }
        return text.withUTF8Buffer { bytes -> Int? in
            var low = 0
            var high = bytes.count / width
            while low < high {
                let middle = (low + high) / 2
                let order = compare(bytes, entry: middle, key)
                if order == 0 { return middle }
                if order < 0 { low = middle + 1 } else { high = middle }
            }
            return nil
        }
    }

    func contains(_ key: some Collection<UInt8>) -> Bool { index(of: key) != nil }

    /// The bytes of entry `index` after its first `keyWidth`, as a string.
    func value(at index: Int, keyWidth: Int) -> String {
        text.withUTF8Buffer { bytes in
            let start = index * width + keyWidth
            return String(decoding: bytes[start..<(index * width + width)], as: UTF8.self)
        }
    }

    /// Entry `index` as a string.
    func entry(at index: Int) -> String { value(at: index, keyWidth: 0) }

    /// The entry's bytes compared with `key` over `key.count` bytes: negative, 0 or positive.
    private func compare(_ bytes: UnsafeBufferPointer<UInt8>, entry: Int, _ key: some Collection<UInt8>) -> Int {
        var offset = entry * width
        for byte in key {
            let stored = bytes[offset]
            if stored != byte { return Int(stored) - Int(byte) }
            offset += 1
        }
        return 0
    }
}
