import StoreSearchItems
import StoreSearchModel

/// A source that answers for words it is given (the live store), with a
/// "Did you mean" drawn from a catalog's words (the bundled one) when it
/// answers nothing: a slip the store does not forgive gets the words it
/// would likely have found something for. The catalog is read only then.
public final class SuggestingSearchService: SearchService {
    private let primary: any SearchService
    private let words: CatalogSearchService

    public var searchesAsYouType: Bool { primary.searchesAsYouType }

    public init(primary: any SearchService, words: CatalogSearchService) {
        self.primary = primary
        self.words = words
    }

    public func search(_ request: SearchRequest) async -> Result<SearchAnswer, SearchFailure> {
        let answer = await primary.search(request)
        guard case .success(var found) = answer, found.results.isEmpty, found.suggestion == nil, !Task.isCancelled
        else { return answer }
        (found.nearWords, found.suggestion) = await words.nearWords(for: request.term)
        return .success(found)
    }

    /// Pages are the store's: looked up as they are, with no suggestion.
    public func lookup(_ request: LookupRequest) async -> Result<SearchAnswer, SearchFailure> {
        await primary.lookup(request)
    }
}
