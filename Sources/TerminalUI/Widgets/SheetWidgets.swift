import StoreSearchCore

/// Draws a rounded, cleared box for an overlay and marks it as the overlay's body.
func drawSheet(_ box: Rect, on frame: inout Frame, theme: Theme) {
    frame.buffer.fill(box)
    frame.buffer.drawBox(box, style: theme.border, box: .rounded)
    frame.addRegion(box, .overlay)
}

/// A small sheet of paragraphs above its buttons: the "Whoops..." alert (as
/// `UIAlertController`), the address no browser could open, how a mail
/// ended, and "discard this message?".
struct MessageSheetWidget: Widget {
    enum Alignment {
        case centered
        case leading
    }

    struct Paragraph {
        var text: String
        var style: Style
        var alignment: Alignment
        /// Addresses and paths have no spaces to break at: they break anywhere.
        var breaksAnywhere = false
    }

    struct Button {
        var label: String
        var target: HitTarget
        var isFocused: Bool
    }

    var paragraphs: [Paragraph]
    var buttons: [Button]
    /// Columns of text the sheet would like, if the screen has them.
    var preferredWidth: Int

    init(paragraphs: [Paragraph], buttons: [Button], preferredWidth: Int) {
        self.paragraphs = paragraphs
        self.buttons = buttons
        self.preferredWidth = preferredWidth
    }

    /// A sheet whose one button (OK) closes it.
    init(paragraphs: [Paragraph], okButton: String, preferredWidth: Int = 46) {
        self.init(
            paragraphs: paragraphs, buttons: [Button(label: okButton, target: .alertOK, isFocused: true)],
            preferredWidth: preferredWidth)
    }

    static func alert(title: String, message: String, reason: String, button: String, theme: Theme)
        -> MessageSheetWidget
    {
        MessageSheetWidget(
            paragraphs: [
                Paragraph(text: title, style: theme.alertTitle, alignment: .centered),
                Paragraph(text: message, style: theme.text, alignment: .centered),
                Paragraph(text: reason, style: theme.secondaryText, alignment: .centered),
            ],
            okButton: button)
    }

    /// A message above something to copy (an address, a path), shown whole.
    static func copyable(_ value: String, message: String, button: String, theme: Theme) -> MessageSheetWidget {
        MessageSheetWidget(
            paragraphs: [
                Paragraph(text: message, style: theme.text, alignment: .leading),
                Paragraph(
                    text: value, style: theme.button, alignment: .leading,
                    breaksAnywhere: true),
            ],
            okButton: button, preferredWidth: max(46, value.columnWidth))
    }

    func render(in area: Rect, on frame: inout Frame, context: RenderContext) {
        let theme = context.theme
        let width = max(1, min(area.width - 8, preferredWidth))
        var rows: [(text: String, style: Style, alignment: Alignment)] = []
        for (index, paragraph) in paragraphs.enumerated() {
            if index > 0 { rows.append(("", .plain, .leading)) }
            let lines =
                paragraph.breaksAnywhere
                ? paragraph.text.chunked(intoColumns: width) : paragraph.text.wrapped(toWidth: width)
            rows += lines.map { ($0, paragraph.style, paragraph.alignment) }
        }
        let box = area.centered(Size(columns: width + 4, rows: min(area.height - 2, rows.count + 4)))
        drawSheet(box, on: &frame, theme: theme)
        let inner = box.insetBy(dx: 2, dy: 1)
        for (offset, row) in rows.enumerated() where offset < inner.height - 2 {
            switch row.alignment {
            case .centered:
                frame.buffer.writeCentered(row.text, in: inner, row: offset, style: row.style)
            case .leading:
                frame.buffer.write(row.text, at: Point(x: inner.x, y: inner.y + offset), style: row.style, clip: inner)
            }
        }
        drawButtons(
            buttons, centeredIn: Rect(x: inner.x, y: inner.maxY - 1, width: inner.width, height: 1),
            on: &frame, theme: theme)
    }
}

/// Draws buttons side by side, centred in `row` (right-aligned when `trailing`).
func drawButtons(
    _ buttons: [MessageSheetWidget.Button], centeredIn row: Rect, trailing: Bool = false,
    on frame: inout Frame, theme: Theme
) {
    let labels = buttons.map { "[ \($0.label) ]" }
    let total = labels.reduce(0) { $0 + $1.columnWidth } + 2 * max(0, labels.count - 1)
    var x = trailing ? row.maxX - total : row.x + max(0, (row.width - total) / 2)
    x = max(row.x, x)
    for (button, label) in zip(buttons, labels) {
        let width = frame.buffer.write(
            label, at: Point(x: x, y: row.y),
            style: button.isFocused ? theme.focusedButton : theme.button, clip: row)
        frame.addRegion(Rect(x: x, y: row.y, width: width, height: 1), button.target)
        x += width + 2
    }
}

