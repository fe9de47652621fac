import StoreSearchText
import TerminalKit

/// The search field: a boxed line (three rows) or a bare line (one row, when
/// the screen is short), scrolled sideways so the cursor is always shown.
struct SearchFieldWidget: Widget {
    var editor: LineEditor
    var placeholder: String
    var isFocused: Bool
    /// Shown in the box's top border, left ("StoreSearch") and right (the badge).
    var title: String?
    var badge: String?
    /// What stands before the text ("⌕ "; "↶ " in a reverse search).
    var glass = SearchFieldWidget.defaultGlass
    /// Shown after the text, dimmed (what a reverse search found).
    var suffix: String? = nil

    static let defaultGlass = "⌕ "

    func render(in area: Rect, on frame: inout Frame, context: RenderContext) {
        let theme = context.theme
        guard !area.isEmpty else { return }
        let line: Rect
        if area.height >= 3 {
            frame.buffer.drawBox(area, style: isFocused ? theme.focusedBorder : theme.border)
            drawBorderLabels(in: area, on: &frame, theme: theme)
            line = Rect(x: area.x + 2, y: area.y + 1, width: area.width - 4, height: 1)
        } else {
            line = Rect(x: area.x + 1, y: area.y, width: area.width - 2, height: 1)
        }
        let glassWidth = frame.buffer.write(
            glass, at: Point(x: line.x, y: line.y),
            style: isFocused ? theme.focusedBorder : theme.placeholder, clip: line)
        let textArea = Rect(x: line.x + glassWidth, y: line.y, width: line.width - glassWidth, height: 1)
        if area.height < 3 {
            frame.buffer.fill(textArea, style: Style(attributes: .underline))
        }
        let fieldStyle = area.height < 3 ? Style(attributes: .underline) : Style.plain
        let first = editor.firstVisibleCharacter(width: textArea.width - 1)
        if editor.characters.isEmpty {
            var style = theme.placeholder
            style.attributes.formUnion(fieldStyle.attributes)
            frame.buffer.write(
                placeholder.truncated(toWidth: textArea.width), at: Point(x: textArea.x, y: textArea.y),
                style: style, clip: textArea)
        } else {
            let visible = String(editor.characters[first...])
            frame.buffer.write(visible, at: Point(x: textArea.x, y: textArea.y), style: fieldStyle, clip: textArea)
        }
        if let suffix {
            let after = textArea.x + String(editor.characters[first...]).columnWidth
            frame.buffer.write(suffix, at: Point(x: after, y: textArea.y), style: theme.secondaryText, clip: textArea)
        }
        let widths = editor.characters[min(first, editor.characters.count)...].prefix(textArea.width).map(\.columnWidth)
        frame.addRegion(area, .searchField(textX: textArea.x, firstCharacter: first, widths: widths))
        if isFocused {
            let cursorColumn = editor.cursorColumn(from: first)
            frame.cursor = Point(x: min(textArea.x + cursorColumn, textArea.maxX - 1), y: textArea.y)
        }
    }

    private func drawBorderLabels(in area: Rect, on frame: inout Frame, theme: Theme) {
        var leftEnd = area.x + 1
        if let title {
            let shown = " \(title) ".truncated(toWidth: max(0, area.width / 2 - 2))
            leftEnd += frame.buffer.write(shown, at: Point(x: area.x + 2, y: area.y), style: theme.title) + 1
        }
        if let badge {
            let room = area.maxX - 3 - leftEnd
            let shown = " \(badge) ".truncated(toWidth: room)
            guard room > 4 else { return }
            frame.buffer.write(shown, at: Point(x: area.maxX - 2 - shown.columnWidth, y: area.y), style: theme.badge)
        }
    }
}

extension LineEditor {
    /// The first character shown in `width` columns: 0 unless the text up to
    /// the cursor is wider, then as far right as keeps the cursor in view.
    func firstVisibleCharacter(width: Int) -> Int {
        var first = 0
        var widthBeforeCursor = characters[..<cursor].reduce(0) { $0 + $1.columnWidth }
        while widthBeforeCursor > max(0, width), first < cursor {
            widthBeforeCursor -= characters[first].columnWidth
            first += 1
        }
        return first
    }

    /// Where the cursor is drawn when the text is shown from `first` at `origin`.
    func cursorColumn(from first: Int) -> Int {
        characters[first..<cursor].reduce(0) { $0 + $1.columnWidth }
    }
}
