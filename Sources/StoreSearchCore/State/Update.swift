/// How long a search may take before "Loading..." replaces what is shown:
/// long enough that search-as-you-type never flickers, short enough to feel
/// immediate when the answer is slow.
public let loadingIndicatorDelayMilliseconds = 120
/// How often the loading spinner turns.
public let spinnerIntervalMilliseconds = 100

extension AppState {
    /// The one place the model changes. Pure: the same state and message
    /// always give the same state and effects.
    public mutating func update(_ message: Message) -> [Effect] {
        let noticeBefore = notice
        var effects = apply(message)
        if let notice, notice != noticeBefore, !notice.lastsUntilDone {
            noticeSerial += 1
            effects.append(.schedule(.noticeExpired(serial: noticeSerial),
                                     afterMilliseconds: Notice.lifetimeMilliseconds))
        }
        return effects
    }

    private mutating func apply(_ message: Message) -> [Effect] {
        if message.isUserInput && notice?.lastsUntilDone != true { notice = nil }
        switch message {
        case .edit(let edit):
            guard field.apply(edit) else { return [] }
            return searchesAsYouType ? searchForFieldText() : []
        case .submit:
            return submit()
        case .focus(let target):
            move(focusTo: target)
        case .focusNext:
            move(focusTo: focusOrder.after(focus))
        case .focusPrevious:
            move(focusTo: focusOrder.before(focus))
        case .escape:
            if !overlays.isEmpty {
                closeTopOverlay()
            } else if focus == .searchField {
                notice = .escapeDoesNotQuit
            } else {
                move(focusTo: .searchField)
            }
        case .showPrimaryPane:
            if isPrimaryPaneHidden { move(focusTo: .resultList) }
        case .selectCategory(let category):
            return change(categoryTo: category)
        case .moveCategory(let offset):
            return change(categoryTo: category.moved(by: offset))
        case .moveSelection(let movement):
            moveSelection(movement)
        case .scrollList(let lines):
            // The grid turns whole pages; the list scrolls by rows.
            let step = showsGrid ? lines.signum() * gridPageSize : lines
            scrollOffset = clampedScrollOffset(scrollOffset + step)
        case .toggleThumbnails:
            showsThumbnails.toggle()
        case .toggleGrid:
            gridPreference = !showsGrid
            scrollSelectionIntoView()
            scrollOffset = clampedScrollOffset(scrollOffset)
        case .showGridPage(let page):
            scrollOffset = clampedScrollOffset(page * gridPageSize)
            if selection != nil, !visibleResultIndices.isEmpty { selection = visibleResultIndices.lowerBound }
        case .artworkChanged:
            artworkRevision &+= 1
        case .spinnerTick:
            guard phase == .loading else { return [] }
            spinnerFrame &+= 1
            return animates ? [.schedule(.spinnerTick, afterMilliseconds: spinnerIntervalMilliseconds)] : []
        case .activate:
            if case .detail = topOverlay { return press(detailButton) }
            return activate()
        case .clickResult(let index):
            return click(resultAt: index)
        case .cycleDetailButton:
            if case .detail = topOverlay { detailButton = detailButton == .price ? .close : .price }
        case .pressDetailButton(let button):
            return press(button)
        case .showHelp:
            if topOverlay != .help { overlays.append(.help); sheetScroll = 0 }
        case .scrollSheet(let line):
            sheetScroll = max(0, line)
        case .dismissOverlay:
            closeTopOverlay()
        case .layoutChanged(let metrics):
            screenColumns = metrics.columns
            screenRows = metrics.rows
            // A too-small screen shows a message and lets no key move
            // anything: the layout stays as it was (size classes, what
            // fits, the scroll position), so the list comes back as it was
            // left, instead of scrolled to a capacity of nothing.
            if metrics.isTooSmall { break }
            gridColumns = metrics.gridColumns
            gridPageSize = metrics.gridPageSize
            adapt(to: metrics.traits, listCapacity: metrics.listCapacity)
        case .searchCompleted(let generation, let result):
            finishSearch(generation: generation, result: result)
        case .loadingIndicatorDue(let generation):
            if pending?.generation == generation {
                phase = .loading
                selection = nil
                scrollOffset = 0
                if animates { return [.schedule(.spinnerTick, afterMilliseconds: spinnerIntervalMilliseconds)] }
            }
        case .catalogLoaded(let count):
            catalogSize = count
        case .catalogFailed(let failure):
            exitReason = failure
            isQuitting = true
            return [.cancelSearch, .quit]
        case .urlOpened(let url, let success):
            if success { notice = .openedInBrowser } else { overlays.append(.address(url)) }
        case .showNotice(let shown):
            notice = shown
        case .noticeExpired(let serial):
            if serial == noticeSerial, notice?.lastsUntilDone == false { notice = nil }
        case .toggleMenu, .moveMenuSelection, .chooseMenuItem:
            return updateMenu(message)
        case .composeEdit, .composeNewline, .composeMoveLine, .composeFocus, .composeFocusNext,
             .composeFocusPrevious, .composePress, .composeSend, .composeCancel, .mailFinished:
            return updateCompose(message)
        case .unsentDraftFound(let draft):
            unsentDraft = draft
        case .moveChoice, .choose:
            return updateChoice(message)
        case .suspend:
            return [.suspend]
        case .redraw:
            return [.redraw]
        case .quit:
            return quit()
        case .terminate:
            return quitNow()
        }
        return []
    }

