internal import CSHA256

/// SHA-256 (FIPS 180-4) over bytes, for payload revisions and local asset digests. The blocks
/// go through the processor's SHA instructions where it has them (`CSHA256`), else through
/// the compression function below; both are checked against each other and the standard vectors.
public struct SHA256: Sendable {
    private var h0: UInt32 = 0x6a09_e667, h1: UInt32 = 0xbb67_ae85, h2: UInt32 = 0x3c6e_f372, h3: UInt32 = 0xa54f_f53a
    private var h4: UInt32 = 0x510e_527f, h5: UInt32 = 0x9b05_688c, h6: UInt32 = 0x1f83_d9ab, h7: UInt32 = 0x5be0_cd19
    /// The bytes of an incomplete block, waiting for more.
    private var pending: [UInt8] = []
    private var totalBytes: UInt64 = 0

    /// Whether whole blocks go to the processor's SHA instructions.
    private let usesProcessorInstructions: Bool

    /// True when this processor has the SHA instructions that `init()` uses.
    public static let processorInstructionsAvailable = csha256_has_processor_instructions() != 0

    public init() {
        usesProcessorInstructions = Self.processorInstructionsAvailable
    }

    /// A hasher that uses the processor's SHA instructions only when `processorInstructions`
    /// is true and they are available: both paths stay reachable, so each can be checked
    /// against the other.
    public init(processorInstructions: Bool) {
        usesProcessorInstructions = processorInstructions && Self.processorInstructionsAvailable
    }

    /// The hex digest (64 lowercase hex digits) of `bytes`.
    public static func hexDigest(_ bytes: [UInt8]) -> String {
        var hasher = SHA256()
        hasher.update(bytes)
        return hasher.finalize().hexString
    }

    public mutating func update(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { update($0) }
    }

    /// Hashes `bytes` after everything given so far.
    public mutating func update(_ bytes: UnsafeRawBufferPointer) {
        totalBytes &+= UInt64(bytes.count)
        var index = 0
        if !pending.isEmpty {
            let take = min(64 - pending.count, bytes.count)
            pending.append(contentsOf: bytes[0..<take])
            index = take
            if pending.count == 64 {
                let block = pending
                block.withUnsafeBytes { compressBlocks($0) }
                pending.removeAll(keepingCapacity: true)
            }
        }
        let wholeBlocks = (bytes.count - index) / 64 * 64
        if wholeBlocks > 0 {
            compressBlocks(UnsafeRawBufferPointer(rebasing: bytes[index..<(index + wholeBlocks)]))
            index += wholeBlocks
        }
        if index < bytes.count {
            if pending.capacity < 64 { pending.reserveCapacity(64) }
            pending.append(contentsOf: bytes[index...])
        }
    }

    public mutating func finalize() -> [UInt8] {
        let bitLength = totalBytes &* 8
        var tail = pending
        tail.append(0x80)
        while tail.count % 64 != 56 { tail.append(0) }
        for shift in stride(from: 56, through: 0, by: -8) {
            tail.append(UInt8(truncatingIfNeeded: bitLength >> UInt64(shift)))
        }
        tail.withUnsafeBytes { compressBlocks($0) }
        pending.removeAll()
        var digest: [UInt8] = []
        digest.reserveCapacity(32)
        for word in [h0, h1, h2, h3, h4, h5, h6, h7] {
            digest.append(UInt8(truncatingIfNeeded: word >> 24))
            digest.append(UInt8(truncatingIfNeeded: word >> 16))
            digest.append(UInt8(truncatingIfNeeded: word >> 8))
            digest.append(UInt8(truncatingIfNeeded: word))
        }
        return digest
    }

    /// The compression function over each 64-byte block of `blocks` (a whole number of blocks).
    private mutating func compressBlocks(_ blocks: UnsafeRawBufferPointer) {
        guard usesProcessorInstructions, let base = blocks.baseAddress else {
            var offset = 0
            while offset < blocks.count {
                compress(blocks, at: offset)
                offset += 64
            }
            return
        }
        var state = (h0, h1, h2, h3, h4, h5, h6, h7)
        withUnsafeMutableBytes(of: &state) { words in
            csha256_compress_blocks(words.baseAddress!.assumingMemoryBound(to: UInt32.self), base.assumingMemoryBound(to: UInt8.self), blocks.count / 64)
        }
        (h0, h1, h2, h3, h4, h5, h6, h7) = state
    }

