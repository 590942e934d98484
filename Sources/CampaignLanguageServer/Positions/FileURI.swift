/// `file:` URIs and absolute paths (SPEC §13.5). Only `file:` URIs name files the server
/// checks; any other scheme is no input.
public enum FileURI {
    /// The absolute path of a `file:` URI (`file:///a/b`, `file://localhost/a/b`, `file:/a/b`),
    /// percent-decoded and normalised; nil for another scheme, another host, a query or fragment, a bad
    /// escape, or a path that is not UTF-8.
    public static func path(of uri: String) -> String? {
        let utf8 = Array(uri.utf8)
        let scheme = Array("file:".utf8)
        guard utf8.count > scheme.count, zip(utf8, scheme).allSatisfy({ lowercased($0) == $1 }) else { return nil }
        var rest = utf8[scheme.count...]
        if rest.starts(with: Array("//".utf8)) {
            rest = rest.dropFirst(2)
            let slash = rest.firstIndex(of: UInt8(ascii: "/")) ?? rest.endIndex
            let host = String(decoding: rest[rest.startIndex..<slash], as: UTF8.self).lowercased()
            guard host.isEmpty || host == "localhost" else { return nil }
            rest = rest[slash...]
        }
        guard rest.first == UInt8(ascii: "/"), !rest.contains(UInt8(ascii: "?")), !rest.contains(UInt8(ascii: "#")) else { return nil }
        var decoded: [UInt8] = []
        decoded.reserveCapacity(rest.count)
        var index = rest.startIndex
        while index < rest.endIndex {
            let byte = rest[index]
            if byte == UInt8(ascii: "%") {
                guard index + 2 < rest.endIndex, let high = hexValue(rest[index + 1]), let low = hexValue(rest[index + 2]) else { return nil }
                decoded.append(high << 4 | low)
                index += 3
            } else {
                decoded.append(byte)
                index += 1
            }
        }
        guard !decoded.contains(0), let path = String(validating: decoded, as: UTF8.self) else { return nil }
        return normalized(path)
    }

    /// An absolute path without empty or `.` components and with `..` resolved lexically, so
    /// that one file has one path (`/w//a/./b/../c.yaml` is `/w/a/c.yaml`).
    public static func normalized(_ path: String) -> String {
        var components: [Substring] = []
        for component in path.split(separator: "/", omittingEmptySubsequences: true) {
            switch component {
            case ".": continue
            case "..": if !components.isEmpty { components.removeLast() }
            default: components.append(component)
            }
        }
        return "/" + components.joined(separator: "/")
    }

    /// `file://` and the absolute path, each byte but `A–Z a–z 0–9 - . _ ~ /` percent-encoded.
    public static func uri(ofPath path: String) -> String {
        var text = "file://"
        for byte in path.utf8 {
            if isUnreserved(byte) {
                text.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                text += "%" + hexDigits[Int(byte >> 4)] + hexDigits[Int(byte & 0x0F)]
            }
        }
        return text
    }

    private static let hexDigits = ["0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "A", "B", "C", "D", "E", "F"]

    private static func isUnreserved(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"): true
        case UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"): true
        default: false
        }
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    private static func lowercased(_ byte: UInt8) -> UInt8 {
        byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 32 : byte
    }
}
