import StoreSearchItems
import StoreSearchModel

/// What the footer says a command does, as the state has it now ("Enter
/// Album" when Enter opens the album): decided here once, for the footer and
/// the sheets' key hints.
extension AppState {
    /// The footer's verb for `command` here and now, if it deserves a place there.
    public func footerVerb(of command: Command) -> Phrase.Action? {
        let place = self.place
        switch command {
        case .next:
            switch place {
            case .export: return .format
            case .menu, .filters, .palette, .historyList, .tooSmall, .sheet, .alert: return nil
            default: return .next
            }
        case .close:
            guard KeyContext.main.contains(place) else { return .close }
            return place == .detailPane || browse.top != nil || shape.showsFavourites ? .back : nil
        case .help: return .help
        case .menu: return KeyContext.searchScreen.contains(place) ? .menu : nil
        case .commands: return KeyContext.searchScreen.contains(place) ? .commands : nil
        case .quit: return .quit
        case .search:
            if enterOpensSelection { return .open }
            if history.recentSelection != nil { return .search }
            if shape.showsFavourites { return .results }
            return search.searchesAsYouType ? .results : .search
        case .offeredSearch:
            switch offeredSearch {
            case .exactly?: return .exact
            case .suggestion?: return .suggestion
            case nil: return nil
            }
        case .searchField: return KeyContext.browsingMain.contains(place) ? .find : nil
        case .up, .down:
            switch place {
            case .field:
                return !results.isEmpty || search.phase == .notSearchedYet && !history.recent.isEmpty ? .move : nil
            case .list, .grid, .detailPane, .menu, .filters, .palette, .historyList, .categories: return .move
            case .sheet, .alert, .choice: return .scroll
            default: return nil
            }
        case .left:
            switch place {
            case .categories: return .category
            case .detailPane: return .back
            case .grid: return .move
            case .ratingStars: return .stars
            default: return nil
            }
        case .right:
            switch place {
            case .categories: return .category
            case .grid: return .move
            case .ratingStars: return .stars
            default: return nil
            }
        case .pageDown:
            switch place {
            case .list, .grid: return .page
            case .popup, .detailPane: return .scroll
            default: return nil
            }
        case .open: return .open
        case .press:
            guard place == .popup || place == .detailPane else { return .press }
            return shownDetail.map { pressVerb(detailButton, for: $0) }
        case .choose: return .choose
        // Named once it matters: in pick, or with something marked.
        case .mark: return pick != nil || !list.marks.isEmpty ? .mark : nil
        // pick's Enter searches words not searched yet, else chooses.
        case .accept: return place == .field && list.marks.isEmpty && !listAnswersTheField ? .search : .choose
        case .toggle: return .toggle
        case .save: return .save
        // Without a mail command Ctrl-S only writes a draft: the footer says so.
        case .send: return session.mailTransport != nil ? .send : .saveDraft
        case .openPage, .copyLink, .preview, .favourite, .album, .artist:
            return KeyContext.browsing.contains(place) ? .act : nil
        default: return nil
        }
    }

    /// What Enter on `button` does, in a word.
    private func pressVerb(_ button: DetailButton, for result: SearchResult) -> Phrase.Action {
        switch button {
        case .price: .storePage
        case .copyLink: .copyLink
        case .preview: playingPreview == result.id ? .stopPreview : .playPreview
        case .favourite: isFavourite(result) ? .unmarkFavourite : .markFavourite
        case .albumPage: .album
        case .artistPage: .artist
        case .close: topOverlay == .detail(result) ? .close : .back
        }
    }
}
