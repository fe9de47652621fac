import StoreSearchModel
import StoreSearchText
import TerminalKit

/// "Rate this App": where the rating goes, one to five stars (each
/// clickable), an optional comment, and Send (or Save Draft, where mail
/// cannot be sent). Scrolls to what has focus on a short screen.
struct RatingWidget: Widget {
    var sheet: RatingSheet
    var canSend: Bool
    /// Whether To still holds the built-in placeholder address: said, so it is changed.
    var addressIsPlaceholder = false

    static let preferredWidth = 60

    func render(in area: Rect, on frame: inout Frame, context: RenderContext) {
        let localizer = context.localizer
        let theme = context.theme
        let width = min(area.width - 4, Self.preferredWidth)
        var content = SheetContent(width: width - 4)
        if !canSend { content.addText(localizer(.mail(.ratingSavedAsDraft)), style: theme.notice, optional: true) }
        // Right over To, so it shows whenever To has focus.
        if addressIsPlaceholder { content.addText(localizer(.mail(.placeholderAddress)), style: theme.notice) }
        let labels = [localizer(.mail(.toLabel)), localizer(.mail(.ratingLabel)), localizer(.mail(.commentLabel))]
        let labelWidth = (labels.map(\.columnWidth).max() ?? 0) + 1
        addField(.to, label: labels[0], editor: sheet.to, labelWidth: labelWidth, to: &content, theme: theme)
        content.addBlank()
        addStars(label: labels[1], labelWidth: labelWidth, to: &content, localizer: localizer, theme: theme)
        content.addBlank()
        addField(.comment, label: labels[2], editor: sheet.comment, labelWidth: labelWidth, to: &content, theme: theme)
        if let problem = sheet.problem {
            content.addText(localizer(.mail(.ratingProblem(problem))), style: theme.notice, focus: true)
        } else {
            content.addText(localizer(.mail(.ratingHint)), style: theme.secondaryText, optional: true)
        }
        content.addBlank()
        let buttons = RatingSheet.fields(canSend: canSend).filter { ![.to, .stars, .comment].contains($0) }.map {
            SheetButton(
                label: localizer(.mail(.ratingButton($0))), target: .ratingField($0), isFocused: sheet.focus == $0)
        }
        content.addButtons(buttons, trailing: true, theme: theme)

        let (box, fitted) = content.boxed(width: width, in: area)
        drawSheet(box, on: &frame, theme: theme)
        frame.buffer.write(
            " \(localizer(.menu(.menuItem(.rateThisApp)))) ", at: Point(x: box.x + 2, y: box.y), style: theme.title,
            clip: box)
        let inner = box.insetBy(dx: 2, dy: 1)
        fitted.draw(in: inner, box: box, on: &frame, theme: theme)
    }

    /// "To:  support@…": a label and a one-line field.
    private func addField(
        _ field: RatingField, label: String, editor: LineEditor, labelWidth: Int, to content: inout SheetContent,
        theme: Theme
    ) {
        let isFocused = sheet.focus == field
        content.add(focus: isFocused) { rect, frame in
            frame.buffer.write(
                label, at: rect.origin, style: isFocused ? theme.focusedBorder : theme.secondaryText, clip: rect)
            let text = Rect(x: rect.x + labelWidth, y: rect.y, width: rect.width - labelWidth, height: 1)
            frame.buffer.fill(text, style: Style(attributes: .underline))
            drawLineField(editor, in: text, isFocused: isFocused, style: Style(attributes: .underline), on: &frame)
            frame.addRegion(rect, .ratingField(field))
        }
    }

    /// "Rating:  ★★★☆☆  3 of 5": each star a click target.
    private func addStars(
        label: String, labelWidth: Int, to content: inout SheetContent, localizer: Localizer, theme: Theme
    ) {
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
