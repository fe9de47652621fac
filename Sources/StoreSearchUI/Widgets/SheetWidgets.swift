import StoreSearchModel
import StoreSearchText
import TerminalKit

/// Draws a rounded, cleared box for an overlay and marks it as the overlay's body.
func drawSheet(_ box: Rect, on frame: inout Frame, theme: Theme) {
    frame.buffer.fill(box)
    frame.buffer.drawBox(box, style: theme.border, box: .rounded)
    frame.addRegion(box, .overlay)
}

/// A small sheet of paragraphs above its buttons: the "Whoops..." alert (as
/// `UIAlertController`), the address no browser could open, how a mail
/// ended, and the questions. The buttons stay in view at the bottom; where
/// the screen is too short for the words, the blank lines between them go
/// first, then optional paragraphs, and what is left scrolls.
struct MessageSheetWidget: Widget {
    enum Alignment {
        case centered
        case leading
    }

    struct Paragraph {
        var text: String
        var style: Style
        var alignment: Alignment
        /// Paths and addresses have no spaces to break at: they break at their separators.
        var isPath = false
        /// Left out where the screen is too short for everything (a preview).
        var isOptional = false
    }

    var paragraphs: [Paragraph]
    var buttons: [SheetButton]
    /// Columns of text the sheet would like, if the screen has them.
    var preferredWidth: Int
    /// The first line of the words shown, where they do not all fit.
    var scroll = 0

    init(paragraphs: [Paragraph], buttons: [SheetButton], preferredWidth: Int, scroll: Int = 0) {
        self.paragraphs = paragraphs
        self.buttons = buttons
        self.preferredWidth = preferredWidth
        self.scroll = scroll
    }

    /// A sheet whose one button (OK) closes it.
    init(paragraphs: [Paragraph], okButton: String, preferredWidth: Int = 46, scroll: Int = 0) {
        self.init(
            paragraphs: paragraphs, buttons: [SheetButton(label: okButton, target: .alertOK, isFocused: true)],
            preferredWidth: preferredWidth, scroll: scroll)
    }

    static func alert(title: String, message: String, reason: String, button: String, theme: Theme, scroll: Int)
        -> MessageSheetWidget
    {
        MessageSheetWidget(
            paragraphs: [
                Paragraph(text: title, style: theme.alertTitle, alignment: .centered),
                Paragraph(text: message, style: theme.text, alignment: .centered),
                Paragraph(text: reason, style: theme.secondaryText, alignment: .centered),
            ],
            okButton: button, scroll: scroll)
    }

    /// A message above something to copy (an address, a path), shown whole.
    static func copyable(_ value: String, message: String, button: String, theme: Theme, scroll: Int)
        -> MessageSheetWidget
    {
        MessageSheetWidget(
            paragraphs: [
                Paragraph(text: message, style: theme.text, alignment: .leading),
                Paragraph(text: value, style: theme.button, alignment: .leading, isPath: true),
            ],
            okButton: button, preferredWidth: max(46, value.columnWidth), scroll: scroll)
    }

    func render(in area: Rect, on frame: inout Frame, context: RenderContext) {
        _ = draw(in: area, on: &frame, context: context)
    }

