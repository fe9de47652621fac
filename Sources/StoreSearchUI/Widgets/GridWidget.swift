import StoreSearchItems
import StoreSearchModel
import TerminalKit

/// The landscape grid: a page of artwork tiles with their names, and the
/// page indicator ("● ○ ○") below.
struct GridWidget: Widget {
    var results: [SearchResult]
    var list: ListState
    var hasFocus: Bool
    var favourites: Set<SearchResult.Identity> = []
    /// An artist's page in its own order: each kind's group headed above
    /// the row of tiles it begins in (the page's first row on `headingRule`).
    var kindGroups: KindGroups? = nil
    /// Where the first row's headings go: the rule above the grid, what its labels leave of it.
    var headingRule: Rect? = nil
    /// Marked items: a ✓ beside the art's other corner.
    var marks: Set<SearchResult.Identity> = []

    private var pageSize: Int { max(1, list.gridPageSize) }
    private var page: Int { list.scrollOffset / pageSize }
    private var pageCount: Int { max(1, (results.count + pageSize - 1) / pageSize) }

    func render(in area: Rect, on frame: inout Frame, context: RenderContext) {
        let theme = context.theme
        let grid = GridGeometry(area: area)
        let first = page * grid.tilesPerPage
        let listHasFocus = hasFocus
        let shown = Array(results[min(first, results.count)..<min(results.count, first + grid.tilesPerPage)])
        let told = Self.toldApart(shown)
        let labels = Self.tileLabels(told.map(\.name), width: GridGeometry.tile.columns, keepEnds: told.map(\.isTold))
        for slot in 0..<grid.tilesPerPage {
            let index = first + slot
            guard index < results.count else { break }
            let tile = grid.tileRect(slot: slot).intersection(area)
            guard !tile.isEmpty else { continue }
            let isSelected = index == list.selection
            if isSelected {
                frame.buffer.fill(tile, style: listHasFocus ? theme.selectedRow : theme.inactiveSelectedRow)
            }
            let art = Rect(
                x: tile.x + (tile.width - GridGeometry.art.columns) / 2, y: tile.y,
                width: GridGeometry.art.columns, height: GridGeometry.art.rows
            ).intersection(tile)
            ArtworkWidget(result: results[index], purpose: .thumbnail).render(in: art, on: &frame, context: context)
            let nameStyle = isSelected ? (listHasFocus ? theme.selectedRow : theme.inactiveSelectedRow) : theme.text
            frame.buffer.writeCentered(labels[slot], in: tile, row: GridGeometry.art.rows, style: nameStyle)
            if favourites.contains(results[index].identity) {
                // Beside the art, not on it: a picture drawn over stands
                // only while its cells are as it drew them, and a star in
                // its corner left the favourite's cover to its symbols.
                frame.buffer.write("★", at: Point(x: art.maxX, y: art.y), style: context.theme.badge, clip: tile)
            }
            if marks.contains(results[index].identity) {
                frame.buffer.write(
                    "✓", at: Point(x: art.x - 1, y: art.y), style: context.theme.button.with(.bold), clip: tile)
            }
            frame.addRegion(tile, .result(index))
        }
        if let kindGroups, kindGroups.count == results.count {
            drawHeadings(kindGroups, grid: grid, first: first, on: &frame, context: context)
        }
        // A selected name beside dots that leave it no room ("…" alone)
        // gets the room of the short "‹ 3/12 ›" instead.
        let showsName =
            list.selection.map { results.indices.contains($0) } == true && grid.indicatorRow.width >= 40
        let dotsRoom =
            (grid.indicatorRow.width
                - Self.indicatorWidth(
                    pages: pageCount, current: page, compact: false,
                    in: grid.indicatorRow.width)) / 2 - 2
        let compact = showsName && dotsRoom < Self.narrowestName
        drawIndicator(
            in: grid.indicatorRow, pages: pageCount, current: page, compact: compact, on: &frame,
            theme: theme)
        // The selected tile's whole name, which its label may have had to cut.
        // Its room is what the indicator leaves on its left, as drawn (the
        // dots, or "‹ 3/12 ›" when they do not fit); where that room would
        // hold only "…", nothing is written and the indicator stands alone.
        if showsName, let selection = list.selection {
            let row = grid.indicatorRow
            let room =
                (row.width - Self.indicatorWidth(pages: pageCount, current: page, compact: compact, in: row.width)) / 2
                - 2
            if room >= Self.narrowestName {
                let name = context.localizer.nameAndArtist(of: results[selection]).truncated(toWidth: room)
                frame.buffer.write(name, at: Point(x: row.x + 1, y: row.y), style: theme.secondaryText, clip: row)
            }
        }
    }

