/// The byte-level work of `JSONWriter`: one growing buffer, no intermediate strings.
struct JSONByteBuffer {
    var bytes: [UInt8]
    let pretty: Bool
    /// How deep the value being written is nested (the pretty style indents by 2 per level).
    var depth: Int

    init(bytes: [UInt8], pretty: Bool, depth: Int = 0) {
        self.bytes = bytes
        self.pretty = pretty
        self.depth = depth
    }

    mutating func write(_ value: JSONValue) {
        switch value {
        case .null:
            append("null")
        case .bool(let flag):
            append(flag ? "true" : "false")
        case .integer(let integer):
            writeInteger(integer)
        case .number(let number):
            writeNumber(number)
        case .string(let string):
            writeString(string)
        case .array(let elements):
            writeArray(elements)
        case .object(let members):
            writeObject(members)
        }
    }

    private mutating func writeArray(_ elements: [JSONValue]) {
        guard !elements.isEmpty else {
            append("[]")
            return
        }
        bytes.append(UInt8(ascii: "["))
        depth += 1
        for (index, element) in elements.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            newline()
            write(element)
        }
        depth -= 1
        newline()
        bytes.append(UInt8(ascii: "]"))
    }

    private mutating func writeObject(_ members: [String: JSONValue]) {
        guard !members.isEmpty else {
            append("{}")
            return
        }
        let sorted = members.sorted { Self.utf8Precedes($0.key, $1.key) }
        bytes.append(UInt8(ascii: "{"))
        depth += 1
        for (index, member) in sorted.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            newline()
            writeString(member.key)
            bytes.append(UInt8(ascii: ":"))
            if pretty { bytes.append(UInt8(ascii: " ")) }
            write(member.value)
        }
        depth -= 1
        newline()
        bytes.append(UInt8(ascii: "}"))
    }

    /// In the pretty style: a line break and the indentation of the current depth.
    mutating func newline() {
        guard pretty else { return }
        bytes.append(UInt8(ascii: "\n"))
        for _ in 0..<(depth * 2) { bytes.append(UInt8(ascii: " ")) }
    }

    mutating func append(_ ascii: StaticString) {
        ascii.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    mutating func writeInteger(_ value: Int64) {
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        var magnitude = value.magnitude
        var digitCount = 1
        var rest = magnitude
        while rest >= 10 {
            rest /= 10
            digitCount += 1
        }
        let start = bytes.count
        bytes.append(contentsOf: repeatElement(UInt8(ascii: "0"), count: digitCount))
        bytes.withUnsafeMutableBufferPointer { buffer in
            var index = start + digitCount - 1
            repeat {
                buffer[index] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
                index -= 1
            } while magnitude > 0
        }
    }

    /// Byte-wise order of the UTF-8 of two strings (see `UTF8Order`).
    static func utf8Precedes(_ a: String, _ b: String) -> Bool {
        UTF8Order.precedes(a, b)
    }
}
