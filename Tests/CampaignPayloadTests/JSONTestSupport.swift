import CanonicalJSON
import XCTest

/// The compact canonical text of a value, for exact comparisons.
func compactText(_ value: JSONValue?) -> String? {
    value.map { String(decoding: JSONWriter.compact($0), as: UTF8.self) }
}

/// Asserts that `value` is written exactly as `expected` (compact, keys sorted).
func XCTAssertJSON(_ value: JSONValue?, _ expected: String, _ message: String = "", file: StaticString = #filePath, line: UInt = #line) {
    XCTAssertEqual(compactText(value), expected, message, file: file, line: line)
}

/// The keys of an object, sorted.
func keys(_ value: JSONValue?) -> [String] {
    (value?.objectValue.map { Array($0.keys) } ?? []).sorted()
}
