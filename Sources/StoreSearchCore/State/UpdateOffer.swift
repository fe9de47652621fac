/// What a search offers beside its answer: the words exactly as typed,
/// when a local catalog forgave their typing mistakes ("Showing results for
/// queen · search exactly for qeen"); a correction, when nothing was found
/// ("Did you mean queen?"). One key and a click take it.
public enum OfferedSearch: Hashable, Sendable {
    /// The results answer `shown` (the words typed, corrected); the offer
    /// is `typed`, exactly.
    case exactly(typed: String, shown: String)
    /// Nothing was found for the words typed; the offer is these words.
    case suggestion(String)
}

extension AppState {
    /// The offer of the list on screen (the answer's, or the favourites');
    /// none on an artist's or album's page, which is no search's answer.
    public var offeredSearch: OfferedSearch? {
        guard browse.top == nil else { return nil }
        return shape.showsFavourites ? shape.favouritesOffer : shape.answerOffer
    }

    /// The words exactly as typed, or the words suggested, searched.
    mutating func takeOffer() -> [Effect] {
        switch offeredSearch {
        case .exactly?:
            search.exact = true
            if shape.showsFavourites {
                reshape()
                return []
            }
            return searchAgain()
        case .suggestion(let words)?:
            return replaceField(with: words) + submit()
        case nil:
            return []
        }
    }

    /// The offer an answer to `request` makes: its correction when it
    /// holds results for corrected words; with no results, its suggestion
    /// (a local catalog's) or, for the live store, the nearest words among
    /// those the program knows (the favourites', the bundled catalog's the
    /// store service found, the history's, preferred in that order).
    func offer(for answer: SearchAnswer, to request: SearchRequest) -> OfferedSearch? {
        if let correction = answer.correction, !answer.results.isEmpty {
            return .exactly(typed: request.term, shown: correction)
        }
        guard answer.results.isEmpty else { return nil }
        guard answer.origin == .store || answer.origin == .cache else {
            return answer.suggestion.map { .suggestion($0) }
        }
        let favouriteWords = favourites.flatMap { [$0.name, $0.artistName, $0.collectionName].compactMap { $0 } }
        let fromFavourites = ForgivingMatch.suggestion(
            for: request.term, among: ForgivingMatch.wordCounts(of: favouriteWords))
        let fromHistory = ForgivingMatch.suggestion(
            for: request.term, among: ForgivingMatch.wordCounts(of: Array(history.entries)))
        return ForgivingMatch.merged(request.term, [fromFavourites, answer.suggestion, fromHistory])
            .map { .suggestion($0) }
    }

    /// The favourites narrowed by the field's words: exactly, or forgiving
    /// typing mistakes when a word begins no word of theirs (unless the
    /// exact words were asked for); and what that offers.
    mutating func narrowFavourites(_ admitted: [SearchResult], term: String) -> [SearchResult] {
        let query = QueryMatch(query: term)
        let exactly = admitted.filter { query.isEmpty || query.unmatchedWords(in: $0.searchedTexts).isEmpty }
            .sorted(by: shape.order, query: term)
        shape.favouritesOffer = nil
        guard exactly.isEmpty, !query.isEmpty,
            let forgiven = ForgivingMatch.narrow(admitted, by: term, order: shape.order)
        else { return exactly }
        if search.exact {
            shape.favouritesOffer = .suggestion(forgiven.correction)
            return exactly
        }
        shape.favouritesOffer = .exactly(typed: term, shown: forgiven.correction)
        return forgiven.results
    }
}

extension SearchResult {
    /// The texts a search matches: name, artist, album, genre.
    var searchedTexts: [String] { [name, artistName, collectionName, genre].compactMap { $0 } }
}
