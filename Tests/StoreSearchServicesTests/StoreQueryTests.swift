import Foundation
import TestSupport
import Testing

@testable import StoreSearchFormats
@testable import StoreSearchItems
@testable import StoreSearchModel
@testable import StoreSearchStore
@testable import StoreSearchText

@Suite(.timeLimit(.minutes(1))) struct StoreQueryTests {
    let us = StoreLocale(country: "US", lang: "en_us")

    @Test func buildsTheDocumentedRequest() {
        let query = StoreQuery(SearchRequest(term: "pink floyd", category: .music), locale: us)
        #expect(
            query.url(base: "https://itunes.apple.com")?.absoluteString
                == "https://itunes.apple.com/search?term=pink+floyd&entity=musicTrack&limit=200&lang=en_us&country=US")
    }

    @Test func allSearchesEverything() {
        let query = StoreQuery(SearchRequest(term: "x", category: .all), locale: us)
        #expect(
            query.url(base: "http://127.0.0.1:8080/")?.absoluteString
                == "http://127.0.0.1:8080/search?term=x&limit=200&lang=en_us&country=US")
    }

    @Test(arguments: [
        ("AC/DC & Queen", "AC%2FDC+%26+Queen"),
        ("C++ #1 = 100%", "C%2B%2B+%231+%3D+100%25"),
        ("Beyoncé", "Beyonc%C3%A9"),
        ("夜に駆ける", "%E5%A4%9C%E3%81%AB%E9%A7%86%E3%81%91%E3%82%8B"),
        ("a-b_c.d~e", "a-b_c.d~e"),
    ])
    func termsSurviveEncoding(term: String, encoded: String) {
        #expect(StoreQuery.encode(term) == encoded)
        let url = StoreQuery(term: term, entity: nil, country: "US", lang: "en_us").url(base: "https://x.test")!
        let components = URLComponents(url: url, resolvingAgainstBaseURL: false)!
        let received = components.percentEncodedQueryItems!.first { $0.name == "term" }!.value!
            .replacingOccurrences(of: "+", with: " ").removingPercentEncoding
        #expect(received == term, "the server reads back exactly what was typed")
    }

    @Test func categoriesMapToEntities() {
        #expect(Category.allCases.map(\.entity) == [nil, "musicTrack", "software", "ebook"])
    }

    @Test(arguments: [
        (["LANG": "nl_NL.UTF-8"], StoreLocale(country: "NL", lang: "nl_nl")),
        (["LANG": "C.UTF-8"], StoreLocale(country: "US", lang: "en_us")),
        (["LC_ALL": "ja_JP.UTF-8", "LANG": "en_GB"], StoreLocale(country: "JP", lang: "ja_jp")),
        ([:], StoreLocale(country: "US", lang: "en_us")),
        (["LANG": "de"], StoreLocale(country: "US", lang: "de_us")),
    ])
    func localeGivesCountryAndLanguage(environment: [String: String], expected: StoreLocale) {
        #expect(StoreLocale(environment: environment) == expected)
    }

    @Test func lookupsAskTheDocumentedAddress() {
        let album = LookupQuery(id: 120_954_021, entity: .song, country: "US", lang: "en_us")
        #expect(
            album.url(base: "https://itunes.apple.com/")?.absoluteString
                == "https://itunes.apple.com/lookup?id=120954021&entity=song&limit=200&lang=en_us&country=US")
        let anything = LookupQuery(id: 909_253, entity: nil, country: "NL", lang: "nl_nl")
        #expect(
            anything.url(base: "http://127.0.0.1:8080")?.absoluteString
                == "http://127.0.0.1:8080/lookup?id=909253&limit=200&lang=nl_nl&country=NL")
        let search = StoreQuery(term: "909253", entity: "album", country: "US", lang: "en_us")
        var artist = LookupQuery(id: 909_253, entity: .album, country: "US", lang: "en_us")
        #expect(artist.cacheKey != search.cacheKey, "a lookup is never answered with a search's answer")
        artist.entity = .song
        #expect(artist.cacheKey != LookupQuery(id: 909_253, entity: .album, country: "US", lang: "en_us").cacheKey)
    }

    @Test func cacheKeysTellQueriesApart() {
        let base = StoreQuery(term: "x", entity: nil, country: "US", lang: "en_us")
        var other = base
        other.country = "NL"
        var music = base
        music.entity = "musicTrack"
        #expect(Set([base.cacheKey, other.cacheKey, music.cacheKey]).count == 3)
    }
}

