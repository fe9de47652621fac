import StoreSearchItems
import StoreSearchModel
import StoreSearchText
import TerminalKit

/// The result list, or the grid of tiles, and their other states: the
/// hint before any search, the "Loading..." spinner row, "Nothing Found".
struct ResultListWidget: Widget {
    public var search: SearchState
    var list: ListState
    var showsGrid: Bool
    /// Whether the list (or the detail beside it) has focus: the selection stands out.
    var hasFocus: Bool
    /// The rule above the list, with "12/200" on it.
    var separator: Rect?
    /// What shapes the list ("by price · free"), at the rule's left.
    var shapeLabel: String? = nil
    /// In place of the count: "narrowed: 23 of 200".
    var countLabel: String? = nil
    /// Items marked as favourites: a ★ on their rows and tiles.
    var favourites: Set<SearchResult.Identity> = []
    /// Items marked to act on together: a ✓ in the rows' first column and
    /// on the tiles, and how many (some may be in other searches) on the rule.
    var marks: Set<SearchResult.Identity> = []
    var markCount = 0
    /// In place of "Nothing Found" (the favourites view with none kept).
    var emptyTitle: String? = nil
    /// Under "Nothing Found": why (the filters), or what to do (no favourites yet).
    var emptyNote: String? = nil
    /// Recent searches, offered on the empty screen.
    var recent: [String] = []
    /// The recent search highlighted with Down from the field.
    var recentSelection: Int? = nil
    /// The search offered beside the answer: on the rule after a
    /// correction, under "Nothing Found" as a suggestion.
    var offer: OfferedSearch? = nil
    /// A page's list: nothing is drawn while it is asked for (no hint to type).
    var isPage = false
    /// An album's page: each track's number before its name.
    var numbersTracks = false
    /// An artist's page in its own order: a heading over each kind's group.
    var kindGroups: KindGroups? = nil

