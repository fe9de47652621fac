import Foundation
import TestSupport
import Testing

@testable import StoreSearchCatalog
@testable import StoreSearchFormats
@testable import StoreSearchItems
@testable import StoreSearchText

/// A first one-shot search answered by reading the catalog (`CatalogScan`)
/// against the index's answer to the same search, byte for byte; and the
/// searches a scan leaves to the index.
@Suite(.timeLimit(.minutes(3))) struct CatalogScanTests {
    /// A generated catalog with records that are not plain, and items the
    /// name order can only tell apart by their ids, or by where they lie
    /// in the file (the same key and id): some at the start, some at the
    /// end, so each half holds some.
    private static func catalog() throws -> Data {
        let generated = try String(decoding: GeneratedCatalog.json(items: 12_000, oddEvery: 30), as: UTF8.self)
        func twins(_ place: String) -> String {
            (0..<3).map { number in
                "{\"trackId\": \(7 + number % 2), \"kind\": \"song\", \"wrapperType\": \"track\", "
                    + "\"trackName\": \"Twin Song\", \"artistName\": \"Twin Artist\", "
                    + "\"collectionName\": \"\(place) \(number)\", \"trackPrice\": 0.99}"
            }.joined(separator: ",\n")
        }
        // The artist is the query as a name ("Agent 007" sorts as `agent 7`)
        // though `7` only begins a word of the item: not rank 1 but 9, so an
        // item named with both words (rank 2) comes first.
        let agents =
            "{\"trackId\": 70, \"kind\": \"song\", \"wrapperType\": \"track\", \"trackName\": \"Seven Up\", "
            + "\"artistName\": \"Agent 007\", \"collectionName\": \"70s Hits\", \"trackPrice\": 0.99},\n"
            + "{\"trackId\": 71, \"kind\": \"song\", \"wrapperType\": \"track\", \"trackName\": \"Agent 7 Blues\", "
            + "\"artistName\": \"Somebody\", \"trackPrice\": 0.99},\n"
        let opened = generated.replacingOccurrences(
            of: "\"results\": [\n", with: "\"results\": [\n" + agents + twins("First") + ",\n")
        return Data(opened.replacingOccurrences(of: "\n]}", with: ",\n" + twins("Last") + "\n]}").utf8)
    }

    private static func queries(for index: CatalogIndex) -> [String] {
        var random = SplitMix(seed: 11)
        let items = index.items
        func any() -> SearchResult { items[Int(random.next() % UInt64(items.count))] }
        // Names and artists whole (ranks 0 and 1), the items above, and
        // words nothing has; then the index tests' searches.
        var queries = ["b", "twin", "twin song", "twin artist", "qeen", "agent 7", "agent", "agent 007"]
        for _ in 0..<12 {
            queries.append(any().name)
            queries.append(any().artistName ?? "x")
        }
        return queries + ChunkedBuildTests.queries(for: index, count: 60 - queries.count)
    }

    @Test func aScanAnswersAsTheIndexDoesByteForByte() async throws {
        try await onAThreadOfItsOwn {
            let data = try Self.catalog()
            let built = CatalogIndex(
                storage: try data.withUnsafeBytes { raw in
                    try CatalogIndex.build(raw.bindMemory(to: UInt8.self), size: UInt64(raw.count), modified: 0).get()
                })
            let splits: [CatalogIndex.Split] = [.middle, .none, .at(data.count / 3), .at(data.count / 2 + 17)]
            var answered = 0
            for (number, query) in Self.queries(for: built).enumerated() {
                // A limit of a few: the scan's choice of what to keep is
                // then made among close ranks and keys, where a mistake shows.
                for (order, limit) in [
                    (StoreSearchItems.SortOrder.relevance, 201), (.name, 201), (.relevance, 2), (.name, 3),
                ] {
                    let split = splits[(number + limit + (order == .name ? 1 : 0)) % splits.count]
                    let expected = built.answer(query, in: .all, order: order, limit: limit)
                    let scanned = data.withUnsafeBytes { raw in
                        CatalogScan.answer(
                            raw.bindMemory(to: UInt8.self), isMapped: false, query: query, order: order, limit: limit,
                            split: split)
                    }
                    guard expected.correction == nil, !expected.results.isEmpty else {
                        // A forgiving search needs the index's words.
                        #expect(scanned == nil, "\(query) \(order)")
                        continue
                    }
                    let words = WordTokenizer.words(query)
                    guard SearchWords.bounded(words) == words else {
                        #expect(scanned == nil, "repeated words: \(query)")
                        continue
                    }
                    let got = try #require(scanned, "\(query) \(order) \(split)")
                    #expect(
                        StoreResponseEncoder.encode(got.results) == StoreResponseEncoder.encode(expected.results),
                        "\(query) \(order) \(split)")
                    #expect(got.results.count == expected.results.count)
                    answered += 1
                }
            }
            #expect(answered > 150, "most searches answered by the scan")
            // The items told apart only by their place in the file come in file order.
            for (limit, expected) in [
                (201, ["First 0", "First 2", "Last 0", "Last 2", "First 1", "Last 1"]),
                (3, ["First 0", "First 2", "Last 0"]),
            ] {
                let twins = data.withUnsafeBytes { raw in
                    CatalogScan.answer(
                        raw.bindMemory(to: UInt8.self), isMapped: false, query: "twin song", order: .name, limit: limit)
                }
                #expect(twins?.results.filter { $0.name == "Twin Song" }.map { $0.collectionName ?? "" } == expected)
            }
            let agent = data.withUnsafeBytes { raw in
                CatalogScan.answer(
                    raw.bindMemory(to: UInt8.self), isMapped: false, query: "agent 7", order: .relevance, limit: 1)
            }
            #expect(agent?.results.map(\.name) == ["Agent 7 Blues"])
        }
    }

    /// What a scan does not rank, and searches only the index can answer,
    /// are left to it: nil, and the caller builds the index.
    @Test func whatAScanCannotAnswerIsLeftToTheIndex() throws {
        let data = try Self.catalog()
        let file = Scratch.folder("scan").appendingPathComponent("catalog.json")
        try data.write(to: file)
        func scanned(
            _ query: String, category: StoreSearchItems.Category = .all, order: StoreSearchItems.SortOrder = .relevance,
            filter: ResultFilter = ResultFilter()
        ) -> CatalogAnswer? {
            CatalogScan.answer(file: file, query: query, in: category, order: order, filter: filter, limit: 201)
        }
        #expect(scanned("love") != nil)
        #expect(scanned("love", order: .name) != nil)
        #expect(scanned("love", category: .music) == nil, "a category")
        #expect(scanned("love", filter: ResultFilter(freeOnly: true)) == nil, "a filter")
        #expect(scanned("love", order: .price) == nil, "another order")
        #expect(scanned("love", order: .artist) == nil, "another order")
        #expect(scanned("love love") == nil, "a repeated word")
        #expect(scanned("zzqqxx") == nil, "nothing found: a forgiving search")
        #expect(scanned("  ") == nil, "no words")
        // A catalog cut short: the index's build says where.
        try data.prefix(data.count * 2 / 3).write(to: file)
        #expect(scanned("love") == nil)
        #expect(
            CatalogScan.answer(
                file: Scratch.folder("scan").appendingPathComponent("none.json"), query: "love", in: .all,
                order: .relevance, filter: ResultFilter(), limit: 201) == nil)
    }

    /// What decides between a scan and the cached index: the index's header
    /// alone (nothing mapped), for the catalog as it is now.
    @Test func aCachedIndexIsToldByItsHeader() throws {
        let folder = Scratch.folder("cached")
        let file = folder.appendingPathComponent("catalog.json")
        let cache = folder.appendingPathComponent("index")
        try GeneratedCatalog.json(items: 2_000).write(to: file)
        #expect(!CatalogIndex.isCached(file: file, cacheDirectory: cache), "nothing built yet")
        let (built, report) = CatalogIndex.load(file: file, cacheDirectory: cache)
        _ = try built.get()
        let path = try #require(report.cachePath)
        #expect(CatalogIndex.isCached(file: file, cacheDirectory: cache))
        // Touched: the search compares the content and keeps the index
        // (a scan then would answer every search, and never build).
        var times = [timespec(tv_sec: 1_000_000, tv_nsec: 0), timespec(tv_sec: 1_000_000, tv_nsec: 0)]
        #expect(utimensat(AT_FDCWD, file.path, &times, 0) == 0)
        #expect(CatalogIndex.isCached(file: file, cacheDirectory: cache))
        let (kept, keptReport) = CatalogIndex.load(file: file, cacheDirectory: cache)
        _ = try kept.get()
        #expect(keptReport.fromCache)
        // Another size: another catalog.
        let original = try Data(contentsOf: file)
        try (original + Data(" ".utf8)).write(to: file)
        #expect(!CatalogIndex.isCached(file: file, cacheDirectory: cache))
        try original.write(to: file)
        // A header that is not an index's, or an index cut short.
        let whole = try Data(contentsOf: URL(fileURLWithPath: path))
        var damaged = whole
        damaged[0] ^= 0xFF
        try damaged.write(to: URL(fileURLWithPath: path))
        #expect(!CatalogIndex.isCached(file: file, cacheDirectory: cache))
        try whole.prefix(whole.count - 1).write(to: URL(fileURLWithPath: path))
        #expect(!CatalogIndex.isCached(file: file, cacheDirectory: cache))
        try whole.write(to: URL(fileURLWithPath: path))
        #expect(CatalogIndex.isCached(file: file, cacheDirectory: cache))
    }
}
