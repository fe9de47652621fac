import StoreSearchModel
import TerminalKit

/// The support-mail compose sheet, a look of the one mail form: To,
/// Subject, the body, the diagnostics checkbox with what it attaches, and
/// the buttons; without a mail command it says so first and offers a
/// draft or the mail program instead of Send. On a short screen the sheet
/// scrolls to what has focus: the body and its cursor are always in view
/// while it is written.
extension MailFormWidget where Form == ComposeState {
    /// The sheet's size when the screen has room: a letter's width, and room for a short one.
    static var preferredSize: Size { Size(columns: 76, rows: 22) }

    /// `cannotSend` says why Send is not offered (names a configured mail
    /// command that is missing); `addressIsPlaceholder`: the support address
    /// is still the built-in placeholder, said so it is changed.
    static func compose(
        _ sheet: ComposeState, canSend: Bool, diagnostics: String, cannotSend: Phrase = .mail(.cannotSendMail),
        addressIsPlaceholder: Bool = false
    ) -> Self {
        var notices: [(phrase: Phrase, optional: Bool)] = []
        if !canSend { notices.append((cannotSend, false)) }
        // Right over To, so it shows whenever To has focus.
        if addressIsPlaceholder { notices.append((.mail(.placeholderAddress), false)) }
        let look = Look(
            title: .menu(.menuItem(.sendSupportEmail)), notices: notices, size: preferredSize,
            separatesWithRule: true,
            label: { field in
                switch field {
                case .to: .mail(.toLabel)
                case .subject: .mail(.subjectLabel)
                default: nil
                }
            },
            line: { sheet, field in field == .subject ? sheet.subject : sheet.to },
            target: { .composeField($0) }, button: { .mail(.composeButton($0)) },
            problem: { .mail(.mailProblem($0)) }, besideParts: [.editor],
            part: { field, _, bodyRows, content, context in
                switch field {
                case .body: addBody(of: sheet, rows: bodyRows, to: &content, theme: context.theme)
                case .attachDiagnostics: addCheckboxAndEditor(of: sheet, to: &content, context: context)
                default: break
                }
            },
            beforeButtons: { width, context in
                // What the diagnostics say, dimmed when they are not attached:
                // shown where the screen has room for it beside a body of some size.
                let style = sheet.attachDiagnostics ? context.theme.secondaryText : context.theme.pattern
                return preview(of: diagnostics, width: width - 4, lines: 2).map { line in
                    { rect, frame in
                        frame.buffer.write(line, at: Point(x: rect.x + 4, y: rect.y), style: style, clip: rect)
                    }
                }
            }, beforeButtonsNeedRoom: true)
        return Self(form: sheet, canSend: canSend, look: look)
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

    /// The checkbox, and "Edit in $EDITOR" at its row's end where it fits
    /// (on a row of its own where not).
    private static func addCheckboxAndEditor(
        of sheet: ComposeState, to content: inout SheetContent, context: RenderContext
    ) {
        let localizer = context.localizer
        let theme = context.theme
        let checkbox = "\(sheet.attachDiagnostics ? "[x]" : "[ ]") \(localizer(.mail(.attachDiagnostics)))"
        let editor = SheetButton(
            label: localizer(.mail(.composeButton(.editor))), target: .composeField(.editor),
            isFocused: sheet.focus == .editor)
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

    /// The body in `rows` rows: its lines wrapped to the width, scrolled to
    /// show the cursor. While it has focus all its rows are the sheet's focus.
    private static func addBody(of sheet: ComposeState, rows: Int, to content: inout SheetContent, theme: Theme) {
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
