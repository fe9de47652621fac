/// Box-drawing characters. Drawn as Unicode rather than the terminal's
/// alternate character set, which some emulators (and recorders) show as `lqqk`.
public struct BoxStyle: Hashable, Sendable {
    public var topLeft: Character
    public var topRight: Character
    public var bottomLeft: Character
    public var bottomRight: Character
    public var horizontal: Character
    public var vertical: Character

    /// Panes and fields.
    public static let square = BoxStyle(
        topLeft: "┌", topRight: "┐", bottomLeft: "└", bottomRight: "┘", horizontal: "─", vertical: "│")
    /// Pop-ups, sheets and alerts, as iOS rounds its presented views.
    public static let rounded = BoxStyle(
        topLeft: "╭", topRight: "╮", bottomLeft: "╰", bottomRight: "╯", horizontal: "─", vertical: "│")
}

extension ScreenBuffer {
    /// Draws the outline of `rect`.
    public mutating func drawBox(_ rect: Rect, style: Style, box: BoxStyle = .square) {
        guard rect.width >= 2, rect.height >= 2 else { return }
        let horizontal = String(repeating: box.horizontal, count: rect.width - 2)
        write(String(box.topLeft) + horizontal + String(box.topRight), at: Point(x: rect.x, y: rect.y), style: style)
        write(
            String(box.bottomLeft) + horizontal + String(box.bottomRight),
            at: Point(x: rect.x, y: rect.maxY - 1), style: style)
        for y in (rect.y + 1)..<(rect.maxY - 1) {
            write(String(box.vertical), at: Point(x: rect.x, y: y), style: style)
            write(String(box.vertical), at: Point(x: rect.maxX - 1, y: y), style: style)
        }
    }

    /// A horizontal rule across `rect`'s first row.
    public mutating func drawRule(_ rect: Rect, style: Style) {
        guard !rect.isEmpty else { return }
        write(String(repeating: "─", count: rect.width), at: Point(x: rect.x, y: rect.y), style: style)
    }

    /// Writes `text` centred in `rect`'s row `row` (relative), cut to fit.
    @discardableResult
    public mutating func writeCentered(_ text: String, in rect: Rect, row: Int = 0, style: Style) -> Rect {
        let shown = text.truncated(toWidth: rect.width)
        let width = shown.columnWidth
        let origin = Point(x: rect.x + (rect.width - width) / 2, y: rect.y + row)
        write(shown, at: origin, style: style, clip: rect)
        return Rect(x: origin.x, y: origin.y, width: width, height: 1)
    }
}
