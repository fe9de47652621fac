import StoreSearchItems
import StoreSearchText

/// The result list and the grid, and the marks.
extension AppState {
    mutating func updateList(_ message: ListMessage) -> [Effect] {
        let pageBefore = showsGrid ? gridPage : nil
        defer {
            // The grid turns its page with a slide.
            if let pageBefore, showsGrid, gridPage != pageBefore {
                startMotion(.gridPage(forward: gridPage > pageBefore))
            }
        }
        switch message {
        case .move(let movement):
            moveSelection(movement)
        case .select(let movement):
            // From the field: above the first result is the field alone.
            if movement == .up || movement == .pageUp, (list.selection ?? 0) == 0 {
                list.selection = nil
                return []
            }
            moveSelection(movement, keepingFocus: true)
        case .scroll(let lines):
            // The grid turns whole pages; the list scrolls by rows.
            let step = showsGrid ? lines.signum() * list.gridPageSize : lines
            list.scrollOffset = clampedScrollOffset(list.scrollOffset + step)
        case .toggleThumbnails:
            list.showsThumbnails.toggle()
        case .toggleGrid:
            list.gridPreference = !showsGrid
            scrollSelectionIntoView()
            list.scrollOffset = clampedScrollOffset(list.scrollOffset)
        case .showGridPage(let page):
            list.scrollOffset = clampedScrollOffset(page * list.gridPageSize)
            if list.selection != nil, !visibleResultIndices.isEmpty { list.selection = visibleResultIndices.lowerBound }
        case .activate:
            if case .detail = topOverlay { return press(detailButton) }
            return activate()
        case .clickResult(let index):
            click(resultAt: index)
        case .mark(let forward):
            return mark(forward: forward)
        case .clearMarks:
            list.marks = []
        case .actOnMarks(let action):
            guard action == .copyLink else { return toggleFavourites(list.marks) }
            let links = list.marks.compactMap(\.storeURL)
            guard !links.isEmpty else {
                alerts.notice = .unavailable(HelpPhrase.noMarkedLink.words)
                return []
            }
            return [.copyToClipboard(links.joined(separator: "\n"))]
        case .accept:
            return accept()
        }
        return []
    }

    /// The result a mark (or pick's Enter) is for: the selected one, else the first.
    var markTarget: Int? { selectedResult != nil ? list.selection : (results.isEmpty ? nil : 0) }

    /// How many may be marked: `--multi=N` in pick (none without it), else the bound.
    public var markLimit: Int? { pick == nil ? InputLimits.marks : pick?.markLimit }

    public func isMarked(_ result: SearchResult) -> Bool {
        list.marks.contains { $0.identity == result.identity }
    }

    /// Tab with `--multi` (`m` in the interface): the result marked, or
    /// unmarked, and the selection on to the next (or the one before);
    /// focus stays where it is. Past the limit nothing changes, and it is said.
    private mutating func mark(forward: Bool) -> [Effect] {
        guard let index = markTarget, let limit = markLimit else { return [] }
        let item = results[index]
        if isMarked(item) {
            list.marks.removeAll { $0.identity == item.identity }
        } else if list.marks.count >= limit {
            alerts.notice = .markLimit(limit)
            return []
        } else {
            list.marks.append(item)
        }
        list.selection = index
        moveSelection(forward ? .right : .left, keepingFocus: true)
        return []
    }

    /// pick's Enter: the marks, else the result the field's words found
    /// (words not searched yet are searched first), chosen; then the end.
    private mutating func accept() -> [Effect] {
        var chosen = list.marks
        if chosen.isEmpty {
            guard focus != .searchField || listAnswersTheField, let index = markTarget else { return submit() }
            chosen = [results[index]]
        }
        pick?.chosen = chosen
        let kept = search.field.isBlank || shape.showsFavourites ? [] : recordInHistory(search.field.text)
        return kept + quitNow()
    }

