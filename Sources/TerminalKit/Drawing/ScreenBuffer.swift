/// One cell of the screen.
public struct Cell: Hashable, Sendable {
    /// What the cell shows; for the right half of a wide character, the
    /// character itself with `isContinuation` set.
    public var character: Character
    public var style: Style
    /// Whether this cell is covered by the wide character to its left.
    public var isContinuation: Bool

    public init(_ character: Character = " ", style: Style = .plain, isContinuation: Bool = false) {
        self.character = character
        self.style = style
        self.isContinuation = isContinuation
    }

    public static let blank = Cell()
}

/// The whole screen as cells: what every widget draws into and what the
/// backend copies to the terminal. Knows nothing of terminals, so tests draw
/// into one at any size and read it back as text.
public struct ScreenBuffer: Hashable, Sendable {
    public let size: Size
    public private(set) var cells: [Cell]

    public init(size: Size, filling cell: Cell = .blank) {
        self.size = Size(columns: max(0, size.columns), rows: max(0, size.rows))
        cells = Array(repeating: cell, count: self.size.columns * self.size.rows)
    }

    public var bounds: Rect { Rect(size: size) }

    public subscript(x: Int, y: Int) -> Cell {
        get { cells[y * size.columns + x] }
    }

    /// Sets one cell, keeping wide characters whole: overwriting either half
    /// of a wide character blanks its other half.
    private mutating func set(_ cell: Cell, x: Int, y: Int) {
        let index = y * size.columns + x
        if cells[index].isContinuation, x > 0 {
            cells[index - 1] = Cell(" ", style: cells[index - 1].style)
        }
        if x + 1 < size.columns, cells[index + 1].isContinuation {
            cells[index + 1] = Cell(" ", style: cells[index + 1].style)
        }
        cells[index] = cell
    }

    /// Writes `text` from `point`, never past `clip` (default: the screen)
    /// and never past `maxWidth` columns. Returns the columns used.
    @discardableResult
    public mutating func write(
        _ text: some StringProtocol,
        at point: Point,
        style: Style = .plain,
        maxWidth: Int = .max,
        clip: Rect? = nil
    ) -> Int {
        let area = (clip ?? bounds).intersection(bounds)
        guard point.y >= area.y, point.y < area.maxY else { return 0 }
        let limit = maxWidth >= area.maxX - point.x ? area.maxX : point.x + maxWidth
        var x = point.x
        for character in text {
            if let ascii = character.asciiValue {
                guard ascii >= 0x20 && ascii < 0x7F else { continue }
                if x + 1 > limit { break }
                if x >= area.x { set(Cell(character, style: style), x: x, y: point.y) }
                x += 1
                continue
            }
            if let glyph = character.soleGlyph {
                if x + glyph.width > limit { break }
                if x >= area.x { place(glyph, x: x, y: point.y, style: style) }
                x += glyph.width
                continue
            }
            // What the terminal is sent: never a joiner or anything it may
            // measure otherwise (see `Character.glyphs`), so no text moves
            // a cell that was not written.
            let glyphs = character.glyphs
            let width = glyphs.reduce(0) { $0 + $1.width }
            if width == 0 { continue }
            if x + width > limit { break }
            for glyph in glyphs {
                if x >= area.x { place(glyph, x: x, y: point.y, style: style) }
                x += glyph.width
            }
        }
        return x - point.x
    }

    private mutating func place(_ glyph: Glyph, x: Int, y: Int, style: Style) {
        set(Cell(glyph.character, style: style), x: x, y: y)
        if glyph.width == 2 {
            // Clear what the right half covers, then claim it.
            set(Cell(" ", style: style), x: x + 1, y: y)
            cells[y * size.columns + x + 1] = Cell(glyph.character, style: style, isContinuation: true)
        }
    }

    /// Fills `rect` with `character` in `style`.
    public mutating func fill(_ rect: Rect, with character: Character = " ", style: Style = .plain) {
        let area = rect.intersection(bounds)
        guard !area.isEmpty else { return }
        for y in area.y..<area.maxY {
            for x in area.x..<area.maxX {
                set(Cell(character, style: style), x: x, y: y)
            }
        }
    }

    /// Changes the style of every cell in `rect`, keeping what they show.
    public mutating func restyle(_ rect: Rect, _ change: (inout Style) -> Void) {
        let area = rect.intersection(bounds)
        guard !area.isEmpty else { return }
        for y in area.y..<area.maxY {
            for x in area.x..<area.maxX {
                change(&cells[y * size.columns + x].style)
            }
        }
    }

    /// Copies `other` into this buffer with its top-left corner at `origin`,
    /// clipped to `clip`.
    public mutating func paste(_ other: ScreenBuffer, at origin: Point, clip: Rect? = nil) {
        let area = (clip ?? bounds).intersection(bounds)
        for y in 0..<other.size.rows {
            for x in 0..<other.size.columns {
                let target = Point(x: origin.x + x, y: origin.y + y)
                guard area.contains(target) else { continue }
                let cell = other[x, y]
                if cell.isContinuation && !area.contains(Point(x: target.x - 1, y: target.y)) {
                    set(Cell(" ", style: cell.style), x: target.x, y: target.y)
                } else {
                    cells[target.y * size.columns + target.x] = cell
                }
            }
        }
    }

    /// Whether any cell of `rect` differs in `other` (a buffer of the same size).
    public func differs(from other: ScreenBuffer, in rect: Rect) -> Bool {
        let area = rect.intersection(bounds).intersection(other.bounds)
        guard !area.isEmpty else { return false }
        for y in area.y..<area.maxY {
            for x in area.x..<area.maxX where self[x, y] != other[x, y] { return true }
        }
        return false
    }

    /// The text of row `y`, as a person reads it off the screen.
    public func line(_ y: Int) -> String {
        var text = ""
        for x in 0..<size.columns where !self[x, y].isContinuation {
            text.append(self[x, y].character)
        }
        return text
    }

    /// Every row, right-trimmed, joined by newlines: what golden tests compare.
    public var text: String {
        (0..<size.rows).map { String(line($0).reversedDroppingTrailingSpaces()) }.joined(separator: "\n")
    }
}

extension String {
    fileprivate func reversedDroppingTrailingSpaces() -> Substring {
        var end = endIndex
        while end > startIndex, self[index(before: end)] == " " { end = index(before: end) }
        return self[startIndex..<end]
    }
}