    /// "Songs · 39" over the page's first tile, and over each tile that
    /// begins a kind's group: on the rule for the first row of tiles, in the
    /// gap above it for the others; each runs to the next heading.
    private func drawHeadings(
        _ groups: KindGroups, grid: GridGeometry, first: Int, on frame: inout Frame, context: RenderContext
    ) {
        let localizer = context.localizer
        var rows: [Int: [(x: Int, group: KindGroups.Group)]] = [:]
        for slot in 0..<grid.tilesPerPage where first + slot < results.count {
            let index = first + slot
            let begins = groups.groups.first { $0.items.lowerBound == index }
            guard let group = slot == 0 ? groups.group(of: index) : begins else { continue }
            rows[slot / grid.columns, default: []].append((grid.tileRect(slot: slot).x - 1, group))
        }
        for (row, headings) in rows {
            let y = grid.tileRect(slot: row * grid.columns).y - 1
            let line =
                row == 0 ? headingRule : Rect(x: grid.area.x, y: y, width: grid.area.width, height: 1)
            guard let line, !line.isEmpty, line.y == y else { continue }
            let words = headings.map { heading in
                let count = heading.group.items.count
                return localizer(
                    .page(.kindHeading(kind: heading.group.kind, count: count, written: localizer.count(count))))
            }
            // From the right: a heading that would be cut at the line's end
            // moves left (over its neighbours' tiles, never over the heading
            // before it), so that "Music Video · 1" is read whole.
            var starts = headings.map { max(line.x, $0.x) }
            var limit = line.maxX
            for offset in starts.indices.reversed() {
                let floor = offset > 0 ? starts[offset - 1] + Self.narrowestHeading : line.x
                starts[offset] = max(floor, min(starts[offset], limit - words[offset].columnWidth - 2))
                limit = starts[offset]
            }
            for offset in headings.indices {
                let end = offset + 1 < headings.count ? starts[offset + 1] : line.maxX
                let room = end - starts[offset] - 2
                guard room >= 1 else { continue }
                frame.buffer.write(
                    " \(words[offset].truncated(toWidth: room)) ", at: Point(x: starts[offset], y: line.y),
                    style: context.theme.secondaryText, clip: line)
            }
        }
    }

    /// A heading keeps this much of the line ("Son… ") when the next one moves left.
    static let narrowestHeading = 6

    /// Tile labels cut to `width`; where two different names would read
    /// the same ("All My Lo…" twice), both keep their ends instead
    /// ("All…Loving", "All…y Love").
    static func tileLabels(_ names: [String], width: Int, keepEnds: [Bool] = []) -> [String] {
        let cut = names.map { $0.truncated(toWidth: width) }
        return zip(names, cut).enumerated().map { index, pair in
            let (name, label) = pair
            let told = keepEnds.indices.contains(index) && keepEnds[index] && name.columnWidth > width
            let clashes = told || zip(names, cut).contains { $0.0 != name && $0.1 == label }
            guard clashes, width >= 5 else { return label }
            var head = ""
            for character in name {
                guard head.columnWidth + character.columnWidth <= (width - 1) / 2 else { break }
                head.append(character)
            }
            while head.last == " " { head.removeLast() }
            var tail = ""
            for character in name.reversed() {
                guard tail.columnWidth + character.columnWidth <= width - 1 - head.columnWidth else { break }
                tail.insert(character, at: tail.startIndex)
            }
            while tail.first == " " { tail.removeFirst() }
            return head + "…" + tail
        }
    }

    /// Names shown twice on a page ("Time" by Pink Floyd and by Hans
    /// Zimmer) are told apart: "Time · Pink Floyd", or by the album where
    /// the artist is the same too; their labels then keep both ends
    /// ("Time…Floyd"). Other names stand as they are.
    static func toldApart(_ results: [SearchResult]) -> [(name: String, isTold: Bool)] {
        results.map { result in
            let twins = results.filter { $0.name == result.name && $0.identity != result.identity }
            guard !twins.isEmpty else { return (result.name, false) }
            let artist = result.artistName ?? ""
            let by =
                twins.contains { ($0.artistName ?? "") == artist } ? (result.collectionName ?? artist) : artist
            return by.isEmpty ? (result.name, false) : ("\(result.name) · \(by)", true)
        }
    }

    /// The selected name is left out in less room than this.
    static let narrowestName = 6

    /// How wide `drawIndicator` draws: the dots, or the "‹ 3/12 ›" label.
    static func indicatorWidth(pages: Int, current: Int, compact: Bool, in width: Int) -> Int {
        guard pages > 1 else { return 0 }
        let dotsWidth = pages * 2 - 1
        return !compact && dotsWidth <= width - 2 ? dotsWidth : "‹ \(current + 1)/\(pages) ›".columnWidth
    }

    /// "● ○ ○", each dot clickable; "‹ 3/12 ›" when the dots would not fit.
    private func drawIndicator(
        in row: Rect, pages: Int, current: Int, compact: Bool, on frame: inout Frame, theme: Theme
    ) {
        guard !row.isEmpty, pages > 1 else { return }
        let dotsWidth = pages * 2 - 1
        if !compact && dotsWidth <= row.width - 2 {
            var x = row.x + (row.width - dotsWidth) / 2
            for page in 0..<pages {
                frame.buffer.write(
                    page == current ? "●" : "○", at: Point(x: x, y: row.y),
                    style: page == current ? theme.button : theme.secondaryText)
                frame.addRegion(Rect(x: x, y: row.y, width: 1, height: 1), .gridPage(page))
                x += 2
            }
        } else {
            let label = "‹ \(current + 1)/\(pages) ›"
            let placed = frame.buffer.writeCentered(label, in: row, style: theme.secondaryText)
            frame.addRegion(Rect(x: placed.x, y: row.y, width: 1, height: 1), .gridPage(max(0, current - 1)))
            frame.addRegion(
                Rect(x: placed.maxX - 1, y: row.y, width: 1, height: 1),
                .gridPage(min(pages - 1, current + 1)))
        }
    }
}
