import StoreSearchText

/// Whether a command can act where and when it is asked.
public enum Availability: Hashable, Sendable {
    case works
    /// It works here, but has nothing to do now (Up at the top).
    case idle
    /// It cannot act now, for this reason.
    case unavailable(LocalizedText)
    /// It works only in these places.
    case elsewhere(Set<KeyContext>)

    /// Why not, in words (nil when it works).
    public var reason: LocalizedText? {
        switch self {
        case .works: nil
        case .idle: HelpPhrase.nothingToDoHere.words
        case .unavailable(let reason): reason
        case .elsewhere(let places):
            places.isSuperset(of: KeyContext.main)
                ? HelpPhrase.worksOnSearchScreen.words
                : HelpPhrase.worksIn(KeyContext.allCases.filter(places.contains).prefix(3).map(\.place)).words
        }
    }
}

extension AppState {
    /// Whether `command` would act here and now, and if not, why: what the
    /// key handler, the footer, help and the palette all ask. Pure.
    public func availability(of command: Command) -> Availability {
        guard command.places.contains(place) else { return .elsewhere(command.places) }
        if let reason = whyNot(command) { return .unavailable(reason) }
        return plan(command).isEmpty ? .idle : .works
    }

    /// Why `command` cannot act now, in the words said once for it (nil:
    /// it can, or it simply has nothing to do).
    func whyNot(_ command: Command) -> LocalizedText? {
        switch command {
        case .search:
            // (In the favourites Enter goes to their list, whatever is typed.)
            return search.field.isBlank && history.recentSelection == nil && !shape.showsFavourites
                ? HelpPhrase.typeFirst.words : nil
        case .offeredSearch:
            return offeredSearch == nil ? HelpPhrase.noOffer.words : nil
        case .history, .historyBack:
            return history.entries.isEmpty ? HelpPhrase.noHistory.words : nil
        case .open:
            return selectedResult == nil ? HelpPhrase.noItem.words : nil
        case .mark, .markPrevious:
            if markLimit == nil { return HelpPhrase.marksNeedMulti.words }
            return markTarget == nil ? HelpPhrase.noItem.words : nil
        case .clearMarks:
            return list.marks.isEmpty ? HelpPhrase.nothingMarked.words : nil
        case .accept:
            guard pick != nil else { return HelpPhrase.onlyInPick.words }
            let searched = place != .field || search.field.isBlank || listAnswersTheField
            return list.marks.isEmpty && markTarget == nil && searched ? HelpPhrase.nothingToChoose.words : nil
        case .copyLink where !list.marks.isEmpty, .favourite where !list.marks.isEmpty:
            return nil
        case .openPage, .copyLink, .preview, .favourite, .album, .artist:
            guard let item = shownOrSelected else { return HelpPhrase.noItem.words }
            switch command {
            case .openPage: return item.storeURL == nil ? HelpPhrase.noStorePage.words : nil
            case .copyLink: return item.storeURL == nil ? HelpPhrase.noLink.words : nil
            case .preview:
                // A preview that plays can always be stopped.
                return playingPreview != item.id && item.details.previewURL == nil
                    ? HelpPhrase.noPreview.words : nil
            case .album: return pageUnavailable(.album, for: item)
            case .artist: return pageUnavailable(.artist, for: item)
            default: return nil
            }
        case _ where command.category != nil:
            // On a page the categories are not shown: one key never leaves
            // every page at once (Esc leaves them one at a time).
            return browse.top != nil ? HelpPhrase.categoriesAreTheSearchs.words : nil
        case .back:
            return browse.top == nil && !shape.showsFavourites ? HelpPhrase.noLevelToLeave.words : nil
        case .clearFilters:
            return shape.filter.isActive ? nil : HelpPhrase.noFilterOn.words
        case .searchField:
            // From a sheet over something that holds work, that comes first.
            return overlays.dropLast().allSatisfy(\.onlyShows) ? nil : HelpPhrase.closeFirst.words
        default:
            return nil
        }
    }
}
