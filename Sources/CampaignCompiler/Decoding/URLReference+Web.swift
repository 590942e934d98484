extension URLReference {
    /// True for `http` and `https` URLs whose host is a DNS name (letters, digits and `-` in
    /// dot-separated labels of 1–63 characters), an IPv4 address or a bracketed IPv6 address.
    var hasWebHost: Bool {
        guard let host, !host.isEmpty else { return false }
        if host.hasPrefix("[") { return true }
        // Byte by byte over the dot-separated labels. Any byte outside `a-z0-9-.` fails the host,
        // so splitting at `.` bytes gives the same labels as splitting at `.` characters.
        var length = 0
        var previous: UInt8 = 0
        for c in host.utf8 {
            if c == UInt8(ascii: ".") {
                guard length > 0, previous != UInt8(ascii: "-") else { return false }
                length = 0
                previous = c
                continue
            }
            let allowed =
                (c >= UInt8(ascii: "a") && c <= UInt8(ascii: "z")) || (c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9"))
                || c == UInt8(ascii: "-")
            guard allowed, length > 0 || c != UInt8(ascii: "-") else { return false }
            length += 1
            guard length <= 63 else { return false }
            previous = c
        }
        return length > 0 && previous != UInt8(ascii: "-")
    }

    /// True for the schemes a browser would load over the network.
    var isWeb: Bool { scheme == "http" || scheme == "https" }
}
