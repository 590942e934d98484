import CampaignLocale
import XCTest

@testable import CampaignPreview

/// The text fit slots (`FieldSlots`, which W905 reads) are the widths and fonts the preview
/// draws: each worked out from the preview's own platform tables on the phone frame in portrait.
final class FitSlotAgreementTests: XCTestCase {
    private static let frame = 375

    /// The buttons' padding (12 at each side) and border (1), as `ControlMarkup` and the
    /// gallery's style sheet draw them.
    private static let buttonInset = 2.0 * 12 + 2 * 1

    private func platform(_ look: PlatformLook) -> Platform { Platform(rawValue: look.platform.rawValue)! }

    private func style(_ text: TextLook, _ look: PlatformLook) -> TextStyle {
        TextStyle(platform: platform(look), size: Double(text.size), weight: text.bold ? .bold : .regular)
    }

    func testModalAndFullSlotsAreThePreviewsGeometry() {
        for look in [PlatformLook.iOS, .android, .web] {
            let p = platform(look)
            let modal = Double(min(look.modal.maxWidth, Self.frame - 2 * look.modal.margin))
            XCTAssertEqual(
                FieldSlots.slot(.header, in: .modal, on: p),
                FieldSlot(style: style(look.header, look), width: modal - Double(2 * look.modal.textSide), limit: .wraps))
            XCTAssertEqual(
                FieldSlots.slot(.body, in: .modal, on: p),
                FieldSlot(style: style(look.body, look), width: modal - Double(2 * look.modal.textSide), limit: .wraps))
            let row = modal - Double(2 * look.modal.buttonsSide)
            XCTAssertEqual(
                FieldSlots.slot(.button(of: 1), in: .modal, on: p),
                FieldSlot(style: style(look.buttons.text, look), width: row - Self.buttonInset, limit: .oneLine))
            XCTAssertEqual(FieldSlots.slot(.button(of: 2), in: .modal, on: p)?.width, (row - 10) / 2 - Self.buttonInset)
            let full = Double(Self.frame)
            XCTAssertEqual(FieldSlots.slot(.body, in: .full, on: p)?.width, full - Double(2 * look.full.textSide))
            XCTAssertEqual(FieldSlots.slot(.button(of: 2), in: .full, on: p)?.width, (full - Double(2 * look.full.buttonsSide) - 10) / 2 - Self.buttonInset)
            let bounds = look.modal.imageOnlyBounds
            let imageOnly = Double(min(bounds.maxWidth, Self.frame - bounds.widthMargin))
            // `ImmersiveMarkup` floats an image-only message's buttons 25 from its sides.
            XCTAssertEqual(FieldSlots.slot(.button(of: 1), in: .imageOnlyModal, on: p)?.width, imageOnly - 50 - Self.buttonInset)
        }
    }

    func testSlideupSlotsAreThePreviewsGeometry() {
        for look in [PlatformLook.iOS, .android, .web] {
            let slideup = look.slideup(width: Self.frame)
            for (image, chevron) in [(false, false), (true, false), (false, true), (true, true)] {
                let slot = FieldSlots.slot(.body, in: .slideup(hasImage: image, hasChevron: chevron), on: platform(look))
                guard let lines = slideup.text.maxLines, case .centred(let maxWidth, let margin) = slideup.width else {
                    XCTAssertNil(slot, "\(look.platform): a slideup text that is not clamped is never cut")
                    continue
                }
                var width = Double(min(maxWidth, Self.frame - 2 * margin) - slideup.padding.right)
                width -= Double(image ? slideup.leftWithImage + 50 + slideup.imageGap : slideup.padding.left)
                if chevron { width -= Double(12 + slideup.chevronGap) }
                XCTAssertEqual(slot, FieldSlot(style: style(slideup.text, look), width: width, limit: .lines(lines)), "\(look.platform) \(image) \(chevron)")
            }
        }
    }
}
