import StoreSearchItems
import StoreSearchText

/// Pages opened from a detail, one over the other, and the way back:
/// each keeps its answer, its selection and its scroll; going back gives
/// the screen under it back as it was left.
extension AppState {
    mutating func updateBrowse(_ message: BrowseMessage) -> [Effect] {
        switch message {
        case .open(let link):
            return openPage(link)
        case .back:
            return goBack(toDepth: browse.depth - 1)
        case .backTo(let depth):
            return goBack(toDepth: depth)
        case .loaded(let generation, let result):
            return pageLoaded(generation: generation, result)
        case .loadingIndicatorDue(let generation):
            guard let page = browse.top, page.pending == generation, page.phase == .notSearchedYet else { return [] }
            browse.updateTop { $0.phase = .loading }
            if animates { return [.schedule(.search(.spinnerTick), afterMilliseconds: spinnerIntervalMilliseconds)] }
            return []
        }
    }

    /// Whether a search or a page's lookup is under way (keys that act on
    /// results wait for a local one).
    public var isAwaitingAnswer: Bool { search.pending != nil || browse.top?.pending != nil }

    /// The search as the list shows it: on a page, the page's answer and
    /// who gave it, with no words to underline.
    public var shownSearch: SearchState {
        guard let page = browse.top else { return search }
        var shown = search
        shown.phase = page.phase
        shown.isCapped = page.isCapped
        shown.shownRequest = nil
        shown.answerOrigin = page.origin ?? search.answerOrigin
        shown.indexProgress = nil
        return shown
    }

    /// Whether the categories are on screen: on a page in the landscape
    /// arrangement (no title bar) the breadcrumb takes their row.
    /// On a page the categories are not shown (they choose for the search
    /// under it); their row holds the breadcrumb, or says what the field is.
    public var showsCategories: Bool { browse.top == nil }

    /// Why the page `link` cannot open from `result`'s detail now, if it
    /// cannot (its button is dimmed and its key says this).
    public func pageUnavailable(_ link: PageLink, for result: SearchResult) -> LocalizedText? {
        guard let request = LookupRequest(link, of: result) else { return PagePhrase.nothingToOpen(link).words }
        if let top = browse.top, top.request.subject == request.subject, top.request.id == request.id {
            return PagePhrase.pageIsShown.words
        }
        // The store looks up by id alone; a catalog goes by names.
        if search.source == .store, request.id == nil { return PagePhrase.noStoreID(link).words }
        return nil
    }

    /// The page `link` leads to from the item shown (else the selected
    /// one), over what is on screen now, which is kept to come back to.
    mutating func openPage(_ link: PageLink) -> [Effect] {
        guard let item = shownDetail ?? selectedResult, let request = LookupRequest(link, of: item) else { return [] }
        if let reason = pageUnavailable(link, for: item) {
            alerts.notice = .unavailable(reason)
            return []
        }
        var detail: SearchResult?
        if case .detail(let shown) = topOverlay {
            detail = shown
        } else if focus == .detail {
            detail = detailPaneResult
        }
        let place = PlaceBelow(
            selection: list.selection, scrollOffset: list.scrollOffset, focus: focus, detail: detail,
            detailButton: detailButton, detailScroll: detailScroll)
        // The pop-up it came from closes; it opens again on the way back.
        overlays.removeAll { if case .detail = $0 { true } else { false } }
        let generation = browse.nextGeneration()
        browse.push(Page(request: request, pending: generation, openedFrom: item.identity), over: place)
        list.selection = nil
        list.scrollOffset = 0
        move(focusTo: .resultList)
        return [
            .lookup(request, generation: generation),
            .schedule(
                .browse(.loadingIndicatorDue(generation: generation)),
                afterMilliseconds: loadingIndicatorDelayMilliseconds),
        ]
    }

