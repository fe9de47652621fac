import StoreSearchCore

/// The support-mail compose sheet: To, Subject, the body, the diagnostics
/// checkbox with what it attaches, and the buttons; without a mail command it
/// says so first and offers a draft or the mail program instead of Send.
struct ComposeWidget: Widget {
    var sheet: ComposeState
    var canSend: Bool
    var diagnostics: String
    /// Why Send is not offered (names a configured mail command that is missing).
    var cannotSend: Phrase = .mail(.cannotSendMail)

    /// The sheet's size when the screen has room: a letter's width, and room for a short one.
    static let preferredSize = Size(columns: 76, rows: 22)

    func render(in area: Rect, on frame: inout Frame, context: RenderContext) {
        let localizer = context.localizer
        let theme = context.theme
        let box = area.centered(
            Size(
                columns: min(area.width - 4, Self.preferredSize.columns),
                rows: min(area.height - 2, Self.preferredSize.rows)))
        drawSheet(box, on: &frame, theme: theme)
        frame.buffer.write(
            " \(localizer(.menu(.menuItem(.sendSupportEmail)))) ", at: Point(x: box.x + 2, y: box.y),
            style: theme.title, clip: box)
        let inner = box.insetBy(dx: 2, dy: 1)
        guard inner.width >= 10, inner.height >= 4 else { return }

        // From the bottom: buttons, the problem, the diagnostics, the checkbox, a rule.
        var bottom = inner.maxY
        bottom -= 1
        drawButtons(
            buttons(localizer: localizer), centeredIn: Rect(x: inner.x, y: bottom, width: inner.width, height: 1),
            trailing: true, on: &frame, theme: theme)
        if let problem = sheet.problem {
            bottom -= 1
            frame.buffer.write(
                localizer(.mail(.mailProblem(problem))).truncated(toWidth: inner.width),
                at: Point(x: inner.x, y: bottom), style: theme.notice)
        }
        var top = inner.y
        if !canSend {
            let lines = localizer(cannotSend).wrapped(
                toWidth: inner.width, maxLines: inner.height >= 16 ? 3 : 1)
            for line in lines {
                frame.buffer.write(line, at: Point(x: inner.x, y: top), style: theme.notice)
                top += 1
            }
        }
        let labels = [localizer(.mail(.toLabel)), localizer(.mail(.subjectLabel))]
        let labelWidth = (labels.map(\.columnWidth).max() ?? 0) + 1
        for (index, field) in [ComposeField.to, .subject].enumerated() where top < bottom {
            let editor = field == .to ? sheet.to : sheet.subject
            let isFocused = sheet.focus == field
            frame.buffer.write(
                labels[index], at: Point(x: inner.x, y: top),
                style: isFocused ? theme.focusedBorder : theme.secondaryText)
            let area = Rect(x: inner.x + labelWidth, y: top, width: inner.width - labelWidth, height: 1)
            drawLine(editor, in: area, isFocused: isFocused, on: &frame, theme: theme)
            frame.addRegion(Rect(x: inner.x, y: top, width: inner.width, height: 1), .composeField(field))
            top += 1
        }
        let previewLines = diagnostics.split(separator: "\n").joined(separator: " · ")
            .wrapped(toWidth: max(1, inner.width - 4), maxLines: 2)
        let tail = 1 + 1 + (inner.height >= 14 ? previewLines.count : 0)
        guard bottom - tail - top >= 3 else { return }
        bottom -= tail
        frame.buffer.drawRule(Rect(x: inner.x, y: top, width: inner.width, height: 1), style: theme.border)
        frame.buffer.drawRule(Rect(x: inner.x, y: bottom, width: inner.width, height: 1), style: theme.border)
        let body = Rect(x: inner.x, y: top + 1, width: inner.width, height: bottom - top - 1)
        drawBody(in: body, on: &frame, theme: theme)
        let mark = sheet.attachDiagnostics ? "[x]" : "[ ]"
        let checkboxStyle =
            sheet.focus == .attachDiagnostics
            ? theme.focusedButton : theme.button
        let checkbox = frame.buffer.write(
            "\(mark) \(localizer(.mail(.attachDiagnostics)))",
            at: Point(x: inner.x, y: bottom + 1), style: checkboxStyle)
        frame.addRegion(
            Rect(x: inner.x, y: bottom + 1, width: checkbox, height: 1),
            .composeField(.attachDiagnostics))
        // "Edit in $EDITOR" at the checkbox row's end, where it fits (Alt-E works regardless).
        let editor = "[ \(localizer(.mail(.composeButton(.editor)))) ]"
        if checkbox + 2 + editor.columnWidth <= inner.width {
            drawButtons(
                [
                    MessageSheetWidget.Button(
                        label: localizer(.mail(.composeButton(.editor))), target: .composeField(.editor),
                        isFocused: sheet.focus == .editor)
                ], centeredIn: Rect(x: inner.x, y: bottom + 1, width: inner.width, height: 1), trailing: true,
                on: &frame, theme: theme)
        }
        if inner.height >= 14 {
            for (offset, line) in previewLines.enumerated() {
                frame.buffer.write(
                    line, at: Point(x: inner.x + 4, y: bottom + 2 + offset),
                    style: sheet.attachDiagnostics ? theme.secondaryText : theme.pattern)
            }
        }
    }

