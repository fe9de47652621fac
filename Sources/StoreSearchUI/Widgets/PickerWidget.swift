import StoreSearchText
import TerminalKit

/// A list to pick from while typing, as fzf and command palettes draw it: a
/// sheet with a title, the line being typed (its cursor shown), the rows
/// that match with the highlighted one kept in view, and under them a line
/// about the highlighted row. The command palette and the history list.
struct PickerWidget: Widget {
    struct Row {
        var text: String
        /// Shown at the row's right, dimmed (a command's keys).
        var trailing: String = ""
        /// Drawn dimmed: it cannot be chosen here now.
        var isDimmed = false
        /// Characters of `text` that matched what was typed.
        var matched: [Int] = []
        var target: HitTarget
    }

    var title: String
    var query: LineEditor
    var placeholder: String
    var rows: [Row]
    var selection: Int
    /// Said when no row matches.
    var emptyText: String
    /// About the highlighted row (why it is dimmed, what it does).
    var note: String?
    /// On the box's bottom edge at the right: where the highlight is among
    /// the rows ("3/47"), as fzf shows it.
    var countLabel: String? = nil

    static let preferredWidth = 72
    static let preferredRows = 16

    func render(in area: Rect, on frame: inout Frame, context: RenderContext) {
        let theme = context.theme
        // The footer's row stays free: it says how to leave.
        let room = Rect(x: area.x, y: area.y, width: area.width, height: max(1, area.height - 1))
        // The box is placed as if it held every row it may, and grows or
        // shrinks below its top: the line being typed stays on one row
        // whatever matches (as fzf's and VS Code's prompts do).
        let height = min(room.height, max(5, min(rows.count, Self.preferredRows) + 4))
        let tallest = room.centered(
            Size(columns: min(room.width - 2, Self.preferredWidth), rows: min(room.height, Self.preferredRows + 4)))
        let box = Rect(x: tallest.x, y: tallest.y, width: tallest.width, height: height)
        drawSheet(box, on: &frame, theme: theme)
        frame.buffer.write(" \(title) ", at: Point(x: box.x + 2, y: box.y), style: theme.title, clip: box)
        let inner = box.insetBy(dx: 2, dy: 1)
        guard inner.height >= 1, inner.width >= 4 else { return }
        drawQuery(in: Rect(x: inner.x, y: inner.y, width: inner.width, height: 1), on: &frame, theme: theme)
        let hasNote = inner.height >= 3 && note != nil
        let list = Rect(
            x: inner.x - 1, y: inner.y + 1, width: inner.width + 2, height: inner.height - 1 - (hasNote ? 1 : 0))
        guard list.height > 0 else { return }
        if rows.isEmpty {
            frame.buffer.write(
                emptyText.truncated(toWidth: list.width - 2), at: Point(x: list.x + 1, y: list.y),
                style: theme.secondaryText)
        }
        let first = max(0, min(selection - list.height + 1, rows.count - list.height))
        for (offset, index) in rows.indices.dropFirst(first).prefix(list.height).enumerated() {
            let line = Rect(x: list.x, y: list.y + offset, width: list.width, height: 1)
            drawRow(rows[index], isSelected: index == selection, in: line, on: &frame, theme: theme)
        }
        // More above or below: an arrow on the right edge, as the menu and sheets do.
        if first > 0 {
            frame.buffer.write("↑", at: Point(x: box.maxX - 1, y: list.y), style: theme.secondaryText)
        }
        if first + list.height < rows.count {
            frame.buffer.write("↓", at: Point(x: box.maxX - 1, y: list.maxY - 1), style: theme.secondaryText)
        }
        if let countLabel, box.height >= 3, " \(countLabel) ".columnWidth + 4 <= box.width {
            let label = " \(countLabel) "
            frame.buffer.write(
                label, at: Point(x: box.maxX - 2 - label.columnWidth, y: box.maxY - 1), style: theme.secondaryText,
                clip: box)
        }
        if hasNote, let note {
            frame.buffer.write(
                note.truncated(toWidth: inner.width), at: Point(x: inner.x, y: inner.maxY - 1),
                style: theme.secondaryText,
                clip: inner)
        }
    }

    private func drawQuery(in line: Rect, on frame: inout Frame, theme: Theme) {
        let prompt = "› "
        let x = line.x + frame.buffer.write(prompt, at: line.origin, style: theme.focusedBorder, clip: line)
        let text = Rect(x: x, y: line.y, width: line.maxX - x, height: 1)
        guard text.width > 0 else { return }
        let first = query.firstVisibleCharacter(width: text.width - 1)
        if query.characters.isEmpty {
            frame.buffer.write(
                placeholder.truncated(toWidth: text.width), at: text.origin, style: theme.placeholder, clip: text)
        } else {
            frame.buffer.write(String(query.characters[first...]), at: text.origin, style: .plain, clip: text)
        }
        frame.cursor = Point(x: min(text.x + query.cursorColumn(from: first), text.maxX - 1), y: text.y)
    }

    private func drawRow(_ row: Row, isSelected: Bool, in line: Rect, on frame: inout Frame, theme: Theme) {
        var style = row.isDimmed ? theme.secondaryText : theme.text
        if isSelected { style = theme.selectedRow }
        frame.buffer.fill(line, style: style)
        let trailingWidth = row.trailing.isEmpty ? 0 : min(row.trailing.columnWidth, line.width / 3) + 1
        let textWidth = line.width - 2 - trailingWidth
        var x = line.x + 1
        for (index, character) in row.text.truncated(toWidth: textWidth).enumerated() {
            let letter = row.matched.contains(index) ? style.with(.underline) : style
            x += frame.buffer.write(String(character), at: Point(x: x, y: line.y), style: letter, clip: line)
        }
        if trailingWidth > 0 {
            let keys = row.trailing.truncated(toWidth: trailingWidth - 1)
            frame.buffer.write(
                keys, at: Point(x: line.maxX - 1 - keys.columnWidth, y: line.y),
                style: isSelected ? style : theme.footerKey, clip: line)
        }
        frame.addRegion(line, row.target)
    }
}