@Suite(.timeLimit(.minutes(1))) struct StoreAnswerReaderTests {
    private func read(_ status: Int, _ body: String) -> Result<[SearchResult], StoreFailure> {
        StoreAnswerReader.read(status: status, body: Data(body.utf8))
    }

    @Test func okAnswersAreDecoded() throws {
        let results = try read(200, #"{"resultCount":1,"results":[{"kind":"song","trackName":"A"}]}"#).get()
        #expect(results.map(\.name) == ["A"])
    }

    @Test func statusesBecomeReasons() {
        #expect(
            read(400, #"{"errorMessage":"Invalid value(s) for key(s): [entity]"}"#)
                == .failure(.rejected("Invalid value(s) for key(s): [entity]")))
        #expect(read(400, "") == .failure(.rejected("")))
        #expect(read(403, "") == .failure(.throttled))
        #expect(read(429, "") == .failure(.throttled))
        #expect(read(500, "oops") == .failure(.serverError(status: 500)))
        #expect(read(302, "") == .failure(.serverError(status: 302)))
        #expect(read(200, #"{"resultCount": 2, "results": [{"trackName": "Cut"#) == .failure(.unreadable))
        #expect(read(200, "<html>Service Unavailable</html>") == .failure(.unreadable))
    }

    @Test func theStoresMessageIsSanitised() {
        #expect(read(400, #"{"errorMessage":"\u001b]0;x\u0007Bad \u001b[31mterm"}"#) == .failure(.rejected("Bad term")))
    }

    @Test func invalidUTF8IsRepairedNotFatal() throws {
        var body = Data(#"{"results":[{"kind":"song","trackName":"Caf"#.utf8)
        body += Data([0xFF, 0xFE])
        body += Data(#""}]}"#.utf8)
        let results = try StoreAnswerReader.read(status: 200, body: body).get()
        #expect(results.first?.name == "Caf\u{FFFD}\u{FFFD}")
    }
}

@Suite(.timeLimit(.minutes(1))) struct EncoderTests {
    @Test func whatIsPrintedReadsBackTheSame() throws {
        let results: [SearchResult] = [
            SearchResult(
                id: 1, name: "Song", artistName: "A", collectionName: "Album", kind: .song, genre: "Rock",
                price: Price(amount: Decimal(string: "1.29")!, currency: "USD"), storeURL: "https://x/1"),
            SearchResult(
                id: 2, name: "App", artistName: "B", kind: .macSoftware, genre: "Tools",
                price: Price(amount: 0, currency: "EUR")),
            SearchResult(
                id: 3, name: "Book", artistName: "C", kind: .ebook, genre: "Fiction, Classics",
                price: Price(amount: Decimal(string: "4.99")!, currency: "GBP")),
            SearchResult(
                id: 4, name: "Listen", artistName: "D", collectionName: "Listen", kind: .audiobook,
                genre: "Sci-Fi", price: Price(amount: 20, currency: "USD")),
            SearchResult(id: 5, name: "LP", artistName: "E", collectionName: "LP", kind: .album, genre: "Jazz"),
            // Found by the fuzzer: an audiobook named by its track, with no collection name.
            SearchResult(id: 8, name: "Tracked", artistName: "F", kind: .audiobook),
            SearchResult(id: 6, name: "Show", kind: .tvEpisode),
            SearchResult(id: 7, name: "Odd", kind: .other("hologram")),
        ]
        #expect(try StoreResponseDecoder.decode(StoreResponseEncoder.encode(results)) == results)
    }

    /// Issue 39: `storesearch lookup ARTIST_ID` said "nothing found": the
    /// store answers an id alone with the artist's row, which is no item.
    /// The row is found (with its type), and the type says what "More by"
    /// would ask for.
    @Test func anArtistsRowSaysWhatToAskForItsItems() throws {
        let answer = try JSONSerialization.jsonObject(with: LookupAnswers.artistsAlbums) as? [String: Any]
        let rows = try #require(answer?["results"] as? [Any])
        let artistOnly = try JSONSerialization.data(withJSONObject: ["resultCount": 1, "results": [rows[0]]])
        #expect(StoreAnswerReader.artistRow(in: artistOnly, id: 909_253) == .some("Artist"))
        #expect(StoreAnswerReader.artistRow(in: artistOnly, id: 5) == nil, "another artist's row")
        #expect(
            StoreAnswerReader.artistRow(in: LookupAnswers.developersApps, id: 284_910_353) == .some("Software Artist"))
        #expect(StoreAnswerReader.artistRow(in: LookupAnswers.albumsTracks, id: 120_954_021) == nil, "an album")
        #expect(StoreAnswerReader.artistRow(in: Data("not json".utf8), id: 1) == nil)
        let untyped = Data(#"{"results": [{"wrapperType": "artist", "artistId": 7.0}]}"#.utf8)
        #expect(StoreAnswerReader.artistRow(in: untyped, id: 7) == .some(nil))
        #expect(
            ["Artist", "Software Artist", "Author", "Movie Artist", "TV Show", "Podcast Artist", nil].map(
                LookupEntity.init(artistType:)) == [.album, .software, .ebook, .movie, .tvEpisode, .podcast, .album])
    }
}