/// A scrollable sheet of labelled lines: the help (every key binding, by
/// section) and About. Text wraps when the screen is narrow; the frame
/// records how far the sheet can scroll, for the keys that scroll it.
struct InfoSheetWidget: Widget {
    struct Row {
        var label: String
        var text: String
        /// A section's title, drawn across the label column.
        var isHeading = false
    }

    var title: String
    var rows: [Row]
    var scroll: Int

    /// The keys in force: first those that work where help was opened
    /// (`state` without the help on top), then every command by section,
    /// and what is no command (typing, pasting, the mouse).
    static func help(for state: AppState, bindings: Bindings, localizer: Localizer, here: Bool = true) -> [Row] {
        var under = state
        if under.topOverlay == .help { under.overlays.removeLast() }
        let context = KeyContext(under)
        var rows: [Row] = []
        if here {
            let place = localizer(.text(context.place))
            rows.append(Row(label: localizer(.text(HelpWords.keysHere(place))), text: "", isHeading: true))
            // What this place does first, what works everywhere after.
            let ordered =
                KeyCommand.table.filter { $0.section != .everywhere }
                + KeyCommand.table.filter { $0.section == .everywhere }
            for command in ordered {
                let keys = bindings.label(for: command.name, in: context)
                guard !keys.isEmpty else { continue }
                rows.append(Row(label: keys, text: localizer(.text(command.label))))
            }
            rows.append(Row(label: "", text: ""))
            let palette = bindings.shortLabel(for: "commands") ?? "—"
            rows.append(Row(label: "", text: localizer(.text(HelpWords.rule(palette: palette)))))
        }
        for section in KeySection.allCases {
            let notes = KeyCommand.notes.filter { $0.section == section }
            let commands = KeyCommand.table.filter { $0.section == section }
            if !rows.isEmpty { rows.append(Row(label: "", text: "")) }
            rows.append(Row(label: localizer(.text(section.title)), text: "", isHeading: true))
            rows += notes.map { Row(label: localizer(.text($0.label)), text: localizer(.text($0.help))) }
            rows += commands.map { command in
                let keys = bindings.label(for: command.name)
                return Row(label: keys.isEmpty ? "—" : keys, text: localizer(.text(command.title)))
            }
        }
        return rows
    }

    static func about(state: AppState, bindings: Bindings, localizer: Localizer) -> [Row] {
        let session = state.session
        let source = state.search.source
        func row(_ label: Phrase.AboutLabel, _ text: String) -> Row {
            Row(label: localizer(.menu(.aboutLine(.label(label)))), text: text)
        }
        return [
            row(
                .version,
                "\(localizer(.screen(.appName))) \(session.version). \(localizer(.menu(.aboutLine(.tagline))))"),
            row(.source, localizer(.menu(.aboutLine(.source(source, storeURL: session.storeURL))))),
            row(.licence, localizer(.menu(.aboutLine(.licence)))),
            row(
                .mail,
                session.mailTransport
                    ?? localizer(
                        .menu(.aboutLine(session.missingMailCommand.map { .mailCommandMissing($0) } ?? .noMailCommand)))
            ),
            row(.config, session.configPath),
            row(.cache, session.cachePath),
            row(.drafts, session.draftsPath),
            row(.history, session.historyPath ?? localizer(.menu(.aboutLine(.historyOff)))),
            row(.favourites, session.favouritesPath),
            row(.log, session.logPath),
            Row(label: "", text: ""),
            Row(label: localizer(.menu(.aboutLine(.label(.keys)))), text: "", isHeading: true),
            Row(label: "", text: ""),
        ] + help(for: state, bindings: bindings, localizer: localizer, here: false)
    }

    /// Text narrower than this beside the labels is put under them instead.
    static let narrowestText = 20

