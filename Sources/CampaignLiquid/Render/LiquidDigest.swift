/// The digests and encodings of `md5`, `sha1`, `sha2`, the `hmac_*` filters and
/// `base64_encode`, written out (FIPS 180-4, RFC 1321, RFC 2104, RFC 4648) so the library
/// needs no crypto dependency.
enum LiquidDigest {
    static func hex(_ bytes: [UInt8]) -> String {
        let digits = Array("0123456789abcdef".unicodeScalars)
        var out = String.UnicodeScalarView()
        for byte in bytes {
            out.append(digits[Int(byte >> 4)])
            out.append(digits[Int(byte & 15)])
        }
        return String(out)
    }

    static func base64(_ bytes: [UInt8]) -> String {
        let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".unicodeScalars)
        var out = String.UnicodeScalarView()
        var index = 0
        while index < bytes.count {
            let chunk = Array(bytes[index..<min(index + 3, bytes.count)])
            let value = chunk.enumerated().reduce(UInt32(0)) { $0 | UInt32($1.element) << (16 - 8 * UInt32($1.offset)) }
            for position in 0..<4 {
                out.append(position <= chunk.count ? alphabet[Int(value >> (18 - 6 * UInt32(position)) & 63)] : "=")
            }
            index += 3
        }
        return String(out)
    }

    static func hmacFilter(_ name: String, message: String, key: String) -> String {
        let message = Array(message.utf8)
        let key = Array(key.utf8)
        switch name {
        case "hmac_sha1_hex": return hex(hmac(message, key: key, blockSize: 64, hash: sha1))
        case "hmac_sha1_base64": return base64(hmac(message, key: key, blockSize: 64, hash: sha1))
        case "hmac_sha256_base64": return base64(hmac(message, key: key, blockSize: 64, hash: sha256))
        case "hmac_sha512": return hex(hmac(message, key: key, blockSize: 128, hash: sha512))
        default: return hex(hmac(message, key: key, blockSize: 64, hash: sha256))
        }
    }

    static func hmac(_ message: [UInt8], key: [UInt8], blockSize: Int, hash: ([UInt8]) -> [UInt8]) -> [UInt8] {
        var key = key.count > blockSize ? hash(key) : key
        key += [UInt8](repeating: 0, count: blockSize - key.count)
        let inner = hash(key.map { $0 ^ 0x36 } + message)
        return hash(key.map { $0 ^ 0x5C } + inner)
    }

    /// The message padded to whole blocks with its bit length (big- or little-endian).
    private static func padded(_ message: [UInt8], blockSize: Int, lengthBytes: Int, bigEndian: Bool) -> [UInt8] {
        var data = message
        data.append(0x80)
        while (data.count + lengthBytes) % blockSize != 0 { data.append(0) }
        let bits = UInt64(message.count) &* 8
        var length = [UInt8](repeating: 0, count: lengthBytes)
        for i in 0..<8 { length[bigEndian ? lengthBytes - 1 - i : i] = UInt8(truncatingIfNeeded: bits >> (8 * UInt64(i))) }
        return data + length
    }

    private static let md5Table: [UInt32] = [
        0xd76a_a478, 0xe8c7_b756, 0x2420_70db, 0xc1bd_ceee, 0xf57c_0faf, 0x4787_c62a, 0xa830_4613, 0xfd46_9501,
        0x6980_98d8, 0x8b44_f7af, 0xffff_5bb1, 0x895c_d7be, 0x6b90_1122, 0xfd98_7193, 0xa679_438e, 0x49b4_0821,
        0xf61e_2562, 0xc040_b340, 0x265e_5a51, 0xe9b6_c7aa, 0xd62f_105d, 0x0244_1453, 0xd8a1_e681, 0xe7d3_fbc8,
        0x21e1_cde6, 0xc337_07d6, 0xf4d5_0d87, 0x455a_14ed, 0xa9e3_e905, 0xfcef_a3f8, 0x676f_02d9, 0x8d2a_4c8a,
        0xfffa_3942, 0x8771_f681, 0x6d9d_6122, 0xfde5_380c, 0xa4be_ea44, 0x4bde_cfa9, 0xf6bb_4b60, 0xbebf_bc70,
        0x289b_7ec6, 0xeaa1_27fa, 0xd4ef_3085, 0x0488_1d05, 0xd9d4_d039, 0xe6db_99e5, 0x1fa2_7cf8, 0xc4ac_5665,
        0xf429_2244, 0x432a_ff97, 0xab94_23a7, 0xfc93_a039, 0x655b_59c3, 0x8f0c_cc92, 0xffef_f47d, 0x8584_5dd1,
        0x6fa8_7e4f, 0xfe2c_e6e0, 0xa301_4314, 0x4e08_11a1, 0xf753_7e82, 0xbd3a_f235, 0x2ad7_d2bb, 0xeb86_d391,
    ]

