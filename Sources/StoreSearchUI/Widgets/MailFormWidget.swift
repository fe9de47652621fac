import StoreSearchModel
import StoreSearchText
import TerminalKit

/// The one drawing of a mail form (`MailForm`): the support mail and "Rate
/// this App" are two looks of it (`MailFormWidget.compose`, `.rating`). A
/// sheet titled with its menu item; over the fields, what the user should
/// know first (mail cannot be sent; the address is a placeholder); then the
/// form's parts in Tab order, each drawn by its kind (a labelled line, the
/// stars, the body, the checkbox), a blank or a rule between parts of
/// different kinds, and under the last line why Send was refused (or a
/// hint); what comes before the buttons; the buttons, in Tab order, at the
/// right. A form with a body fills its size and the body takes the rows
/// left; one without is as tall as its rows. On a short screen the sheet
/// scrolls to what has focus.
struct MailFormWidget<Form: MailForm>: Widget {
    var form: Form
    var canSend: Bool
    var look: Look

    /// What sets one mail form apart from the other when drawn.
    struct Look {
        /// The sheet's title: the menu item that opens it.
        var title: Phrase
        /// Said over the fields, each optional (left out first on a short screen) or not.
        var notices: [(phrase: Phrase, optional: Bool)]
        /// The widest the sheet is; with a body, also how tall it would like to be.
        var size: Size
        /// Between two parts of different kinds: a blank row, or a rule.
        var separatesWithRule: Bool
        /// A line's or the stars' label ("To:"); nil for parts without one.
        var label: (Form.Field) -> Phrase?
        /// The text of a line part.
        var line: (Form, Form.Field) -> LineEditor
        /// What a click on a part or a button names.
        var target: (Form.Field) -> HitTarget
        var button: (Form.Field) -> Phrase
        var problem: (Form.Problem) -> Phrase
        /// Under the last line while nothing is wrong (left out first on a short screen).
        var hint: Phrase? = nil
        /// Buttons drawn with a part (the editor's beside the checkbox), not in the buttons' row.
        var besideParts: Set<Form.Field> = []
        /// The rows of a part only this form has (the stars, the body in `bodyRows`
        /// rows, the checkbox), `labelWidth` the width of the labels' column.
        var part: (_ field: Form.Field, _ labelWidth: Int, _ bodyRows: Int, inout SheetContent, RenderContext) -> Void
        /// Rows before the buttons, `width` wide: the compose sheet's diagnostics
        /// (shown only where the body keeps room), the rating's blank.
        var beforeButtons: (_ width: Int, RenderContext) -> [(Rect, inout Frame) -> Void]
        /// Whether those rows are shown only where the body keeps some room.
        var beforeButtonsNeedRoom = false
    }

    /// The body is never shorter than this, however short the screen: the sheet scrolls instead.
    static var minimumBodyRows: Int { 3 }