    private func buttons(localizer: Localizer) -> [MessageSheetWidget.Button] {
        ComposeState.fields(canSend: canSend).filter {
            ![.to, .subject, .body, .attachDiagnostics, .editor].contains($0)
        }
        .map { field in
            MessageSheetWidget.Button(
                label: localizer(.mail(.composeButton(field))), target: .composeField(field),
                isFocused: sheet.focus == field)
        }
    }

    /// A one-line field, scrolled so the cursor shows.
    private func drawLine(_ editor: LineEditor, in area: Rect, isFocused: Bool, on frame: inout Frame, theme: Theme) {
        var first = 0
        var widthBeforeCursor = editor.characters[..<editor.cursor].reduce(0) { $0 + $1.columnWidth }
        while widthBeforeCursor > area.width - 1, first < editor.cursor {
            widthBeforeCursor -= editor.characters[first].columnWidth
            first += 1
        }
        frame.buffer.write(
            String(editor.characters[first...]), at: Point(x: area.x, y: area.y),
            style: theme.text, clip: area)
        if isFocused { frame.cursor = Point(x: area.x + widthBeforeCursor, y: area.y) }
    }

    /// The body, its lines wrapped to the width, scrolled to show the cursor.
    private func drawBody(in area: Rect, on frame: inout Frame, theme: Theme) {
        frame.addRegion(area, .composeField(.body))
        var visual: [String] = []
        var cursor = (row: 0, column: 0)
        for (index, line) in sheet.body.lines.enumerated() {
            let pieces = line.text.chunked(intoColumns: area.width - 1)
            let rows = pieces.isEmpty ? [""] : pieces
            if index == sheet.body.row {
                // Where the cursor falls among this line's pieces.
                var remaining = line.cursor
                var piece = 0
                while piece < rows.count - 1, remaining >= rows[piece].count {
                    remaining -= rows[piece].count
                    piece += 1
                }
                cursor = (visual.count + piece, rows[piece].prefix(remaining).columnWidth)
            }
            visual += rows
        }
        let first = max(0, cursor.row - area.height + 1)
        for (offset, line) in visual.dropFirst(first).prefix(area.height).enumerated() {
            frame.buffer.write(line, at: Point(x: area.x, y: area.y + offset), style: theme.text, clip: area)
        }
        if sheet.focus == .body {
            frame.cursor = Point(x: area.x + cursor.column, y: area.y + cursor.row - first)
        }
    }
}
