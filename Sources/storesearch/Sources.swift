import Foundation
import StoreSearchCatalog
import StoreSearchModel
import StoreSearchOptions
import StoreSearchStore
import StoreSearchText
import StoreSearchUI

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
    /// The catalog file cannot be read; the system's reason.
    case catalogUnreadable(path: String, reason: String)
    /// The catalog file is standard input itself, which the caller reads for something else.
    case catalogIsStandardInput(Phrase.StandardInputUse)

    var phrase: CommandLinePhrase {
        switch self {
        case .catalogNotFound: CommandLinePhrase.catalogNotFound
        case .catalogUnreadable(let path, let reason): CommandLinePhrase.cannotReadCatalog(path: path, reason: reason)
        case .catalogIsStandardInput(let use): CommandLinePhrase.inputOutput(.catalogCannotBeStandardInput(use))
        }
    }
}

extension ChosenSource {
    /// `standardInput` says what the caller reads standard input for (the
    /// keyboard, `--batch`'s terms), if anything: a catalog cannot come from there then.
    /// `oneShot`: `storesearch search`, which must never answer from a
    /// damaged index (see `CatalogSearchService`'s `verifiesFirst`).
    /// `catalogInput`: where `--catalog -` is read (a copy of standard
    /// input, in storesearch pick, whose keys come from the terminal).
    static func make(
        for settings: LaunchSettings, environment: [String: String], localizer: Localizer,
        standardInput: Phrase.StandardInputUse?, oneShot: Bool = false, catalogInput: Int32 = STDIN_FILENO
    ) throws(SourceError) -> ChosenSource {
        let bundled = Paths.bundledCatalog(environment: environment)
        switch settings.effectiveSource {
        case .catalog:
            if settings.catalogPath == LaunchSettings.standardInputPath {
                // Refused by the settings where standard input is taken; checked again here.
                if let standardInput { throw .catalogIsStandardInput(standardInput) }
                let catalog = CatalogSearchService(
                    standardInput: (), descriptor: catalogInput,
                    log: { Log.write($0) })
                return ChosenSource(
                    service: catalog, catalog: catalog, kind: .catalogFile("-"),
                    catalogPath: LaunchSettings.standardInputPath)
            }
            let path: String
            let kind: SourceKind
            if let file = settings.catalogPath {
                try checkCatalog(file, standardInput: standardInput)
                path = file
                kind = .catalogFile(Sanitizer.clean(URL(fileURLWithPath: file).lastPathComponent))
            } else {
                guard let bundled else { throw .catalogNotFound }
                path = bundled
                kind = .bundledCatalog
            }
            // Read when first asked: by a one-shot search at once, by the
            // interactive program once its first frame is out (`Program.start`
            // asks for the catalog's size), so that frame has both cores to
            // itself; a catalog read beside it put off the frame by 2 ms.
            let catalog = CatalogSearchService(
                file: URL(fileURLWithPath: path), cacheDirectory: indexCache(environment), verifiesFirst: oneShot,
                log: { Log.write($0) })
            return ChosenSource(service: catalog, catalog: catalog, kind: kind, catalogPath: path)
        case .itunes, .auto:
            // The bundled catalog's words make "Did you mean" when the store
            // finds nothing; with `auto` it also answers when the store
            // cannot be reached. It is read only when it is needed.
            let live = liveStore(settings, environment: environment)
            guard let bundled else { return ChosenSource(service: live, kind: .store) }
            let catalog = CatalogSearchService(
                file: URL(fileURLWithPath: bundled), origin: .offlineCatalog,
                cacheDirectory: indexCache(environment), verifiesFirst: oneShot,
                log: { Log.write($0) })
            let store: any SearchService =
                settings.effectiveSource == .auto ? FallbackSearchService(primary: live, fallback: catalog) : live
            return ChosenSource(
                service: SuggestingSearchService(primary: store, words: catalog), kind: .store,
                catalogPath: settings.effectiveSource == .auto ? bundled : nil)
        }
    }

    /// Refuses, before anything starts, a catalog file that cannot be read
    /// (with the system's reason: no such file, permission denied, a
    /// directory), and one that is standard input itself (`/dev/stdin`)
    /// where the caller reads standard input for something else. A FIFO
    /// is not opened here: that would wait for its writer.
    private static func checkCatalog(_ path: String, standardInput: Phrase.StandardInputUse?) throws(SourceError) {
        func reason(_ error: Int32) -> String { String(cString: strerror(error)) }
        var info = stat()
        guard stat(path, &info) == 0 else { throw .catalogUnreadable(path: path, reason: reason(errno)) }
        guard info.st_mode & S_IFMT != S_IFDIR else { throw .catalogUnreadable(path: path, reason: reason(EISDIR)) }
        guard access(path, R_OK) == 0 else { throw .catalogUnreadable(path: path, reason: reason(errno)) }
        var input = stat()
        if let standardInput, fstat(STDIN_FILENO, &input) == 0, input.st_dev == info.st_dev, input.st_ino == info.st_ino
        {
            throw .catalogIsStandardInput(standardInput)
        }
    }

    /// What to say when a search failed: a catalog's failure names the file.
    func phrase(for failure: SearchFailure, localizer: Localizer) -> any LocalizedPhrase {
        switch failure {
        case .catalogUnreadable(let reason):
            CommandLinePhrase.cannotReadCatalog(path: catalogPath ?? "", reason: reason)
        case .catalogNotInStoreShape:
            CommandLinePhrase.cannotReadCatalog(
                path: catalogPath ?? "", reason: localizer(CommandLinePhrase.catalogNotInStoreShape))
        case .catalogDamaged(let offset, let expected, let itemsBefore):
            CommandLinePhrase.cannotReadCatalog(
                path: catalogPath ?? "",
                reason: localizer(
                    CommandLinePhrase.catalogDamaged(offset: offset, expected: expected, itemsBefore: itemsBefore)))
        case .catalogTooLarge(let bytes, let isStream):
            CommandLinePhrase.cannotReadCatalog(
                path: catalogPath ?? "",
                reason: localizer(.file(.catalogTooLarge(maximumBytes: bytes, isStream: isStream))))
        case .store:
            SearchPhrase.failureReason(failure)
        }
    }

    /// Where catalog indexes are kept between runs.
    static func indexCache(_ environment: [String: String]) -> URL {
        URL(fileURLWithPath: Paths.cacheDirectory(environment: environment)).appendingPathComponent("index")
    }

    private static func liveStore(_ settings: LaunchSettings, environment: [String: String]) -> LiveStoreService {
        var locale = StoreLocale(environment: environment)
        if let country = settings.country { locale.country = country }
        if let lang = settings.lang { locale.lang = lang }
        // Even without answers cached (--no-cache), the database counts requests.
        let database = ResponseCache(
            directory: URL(fileURLWithPath: Paths.cacheDirectory(environment: environment)),
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