    func render(in area: Rect, on frame: inout Frame, context: RenderContext) {
        let localizer = context.localizer
        let theme = context.theme
        let fields = Form.fields(canSend: canSend)
        let hasBody = fields.contains { Form.part(of: $0) == .body }
        let width = min(area.width - 4, look.size.columns)
        let filledBox = SheetContent.box(for: Size(columns: width, rows: look.size.rows), in: area)
        // The content's width: the box's, less its border and margins.
        let contentWidth = hasBody ? filledBox.insetBy(dx: 2, dy: 1).width : width - 4
        let labels = fields.compactMap { field in look.label(field).map { localizer($0) } }
        let labelWidth = (labels.map(\.columnWidth).max() ?? 0) + 1

        // The rows above the body (all of them, without one), and below it.
        var head = SheetContent(width: contentWidth)
        var tail = SheetContent(width: contentWidth)
        for notice in look.notices {
            head.addText(localizer(notice.phrase), style: theme.notice, optional: notice.optional)
        }
        let parts = fields.filter { Form.part(of: $0) != .button }
        let lastLine = parts.last { Form.part(of: $0) == .line }
        var afterBody = false
        for (offset, field) in parts.enumerated() {
            let part = Form.part(of: field)
            var rows = afterBody ? tail : head
            if offset > 0, part != .line || Form.part(of: parts[offset - 1]) != .line {
                if look.separatesWithRule {
                    rows.add(optional: true) { rect, frame in frame.buffer.drawRule(rect, style: theme.border) }
                } else {
                    rows.addBlank()
                }
            }
            switch part {
            case .body: break
            case .line:
                let label = look.label(field).map { localizer($0) } ?? ""
                addLine(field, label: label, labelWidth: labelWidth, to: &rows, theme: theme)
            case .stars, .checkbox, .button: look.part(field, labelWidth, 0, &rows, context)
            }
            if field == lastLine {
                if let problem = form.problem {
                    // Under the fields it is about, where focus goes when Send is refused.
                    rows.addText(localizer(look.problem(problem)), style: theme.notice, focus: true)
                } else if let hint = look.hint {
                    rows.addText(localizer(hint), style: theme.secondaryText, optional: true)
                }
            }
            if afterBody { tail = rows } else { head = rows }
            if part == .body { afterBody = true }
        }
        var buttonRows = SheetContent(width: contentWidth)
        let buttons = Form.buttons(canSend: canSend).filter { !look.besideParts.contains($0) }.map { field in
            SheetButton(
                label: localizer(look.button(field)), target: look.target(field), isFocused: form.focus == field)
        }
        buttonRows.addButtons(buttons, trailing: true, theme: theme)
        let before = look.beforeButtons(contentWidth, context)

        guard hasBody, let body = parts.first(where: { Form.part(of: $0) == .body }) else {
            var content = head
            for row in before { content.add(optional: true, row) }
            content.append(buttonRows)
            let (box, fitted) = content.boxed(width: width, in: area)
            drawBox(box, on: &frame, context: context)
            fitted.draw(in: box.insetBy(dx: 2, dy: 1), box: box, on: &frame, theme: theme)
            return
        }
        drawBox(filledBox, on: &frame, context: context)
        let inner = filledBox.insetBy(dx: 2, dy: 1)
        guard inner.width >= 10, inner.height >= 1 else { return }
        if inner.height - head.count - tail.count - buttonRows.count < Self.minimumBodyRows {
            // Short of room: the rules round the body go before the body shrinks.
            head = head.fitted(to: 0)
            tail = tail.fitted(to: 0)
        }
        let fixed = head.count + tail.count + buttonRows.count
        let showsBefore =
            !look.beforeButtonsNeedRoom || inner.height - fixed - before.count >= Self.minimumBodyRows + 2
        // The body takes what is left, and never less than its minimum.
        let bodyRows = max(Self.minimumBodyRows, inner.height - fixed - (showsBefore ? before.count : 0))
        var content = head
        look.part(body, labelWidth, bodyRows, &content, context)
        content.append(tail)
        if showsBefore { for row in before { content.add(row) } }
        content.append(buttonRows)
        content.draw(in: inner, box: filledBox, on: &frame, theme: theme)
    }

    /// The sheet's box and its title.
    private func drawBox(_ box: Rect, on frame: inout Frame, context: RenderContext) {
        drawSheet(box, on: &frame, theme: context.theme)
        frame.buffer.write(
            " \(context.localizer(look.title)) ", at: Point(x: box.x + 2, y: box.y), style: context.theme.title,
            clip: box)
    }

    /// "To:  support@…": a label and a one-line field, underlined as far as it reaches.
    private func addLine(
        _ field: Form.Field, label: String, labelWidth: Int, to content: inout SheetContent, theme: Theme
    ) {
        let isFocused = form.focus == field
        let editor = look.line(form, field)
        let target = look.target(field)
        content.add(focus: isFocused) { rect, frame in
            frame.buffer.write(
                label, at: rect.origin, style: isFocused ? theme.focusedBorder : theme.secondaryText, clip: rect)
            let text = Rect(x: rect.x + labelWidth, y: rect.y, width: rect.width - labelWidth, height: 1)
            frame.buffer.fill(text, style: Style(attributes: .underline))
            drawLineField(editor, in: text, isFocused: isFocused, style: Style(attributes: .underline), on: &frame)
            frame.addRegion(rect, target)
        }
    }
}
