import Foundation
import StoreSearchItems
import StoreSearchModel
import StoreSearchText

/// Searches the live store: answers from the response cache when it has
/// them, otherwise a request within the rate limit and the deadline.
public final class LiveStoreService: SearchService {
    public let searchesAsYouType = false

    private let baseURL: String
    private let locale: StoreLocale
    private let fetcher: HTTPFetcher
    private let cache: ResponseCache?
    private let limiter: RateLimiter
    private let deadline: Duration
    private let log: @Sendable (String) -> Void

    public init(
        baseURL: String, locale: StoreLocale, fetcher: HTTPFetcher, cache: ResponseCache?,
        limiter: RateLimiter, deadline: Duration, log: @escaping @Sendable (String) -> Void
    ) {
        self.baseURL = baseURL
        self.locale = locale
        self.fetcher = fetcher
        self.cache = cache
        self.limiter = limiter
        self.deadline = deadline
        self.log = log
    }

    /// The store's answer (at most its limit) filtered and put in the
    /// request's order here: the store itself neither filters nor sorts so,
    /// but answers best match first, which relevance keeps. Whether it was
    /// capped still counts what the store sent.
    static func shaped(_ results: [SearchResult], for request: SearchRequest) -> [SearchResult] {
        results.filter(request.filter.admits).inSourceRanking(ordered: request.order, query: request.term)
    }

    public func search(_ request: SearchRequest) async -> Result<SearchAnswer, SearchFailure> {
        let query = StoreQuery(request, locale: locale)
        return await answer(for: query.url(base: baseURL), cacheKey: query.cacheKey, what: "search '\(request.term)'")
            .map { results, origin, _ in
                SearchAnswer(
                    results: Self.shaped(results, for: request), origin: origin, isCapped: results.count >= query.limit)
            }
    }

    /// An artist's items, an album's tracks (without the album's own row,
    /// which the store sends first), or what an id is, in the page's order.
    public func lookup(_ request: LookupRequest) async -> Result<SearchAnswer, SearchFailure> {
        guard let id = request.id else { return .success(SearchAnswer(results: [], origin: .store)) }
        let query = LookupQuery(id: id, entity: request.entity, country: locale.country, lang: locale.lang)
        let answered = await answer(for: query.url(base: baseURL), cacheKey: query.cacheKey, what: "lookup \(id)")
        // An id alone that is an artist's is answered with the artist's row,
        // which is no item: asked again for the artist's items, as "More by"
        // asks (albums, apps, books... by the kind of artist).
        if case .success(let (results, _, body)) = answered, results.isEmpty, request.entity == nil,
            case .anything = request.subject, let artistType = StoreAnswerReader.artistRow(in: body, id: id)
        {
            let entity = LookupEntity(artistType: artistType)
            log(
                "store lookup \(id): an artist (\(Sanitizer.excerpt(artistType ?? "?"))); asking for its \(entity.rawValue)"
            )
            return await lookup(LookupRequest(subject: .anything, id: id, entity: entity))
        }
        return answered.map { results, origin, _ in
            let page = request.resolved(by: results)
            return SearchAnswer(
                results: results.filter { !page.isSubject($0) }.inNaturalOrder(of: page.subject),
                origin: origin, isCapped: results.count >= query.limit)
        }
    }

    /// The store's answer at `url` (its results, where they came from, and
    /// the body they were read from): from the response cache when it has
    /// it, otherwise fetched within the rate limit and the deadline (and
    /// kept); `what` names it in the log.
    private func answer(for url: URL?, cacheKey: String, what: String) async -> Result<
        ([SearchResult], AnswerOrigin, Data), SearchFailure
    > {
        if let cache, let body = await cache.answer(for: cacheKey),
            case .success(let results) = StoreAnswerReader.read(status: 200, body: body)
        {
            return .success((results, .cache, body))
        }
        guard let url else { return .failure(.store(.offline)) }
        if let wait = await limiter.permit() {
            return .failure(.store(.rateLimited(secondsToWait: wait)))
        }
        let started = ContinuousClock.now
        guard let answer = await fetcher.get(url, deadline: deadline) else {
            // Superseded by a newer search: this answer is never shown.
            return .failure(.store(.timedOut))
        }
        switch answer {
        case .failure(let failure):
            log("store \(what) failed: \(failure)")
            return .failure(.store(failure))
        case .success(let (status, body)):
            let fetched = ContinuousClock.now
            let result = StoreAnswerReader.read(status: status, body: body)
            log(
                "store \(what): HTTP \(status), \(body.count) bytes in \(fetched - started), "
                    + "read in \(ContinuousClock.now - fetched)")
            switch result {
            case .success(let results):
                await cache?.store(body, for: cacheKey)
                return .success((results, .store, body))
            case .failure(let failure):
                return .failure(.store(failure))
            }
        }
    }
}

/// `--source auto`: the live store, and the bundled catalog (badge "offline
/// catalog") when the store cannot be reached.
public final class FallbackSearchService: SearchService {
    private let primary: any SearchService
    private let fallback: any SearchService

    public var searchesAsYouType: Bool { primary.searchesAsYouType }

    public init(primary: any SearchService, fallback: any SearchService) {
        self.primary = primary
        self.fallback = fallback
    }

    public func search(_ request: SearchRequest) async -> Result<SearchAnswer, SearchFailure> {
        await orFallback(primary.search(request)) { await self.fallback.search(request) }
    }

    public func lookup(_ request: LookupRequest) async -> Result<SearchAnswer, SearchFailure> {
        await orFallback(primary.lookup(request)) { await self.fallback.lookup(request) }
    }

    /// The fallback's answer where the store could not be reached.
    private func orFallback(
        _ answer: Result<SearchAnswer, SearchFailure>,
        _ fallback: () async -> Result<SearchAnswer, SearchFailure>
    ) async -> Result<SearchAnswer, SearchFailure> {
        switch answer {
        case .failure(.store(.offline)), .failure(.store(.timedOut)):
            guard !Task.isCancelled else { return answer }
            return await fallback()
        default:
            return answer
        }
    }
}
