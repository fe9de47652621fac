import StoreSearchModel
import StoreSearchText
import TerminalKit

/// The popover menu: in regular width a small box of fixed size under the
/// action button with an arrow pointing at it; in compact width the same
/// items as a centred sheet (iOS's adaptive popover). Each item shows its
/// letter underlined (typing it chooses the item) and, at its right, the
/// key that does the same from anywhere. On a short screen the items
/// scroll to keep the highlighted one in view.
struct MenuWidget: Widget {
    var selection: MenuItem
    /// The action button it points at; nil presents it as a sheet.
    var anchor: Rect?
    var language: Language

    static let preferredWidth = 34

    /// The command each item also is, whose key the menu shows.
    static func command(for item: MenuItem) -> Command? {
        switch item {
        case .favourites: .favourites
        case .filters: .filters
        case .nextOrder: .order
        case .commands: .commands
        case .saveResults: .saveResults
        case .sendSupportEmail: .supportMail
        case .rateThisApp: .rate
        case .about: .about
        }
    }

    func render(in area: Rect, on frame: inout Frame, context: RenderContext) {
        let theme = context.theme
        let localizer = context.localizer
        let items = MenuItem.allCases
        let labels = items.map { $0.label(in: language) }
        let keys = items.map { item in
            Self.command(for: item).flatMap { context.bindings.shortLabel(for: $0) } ?? ""
        }
        let widest = zip(labels, keys).map { $0.text.columnWidth + ($1.isEmpty ? 0 : $1.columnWidth + 2) }.max() ?? 0
        let width = min(area.width - 2, max(Self.preferredWidth, widest + 4))
        // The footer's row stays free.
        let screen = Rect(x: area.x, y: area.y, width: area.width, height: max(3, area.height - 1))
        let box: Rect
        if let anchor {
            // Under the button, its right edge lined up with the button's, kept on screen.
            let x = min(max(0, anchor.maxX + 1 - width), screen.maxX - width)
            box = Rect(
                x: max(0, x), y: anchor.maxY + 1, width: width,
                height: min(items.count + 2, screen.maxY - anchor.maxY - 1))
        } else {
            box = screen.centered(Size(columns: width, rows: min(items.count + 2, screen.height)))
        }
        drawSheet(box, on: &frame, theme: theme)
        if let anchor {
            let arrowX = min(max(box.x + 1, anchor.x + anchor.width / 2), box.maxX - 2)
            frame.buffer.write("▲", at: Point(x: arrowX, y: box.y - 1), style: theme.border)
        } else {
            frame.buffer.write(
                " \(localizer(.screen(.appName))) ", at: Point(x: box.x + 2, y: box.y), style: theme.title, clip: box)
        }
        let inner = box.insetBy(dx: 1, dy: 1)
        guard inner.height > 0 else { return }
        let selected = items.firstIndex(of: selection) ?? 0
        let first = max(0, min(selected - inner.height + 1, items.count - inner.height))
        for (row, index) in items.indices.dropFirst(first).prefix(inner.height).enumerated() {
            let line = Rect(x: inner.x, y: inner.y + row, width: inner.width, height: 1)
            let style = items[index] == selection ? theme.selectedRow : theme.text
            frame.buffer.fill(line, style: style)
            let label = labels[index]
            let key = keys[index]
            let keyWidth =
                key.isEmpty || key.columnWidth + label.text.columnWidth + 4 > line.width ? 0 : key.columnWidth
            let shown = label.text.truncated(toWidth: line.width - 2 - (keyWidth > 0 ? keyWidth + 2 : 0))
            var x = line.x + 1
            for (offset, character) in shown.enumerated() {
                let letterStyle = offset == label.acceleratorOffset ? style.with(.underline) : style
                x += frame.buffer.write(String(character), at: Point(x: x, y: line.y), style: letterStyle, clip: line)
            }
            if keyWidth > 0 {
                frame.buffer.write(
                    key, at: Point(x: line.maxX - 1 - keyWidth, y: line.y),
                    style: items[index] == selection ? style : theme.secondaryText, clip: line)
            }
            frame.addRegion(line, .menuItem(items[index]))
        }
        if first > 0 { frame.buffer.write("↑", at: Point(x: box.maxX - 2, y: box.y), style: theme.border) }
        if first + inner.height < items.count {
            frame.buffer.write("↓", at: Point(x: box.maxX - 2, y: box.maxY - 1), style: theme.border)
        }
    }
}