    // MARK: Searching

    private var currentRequest: SearchRequest {
        SearchRequest(term: field.text.trimmingSpaces, category: category)
    }

    private mutating func searchForFieldText() -> [Effect] {
        guard !field.isBlank else {
            // An empty field shows the hint again, as before the first search.
            let hadPending = pending != nil
            pending = nil
            phase = .notSearchedYet
            shownRequest = nil
            selection = nil
            scrollOffset = 0
            return hadPending ? [.cancelSearch] : []
        }
        return startSearch()
    }

    private mutating func startSearch() -> [Effect] {
        generation += 1
        let request = currentRequest
        pending = PendingSearch(generation: generation, request: request)
        return [
            .search(request, generation: generation),
            .schedule(.loadingIndicatorDue(generation: generation), afterMilliseconds: loadingIndicatorDelayMilliseconds),
        ]
    }

    private mutating func submit() -> [Effect] {
        guard !field.isBlank else { return [] }
        let request = currentRequest
        let isCurrent = pending?.request == request || (pending == nil && shownRequest == request)
        let effects = isCurrent ? [] : startSearch()
        move(focusTo: .resultList)
        return effects
    }

    private mutating func change(categoryTo newCategory: Category) -> [Effect] {
        guard newCategory != category else { return [] }
        category = newCategory
        let hasSearched = shownRequest != nil || pending != nil
        guard !field.isBlank, hasSearched || searchesAsYouType else { return [] }
        return startSearch()
    }

    private mutating func finishSearch(generation: Int, result: Result<SearchAnswer, SearchFailure>) {
        // A stale answer is never shown.
        guard let pending, pending.generation == generation else { return }
        self.pending = nil
        shownRequest = pending.request
        scrollOffset = 0
        switch result {
        case .success(let answer):
            answerOrigin = answer.origin
            if answer.results.isEmpty {
                phase = .noResults
                selection = nil
            } else {
                phase = .results(answer.results)
                selection = focus == .resultList || focus == .detail ? 0 : nil
            }
        case .failure(let failure):
            phase = .notSearchedYet
            shownRequest = nil
            selection = nil
            if case .storeError = topOverlay { overlays.removeLast() }
            overlays.append(.storeError(failure))
        }
    }

    // MARK: Focus

    /// The places Tab goes through now, in order: the list only when it has
    /// results, the detail pane only when it shows one.
    var focusOrder: [Focus] {
        var order: [Focus] = [.searchField, .categoryControl]
        if !results.isEmpty { order.append(.resultList) }
        if traits.arrangement.showsDetailPane, !results.isEmpty { order.append(.detail) }
        return order
    }

    private mutating func move(focusTo target: Focus) {
        var target = target
        if target == .resultList || target == .detail, selection == nil, !results.isEmpty {
            selection = min(scrollOffset, results.count - 1)
        }
        if target == .detail && (!traits.arrangement.showsDetailPane || selectedResult == nil) {
            target = .resultList
        }
        focus = target
        if target == .detail { detailButton = .price }
        if traits.arrangement == .overlaySplitView {
            // The list pane slides away when the detail takes focus.
            isPrimaryPaneHidden = target == .detail
        }
    }

    // MARK: The list

    private mutating func moveSelection(_ movement: ListMovement) {
        guard !results.isEmpty else { return }
        let last = results.count - 1
        // In the grid a row is `gridColumns` tiles and a page a screenful of them.
        let row = showsGrid ? gridColumns : 1
        let page = max(1, showsGrid ? gridPageSize : listCapacity)
        let current = selection ?? -1
        let target = switch movement {
        case .up: selection == nil ? 0 : current - row
        case .down: selection == nil ? 0 : current + row
        case .left: selection == nil ? 0 : current - 1
        case .right: current + 1
        case .pageUp: current - page
        case .pageDown: selection == nil ? (showsGrid ? scrollOffset + page : page - 1) : current + page
        case .first: 0
        case .last: last
        }
        // A move off the grid's last row lands on the last tile, as on the iPhone.
        selection = min(max(0, target), last)
        if focus != .detail { focus = .resultList }
        scrollSelectionIntoView()
    }

