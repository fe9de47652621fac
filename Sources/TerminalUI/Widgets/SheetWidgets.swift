import StoreSearchCore

/// Draws a rounded, cleared box for an overlay and marks it as the overlay's body.
private func drawSheet(_ box: Rect, on frame: inout Frame, theme: Theme) {
    frame.buffer.fill(box)
    frame.buffer.drawBox(box, style: theme.border, box: .rounded)
    frame.addRegion(box, .overlay)
}

/// A small sheet of paragraphs above one button: the "Whoops..." alert (as
/// `UIAlertController`) and the store address no browser could open.
struct MessageSheetWidget {
    enum Alignment {
        case centered
        case leading
    }

    struct Paragraph {
        var text: String
        var style: Style
        var alignment: Alignment
        /// Addresses have no spaces to break at: they break anywhere.
        var breaksAnywhere = false
    }

    var paragraphs: [Paragraph]
    var button: String
    /// Columns of text the sheet would like, if the screen has them.
    var preferredWidth: Int

    static func alert(title: String, message: String, reason: String, button: String, theme: Theme)
        -> MessageSheetWidget
    {
        MessageSheetWidget(paragraphs: [Paragraph(text: title, style: theme.alertTitle, alignment: .centered),
                                        Paragraph(text: message, style: theme.text, alignment: .centered),
                                        Paragraph(text: reason, style: theme.secondaryText, alignment: .centered)],
                           button: button, preferredWidth: 46)
    }

    static func address(_ address: String, message: String, button: String, theme: Theme) -> MessageSheetWidget {
        MessageSheetWidget(paragraphs: [Paragraph(text: message, style: theme.text, alignment: .leading),
                                        Paragraph(text: address, style: theme.button, alignment: .leading,
                                                  breaksAnywhere: true)],
                           button: button, preferredWidth: max(46, address.columnWidth))
    }

    func render(on frame: inout Frame, theme: Theme) {
        let width = max(1, min(frame.size.columns - 8, preferredWidth))
        var rows: [(text: String, style: Style, alignment: Alignment)] = []
        for (index, paragraph) in paragraphs.enumerated() {
            if index > 0 { rows.append(("", .plain, .leading)) }
            let lines = paragraph.breaksAnywhere
                ? paragraph.text.chunked(intoColumns: width) : paragraph.text.wrapped(toWidth: width)
            rows += lines.map { ($0, paragraph.style, paragraph.alignment) }
        }
        let box = Rect(size: frame.size).centered(Size(columns: width + 4, rows: min(frame.size.rows - 2, rows.count + 4)))
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
        let ok = frame.buffer.writeCentered("[ \(button) ]", in: inner, row: inner.height - 1, style: theme.focusedButton)
        frame.addRegion(ok, .alertOK)
    }
}

/// Every key binding, localised, in a scrollable sheet; descriptions wrap
/// when the screen is narrow.
struct HelpWidget {
    var scroll: Int

    private struct Page {
        var rows: [(keys: String, text: String)]
        var box: Rect
        var keysWidth: Int
        var inner: Rect { box.insetBy(dx: 2, dy: 1) }
        var visibleRows: Int { max(1, inner.height - 1) }
        var scrollLimit: Int { max(0, rows.count - visibleRows) }
    }

    private static func page(in size: Size, localizer: Localizer) -> Page {
        let entries = Phrase.HelpTopic.allCases.map { ($0.keys, localizer(.help($0))) }
        let keysWidth = entries.map(\.0.columnWidth).max() ?? 0
        let widestText = entries.map(\.1.columnWidth).max() ?? 0
        let textWidth = max(10, min(widestText, size.columns - 6 - keysWidth - 2))
        var rows: [(keys: String, text: String)] = []
        for (keys, text) in entries {
            for (index, line) in text.wrapped(toWidth: textWidth).enumerated() {
                rows.append((index == 0 ? keys : "", line))
            }
        }
        let box = ScreenLayout.helpFrame(in: size, contentRows: rows.count + 1, contentColumns: keysWidth + 2 + textWidth)
        return Page(rows: rows, box: box, keysWidth: keysWidth)
    }

    /// How far the help can scroll on a screen of `size`.
    static func scrollLimit(in size: Size, localizer: Localizer) -> Int {
        page(in: size, localizer: localizer).scrollLimit
    }

    func render(on frame: inout Frame, localizer: Localizer, theme: Theme) {
        let page = Self.page(in: frame.size, localizer: localizer)
        let box = page.box
        drawSheet(box, on: &frame, theme: theme)
        frame.addRegion(box, .help)
        frame.buffer.write(" \(localizer(.helpTitle)) ", at: Point(x: box.x + 2, y: box.y), style: theme.title)
        let hint = " \(localizer(.helpCloseHint)) "
        frame.buffer.write(hint, at: Point(x: box.maxX - 2 - hint.columnWidth, y: box.maxY - 1),
                           style: theme.secondaryText, clip: box)
        let inner = page.inner
        let first = min(scroll, page.scrollLimit)
        for (offset, row) in page.rows.dropFirst(first).prefix(page.visibleRows).enumerated() {
            let y = inner.y + 1 + offset
            frame.buffer.write(row.keys, at: Point(x: inner.x, y: y), style: theme.footerKey, clip: inner)
            frame.buffer.write(row.text, at: Point(x: inner.x + page.keysWidth + 2, y: y), style: theme.text, clip: inner)
        }
        if first < page.scrollLimit {
            frame.buffer.write("↓", at: Point(x: inner.maxX - 1, y: inner.maxY - 1), style: theme.secondaryText)
        }
        if first > 0 {
            frame.buffer.write("↑", at: Point(x: inner.maxX - 1, y: inner.y + 1), style: theme.secondaryText)
        }
    }
}
