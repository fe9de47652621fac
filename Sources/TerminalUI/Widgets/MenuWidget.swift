import StoreSearchCore

/// The popover menu: in regular width a small box of fixed size under the
/// action button with an arrow pointing at it; in compact width the same
/// items as a centred sheet (iOS's adaptive popover).
struct MenuWidget: Widget {
    var selection: MenuItem
    /// The action button it points at; nil presents it as a sheet.
    var anchor: Rect?

    static let preferredWidth = 30

    func render(in area: Rect, on frame: inout Frame, context: RenderContext) {
        let localizer = context.localizer
        let theme = context.theme
        let items = MenuItem.allCases
        let labels = items.map { localizer(.menu(.menuItem($0))) }
        let width = min(area.width - 2, max(Self.preferredWidth, (labels.map(\.columnWidth).max() ?? 0) + 4))
        let size = Size(columns: width, rows: items.count + 2)
        let screen = area
        let box: Rect
        if let anchor {
            // Under the button, its right edge lined up with the button's, kept on screen.
            let x = min(max(0, anchor.maxX + 1 - size.columns), screen.maxX - size.columns)
            box = Rect(
                x: max(0, x), y: anchor.maxY + 1, width: size.columns,
                height: min(size.rows, screen.maxY - anchor.maxY - 1))
        } else {
            box = screen.centered(size)
        }
        drawSheet(box, on: &frame, theme: theme)
        if let anchor {
            let arrowX = min(max(box.x + 1, anchor.x + anchor.width / 2), box.maxX - 2)
            frame.buffer.write("▲", at: Point(x: arrowX, y: box.y - 1), style: theme.border)
        } else {
            frame.buffer.write(
                " \(localizer(.screen(.appName))) ", at: Point(x: box.x + 2, y: box.y), style: theme.title)
        }
        let inner = box.insetBy(dx: 1, dy: 1)
        for (row, item) in items.enumerated() where row < inner.height {
            let line = Rect(x: inner.x, y: inner.y + row, width: inner.width, height: 1)
            let style = item == selection ? theme.selectedRow : theme.text
            frame.buffer.fill(line, style: style)
            frame.buffer.write(
                " " + labels[row].truncated(toWidth: line.width - 1), at: Point(x: line.x, y: line.y),
                style: style, clip: line)
            frame.addRegion(line, .menuItem(item))
        }
    }
}
