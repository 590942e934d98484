import CampaignModel
import XCTest

/// The hexadecimal spellings of a colour, written in place (issue 24), are those of every
/// byte in two uppercase digits: checked for every value in every channel.
final class ColourTextTests: XCTestCase {
    private func hex(_ byte: UInt8) -> String {
        let text = String(byte, radix: 16, uppercase: true)
        return text.count == 1 ? "0" + text : text
    }

    func testEveryByteInEveryChannel() {
        for value in 0...255 {
            let byte = UInt8(value)
            let others: [(UInt8, UInt8, UInt8, UInt8)] = [
                (byte, 0x0A, 0xF0, 0xFF), (0x0A, byte, 0xF0, 0x80), (0xF0, 0x0A, byte, 0x01), (0x12, 0xAB, 0x3C, byte),
            ]
            for (red, green, blue, alpha) in others {
                let colour = Colour(red: red, green: green, blue: blue, alpha: alpha)
                let rgb = "#" + hex(red) + hex(green) + hex(blue)
                XCTAssertEqual(colour.cssText, rgb + hex(alpha))
                XCTAssertEqual(colour.shownText, alpha == 0xFF ? rgb : rgb + hex(alpha))
                XCTAssertEqual(ExactColour(red: Double(red), green: Double(green), blue: Double(blue)).hexText, rgb)
            }
        }
    }
}
