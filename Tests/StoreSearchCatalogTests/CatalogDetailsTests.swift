import Foundation
import TestSupport
import Testing

@testable import StoreSearchCatalog
@testable import StoreSearchFormats
@testable import StoreSearchItems
@testable import StoreSearchText

/// Each item's details, kept in the index and read back with the item.
@Suite(.timeLimit(.minutes(1))) struct CatalogDetailsTests {
    /// The store answers of every kind, as a catalog file holds them.
    /// Until `HTMLText.plainText` reads back the HTML the encoder writes
    /// (`<br>`, `&amp;`: its converter, not today's placeholder), the
    /// descriptions are left out of what must read back the same.
    private func detailed() throws -> [SearchResult] {
        let results = try StoreAnswers.all.flatMap { try StoreResponseDecoder.decode(StoreAnswers.answer($0)) }
        guard HTMLText.plainText("a &amp; b<br>c") != "a & b\nc" else { return results }
        return results.map { result in
            var result = result
            result.details.description = nil
            return result
        }
    }

    private func folder() -> URL {
        Scratch.folder("details")
    }

    @Test func anIndexInMemoryKeepsEveryDetail() throws {
        let results = try detailed()
        let index = CatalogIndex(results)
        #expect(Set(index.items) == Set(results))
        let money = index.search("money", in: .all)
        #expect(money.first?.details == results.first { $0.name == "Money" }?.details)
        #expect(money.first?.details.trackNumber == 6)
    }

    /// The index keeps the description as plain text, so it reads back
    /// exactly whatever HTMLText makes of HTML.
    @Test func theIndexKeepsDescriptionsExactly() throws {
        var result = SearchResult(id: 1, name: "X", kind: .software)
        result.details.description = "Fish & chips <3 > all\nNew line\n\n• New paragraph"
        #expect(CatalogIndex([result]).items == [result])
        let json = StoreResponseEncoder.encodeDetails(result.details, kind: .software)
        #expect(json == #"{"description":"Fish & chips <3 > all\nNew line\n\n• New paragraph"}"#)
        #expect(
            StoreResponseEncoder.decodeDetails(#"{"description":"a\u001b[31m red\nb"}"#, kind: .software).description
                == "a red\nb", "sanitised again, line by line")
    }

    @Test func itemsWithoutDetailsStoreNone() throws {
        let index = CatalogIndex(Fixtures.catalog)
        #expect(index.items.allSatisfy { $0.details.isEmpty })
        #expect(index.storage.items.allSatisfy { $0.details == 0 })
    }

    @Test func theDetailsAreTheStoresFieldsAsJSON() throws {
        let song = try #require(try detailed().first { $0.name == "Money" })
        let json = StoreResponseEncoder.encodeDetails(song.details, kind: song.kind)
        #expect(
            json.hasPrefix(#"{"artistId":487143,"collectionId":1065975633,"collectionPrice":12.99,"currency":"USD","#))
        #expect(StoreResponseEncoder.decodeDetails(json, kind: song.kind) == song.details)
        #expect(StoreResponseEncoder.decodeDetails("not json", kind: .song) == ItemDetails())
        #expect(StoreResponseEncoder.encodeDetails(ItemDetails(), kind: .song) == "{}")
    }

    /// A catalog file written by `search --format json`, indexed, cached,
    /// mapped again: the same results, details and all.
    @Test func aCachedIndexReadsBackTheSameResults() throws {
        let results = try detailed()
        let folder = folder()
        let file = folder.appendingPathComponent("catalog.json")
        try StoreResponseEncoder.encode(results).write(to: file)
        let cache = folder.appendingPathComponent("index")
        let (built, builtReport) = CatalogIndex.load(file: file, cacheDirectory: cache)
        #expect(!builtReport.fromCache)
        #expect(Set(try built.get().items) == Set(results))
        let (mapped, mappedReport) = CatalogIndex.load(file: file, cacheDirectory: cache)
        #expect(mappedReport.fromCache)
        #expect(Set(try mapped.get().items) == Set(results))
    }

    /// An index of format 2 (no details where they now are) is built again.
    @Test func anIndexOfFormatTwoIsRebuiltWithItsDetails() throws {
        let folder = folder()
        let file = folder.appendingPathComponent("catalog.json")
        try StoreAnswers.answer(StoreAnswers.song).write(to: file)
        let cache = folder.appendingPathComponent("index")
        _ = CatalogIndex.load(file: file, cacheDirectory: cache)
        let path = cache.appendingPathComponent(CatalogIndex.cacheName(for: file))
        var bytes = try Data(contentsOf: path)
        let versionOffset = MemoryLayout<CatalogStorage.Header>.offset(of: \.formatVersion)!
        #expect(
            bytes[versionOffset..<versionOffset + 4]
                == withUnsafeBytes(of: CatalogStorage.formatVersion.littleEndian) { Data($0) })
        bytes.replaceSubrange(
            versionOffset..<versionOffset + 4, with: withUnsafeBytes(of: UInt32(2).littleEndian) { Data($0) })
        // What a version 2 program wrote where the record now says which strings follow the name: zero.
        let stringsOffset = CatalogStorage.headerSize + MemoryLayout<ItemRecord>.offset(of: \.strings)!
        bytes.replaceSubrange(stringsOffset..<stringsOffset + 1, with: Data(count: 1))
        try bytes.write(to: path)
        let (index, report) = CatalogIndex.load(file: file, cacheDirectory: cache)
        #expect(!report.fromCache)
        #expect(try index.get().items.first?.details.durationMilliseconds == 382_296)
        #expect(
            CatalogIndex.load(file: file, cacheDirectory: cache).1.fromCache, "and written again in the current format")
    }
}
