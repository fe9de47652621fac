import StoreSearchItems
import StoreSearchText

/// The answer's order and filters, narrowing a live answer, the favourites.
extension AppState {
    mutating func updateShape(_ message: ShapeMessage) -> [Effect] {
        switch message {
        case .cycleOrder:
            // A page has an order of its own; the search's stays as it is.
            if browse.top != nil {
                cyclePageOrder()
                return []
            }
            shape.order = shape.order.next
            alerts.notice = .orderChanged(shape.order)
            return [.rememberOrder(shape.order)] + reshapeOrSearchAgain()
        case .showFilters:
            if topOverlay == .filters {
                overlays.removeLast()
            } else if overlays.isEmpty {
                overlays.append(.filters)
            }
        case .moveFilterFocus(let step):
            let count = FilterRow.all.count
            shape.filterFocus = ((shape.filterFocus + step) % count + count) % count
        case .toggleFilter(let row):
            if let index = FilterRow.all.firstIndex(of: row) { shape.filterFocus = index }
            switch row {
            case .freeOnly: shape.filter.freeOnly.toggle()
            case .price: return updateShape(.cyclePrice(by: 1))
            case .kind(let kind):
                if shape.filter.kinds.contains(kind) {
                    shape.filter.kinds.remove(kind)
                } else {
                    shape.filter.kinds.insert(kind)
                }
            case .hideExplicit: shape.filter.hidesExplicit.toggle()
            case .clear: return updateShape(.clearFilters)
            }
            return reshapeOrSearchAgain()
        case .cyclePrice(let step):
            let count = ShapeState.pricePresets.count
            shape.pricePreset = ((shape.pricePreset + step) % count + count) % count
            shape.filter.priceRange = ShapeState.pricePresets[shape.pricePreset]
            return reshapeOrSearchAgain()
        case .clearFilters:
            guard shape.filter.isActive else { return [] }
            shape.filter = ResultFilter()
            shape.pricePreset = 0
            return reshapeOrSearchAgain()
        case .toggleFavouritesView:
            if case .detail = topOverlay { overlays.removeLast() }
            guard shape.showsFavourites else { return enterFavourites() }
            // Again: the pages over the favourites go, and the favourites.
            let left = browse.top == nil ? [] : goBack(toDepth: 0, forTyping: true)
            return left + leaveFavourites()
        case .toggleFavourite:
            guard let result = shownDetail ?? selectedResult else { return [] }
            return toggleFavourites([result])
        case .favouritesChanged(let change, let marked, let count):
            favourites = change.items
            alerts.notice =
                change.failure.map { .file(.favouriteNotSaved(marked: marked, $0.cleaned)) }
                ?? .favourite(marked, count: count)
            if shape.showsFavourites { reshape() }
        }
        return []
    }

    /// Back one level under the overlays: a page goes back, else the
    /// favourites close; nil on the search itself.
    mutating func backALevel() -> [Effect]? {
        if browse.top != nil { return goBack(toDepth: browse.depth - 1) }
        if shape.showsFavourites { return leaveFavourites() }
        return nil
    }

    /// The favourites, a level over the list shown (the search's, or a
    /// page's): what was there is kept whole to give back (the field, the
    /// pages, where the list stood, the detail beside it). In the favourites
    /// the field starts empty and filters them.
    private mutating func enterFavourites() -> [Effect] {
        let effects: [Effect] = browse.top?.pending != nil ? [.cancelLookup] : []
        shape.savedSearch = SavedSearch(
            field: search.field, selection: list.selection, scrollOffset: list.scrollOffset, focus: focus,
            exact: search.exact, browse: browse, detailButton: detailButton, detailScroll: detailScroll)
        browse = BrowseState(following: browse)
        let killed = search.field.killBuffer
        search.field = LineEditor(maximumLength: SearchState.maximumTermLength)
        search.field.killBuffer = killed
        history.cursor = nil
        history.recentSelection = nil
        shape.showsFavourites = true
        list.scrollOffset = 0
        list.selection = nil
        reshape()
        // Focus stays where it was: in the field typing filters the favourites,
        // in the list the keys act on them (beside the list, the list has it).
        if focus == .detail || focus == .resultList { move(focusTo: .resultList) }
        return effects
    }

