import StoreSearchItems
import StoreSearchText

/// What a search offers beside its answer: the words exactly as typed,
/// when a local catalog forgave their typing mistakes ("Showing results for
/// queen · search exactly for qeen"); a correction, when nothing was found
/// ("Did you mean queen?"). One key and a click take it.
public enum OfferedSearch: Hashable, Sendable {
    /// The results answer `shown` (the words typed, corrected), and only
    /// it; the offer is `typed`, exactly, and `also` other corrections as
    /// close ("also: teen, seen"), each taken by a click.
    case exactly(typed: String, shown: String, also: [String] = [])
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

    /// One of the other corrections a forgiven search offered ("also:
    /// teen"): put in the field and searched, as a suggestion is.
    mutating func takeAlternative(_ words: String) -> [Effect] {
        guard case .exactly(_, _, let also)? = offeredSearch, also.contains(words) else { return [] }
        return replaceField(with: words) + submit()
    }

    /// The offer an answer to `request` makes: its correction when it
    /// holds results for corrected words (and the other corrections it
    /// found); with no results, its suggestion (a local catalog's) or, for
    /// the live store, "Did you mean" (`storeSuggestion`).
    func offer(for answer: SearchAnswer, to request: SearchRequest) -> OfferedSearch? {
        if let correction = answer.correction, !answer.results.isEmpty {
            return .exactly(typed: request.term, shown: correction, also: answer.alternatives)
        }
        guard answer.results.isEmpty else { return nil }
        guard answer.origin == .store || answer.origin == .cache else {
            return answer.suggestion.map { .suggestion($0) }
        }
        return storeSuggestion(for: request.term, catalogWords: answer.nearWords).map { .suggestion($0) }
    }

    /// "Did you mean" for a live search that found nothing: each word's
    /// near words among the favourites', the history's and the bundled
    /// catalog's (`catalogWords`), the closest first, then the user's most
    /// used, then the catalog's; the best correction (`Corrections`) that
    /// is not a search already known to find nothing in this session. The
    /// history's searches that found nothing (this one included, which
    /// was recorded before its answer came) say nothing of what was meant.
    func storeSuggestion(for term: String, catalogWords: [[NearWord]]) -> String? {
        let known = UserWords(history: history.entries, favourites: favourites)
            .counts(excluding: term, failed: search.foundNothing)
        let typed = SearchWords.bounded(ForgivingMatch.words(of: term))
        guard !typed.isEmpty else { return nil }
        let options = typed.enumerated().map { number, word -> [NearWord] in
            let text = String(decoding: word, as: UTF8.self)
            var near = ForgivingMatch.nearWords(to: word, among: known).map { found, edits in
                NearWord(word: String(decoding: found, as: UTF8.self), edits: edits, userUses: known[found] ?? 0)
            }
            if number < catalogWords.count { near += catalogWords[number] }
            for index in near.indices { near[index].userUses = known[Array(near[index].word.utf8)] ?? 0 }
            // A word neither the user nor the catalog knows near anything stays as typed.
            return near.isEmpty ? [NearWord(word: text, edits: 0)] : Corrections.ranked(near)
        }
        let typedText = typed.map { String(decoding: $0, as: UTF8.self) }.joined(separator: " ")
        var chosen: String?
        Corrections.forEachCorrection(of: options) { correction in
            let text = Corrections.text(correction)
            guard text != typedText, !search.foundNothing.contains(text) else { return true }
            chosen = text
            return false
        }
        return chosen
    }

    /// The favourites narrowed by the field's words: exactly, or forgiving
    /// typing mistakes when the words narrow them to none (unless the
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
        shape.favouritesOffer = .exactly(typed: term, shown: forgiven.correction, also: forgiven.others)
        return forgiven.results
    }
}
