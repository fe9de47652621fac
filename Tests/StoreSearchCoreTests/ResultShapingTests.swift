import Foundation
import Testing

@testable import StoreSearchItems

/// The orders and filters on fixed data: every tie, fold and missing value.
@Suite(.timeLimit(.minutes(1))) struct ResultShapingTests {
    private func item(
        _ id: Int, _ name: String, artist: String? = nil, album: String? = nil, genre: String? = nil,
        kind: ItemKind = .song, price: Int64? = 9_900, currency: String = "USD", released: String? = nil,
        explicit: Bool? = nil
    ) -> SearchResult {
        var details = ItemDetails()
        details.releaseDate = released.flatMap(CalendarDay.init(iso:))
        details.isExplicit = explicit
        return SearchResult(
            id: id, name: name, artistName: artist, collectionName: album, kind: kind, genre: genre,
            price: price.map { Price(tenThousandths: $0, currency: currency) }, details: details)
    }

    private func ids(_ results: [SearchResult], _ order: StoreSearchItems.SortOrder, query: String = "") -> [Int] {
        results.sorted(by: order, query: query).map(\.id)
    }

    @Test func nameOrderIsTheNameOrder() {
        let results = [item(1, "Track 10"), item(2, "track 2"), item(3, "Déjà vu"), item(4, "Deja Vu", artist: "A")]
        #expect(results.sorted(by: .name, query: "x") == results.sortedByName())
        // Equal folded names: the artist decides (none first).
        #expect(ids(results, .name) == [3, 4, 2, 1])
    }

    @Test func priceCheapestFirstFreeFirstMissingLastTiesByName() {
        let results = [
            item(1, "Expensive", price: 149_900),
            item(2, "No price", price: nil),
            item(3, "Zebra free", price: 0),
            item(4, "Apple free", price: 0),
            item(5, "Cheap", price: 9_900),
            item(6, "Also no price", price: nil),
            item(7, "Euro", price: 5_000, currency: "EUR"),
        ]
        #expect(ids(results, .price) == [4, 3, 7, 5, 1, 6, 2])
    }

    @Test func pricesInOtherCurrenciesCompareByAmount() {
        let results = [
            item(1, "B", price: 9_900, currency: "USD"), item(2, "A", price: 9_900, currency: "JPY"),
            item(3, "C", price: 9_899, currency: "EUR"),
        ]
        #expect(ids(results, .price) == [3, 2, 1])
    }

    @Test func releasedNewestFirstMissingLastTiesByName() {
        let results = [
            item(1, "Old", released: "1969-07-20T07:00:00Z"),
            item(2, "Undated"),
            item(3, "New b", released: "2024-03-01"),
            item(4, "New a", released: "2024-03-01T07:00:00Z"),
            item(5, "Year only", released: "2024"),
            item(6, "Month only", released: "2024-02"),
            item(7, "Another undated"),
        ]
        // A year alone sorts before its first day: older than any day in it.
        #expect(ids(results, .released) == [4, 3, 6, 5, 1, 7, 2])
    }

    @Test func artistFoldedNaturalMissingLastThenName() {
        let results = [
            item(1, "Zed", artist: "beyonce"),
            item(2, "Alpha", artist: "Beyoncé"),
            item(3, "Song", artist: nil),
            item(4, "Song", artist: "Band 10"),
            item(5, "Song", artist: "Band 9"),
            item(6, "Another", artist: ""),
            item(7, "Song", artist: "ABBA"),
        ]
        // Beyoncé and beyonce tie as artists: by name. No artist (or an empty one) last.
        #expect(ids(results, .artist) == [7, 5, 4, 2, 1, 6, 3])
    }

    @Test func relevanceExactNameFirstThenWholeWordsThenPrefixes() {
        let results = [
            item(1, "Love Story", artist: "Taylor Swift"),
            item(2, "Lovely Day", artist: "Bill Withers"),
            item(3, "Crazy", artist: "Love Inc."),
            item(4, "LOVE", artist: "Someone"),
            item(5, "Beloved", album: "Lovers", genre: "Pop"),
            item(6, "Song", genre: "Love songs"),
            item(7, "Other", genre: "Lovecore"),
            item(8, "Lovesick", artist: "Lover"),
        ]
        // 4 exact; 1 whole in the name; 3 whole in the artist; 6 whole in the
        // genre; 2 and 8 prefix in the name (by name: one word spells no
        // name of a rank of its own); 5 prefix in the album; 7 prefix in
        // the genre.
        #expect(ids(results, .relevance, query: "love") == [4, 1, 3, 6, 2, 8, 5, 7])
    }

    @Test func relevanceFoldsDiacriticsAndNeedsEveryWord() {
        let results = [
            item(1, "Deja Vu all over", artist: "X"),
            item(2, "Déjà vu", artist: "Beyoncé"),
            item(3, "Deja Vu", artist: "Another"),
            item(4, "Déjà", artist: "Vuvuzela"),
            item(5, "Vu", artist: "Déjà Band"),
        ]
        // 2 and 3 are exact (folded, word for word), tied: by name (then
        // artist). 1 has both words whole in the name; 5 "vu" whole in the
        // name but "deja" only whole in the artist; 4 "vu" only a prefix.
        #expect(ids(results, .relevance, query: "DEJA vú") == [3, 2, 1, 5, 4])
    }

    @Test func relevanceRanksAreTheDocumentedOnes() {
        var ranking = RelevanceQuery("pink floyd")
        #expect(ranking.rank(of: item(1, "Pink Floyd")) == 0)
        var spaced = RelevanceQuery("  PINK   floyd ")
        #expect(spaced.rank(of: item(1, "Pink Floyd", artist: "Pink Floyd")) == 0, "the spacing typed aside")
        #expect(ranking.rank(of: item(1, "Money", artist: "Pink Floyd")) == 1)
        #expect(ranking.rank(of: item(1, "Pink Floyd live")) == 2)
        #expect(ranking.rank(of: item(1, "Pink", artist: "Floyd")) == 3)
        #expect(ranking.rank(of: item(1, "Pink", album: "Floyd")) == 4)
        #expect(ranking.rank(of: item(1, "Pink", genre: "Floyd")) == 5)
        #expect(ranking.rank(of: item(1, "Pinky Floydian")) == 6, "the search spells the name, each word begun")
        #expect(ranking.rank(of: item(1, "Pinky Floydian Suite")) == 7, "a name with a word more")
        #expect(ranking.rank(of: item(1, "Pinky", artist: "Floyd")) == 8)
        #expect(ranking.rank(of: item(1, "Pink", album: "Floydish")) == 9)
        #expect(ranking.rank(of: item(1, "Pink", genre: "Floydish")) == 10)
        #expect(ranking.rank(of: item(1, "Pink")) == RelevanceQuery.noMatch)
    }

    /// `bohem rhaps`: among names where every word is only begun, the one
    /// the search spells (as many words as it has) comes first, before
    /// longer names that sort earlier.
    @Test func theNameTheSearchSpellsAsBegunComesFirst() {
        let results = [
            item(1, "A Bohemian Rhapsody Cover"), item(2, "Bohemian Rhapsody"), item(3, "Bohemians Rhapsodies Live"),
        ]
        #expect(ids(results, .relevance, query: "bohem rhaps") == [2, 1, 3])
    }

    /// The query's words begin the name's in their own places: "Apples
    /// Special" has as many words as `specia a`, but is not what it spells.
    @Test func aNameWithTheWordsBegunOutOfOrderIsNotTheOneSpelled() {
        let results = [item(1, "Apples Special"), item(2, "Special A"), item(3, "Anything Specially")]
        #expect(ids(results, .relevance, query: "specia a") == [2, 3, 1])
        #expect(ids(results, .relevance, query: "a specia") == [3, 1, 2])
    }

    @Test func sortingIsStableAndDeterministic() {
        let results = (0..<50).map { item($0, "Same", artist: "Same", price: 9_900) }
        for order in StoreSearchItems.SortOrder.allCases {
            #expect(ids(results, order, query: "same") == Array(0..<50), "\(order)")
            #expect(ids(results.reversed(), order, query: "same") == Array(0..<50), "\(order)")
        }
    }

    @Test func filters() {
        let results = [
            item(1, "Free song", price: 0),
            item(2, "Cheap film", kind: .featureMovie, price: 19_900),
            item(3, "No price", price: nil),
            item(4, "Explicit song", price: 12_900, explicit: true),
            item(5, "App", kind: .software, price: 0),
            item(6, "Book", kind: .book, price: 49_900),
        ]
        func kept(_ filter: ResultFilter) -> [Int] { results.filter(filter.admits).map(\.id) }
        #expect(kept(ResultFilter()) == [1, 2, 3, 4, 5, 6])
        #expect(kept(ResultFilter(freeOnly: true)) == [1, 5])
        #expect(kept(ResultFilter(priceRange: 0...19_900)) == [1, 2, 4, 5])
        #expect(kept(ResultFilter(priceRange: 10_000...Int64.max)) == [2, 4, 6])
        #expect(kept(ResultFilter(kinds: [.film, .ebook])) == [2, 6])
        #expect(kept(ResultFilter(hidesExplicit: true)) == [1, 2, 3, 5, 6])
        #expect(kept(ResultFilter(freeOnly: true, kinds: [.song])) == [1])
    }

    @Test(
        arguments: [
            ("0-1.99", 0...19_900), ("-5", 0...50_000), ("2.5-", 25_000...Int64.max), ("1-1", 10_000...10_000),
            (" 0.0001-0.5 ", 1...5_000), (".5-", 5_000...Int64.max),
        ] as [(String, ClosedRange<Int64>)])
    func priceRanges(text: String, expected: ClosedRange<Int64>) {
        #expect(ResultFilter.priceRange(parsing: text) == expected)
    }

    @Test(arguments: ["", "-", "5", "2-1", "a-b", "1.23456-2", "-1-2", "1,5-2", "1-2-3", "1.-2", "."])
    func wrongPriceRanges(text: String) {
        #expect(ResultFilter.priceRange(parsing: text) == nil)
    }

    @Test func kindNames() {
        for kind in KindFilter.allCases { #expect(KindFilter(commandLineName: kind.rawValue) == kind) }
        #expect(KindFilter(commandLineName: "movie") == .film)
        #expect(KindFilter(commandLineName: "TV") == .tvEpisode)
        #expect(KindFilter(commandLineName: "mac-app") == .macApp)
        #expect(KindFilter(commandLineName: "music-video") == .musicVideo)
        #expect(KindFilter(commandLineName: "book") == .ebook)
        #expect(KindFilter(commandLineName: "album") == nil)
    }
}
