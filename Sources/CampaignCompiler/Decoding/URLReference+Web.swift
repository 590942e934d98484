extension URLReference {
    /// True for `http` and `https` URLs whose host is a DNS name (letters, digits and `-` in
    /// dot-separated labels of 1–63 characters), an IPv4 address or a bracketed IPv6 address.
    var hasWebHost: Bool {
        guard let host, !host.isEmpty else { return false }
        if host.hasPrefix("[") { return true }
        let labels = host.split(separator: ".", omittingEmptySubsequences: false)
        return labels.allSatisfy { label in
            let bytes = Array(label.utf8)
            guard let first = bytes.first, let last = bytes.last, bytes.count <= 63 else { return false }
            return first != UInt8(ascii: "-") && last != UInt8(ascii: "-") && bytes.allSatisfy { c in
                (c >= UInt8(ascii: "a") && c <= UInt8(ascii: "z")) || (c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9"))
                    || c == UInt8(ascii: "-")
            }
        }
    }

    /// True for the schemes a browser would load over the network.
    var isWeb: Bool { scheme == "http" || scheme == "https" }
}
