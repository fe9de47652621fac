import StoreSearchItems

/// A size class, as in UIKit: the model only ever asks "compact or regular?",
/// never "how many columns?". The terminal UI decides from the terminal's size.

public enum SizeClass: Hashable, Sendable {
    case compact
    case regular
}

/// The horizontal and vertical size classes of the screen.
public struct TraitCollection: Hashable, Sendable {
    public var horizontal: SizeClass
    public var vertical: SizeClass

    public init(horizontal: SizeClass, vertical: SizeClass) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// Which way the screen is arranged for these traits (spec §1).
    public var arrangement: Arrangement {
        switch (horizontal, vertical) {
        case (.compact, .regular): .compact
        case (.regular, .regular): .splitView
        case (.regular, .compact): .overlaySplitView
        case (.compact, .compact): .landscape
        }
    }

    /// The four arrangements of spec §1.
    public enum Arrangement: Hashable, Sendable {
        /// wC hR: field, categories and list fill the screen; the detail is a pop-up.
        case compact
        /// wR hR: list on the left, detail on the right.
        case splitView
        /// wR hC: the list pane overlays the detail and slides away after a selection.
        case overlaySplitView
        /// wC hC: the landscape grid of artwork tiles; the detail is a pop-up.
        case landscape

        /// Whether the detail is shown beside the list (a secondary pane)
        /// rather than over it (a pop-up).
        public var showsDetailPane: Bool { self == .splitView || self == .overlaySplitView }
    }
}

/// What the model needs to know about the screen: its size classes and how
/// much fits. Sent by the terminal UI whenever the size changes.
public struct LayoutMetrics: Hashable, Sendable {
    public var traits: TraitCollection
    /// How many results the list shows at once.
    public var listCapacity: Int
    /// The list's height in rows (an artist's page heads its groups in them).
    public var listHeight: Int
    /// The grid in the same place: tiles across, and tiles on a page.
    public var gridColumns: Int
    public var gridPageSize: Int
    /// The screen's size in cells (for the diagnostics a support mail attaches).
    public var columns: Int
    public var rows: Int
    /// Whether the screen is below the smallest size the interface is drawn
    /// at: only a message is shown, and the other values mean nothing.
    public var isTooSmall: Bool

    public init(
        traits: TraitCollection, listCapacity: Int, listHeight: Int? = nil, gridColumns: Int = 1,
        gridPageSize: Int = 1, columns: Int = 80, rows: Int = 24, isTooSmall: Bool = false
    ) {
        self.listHeight = listHeight ?? listCapacity * KindGroups.itemHeight
        self.isTooSmall = isTooSmall
        self.traits = traits
        self.listCapacity = listCapacity
        self.gridColumns = max(1, gridColumns)
        self.gridPageSize = max(self.gridColumns, gridPageSize)
        self.columns = columns
        self.rows = rows
    }
}
