import CampaignModel
import XCTest

@testable import CampaignCompiler

/// Triggers kept as bytes read back equal to what was stored, in every respect.
final class PackedTriggersTests: XCTestCase {
    private func filter(_ property: String, _ comparator: Int, _ type: PropertyType, _ value: FilterValue) -> PropertyFilterKey {
        PropertyFilterKey(property: property, comparator: comparator, type: type, value: value)
    }

    private var keys: [TriggerKey] {
        [
            TriggerKey(kind: .sessionStart, argument: nil, filters: []),
            TriggerKey(kind: .anyPurchase, argument: nil, filters: []),
            TriggerKey(kind: .pushClick, argument: "winback-push", filters: []),
            TriggerKey(kind: .customEvent, argument: "", filters: []),
            TriggerKey(
                kind: .customEvent, argument: "caf\u{E9} \u{1F600} e\u{301}",
                filters: [
                    [filter("cart_total", 3, .number, .number(NumberValue(text: "", double: 50, integer: 50)))],
                    [filter("c", 1, .string, .string("a\u{0}b")), filter("c", 10, .string, .string("^boot"))],
                    [filter("x", 1, .number, .number(NumberValue(text: "1e3", double: -0.0, integer: nil)))],
                    [filter("big", 2, .number, .number(NumberValue(text: "", double: 9.2e18, integer: Int64.min)))],
                    [filter("flag", 11, .boolean, .boolean(true)), filter("flag", 1, .boolean, .boolean(false))],
                    [filter("seen", 15, .time, .duration(Duration(milliseconds: 604_800_000)))],
                    [],
                ]),
            TriggerKey(kind: .specificPurchase, argument: "sku_1", filters: [[filter(String(repeating: "p", count: 300), 17, .string, .string(""))]]),
        ]
    }

    func testKeysReadBackEqualWithTheirHashes() {
        let keys = keys
        let packed = PackedTriggers(keys)
        XCTAssertEqual(packed.count, keys.count)
        XCTAssertEqual(packed.keys, keys)
        for (index, key) in keys.enumerated() {
            let read = packed.key(at: index)
            XCTAssertEqual(read, key)
            XCTAssertEqual(read.argument.map { Array($0.utf8) }, key.argument.map { Array($0.utf8) })
            XCTAssertEqual(packed.hash(at: index), key.hashValue)
            for (readEntry, entry) in zip(read.filters, key.filters) {
                for (readFilter, filter) in zip(readEntry, entry) {
                    XCTAssertEqual(Array(readFilter.property.utf8), Array(filter.property.utf8))
                    if case .number(let a) = readFilter.value, case .number(let b) = filter.value {
                        XCTAssertEqual(a.double.bitPattern, b.double.bitPattern)
                        XCTAssertEqual(a.text, b.text)
                    }
                }
            }
        }
        XCTAssertEqual(PackedTriggers([]).count, 0)
        XCTAssertEqual(PackedTriggers([]).keys, [])
    }

    func testSameBytesOnlyForKeysWrittenAlike() {
        let keys = keys
        let a = PackedTriggers(keys)
        let b = PackedTriggers(keys.reversed())
        for index in keys.indices {
            XCTAssertTrue(a.sameBytes(index, as: b, keys.count - 1 - index))
            XCTAssertFalse(a.sameBytes(index, as: b, index) && keys[index] != keys[keys.count - 1 - index])
        }
        // Equal keys in two Unicode forms: equal, yet not the same bytes.
        let composed = PackedTriggers([TriggerKey(kind: .customEvent, argument: "caf\u{E9}", filters: [])])
        let decomposed = PackedTriggers([TriggerKey(kind: .customEvent, argument: "cafe\u{301}", filters: [])])
        XCTAssertFalse(composed.sameBytes(0, as: decomposed, 0))
        XCTAssertEqual(composed.key(at: 0), decomposed.key(at: 0))
        XCTAssertEqual(composed.hash(at: 0), decomposed.hash(at: 0))
    }
}
