import CampaignLocale
import CampaignMessages

/// W905 for one text (SPEC §16.4): per platform, the widest of its renderings measured in the
/// field's slot on a phone frame in portrait (`FieldSlots`); one finding per platform where it
/// does not fit, in the order iOS, Android, Web. `measure`, the one rendering's widths measured
/// beforehand, settles the slots it fits at once.
enum TextFitCheck {
    static func findings(_ renderings: [String], field: FitField, layout: FitLayout, locale: String?, measure: LineMeasure? = nil) -> [FitFinding] {
        var findings: [FitFinding] = []
        for platform in Platform.allCases {
            guard let slot = FieldSlots.slot(field, in: layout, on: platform) else { continue }
            if let measure, FieldFit.fitsAtOnce(measure, in: slot) { continue }
            // The longest rendering: the widest on one line in the slot's font.
            var widest: (text: String, width: Double)? = renderings.count == 1 ? (renderings[0], 0) : nil
            for text in renderings where renderings.count > 1 {
                let width = TextFit.width(of: text, style: slot.style).width
                if width > widest?.width ?? -1 { widest = (text, width) }
            }
            guard let text = widest?.text, let misfit = FieldFit.misfit(text, in: slot) else { continue }
            let kind: FitFinding.Kind
            switch misfit.kind {
            case .cut: kind = .cut
            case .tooManyLines(let needed, let shown): kind = .tooManyLines(needed: needed, shown: shown)
            case .wordBroken: kind = .wordBroken
            }
            findings.append(
                FitFinding(
                    text: text, width: misfit.measured.width, room: slot.width, place: FitSubjects.place(field, in: layout),
                    platform: FitSubjects.name(of: platform), locale: locale, shown: misfit.shown, kind: kind, isEstimated: misfit.measured.isEstimated,
                    isUncertain: misfit.measured.isUncertain))
        }
        return findings
    }
}
