import Foundation
import StoreSearchItems
import StoreSearchModel
import StoreSearchText
import StoreSearchWorkers
import Synchronization

/// Searches a local catalog: the bundled one or a file in the store's answer
/// shape. The catalog is read and indexed on a background task, so the first
/// frame never waits for it; searches made before it is ready wait instead.
public final class CatalogSearchService: SearchService {
    private let loader: Loader
    /// Where indexing progress goes (`onProgress`).
    private let relay: ProgressRelay
    /// What answers from this catalog say about where they come from.
    private let origin: AnswerOrigin
    /// The index the last search found built (`searchOnCallingThread`).
    private let built = Mutex<CatalogIndex?>(nil)
    /// Where a forgiving search says what it cost, and each page's lookup its time.
    private let log: @Sendable (String) -> Void
    /// The catalog file and where its index is cached, when it is a file.
    private let cached: (file: URL, directory: URL)?

    public let searchesAsYouType = true

    /// The file is read when it is first asked for (a search, `itemCount`),
    /// not before: the interactive program asks once its first frame is out.
    /// `verifiesFirst` reads a cached index's checksum before the first
    /// search rather than beside it: a one-shot search has no second search
    /// to give a damaged index's rebuild to, so it must never answer from
    /// one (the interface rebuilds while the user reads).
    public convenience init(
        file: URL, origin: AnswerOrigin = .catalog, cacheDirectory: URL? = nil, verifiesFirst: Bool = false,
        log: @escaping @Sendable (String) -> Void = { _ in }
    ) {
        let relay = ProgressRelay()
        let name = file.lastPathComponent
        self.init(
            name: file.path, origin: origin, preload: false, verifiesFirst: verifiesFirst, relay: relay, log: log,
            cached: cacheDirectory.map { (file, $0) }
        ) {
            CatalogIndex.load(file: file, cacheDirectory: cacheDirectory) { done, total, items in
                relay.post(IndexProgress(name: name, done: done, total: total, items: items))
            }
        }
    }

