import StoreSearchModel
import TerminalKit

/// The support-mail compose sheet: To, Subject, the body, the diagnostics
/// checkbox with what it attaches, and the buttons; without a mail command it
/// says so first and offers a draft or the mail program instead of Send.
/// On a short screen the sheet scrolls to what has focus: the body and its
/// cursor are always in view while it is written.
struct ComposeWidget: Widget {
    var sheet: ComposeState
    var canSend: Bool
    var diagnostics: String
    /// Why Send is not offered (names a configured mail command that is missing).
    var cannotSend: Phrase = .mail(.cannotSendMail)
    /// Whether the support address is still the built-in placeholder: said, so it is changed.
    var addressIsPlaceholder = false

    /// The sheet's size when the screen has room: a letter's width, and room for a short one.
    static let preferredSize = Size(columns: 76, rows: 22)
    /// The body is never shorter than this, however short the screen: the sheet scrolls instead.
    static let minimumBodyRows = 3

    func render(in area: Rect, on frame: inout Frame, context: RenderContext) {
        let localizer = context.localizer
        let theme = context.theme
        let box = SheetContent.box(
            for: Size(columns: min(area.width - 4, Self.preferredSize.columns), rows: Self.preferredSize.rows),
            in: area)
        drawSheet(box, on: &frame, theme: theme)
        frame.buffer.write(
            " \(localizer(.menu(.menuItem(.sendSupportEmail)))) ", at: Point(x: box.x + 2, y: box.y),
            style: theme.title, clip: box)
        let inner = box.insetBy(dx: 2, dy: 1)
        guard inner.width >= 10, inner.height >= 1 else { return }

        var head = SheetContent(width: inner.width)
        if !canSend { head.addText(localizer(cannotSend), style: theme.notice) }
        // Right over To, so it shows whenever To has focus.
        if addressIsPlaceholder { head.addText(localizer(.mail(.placeholderAddress)), style: theme.notice) }
        let labels = [localizer(.mail(.toLabel)), localizer(.mail(.subjectLabel))]
        let labelWidth = (labels.map(\.columnWidth).max() ?? 0) + 1
        for (label, field) in zip(labels, [ComposeField.to, .subject]) {
            let editor = field == .to ? sheet.to : sheet.subject
            let isFocused = sheet.focus == field
            head.add(focus: isFocused) { rect, frame in
                frame.buffer.write(
                    label, at: rect.origin, style: isFocused ? theme.focusedBorder : theme.secondaryText, clip: rect)
                let text = Rect(x: rect.x + labelWidth, y: rect.y, width: rect.width - labelWidth, height: 1)
                drawLineField(editor, in: text, isFocused: isFocused, style: theme.text, on: &frame)
                frame.addRegion(rect, .composeField(field))
            }
        }
        if let problem = sheet.problem {
            // Under the fields it is about, where focus goes when Send is refused.
            head.addText(localizer(.mail(.mailProblem(problem))), style: theme.notice, focus: true)
        }
        head.add(optional: true) { rect, frame in frame.buffer.drawRule(rect, style: theme.border) }

        var controls = SheetContent(width: inner.width)
        controls.add(optional: true) { rect, frame in frame.buffer.drawRule(rect, style: theme.border) }
        addCheckboxAndEditor(to: &controls, localizer: localizer, theme: theme)
        var buttonRows = SheetContent(width: inner.width)
        buttonRows.addButtons(buttons(localizer: localizer), trailing: true, theme: theme)

        // What the diagnostics say, dimmed when they are not attached:
        // shown where the screen has room for it beside a body of some size.
        let preview = Self.preview(of: diagnostics, width: inner.width - 4, lines: 2)
        if inner.height - head.count - controls.count - buttonRows.count < Self.minimumBodyRows {
            // Short of room: the rules round the body go before the body shrinks.
            head = head.fitted(to: 0)
            controls = controls.fitted(to: 0)
        }
        let fixed = head.count + controls.count + buttonRows.count
        let showsPreview = inner.height - fixed - preview.count >= Self.minimumBodyRows + 2
        // The body takes what is left, and never less than its minimum.
        let bodyRows = max(Self.minimumBodyRows, inner.height - fixed - (showsPreview ? preview.count : 0))
        var content = head
        addBody(rows: bodyRows, to: &content, theme: theme)
        content.append(controls)
        if showsPreview {
            let style = sheet.attachDiagnostics ? theme.secondaryText : theme.pattern
            for line in preview {
                content.add { rect, frame in
                    frame.buffer.write(line, at: Point(x: rect.x + 4, y: rect.y), style: style, clip: rect)
                }
            }
        }
        content.append(buttonRows)
        content.draw(in: inner, box: box, on: &frame, theme: theme)
    }

