import XCTest

@testable import CampaignLocale

final class BidiScanTests: XCTestCase {
    private func runs(_ text: String) -> [String] { BidiScan.unisolatedRuns(in: text).map(\.text) }

    func testRuns() {
        let cases: [(String, [String])] = [
            ("استخدم الرمز SAVE20 الآن", ["SAVE20"]),
            ("السعر $5.99 فقط", ["$5.99"]),
            ("زوروا example.com/sale اليوم", ["example.com/sale"]),
            ("زوروا https://example.com/ar?ref=app اليوم", ["https://example.com/ar?ref=app"]),
            ("خصم 20% اليوم", ["20%"]),
            ("من 10-20 يناير", ["10-20"]),
            ("خصم -20 اليوم", ["-20"]),
            ("كود SAVE20! الآن", ["SAVE20"]),
            ("iPhone 15 Pro رائع", ["iPhone 15 Pro"]),
            ("SAVE20 و WIN5", ["SAVE20", "WIN5"]),
            ("خصم 5.99 اليوم", []),
            ("العام 2026", []),
            ("مرحبا Braze", []),
            ("Hello world", []),
            ("رمز \u{2068}SAVE20\u{2069} الآن", []),
            ("رمز \u{2066}SAVE20\u{2069} و CODE1", ["CODE1"]),
            ("رمز \u{2067}\u{2068}A1\u{2069} B2\u{2069} C3", ["C3"]),
            ("٥٠٪ خصم", []),
            ("", []),
        ]
        for (text, expected) in cases {
            XCTAssertEqual(runs(text), expected, text)
        }
    }

    func testRangesAndFix() {
        let text = "استخدم الرمز SAVE20 الآن"
        let found = BidiScan.unisolatedRuns(in: text)
        XCTAssertEqual(found.map(\.range), [13..<19])
        XCTAssertEqual(BidiScan.isolating(text, runs: found), "استخدم الرمز \u{2068}SAVE20\u{2069} الآن")
        let end = "السعر $5.99"
        let atEnd = BidiScan.unisolatedRuns(in: end)
        XCTAssertEqual(atEnd.map(\.range), [6..<11])
        XCTAssertEqual(BidiScan.isolating(end, runs: atEnd), "السعر \u{2068}$5.99\u{2069}")
        let two = "A1 ب B2"
        XCTAssertEqual(BidiScan.isolating(two, runs: BidiScan.unisolatedRuns(in: two)), "\u{2068}A1\u{2069} ب \u{2068}B2\u{2069}")
        // A mark stays with its letter: the isolate closes after it.
        let marked = "كود CAFE\u{301}1"
        XCTAssertEqual(BidiScan.unisolatedRuns(in: marked).map(\.text), ["CAFE\u{301}1"])
        let fixed = BidiScan.isolating(marked, runs: BidiScan.unisolatedRuns(in: marked))
        XCTAssertTrue(BidiScan.unisolatedRuns(in: fixed).isEmpty)
    }

    /// The classes the scan reads, against Python's `unicodedata.bidirectional` (Unicode 14 in
    /// Debian's Python 3.11; the table is Unicode 15.0's) over every code point Python assigns.
    func testClassesAgainstPython() throws {
        let python = "/usr/bin/python3"
        guard FileManager.default.isExecutableFile(atPath: python) else { throw XCTSkip("no \(python)") }
        let script = """
            import sys, unicodedata
            out = []
            for c in range(0x110000):
                b = unicodedata.bidirectional(chr(c))
                if b and not 0xD800 <= c <= 0xDFFF:
                    out.append("%X %s" % (c, b))
            sys.stdout.write("\\n".join(out))
            """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: python)
        process.arguments = ["-c", script]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let fold: [String: BidiClass] = [
            "L": .leftToRight, "R": .rightToLeft, "AL": .rightToLeft, "EN": .europeanNumber, "AN": .arabicNumber,
            "ES": .europeanSeparator, "ET": .europeanTerminator, "CS": .commonSeparator, "NSM": .nonspacingMark,
            "BN": .boundaryNeutral, "LRE": .boundaryNeutral, "RLE": .boundaryNeutral, "LRO": .boundaryNeutral,
            "RLO": .boundaryNeutral, "PDF": .boundaryNeutral, "B": .whitespace, "S": .whitespace, "WS": .whitespace,
            "ON": .otherNeutral, "LRI": .isolateStart, "RLI": .isolateStart, "FSI": .isolateStart, "PDI": .isolateEnd,
        ]
        var compared = 0
        for line in String(decoding: data, as: UTF8.self).split(separator: "\n") {
            let parts = line.split(separator: " ")
            let code = UInt32(parts[0], radix: 16)!
            let expected = try XCTUnwrap(fold[String(parts[1])], String(line))
            let found = BidiClass.of(Unicode.Scalar(code)!)
            guard found == expected else {
                return XCTFail("U+\(parts[0]): Python says \(parts[1]) (\(expected)), the table \(found)")
            }
            compared += 1
        }
        print("bidi classes: \(compared) code points compared with Python's unicodedata, no difference")
        XCTAssertGreaterThan(compared, 280_000)
    }
}
