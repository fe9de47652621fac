import StoreSearchCore

/// Draws a rounded, cleared box for an overlay and marks it as the overlay's body.
private func drawSheet(_ box: Rect, on frame: inout Frame, theme: Theme) {
    frame.buffer.fill(box)
    frame.buffer.drawBox(box, style: theme.border, box: .rounded)
    frame.addRegion(box, .overlay)
}

/// The "Whoops..." alert with its OK button, as `UIAlertController`.
struct AlertWidget {
    var title: String
    var message: String
    var button: String

    func render(on frame: inout Frame, theme: Theme) {
        let width = min(frame.size.columns - 4, 50) - 4
        let lines = message.wrapped(toWidth: max(1, width), maxLines: max(1, frame.size.rows - 8))
        let box = ScreenLayout.alertFrame(in: frame.size, contentRows: lines.count + 3)
        drawSheet(box, on: &frame, theme: theme)
        let inner = box.insetBy(dx: 2, dy: 1)
        frame.buffer.writeCentered(title, in: inner, row: 0, style: theme.alertTitle)
        for (row, line) in lines.enumerated() where row + 2 < inner.height {
            frame.buffer.writeCentered(line, in: inner, row: row + 2, style: theme.text)
        }
        let ok = frame.buffer.writeCentered("[ \(button) ]", in: inner, row: inner.height - 1, style: theme.focusedButton)
        frame.addRegion(ok, .alertOK)
    }
}

/// A store address that no browser could open, shown whole so it can be copied.
struct AddressWidget {
    var message: String
    var address: String
    var button: String

    func render(on frame: inout Frame, theme: Theme) {
        let width = min(frame.size.columns - 4, max(50, address.columnWidth + 6)) - 4
        let messageLines = message.wrapped(toWidth: max(1, width))
        // The address is broken anywhere, not at spaces: it has none.
        var addressLines: [String] = []
        var rest = Substring(address)
        while !rest.isEmpty {
            addressLines.append(String(rest.prefix(max(1, width))))
            rest = rest.dropFirst(max(1, width))
        }
        let rows = messageLines.count + 1 + addressLines.count + 2
        let box = Rect(size: frame.size).centered(Size(columns: width + 4, rows: min(frame.size.rows - 2, rows + 2)))
        drawSheet(box, on: &frame, theme: theme)
        let inner = box.insetBy(dx: 2, dy: 1)
        var y = inner.y
        for line in messageLines {
            frame.buffer.write(line, at: Point(x: inner.x, y: y), style: theme.text, clip: inner)
            y += 1
        }
        y += 1
        for line in addressLines {
            frame.buffer.write(line, at: Point(x: inner.x, y: y), style: theme.button, clip: inner)
            y += 1
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
