/// An artist's page in its own order holds its items kind by kind (songs,
/// then albums, videos, films, …); the list heads each kind's group with a
/// row of its own ("Albums · 12"). A heading is never an item: the
/// selection, the scroll position and the counts stay in items. What this
/// adds is how many rows the items and the headings among them take, so
/// that the model scrolls as the list draws: the list shows, on top, the
/// heading of its first item's group (its own, or kept from above when the
/// group began higher up), then each item, and the heading of each group
/// that begins among them.
public struct KindGroups: Hashable, Sendable {
    /// One kind's items, a run of the page's order.
    public struct Group: Hashable, Sendable {
        /// The kind of the group's first item (the rest are of the same rank).
        public var kind: ItemKind
        public var items: Range<Int>
    }

    public let groups: [Group]
    /// How many items the groups hold together.
    public let count: Int

    /// Rows an item takes in the list (its name, then "artist (kind)"), and a heading.
    public static let itemHeight = 2
    public static let headingHeight = 1

    /// `results` in their order, cut where the kind's rank changes.
    public init(_ results: [SearchResult]) {
        var groups: [Group] = []
        var rank: Int?
        for (index, result) in results.enumerated() {
            if let rank, rank == result.kind.groupRank {
                groups[groups.count - 1].items = groups[groups.count - 1].items.lowerBound..<(index + 1)
            } else {
                groups.append(Group(kind: result.kind, items: index..<(index + 1)))
            }
            rank = result.kind.groupRank
        }
        self.groups = groups
        count = results.count
    }

    /// The group that holds item `index`.
    public func group(of index: Int) -> Group? {
        groups.first { $0.items.contains(index) }
    }

    /// The rows items `first` through `last` take: the heading on top, each
    /// heading of a group beginning after `first`, and the items.
    public func rows(from first: Int, through last: Int) -> Int {
        guard last >= first else { return 0 }
        let begun = groups.count(where: { $0.items.lowerBound > first && $0.items.lowerBound <= last })
        return Self.headingHeight * (1 + begun) + Self.itemHeight * (last - first + 1)
    }

    /// How many items show from `first` in `height` rows: at least one.
    public func itemsFitting(from first: Int, height: Int) -> Int {
        guard first < count else { return 1 }
        var last = first
        while last + 1 < count, rows(from: first, through: last + 1) <= height { last += 1 }
        return last - first + 1
    }

    /// The first item to show for item `index` to be the last one on screen:
    /// the highest reach up from it that still fits in `height` rows.
    public func firstShowing(_ index: Int, height: Int) -> Int {
        var first = max(0, min(index, count - 1))
        while first > 0, rows(from: first - 1, through: index) <= height { first -= 1 }
        return first
    }

    /// The furthest the list scrolls: the last item at the bottom.
    public func lastFirst(height: Int) -> Int {
        count == 0 ? 0 : firstShowing(count - 1, height: height)
    }

    /// A line of the list: a group's heading, or an item's two rows.
    public enum Row: Hashable, Sendable {
        case heading(Group)
        case item(Int)
    }

    /// The list's lines from item `first` down, as many as fit in `height` rows.
    public func lines(from first: Int, height: Int) -> [Row] {
        guard first < count, let top = group(of: first) else { return [] }
        var lines: [Row] = [.heading(top)]
        for index in first..<(first + itemsFitting(from: first, height: height)) {
            if index > first, let group = groups.first(where: { $0.items.lowerBound == index }) {
                lines.append(.heading(group))
            }
            lines.append(.item(index))
        }
        return lines
    }
}
