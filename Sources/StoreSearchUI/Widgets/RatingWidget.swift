import StoreSearchModel
import StoreSearchText
import TerminalKit

/// "Rate this App", a look of the one mail form: where the rating goes,
/// one to five stars (each clickable), an optional comment, and Send (or
/// Save Draft, where mail cannot be sent). Scrolls to what has focus on a
/// short screen.
extension MailFormWidget where Form == RatingSheet {
    static var preferredWidth: Int { 60 }

    /// `addressIsPlaceholder`: To still holds the built-in placeholder address, said so it is changed.
    static func rating(_ sheet: RatingSheet, canSend: Bool, addressIsPlaceholder: Bool = false) -> Self {
        var notices: [(phrase: Phrase, optional: Bool)] = []
        if !canSend { notices.append((.mail(.ratingSavedAsDraft), true)) }
        // Right over To, so it shows whenever To has focus.
        if addressIsPlaceholder { notices.append((.mail(.placeholderAddress), false)) }
        let look = Look(
            title: .menu(.menuItem(.rateThisApp)), notices: notices, size: Size(columns: preferredWidth, rows: 0),
            separatesWithRule: false,
            label: { field in
                switch field {
                case .to: .mail(.toLabel)
                case .stars: .mail(.ratingLabel)
                case .comment: .mail(.commentLabel)
                default: nil
                }
            },
            line: { sheet, field in field == .comment ? sheet.comment : sheet.to },
            target: { .ratingField($0) }, button: { .mail(.ratingButton($0)) },
            problem: { .mail(.ratingProblem($0)) }, hint: .mail(.ratingHint),
            part: { field, labelWidth, _, content, context in
                if field == .stars { addStars(of: sheet, labelWidth: labelWidth, to: &content, context: context) }
            },
            beforeButtons: { _, _ in [{ _, _ in }] })
        return Self(form: sheet, canSend: canSend, look: look)
    }

    /// "Rating:  ★★★☆☆  3 of 5": each star a click target.
    private static func addStars(
        of sheet: RatingSheet, labelWidth: Int, to content: inout SheetContent, context: RenderContext
    ) {
        let localizer = context.localizer
        let theme = context.theme
        let label = localizer(.mail(.ratingLabel))
        let isFocused = sheet.focus == .stars
        let stars = sheet.stars
        let given = localizer(.mail(.starsGiven(stars)))
        content.add(focus: isFocused) { rect, frame in
            frame.buffer.write(
                label, at: rect.origin, style: isFocused ? theme.focusedBorder : theme.secondaryText, clip: rect)
            var x = rect.x + labelWidth
            let style = isFocused ? theme.focusedButton : theme.button
            for star in 1...RatingSheet.maximumStars {
                let width = frame.buffer.write(
                    star <= stars ? "★" : "☆", at: Point(x: x, y: rect.y), style: style, clip: rect)
                frame.addRegion(Rect(x: x, y: rect.y, width: width + 1, height: 1), .ratingStar(star))
                x += width
                if star < RatingSheet.maximumStars {
                    frame.buffer.write(" ", at: Point(x: x, y: rect.y), style: style, clip: rect)
                    x += 1
                }
            }
            frame.buffer.write(given, at: Point(x: x + 2, y: rect.y), style: theme.secondaryText, clip: rect)
        }
    }
}