    /// Draws the sheet and returns how far its words can scroll.
    func draw(in area: Rect, on frame: inout Frame, context: RenderContext) -> Int {
        let theme = context.theme
        let width = max(1, min(area.width - 8, preferredWidth))
        func words(spaced: Bool, optional: Bool) -> SheetContent {
            var words = SheetContent(width: width)
            for paragraph in paragraphs where optional || !paragraph.isOptional {
                if spaced && words.count > 0 { words.addBlank() }
                if paragraph.isPath {
                    words.addPath(paragraph.text, style: paragraph.style)
                } else {
                    words.addText(paragraph.text, style: paragraph.style, centred: paragraph.alignment == .centered)
                }
            }
            return words
        }
        let buttonRows = SheetContent.buttonRows(buttons, width: width)
        let tallest = SheetContent.box(for: Size(columns: width + 4, rows: Int.max / 2), in: area).height - 2
        var text = words(spaced: true, optional: true)
        let fits = text.count + 1 + buttonRows.count <= tallest
        if !fits {
            // Tighter: no blank lines, then no optional paragraphs.
            text = words(spaced: false, optional: true)
            if text.count + buttonRows.count > tallest { text = words(spaced: false, optional: false) }
        }
        let needed = text.count + (fits ? 1 : 0) + buttonRows.count
        let box = SheetContent.box(for: Size(columns: width + 4, rows: needed + 2), in: area)
        drawSheet(box, on: &frame, theme: theme)
        let inner = box.insetBy(dx: 2, dy: 1)
        let textArea = Rect(
            x: inner.x, y: inner.y, width: inner.width, height: max(0, inner.height - buttonRows.count - (fits ? 1 : 0))
        )
        let limit = max(0, text.count - textArea.height)
        if limit > 0 { frame.addRegion(textArea, .help) }
        text.draw(in: textArea, box: box, from: min(scroll, limit), on: &frame, theme: theme)
        for (offset, row) in buttonRows.enumerated() {
            let line = Rect(x: inner.x, y: inner.maxY - buttonRows.count + offset, width: inner.width, height: 1)
            drawButtonRow(row, in: line, trailing: false, on: &frame, theme: theme)
        }
        return limit
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
        /// A path: wrapped at its separators, never inside a name.
        var isPath = false
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
        let context = under.place
        var rows: [Row] = []
        if here {
            let place = localizer(.text(context.place))
            rows.append(Row(label: localizer(.help(.keysHere(place: place))), text: "", isHeading: true))
            // What the footer says this place does first, then what acts
            // before what edits, and what works everywhere last.
            let sections: [KeySection] = [.moving, .item, .shaping, .history, .menu, .compose, .field, .everywhere]
            let ordered = Command.allCases.enumerated().sorted { lhs, rhs in
                func rank(_ entry: (offset: Int, element: Command)) -> (Int, Int, Int) {
                    let command = entry.element
                    let isPlaces = command.section != .everywhere && under.footerVerb(of: command) != nil
                    return (isPlaces ? 0 : 1, sections.firstIndex(of: command.section) ?? 0, entry.offset)
                }
                return rank(lhs) < rank(rhs)
            }.map(\.element)
            for command in ordered {
                let keys = bindings.label(for: command, in: context)
                guard !keys.isEmpty else { continue }
                rows.append(Row(label: keys, text: localizer(.text(under.label(of: command)))))
            }
            rows.append(Row(label: "", text: ""))
            let palette = bindings.shortLabel(for: .commands) ?? "—"
            rows.append(Row(label: "", text: localizer(.help(.rule(palette: palette)))))
        }
        for section in KeySection.allCases {
            let notes = KeyCommand.notes.filter { $0.section == section }
            let commands = Command.allCases.filter { $0.section == section }
            if !rows.isEmpty { rows.append(Row(label: "", text: "")) }
            rows.append(Row(label: localizer(.text(section.title)), text: "", isHeading: true))
            rows += notes.map { Row(label: localizer(.text($0.label)), text: localizer(.text($0.help))) }
            rows += commands.map { command in
                let keys = bindings.label(for: command)
                return Row(label: keys.isEmpty ? "—" : keys, text: localizer(.text(command.title)))
            }
        }
        return rows
    }