    /// Back to what the favourites covered, exactly as it was: the field,
    /// the pages, the answer, where the list stood, focus and the detail. An
    /// answer no longer current (the order or filters changed meanwhile) is
    /// asked for again; a page that was still being looked up is asked again.
    private mutating func leaveFavourites() -> [Effect] {
        shape.showsFavourites = false
        shape.favouritesOffer = nil
        let saved = shape.savedSearch
        shape.savedSearch = nil
        list.scrollOffset = 0
        list.selection = nil
        guard let saved else {
            search.phase = .notSearchedYet
            return []
        }
        let killed = search.field.killBuffer
        search.field = saved.field
        search.field.killBuffer = killed
        search.exact = saved.exact
        browse = BrowseState(restoring: saved.browse, following: browse)
        var effects: [Effect] = []
        if let page = browse.top {
            // Under the favourites lay a page: as it was (its lookup asked again if it had not answered).
            if page.pending != nil {
                let generation = browse.nextGeneration()
                browse.updateTop { $0.pending = generation }
                effects.append(.lookup(page.request, generation: generation))
            }
            reshapePage()
        } else if search.shownRequest == nil && search.pending == nil {
            search.phase = .notSearchedYet
        } else if search.searchesAsYouType, search.pending == nil, search.shownRequest != currentRequest {
            move(focusTo: .searchField)
            return fieldChanged()
        } else if search.pending != nil {
            search.phase = .loading
        } else {
            reshape()
        }
        list.selection = saved.selection.flatMap { results.indices.contains($0) ? $0 : nil }
        list.scrollOffset = clampedScrollOffset(saved.scrollOffset)
        move(focusTo: saved.focus)
        if focus == .detail, let result = detailPaneResult,
            focusableDetailButtons(for: result).contains(saved.detailButton)
        {
            detailButton = saved.detailButton
        }
        detailScroll = saved.detailScroll
        return effects
    }

    /// In the favourites view, when the field's words or the filters hide
    /// some: how many are shown, of how many, and the words they match.
    public var hiddenFavourites: (shown: Int, of: Int, term: String)? {
        guard shape.showsFavourites, browse.top == nil, results.count < favourites.count else { return nil }
        return (results.count, favourites.count, search.field.text.trimmingSpaces)
    }

    /// Whether `result` itself is a favourite (not another item with its id).
    /// `items` made favourites, or (when every one is) unmade. The stars
    /// show at once; what the file holds after the write (other copies'
    /// changes included) and what is said of it follow.
    mutating func toggleFavourites(_ items: [SearchResult]) -> [Effect] {
        let marking = !items.allSatisfy(isFavourite)
        let identities = Set(items.map(\.identity))
        favourites.removeAll { identities.contains($0.identity) }
        if marking { favourites.insert(contentsOf: items, at: 0) }
        if shape.showsFavourites { reshape() }
        return [.setFavourites(items, marking)]
    }

    public func isFavourite(_ result: SearchResult) -> Bool {
        favourites.contains { $0.identity == result.identity }
    }

    /// After a change of order or filters: a local index answers again in
    /// the new shape (it applies them before its limit); a live answer,
    /// already here, is shaped again without asking the store.
    private mutating func reshapeOrSearchAgain() -> [Effect] {
        // A page is shaped here; the search under it answers again when it is back.
        if browse.top != nil || shape.showsFavourites || !search.searchesAsYouType {
            reshape()
            return []
        }
        guard search.shownRequest != nil || search.pending != nil, !search.field.isBlank else { return [] }
        return searchAgain()
    }

    /// The results shown, from the answer (or the favourites): filtered,
    /// narrowed by what was typed since a live answer came, and ordered; a
    /// local index's answer comes shaped already. The selected item stays
    /// selected when it is still there.
    mutating func reshape() {
        if browse.top != nil {
            reshapePage()
            return
        }
        let selectedID = selectedResult?.id
        let shown = searchResultsShaped()
        search.phase = shown.isEmpty ? .noResults : .results(shown)
        if let selectedID, let index = shown.firstIndex(where: { $0.id == selectedID }) {
            list.selection = index
        } else if list.selection != nil {
            list.selection = shown.isEmpty ? nil : 0
        }
        scrollSelectionIntoView()
    }

    /// The search's results (or the favourites) as `reshape` shows them;
    /// the favourites' offer is set as they are narrowed.
    mutating func searchResultsShaped() -> [SearchResult] {
        let term = search.field.text.trimmingSpaces
        if shape.showsFavourites {
            return narrowFavourites(favourites.filter(shape.filter.admits), term: term)
        } else if search.searchesAsYouType {
            return shape.answer
        } else {
            let query = narrowingQuery
            return shape.answer.filter { shape.filter.admits($0) && matches($0, query) }
                .inSourceRanking(ordered: shape.order, query: search.shownRequest?.term ?? term)
        }
    }

    /// What a live answer is narrowed by: the words in the field now that
    /// the store was not asked for (the store matched the asked ones, perhaps
    /// in fields this program does not see).
    var narrowingQuery: QueryMatch {
        guard !search.searchesAsYouType, let asked = search.shownRequest?.term else { return QueryMatch(query: "") }
        let askedWords = QueryMatch(query: asked).words
        return QueryMatch(words: QueryMatch(query: search.field.text).words.filter { !askedWords.contains($0) })
    }

    /// Whether a live answer is being narrowed: "narrowed: 23 of 200".
    public var narrowing: (shown: Int, of: Int)? {
        guard !shape.showsFavourites, browse.top == nil, !narrowingQuery.isEmpty, search.pending == nil else {
            return nil
        }
        return (results.count, shape.answer.count)
    }

    private func matches(_ result: SearchResult, _ query: QueryMatch) -> Bool {
        query.isEmpty || query.unmatchedWords(in: result.searchedTexts).isEmpty
    }
}
