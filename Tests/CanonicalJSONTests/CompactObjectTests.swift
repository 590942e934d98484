import CanonicalJSON
import XCTest

/// A compact object written member by member, in any order, is the object `JSONWriter` writes.
final class CompactObjectTests: XCTestCase {
    func testBytesWithAndWithoutAnInsertedMember() {
        let members: [String: JSONValue] = [
            "type": "inapp", "id": "a/b", "priority": 75, "data": ["x": [1, 2.5, nil], "é": true], "re_eligibility": 60,
            "start_time": 0, "trigger_condition": [["type": "open"]],
        ]
        let object = CompactObject(members)
        XCTAssertEqual(object.bytes, JSONWriter.compact(.object(members)))
        for key in ["revision", "", "a", "zzz", "priority_", "re", "start_time_", "trigger_condition\u{1}"] {
            var all = members
            all[key] = .string("0123456789abcdef")
            XCTAssertEqual(
                String(decoding: object.bytes(inserting: key, .string("0123456789abcdef")), as: UTF8.self),
                String(decoding: JSONWriter.compact(.object(all)), as: UTF8.self), key
            )
        }
    }

    func testEmptyObject() {
        XCTAssertEqual(String(decoding: CompactObject([:]).bytes, as: UTF8.self), "{}")
        XCTAssertEqual(String(decoding: CompactObject().bytes, as: UTF8.self), "{}")
        XCTAssertEqual(String(decoding: CompactObject([:]).bytes(inserting: "k", 1), as: UTF8.self), "{\"k\":1}")
        var empty = CompactObject()
        empty.set("list", objects: [])
        empty.set("lists", lists: [[], [CompactObject()]])
        XCTAssertEqual(String(decoding: empty.bytes, as: UTF8.self), #"{"list":[],"lists":[[],[{}]]}"#)
    }

    /// Keys that share their first eight bytes, that an escape changes, or that are a prefix of
    /// another: ordered by their bytes as they are, not as written.
    func testKeysOrderedByTheirOwnBytes() {
        let keys = [
            "property_value", "property_key", "property_type", "property", "propert", "\u{7F}", "a\"b", "a\\b", "a\nb", "a\u{1}",
            "ab", "é", "e\u{301}", "text_align_message", "text_align_header", "",
        ]
        var object = CompactObject()
        var expected: [String: JSONValue] = [:]
        for (index, key) in keys.enumerated().reversed() {
            object.set(key, JSONValue(index))
            expected[key] = JSONValue(index)
        }
        // `é` and `e\u{301}` are one key to a `Dictionary` (canonically equal), two here.
        XCTAssertEqual(expected.count, keys.count - 1)
        let written = String(decoding: object.bytes, as: UTF8.self)
        let order = keys.indices.sorted { keys[$0].utf8.lexicographicallyPrecedes(keys[$1].utf8) }
        let members = order.map { index in String(decoding: JSONWriter.compact(.string(keys[index])), as: UTF8.self) + ":\(index)" }
        XCTAssertEqual(written, "{" + members.joined(separator: ",") + "}")
    }

    /// A key set again keeps its last value, as a dictionary does.
    func testAKeySetTwiceKeepsItsLastValue() {
        var object = CompactObject()
        object.set("b", 1)
        object.set("a", 2)
        object.set("b", 3)
        object.set("a", object: CompactObject(["x": 1]))
        XCTAssertEqual(String(decoding: object.bytes, as: UTF8.self), #"{"a":{"x":1},"b":3}"#)
        XCTAssertEqual(String(decoding: object.bytes(inserting: "ab", true), as: UTF8.self), #"{"a":{"x":1},"ab":true,"b":3}"#)
    }

    /// Random objects of up to 80 members (past the size put in order by insertion), nested
    /// objects and lists of them, with repeated keys: the bytes of `JSONWriter` for the same
    /// members as values.
    func testRandomObjectsAgainstTheWriter() {
        var generator = SplitMix(seed: 0x5EED)
        let pool = ["id", "type", "data", "btns", "bg_color", "text_color", "text", "uri", "a\"q", "k\u{9}", "ü", "property_key", "property_type"]
        func key() -> String {
            let base = pool[Int(generator.next() % UInt64(pool.count))]
            return generator.next() % 3 == 0 ? base + String(generator.next() % 40) : base
        }
        func scalar() -> JSONValue {
            switch generator.next() % 5 {
            case 0: return .string("v\(generator.next() % 100)\u{1}\"")
            case 1: return .integer(Int64(bitPattern: generator.next()))
            case 2: return .bool(generator.next() % 2 == 0)
            case 3: return .null
            default: return .number(Double(generator.next() % 1000) / 8)
            }
        }
        func object(depth: Int) -> (CompactObject, [String: JSONValue]) {
            var compact = CompactObject()
            var value: [String: JSONValue] = [:]
            let count = Int(generator.next() % (depth == 0 ? 80 : 6))
            for _ in 0..<count {
                let name = key()
                switch depth < 2 ? generator.next() % 4 : 0 {
                case 1:
                    let (inner, innerValue) = object(depth: depth + 1)
                    compact.set(name, object: inner)
                    value[name] = .object(innerValue)
                case 2:
                    let list = (0..<Int(generator.next() % 3)).map { _ in object(depth: depth + 1) }
                    compact.set(name, objects: list.map(\.0))
                    value[name] = .array(list.map { .object($0.1) })
                case 3:
                    let lists = (0..<Int(generator.next() % 3)).map { _ in (0..<Int(generator.next() % 3)).map { _ in object(depth: depth + 1) } }
                    compact.set(name, lists: lists.map { $0.map(\.0) })
                    value[name] = .array(lists.map { .array($0.map { .object($0.1) }) })
                default:
                    let member = scalar()
                    compact.set(name, member)
                    value[name] = member
                }
            }
            return (compact, value)
        }
        var compared = 0
        for _ in 0..<400 {
            let (compact, value) = object(depth: 0)
            XCTAssertEqual(compact.bytes, JSONWriter.compact(.object(value)))
            var inserted = value
            inserted["revision"] = "r"
            XCTAssertEqual(compact.bytes(inserting: "revision", "r"), JSONWriter.compact(.object(inserted)))
            compared += 1
        }
        print("CompactObject: \(compared) random objects compared with JSONWriter")
    }
}
