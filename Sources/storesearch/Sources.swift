import Foundation
import StoreSearchCore
import StoreSearchServices

/// The search service the settings ask for, and what the interface shows of it.
struct ChosenSource {
    var service: any SearchService
    /// The local catalog when it is the source (its size and load errors matter).
    var catalog: CatalogSearchService?
    var kind: SourceKind
    /// The catalog file in use, for error messages.
    var catalogPath: String?
}

enum SourceError: Error {
    case catalogNotFound
    case catalogUnreadable(path: String)

    var phrase: Phrase {
        switch self {
        case .catalogNotFound: .catalogNotFound
        case .catalogUnreadable(let path): .cannotReadCatalog(path: path, reason: "No such readable file")
        }
    }
}

extension ChosenSource {
    static func make(for settings: LaunchSettings, environment: [String: String],
                     localizer: Localizer) throws(SourceError) -> ChosenSource {
        let searchDelay = environment["STORESEARCH_TEST_SEARCH_DELAY_MS"].flatMap(Int.init) ?? 0
        let bundled = Paths.bundledCatalog(environment: environment)
        switch settings.effectiveSource {
        case .catalog:
            let path: String
            let kind: SourceKind
            if let file = settings.catalogPath {
                guard FileManager.default.isReadableFile(atPath: file) else { throw .catalogUnreadable(path: file) }
                path = file
                kind = .catalogFile(Sanitizer.clean(URL(fileURLWithPath: file).lastPathComponent))
            } else {
                guard let bundled else { throw .catalogNotFound }
                path = bundled
                kind = .bundledCatalog
            }
            let catalog = CatalogSearchService(file: URL(fileURLWithPath: path), cacheDirectory: indexCache(environment),
                                               searchDelayMilliseconds: searchDelay, log: { Log.write($0) })
            return ChosenSource(service: catalog, catalog: catalog, kind: kind, catalogPath: path)
        case .itunes:
            return ChosenSource(service: liveStore(settings, environment: environment), kind: .store)
        case .auto:
            let live = liveStore(settings, environment: environment)
            guard let bundled else { return ChosenSource(service: live, kind: .store) }
            let fallback = CatalogSearchService(file: URL(fileURLWithPath: bundled), origin: .offlineCatalog,
                                                cacheDirectory: indexCache(environment), preload: false,
                                                log: { Log.write($0) })
            return ChosenSource(service: FallbackSearchService(primary: live, fallback: fallback), kind: .store,
                                catalogPath: bundled)
        }
    }

    /// Where catalog indexes are kept between runs.
    private static func indexCache(_ environment: [String: String]) -> URL {
        URL(fileURLWithPath: Paths.cacheDirectory(environment: environment)).appendingPathComponent("index")
    }

    private static func liveStore(_ settings: LaunchSettings, environment: [String: String]) -> LiveStoreService {
        var locale = StoreLocale(environment: environment)
        if let country = settings.country { locale.country = country }
        if let lang = settings.lang { locale.lang = lang }
        // Even without answers cached (--no-cache), the database counts requests.
        let database = ResponseCache(directory: URL(fileURLWithPath: Paths.cacheDirectory(environment: environment)),
                                     log: { Log.write($0) })
        return LiveStoreService(
            baseURL: settings.storeURL,
            locale: locale,
            fetcher: HTTPFetcher(userAgent: "storesearch/\(version)", log: { Log.write($0) }),
            cache: settings.cache ? database : nil,
            limiter: RateLimiter(perMinute: settings.rateLimit, ledger: database),
            deadline: .milliseconds(Int(settings.timeout * 1000)),
            log: { Log.write($0) }
        )
    }
}
