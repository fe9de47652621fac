import Foundation
import Testing

@testable import StoreSearchFormats
@testable import StoreSearchItems
@testable import StoreSearchText

@Suite(.timeLimit(.minutes(1))) struct StoreResponseDecoderTests {
    private func decode(_ json: String) throws -> [SearchResult] {
        try StoreResponseDecoder.decode(Data(json.utf8))
    }

    private func only(_ result: String) throws -> SearchResult {
        let results = try decode(#"{"resultCount": 1, "results": [\#(result)]}"#)
        try #require(results.count == 1)
        return results[0]
    }

    @Test func song() throws {
        let song = try only(
            """
            {"wrapperType": "track", "kind": "song", "trackId": 1, "artistName": "Pink Floyd",
             "collectionName": "The Wall", "trackName": "Hey You", "trackPrice": 1.29, "collectionPrice": 9.99,
             "currency": "USD", "primaryGenreName": "Rock", "trackViewUrl": "https://music.apple.com/x",
             "collectionViewUrl": "https://music.apple.com/album"}
            """)
        #expect(song.name == "Hey You")
        #expect(song.artistName == "Pink Floyd")
        #expect(song.kind == .song)
        #expect(song.genre == "Rock")
        #expect(song.price == Price(amount: Decimal(string: "1.29")!, currency: "USD"))
        #expect(song.storeURL == "https://music.apple.com/x")
    }

    /// A byte-order mark before the answer (some servers and editors write
    /// one) is read past, for the store's answers and catalog files alike.
    @Test func aByteOrderMarkFirstIsReadPast() throws {
        let answer = #"{"resultCount": 1, "results": [{"kind": "song", "trackId": 5, "trackName": "Marked"}]}"#
        let results = try StoreResponseDecoder.decode(Data([0xEF, 0xBB, 0xBF]) + Data(answer.utf8))
        #expect(results.map(\.name) == ["Marked"])
    }

    /// No string longer than `InputLimits.stringBytes` is read (or skipped):
    /// the answer is refused where it starts, whichever way it is read.
    @Test func aStringPastItsBoundIsRefusedWhereItStarts() throws {
        let long = String(repeating: "a", count: InputLimits.stringBytes + 1)
        for (field, value) in [
            ("trackName", long), ("description", long), ("unknown", long), ("trackName", #"\n"# + long),
        ] {
            let head = #"{"results": [{"kind": "song", "trackId": 1, "\#(field)": "#
            #expect(
                throws: StoreResponseDecoder.Failure.damaged(
                    offset: head.utf8.count, expected: "a string of at most 1 MB"),
                "\(field)"
            ) {
                try decode(head + "\"" + value + "\", \"later\": 1}]}")
            }
        }
        let fits = String(repeating: "a", count: InputLimits.stringBytes)
        let answer = #"{"results": [{"kind": "song", "trackId": 1, "trackName": ""# + fits + "\"}]}"
        #expect(try decode(answer).map(\.name.count) == [fits.count])
    }

    @Test func trackWithoutTrackPriceUsesCollectionPrice() throws {
        let film = try only(
            """
            {"wrapperType": "track", "kind": "feature-movie", "trackName": "Alien", "collectionPrice": 4.99,
             "collectionViewUrl": "https://tv.apple.com/alien"}
            """)
        #expect(film.kind == .featureMovie)
        #expect(film.price?.amount == Decimal(string: "4.99"))
        #expect(film.storeURL == "https://tv.apple.com/alien")
    }

    @Test(arguments: [("podcast", ItemKind.podcast), ("tv-episode", .tvEpisode), ("music-video", .musicVideo)])
    func otherTracks(kind: String, expected: ItemKind) throws {
        let result = try only(#"{"wrapperType": "track", "kind": "\#(kind)", "trackName": "X", "trackPrice": 0}"#)
        #expect(result.kind == expected)
        #expect(result.price?.isFree == true)
    }

    @Test(arguments: ["software", "mac-software"])
    func apps(kind: String) throws {
        let app = try only(
            """
            {"wrapperType": "software", "kind": "\(kind)", "trackName": "Things", "price": 9.99,
             "formattedPrice": "$9.99", "currency": "EUR", "primaryGenreName": "Productivity",
             "genres": ["Productivity", "Business"], "fileSizeBytes": "123"}
            """)
        #expect(app.kind == (kind == "software" ? .software : .macSoftware))
        #expect(app.price == Price(amount: Decimal(string: "9.99")!, currency: "EUR"))
        #expect(app.genre == "Productivity")
    }

    @Test func ebookWithoutWrapperTypeUsesGenres() throws {
        let book = try only(
            """
            {"kind": "ebook", "trackName": "Emma", "artistName": "Jane Austen", "price": 0,
             "genres": ["Fiction", "Classics"], "fileSizeBytes": 1024}
            """)
        #expect(book.kind == .ebook)
        #expect(book.genre == "Fiction, Classics")
        #expect(book.price?.isFree == true)
        #expect(book.price?.currency == "USD")
    }

    @Test func audiobookWithoutKind() throws {
        let book = try only(
            """
            {"wrapperType": "audiobook", "collectionName": "Dune", "artistName": "Frank Herbert",
             "collectionPrice": 19.99, "primaryGenreName": "Sci-Fi"}
            """)
        #expect(book.kind == .audiobook)
        #expect(book.name == "Dune")
        #expect(book.price?.amount == Decimal(string: "19.99"))
    }

    @Test func album() throws {
        let album = try only(
            """
            {"wrapperType": "collection", "collectionName": "Animals", "collectionPrice": 7.99,
             "primaryGenreName": "Rock", "collectionViewUrl": "https://music.apple.com/animals"}
            """)
        #expect(album.kind == .album)
        #expect(album.name == "Animals")
        #expect(album.storeURL == "https://music.apple.com/animals")
    }

    @Test func unknownKindsAndFieldsAreKept() throws {
        let result = try only(#"{"wrapperType": "track", "kind": "hologram", "trackName": "X", "newField": {"a": 1}}"#)
        #expect(result.kind == .other("hologram"))
    }

    @Test func answersMayStartWithBlankLines() throws {
        let results = try decode("\n\n\n" + #"{"resultCount": 1, "results": [{"kind": "song", "trackName": "A"}]}"#)
        #expect(results.map(\.name) == ["A"])
    }

    @Test func wrongTypesDropTheFieldNotTheResult() throws {
        let result = try only(
            """
            {"kind": "song", "wrapperType": "track", "trackName": "Wrong", "trackPrice": "a lot",
             "artistName": 42, "trackId": "7", "primaryGenreName": ["Rock"], "trackViewUrl": 3}
            """)
        #expect(result.name == "Wrong")
        #expect(result.price == nil)
        #expect(result.artistName == "42")
        #expect(result.id == 7)
        #expect(result.genre == nil)
        #expect(result.storeURL == nil)
    }

    @Test func malformedResultsAreSkipped() throws {
        let results = try decode(
            """
            {"results": [42, "text", null, {"trackName": ""}, {"kind": "song"}, {"kind": "song", "trackName": "Kept"}]}
            """)
        #expect(results.map(\.name) == ["Kept"])
    }

    @Test func namesAreSanitised() throws {
        let result = try only(
            #"{"kind": "song", "trackName": "\u001b]0;pwned\u0007Evil\u001b[2J", "artistName": "\u001b[31m"}"#)
        #expect(result.name == "Evil")
        #expect(result.artistName == nil)
    }

    @Test func onlyWebAddressesAreKept() throws {
        let result = try only(
            #"{"kind": "song", "trackName": "A", "trackViewUrl": "file:///etc/passwd", "collectionViewUrl": "javascript:x"}"#
        )
        #expect(result.storeURL == nil)
    }

    @Test func negativePricesMeanNotForSale() throws {
        let result = try only(#"{"wrapperType": "track", "kind": "song", "trackName": "A", "trackPrice": -1}"#)
        #expect(result.price == nil)
    }

    @Test(arguments: ["", "not json", "[1,2]", #"{"resultCount": 0}"#, #"{"results": 5}"#])
    func unreadableAnswersAreErrors(text: String) {
        #expect(throws: StoreResponseDecoder.Failure.self) { try decode(text) }
    }

    @Test func theBundledCatalogDecodesWithEveryCategory() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Resources/catalog/catalog.json")
        let results = try StoreResponseDecoder.decode(try Data(contentsOf: url))
        #expect(results.count >= 3000)
        for category in Category.allCases {
            #expect(results.filter { category.includes($0.kind) }.count >= 100, "category \(category)")
        }
        #expect(results.contains { $0.kind == .tvEpisode })
        #expect(results.filter { $0.kind == .ebook }.allSatisfy { $0.storeURL != nil && $0.genre != nil })
    }
}