    private mutating func pageLoaded(generation: Int, _ result: Result<SearchAnswer, SearchFailure>) -> [Effect] {
        // An answer for a page already left, or asked for again, is never shown.
        guard let page = browse.top, page.pending == generation else { return [] }
        browse.updateTop { $0.pending = nil }
        switch result {
        case .success(let answer):
            let request = page.request
            browse.updateTop {
                $0.answer = answer.results.filter { !request.isSubject($0) }.inNaturalOrder(of: request.subject)
                $0.isCapped = answer.isCapped
                $0.origin = answer.origin
            }
            reshapePage()
            // The item the page was opened from, when it is on it; else the first.
            if focus == .resultList || focus == .detail, !results.isEmpty {
                list.selection = results.firstIndex { $0.identity == page.openedFrom } ?? 0
                if focus == .detail { move(focusTo: .detail) }
            }
            scrollSelectionIntoView()
            return []
        case .failure(let failure):
            // Nothing to show: back where the page was asked for, and why.
            let effects = goBack(toDepth: browse.depth - 1)
            if case .storeError = topOverlay { overlays.removeLast() }
            overlays.append(.storeError(failure))
            return effects
        }
    }

    /// Back to the page at `depth` (0: the search), as it was left: its
    /// selection and scroll, and the detail it was left from open again.
    /// `forTyping`: the field keeps focus, and nothing is selected, as
    /// typing there wants.
    mutating func goBack(toDepth depth: Int, forTyping: Bool = false) -> [Effect] {
        let wasPending = browse.top?.pending != nil
        guard let place = browse.pop(toDepth: depth) else { return [] }
        overlays.removeAll { if case .detail = $0 { true } else { false } }
        var effects: [Effect] = wasPending ? [.cancelLookup] : []
        list.selection = forTyping ? nil : place.selection.flatMap { results.indices.contains($0) ? $0 : nil }
        list.scrollOffset = place.scrollOffset
        // In the order and filters of now (a filter may have changed on a page);
        // a search under way, or none made, has nothing to shape yet.
        if browse.top != nil || shape.showsFavourites || (search.pending == nil && search.shownRequest != nil) {
            reshape()
        }
        if browse.top == nil { effects += searchAgainIfStale() }
        list.scrollOffset = clampedScrollOffset(list.scrollOffset)
        guard !forTyping else { return effects }
        detailScroll = place.detailScroll
        if let detail = place.detail, let index = results.firstIndex(where: { $0.identity == detail.identity }) {
            list.selection = index
            if traits.arrangement.showsDetailPane {
                move(focusTo: .detail)
            } else {
                focus = place.focus == .detail ? .resultList : place.focus
                overlays.append(.detail(results[index]))
            }
            if focusableDetailButtons(for: results[index]).contains(place.detailButton) {
                detailButton = place.detailButton
            }
        } else {
            move(focusTo: place.focus)
        }
        scrollSelectionIntoView()
        return effects
    }

    /// Every page left for a new search (typing, Enter in the field, a
    /// category): the field keeps focus.
    mutating func leavePagesForSearch() -> [Effect] {
        browse.top == nil ? [] : goBack(toDepth: 0, forTyping: true)
    }

    /// Back on the search after a filter changed on a page: a local index
    /// answers again in the filters of now (it applies them itself).
    private mutating func searchAgainIfStale() -> [Effect] {
        guard search.searchesAsYouType, !shape.showsFavourites, search.pending == nil,
            let shown = search.shownRequest, shown != currentRequest, !search.field.isBlank
        else { return [] }
        return searchAgain()
    }

    /// The page's answer through the filters, in its own order or the one
    /// chosen on it; the selected item stays selected when it is still there.
    mutating func reshapePage() {
        guard let page = browse.top, page.pending == nil else { return }
        let selected = selectedResult?.identity
        var shown = page.answer.filter(shape.filter.admits)
        if let order = page.order { shown = shown.sorted(by: order, query: "") }
        browse.updateTop { $0.phase = shown.isEmpty ? .noResults : .results(shown) }
        if let selected, let index = shown.firstIndex(where: { $0.identity == selected }) {
            list.selection = index
        } else if list.selection != nil {
            list.selection = shown.isEmpty ? nil : 0
        }
        scrollSelectionIntoView()
    }

    /// The order key on a page: its own order, then by name, artist, price
    /// and date, and round again (relevance needs words, which a page has none of).
    mutating func cyclePageOrder() {
        guard let page = browse.top, let link = page.request.link else { return }
        let orders: [SortOrder?] = [nil, .name, .artist, .price, .released]
        let next = orders[((orders.firstIndex(of: page.order) ?? 0) + 1) % orders.count]
        browse.updateTop { $0.order = next }
        alerts.notice = next.map { .orderChanged($0) } ?? .naturalOrder(link)
        reshapePage()
    }
}