    static func md5(_ message: [UInt8]) -> [UInt8] {
        let shifts: [UInt32] = [7, 12, 17, 22, 5, 9, 14, 20, 4, 11, 16, 23, 6, 10, 15, 21]
        var h: [UInt32] = [0x6745_2301, 0xefcd_ab89, 0x98ba_dcfe, 0x1032_5476]
        let data = padded(message, blockSize: 64, lengthBytes: 8, bigEndian: false)
        for block in stride(from: 0, to: data.count, by: 64) {
            let m = (0..<16).map { i in (0..<4).reduce(UInt32(0)) { $0 | UInt32(data[block + 4 * i + $1]) << (8 * UInt32($1)) } }
            var (a, b, c, d) = (h[0], h[1], h[2], h[3])
            for i in 0..<64 {
                var f: UInt32
                let g: Int
                switch i / 16 {
                case 0: (f, g) = ((b & c) | (~b & d), i)
                case 1: (f, g) = ((d & b) | (~d & c), (5 * i + 1) % 16)
                case 2: (f, g) = (b ^ c ^ d, (3 * i + 5) % 16)
                default: (f, g) = (c ^ (b | ~d), (7 * i) % 16)
                }
                f = f &+ a &+ md5Table[i] &+ m[g]
                a = d
                d = c
                c = b
                let s = shifts[(i / 16) * 4 + i % 4]
                b = b &+ (f << s | f >> (32 - s))
            }
            h[0] = h[0] &+ a
            h[1] = h[1] &+ b
            h[2] = h[2] &+ c
            h[3] = h[3] &+ d
        }
        return h.flatMap { word in (0..<4).map { UInt8(truncatingIfNeeded: word >> (8 * UInt32($0))) } }
    }

    private static func words32(_ data: [UInt8], _ block: Int, _ count: Int) -> [UInt32] {
        (0..<count).map { i in (0..<4).reduce(UInt32(0)) { $0 << 8 | UInt32(data[block + 4 * i + $1]) } }
    }

    static func sha1(_ message: [UInt8]) -> [UInt8] {
        var h: [UInt32] = [0x6745_2301, 0xEFCD_AB89, 0x98BA_DCFE, 0x1032_5476, 0xC3D2_E1F0]
        let data = padded(message, blockSize: 64, lengthBytes: 8, bigEndian: true)
        func rotate(_ x: UInt32, _ n: UInt32) -> UInt32 { x << n | x >> (32 - n) }
        for block in stride(from: 0, to: data.count, by: 64) {
            var w = words32(data, block, 16)
            for i in 16..<80 { w.append(rotate(w[i - 3] ^ w[i - 8] ^ w[i - 14] ^ w[i - 16], 1)) }
            var (a, b, c, d, e) = (h[0], h[1], h[2], h[3], h[4])
            for i in 0..<80 {
                let (f, k): (UInt32, UInt32)
                switch i / 20 {
                case 0: (f, k) = ((b & c) | (~b & d), 0x5A82_7999)
                case 1: (f, k) = (b ^ c ^ d, 0x6ED9_EBA1)
                case 2: (f, k) = ((b & c) | (b & d) | (c & d), 0x8F1B_BCDC)
                default: (f, k) = (b ^ c ^ d, 0xCA62_C1D6)
                }
                let t = rotate(a, 5) &+ f &+ e &+ k &+ w[i]
                (e, d, c, b, a) = (d, c, rotate(b, 30), a, t)
            }
            for (i, v) in [a, b, c, d, e].enumerated() { h[i] = h[i] &+ v }
        }
        return h.flatMap { word in (0..<4).map { UInt8(truncatingIfNeeded: word >> (24 - 8 * UInt32($0))) } }
    }
}
