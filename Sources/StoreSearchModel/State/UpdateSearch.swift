import StoreSearchItems

/// The search field, the categories, and the search's answers.
extension AppState {
    mutating func updateSearch(_ message: SearchMessage) -> [Effect] {
        switch message {
        case .edit(let edit):
            guard search.field.apply(edit) else { return [] }
            history.cursor = nil
            // A selection moved to while typing belonged to the old words.
            history.recentSelection = nil
            if focus == .searchField { list.selection = nil }
            return fieldChanged()
        case .submit:
            return submit()
        case .selectCategory(let category):
            return change(categoryTo: category)
        case .moveCategory(let offset):
            return change(categoryTo: search.category.moved(by: offset))
        case .completed(let generation, let result):
            return finishSearch(generation: generation, result: result)
        case .loadingIndicatorDue(let generation):
            // The favourites keep their list (it is held in the search's phase).
            guard search.pending?.generation == generation, !shape.showsFavourites else { return [] }
            search.phase = .loading
            // Under a page the page keeps its list.
            guard browse.top == nil else { return [] }
            list.selection = nil
            list.scrollOffset = 0
            if animates { return [.schedule(.search(.spinnerTick), afterMilliseconds: spinnerIntervalMilliseconds)] }
        case .spinnerTick:
            guard search.phase == .loading || browse.top?.phase == .loading else { return [] }
            search.spinnerFrame &+= 1
            return animates ? [.schedule(.search(.spinnerTick), afterMilliseconds: spinnerIntervalMilliseconds)] : []
        case .catalogLoaded(let count):
            search.catalogSize = count
            search.indexProgress = nil
        case .indexing(let progress):
            // A late report after the catalog loaded changes nothing.
            guard search.catalogSize == nil else { return [] }
            search.indexProgress = progress
        case .catalogFailed(let failure):
            exitReason = failure
            isQuitting = true
            return [.cancelSearch, .quit]
        case .takeOffer:
            return takeOffer()
        case .takeAlternative(let words):
            return takeAlternative(words)
        }
        return []
    }

    /// What a change of the field's text does: a search on a local
    /// catalog; narrowing of the favourites or of a live answer already here.
    mutating func fieldChanged() -> [Effect] {
        // New words are forgiven again.
        search.exact = false
        // Typing searches from anywhere: pages give way to the search.
        let left = leavePagesForSearch()
        if shape.showsFavourites || (!search.searchesAsYouType && search.shownRequest != nil) {
            reshape()
            return left
        }
        return left + (search.searchesAsYouType ? searchForFieldText() : [])
    }

    /// A local index is asked for the order and filters (it applies them
    /// before its limit); the live store for its plain answer, shaped here.
    var currentRequest: SearchRequest {
        search.searchesAsYouType
            ? SearchRequest(
                term: search.field.text.trimmingSpaces, category: search.category, order: shape.order,
                filter: shape.filter, exact: search.exact,
                known: UserWords(history: history.entries, favourites: favourites))
            : SearchRequest(term: search.field.text.trimmingSpaces, category: search.category)
    }

    /// The search again, in the order and filters now.
    mutating func searchAgain() -> [Effect] {
        startSearch()
    }

    private mutating func searchForFieldText() -> [Effect] {
        guard !search.field.isBlank else {
            // An empty field shows the hint again, as before the first search.
            let hadPending = search.pending != nil
            search.pending = nil
            search.phase = .notSearchedYet
            search.shownRequest = nil
            shape.answerOffer = nil
            list.selection = nil
            list.scrollOffset = 0
            return hadPending ? [.cancelSearch] : []
        }
        return startSearch()
    }

    private mutating func startSearch() -> [Effect] {
        search.generation += 1
        let request = currentRequest
        // A search run with Enter and asked again in another category or
        // order (the same words) is still to be kept once it finds something.
        let keeps = search.pending.map { $0.keepsInHistory && $0.request.term == request.term } ?? false
        search.pending = PendingSearch(generation: search.generation, request: request, keepsInHistory: keeps)
        return [
            .search(request, generation: search.generation),
            .schedule(
                .search(.loadingIndicatorDue(generation: search.generation)),
                afterMilliseconds: loadingIndicatorDelayMilliseconds),
        ]
    }

    /// Enter in the field: the result moved to while typing opens (when the
    /// list shows the answer to what the field says), or the recent search
    /// moved to on the empty screen runs; otherwise the search (unless the
    /// one shown or under way is it already), and focus to the list, as the
    /// iOS app dismisses the keyboard.
    mutating func submit() -> [Effect] {
        let left = leavePagesForSearch()
        return left + submitOnTheSearch()
    }

