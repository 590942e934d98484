import CampaignLocale
import XCTest

/// The slot table of the text fit check (SPEC §10.1, §16.4) on the 375 px phone frame in
/// portrait: the width a line of each field has, worked out by hand from §10.1's numbers, the
/// font, and the limit.
final class FieldSlotsTests: XCTestCase {
    private func width(_ field: FitField, _ layout: FitLayout, _ platform: Platform) -> Double? {
        FieldSlots.slot(field, in: layout, on: platform)?.width
    }

    func testModalTextIsTheCardLessItsSides() {
        // iOS: min(450, 375 − 40) − 2 × 25; Android: min(450, 375 − 30) − 2 × 20; Web: min(450, 375 − 30) − 2 × 25.
        XCTAssertEqual([Platform.ios, .android, .web].map { width(.header, .modal, $0) }, [285, 305, 295])
        XCTAssertEqual([Platform.ios, .android, .web].map { width(.body, .modal, $0) }, [285, 305, 295])
        XCTAssertEqual(FieldSlots.slot(.header, in: .modal, on: .android)?.style, TextStyle(platform: .android, size: 20, weight: .bold))
        XCTAssertEqual(FieldSlots.slot(.body, in: .modal, on: .ios)?.style, TextStyle(platform: .ios, size: 15, weight: .regular))
        XCTAssertEqual(FieldSlots.slot(.body, in: .full, on: .web)?.limit, .wraps)
    }

    func testButtonLabelsAreTheirBoxLessPaddingAndBorder() {
        // One button: the row (card less the buttons' sides) less 2 × 12 padding and 2 × 1 border.
        XCTAssertEqual([Platform.ios, .android, .web].map { width(.button(of: 1), .modal, $0) }, [259, 279, 269])
        // Two: (row − 10) / 2 each, less the same.
        XCTAssertEqual([Platform.ios, .android, .web].map { width(.button(of: 2), .modal, $0) }, [111.5, 121.5, 116.5])
        // A full message's row is the frame less 2 × 25 on every platform.
        XCTAssertEqual([Platform.ios, .android, .web].map { width(.button(of: 2), .full, $0) }, [131.5, 131.5, 131.5])
        // Image-only modal: its card (min(450, 375 − margin): 335, 360, 345) less 2 × 25.
        XCTAssertEqual([Platform.ios, .android, .web].map { width(.button(of: 1), .imageOnlyModal, $0) }, [259, 284, 269])
        XCTAssertEqual(FieldSlots.slot(.button(of: 2), in: .modal, on: .ios)?.style, TextStyle(platform: .ios, size: 15, weight: .bold))
        XCTAssertEqual(FieldSlots.slot(.button(of: 2), in: .modal, on: .web)?.limit, .oneLine)
    }

    func testSlideupTextIsThreeLinesOnIOSAndAndroidAndNeverCutOnWeb() {
        // min(450, 375 − 20) less 20 at each side; with an image 15 + 50 + 10 at the start; with
        // the chevron 12 and its gap (iOS 10, Android 20).
        XCTAssertEqual(width(.body, .slideup(hasImage: false, hasChevron: false), .ios), 315)
        XCTAssertEqual(width(.body, .slideup(hasImage: true, hasChevron: false), .ios), 260)
        XCTAssertEqual(width(.body, .slideup(hasImage: true, hasChevron: true), .ios), 238)
        XCTAssertEqual(width(.body, .slideup(hasImage: false, hasChevron: true), .android), 283)
        XCTAssertEqual(FieldSlots.slot(.body, in: .slideup(hasImage: false, hasChevron: false), on: .android)?.limit, .lines(3))
        XCTAssertNil(FieldSlots.slot(.body, in: .slideup(hasImage: false, hasChevron: false), on: .web))
    }

    func testImageOnlyMessagesHaveNoTextSlots() {
        XCTAssertNil(FieldSlots.slot(.header, in: .imageOnlyModal, on: .ios))
        XCTAssertNil(FieldSlots.slot(.body, in: .imageOnlyFull, on: .android))
        XCTAssertNil(FieldSlots.slot(.button(of: 1), in: .slideup(hasImage: false, hasChevron: false), on: .ios))
    }

    func testAVerdictPerLimit() {
        let button = FieldSlots.slot(.button(of: 2), in: .modal, on: .android)!
        XCTAssertNil(FieldFit.misfit("Later", in: button))
        let cut = FieldFit.misfit("Jetzt kostenlos testen", in: button)
        XCTAssertEqual(cut?.kind, .cut)
        XCTAssertEqual(cut?.shown, "Jetzt kostenlos t…")
        XCTAssertEqual(FieldFit.verdictWord("Jetzt kostenlos testen", in: button), "cut")
        let body = FieldSlots.slot(.body, in: .modal, on: .web)!
        XCTAssertNil(FieldFit.misfit("Eine lange Nachricht, die in mehrere Zeilen umbricht, aber kein Wort zu breit hat", in: body))
        XCTAssertEqual(FieldFit.misfit("Die Donaudampfschifffahrtsgesellschaftskapitänsmützenträger", in: body)?.kind, .wordBroken)
        let slideup = FieldSlots.slot(.body, in: .slideup(hasImage: false, hasChevron: false), on: .android)!
        XCTAssertNil(FieldFit.misfit("Spring sale on all shoes and bags.", in: slideup))
        let long = FieldFit.misfit(Array(repeating: "Spring sale on all shoes and bags.", count: 5).joined(separator: " "), in: slideup)
        XCTAssertEqual(long?.kind, .tooManyLines(needed: 4, shown: 3))
        // Three lines and a final line break (a YAML literal block's) are three lines.
        XCTAssertNil(FieldFit.misfit("Hello\nthere\nbye\n", in: slideup))
        XCTAssertEqual(FieldFit.misfit("Hello\nthere\nbye\nagain", in: slideup)?.kind, .tooManyLines(needed: 4, shown: 3))
    }

    func testTheWidestWordIsMeasuredAsTextFitMeasuresIt() {
        let body = FieldSlots.slot(.body, in: .modal, on: .android)!
        let word = "Donaudampfschifffahrtsgesellschaftskapitänsmützenträger"
        let plain = FieldFit.misfit("Die \(word)\nist da", in: body)
        XCTAssertEqual(plain?.shown, word)
        XCTAssertEqual(plain?.measured, TextFit.width(of: word, style: body.style))
        // With an emoji sequence the scan goes per grapheme cluster, and finds the same word.
        let emoji = FieldFit.misfit("👍🏽 \(word) 👨‍👩‍👧", in: body)
        XCTAssertEqual(emoji?.shown, word)
        XCTAssertEqual(emoji?.measured.width, plain?.measured.width)
    }
}
