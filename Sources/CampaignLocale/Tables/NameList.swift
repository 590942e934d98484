/// Lines `name<TAB>code` in one string literal (ISO names for "did you mean"), scanned only when a
/// tag is already wrong.
struct NameList: Sendable {
    let text: StaticString

    /// The code of the name equal to `word` ignoring case, spaces, hyphens and punctuation
    /// (`english` → `en`), or nil when no name or names of two codes are equal to it.
    func code(named word: String) -> (name: String, code: String)? {
        let wanted = NameList.folded(word.utf8)
        guard !wanted.isEmpty else { return nil }
        var found: (name: String, code: String)?
        var ambiguous = false
        forEachLine { name, code in
            guard NameList.folded(name) == wanted else { return }
            let entry = (String(decoding: name, as: UTF8.self), String(decoding: code, as: UTF8.self))
            if let found, found.code != entry.1 { ambiguous = true }
            found = found ?? entry
        }
        return ambiguous ? nil : found
    }

    /// The closest name to `word` within `limit` edits (after folding), when exactly one code
    /// is that close; for typing mistakes (`englsh`).
    func code(closeTo word: String, limit: Int) -> (name: String, code: String)? {
        let wanted = NameList.folded(word.utf8)
        guard wanted.count >= 4, wanted.count <= 40 else { return nil }
        var best = limit + 1
        var matches: [(name: String, code: String)] = []
        forEachLine { name, code in
            let folded = NameList.folded(name)
            guard abs(folded.count - wanted.count) <= best else { return }
            let distance = EditDistance.between(folded, wanted, limit: best)
            guard distance <= best else { return }
            let entry = (String(decoding: name, as: UTF8.self), String(decoding: code, as: UTF8.self))
            if distance < best {
                best = distance
                matches = [entry]
            } else if !matches.contains(where: { $0.code == entry.1 }) {
                matches.append(entry)
            }
        }
        return best <= limit && matches.count == 1 ? matches[0] : nil
    }

    private func forEachLine(_ body: (UnsafeBufferPointer<UInt8>.SubSequence, UnsafeBufferPointer<UInt8>.SubSequence) -> Void) {
        text.withUTF8Buffer { bytes in
            var start = 0
            while start < bytes.count {
                var end = start
                while end < bytes.count, bytes[end] != 0x0A { end += 1 }
                if let tab = bytes[start..<end].firstIndex(of: 0x09) {
                    body(bytes[start..<tab], bytes[(tab + 1)..<end])
                }
                start = end + 1
            }
        }
    }

    /// ASCII letters lowercased, other ASCII dropped, other bytes kept (so `Norwegian Bokmål`
    /// folds to `norwegianbokmål`).
    static func folded(_ bytes: some Sequence<UInt8>) -> [UInt8] {
        var out: [UInt8] = []
        for byte in bytes {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): out.append(byte + 32)
            case UInt8(ascii: "a")...UInt8(ascii: "z"), 0x80...: out.append(byte)
            default: continue
            }
        }
        return out
    }
}