    private mutating func submitOnTheSearch() -> [Effect] {
        if let index = history.recentSelection, search.phase == .notSearchedYet,
            history.recent.indices.contains(index)
        {
            return updateHistory(.choose(history.recent[index]))
        }
        guard !search.field.isBlank || shape.showsFavourites else { return [] }
        if focus == .searchField, let selection = list.selection, listAnswersTheField {
            let record = shape.showsFavourites ? [] : recordInHistory(search.field.text)
            open(resultAt: selection)
            return record
        }
        if shape.showsFavourites {
            move(focusTo: .resultList)
            return []
        }
        let request = currentRequest
        let isCurrent = search.pending?.request == request || (search.pending == nil && search.shownRequest == request)
        let effects = isCurrent ? [] : startSearch()
        // In pick the field keeps focus, as fzf's does: typing goes on refining.
        if pick == nil { move(focusTo: .resultList) }
        // Kept in the history once it has found something: under way, when
        // it answers; answered already, now, if it found anything.
        if search.pending?.request == request {
            search.pending?.keepsInHistory = true
            return effects
        }
        return (shape.answer.isEmpty ? [] : recordInHistory(request.term)) + effects
    }

    /// Whether the list on screen is the answer to the field's words (or
    /// the favourites narrowed by them), not an older one still shown.
    public var listAnswersTheField: Bool {
        if shape.showsFavourites { return true }
        guard search.pending == nil, let shown = search.shownRequest else { return false }
        return shown.term == search.field.text.trimmingSpaces && shown.category == search.category
    }

    /// Whether Enter in the field would open a result rather than search.
    public var enterOpensSelection: Bool {
        focus == .searchField && list.selection != nil && (!search.field.isBlank || shape.showsFavourites)
            && listAnswersTheField
    }

    private mutating func change(categoryTo newCategory: Category) -> [Effect] {
        // On a page the categories are the search's: Esc goes back to it first.
        guard newCategory != search.category, browse.top == nil else { return [] }
        let left = leavePagesForSearch()
        search.category = newCategory
        // In the favourites the search under them answers again when they close.
        if shape.showsFavourites { return left }
        let hasSearched = search.shownRequest != nil || search.pending != nil
        guard !search.field.isBlank, hasSearched || search.searchesAsYouType else { return left }
        return left + startSearch()
    }

    private mutating func finishSearch(generation: Int, result: Result<SearchAnswer, SearchFailure>) -> [Effect] {
        // A stale answer is never shown.
        guard let pending = search.pending, pending.generation == generation else { return [] }
        search.pending = nil
        search.shownRequest = pending.request
        // Asked for before a page (or the favourites) opened: it waits under
        // them, which keep their list.
        let inFavourites = shape.showsFavourites
        let underPages = browse.top != nil && !inFavourites
        // The list on screen again (letters typed before a move, which
        // narrowed nothing): the move and the scroll are kept, as they
        // were made on this very list.
        let keptPlace: (selection: Int, scroll: Int)? =
            if case .success(let answer) = result, !inFavourites, !underPages, let selection = list.selection,
                answer.results.elementsEqual(shape.answer, by: { $0.identity == $1.identity })
            { (selection, list.scrollOffset) } else { nil }
        if inFavourites {
            shape.savedSearch?.searchAnswered()
        } else if underPages {
            browse.resetSearchPlace()
        } else {
            list.scrollOffset = 0
        }
        switch result {
        case .success(let answer):
            search.answerOrigin = answer.origin
            search.isCapped = answer.isCapped
            shape.answer = answer.results
            if answer.results.isEmpty, answer.origin == .store || answer.origin == .cache,
                search.foundNothing.count < SearchState.foundNothingLimit
            {
                search.foundNothing.insert(UserWords.folded(pending.request.term))
            }
            shape.answerOffer = offer(for: answer, to: pending.request)
            let kept = pending.keepsInHistory && !answer.results.isEmpty ? recordInHistory(pending.request.term) : []
            guard !inFavourites else { return kept }
            if underPages {
                let shown = searchResultsShaped()
                search.phase = shown.isEmpty ? .noResults : .results(shown)
                return kept
            }
            list.selection = nil
            reshape()
            if let keptPlace, keptPlace.selection < results.count {
                list.selection = keptPlace.selection
                list.scrollOffset = keptPlace.scroll
                return kept
            }
            // (In pick the first is selected from the field too: Enter chooses it.)
            if !results.isEmpty, focus == .resultList || focus == .detail || pick != nil { list.selection = 0 }
            return kept
        case .failure(let failure):
            if !inFavourites { search.phase = .notSearchedYet }
            search.shownRequest = nil
            shape.answerOffer = nil
            if !underPages && !inFavourites { list.selection = nil }
            if case .storeError = topOverlay { overlays.removeLast() }
            overlays.append(.storeError(failure))
            return []
        }
    }
}
