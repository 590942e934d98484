import CampaignModel
import XCTest

/// The one reading of a plain value typed by its form, and when its form surprises.
final class PlainValueTests: XCTestCase {
    func testReadingsAndSurprises() {
        let cases: [(String, PlainValue.Value, PlainValue.Surprise?, String?)] = [
            ("42", .number(NumberValue(text: "42", double: 42, integer: 42)), nil, nil),
            ("02134", .number(NumberValue(text: "02134", double: 2134, integer: 2134)), .leadingZeros, "2134"),
            ("+7", .number(NumberValue(text: "+7", double: 7, integer: 7)), .leadingPlus, "7"),
            ("1e3", .number(NumberValue(text: "1e3", double: 1000, integer: nil)), .exponent, "1000"),
            ("0x1F", .number(NumberValue(text: "0x1F", double: 31, integer: 31)), .radixPrefix, "31"),
            ("0o17", .number(NumberValue(text: "0o17", double: 15, integer: 15)), .radixPrefix, "15"),
            (".5", .number(NumberValue(text: ".5", double: 0.5, integer: nil)), .barePoint, "0.5"),
            ("-5.", .number(NumberValue(text: "-5.", double: -5, integer: nil)), .barePoint, "-5"),
            ("0.5", .number(NumberValue(text: "0.5", double: 0.5, integer: nil)), nil, nil),
            ("true", .boolean(true), nil, nil),
            ("yes", .string("yes"), .booleanWord(true), "true"),
            ("OFF", .string("OFF"), .booleanWord(false), "false"),
            ("Off", .string("Off"), .booleanWord(false), "false"),
            ("oFF", .string("oFF"), nil, nil),
            ("shoes", .string("shoes"), nil, nil),
            ("1e400", .string("1e400"), nil, nil),
        ]
        for (text, value, surprise, usual) in cases {
            let reading = PlainValue(plain: text)
            XCTAssertEqual(reading.value, value, text)
            XCTAssertEqual(reading.surprise, surprise, text)
            XCTAssertEqual(reading.usualForm, usual, text)
        }
    }

    /// The usual form of an exponent is plain digits that read back as the same number.
    func testUsualFormsReadBackAsTheSameNumber() throws {
        for text in ["1e30", "1.5e-7", "2.5E-2", "-3e2", "1e-300", "9.5e15", "12345e-2", "1.7976931348623157e308"] {
            let reading = PlainValue(plain: text)
            let usual = try XCTUnwrap(reading.usualForm, text)
            XCTAssertFalse(usual.contains("e") || usual.contains("E"), usual)
            let again = PlainValue(plain: usual)
            XCTAssertNil(again.surprise, usual)
            guard case .number(let a) = reading.value, case .number(let b) = again.value else { return XCTFail(text) }
            XCTAssertEqual(a.double, b.double, text)
        }
    }
}