    func render(in area: Rect, on frame: inout Frame, context: RenderContext) {
        let localizer = context.localizer
        let theme = context.theme
        let labelWidth = rows.filter { !$0.isHeading }.map(\.label.columnWidth).max() ?? 0
        let widestText = rows.map(\.text.columnWidth).max() ?? 0
        // The box leaves a column each side of the screen, and a border and
        // a margin inside; the last column of what is left belongs to the
        // scroll arrows, so they never cover a letter.
        let widestContent = max(1, area.width - 2 - 4 - 1)
        let besideRoom = widestContent - labelWidth - 2
        let stacked = besideRoom < min(widestText, Self.narrowestText)
        let textIndent = stacked ? 2 : labelWidth + 2
        let textWidth = max(1, min(widestText, widestContent - textIndent))
        var lines: [Row] = []
        for row in rows {
            let wrapped = row.text.isEmpty ? [""] : row.text.wrapped(toWidth: textWidth)
            if stacked && !row.label.isEmpty && !row.text.isEmpty {
                // Narrow screens: the label on a line (or lines) of its own, its text under it.
                for part in row.label.wrapped(toWidth: max(1, widestContent)) {
                    lines.append(Row(label: part, text: "", isHeading: row.isHeading))
                }
                lines += wrapped.map { Row(label: "", text: $0) }
                continue
            }
            for (index, line) in wrapped.enumerated() {
                lines.append(Row(label: index == 0 ? row.label : "", text: line, isHeading: row.isHeading))
            }
        }
        let contentWidth = stacked ? max(labelWidth, textIndent + textWidth) : textIndent + textWidth
        let box = area.centered(
            Size(
                columns: min(area.width - 2, contentWidth + 1 + 4),
                rows: min(area.height - 2, lines.count + 4)))
        drawSheet(box, on: &frame, theme: theme)
        frame.addRegion(box, .help)
        frame.buffer.write(" \(title) ", at: Point(x: box.x + 2, y: box.y), style: theme.title)
        let hint = " \(localizer(.screen(.helpCloseHint))) "
        frame.buffer.write(
            hint, at: Point(x: box.maxX - 2 - hint.columnWidth, y: box.maxY - 1),
            style: theme.secondaryText, clip: box)
        let inner = box.insetBy(dx: 2, dy: 1)
        let (content, arrows) = inner.slicingRight(1)
        let visibleRows = max(1, inner.height - 1)
        let limit = max(0, lines.count - visibleRows)
        frame.sheetScrollLimit = limit
        let first = min(scroll, limit)
        for (offset, line) in lines.dropFirst(first).prefix(visibleRows).enumerated() {
            let y = inner.y + 1 + offset
            if line.isHeading {
                frame.buffer.write(line.label, at: Point(x: content.x, y: y), style: theme.title, clip: content)
                continue
            }
            frame.buffer.write(line.label, at: Point(x: content.x, y: y), style: theme.footerKey, clip: content)
            frame.buffer.write(line.text, at: Point(x: content.x + textIndent, y: y), style: theme.text, clip: content)
        }
        if first < limit {
            frame.buffer.write("↓", at: Point(x: arrows.x, y: inner.maxY - 1), style: theme.secondaryText)
        }
        if first > 0 {
            frame.buffer.write("↑", at: Point(x: arrows.x, y: inner.y + 1), style: theme.secondaryText)
        }
    }
}

/// A question answered with buttons: continue an unsent message, or quit
/// while one is being sent. The draft's text comes from a file: it is
/// sanitised before it is shown, and only its first lines are.
struct ChoiceWidget: Widget {
    var choice: Choice
    var focus: Int

    static let previewLines = 3

    func render(in area: Rect, on frame: inout Frame, context: RenderContext) {
        let localizer = context.localizer
        let theme = context.theme
        var paragraphs: [MessageSheetWidget.Paragraph]
        switch choice {
        case .continueDraft(let draft):
            paragraphs = [
                .init(text: localizer(.mail(.continueDraftQuestion)), style: theme.alertTitle, alignment: .centered),
                .init(
                    text: localizer(
                        .mail(.draftWritten(date: localizer.dateTime(draft.savedAt), to: Sanitizer.clean(draft.to)))),
                    style: theme.secondaryText, alignment: .leading),
            ]
            let preview = draft.body.split(separator: "\n").map { Sanitizer.clean(String($0)) }.filter { !$0.isEmpty }
            for line in preview.prefix(Self.previewLines) {
                paragraphs.append(.init(text: line.truncated(toWidth: 60), style: theme.text, alignment: .leading))
            }
            if preview.count > Self.previewLines {
                paragraphs.append(.init(text: "…", style: theme.secondaryText, alignment: .leading))
            }
        case .quitWhileSending:
            paragraphs = [
                .init(text: localizer(.mail(.quitWhileSendingQuestion)), style: theme.alertTitle, alignment: .centered),
                .init(text: localizer(.mail(.quitWhileSendingDetail)), style: theme.text, alignment: .leading),
            ]
        }
        let buttons = choice.options.enumerated().map { index, option in
            MessageSheetWidget.Button(
                label: localizer(.mail(.choiceOption(option))), target: .choiceOption(option),
                isFocused: index == focus)
        }
        MessageSheetWidget(paragraphs: paragraphs, buttons: buttons, preferredWidth: 56).render(
            in: area, on: &frame, context: context)
    }
}
