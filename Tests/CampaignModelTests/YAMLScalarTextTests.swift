import CampaignModel
import XCTest

/// SPEC v3 §9.4: values in notes and traces are written as in YAML, so a string that would
/// read as another type (or not read back at all) is quoted.
final class YAMLScalarTextTests: XCTestCase {
    func testPlainWhenItReadsBackAsTheSameString() {
        for text in ["Boots", "gift card", "a-b_c", "shoes!", "über", "x:y", "a#b", "path/to"] {
            XCTAssertEqual(YAMLScalarText.of(text), text, text)
        }
    }

    func testQuotedWhenItWouldReadAsAnotherTypeOrBreakAFlowMapping() {
        let cases: [(String, String)] = [
            ("3", #""3""#), ("-1.5", #""-1.5""#), (".5", #"".5""#), ("0x1F", #""0x1F""#), (".inf", #"".inf""#),
            ("true", #""true""#), ("False", #""False""#), ("null", #""null""#), ("~", #""~""#), ("", #""""#),
            ("a, b", #""a, b""#), ("[x]", #""[x]""#), ("{x}", #""{x}""#), ("key: value", #""key: value""#), ("a #b", #""a #b""#),
            (" lead", #"" lead""#), ("trail ", #""trail ""#), ("colon:", #""colon:""#), ("*ref", #""*ref""#), ("'q'", #""'q'""#),
            ("a, \"b\"\\", #""a, \"b\"\\""#), ("say \"hi\"", "say \"hi\""), ("two\nlines\tand\u{1B}", #""two\nlines\tand\x1B""#), ("\u{2028}", #""\u2028""#),
        ]
        for (text, written) in cases {
            XCTAssertEqual(YAMLScalarText.of(text), written, text)
        }
    }
}
