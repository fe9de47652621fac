import Foundation
import TestSupport
import Testing

@testable import StoreSearchCatalog
@testable import StoreSearchFormats
@testable import StoreSearchItems
@testable import StoreSearchModel
@testable import StoreSearchText

/// The catalog's bounds (`InputLimits`): what is read of a stream.
@Suite(.timeLimit(.minutes(1))) struct CatalogBoundsTests {
    /// A stream is held in memory to be indexed: read up to its bound and
    /// no further, and not at all past a first byte no catalog starts with.
    @Test func aStreamIsReadUpToItsBoundAndRefusedPastIt() throws {
        func load(_ bytes: [UInt8], limit: Int) -> Result<CatalogIndex, SearchFailure> {
            // A socket, like a pipe, but one whose writer is told (not
            // killed by SIGPIPE) when the reader stops early.
            var ends: [Int32] = [0, 0]
            #expect(socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0, &ends) == 0)
            defer { close(ends[0]) }
            let input = ends[1]
            let writer = Thread {
                _ = bytes.withUnsafeBytes { send(input, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
                close(input)
            }
            writer.start()
            return CatalogIndex.load(descriptor: ends[0], streamLimit: limit).0
        }
        let piped = Array(StoreResponseEncoder.encode([Fixtures.song(1, "Piped")]))
        #expect(try load(piped, limit: piped.count).get().items.map(\.name) == ["Piped"], "the bound itself is read")
        #expect(throws: SearchFailure.catalogTooLarge(maximumBytes: piped.count - 1, isStream: true)) {
            try load(piped, limit: piped.count - 1).get()
        }
        #expect(throws: SearchFailure.catalogTooLarge(maximumBytes: 4096, isStream: true), "endless white space") {
            try load([UInt8](repeating: 0x20, count: 100_000), limit: 4096).get()
        }
        #expect(throws: SearchFailure.catalogNotInStoreShape, "NUL bytes (/dev/zero) are refused at once") {
            try load([UInt8](repeating: 0, count: 100_000), limit: 4096).get()
        }
    }

    /// The plain reader (most records of a big catalog) refuses a string
    /// past its bound as the full reader does, wherever it is in the record.
    @Test func thePlainReaderRefusesALongStringAsTheFullReaderDoes() {
        let long = String(repeating: "a", count: InputLimits.stringBytes + 1)
        let head = #"{"results": [{"kind": "song", "trackId": 1, "trackName": "#
        let expected = StoreResponseDecoder.Failure.damaged(
            offset: head.utf8.count, expected: "a string of at most 1 MB")
        for tail in [#"}]}"#, #", "unknown": 1}]}"#] {
            let bytes = Array((head + "\"" + long + "\"" + tail).utf8)
            #expect(throws: expected) {
                try bytes.withUnsafeBufferPointer { buffer in
                    try CatalogFileReader.read(buffer, plain: { _, _ in }) { _, _ in }
                }
            }
        }
    }
}

/// A search's words are bounded (`InputLimits.searchWords`): a word typed
/// again asks nothing more, words past the bound are not searched, and the
/// forgiving search's walk stops at its bound of word beginnings. (A
/// thousand single letters cost 2.7 s at a million items, each letter
/// searched again; 400 misspelt words walked the word table 400 times.)
@Suite(.timeLimit(.minutes(1))) struct SearchWordBoundsTests {
    private static let many = (1...40).map { String(format: "word%02d", $0) }
    private static let index = CatalogIndex([
        Fixtures.song(1, many.prefix(20).joined(separator: " "), artist: many[20..<40].joined(separator: " ")),
        Fixtures.song(2, "Queen Song", artist: "Queen"),
    ])

    @Test func aWordTypedAgainAsksNothingMore() {
        let once = Self.index.search("queen", in: .all)
        #expect(!once.isEmpty)
        #expect(Self.index.search(Array(repeating: "queen", count: 1_000).joined(separator: " "), in: .all) == once)
        #expect(SearchWords.bounded(Array(repeating: Array("s".utf8), count: 1_000)) == [Array("s".utf8)])
    }

    @Test func wordsPastTheBoundAreNotSearched() {
        let bound = InputLimits.searchWords
        // The first `bound` different words all find the item; one more, which nothing holds, is not searched.
        let query = (Self.many.prefix(bound) + ["nowhere"]).joined(separator: " ")
        #expect(Self.index.search(query, in: .all).map(\.id) == [1])
        let within = (Self.many.prefix(bound - 1) + ["nowhere"]).joined(separator: " ")
        #expect(Self.index.search(within, in: .all).isEmpty, "within the bound every word counts")
    }

    @Test func theWalkStopsAtItsBound() {
        var walk = TypoWalk(storage: Self.index.storage, budget: 3)
        _ = walk.matches(of: TypoTolerance.letters(of: Array("wurd01".utf8)), allowed: 1, reach: .whole)
        #expect(walk.ranOut && walk.visited <= 3 + 8)
        // Many misspelt words: looked at while near words remain, within the bound.
        let slips = Array(repeating: "qeen", count: 30) + (1...400).map { "zq\($0)xwvk" }
        let answer = Self.index.answer(slips.joined(separator: " "), in: .all)
        #expect(answer.results.isEmpty && answer.wordBeginningsVisited <= InputLimits.forgivingBeginnings)
    }
}
