/// The slot of each visible text field per message layout and platform (SPEC §10.1 and
/// `reference/braze-default-ui.md`), on a phone frame in portrait `frameWidth` px wide (375 by
/// default, the frame `W905` measures): the one table the text fit check and the preview's fit
/// badges read. The preview draws with its own per-platform tables (`PlatformLook`); a preview
/// test checks that the widths here are the ones it draws, and the browser test that Chromium
/// cuts exactly the labels these widths say.
public enum FieldSlots {
    /// The phone frame in portrait (SPEC §10): 375 × 667.
    public static let phoneWidth = 375

    /// The slot of `field` in `layout` on `platform`, or nil when the field is not drawn there
    /// (the text of an image-only message) or is never cut (a Web slideup's text scrolls).
    public static func slot(_ field: FitField, in layout: FitLayout, on platform: Platform, frameWidth: Int = phoneWidth) -> FieldSlot? {
        let numbers = SlotNumbers.of(platform)
        let frame = Double(frameWidth)
        switch (layout, field) {
        case (.slideup(let hasImage, let hasChevron), .body):
            guard let slideup = numbers.slideup else { return nil }
            var width = min(450, frame - 2 * slideup.margin) - slideup.right - (hasImage ? slideup.leftWithImage + 50 + slideup.imageGap : slideup.left)
            if hasChevron { width -= 12 + slideup.chevronGap }
            return FieldSlot(style: slideup.style, width: width, limit: .lines(3))
        case (.slideup, _):
            return nil
        case (.modal, .header), (.full, .header):
            return FieldSlot(style: numbers.header, width: card(layout, numbers, frame) - 2 * textSide(layout, numbers), limit: .wraps)
        case (.modal, .body), (.full, .body):
            return FieldSlot(style: numbers.body, width: card(layout, numbers, frame) - 2 * textSide(layout, numbers), limit: .wraps)
        case (.imageOnlyModal, .button(let count)), (.imageOnlyFull, .button(let count)):
            return button(count, row: card(layout, numbers, frame) - 2 * 25, numbers)
        case (.modal, .button(let count)), (.full, .button(let count)):
            return button(count, row: card(layout, numbers, frame) - 2 * buttonsSide(layout, numbers), numbers)
        case (.imageOnlyModal, _), (.imageOnlyFull, _):
            return nil
        }
    }

    /// A button label's slot in a row `row` px wide: one button as wide as the row at most,
    /// two of equal width 10 apart; each less its padding (12 at each side) and border (1).
    static func button(_ count: Int, row: Double, _ numbers: SlotNumbers) -> FieldSlot {
        let box = count >= 2 ? (row - 10) / 2 : row
        return FieldSlot(style: numbers.button, width: box - 2 * 12 - 2 * 1, limit: .oneLine)
    }

    /// The card's width: a modal the widest the platform allows, an image-only modal its 3:5
    /// card's width, a full message the frame's.
    static func card(_ layout: FitLayout, _ numbers: SlotNumbers, _ frame: Double) -> Double {
        switch layout {
        case .modal: min(450, frame - 2 * numbers.modalMargin)
        case .imageOnlyModal: min(450, frame - numbers.imageOnlyMargin)
        case .full, .imageOnlyFull, .slideup: frame
        }
    }

    static func textSide(_ layout: FitLayout, _ numbers: SlotNumbers) -> Double {
        layout == .modal ? numbers.modalTextSide : 25
    }

    static func buttonsSide(_ layout: FitLayout, _ numbers: SlotNumbers) -> Double {
        layout == .modal ? numbers.modalButtonsSide : 25
    }
}

/// One platform's numbers of SPEC §10.1 that decide a text's room.
struct SlotNumbers {
    struct Slideup {
        let style: TextStyle
        /// From the frame's sides.
        let margin: Double
        /// Padding at the start without and with an image, and at the end.
        let left: Double
        let leftWithImage: Double
        let right: Double
        /// After the image, and before the 12 px chevron.
        let imageGap: Double
        let chevronGap: Double
    }

    let header: TextStyle
    let body: TextStyle
    let button: TextStyle
    /// nil: the slideup's text is never cut (Web: it scrolls inside the card's height limit).
    let slideup: Slideup?
    let modalMargin: Double
    let modalTextSide: Double
    let modalButtonsSide: Double
    /// An image-only modal card is at most the frame's width less this.
    let imageOnlyMargin: Double

    static func of(_ platform: Platform) -> SlotNumbers {
        switch platform {
        case .ios: ios
        case .android: android
        case .web: web
        }
    }

    static let ios = SlotNumbers(
        header: TextStyle(platform: .ios, size: 20, weight: .bold), body: TextStyle(platform: .ios, size: 15, weight: .regular),
        button: TextStyle(platform: .ios, size: 15, weight: .bold),
        slideup: Slideup(
            style: TextStyle(platform: .ios, size: 15, weight: .bold), margin: 10, left: 20, leftWithImage: 15, right: 20, imageGap: 10, chevronGap: 10),
        modalMargin: 20, modalTextSide: 25, modalButtonsSide: 25, imageOnlyMargin: 40)

    static let android = SlotNumbers(
        header: TextStyle(platform: .android, size: 20, weight: .bold), body: TextStyle(platform: .android, size: 14, weight: .regular),
        button: TextStyle(platform: .android, size: 14, weight: .bold),
        slideup: Slideup(
            style: TextStyle(platform: .android, size: 14, weight: .regular), margin: 10, left: 20, leftWithImage: 15, right: 20, imageGap: 10,
            chevronGap: 20),
        modalMargin: 15, modalTextSide: 20, modalButtonsSide: 20, imageOnlyMargin: 15)

    static let web = SlotNumbers(
        header: TextStyle(platform: .web, size: 20, weight: .bold), body: TextStyle(platform: .web, size: 14, weight: .regular),
        button: TextStyle(platform: .web, size: 14, weight: .bold), slideup: nil, modalMargin: 15, modalTextSide: 25, modalButtonsSide: 25,
        imageOnlyMargin: 30)
}