    /// Where `movement` takes the selection (nil: an empty list).
    func selectionTarget(_ movement: ListMovement) -> Int? {
        guard !results.isEmpty else { return nil }
        let last = results.count - 1
        // In the grid a row is `gridColumns` tiles and a page a screenful of them.
        let row = showsGrid ? list.gridColumns : 1
        let page = max(1, showsGrid ? list.gridPageSize : listItemsShown(from: list.scrollOffset))
        let selection = list.selection
        let current = selection ?? -1
        let target =
            switch movement {
            case .up: selection == nil ? 0 : current - row
            case .down: selection == nil ? 0 : current + row
            case .left: selection == nil ? 0 : current - 1
            case .right: current + 1
            case .pageUp: current - page
            case .pageDown: selection == nil ? (showsGrid ? list.scrollOffset + page : page - 1) : current + page
            case .first: 0
            case .last: last
            }
        // A move off the grid's last row lands on the last tile, as on the iPhone.
        return min(max(0, target), last)
    }

    private mutating func moveSelection(_ movement: ListMovement, keepingFocus: Bool = false) {
        guard let target = selectionTarget(movement) else { return }
        list.selection = target
        if focus != .detail && !keepingFocus { focus = .resultList }
        if focus == .detail, let result = selectedResult, !focusableDetailButtons(for: result).contains(detailButton) {
            detailButton = firstDetailButton(for: result)
        }
        scrollSelectionIntoView()
    }

    mutating func scrollSelectionIntoView() {
        guard let selection = list.selection else {
            list.scrollOffset = clampedScrollOffset(list.scrollOffset)
            return
        }
        if showsGrid {
            // The page that holds the selection.
            list.scrollOffset = selection / max(1, list.gridPageSize) * max(1, list.gridPageSize)
        } else {
            if selection < list.scrollOffset {
                list.scrollOffset = selection
            } else if selection >= list.scrollOffset + listItemsShown(from: list.scrollOffset) {
                // The selection at the bottom, as many above it as fit.
                list.scrollOffset =
                    kindGroups?.firstShowing(selection, height: list.height)
                    ?? selection - max(1, list.capacity) + 1
            }
        }
        list.scrollOffset = clampedScrollOffset(list.scrollOffset)
    }

    func clampedScrollOffset(_ offset: Int) -> Int {
        if showsGrid {
            // The first tile of a page, no further than the last page.
            let page = max(1, list.gridPageSize)
            let lastPage = max(0, (results.count - 1) / page)
            return min(max(0, offset / page), lastPage) * page
        }
        let furthest = kindGroups?.lastFirst(height: list.height) ?? results.count - max(1, list.capacity)
        return min(max(0, offset), max(0, furthest))
    }

    private mutating func activate() -> [Effect] {
        switch focus {
        case .searchField:
            return submit()
        case .categoryControl:
            move(focusTo: .resultList)
        case .resultList:
            if let selection = list.selection { open(resultAt: selection) }
        case .detail:
            return press(detailButton)
        }
        return []
    }

    private mutating func click(resultAt index: Int) {
        guard results.indices.contains(index) else { return }
        if traits.arrangement == .splitView {
            // Beside the list the detail follows the selection; focus stays.
            list.selection = index
            focus = .resultList
        } else {
            open(resultAt: index)
        }
    }

    /// Enter on a result: the pop-up in compact width, the secondary pane's
    /// focus in regular width. Opened from the search field, the pop-up
    /// leaves focus there: closing it goes back to typing.
    mutating func open(resultAt index: Int) {
        guard results.indices.contains(index) else { return }
        list.selection = index
        if focus != .searchField || traits.arrangement.showsDetailPane { focus = .resultList }
        scrollSelectionIntoView()
        if traits.arrangement.showsDetailPane {
            move(focusTo: .detail)
        } else {
            overlays.append(.detail(results[index]))
            startMotion(.popupIn)
            detailButton = firstDetailButton(for: results[index])
        }
    }
}