    /// One round of the compression function over the 64 bytes at `offset`.
    private mutating func compress(_ bytes: UnsafeRawBufferPointer, at offset: Int) {
        withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 64) { w in
            for i in 0..<16 {
                w[i] = UInt32(bigEndian: bytes.loadUnaligned(fromByteOffset: offset + i * 4, as: UInt32.self))
            }
            for i in 16..<64 {
                let x = w[i - 15]
                let y = w[i - 2]
                // σ0 and σ1 with the rotations of each factored: ror(x, 7) ^ ror(x, 18) == ror(x ^ ror(x, 11), 7).
                let s0 = (x ^ x.rotatedRight(11)).rotatedRight(7) ^ (x >> 3)
                let s1 = (y ^ y.rotatedRight(2)).rotatedRight(17) ^ (y >> 10)
                w[i] = w[i - 16] &+ s0 &+ w[i - 7] &+ s1
            }
            var a = h0
            var b = h1
            var c = h2
            var d = h3
            var e = h4
            var f = h5
            var g = h6
            var h = h7
            SHA256.roundConstants.withUnsafeBufferPointer { k in
                // Eight rounds at a time with the variables renamed instead of moved.
                var i = 0
                while i < 64 {
                    SHA256.round(a, b, c, &d, e, f, g, &h, k[i] &+ w[i])
                    SHA256.round(h, a, b, &c, d, e, f, &g, k[i + 1] &+ w[i + 1])
                    SHA256.round(g, h, a, &b, c, d, e, &f, k[i + 2] &+ w[i + 2])
                    SHA256.round(f, g, h, &a, b, c, d, &e, k[i + 3] &+ w[i + 3])
                    SHA256.round(e, f, g, &h, a, b, c, &d, k[i + 4] &+ w[i + 4])
                    SHA256.round(d, e, f, &g, h, a, b, &c, k[i + 5] &+ w[i + 5])
                    SHA256.round(c, d, e, &f, g, h, a, &b, k[i + 6] &+ w[i + 6])
                    SHA256.round(b, c, d, &e, f, g, h, &a, k[i + 7] &+ w[i + 7])
                    i += 8
                }
            }
            h0 &+= a
            h1 &+= b
            h2 &+= c
            h3 &+= d
            h4 &+= e
            h5 &+= f
            h6 &+= g
            h7 &+= h
        }
    }

    /// One round: `d` and `h` take their new values (the others move by renaming).
    @inline(__always)
    private static func round(
        _ a: UInt32, _ b: UInt32, _ c: UInt32, _ d: inout UInt32,
        _ e: UInt32, _ f: UInt32, _ g: UInt32, _ h: inout UInt32, _ kw: UInt32
    ) {
        // Σ1, Σ0 with their rotations factored (one rotation fewer each); Ch and Maj in
        // their forms with fewer operations: g ^ (e & (f ^ g)) and (a & b) | (c & (a | b)).
        let s1 = (e ^ (e ^ e.rotatedRight(14)).rotatedRight(5)).rotatedRight(6)
        let choice = g ^ (e & (f ^ g))
        let t1 = h &+ s1 &+ choice &+ kw
        let s0 = (a ^ (a ^ a.rotatedRight(9)).rotatedRight(11)).rotatedRight(2)
        let majority = (a & b) | (c & (a | b))
        d &+= t1
        h = t1 &+ s0 &+ majority
    }

    private static let roundConstants: [UInt32] = [
        0x428a_2f98, 0x7137_4491, 0xb5c0_fbcf, 0xe9b5_dba5, 0x3956_c25b, 0x59f1_11f1, 0x923f_82a4, 0xab1c_5ed5,
        0xd807_aa98, 0x1283_5b01, 0x2431_85be, 0x550c_7dc3, 0x72be_5d74, 0x80de_b1fe, 0x9bdc_06a7, 0xc19b_f174,
        0xe49b_69c1, 0xefbe_4786, 0x0fc1_9dc6, 0x240c_a1cc, 0x2de9_2c6f, 0x4a74_84aa, 0x5cb0_a9dc, 0x76f9_88da,
        0x983e_5152, 0xa831_c66d, 0xb003_27c8, 0xbf59_7fc7, 0xc6e0_0bf3, 0xd5a7_9147, 0x06ca_6351, 0x1429_2967,
        0x27b7_0a85, 0x2e1b_2138, 0x4d2c_6dfc, 0x5338_0d13, 0x650a_7354, 0x766a_0abb, 0x81c2_c92e, 0x9272_2c85,
        0xa2bf_e8a1, 0xa81a_664b, 0xc24b_8b70, 0xc76c_51a3, 0xd192_e819, 0xd699_0624, 0xf40e_3585, 0x106a_a070,
        0x19a4_c116, 0x1e37_6c08, 0x2748_774c, 0x34b0_bcb5, 0x391c_0cb3, 0x4ed8_aa4a, 0x5b9c_ca4f, 0x682e_6ff3,
        0x748f_82ee, 0x78a5_636f, 0x84c8_7814, 0x8cc7_0208, 0x90be_fffa, 0xa450_6ceb, 0xbef9_a3f7, 0xc671_78f2,
    ]
}

extension UInt32 {
    fileprivate func rotatedRight(_ count: UInt32) -> UInt32 {
        (self >> count) | (self << (32 - count))
    }
}

extension Array where Element == UInt8 {
    /// Lowercase hex digits of these bytes.
    public var hexString: String {
        let digits = Array("0123456789abcdef".utf8)
        var out: [UInt8] = []
        out.reserveCapacity(count * 2)
        for byte in self {
            out.append(digits[Int(byte >> 4)])
            out.append(digits[Int(byte & 0x0F)])
        }
        return String(decoding: out, as: UTF8.self)
    }
}
