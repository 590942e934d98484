extension PlatformLook {
    /// BrazeUI in the Swift SDK (ref §2.1, §3.1–3.2, §4.1–4.2), the preview's default.
    static let iOS = PlatformLook(
        platform: .ios,
        fontFamily: "-apple-system, system-ui, sans-serif",
        header: TextLook(size: 20, bold: true, lineHeight: "25px"),
        body: TextLook(size: 15, bold: false, lineHeight: "20px"),
        slideup: SlideupLook(
            width: .centred(max: 450, margin: 10), topGap: 10, bottomGap: 10, minHeight: 60, maxHeight: nil, radius: 15,
            padding: (top: 15, right: 20, bottom: 15, left: 20), leftWithImage: 15, imageGap: 10, chevronGap: 10, textMaxWidth: nil,
            text: TextLook(size: 15, bold: true, lineHeight: "20px", maxLines: 3), showsChevron: true, close: nil,
            shadow: ShadowLook(css: "0 0 8px rgba(0,0,0,.3)")),
        wideSlideup: nil,
        modal: ModalLook(
            margin: 20, maxWidth: 450, maxHeight: 720, largeLandscape: (width: 720, height: 450), radius: 8, textTop: 40, textTopAfterImage: 20,
            textSide: 25, textBottom: 0, buttonsTop: 20, buttonsSide: 25, bottomWithButtons: 30, bottomWithoutButtons: 30,
            imageOnlyBounds: (maxWidth: 450, maxHeight: 720, widthMargin: 40, heightMargin: 40),
            close: CloseLook(width: 44, height: 44, top: 0, right: 0, glyph: .character("✕", size: 22)),
            shadow: ShadowLook(css: "0 0 8px rgba(0,0,0,.3)")),
        full: FullLook(
            phoneArea: .wholeFrame, cardRadius: 8, cardImageHeight: nil, cardOrientation: .frame, imageOnlyCardIsModal: true, textTop: 20, textSide: 25,
            textBottom: 20,
            buttonsTop: 20, buttonsSide: 25, buttonsBottom: 20, cardBottom: 50,
            close: CloseLook(width: 44, height: 44, top: 0, right: 0, glyph: .character("✕", size: 22))),
        buttons: ButtonLook(text: TextLook(size: 15, bold: true, lineHeight: "18px"), fixedHeight: nil, naturalPadding: 10),
        appliesDarkTheme: true,
        honoursCrop: false,
        usesViewport: false
    )
}