    static let spinnerFrames: [Character] = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]
    /// A row's thumbnail: square on tall cells, as high as the row.
    static let thumbnail = Size(columns: 4, rows: ScreenLayout.resultRowHeight)
    static let minimumWidthForThumbnails = 30

    func render(in area: Rect, on frame: inout Frame, context: RenderContext) {
        let theme = context.theme
        let localizer = context.localizer
        // The grid heads its first row of an artist's kinds on the rule, in what the labels leave.
        let headsOnRule = showsGrid && kindGroups != nil
        let ruleRoom = separator.map { drawSeparator($0, leavingRoom: headsOnRule, on: &frame, context: context) }
        guard !area.isEmpty else { return }
        frame.addRegion(area, .resultList)
        if isPage, search.phase == .notSearchedYet { return }
        switch search.phase {
        case .notSearchedYet,
            .loading where search.indexProgress != nil:
            if let progress = search.indexProgress {
                drawIndexing(progress, in: area, on: &frame, context: context)
                return
            }
            // Typing reaches the field from anywhere, so the hint is the same wherever focus is.
            let itemCount = search.catalogSize.map(localizer.count) ?? "…"
            let hint =
                search.searchesAsYouType
                ? localizer(SearchPhrase.hintLocal(itemCount: itemCount)) : localizer(SearchPhrase.hintLive)
            let lines = hint.wrapped(toWidth: max(1, area.width - 4), maxLines: max(1, area.height - 1))
            for (row, line) in lines.enumerated() {
                frame.buffer.writeCentered(line, in: area, row: 1 + row, style: theme.secondaryText)
            }
            drawRecent(below: 2 + lines.count, in: area, on: &frame, context: context)
        case .loading:
            let spinner = Self.spinnerFrames[search.spinnerFrame % Self.spinnerFrames.count]
            frame.buffer.writeCentered(
                "\(spinner) \(localizer(SearchPhrase.loading))", in: area, row: min(1, area.height - 1),
                style: theme.secondaryText)
        case .noResults:
            frame.buffer.writeCentered(
                emptyTitle ?? localizer(SearchPhrase.nothingFound), in: area, row: min(1, area.height - 1),
                style: theme.title)
            var noteRow = 3
            if case .suggestion(let words)? = offer, area.height > 3 {
                OfferNote.drawSuggestion(words, in: area, row: 3, on: &frame, context: context)
                noteRow = 5
            }
            if let emptyNote, area.height > noteRow {
                for (row, line) in emptyNote.wrapped(toWidth: max(1, area.width - 4), maxLines: 2).enumerated() {
                    frame.buffer.writeCentered(line, in: area, row: noteRow + row, style: theme.secondaryText)
                }
            }
        case .results(let results) where showsGrid:
            GridWidget(
                results: results, list: list, hasFocus: hasFocus, favourites: favourites, kindGroups: kindGroups,
                headingRule: headsOnRule ? ruleRoom : nil, marks: marks
            ).render(
                in: area, on: &frame, context: context)
        case .results(let results):
            drawRows(results, in: area, on: &frame, context: context)
        }
    }

    /// `Indexing 1m.json ▕██████    ▏ 43% · 430,112 items`, centred, on
    /// one line when it fits and on three when it does not.
    private func drawIndexing(_ progress: IndexProgress, in area: Rect, on frame: inout Frame, context: RenderContext) {
        let localizer = context.localizer
        let percent = Int(progress.fraction * 100)
        let title = localizer(SearchPhrase.indexing(name: Sanitizer.clean(progress.name)))
        let tail = localizer(SearchPhrase.indexed(percent: percent, items: localizer.count(progress.items)))
        let room = max(1, area.width - 4)
        let oneLine = title.columnWidth + tail.columnWidth + 4 + 12 <= room
        let barWidth = max(4, min(30, oneLine ? room - title.columnWidth - tail.columnWidth - 4 : room - 2))
        let filled = min(barWidth, Int(progress.fraction * Double(barWidth) + 0.5))
        let bar = "▕" + String(repeating: "█", count: filled) + String(repeating: " ", count: barWidth - filled) + "▏"
        let lines = oneLine ? ["\(title) \(bar) \(tail)"] : [title, bar, tail]
        for (row, line) in lines.enumerated() where 1 + row < area.height {
            frame.buffer.writeCentered(
                line.truncated(toWidth: room), in: area, row: 1 + row, style: context.theme.secondaryText)
        }
    }

    /// Draws the rule with its labels; returns the part of it left free on
    /// the left. `leavingRoom`: what shapes the list goes to the right,
    /// beside the count, and the left is left free.
    private func drawSeparator(_ rect: Rect, leavingRoom: Bool, on frame: inout Frame, context: RenderContext)
        -> Rect
    {
        let theme = context.theme
        frame.buffer.drawRule(rect, style: theme.border)
        let results = search.results
        // "12/200" at the right: where the selection is in the results;
        // "200+": more matched than the answer holds.
        let total = "\(results.count)" + (search.isCapped ? "+" : "")
        let position = list.selection.map { "\($0 + 1)/\(total)" } ?? total
        // "narrowed: 16 of 50" says the count already: the position only once one is selected.
        let count =
            switch (countLabel, list.selection) {
            case (let label?, nil): label
            case (let label?, _?): "\(label) · \(position)"
            case (nil, _): position
            }
        // "✓ 3 marked · 12/200": the marks' count first, shown whatever the list holds.
        let marked =
            markCount > 0 ? "✓ " + context.localizer(ShapingPhrase.marked(context.localizer.count(markCount))) : ""
        let parts = [marked, results.isEmpty ? "" : count].filter { !$0.isEmpty }
        let label = parts.isEmpty ? "" : " \(parts.joined(separator: " · ")) "
        var x = rect.x + 1
        if leavingRoom {
            var right = rect.maxX - 1 - label.columnWidth
            if let shapeLabel {
                let shown = " \(shapeLabel.fitted(toWidth: max(0, (right - x) / 2))) "
                right -= shown.columnWidth
                frame.buffer.write(shown, at: Point(x: right, y: rect.y), style: theme.secondaryText, clip: rect)
            }
            if !label.isEmpty {
                frame.buffer.write(
                    label, at: Point(x: rect.maxX - label.columnWidth - 1, y: rect.y), style: theme.secondaryText,
                    clip: rect)
            }
            return Rect(x: x, y: rect.y, width: max(0, right - x - 1), height: 1)
        }
        if case .exactly(let typed, let shown, let also)? = offer, !results.isEmpty {
            // What was searched for, before what shapes it.
            let room = rect.width - 3 - label.columnWidth
            x = OfferNote.drawCorrection(
                shown: shown, typed: typed, also: also, at: Point(x: x, y: rect.y), room: room, on: &frame,
                context: context)
            if let shapeLabel, x + shapeLabel.columnWidth + 3 <= rect.maxX - label.columnWidth - 1 {
                frame.buffer.write(
                    "· \(shapeLabel) ", at: Point(x: x, y: rect.y), style: theme.secondaryText, clip: rect)
            }
        } else if let shapeLabel {
            let room = rect.width - 2 - label.columnWidth - 1
            frame.buffer.write(
                " \(shapeLabel.fitted(toWidth: room)) ", at: Point(x: x, y: rect.y),
                style: theme.secondaryText, clip: rect)
        }
        guard !label.isEmpty else { return .zero }
        frame.buffer.write(
            label, at: Point(x: rect.maxX - label.columnWidth - 1, y: rect.y),
            style: theme.secondaryText, clip: rect)
        return .zero
    }

    /// Where the list's lines go: from which result, the results shown, and
    /// each line's row (a heading's one, a result's two) from the top.
    static func lines(count: Int, scrollOffset: Int, height: Int, groups: KindGroups?)
        -> (first: Int, shown: Range<Int>, lines: [(line: KindGroups.Row, y: Int)])
    {
        guard let groups, groups.count == count else {
            let capacity = max(1, height / ScreenLayout.resultRowHeight)
            let first = min(scrollOffset, max(0, count - capacity))
            let shown = first..<min(count, first + capacity)
            return (first, shown, shown.map { (.item($0), ($0 - first) * ScreenLayout.resultRowHeight) })
        }
        let first = max(0, min(scrollOffset, groups.lastFirst(height: height)))
        var y = 0
        var placed: [(line: KindGroups.Row, y: Int)] = []
        for line in groups.lines(from: first, height: height) {
            placed.append((line, y))
            if case .heading = line { y += KindGroups.headingHeight } else { y += KindGroups.itemHeight }
        }
        let indices = placed.compactMap { if case .item(let index) = $0.line { index } else { nil } }
        return (first, first..<(first + indices.count), placed)
    }

    private func drawRows(_ results: [SearchResult], in area: Rect, on frame: inout Frame, context: RenderContext) {
        let theme = context.theme
        let laidOut = Self.lines(
            count: results.count, scrollOffset: list.scrollOffset, height: area.height, groups: kindGroups)
        let shown = laidOut.shown
        let first = laidOut.first
        let needsScrollbar = shown.count < results.count
        // The scrollbar stands a column in, clear of the divider beside the list.
        let rowsArea =
            needsScrollbar ? Rect(x: area.x, y: area.y, width: area.width - 2, height: area.height) : area
        let listHasFocus = hasFocus
        // After a correction, the words the results answer are the ones marked.
        let query: QueryMatch
        if case .exactly(_, let corrected, _)? = offer {
            query = QueryMatch(query: corrected)
        } else {
            query = QueryMatch(query: search.shownRequest?.term ?? "")
        }
        // Each row's summary is told apart from the others on screen; on
        // an album's page the album goes without saying.
        let summaries = shown.map { index in
            var summary = RowSummary(results[index], query: query, localizer: context.localizer)
            if numbersTracks { summary.facts.removeAll { $0.kind == .album } }
            return summary
        }
        // Track numbers right-aligned, as wide as the widest on the page.
        let numberWidth = numbersTracks ? results.compactMap(PageWords.trackNumber).map(\.count).max() ?? 0 : 0
        for (line, y) in laidOut.lines {
            guard case .item(let index) = line else {
                if case .heading(let group) = line {
                    drawHeading(
                        group, at: Point(x: rowsArea.x + 1, y: rowsArea.y + y), in: rowsArea, on: &frame,
                        context: context)
                }
                continue
            }
            let row = index - first
            let result = results[index]
            let rowRect = Rect(
                x: rowsArea.x, y: rowsArea.y + y, width: rowsArea.width, height: ScreenLayout.resultRowHeight
            ).intersection(area)
            let isSelected = index == list.selection
            var nameStyle = theme.text.with(.bold)
            var detailStyle = theme.secondaryText
            if isSelected {
                let selected = listHasFocus ? theme.selectedRow : theme.inactiveSelectedRow
                frame.buffer.fill(rowRect, style: selected)
                nameStyle = selected.with(.bold)
                detailStyle = selected
            }
            // A thumbnail where the row has room for it beside a readable name.
            var textX = rowRect.x + 1
            if list.showsThumbnails && rowRect.width >= Self.minimumWidthForThumbnails {
                let thumbnail = Rect(
                    x: rowRect.x + 1, y: rowRect.y, width: Self.thumbnail.columns,
                    height: Self.thumbnail.rows)
                ArtworkWidget(result: result, purpose: .thumbnail).render(in: thumbnail, on: &frame, context: context)
                textX = thumbnail.maxX + 1
            }
            if numberWidth > 0 {
                let number = PageWords.trackNumber(of: result) ?? ""
                let padded = String(repeating: " ", count: numberWidth - number.count) + number + " "
                textX += frame.buffer.write(padded, at: Point(x: textX, y: rowRect.y), style: detailStyle)
            }
            let textWidth = rowRect.maxX - textX - 1
            Self.write(
                result.name.truncated(toWidth: textWidth), at: Point(x: textX, y: rowRect.y), style: nameStyle,
                matches: query, on: &frame.buffer, clip: rowRect)
            // Line two: "artist (kind)", and at the right what tells this
            // item from others (dimmed), or why it matched.
            let byline = context.localizer.artistAndKind(of: result).truncated(toWidth: textWidth - 2)
            let bylineEnd = Self.write(
                byline, at: Point(x: textX + 2, y: rowRect.y + 1), style: detailStyle, matches: query,
                on: &frame.buffer, clip: rowRect)
            let summaryRoom = rowRect.maxX - 1 - (bylineEnd + 2)
            if summaryRoom >= Self.minimumSummaryWidth {
                var others = summaries
                others.remove(at: row)
                let summary = summaries[row].text(width: summaryRoom, among: others)
                let summaryStyle = isSelected ? detailStyle : theme.secondaryText
                Self.write(
                    summary, at: Point(x: rowRect.maxX - 1 - summary.columnWidth, y: rowRect.y + 1),
                    style: summaryStyle, matches: query, on: &frame.buffer, clip: rowRect)
            }
            if favourites.contains(result.identity) {
                frame.buffer.write(
                    "★", at: Point(x: rowRect.maxX - 2, y: rowRect.y), style: isSelected ? nameStyle : theme.button)
            }
            if marks.contains(result.identity) {
                // In the row's first column, which is otherwise blank: no layout moves.
                frame.buffer.write("✓", at: rowRect.origin, style: isSelected ? nameStyle : theme.button.with(.bold))
            }
            frame.addRegion(rowRect, .result(index))
        }
        if needsScrollbar {
            drawScrollbar(
                in: Rect(x: area.maxX - 2, y: area.y, width: 1, height: area.height),
                first: first, visible: shown.count, total: results.count, on: &frame, theme: theme)
        }
    }

    /// "Albums · 12", dim: a kind's group begins (or goes on from above).
    private func drawHeading(
        _ group: KindGroups.Group, at origin: Point, in area: Rect, on frame: inout Frame, context: RenderContext
    ) {
        let localizer = context.localizer
        let count = group.items.count
        let text = localizer(.page(.kindHeading(kind: group.kind, count: count, written: localizer.count(count))))
        frame.buffer.write(
            text.truncated(toWidth: max(0, area.maxX - origin.x - 1)), at: origin, style: context.theme.secondaryText,
            clip: area)
    }

    /// "Recent: queen · pink floyd": the last searches, each a click away.
    private func drawRecent(below row: Int, in area: Rect, on frame: inout Frame, context: RenderContext) {
        guard !recent.isEmpty, row < area.height else { return }
        let label = context.localizer(ShapingPhrase.recent)
        var pieces: [String] = []
        var width = label.columnWidth
        for term in recent.prefix(5) {
            let shown = term.truncated(toWidth: 30)
            guard width + 3 + shown.columnWidth <= area.width - 4 else { break }
            pieces.append(shown)
            width += 3 + shown.columnWidth
        }
        guard !pieces.isEmpty else { return }
        let line = Rect(x: area.x, y: area.y + row, width: area.width, height: 1)
        var x = area.x + (area.width - width) / 2
        x += frame.buffer.write(label, at: Point(x: x, y: line.y), style: context.theme.secondaryText)
        for (index, piece) in pieces.enumerated() {
            x += frame.buffer.write(
                index == 0 ? " " : " · ", at: Point(x: x, y: line.y), style: context.theme.secondaryText)
            let start = x
            let style = index == recentSelection ? context.theme.selectedRow : context.theme.button
            x += frame.buffer.write(piece, at: Point(x: x, y: line.y), style: style)
            frame.addRegion(Rect(x: start, y: line.y, width: x - start, height: 1), .recentSearch(recent[index]))
        }
    }

    /// The summary column is left out where less room than this remains.
    static let minimumSummaryWidth = 8

    /// Writes `text` with the query's matches underlined; returns the column after it.
    @discardableResult
    static func write(
        _ text: String, at origin: Point, style: Style, matches query: QueryMatch, on buffer: inout ScreenBuffer,
        clip: Rect
    ) -> Int {
        let ranges = query.ranges(in: text)
        guard !ranges.isEmpty else {
            buffer.write(text, at: origin, style: style, clip: clip)
            return origin.x + text.columnWidth
        }
        var x = origin.x
        for (offset, character) in text.enumerated() {
            let matched = ranges.contains { $0.contains(offset) }
            buffer.write(
                String(character), at: Point(x: x, y: origin.y),
                style: matched ? style.with(.underline).with(.bold) : style, clip: clip)
            x += character.columnWidth
        }
        return x
    }

    private func drawScrollbar(
        in track: Rect, first: Int, visible: Int, total: Int, on frame: inout Frame, theme: Theme
    ) {
        let height = track.height
        let thumbHeight = max(1, height * visible / total)
        let thumbTop = total > visible ? (height - thumbHeight) * first / (total - visible) : 0
        for row in 0..<height {
            let isThumb = row >= thumbTop && row < thumbTop + thumbHeight
            frame.buffer.write(
                isThumb ? "┃" : "│", at: Point(x: track.x, y: track.y + row),
                style: isThumb ? theme.button : theme.border)
        }
    }
}
