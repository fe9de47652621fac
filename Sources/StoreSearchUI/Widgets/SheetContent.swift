import StoreSearchText
import TerminalKit

/// A button of a sheet, an alert or a question.
struct SheetButton {
    var label: String
    var target: HitTarget
    var isFocused: Bool

    /// "[ Send ]": how a button is drawn.
    var text: String { "[ \(label) ]" }
}

/// The inside of a sheet as rows, each as wide as the sheet: as tall as
/// the content needs, and drawn through a window where the screen is
/// shorter, scrolled so that what has focus (a field and its cursor, a
/// button) is in it. Rows marked optional (a preview, a hint, a blank
/// line) are left out first when not all fit. Render is a function of the
/// state, so the window is too: the smallest scroll that shows the focus.
struct SheetContent {
    struct Row {
        var isOptional: Bool
        var isFocus: Bool
        /// Rows of one paragraph share a group: an optional one goes whole.
        var group = 0
        var draw: (Rect, inout Frame) -> Void
    }

    private(set) var rows: [Row] = []
    private var groups = 0
    /// The width the rows are laid out for.
    let width: Int

    init(width: Int) {
        self.width = max(1, width)
    }

    var count: Int { rows.count }

    /// A row drawn by `draw` into a one-row rectangle of the sheet's width.
    mutating func add(
        optional: Bool = false, focus: Bool = false, _ draw: @escaping (Rect, inout Frame) -> Void
    ) {
        groups += 1
        rows.append(Row(isOptional: optional, isFocus: focus, group: groups, draw: draw))
    }

    /// The rows of `other`, after these.
    mutating func append(_ other: SheetContent) {
        rows += other.rows.map { row in
            var row = row
            row.group += groups
            return row
        }
        groups += other.groups
    }

    mutating func addBlank(optional: Bool = true) {
        add(optional: optional) { _, _ in }
    }

    /// Text wrapped to the width, each line of it (a line break starts a new one) whole.
    mutating func addText(
        _ text: String, style: Style, centred: Bool = false, optional: Bool = false, focus: Bool = false
    ) {
        groups += 1
        for line in TextWrapping.lines(of: text, width: width) {
            let draw: (Rect, inout Frame) -> Void = { rect, frame in
                if centred {
                    frame.buffer.writeCentered(line, in: rect, style: style)
                } else {
                    frame.buffer.write(line, at: rect.origin, style: style, clip: rect)
                }
            }
            rows.append(Row(isOptional: optional, isFocus: focus, group: groups, draw: draw))
        }
    }

    /// A path or an address, broken at its separators ("/", "?", "&") where
    /// it does not fit, so no line ends inside a name.
    mutating func addPath(_ path: String, style: Style, indent: Int = 0) {
        for line in path.wrappedAtSeparators(toWidth: width - indent) {
            add { rect, frame in
                frame.buffer.write(line, at: Point(x: rect.x + indent, y: rect.y), style: style, clip: rect)
            }
        }
    }

    /// Buttons side by side, in as many rows as they need (a label is
    /// never cut), centred or at the right; the row of the focused one is
    /// the focus.
    mutating func addButtons(_ buttons: [SheetButton], trailing: Bool = false, theme: Theme) {
        for row in Self.buttonRows(buttons, width: width) {
            add(focus: row.contains { $0.isFocused }) { rect, frame in
                drawButtonRow(row, in: rect, trailing: trailing, on: &frame, theme: theme)
            }
        }
    }

    /// Buttons in rows of at most `width` columns, in order.
    static func buttonRows(_ buttons: [SheetButton], width: Int) -> [[SheetButton]] {
        var rows: [[SheetButton]] = []
        var used = 0
        for button in buttons {
            let needed = button.text.columnWidth
            if let last = rows.indices.last, used + 2 + needed <= width {
                rows[last].append(button)
                used += 2 + needed
            } else {
                rows.append([button])
                used = needed
            }
        }
        return rows
    }

    /// The rows to draw in `height` rows: all of them when they fit, else
    /// without as many optional ones as it takes, the last first.
    func fitted(to height: Int) -> SheetContent {
        var fitted = self
        while fitted.rows.count > height, let last = fitted.rows.last(where: \.isOptional) {
            fitted.rows.removeAll { $0.group == last.group }
        }
        return fitted
    }

    /// The box for these rows in `area`, `width` columns wide with a border
    /// and a margin, and the rows that go in it: as few left out as the
    /// screen's height asks, the rest scrolled.
    func boxed(width: Int, in area: Rect) -> (box: Rect, content: SheetContent) {
        let tallest = Self.box(for: Size(columns: width, rows: Int.max / 2), in: area).height
        let content = fitted(to: tallest - 2)
        return (Self.box(for: Size(columns: width, rows: content.count + 2), in: area), content)
    }

