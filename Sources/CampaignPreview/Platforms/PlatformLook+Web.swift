extension PlatformLook {
    /// The Web SDK 3.5.0's CSS (ref §2.3, §3.4, §4.4), drawn in the frame's viewport; the
    /// phone rules apply up to 600 px wide (`WebMedia`).
    static let web = PlatformLook(
        platform: .web,
        fontFamily: "'Helvetica Neue Light', 'Helvetica Neue', Helvetica, Arial, 'Lucida Grande', sans-serif",
        header: TextLook(size: 20, bold: true, lineHeight: "1.3"),
        body: TextLook(size: 14, bold: false, lineHeight: "1.5"),
        // Padding 10, and the text cell's own 10 at its sides.
        slideup: SlideupLook(
            width: .stretched(margin: 10), topGap: 10, bottomGap: 10, minHeight: nil, maxHeight: 86, radius: 8,
            padding: (top: 10, right: 20, bottom: 10, left: 20), leftWithImage: 15, imageGap: 10, chevronGap: 18, textMaxWidth: nil,
            text: TextLook(size: 14, bold: true, lineHeight: "1.5"), showsChevron: true, close: nil,
            shadow: ShadowLook(css: "0 0 4px rgba(0,0,0,.3)")),
        // Desktop: 20 from the right and the edge, at most 150 high, a close button, no chevron.
        wideSlideup: SlideupLook(
            width: .fromRight(margin: 20), topGap: 20, bottomGap: 20, minHeight: nil, maxHeight: 150, radius: 8,
            padding: (top: 10, right: 35, bottom: 10, left: 20), leftWithImage: 15, imageGap: 10, chevronGap: 0,
            textMaxWidth: (plain: 430, withImage: 365), text: TextLook(size: 14, bold: true, lineHeight: "1.5"), showsChevron: false,
            close: CloseLook(width: 31.67, height: 31.67, top: 0, right: 0, glyph: .cross(size: 15)),
            shadow: ShadowLook(css: "0 0 4px rgba(0,0,0,.3)")),
        modal: ModalLook(
            margin: 15, maxWidth: 450, maxHeight: 720, largeLandscape: nil, radius: 8, textTop: 40, textTopAfterImage: 20, textSide: 25,
            textBottom: 20, buttonsTop: 17, buttonsSide: 25, bottomWithButtons: 30, bottomWithoutButtons: 0,
            imageOnlyBounds: (maxWidth: 450, maxHeight: 720, widthMargin: 30, heightMargin: 30),
            close: CloseLook(width: 45, height: 45, top: 0, right: 0, glyph: .cross(size: 15)),
            shadow: ShadowLook(css: "0 0 4px rgba(0,0,0,.3)")),
        full: FullLook(
            phoneArea: .safeArea, cardRadius: 8, cardImageHeight: (portrait: 360, landscape: 225), cardOrientation: .message, imageOnlyCardIsModal: false,
            textTop: 20,
            textSide: 25, textBottom: 20, buttonsTop: 17, buttonsSide: 25, buttonsBottom: 30, cardBottom: 30,
            close: CloseLook(width: 45, height: 45, top: 0, right: 0, glyph: .cross(size: 15))),
        buttons: ButtonLook(text: TextLook(size: 14, bold: true, lineHeight: "42px"), fixedHeight: 44, naturalPadding: 0),
        appliesDarkTheme: false,
        honoursCrop: true,
        usesViewport: true
    )
}
