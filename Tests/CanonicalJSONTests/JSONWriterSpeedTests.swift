import CanonicalJSON
import Dispatch
import XCTest

/// Prints how fast the writer is; asserts only the output, never the time.
final class JSONWriterSpeedTests: XCTestCase {
    func testEncodingASmallObjectManyTimes() {
        let value = Self.sampleObject()
        let writer = JSONWriter()
        #if DEBUG
            // An unoptimised build is about 20 times slower; keep the suite fast.
            let (iterations, build) = (10_000, "debug")
        #else
            let (iterations, build) = (100_000, "release")
        #endif
        var totalBytes = 0
        let start = DispatchTime.now().uptimeNanoseconds
        for _ in 0..<iterations {
            totalBytes += writer.encode(value).count
        }
        let elapsed = DispatchTime.now().uptimeNanoseconds - start
        let perObject = Double(elapsed) / Double(iterations) / 1000
        let single = writer.encode(value).count
        print(
            "JSONWriter (\(build)): \(iterations) encodings of a \(single)-byte, 20-key object in "
                + "\(elapsed / 1_000_000) ms (\((perObject * 100).rounded() / 100) µs each)"
        )
        XCTAssertEqual(totalBytes, single * iterations)
        XCTAssertEqual(
            String(decoding: writer.encode(value), as: UTF8.self),
            #"{"animate_in":true,"animate_out":true,"bg_color":4294967295,"end_time":1775001599,"#
                + #""extras":{"attribute_key":"favorite_team","view_type":"picker"},"frame_color":3207803699,"#
                + #""header":"Pick your team","id":"spring-sale","image_url":"https://cdn.example.com/iam/team.png","#
                + #""message":"Arsenal, Chelsea, Liverpool","message_close":"SWIPE","#
                + #""prefetch":["https://cdn.example.com/iam/cart.png"],"priority":75,"re_eligibility":604800,"#
                + #""revision":"0123456789abcdef","start_time":1772355600,"text_color":4281545523,"#
                + #""trigger_condition":[{"type":"open"}],"trigger_id":"spring-sale","type":"inapp"}"#
        )
    }

    /// About the shape of a trigger object: 20 keys, nested values, a few numbers and URLs.
    static func sampleObject() -> JSONValue {
        [
            "id": "spring-sale",
            "revision": "0123456789abcdef",
            "type": "inapp",
            "priority": 75,
            "start_time": 1_772_355_600,
            "end_time": 1_775_001_599,
            "re_eligibility": 604_800,
            "trigger_condition": [["type": "open"]],
            "prefetch": ["https://cdn.example.com/iam/cart.png"],
            "message": "Arsenal, Chelsea, Liverpool",
            "header": "Pick your team",
            "image_url": "https://cdn.example.com/iam/team.png",
            "bg_color": 4_294_967_295,
            "text_color": 4_281_545_523,
            "frame_color": 3_207_803_699,
            "animate_in": true,
            "animate_out": true,
            "message_close": "SWIPE",
            "extras": ["view_type": "picker", "attribute_key": "favorite_team"],
            "trigger_id": "spring-sale",
        ]
    }
}