    /// The diagnostics in `lines` lines of `width`: their facts one after
    /// another ("size: 160x48 · mouse: on"), each whole on a line, "…" where
    /// more are left out.
    static func preview(of diagnostics: String, width: Int, lines: Int) -> [String] {
        let facts = diagnostics.split(separator: "\n").map { $0.split(separator: " ").joined(separator: " ") }
        var rows: [[String]] = [[]]
        func text(_ row: [String]) -> String { row.joined(separator: " · ") }
        for fact in facts {
            if text(rows[rows.count - 1] + [fact]).columnWidth <= width {
                rows[rows.count - 1].append(fact)
            } else if rows.count < lines {
                rows.append([fact.truncated(toWidth: width)])
            } else {
                // More than fits: the last line says so, with whole facts before it.
                while !rows[rows.count - 1].isEmpty, (text(rows[rows.count - 1]) + " …").columnWidth > width {
                    rows[rows.count - 1].removeLast()
                }
                return rows.map(text).dropLast() + [text(rows[rows.count - 1]) + " …"]
            }
        }
        return rows.map(text)
    }

    private func checkboxText(_ localizer: Localizer) -> String {
        "\(sheet.attachDiagnostics ? "[x]" : "[ ]") \(localizer(.mail(.attachDiagnostics)))"
    }

    private func editorButton(_ localizer: Localizer) -> SheetButton {
        SheetButton(
            label: localizer(.mail(.composeButton(.editor))), target: .composeField(.editor),
            isFocused: sheet.focus == .editor)
    }

    /// The checkbox, and "Edit in $EDITOR" at its row's end where it fits
    /// (on a row of its own where not).
    private func addCheckboxAndEditor(to content: inout SheetContent, localizer: Localizer, theme: Theme) {
        let checkbox = checkboxText(localizer)
        let editor = editorButton(localizer)
        let style = sheet.focus == .attachDiagnostics ? theme.focusedButton : theme.button
        let beside = checkbox.columnWidth + 2 + editor.text.columnWidth <= content.width
        content.add(focus: sheet.focus == .attachDiagnostics || (beside && sheet.focus == .editor)) { rect, frame in
            let width = frame.buffer.write(checkbox, at: rect.origin, style: style, clip: rect)
            frame.addRegion(Rect(x: rect.x, y: rect.y, width: width, height: 1), .composeField(.attachDiagnostics))
            if beside { drawButtonRow([editor], in: rect, trailing: true, on: &frame, theme: theme) }
        }
        if !beside {
            content.add(focus: sheet.focus == .editor) { rect, frame in
                drawButtonRow([editor], in: rect, trailing: true, on: &frame, theme: theme)
            }
        }
    }

    private func buttons(localizer: Localizer) -> [SheetButton] {
        ComposeState.fields(canSend: canSend).filter {
            ![.to, .subject, .body, .attachDiagnostics, .editor].contains($0)
        }
        .map { field in
            SheetButton(
                label: localizer(.mail(.composeButton(field))), target: .composeField(field),
                isFocused: sheet.focus == field)
        }
    }

    /// The body in `rows` rows: its lines wrapped to the width, scrolled to
    /// show the cursor. While it has focus all its rows are the sheet's focus.
    private func addBody(rows: Int, to content: inout SheetContent, theme: Theme) {
        let width = content.width
        var visual: [String] = []
        var cursor = (row: 0, column: 0)
        for (index, line) in sheet.body.lines.enumerated() {
            // On words, as the detail wraps: "keep typing" never "keep typin / g".
            let pieces = line.text.softWrapped(intoColumns: width - 1)
            let pieceRows = pieces.isEmpty ? [""] : pieces
            if index == sheet.body.row {
                // Where the cursor falls among this line's pieces.
                var remaining = line.cursor
                var piece = 0
                while piece < pieceRows.count - 1, remaining >= pieceRows[piece].count {
                    remaining -= pieceRows[piece].count
                    piece += 1
                }
                // After spaces hanging at a piece's end: at its last column.
                cursor = (visual.count + piece, min(width - 1, pieceRows[piece].prefix(remaining).columnWidth))
            }
            visual += pieceRows
        }
        let first = max(0, cursor.row - rows + 1)
        let isFocused = sheet.focus == .body
        for offset in 0..<rows {
            let index = first + offset
            let text = index < visual.count ? visual[index] : ""
            let hasCursor = isFocused && index == cursor.row
            content.add(focus: isFocused) { rect, frame in
                frame.buffer.write(text, at: rect.origin, style: theme.text, clip: rect)
                frame.addRegion(rect, .composeField(.body))
                if hasCursor { frame.cursor = Point(x: rect.x + cursor.column, y: rect.y) }
            }
        }
    }
}
