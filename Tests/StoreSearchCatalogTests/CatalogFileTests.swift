import Foundation
import TestSupport
import Testing

@testable import StoreSearchCatalog
@testable import StoreSearchFormats
@testable import StoreSearchItems
@testable import StoreSearchModel
@testable import StoreSearchText

private let bundledCatalog = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Resources/catalog/catalog.json")

private func readFast(_ data: Data) throws -> [SearchResult] {
    var results: [SearchResult] = []
    _ = try data.withUnsafeBytes { raw in
        try CatalogFileReader.read(raw.bindMemory(to: UInt8.self)) { result, _ in results.append(result) }
    }
    return results
}

private func temporaryFolder() -> URL {
    Scratch.folder("index")
}

/// The one reader of the store's shape (live answers and catalog files alike).
@Suite(.timeLimit(.minutes(1))) struct CatalogFileReaderTests {
    @Test func readsTheBundledCatalog() throws {
        let results = try readFast(try Data(contentsOf: bundledCatalog))
        #expect(results.count == 4036)
        #expect(Set(results.map(\.id)).count == 4036, "every item keeps its own id")
        let first = try #require(results.first)
        #expect(first.name == "For Those About To Rock (We Salute You)" && first.artistName == "AC/DC")
        #expect(
            first.kind == .song && first.genre == "Rock" && first.price == Price(tenThousandths: 9900, currency: "USD"))
        #expect(Set(results.map(\.kind)) == [.song, .tvEpisode, .musicVideo, .software, .ebook])
    }

    @Test func readsOddAnswersLeniently() throws {
        let odd = #"""

            {"resultCount": 9, "ignored": {"deep": [1, {"x": "}"}]}, "results": [
              42, "text", null, [1, 2], {},
              {"kind": "song", "trackName": "Esc\"aped \\ \/ \u00e9\u0041 \ud83c\udfb5", "trackId": "17",
               "trackPrice": "1.5", "artistName": 7, "primaryGenreName": ["Rock"], "genres": "Solo",
               "unknown": {"a": [true, false, null, -1.5e-3]}},
              {"wrapperType": "collection", "collectionName": "LP", "collectionPrice": 1e1, "collectionId": 3.0},
              {"kind": "ebook", "trackName": "Book", "price": 0.123456, "genres": ["A", 1, "B"], "currency": "eur"},
              {"wrapperType": "track", "kind": "song", "trackName": "Neg", "trackPrice": -1, "collectionPrice": 2},
              {"kind": "song", "trackName": "\u001b]0;x\u0007Clean", "trackViewUrl": "javascript:alert(1)"}
            ]}
            """#
        // Non-objects and a record without a name are skipped; fields of the wrong type are dropped
        // or read as what they plainly say; negative prices mean "not for sale"; unsafe text and
        // non-web addresses are cleaned away.
        #expect(
            try readFast(Data(odd.utf8)) == [
                SearchResult(
                    id: 17, name: "Esc\"aped \\ / éA 🎵", artistName: "7", kind: .song, genre: "Solo",
                    price: Price(tenThousandths: 15000, currency: "USD")),
                SearchResult(
                    id: 3, name: "LP", collectionName: "LP", kind: .album,
                    price: Price(tenThousandths: 100_000, currency: "USD")),
                SearchResult(
                    id: -8, name: "Book", kind: .ebook, genre: "A, B",
                    price: Price(tenThousandths: 1235, currency: "EUR")),
                SearchResult(id: -9, name: "Neg", kind: .song, price: Price(tenThousandths: 20000, currency: "USD")),
                SearchResult(id: -10, name: "Clean", kind: .song),
            ])
    }

    @Test func aLoneSurrogateBecomesAReplacementNotALostResult() throws {
        let names = try readFast(Data(#"{"results": [{"kind": "song", "trackName": "a\ud800b\udc00c"}]}"#.utf8))
            .map(\.name)
        #expect(names == ["a\u{FFFD}b\u{FFFD}c"])
    }

    @Test(arguments: [
        "", "[]", "{}", #"{"results": 5}"#, #"{"results": [{"a": }]}"#, #"{"results": ["#,
        #"{"results": []"#, "garbage",
    ])
    func malformedFilesAreRefused(text: String) {
        #expect(throws: StoreResponseDecoder.Failure.self) { try readFast(Data(text.utf8)) }
    }

    @Test(
        arguments: [
            ("0.99", 9900), ("1", 10000), ("-2.5", -25000), ("1e1", 100000), ("0.123456", 1235),
            ("12.34e-1", 12340), ("0.00005", 1), ("abc", nil), ("", nil), ("1.2.3", nil),
        ] as [(String, Int64?)])
    func pricesAreExact(text: String, tenThousandths: Int64?) {
        let parsed = Array(text.utf8).withUnsafeBufferPointer(CatalogFileReader.parseTenThousandths)
        #expect(parsed == tenThousandths)
    }

    @Test(
        arguments: [
            (9900, "0.99"), (10000, "1"), (0, "0"), (-25000, "-2.5"), (1, "0.0001"), (1235, "0.1235"),
            (123_456_7890, "123456.789"), (-50, "-0.005"),
        ] as [(Int64, String)])
    func pricesPrintAsPlainDecimals(tenThousandths: Int64, text: String) {
        let price = Price(tenThousandths: tenThousandths, currency: "USD")
        #expect(price.decimalText == text)
        #expect(price.decimalText == "\(price.amount)")
    }
}

@Suite(.timeLimit(.minutes(1))) struct FoldingAgreementTests {
    /// The index folds per character through a cache; it must agree with
    /// folding whole strings, or the index and the rest would disagree.
    @Test func theIndexFoldsAsTextFoldingDoes() throws {
        let results = try StoreResponseDecoder.decode(try Data(contentsOf: bundledCatalog))
        // First, with the folder's buffer new: letters whose folds are
        // longer than they are (և is two bytes, its fold եւ four), many of
        // them before more text than the buffer had room for past them.
        let longer = [
            String(repeating: "և", count: 40) + String(repeating: "a", count: 400),
            String(repeating: "ŉ", count: 30) + " " + String(repeating: "word ", count: 60), "ﬃ ß ǆ և",
        ]
        let samples =
            longer + results.flatMap { [$0.name, $0.artistName ?? "", $0.genre ?? ""] }
            + [
                "Beyoncé", "ÆON Flux", "Straße", "ＦＵＬＬ", "ﬁne", "e\u{301}cole", "夜に駆ける", "Ça va? — Ça!",
                "ıstanbul", "DİYARBAKIR", "Łódź", "Øresund", "Þór", "Đorđe Ðorðe", "Œuvre", "Ħamrun", "ı\u{307}",
            ]
        var folder = Folder()
        for text in samples {
            var folded: [UInt8] = []
            folder.appendFolded(text, to: &folded)
            #expect(String(decoding: folded, as: UTF8.self) == TextFolding.fold(text), "\(text)")
            var words: [String] = []
            folder.forEachWord(in: text) { words.append(String(decoding: $0, as: UTF8.self)) }
            #expect(words == TextFolding.words(text).map(String.init), "\(text)")
        }
    }

    @Test(arguments: [
        ("ıstanbul", "istanbul"), ("DİYARBAKIR", "diyarbakir"), ("Straße", "strasse"),
        ("ÆON Œuvre", "aeon oeuvre"), ("Øresund", "oresund"), ("Łódź", "lodz"),
        ("Đorđe Ðorðe", "dorde dorde"), ("Þór", "thor"), ("Ħamrun", "hamrun"),
    ])
    func lettersPeopleTypeWithoutTheirMarksFoldToThem(text: String, folded: String) {
        #expect(TextFolding.fold(text) == folded)
        var folder = Folder()
        var bytes: [UInt8] = []
        folder.appendFolded(text, to: &bytes)
        #expect(String(decoding: bytes, as: UTF8.self) == folded, "the index folds the same")
    }

    @Test func orderKeysSortAsNaturalOrderDoes() {
        let names = [
            "Track 10", "Track 2", "track 02", "Track 1a", "Track", "Zebra", "apple", "Äpple", "10 Years",
            "9 Lives", "007", "7", "Alpha-Beta", "Alpha Beta", "alpha", "Éclair", "eclair 2",
        ]
        for lhs in names {
            for rhs in names where TextFolding.fold(lhs) != TextFolding.fold(rhs) {
                let viaKeys = OrderKey.make(name: lhs, artist: nil).withUnsafeBufferPointer { left in
                    OrderKey.make(name: rhs, artist: nil).withUnsafeBufferPointer { OrderKey.precedes(left, $0) }
                }
                #expect(
                    viaKeys == TextFolding.naturalOrder(TextFolding.fold(lhs), TextFolding.fold(rhs)), "\(lhs) < \(rhs)"
                )
            }
        }
    }
}

/// The index's orders and filters against the plain definition: filter
/// the whole catalog, sort it (`sorted(by:query:)`), take the first 200.
@Suite(.timeLimit(.minutes(2))) struct CatalogOrderAgreementTests {
    /// The bundled catalog with what it lacks made up, deterministically:
    /// release days (some missing, some years alone), explicit items,
    /// missing and free prices, another currency.
    private static func varied() throws -> [SearchResult] {
        try StoreResponseDecoder.decode(try Data(contentsOf: bundledCatalog)).map { original in
            var result = original
            let seed = result.id &* 2_654_435_761 & 0xFFFF
            switch seed % 23 {
            case 0: result.details.releaseDate = nil
            case 1: result.details.releaseDate = CalendarDay(year: 1990 + seed % 30)
            default:
                result.details.releaseDate = CalendarDay(
                    year: 1960 + seed % 60, month: 1 + seed % 12, day: 1 + seed % 28)
            }
            if seed % 5 == 0 { result.details.isExplicit = true }
            switch seed % 17 {
            case 0: result.price = nil
            case 1: result.price = Price(tenThousandths: 0, currency: "USD")
            case 2: result.price = Price(tenThousandths: Int64(seed % 50) * 1_000, currency: "EUR")
            default: break
            }
            return result
        }
    }

    @Test func everyOrderAndFilterAgreesWithTheDefinition() async throws {
        try await onAThreadOfItsOwn {
            let results = try Self.varied()
            let index = CatalogIndex(results)
            let itemWords = results.map { item in
                [item.name, item.artistName, item.collectionName, item.genre].compactMap { $0 }.flatMap(
                    TextFolding.words)
            }
            let filters = [
                ResultFilter(), ResultFilter(freeOnly: true), ResultFilter(priceRange: 0...12_900),
                ResultFilter(kinds: [.song, .ebook]), ResultFilter(hidesExplicit: true),
                ResultFilter(priceRange: 10_000...Int64.max, kinds: [.app, .film], hidesExplicit: true),
            ]
            let queries = [
                "a", "e", "the", "love", "pink floyd", "deja", "BEYONCÉ", "of the", "1", "s", "zzz", "rock", "floyd a",
                "deja e s", "rock the a", "the a",
            ]
            for query in queries {
                let words = TextFolding.words(query)
                let matching = zip(results, itemWords).filter { _, itemWords in
                    words.allSatisfy { word in itemWords.contains { $0.hasPrefix(word) } }
                }.map(\.0)
                for order in StoreSearchItems.SortOrder.allCases {
                    for filter in filters {
                        for category in [Category.all, .music] {
                            let kept = matching.filter { category.includes($0.kind) && filter.admits($0) }
                            let expected = Array(kept.sorted(by: order, query: query).prefix(200))
                            let found = index.search(query, in: category, order: order, filter: filter)
                            #expect(
                                found.map(\.id) == expected.map(\.id), "\(query) \(order) \(filter) \(category)")
                        }
                    }
                }
            }
        }
    }

    @Test func theLimitComesAfterTheFilter() throws {
        let results = (0..<600).map { Fixtures.song($0, "Song \($0)", price: $0 % 3 == 0 ? "0" : "0.99") }
        let index = CatalogIndex(results)
        for order in StoreSearchItems.SortOrder.allCases {
            let free = index.search("song", in: .all, order: order, filter: ResultFilter(freeOnly: true))
            #expect(free.count == 200 && free.allSatisfy { $0.price?.isFree == true }, "\(order)")
            #expect(index.search("song", in: .all, order: order, limit: 7).count == 7)
            #expect(index.search("song", in: .all, order: order, limit: 0).isEmpty)
        }
    }

    @Test func aSupersededSearchStops() throws {
        let index = CatalogIndex((0..<70_000).map { Fixtures.song($0, "Song \($0)") })
        #expect(index.search("song", in: .all, order: .price, shouldStop: { true }).isEmpty)
        #expect(index.search("song", in: .all, order: .price).count == 200)
    }
}

@Suite(.timeLimit(.minutes(1))) struct IndexCacheTests {
    private func catalog(in folder: URL, names: [String]) throws -> URL {
        let results = names.enumerated().map { Fixtures.song($0.offset, $0.element) }
        let file = folder.appendingPathComponent("catalog.json")
        try StoreResponseEncoder.encode(results).write(to: file)
        return file
    }

    @Test func buildsOnceThenMaps() throws {
        let folder = temporaryFolder()
        let file = try catalog(in: folder, names: ["One", "Two"])
        let cache = folder.appendingPathComponent("index")
        let (first, firstReport) = CatalogIndex.load(file: file, cacheDirectory: cache)
        #expect(try first.get().count == 2)
        #expect(!firstReport.fromCache)
        let (second, secondReport) = CatalogIndex.load(file: file, cacheDirectory: cache)
        #expect(secondReport.fromCache)
        #expect(try second.get().search("two", in: .all).map(\.name) == ["Two"])
    }

    @Test func aChangedCatalogIsIndexedAgain() throws {
        let folder = temporaryFolder()
        let file = try catalog(in: folder, names: ["One"])
        let cache = folder.appendingPathComponent("index")
        _ = CatalogIndex.load(file: file, cacheDirectory: cache)
        _ = try catalog(in: folder, names: ["Three", "Four"])
        let (index, report) = CatalogIndex.load(file: file, cacheDirectory: cache)
        #expect(!report.fromCache)
        #expect(try index.get().count == 2)
    }

    @Test(arguments: [Data(), Data("not an index".utf8), Data(repeating: 0xFF, count: 4096)])
    func aDamagedCacheIsRebuilt(garbage: Data) throws {
        let folder = temporaryFolder()
        let file = try catalog(in: folder, names: ["One", "Two", "Three"])
        let cache = folder.appendingPathComponent("index")
        try FileManager.default.createDirectory(at: cache, withIntermediateDirectories: true)
        try garbage.write(to: cache.appendingPathComponent(CatalogIndex.cacheName(for: file)))
        let (index, report) = CatalogIndex.load(file: file, cacheDirectory: cache)
        #expect(!report.fromCache)
        #expect(try index.get().count == 3)
        #expect(CatalogIndex.load(file: file, cacheDirectory: cache).1.fromCache, "and written again")
    }

    /// An index written by an older program (whose words were folded
    /// differently) is built again, not searched.
    @Test func anIndexOfAnEarlierFormatIsRebuilt() throws {
        let folder = temporaryFolder()
        let file = try catalog(in: folder, names: ["Istanbul", "Two"])
        let cache = folder.appendingPathComponent("index")
        _ = CatalogIndex.load(file: file, cacheDirectory: cache)
        let path = cache.appendingPathComponent(CatalogIndex.cacheName(for: file))
        var bytes = try Data(contentsOf: path)
        let versionOffset = MemoryLayout<CatalogStorage.Header>.offset(of: \.formatVersion)!
        bytes.replaceSubrange(
            versionOffset..<versionOffset + 4, with: withUnsafeBytes(of: UInt32(1).littleEndian) { Data($0) })
        try bytes.write(to: path)
        let (index, report) = CatalogIndex.load(file: file, cacheDirectory: cache)
        #expect(!report.fromCache)
        #expect(try index.get().search("ıstanbul", in: .all).map(\.name) == ["Istanbul"])
    }

    @Test func aTruncatedCacheIsRebuilt() throws {
        let folder = temporaryFolder()
        let file = try catalog(in: folder, names: ["One", "Two", "Three"])
        let cache = folder.appendingPathComponent("index")
        _ = CatalogIndex.load(file: file, cacheDirectory: cache)
        let path = cache.appendingPathComponent(CatalogIndex.cacheName(for: file))
        let whole = try Data(contentsOf: path)
        try whole.prefix(whole.count - 16).write(to: path)
        let (index, report) = CatalogIndex.load(file: file, cacheDirectory: cache)
        #expect(!report.fromCache)
        #expect(try index.get().count == 3)
    }

    /// Someone truncates the cached index while it is mapped: touching it
    /// would end the program with SIGBUS. The search service sees it
    /// before the next search and builds the index again.
    @Test func anIndexTruncatedWhileMappedIsBuiltAgain() async throws {
        let folder = temporaryFolder()
        let file = try catalog(in: folder, names: ["One", "Two", "Three"])
        let cache = folder.appendingPathComponent("index")
        let path = cache.appendingPathComponent(CatalogIndex.cacheName(for: file)).path
        let (mapped, _) = CatalogIndex.load(file: file, cacheDirectory: cache)
        #expect(try mapped.get().isIntact)
        truncate(path, 0)
        #expect(try !mapped.get().isIntact, "the mapping outlived its bytes")
        let notes = LoggedLines()
        let service = CatalogSearchService(file: file, cacheDirectory: cache, log: { notes.add($0) })
        _ = await service.itemCount()
        truncate(path, 64)
        let answer = try await service.search(SearchRequest(term: "two", category: .all)).get()
        #expect(answer.results.map(\.name) == ["Two"])
        #expect(notes.all.contains { $0.contains("changed under the program") })
        #expect(CatalogIndex.load(file: file, cacheDirectory: cache).1.fromCache, "and the cache is whole again")
    }

    @Test func aDirectoryIsRefusedWithTheSystemsReason() {
        let folder = temporaryFolder()
        let (index, _) = CatalogIndex.load(file: folder, cacheDirectory: folder.appendingPathComponent("index"))
        #expect(throws: SearchFailure.catalogUnreadable("Is a directory")) { try index.get() }
        let (missing, _) = CatalogIndex.load(file: folder.appendingPathComponent("absent.json"), cacheDirectory: nil)
        #expect(throws: SearchFailure.catalogUnreadable("No such file or directory")) { try missing.get() }
    }

    /// A FIFO (or a pipe, `<(…)`, `/dev/stdin`) is read as a stream: to its
    /// end, indexed in memory, never cached.
    @Test func aFIFOIsReadAsAStreamAndNotCached() throws {
        let folder = temporaryFolder()
        let fifo = folder.appendingPathComponent("catalog.fifo")
        #expect(mkfifo(fifo.path, 0o600) == 0)
        let text = StoreResponseEncoder.encode((0..<5000).map { Fixtures.song($0, "Song \($0)") })
        let writer = Thread {
            let fd = open(fifo.path, O_WRONLY)
            _ = text.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
            close(fd)
        }
        writer.start()
        let cache = folder.appendingPathComponent("index")
        let (index, report) = CatalogIndex.load(file: fifo, cacheDirectory: cache)
        #expect(try index.get().count == 5000)
        #expect(try index.get().search("song 4999", in: .all).map(\.name) == ["Song 4999"])
        #expect(!report.fromCache)
        #expect((try? FileManager.default.contentsOfDirectory(atPath: cache.path)) ?? [] == [])
    }

    @Test func aPipeIsReadFromItsDescriptor() throws {
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        let text = StoreResponseEncoder.encode([Fixtures.song(1, "Piped")])
        _ = text.withUnsafeBytes { write(ends[1], $0.baseAddress, $0.count) }
        close(ends[1])
        defer { close(ends[0]) }
        let (index, _) = CatalogIndex.load(descriptor: ends[0])
        #expect(try index.get().items.map(\.name) == ["Piped"])
    }

    @Test func anEmptyOrBrokenStreamIsNotInTheStoresShape() throws {
        for text in ["", "{\"results\": ["] {
            var ends: [Int32] = [0, 0]
            #expect(pipe(&ends) == 0)
            _ = Array(text.utf8).withUnsafeBytes { write(ends[1], $0.baseAddress, $0.count) }
            close(ends[1])
            let failure = CatalogIndex.load(descriptor: ends[0]).0
            if text.isEmpty {
                #expect(throws: SearchFailure.catalogNotInStoreShape) { try failure.get() }
            } else {
                #expect(
                    throws: SearchFailure.catalogDamaged(
                        offset: 13, expected: "more JSON (the file ends)", itemsBefore: 0)
                ) {
                    try failure.get()
                }
            }
            close(ends[0])
        }
    }

    @Test func anUnwritableCacheStillSearches() throws {
        let folder = temporaryFolder()
        let file = try catalog(in: folder, names: ["One"])
        let blocker = folder.appendingPathComponent("blocker")
        try Data("x".utf8).write(to: blocker)
        let (index, report) = CatalogIndex.load(file: file, cacheDirectory: blocker.appendingPathComponent("index"))
        #expect(try index.get().count == 1)
        #expect(report.cacheNote?.contains("not cached") == true)
    }
}
