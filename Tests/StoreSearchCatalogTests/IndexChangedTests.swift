import Foundation
import TestSupport
import Testing

@testable import StoreSearchCatalog
@testable import StoreSearchFormats
@testable import StoreSearchItems
@testable import StoreSearchModel

/// Issue 39: the cached index changed under a running interface. Written
/// over in place with random bytes, the next search ended the program
/// with SIGSEGV; zeroed, every search said "Nothing Found", unnoticed.
/// The change is seen before the next search and the index built again;
/// a write during a search gives that search wrong answers, never a crash.
@Suite(.timeLimit(.minutes(1))) struct IndexChangedTests {
    private func folder() -> URL {
        Scratch.folder("changed")
    }

    private static let count = 400

    /// A catalog of songs, artists, albums and a few details, indexed into a cache.
    private func cachedCatalog() throws -> (file: URL, cache: URL, index: String) {
        let folder = folder()
        let results = (0..<Self.count).map {
            Fixtures.song(
                $0, "Song \($0) \(["love", "time", "money", "blue"][$0 % 4])", artist: "Artist \($0 % 17)",
                album: "Album \($0 % 23)")
        }
        let file = folder.appendingPathComponent("catalog.json")
        try StoreResponseEncoder.encode(results).write(to: file)
        let cache = folder.appendingPathComponent("index")
        return (file, cache, cache.appendingPathComponent(CatalogIndex.cacheName(for: file)).path)
    }

    /// Writes `bytes(length)` over the file at `path` in place: same inode,
    /// same length, as `dd conv=notrunc` does (what a mapping shows at once).
    private func overwrite(_ path: String, _ bytes: (Int) -> [UInt8]) throws {
        let handle = try #require(FileHandle(forUpdatingAtPath: path))
        defer { try? handle.close() }
        let length = Int(try handle.seekToEnd())
        try handle.seek(toOffset: 0)
        try handle.write(contentsOf: bytes(length))
    }

    private static func random(seed: UInt64) -> (Int) -> [UInt8] {
        { length in
            var state = seed
            return (0..<length).map { _ in
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                return UInt8(truncatingIfNeeded: state >> 33)
            }
        }
    }

    @Test(arguments: ["random", "zeros"])
    func anIndexWrittenOverUnderTheServiceIsBuiltAgain(what: String) async throws {
        let (file, cache, path) = try cachedCatalog()
        _ = CatalogIndex.load(file: file, cacheDirectory: cache)
        let lines = LoggedLines()
        let service = CatalogSearchService(file: file, cacheDirectory: cache, log: { lines.add($0) })
        let request = SearchRequest(term: "song 7 blue", category: .all)
        let before = try await service.search(request).get().results.map(\.name)
        #expect(before.contains("Song 7 blue") && before.count > 1)
        try overwrite(path, what == "zeros" ? { [UInt8](repeating: 0, count: $0) } : Self.random(seed: 39))
        #expect(service.searchOnCallingThread(request) == nil, "a changed index is left to the service")
        let after = try await service.search(request).get().results.map(\.name)
        #expect(after == before, "not 'Nothing Found'")
        #expect(lines.all.contains { $0.contains("changed under the program") })
        #expect(try await service.search(SearchRequest(term: "love", category: .all)).get().results.count == 100)
    }

    /// Written over in the same instant as it was mapped (its times as they
    /// were), or its times put back: the header it was checked with says so.
    @Test func aChangeThatKeepsTheFilesTimesIsSeenAllTheSame() throws {
        let (file, cache, path) = try cachedCatalog()
        _ = CatalogIndex.load(file: file, cacheDirectory: cache)
        let (mapped, report) = CatalogIndex.load(file: file, cacheDirectory: cache)
        #expect(report.fromCache)
        let index = try mapped.get()
        #expect(index.isIntact)
        var info = stat()
        stat(path, &info)
        try overwrite(path, { [UInt8](repeating: 0, count: $0) })
        var times = [info.st_atim, info.st_mtim]
        utimensat(AT_FDCWD, path, &times, 0)
        #expect(!index.isIntact)
    }

    /// What a search already under way meets when the file is written
    /// over: every kind of search, page and typing mistake, on bytes never
    /// checked, in several patterns. Wrong answers, but no bad access: the
    /// posting starts are the index's own, offsets are checked where read.
    @Test(arguments: [1, 2, 3, 4, 5, 6])
    func searchesOnAnIndexWrittenOverNeverCrash(seed: UInt64) throws {
        let (file, cache, path) = try cachedCatalog()
        _ = CatalogIndex.load(file: file, cacheDirectory: cache)
        let (mapped, _) = CatalogIndex.load(file: file, cacheDirectory: cache)
        let index = try mapped.get()
        #expect(index.search("love", in: .all).count == 100)
        // Everything random; then the header kept and the rest random; then zeros.
        let whole = try Data(contentsOf: URL(fileURLWithPath: path))
        let keepHeader = seed % 3 == 1
        try overwrite(path) { length in
            var bytes = seed % 3 == 0 ? [UInt8](repeating: 0, count: length) : Self.random(seed: seed)(length)
            if keepHeader {
                bytes.replaceSubrange(0..<CatalogStorage.headerSize, with: whole.prefix(CatalogStorage.headerSize))
            }
            return bytes
        }
        #expect(!index.isIntact)
        for term in ["love", "song 7", "s", "artist 3 album", "lvoe", "sogn tmie", "zzzz"] {
            for order in StoreSearchItems.SortOrder.allCases {
                _ = index.answer(term, in: .all, order: order, filter: ResultFilter(), limit: 50, exact: false)
            }
            _ = index.search(term, in: .music, filter: ResultFilter(freeOnly: true))
        }
        for request in [
            LookupRequest(subject: .artist(name: "Artist 3"), id: nil, entity: nil),
            LookupRequest(subject: .album(name: "Album 5", artist: "Artist 5"), id: nil, entity: nil),
            LookupRequest(subject: .anything, id: 7, entity: nil),
        ] {
            _ = index.lookup(request)
        }
        _ = index.suggestion(for: "lvoe tmie")
        _ = index.items
    }
}