    static func about(state: AppState, bindings: Bindings, localizer: Localizer) -> [Row] {
        let session = state.session
        let source = state.search.source
        func row(_ label: Phrase.AboutLabel, _ text: String, isPath: Bool = false) -> Row {
            Row(label: localizer(.menu(.aboutLine(.label(label)))), text: text, isPath: isPath)
        }
        let support =
            session.supportAddress == SessionInfo.placeholderSupportAddress
            ? localizer(.menu(.aboutLine(.placeholderAddress(session.supportAddress)))) : session.supportAddress
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
            row(.support, support),
            row(.config, session.configPath, isPath: true),
            row(.cache, session.cachePath, isPath: true),
            row(.drafts, session.draftsPath, isPath: true),
            session.historyPath.map { row(.history, $0, isPath: true) }
                ?? row(.history, localizer(.menu(.aboutLine(.historyOff)))),
            row(.favourites, session.favouritesPath, isPath: true),
            row(.log, session.logPath, isPath: true),
            Row(label: "", text: ""),
            Row(label: localizer(.menu(.aboutLine(.label(.keys)))), text: "", isHeading: true),
            Row(label: "", text: ""),
        ] + help(for: state, bindings: bindings, localizer: localizer, here: false)
    }

    /// Text narrower than this beside the labels is put under them instead.
    static let narrowestText = 20
    /// A label column is never bounded narrower than this.
    static let narrowestLabelBound = 12

    /// One drawn line: a label, the text beside it at `indent`.
    private struct Line {
        var label: String
        var text: String
        var indent: Int
        var isHeading = false
    }

    func render(in area: Rect, on frame: inout Frame, context: RenderContext) {
        _ = draw(in: area, on: &frame, context: context)
    }

    /// Draws the sheet and returns how far it can scroll.
    func draw(in area: Rect, on frame: inout Frame, context: RenderContext) -> Int {
        let localizer = context.localizer
        let theme = context.theme
        let widestText = rows.map(\.text.columnWidth).max() ?? 0
        // The box leaves a column each side of the screen, and a border and
        // a margin inside; the last column of what is left belongs to the
        // scroll arrows, so they never cover a letter.
        let widestContent = max(1, area.width - 2 - 4 - 1)
        // Each section (the rows between two headings) sizes its label
        // column to its own labels, bounded: About's short words do not
        // take the width of the widest key list below them, and a label
        // longer than the bound stands on a line of its own.
        let labelBound = max(Self.narrowestLabelBound, widestContent * 2 / 5)
        var sections: [[Row]] = [[]]
        for row in rows {
            if row.isHeading { sections.append([]) }
            sections[sections.count - 1].append(row)
        }
        var lines: [Line] = []
        var contentWidth = 1
        for section in sections where !section.isEmpty {
            let widestLabel = section.filter { !$0.isHeading }.map(\.label.columnWidth).max() ?? 0
            let labelWidth = min(widestLabel, labelBound)
            let besideRoom = widestContent - labelWidth - 2
            let stacked = besideRoom < min(widestText, Self.narrowestText)
            let textIndent = stacked ? 2 : labelWidth + 2
            let textWidth = max(1, min(widestText, widestContent - textIndent))
            contentWidth = max(
                contentWidth,
                stacked ? min(widestContent, max(widestLabel, textIndent + textWidth)) : textIndent + textWidth)
            for row in section {
                let wrapped =
                    row.text.isEmpty
                    ? [""]
                    : row.isPath
                        ? row.text.wrappedAtSeparators(toWidth: textWidth) : row.text.wrapped(toWidth: textWidth)
                if row.isHeading {
                    lines.append(Line(label: row.label, text: "", indent: textIndent, isHeading: true))
                    continue
                }
                if !row.label.isEmpty && !row.text.isEmpty && (stacked || row.label.columnWidth > labelWidth) {
                    // The label on a line (or lines) of its own, its text under it.
                    for part in row.label.wrapped(toWidth: max(1, widestContent)) {
                        lines.append(Line(label: part, text: "", indent: textIndent))
                    }
                    lines += wrapped.map { Line(label: "", text: $0, indent: textIndent) }
                    continue
                }
                for (index, line) in wrapped.enumerated() {
                    lines.append(Line(label: index == 0 ? row.label : "", text: line, indent: textIndent))
                }
            }
        }
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
        let first = min(scroll, limit)
        for (offset, line) in lines.dropFirst(first).prefix(visibleRows).enumerated() {
            let y = inner.y + 1 + offset
            if line.isHeading {
                frame.buffer.write(line.label, at: Point(x: content.x, y: y), style: theme.title, clip: content)
                continue
            }
            frame.buffer.write(line.label, at: Point(x: content.x, y: y), style: theme.footerKey, clip: content)
            frame.buffer.write(line.text, at: Point(x: content.x + line.indent, y: y), style: theme.text, clip: content)
        }
        if first < limit {
            frame.buffer.write("↓", at: Point(x: arrows.x, y: inner.maxY - 1), style: theme.secondaryText)
        }
        if first > 0 {
            frame.buffer.write("↑", at: Point(x: arrows.x, y: inner.y + 1), style: theme.secondaryText)
        }
        return limit
    }
}

/// A question answered with buttons: continue an unsent message, or quit
/// while one is being sent. The draft's text comes from a file: it is
/// sanitised before it is shown, and only its first lines are.
struct ChoiceWidget: Widget {
    var choice: Choice
    var focus: Int
    var scroll = 0

    static let previewLines = 3

    func render(in area: Rect, on frame: inout Frame, context: RenderContext) {
        _ = draw(in: area, on: &frame, context: context)
    }

    /// Draws the question and returns how far its words can scroll.
    func draw(in area: Rect, on frame: inout Frame, context: RenderContext) -> Int {
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
            // The first lines, as lines (left out first on a short screen).
            let shown =
                preview.prefix(Self.previewLines).map { $0.truncated(toWidth: 60) }
                + (preview.count > Self.previewLines ? ["…"] : [])
            if !shown.isEmpty {
                paragraphs.append(
                    .init(
                        text: shown.joined(separator: "\n"), style: theme.text, alignment: .leading, isOptional: true))
            }
        case .quitWhileSending:
            paragraphs = [
                .init(text: localizer(.mail(.quitWhileSendingQuestion)), style: theme.alertTitle, alignment: .centered),
                .init(text: localizer(.mail(.quitWhileSendingDetail)), style: theme.text, alignment: .leading),
            ]
        }
        let buttons = choice.options.enumerated().map { index, option in
            SheetButton(
                label: localizer(.mail(.choiceOption(option))), target: .choiceOption(option),
                isFocused: index == focus)
        }
        return MessageSheetWidget(paragraphs: paragraphs, buttons: buttons, preferredWidth: 56, scroll: scroll).draw(
            in: area, on: &frame, context: context)
    }
}