    private mutating func scrollSelectionIntoView() {
        guard let selection else {
            scrollOffset = clampedScrollOffset(scrollOffset)
            return
        }
        if showsGrid {
            // The page that holds the selection.
            scrollOffset = selection / max(1, gridPageSize) * max(1, gridPageSize)
        } else {
            let capacity = max(1, listCapacity)
            if selection < scrollOffset {
                scrollOffset = selection
            } else if selection >= scrollOffset + capacity {
                scrollOffset = selection - capacity + 1
            }
        }
        scrollOffset = clampedScrollOffset(scrollOffset)
    }

    private func clampedScrollOffset(_ offset: Int) -> Int {
        if showsGrid {
            // The first tile of a page, no further than the last page.
            let page = max(1, gridPageSize)
            let lastPage = max(0, (results.count - 1) / page)
            return min(max(0, offset / page), lastPage) * page
        }
        return min(max(0, offset), max(0, results.count - max(1, listCapacity)))
    }

    private mutating func activate() -> [Effect] {
        switch focus {
        case .searchField:
            return submit()
        case .categoryControl:
            move(focusTo: .resultList)
        case .resultList:
            if let selection { open(resultAt: selection) }
        case .detail:
            return press(detailButton)
        }
        return []
    }

    private mutating func click(resultAt index: Int) -> [Effect] {
        guard results.indices.contains(index) else { return [] }
        if traits.arrangement == .splitView {
            // Beside the list the detail follows the selection; focus stays.
            selection = index
            focus = .resultList
        } else {
            open(resultAt: index)
        }
        return []
    }

    /// Enter on a result: the pop-up in compact width, the secondary pane's
    /// focus in regular width.
    private mutating func open(resultAt index: Int) {
        guard results.indices.contains(index) else { return }
        selection = index
        focus = .resultList
        scrollSelectionIntoView()
        if traits.arrangement.showsDetailPane {
            move(focusTo: .detail)
        } else {
            overlays.append(.detail(results[index]))
            detailButton = .price
        }
    }

    // MARK: Details and overlays

    private var shownDetail: SearchResult? {
        if case .detail(let result) = topOverlay { return result }
        return focus == .detail ? detailPaneResult : nil
    }

    private mutating func press(_ button: DetailButton) -> [Effect] {
        detailButton = button
        switch button {
        case .close:
            if case .detail = topOverlay { closeTopOverlay() }
            return []
        case .price:
            guard let result = shownDetail else { return [] }
            guard let url = result.storeURL else {
                notice = .noStorePage
                return []
            }
            return [.openURL(url)]
        }
    }

    private mutating func closeTopOverlay() {
        guard let closed = overlays.popLast() else { return }
        if case .detail = closed { focus = .resultList }
    }

    // MARK: Size classes

    private mutating func adapt(to newTraits: TraitCollection, listCapacity capacity: Int) {
        let old = traits.arrangement
        traits = newTraits
        listCapacity = max(1, capacity)
        let new = newTraits.arrangement
        if !old.showsDetailPane && new.showsDetailPane {
            // A pop-up's result becomes the secondary pane's content.
            if let index = overlays.firstIndex(where: { if case .detail = $0 { true } else { false } }),
               case .detail(let result) = overlays[index] {
                overlays.remove(at: index)
                selection = results.firstIndex(of: result) ?? selection
                move(focusTo: .detail)
            }
        } else if old.showsDetailPane && !new.showsDetailPane {
            // Collapsing shows the list with the selection kept, no pop-up.
            if focus == .detail { focus = .resultList }
            isPrimaryPaneHidden = false
        }
        if new == .splitView { isPrimaryPaneHidden = false }
        if new == .overlaySplitView { isPrimaryPaneHidden = focus == .detail }
        scrollSelectionIntoView()
        scrollOffset = clampedScrollOffset(scrollOffset)
    }
}

extension Message {
    /// Whether the message comes from the user (and so clears a notice).
    var isUserInput: Bool {
        switch self {
        case .layoutChanged, .searchCompleted, .loadingIndicatorDue, .catalogLoaded, .catalogFailed, .urlOpened,
             .redraw, .mailFinished, .artworkChanged, .spinnerTick, .showNotice, .noticeExpired, .unsentDraftFound,
             .terminate: false
        default: true
        }
    }
}

extension Array where Element == Focus {
    func after(_ focus: Focus) -> Focus {
        guard let index = firstIndex(of: focus) else { return self[0] }
        return self[(index + 1) % count]
    }

    func before(_ focus: Focus) -> Focus {
        guard let index = firstIndex(of: focus) else { return self[0] }
        return self[(index + count - 1) % count]
    }
}

