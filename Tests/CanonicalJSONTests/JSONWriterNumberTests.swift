import CanonicalJSON
import XCTest

final class JSONWriterNumberTests: XCTestCase {
    private func text(_ number: Double) -> String {
        String(decoding: JSONWriter.compact(.number(number)), as: UTF8.self)
    }

    func testIntegralDoublesPrintAsIntegers() {
        XCTAssertEqual(text(3.0), "3")
        XCTAssertEqual(text(-42.0), "-42")
        XCTAssertEqual(text(50.0), "50")
        XCTAssertEqual(text(9_007_199_254_740_992.0), "9007199254740992")
        XCTAssertEqual(text(-9_007_199_254_740_992.0), "-9007199254740992")
        XCTAssertEqual(text(4_294_967_295.0), "4294967295")
    }

    func testZeroHasNoSign() {
        XCTAssertEqual(text(0.0), "0")
        XCTAssertEqual(text(-0.0), "0")
    }

    func testFractions() {
        XCTAssertEqual(text(50.5), "50.5")
        XCTAssertEqual(text(0.1), "0.1")
        XCTAssertEqual(text(-2.5), "-2.5")
        XCTAssertEqual(text(0.000001), "0.000001")
        XCTAssertEqual(text(1.0 / 3.0), "0.3333333333333333")
        XCTAssertEqual(text(123.456), "123.456")
    }

    func testLargeAndSmallMagnitudes() {
        XCTAssertEqual(text(1e21), "1e+21")
        XCTAssertEqual(text(-1e21), "-1e+21")
        XCTAssertEqual(text(1e20), "100000000000000000000")
        XCTAssertEqual(text(1.2345678901234568e20), "123456789012345680000")
        XCTAssertEqual(text(9_007_199_254_740_994.0), "9007199254740994")
        XCTAssertEqual(text(1.5e300), "1.5e+300")
        XCTAssertEqual(text(1.7976931348623157e308), "1.7976931348623157e+308")
        XCTAssertEqual(text(1e-7), "1e-7")
        XCTAssertEqual(text(-1.5e-10), "-1.5e-10")
        XCTAssertEqual(text(Double.leastNonzeroMagnitude), "5e-324")
    }

    func testNonFiniteNumbersAreWrittenAsNull() {
        XCTAssertEqual(text(.nan), "null")
        XCTAssertEqual(text(.infinity), "null")
        XCTAssertEqual(text(-.infinity), "null")
    }

    func testEveryFormIsValidJSONAndReadsBackExactly() {
        var generator = SplitMix(seed: 0x5EED)
        for index in 0..<20_000 {
            let value: Double
            switch index % 3 {
            case 0:
                value = Double(bitPattern: generator.next())
            case 1:
                value = Double(Int64(bitPattern: generator.next()) % 1_000_000) / 100
            default:
                value = Double(Int64(bitPattern: generator.next()) % 10_000_000) * 1e15
            }
            guard value.isFinite else { continue }
            let written = text(value)
            XCTAssertTrue(Self.isJSONNumber(written), "\(value) -> \(written)")
            XCTAssertEqual(Double(written), value == 0 ? 0 : value, "\(value) -> \(written)")
        }
    }

    /// RFC 8259: `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`
    private static func isJSONNumber(_ text: String) -> Bool {
        var bytes = Array(text.utf8)[...]
        func digits() -> Int {
            let count = bytes.prefix { $0 >= 0x30 && $0 <= 0x39 }.count
            bytes.removeFirst(count)
            return count
        }
        if bytes.first == UInt8(ascii: "-") { bytes.removeFirst() }
        if bytes.first == UInt8(ascii: "0") {
            bytes.removeFirst()
        } else if digits() == 0 {
            return false
        }
        if bytes.first == UInt8(ascii: ".") {
            bytes.removeFirst()
            if digits() == 0 { return false }
        }
        if bytes.first == UInt8(ascii: "e") || bytes.first == UInt8(ascii: "E") {
            bytes.removeFirst()
            if bytes.first == UInt8(ascii: "+") || bytes.first == UInt8(ascii: "-") { bytes.removeFirst() }
            if digits() == 0 { return false }
        }
        return bytes.isEmpty
    }
}

/// A small deterministic generator for test inputs.
struct SplitMix {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
