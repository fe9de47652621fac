import StoreSearchItems
import StoreSearchModel
import TerminalKit

/// Where everything goes on the screen, for a size and a state: a pure
/// function, drawn as ASCII pictures by the tests (see `diagram`).
///
///     compact (80x24)        split view (160x48)           overlay split (140x16)
///     (and the landscape grid at 90x16: field, categories, pages of tiles; see `GridGeometry`)
///     ┌────────────┐         ┌──────────┬─────────────┐    ┌─────────┬───────────┐
///     │ field      │         │ title    │ title       │    │ primary │ secondary │
///     │ categories │         │ field    │             │    │ (over   │ (full     │
///     │ list       │         │ categ.   │ detail      │    │  the    │  width    │
///     │            │         │ list     │             │    │  detail)│  below)   │
///     │ footer     │         │ footer                 │    │ footer              │
///     └────────────┘         └────────────────────────┘    └─────────────────────┘
public struct ScreenLayout: Hashable, Sendable {
    public enum Mode: Hashable, Sendable {
        /// Below `minimumSize`: only a message is drawn.
        case tooSmall
        case compact
        case splitView
        case overlaySplitView(primaryVisible: Bool)
        case landscape
    }

    /// The smallest screen the full interface is drawn on.
    public static let minimumSize = Size(columns: 40, rows: 10)
    /// Rows each result takes in the list: name, then "artist (kind)".
    public static let resultRowHeight = KindGroups.itemHeight

    public let size: Size
    public let mode: Mode
    /// The primary pane ("Search"): the whole screen above the footer in compact width.
    public var primaryPane: Rect = .zero
    public var primaryTitle: Rect?
    public var searchField: Rect = .zero
    public var categoryControl: Rect = .zero
    public var listSeparator: Rect?
    public var resultList: Rect = .zero
    /// The split view's secondary pane (detail), title bar included.
    public var secondaryPane: Rect?
    public var secondaryTitle: Rect?
    public var secondaryContent: Rect?
    /// The line under the title bars, and the line between the panes.
    public var titleRule: Rect?
    public var divider: Rect?
    public var footer: Rect = .zero

    /// The layout for `size` with `traits`; in the overlay split view the
    /// primary pane is left out when `isPrimaryPaneHidden`.
    public init(size: Size, traits: TraitCollection, isPrimaryPaneHidden: Bool = false) {
        self.size = size
        let screen = Rect(size: size)
        guard size.columns >= Self.minimumSize.columns, size.rows >= Self.minimumSize.rows else {
            mode = .tooSmall
            return
        }
        switch traits.arrangement {
        case .compact: mode = .compact
        case .landscape: mode = .landscape
        case .splitView: mode = .splitView
        case .overlaySplitView: mode = .overlaySplitView(primaryVisible: !isPrimaryPaneHidden)
        }
        let (footer, body) = screen.slicingBottom(1)
        self.footer = footer
        let fieldHeight = traits.vertical == .regular ? 3 : 1

        switch mode {
        case .compact, .landscape, .tooSmall:
            primaryPane = body
            placeSearchControls(in: body, fieldHeight: fieldHeight)
        case .splitView, .overlaySplitView:
            let primaryWidth = Self.primaryWidth(for: size.columns)
            let (titles, content) = body.slicingTop(2)
            titleRule = titles.slicingTop(1).rest
            let (left, right) = content.slicingLeft(primaryWidth)
            let showsPrimary = mode == .splitView || mode == .overlaySplitView(primaryVisible: true)
            if mode == .splitView {
                divider = right.slicingLeft(1).left
                secondaryPane = Rect(x: right.x + 1, y: titles.y, width: right.width - 1, height: body.height)
            } else {
                // The detail takes the whole width; the primary pane is drawn over it.
                secondaryPane = Rect(x: 0, y: titles.y, width: size.columns, height: body.height)
                if showsPrimary { divider = right.slicingLeft(1).left }
            }
            if let secondaryPane {
                let (title, rest) = secondaryPane.slicingTop(2)
                secondaryTitle = title.slicingTop(1).top
                secondaryContent = rest
            }
            if showsPrimary {
                primaryTitle = Rect(x: 0, y: titles.y, width: primaryWidth, height: 1)
                primaryPane = Rect(x: 0, y: titles.y, width: primaryWidth, height: body.height)
                placeSearchControls(in: left, fieldHeight: fieldHeight)
            }
        }
    }