    /// The first row shown in a window of `height` rows: 0, or as little
    /// scrolled as shows the focus (its start, when it is taller than the
    /// window), and never from the middle of a paragraph.
    func firstRow(height: Int) -> Int {
        guard rows.count > height, let last = rows.lastIndex(where: \.isFocus),
            let focus = rows.firstIndex(where: \.isFocus)
        else { return 0 }
        var first = min(focus, max(0, last - height + 1))
        while first > 0, first < focus, rows[first].group == rows[first - 1].group { first += 1 }
        return first
    }

    /// Draws the rows that fit in `inner`, from `first` (else from
    /// `firstRow`, which shows the focus); arrows on the right border of
    /// `box` say that more lies above or below.
    func draw(in inner: Rect, box: Rect, from first: Int? = nil, on frame: inout Frame, theme: Theme) {
        let first = first ?? firstRow(height: inner.height)
        for (offset, row) in rows.dropFirst(first).prefix(inner.height).enumerated() {
            row.draw(Rect(x: inner.x, y: inner.y + offset, width: inner.width, height: 1), &frame)
        }
        if first > 0 {
            frame.buffer.write("↑", at: Point(x: box.maxX - 1, y: inner.y), style: theme.secondaryText)
        }
        if first + inner.height < rows.count {
            frame.buffer.write("↓", at: Point(x: box.maxX - 1, y: inner.maxY - 1), style: theme.secondaryText)
        }
    }

    /// The box of a sheet that would like `size`, in `area` (the whole
    /// screen): centred, clear of the footer on the last row, and on a short
    /// screen as tall as it can be.
    static func box(for size: Size, in area: Rect) -> Rect {
        let tallest = area.height >= 14 ? area.height - 2 : area.height - 1
        return area.centered(Size(columns: min(size.columns, area.width), rows: min(size.rows, tallest)))
    }
}

/// Draws one row of buttons in `line`, centred (or at its right end when `trailing`).
func drawButtonRow(_ buttons: [SheetButton], in line: Rect, trailing: Bool, on frame: inout Frame, theme: Theme) {
    let total = buttons.reduce(0) { $0 + $1.text.columnWidth } + 2 * max(0, buttons.count - 1)
    var x = max(line.x, trailing ? line.maxX - total : line.x + (line.width - total) / 2)
    for button in buttons {
        let width = frame.buffer.write(
            button.text, at: Point(x: x, y: line.y), style: button.isFocused ? theme.focusedButton : theme.button,
            clip: line)
        frame.addRegion(Rect(x: x, y: line.y, width: width, height: 1), button.target)
        x += width + 2
    }
}

/// A one-line text field: unfocused it shows its start (and "…" where it
/// goes on); focused, the part around the cursor, with the cursor.
func drawLineField(_ editor: LineEditor, in area: Rect, isFocused: Bool, style: Style, on frame: inout Frame) {
    guard !area.isEmpty else { return }
    guard isFocused else {
        frame.buffer.write(editor.text.truncated(toWidth: area.width), at: area.origin, style: style, clip: area)
        return
    }
    // As far right as keeps the cursor in the field, a column to spare for it.
    var first = 0
    var widthBeforeCursor = editor.characters[..<editor.cursor].reduce(0) { $0 + $1.columnWidth }
    while widthBeforeCursor > area.width - 1, first < editor.cursor {
        widthBeforeCursor -= editor.characters[first].columnWidth
        first += 1
    }
    frame.buffer.write(String(editor.characters[first...]), at: area.origin, style: style, clip: area)
    frame.cursor = Point(x: area.x + widthBeforeCursor, y: area.y)
}

extension String {
    /// The text in lines of at most `width` columns, broken after a path's
    /// or an address's separators ("/", "?", "&"); a name longer than a line
    /// is broken where it must be.
    func wrappedAtSeparators(toWidth width: Int) -> [String] {
        let width = max(1, width)
        var pieces: [String] = []
        var current = ""
        for character in self {
            current.append(character)
            if character == "/" || character == "?" || character == "&" {
                pieces.append(current)
                current = ""
            }
        }
        if !current.isEmpty { pieces.append(current) }
        var lines: [String] = []
        var line = ""
        for piece in pieces {
            if line.columnWidth + piece.columnWidth <= width {
                line += piece
                continue
            }
            if !line.isEmpty { lines.append(line) }
            line = ""
            for chunk in piece.chunked(intoColumns: width) {
                if chunk.columnWidth == width {
                    lines.append(chunk)
                } else {
                    line = chunk
                }
            }
        }
        if !line.isEmpty || lines.isEmpty { lines.append(line) }
        return lines
    }
}
