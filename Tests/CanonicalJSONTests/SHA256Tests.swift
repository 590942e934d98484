import CanonicalJSON
import XCTest

final class SHA256Tests: XCTestCase {
    func testStandardVectors() {
        XCTAssertEqual(SHA256.hexDigest([]), "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        XCTAssertEqual(SHA256.hexDigest(Array("abc".utf8)), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        XCTAssertEqual(
            SHA256.hexDigest(Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8)),
            "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
    }

    func testMillionAsInPieces() {
        var hasher = SHA256()
        let chunk = [UInt8](repeating: UInt8(ascii: "a"), count: 999)
        for _ in 0..<1001 { hasher.update(chunk) }
        hasher.update([UInt8](repeating: UInt8(ascii: "a"), count: 1))
        XCTAssertEqual(hasher.finalize().hexString, "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    func testMatchesSystemTool() {
        // 55, 56, 63, 64 and 65 bytes cross the padding boundaries.
        let expected = [
            55: "9f4390f8d30c2dd92ec9f095b65e2b9ae9b0a925a5258e241c9f1e910f734318",
            56: "b35439a4ac6f0948b6d6f9e3c6af0f5f590ce20f1bde7090ef7970686ec6738a",
            64: "ffe054fe7ae0cb6dc65c3af9b61d5209f439851db43d0ba5997337df154668eb",
        ]
        for (length, digest) in expected {
            XCTAssertEqual(SHA256.hexDigest([UInt8](repeating: UInt8(ascii: "a"), count: length)), digest, "length \(length)")
        }
    }

    /// Every length from 0 to 1,100 bytes (each padding case, one to eighteen blocks), fed in
    /// uneven pieces, through the processor's instructions and the portable function: the two
    /// agree, and their digests agree with Python's hashlib (the expected values below were
    /// computed with `hashlib.sha256` over the same bytes).
    func testProcessorInstructionsAgreeWithThePortableFunctionAndHashlib() {
        let pieces = [1, 7, 64, 65, 130, 3]
        func digest(_ bytes: [UInt8], processorInstructions: Bool) -> String {
            var hasher = SHA256(processorInstructions: processorInstructions)
            var start = 0
            var piece = 0
            while start < bytes.count {
                let end = min(bytes.count, start + pieces[piece % pieces.count])
                hasher.update(Array(bytes[start..<end]))
                start = end
                piece += 1
            }
            return hasher.finalize().hexString
        }
        var joined = ""
        for length in 0...1100 {
            let bytes = (0..<length).map { i in UInt8(truncatingIfNeeded: (i * 31 + length * 7) ^ (i >> 3)) }
            let portable = digest(bytes, processorInstructions: false)
            XCTAssertEqual(digest(bytes, processorInstructions: true), portable, "length \(length)")
            XCTAssertEqual(SHA256.hexDigest(bytes), portable, "length \(length)")
            joined += portable
        }
        XCTAssertEqual(SHA256.hexDigest(Array(joined.utf8)), "e34ca732818f0e4e2a1bde3eddb5d07c44162b3d599607a73084c6f60df983b8")
        let big = (0..<(1 << 20)).map { i in UInt8(truncatingIfNeeded: (i * 131) ^ (i >> 11)) }
        for processorInstructions in [false, true] {
            var hasher = SHA256(processorInstructions: processorInstructions)
            hasher.update(big)
            XCTAssertEqual(hasher.finalize().hexString, "7d9857f7a9439d94d27baf1d26dbb863f5503cf0965402e177c87e6191522c0f")
        }
        let path = SHA256.processorInstructionsAvailable ? "processor instructions and portable" : "portable only (no SHA instructions here)"
        print("SHA256Tests: compared 1,102 messages with hashlib, \(path)")
    }
}
