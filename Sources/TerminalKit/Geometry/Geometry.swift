/// A cell position: column `x`, row `y`, from the top-left corner.
public struct Point: Hashable, Sendable {
    public var x: Int
    public var y: Int

    public init(x: Int, y: Int) {
        self.x = x
        self.y = y
    }
}

/// A terminal size in cells.
public struct Size: Hashable, Sendable, CustomStringConvertible {
    public var columns: Int
    public var rows: Int

    public init(columns: Int, rows: Int) {
        self.columns = columns
        self.rows = rows
    }

    public var description: String { "\(columns)x\(rows)" }

    /// This size, at most `limit` each way.
    public func atMost(_ limit: Size) -> Size {
        Size(columns: min(columns, limit.columns), rows: min(rows, limit.rows))
    }
}

/// A rectangle of cells. Empty when either side is zero or less.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    public var x: Int
    public var y: Int
    public var width: Int
    public var height: Int

    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = max(0, width)
        self.height = max(0, height)
    }

    public init(origin: Point = Point(x: 0, y: 0), size: Size) {
        self.init(x: origin.x, y: origin.y, width: size.columns, height: size.rows)
    }

    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    public var maxX: Int { x + width }
    public var maxY: Int { y + height }
    public var origin: Point { Point(x: x, y: y) }
    public var size: Size { Size(columns: width, rows: height) }
    public var isEmpty: Bool { width <= 0 || height <= 0 }
    public var description: String { "(\(x),\(y) \(width)x\(height))" }

    public func contains(_ point: Point) -> Bool {
        point.x >= x && point.x < maxX && point.y >= y && point.y < maxY
    }

    /// The rectangle shrunk by `dx` columns on each side and `dy` rows on top and bottom.
    public func insetBy(dx: Int, dy: Int) -> Rect {
        Rect(x: x + dx, y: y + dy, width: width - 2 * dx, height: height - 2 * dy)
    }

    /// The overlap of two rectangles (empty if they do not meet).
    public func intersection(_ other: Rect) -> Rect {
        let left = max(x, other.x)
        let top = max(y, other.y)
        return Rect(x: left, y: top, width: min(maxX, other.maxX) - left, height: min(maxY, other.maxY) - top)
    }

    /// Cuts `rows` rows off the top: returns them and what is left below.
    public func slicingTop(_ rows: Int) -> (top: Rect, rest: Rect) {
        let taken = min(max(0, rows), height)
        return (
            Rect(x: x, y: y, width: width, height: taken),
            Rect(x: x, y: y + taken, width: width, height: height - taken)
        )
    }

    /// Cuts `rows` rows off the bottom: returns them and what is left above.
    public func slicingBottom(_ rows: Int) -> (bottom: Rect, rest: Rect) {
        let taken = min(max(0, rows), height)
        return (
            Rect(x: x, y: maxY - taken, width: width, height: taken),
            Rect(x: x, y: y, width: width, height: height - taken)
        )
    }

    /// Cuts `columns` columns off the left: returns them and what is left.
    public func slicingLeft(_ columns: Int) -> (left: Rect, rest: Rect) {
        let taken = min(max(0, columns), width)
        return (
            Rect(x: x, y: y, width: taken, height: height),
            Rect(x: x + taken, y: y, width: width - taken, height: height)
        )
    }

    /// Cuts `columns` columns off the right: returns what is left, and them.
    public func slicingRight(_ columns: Int) -> (rest: Rect, right: Rect) {
        let taken = min(max(0, columns), width)
        return (
            Rect(x: x, y: y, width: width - taken, height: height),
            Rect(x: maxX - taken, y: y, width: taken, height: height)
        )
    }

    /// A rectangle of `size` centred in this one (clipped to it).
    public func centered(_ size: Size) -> Rect {
        let width = min(size.columns, self.width)
        let height = min(size.rows, self.height)
        return Rect(x: x + (self.width - width) / 2, y: y + (self.height - height) / 2, width: width, height: height)
    }
}
