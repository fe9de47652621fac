/// The landscape grid's tiles in an area: as many as fit across and down,
/// centred, with the page indicator on the area's last row.
///
///     ┌────────┐  ┌────────┐  ┌────────┐
///     │  art   │  │  art   │  │  art   │     a tile: art 8x4 cells (square on
///     │  8x4   │  │        │  │        │     a terminal's tall cells), its name
///     └────────┘  └────────┘  └────────┘     below, 2 columns and 1 row apart
///      Name        Name        Name
///                 ● ○ ○                      the page indicator
public struct GridGeometry: Hashable, Sendable {
    /// The art of a tile, and the tile with its name row.
    public static let art = Size(columns: 8, rows: 4)
    public static let tile = Size(columns: 10, rows: 5)
    /// Between tiles.
    public static let gap = Size(columns: 1, rows: 1)

    public let area: Rect
    public let columns: Int
    public let rows: Int

    public init(area: Rect) {
        self.area = area
        let height = max(0, area.height - 1)  // the indicator's row
        columns = max(1, (area.width + Self.gap.columns) / (Self.tile.columns + Self.gap.columns))
        rows = max(1, (height + Self.gap.rows) / (Self.tile.rows + Self.gap.rows))
    }

    public var tilesPerPage: Int { columns * rows }

    /// The page that holds result `index`.
    public func page(of index: Int) -> Int { index / tilesPerPage }

    /// Where tile `slot` of a page goes (0 is top left, row by row).
    public func tileRect(slot: Int) -> Rect {
        let usedWidth = columns * Self.tile.columns + (columns - 1) * Self.gap.columns
        let left = area.x + max(0, (area.width - usedWidth) / 2)
        let column = slot % columns
        let row = slot / columns
        return Rect(
            x: left + column * (Self.tile.columns + Self.gap.columns),
            y: area.y + row * (Self.tile.rows + Self.gap.rows),
            width: Self.tile.columns, height: Self.tile.rows)
    }

    /// The page indicator's row.
    public var indicatorRow: Rect {
        Rect(x: area.x, y: area.maxY - 1, width: area.width, height: area.height > 0 ? 1 : 0)
    }
}
