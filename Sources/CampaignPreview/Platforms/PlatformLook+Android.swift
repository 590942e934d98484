extension PlatformLook {
    /// The Android SDK's default views (ref §2.2, §3.3, §4.3). Elevation is drawn as a CSS
    /// shadow of about the same spread.
    static let android = PlatformLook(
        platform: .android,
        fontFamily: "Roboto, system-ui, sans-serif",
        header: TextLook(size: 20, bold: true, lineHeight: "1.3"),
        body: TextLook(size: 14, bold: false, lineHeight: "1.1"),
        slideup: SlideupLook(
            width: .centred(max: 450, margin: 10), topGap: 0, bottomGap: 10, minHeight: nil, maxHeight: nil, radius: 5,
            padding: (top: 15, right: 20, bottom: 15, left: 20), leftWithImage: 15, imageGap: 10, chevronGap: 20, textMaxWidth: nil,
            text: TextLook(size: 14, bold: false, lineHeight: "1.2", maxLines: 3), showsChevron: true, close: nil,
            shadow: ShadowLook(css: "0 4px 9px rgba(0,0,0,.3)")),
        wideSlideup: nil,
        modal: ModalLook(
            margin: 15, maxWidth: 450, maxHeight: 750, largeLandscape: nil, radius: 10, textTop: 40, textTopAfterImage: 20, textSide: 20,
            textBottom: 0, buttonsTop: 20, buttonsSide: 20, bottomWithButtons: 20, bottomWithoutButtons: 20,
            imageOnlyBounds: (maxWidth: 450, maxHeight: 750, widthMargin: 15, heightMargin: 15),
            close: CloseLook(width: 48, height: 48, top: 1, right: 1, glyph: .cross(size: 20)),
            shadow: ShadowLook(css: "0 7px 14px rgba(0,0,0,.3)")),
        full: FullLook(
            phoneArea: .safeArea, cardRadius: 9, cardImageHeight: nil, cardOrientation: .message, imageOnlyCardIsModal: false, textTop: 30, textSide: 25,
            textBottom: 30,
            buttonsTop: 20, buttonsSide: 25, buttonsBottom: 30, cardBottom: 30,
            close: CloseLook(width: 48, height: 48, top: 11, right: 11, glyph: .cross(size: 20))),
        buttons: ButtonLook(text: TextLook(size: 14, bold: true, lineHeight: "42px"), fixedHeight: 44, naturalPadding: 0),
        appliesDarkTheme: true,
        honoursCrop: true,
        usesViewport: false
    )
}
