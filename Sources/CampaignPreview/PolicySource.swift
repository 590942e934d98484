/// Source expressions of a Content Security Policy.
enum PolicySource {
    /// An https URL as a source expression: without its query and fragment (a policy matches
    /// paths only), or nil when it holds a character that would break the policy's grammar
    /// (then the resource is simply not allowed, and the image box shows its placeholder).
    static func url(_ text: String) -> String? {
        guard text.hasPrefix("https://") else { return nil }
        var end = text.endIndex
        if let cut = text.firstIndex(where: { $0 == "?" || $0 == "#" }) { end = cut }
        let source = String(text[..<end])
        let allowed: (UInt8) -> Bool = { byte in
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                true
            default:
                Array("-._~:/@!$&()*+=%[]".utf8).contains(byte)
            }
        }
        guard source.utf8.count > 8, source.utf8.allSatisfy(allowed) else { return nil }
        return source
    }
}