    private mutating func placeSearchControls(in area: Rect, fieldHeight: Int) {
        var rest = area
        (searchField, rest) = rest.slicingTop(fieldHeight)
        (categoryControl, rest) = rest.slicingTop(1)
        let separator: Rect
        (separator, rest) = rest.slicingTop(1)
        listSeparator = separator
        resultList = rest
    }

    /// The primary pane's width: about two fifths of the screen, as the
    /// iPad's primary column, within bounds that keep names readable.
    public static func primaryWidth(for columns: Int) -> Int {
        min(64, max(40, columns * 2 / 5))
    }

    /// How many results the list shows at once.
    public var listCapacity: Int { max(1, resultList.height / Self.resultRowHeight) }

    /// What the model is told about a screen of `size`.
    public static func metrics(for size: Size, thresholds: SizeClassThresholds, localizer: Localizer) -> LayoutMetrics {
        let traits = thresholds.traits(for: size)
        let layout = ScreenLayout(size: size, traits: traits)
        let grid = GridGeometry(area: layout.resultList)
        return LayoutMetrics(
            traits: traits, listCapacity: layout.listCapacity, listHeight: layout.resultList.height,
            gridColumns: grid.columns,
            gridPageSize: grid.tilesPerPage, columns: size.columns, rows: size.rows,
            isTooSmall: layout.mode == .tooSmall)
    }

    /// Whether the primary pane (field, categories, list) is on screen.
    public var showsPrimaryPane: Bool {
        switch mode {
        case .tooSmall, .overlaySplitView(primaryVisible: false): false
        default: true
        }
    }

    // MARK: Overlays

    /// The compact-width detail pop-up: a centred box, as the iPhone's 240pt
    /// square in the middle of the screen.
    /// The detail pop-up's size when the screen has room: the artwork
    /// beside the name and the buttons, the facts under them, the rest by
    /// scrolling.
    public static let popupPreferredSize = Size(columns: 72, rows: 22)
    /// The pop-up is never lower than this (a detail with little to say).
    public static let popupMinimumRows = 10

    public static func popupFrame(in size: Size) -> Rect {
        Rect(size: size).centered(
            Size(
                columns: min(size.columns - 4, popupPreferredSize.columns),
                rows: min(size.rows - 2, popupPreferredSize.rows)))
    }

}

extension ScreenLayout {
    /// An ASCII picture of the layout: each region outlined and labelled,
    /// later regions drawn over earlier ones. What the layout tests compare.
    public func diagram() -> String {
        var canvas = ScreenBuffer(size: size)
        var regions: [(String, Rect?)] = []
        switch mode {
        case .tooSmall:
            return "too small: \(size)"
        case .compact:
            regions = [("field", searchField), ("categories", categoryControl), ("list", resultList)]
        case .landscape:
            // The grid's tiles, each outlined, over the area they share.
            let grid = GridGeometry(area: resultList)
            regions =
                [("field", searchField), ("categories", categoryControl)]
                + (0..<grid.tilesPerPage).map { ("tile", grid.tileRect(slot: $0)) }
                + [("page indicator", grid.indicatorRow)]
        case .splitView, .overlaySplitView:
            regions = [("secondary", secondaryContent), ("secondary title", secondaryTitle)]
            if showsPrimaryPane {
                regions += [
                    ("primary title", primaryTitle), ("field", searchField),
                    ("categories", categoryControl), ("list", resultList),
                ]
            }
        }
        regions.append(("footer", footer))
        for (label, rect) in regions {
            guard let rect, !rect.isEmpty else { continue }
            canvas.outline(rect, label: label)
        }
        return canvas.text
    }
}

extension ScreenBuffer {
    /// Draws `rect` as an ASCII box (or a labelled bar when it is one row high).
    fileprivate mutating func outline(_ rect: Rect, label: String) {
        fill(rect)
        if rect.height == 1 {
            let bar = "[" + label + String(repeating: "-", count: max(0, rect.width - label.count - 2)) + "]"
            write(bar.prefix(rect.width), at: Point(x: rect.x, y: rect.y))
            return
        }
        let horizontal = "+" + String(repeating: "-", count: max(0, rect.width - 2)) + "+"
        write(horizontal, at: Point(x: rect.x, y: rect.y))
        write(horizontal, at: Point(x: rect.x, y: rect.maxY - 1))
        for y in (rect.y + 1)..<(rect.maxY - 1) {
            write("|", at: Point(x: rect.x, y: y))
            write("|", at: Point(x: rect.maxX - 1, y: y))
        }
        write(label.prefix(max(0, rect.width - 2)), at: Point(x: rect.x + 1, y: rect.y + 1))
    }
}
