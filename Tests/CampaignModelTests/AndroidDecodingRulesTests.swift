import CampaignModel
import XCTest

/// The Android SDK's reading of a Braze Actions URI, as SPEC §2.5.1 states it: base64 with the
/// URL-safe alphabet, where any other character (`+`, `/`, `=`) is silently skipped. What
/// campaignc writes survives that reading; the standard alphabet would not.
final class AndroidDecodingRulesTests: XCTestCase {
    /// A decoder following those rules: URL-safe symbols only, everything else skipped.
    static func androidDecode(_ text: String) -> [UInt8] {
        let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_".utf8)
        var bytes: [UInt8] = []
        var accumulator: UInt32 = 0
        var bits = 0
        for symbol in text.utf8 {
            guard let value = alphabet.firstIndex(of: symbol) else { continue }
            accumulator = accumulator << 6 | UInt32(value)
            bits += 6
            if bits >= 8 {
                bits -= 8
                bytes.append(UInt8(truncatingIfNeeded: accumulator >> UInt32(bits)))
                accumulator &= (1 << UInt32(bits)) - 1
            }
        }
        return bytes
    }

    /// Standard base64 (RFC 4648 §4) with padding: what campaignc must not write.
    static func standardBase64(_ bytes: [UInt8]) -> String {
        let urlSafe = URLSafeBase64.encode(bytes)
        let standard = String(urlSafe.map { $0 == "-" ? "+" : $0 == "_" ? "/" : $0 })
        return standard + String(repeating: "=", count: (4 - standard.utf8.count % 4) % 4)
    }

    func testCompiledURIsSurviveTheAndroidReading() {
        for (step, text) in BrazeActionsURITests.everyStep {
            let uri = BrazeActionsURI.uri([step])
            let path = String(uri.dropFirst(BrazeActionsURI.prefix.count))
            XCTAssertFalse(path.contains("+") || path.contains("/") || path.contains("="), path)
            XCTAssertEqual(Self.androidDecode(path), BrazeActionsURI.utf16LittleEndian(text), "\(step)")
        }
    }

    func testTheStandardAlphabetWouldCorruptATextThatNeedsPlusOrSlash() throws {
        // `>`, `?` and `ÿ` put the six-bit groups 62 and 63 into the encoding of this text.
        let step = ActionStep.logCustomEvent(name: "ready?>", properties: ["café": .string("ÿes?")])
        let bytes = BrazeActionsURI.utf16LittleEndian(BrazeActionsURI.actionsText([step]))
        let standard = Self.standardBase64(bytes)
        XCTAssertTrue(standard.contains("+") && standard.contains("/"), standard)

        // Android skips `+` and `/`: the bytes come out shifted and the JSON is lost.
        let read = Self.androidDecode(standard)
        XCTAssertNotEqual(read, bytes)
        XCTAssertNotEqual(read.count, bytes.count)
        // campaignc's own reader refuses the standard alphabet outright.
        XCTAssertNil(BrazeActionsURI.steps(BrazeActionsURI.prefix + standard))

        // The URL-safe text of the same bytes reads back exactly, both ways.
        let uri = BrazeActionsURI.uri([step])
        XCTAssertEqual(Self.androidDecode(String(uri.dropFirst(BrazeActionsURI.prefix.count))), bytes)
        XCTAssertEqual(BrazeActionsURI.steps(uri), [step])
    }
}