    /// A one-shot search's answer read from the catalog file itself
    /// (`CatalogScan`), when the file is at least `CatalogScan.smallestFile`
    /// and its index is not cached: the same answer the index would give,
    /// without waiting for the index. Nil otherwise, and whenever a scan
    /// cannot give the index's answer: `search` then answers. The caller
    /// leaves the building of the index to a process of its own
    /// (`CatalogIndex.buildAlone`).
    public func answerWithoutIndex(_ request: SearchRequest) -> SearchAnswer? {
        guard let (file, directory) = cached else { return nil }
        var info = stat()
        guard stat(file.path, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_size >= CatalogScan.smallestFile,
            !CatalogIndex.isCached(file: file, cacheDirectory: directory)
        else { return nil }
        let started = ContinuousClock.now
        let limit = Self.resultLimit
        let found = CatalogScan.answer(
            file: file, query: request.term, in: request.category, order: request.order, filter: request.filter,
            limit: limit + 1)
        log(
            "catalog \(file.path): "
                + (found == nil ? "a scan could not answer" : "answered from a scan of the file, not its index")
                + " in \(String(format: "%.1f", (ContinuousClock.now - started).inMilliseconds)) ms")
        return found.map { found in
            SearchAnswer(
                results: Array(found.results.prefix(limit)), origin: origin, isCapped: found.results.count > limit)
        }
    }

    /// `handler` hears how far indexing has come while the catalog is
    /// indexed (not when its index is mapped from the cache), on the
    /// indexing thread; reports made before it was set are not repeated.
    public func onProgress(_ handler: @escaping @Sendable (IndexProgress) -> Void) {
        relay.set(handler)
    }

    /// The catalog on standard input (`--catalog -`), read to its end and
    /// indexed in memory: from `descriptor`, a copy of it where the
    /// terminal took descriptor 0 (storesearch pick).
    public convenience init(
        standardInput: Void = (), descriptor: Int32 = STDIN_FILENO, log: @escaping @Sendable (String) -> Void = { _ in }
    ) {
        self.init(
            name: "standard input", origin: .catalog, preload: true, verifiesFirst: false, relay: ProgressRelay(),
            log: log
        ) {
            CatalogIndex.load(descriptor: descriptor)
        }
    }

    private init(
        name: String, origin: AnswerOrigin, preload: Bool, verifiesFirst: Bool, relay: ProgressRelay,
        log: @escaping @Sendable (String) -> Void, cached: (file: URL, directory: URL)? = nil,
        load: @escaping @Sendable () -> (Result<CatalogIndex, SearchFailure>, CatalogIndex.LoadReport)
    ) {
        self.origin = origin
        self.relay = relay
        self.log = log
        self.cached = cached
        @Sendable func loadLogged() -> (Result<CatalogIndex, SearchFailure>, CatalogIndex.LoadReport) {
            let (index, report) = load()
            log(
                "catalog \(name): \(report.fromCache ? "index mapped from the cache" : "indexed") in "
                    + "\(String(format: "%.1f", report.milliseconds)) ms"
                    + (report.phases.map { " (\($0.summary))" } ?? "")
                    + (report.cacheNote.map { "; \($0)" } ?? "")
            )
            return (index, report)
        }
        loader = Loader(
            build: { afterChange in
                var (index, report) = loadLogged()
                // After the cached index changed under the program, the file
                // found now is checked before it is searched: it may be the
                // very file written over, its header left as it was.
                if verifiesFirst || afterChange, report.fromCache, case .success(let mapped) = index,
                    let path = report.cachePath, !mapped.verifyChecksum()
                {
                    log("catalog \(name): the cached index's checksum is wrong (damaged); indexing again")
                    mapped.discard(cachePath: path)
                    (index, report) = loadLogged()
                    return index
                }
                // Otherwise a mapped index's checksum is read beside the first searches
                // (a 200 MB index takes tens of milliseconds, 2 GB a second):
                // when it is wrong the file is removed and the next search
                // builds again. Its thread gives way to the searches' (nice 10).
                if !verifiesFirst && !afterChange, report.fromCache, case .success(let mapped) = index,
                    let path = report.cachePath
                {
                    OwnThread.start(named: "storesearch index check", niceness: 10) {
                        // What a search by relevance of a common word asks for first.
                        mapped.prepareRanking()
                        guard !mapped.verifyChecksum(besideSearches: true) else { return }
                        log("catalog \(name): the cached index's checksum is wrong (damaged); indexing again")
                        mapped.discard(cachePath: path)
                    }
                }
                return index
            },
            damaged: {
                log(
                    "catalog \(name): its cached index changed under the program (cut short, written over or "
                        + "replaced); indexing again")
            })
        if preload {
            let loader = self.loader
            Task.detached(executorPreference: WorkerThreads.shared) { _ = await loader.index() }
        }
    }

    public init(results: [SearchResult], origin: AnswerOrigin = .catalog) {
        self.origin = origin
        relay = ProgressRelay()
        log = { _ in }
        cached = nil
        loader = Loader(build: { _ in .success(CatalogIndex(results)) })
    }

    /// The number of items once the catalog is loaded.
    public func itemCount() async -> Result<Int, SearchFailure> {
        await loader.index().map(\.count)
    }

    /// "Did you mean" for words searched elsewhere: each word's near words
    /// in the catalog (`CatalogIndex.nearWords(for:)`), and the likeliest
    /// of them alone (`suggestion`); none when the catalog cannot be read.
    public func nearWords(for term: String) async -> (words: [[NearWord]], suggestion: String?) {
        guard let index = try? await loader.index().get() else { return ([], nil) }
        return (index.nearWords(for: term), index.suggestion(for: term))
    }

    /// As many results as the store gives at most.
    public static let resultLimit = 200

    public func search(_ request: SearchRequest) async -> Result<SearchAnswer, SearchFailure> {
        return await loader.index().map { index in
            built.withLock { $0 = index }
            return answer(request, from: index, shouldStop: { Task.isCancelled })
        }
    }

    /// The answer on the calling thread, once an earlier search has found
    /// the index built and it is still whole; nil otherwise (`search` then
    /// answers). A script's batch of searches (`search --batch`) asks this
    /// first: each search then waits for no other thread to be scheduled,
    /// which on a busy machine was most of a warm search's slowest times.
    public func searchOnCallingThread(_ request: SearchRequest) -> SearchAnswer? {
        guard let index = built.withLock({ $0 }), index.isIntact else { return nil }
        return answer(request, from: index, shouldStop: { false })
    }

    private func answer(_ request: SearchRequest, from index: CatalogIndex, shouldStop: () -> Bool) -> SearchAnswer {
        // One more than is shown says whether there were more.
        let limit = Self.resultLimit
        let started = ContinuousClock.now
        let found = index.answer(
            request.term, in: request.category, order: request.order, filter: request.filter, limit: limit + 1,
            exact: request.exact, known: request.known, shouldStop: shouldStop)
        if found.wordBeginningsVisited > 0 {
            let milliseconds = (ContinuousClock.now - started).inMilliseconds
            log(
                "catalog search '\(Sanitizer.excerpt(request.term))' forgave typing mistakes: "
                    + "\(found.wordBeginningsVisited) word beginnings looked at, \(found.results.count) results "
                    + "for '\(found.correction ?? found.suggestion ?? "")' in \(String(format: "%.2f", milliseconds)) ms"
            )
        }
        return SearchAnswer(
            results: Array(found.results.prefix(limit)), origin: origin, isCapped: found.results.count > limit,
            correction: found.correction, alternatives: found.alternatives, suggestion: found.suggestion)
    }

    /// A page of the catalog (see `CatalogIndex.lookup`), timed in the log.
    public func lookup(_ request: LookupRequest) async -> Result<SearchAnswer, SearchFailure> {
        let (origin, log) = (self.origin, self.log)
        return await loader.index().map { index in
            let started = ContinuousClock.now
            let (found, isCapped) = index.lookup(request, limit: Self.resultLimit, shouldStop: { Task.isCancelled })
            let elapsed = (ContinuousClock.now - started).inMilliseconds
            log(
                "catalog lookup of \(request.subject.logName): \(found.count) items in "
                    + String(format: "%.2f ms", elapsed))
            return SearchAnswer(results: found, origin: origin, isCapped: isCapped)
        }
    }

    /// Holds the progress handler, set after the loading may have started.
    final class ProgressRelay: Sendable {
        private let handler = Mutex<(@Sendable (IndexProgress) -> Void)?>(nil)

        func set(_ handler: @escaping @Sendable (IndexProgress) -> Void) {
            self.handler.withLock { $0 = handler }
        }

        func post(_ progress: IndexProgress) {
            handler.withLock { $0 }?(progress)
        }
    }

    /// Builds the index once, on first demand, off the caller's thread; and
    /// again should the file it is mapped from change under it (cut short:
    /// SIGBUS at the next search; written over: answers from bytes never
    /// checked), the file then found checked before it is searched.
    private actor Loader {
        /// Builds the index; true: after the last one's file changed.
        private let build: @Sendable (Bool) -> Result<CatalogIndex, SearchFailure>
        private let damaged: @Sendable () -> Void
        private var task: Task<Result<CatalogIndex, SearchFailure>, Never>?

        init(
            build: @escaping @Sendable (Bool) -> Result<CatalogIndex, SearchFailure>,
            damaged: @escaping @Sendable () -> Void = {}
        ) {
            self.build = build
            self.damaged = damaged
        }

        func index() async -> Result<CatalogIndex, SearchFailure> {
            let task = self.task ?? start()
            let result = await task.value
            // Checked before every use (an fstat): a damaged index is dropped
            // and built again, once; the first caller to see it starts that.
            guard case .success(let index) = result, !index.isIntact else { return result }
            if self.task == task {
                damaged()
                _ = start(afterChange: true)
            }
            return await self.task!.value
        }

        private func start(afterChange: Bool = false) -> Task<Result<CatalogIndex, SearchFailure>, Never> {
            let build = self.build
            let task = Task.detached(executorPreference: WorkerThreads.shared) { build(afterChange) }
            self.task = task
            return task
        }
    }
}
