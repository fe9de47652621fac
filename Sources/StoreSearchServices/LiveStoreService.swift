import Foundation
import StoreSearchCore

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
    /// request's order here: the store itself neither filters nor sorts so.
    /// Whether it was capped still counts what the store sent.
    static func shaped(_ results: [SearchResult], for request: SearchRequest) -> [SearchResult] {
        results.filter(request.filter.admits).sorted(by: request.order, query: request.term)
    }

    public func search(_ request: SearchRequest) async -> Result<SearchAnswer, SearchFailure> {
        let query = StoreQuery(request, locale: locale)
        if let cache, let body = await cache.answer(for: query.cacheKey),
            case .success(let results) = StoreAnswerReader.read(status: 200, body: body)
        {
            return .success(
                SearchAnswer(
                    results: Self.shaped(results, for: request), origin: .cache, isCapped: results.count >= query.limit)
            )
        }
        guard let url = query.url(base: baseURL) else { return .failure(.store(.offline)) }
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
            log("store search '\(request.term)' failed: \(failure)")
            return .failure(.store(failure))
        case .success(let (status, body)):
            let fetched = ContinuousClock.now
            let result = StoreAnswerReader.read(status: status, body: body)
            log(
                "store search '\(request.term)': HTTP \(status), \(body.count) bytes in \(fetched - started), "
                    + "read in \(ContinuousClock.now - fetched)")
            switch result {
            case .success(let results):
                await cache?.store(body, for: query.cacheKey)
                return .success(
                    SearchAnswer(
                        results: Self.shaped(results, for: request), origin: .store,
                        isCapped: results.count >= query.limit))
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
        let answer = await primary.search(request)
        switch answer {
        case .failure(.store(.offline)), .failure(.store(.timedOut)):
            guard !Task.isCancelled else { return answer }
            return await fallback.search(request)
        default:
            return answer
        }
    }
}
