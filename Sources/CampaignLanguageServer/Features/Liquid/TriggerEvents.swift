/// The custom events a campaign's trigger names, read from the text of the YAML document around
/// a cursor (between `---` lines): each `custom_event:` value, unquoted, in order, without
/// repeats. Read from the text because the document being edited need not parse.
enum TriggerEvents {
    static func names(in text: [UInt8], around offset: Int) -> [String] {
        let lines = text.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        var lineStart = 0
        var current: [String] = []
        var reachedCursor = false
        for line in lines {
            let content = Array(line.last == UInt8(ascii: "\r") ? line.dropLast() : line)
            if content.starts(with: Array("---".utf8)), content.dropFirst(3).allSatisfy({ $0 == UInt8(ascii: " ") }) {
                if reachedCursor { break }
                current = []
            } else if let name = value(in: content), !current.contains(name) {
                current.append(name)
            }
            lineStart += line.count + 1
            if lineStart > offset { reachedCursor = true }
        }
        return current
    }

    /// The value after `custom_event:` on a line, up to a blank and `#`, `,` or `}`.
    private static func value(in line: [UInt8]) -> String? {
        let key = Array("custom_event:".utf8)
        guard line.count >= key.count else { return nil }
        var found: Int?
        for start in 0...(line.count - key.count) where line[start..<(start + key.count)].elementsEqual(key) {
            found = start + key.count
            break
        }
        guard var index = found else { return nil }
        while index < line.count, line[index] == UInt8(ascii: " ") { index += 1 }
        var end = index
        while end < line.count, line[end] != UInt8(ascii: ","), line[end] != UInt8(ascii: "}"), line[end] != UInt8(ascii: "#") { end += 1 }
        var value = String(decoding: line[index..<end], as: UTF8.self)
        while value.last == " " { value.removeLast() }
        if value.count >= 2, let first = value.first, first == "\"" || first == "'", value.last == first {
            value = String(value.dropFirst().dropLast())
        }
        return value.isEmpty ? nil : value
    }
}
