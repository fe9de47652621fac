import Foundation
import TestSupport
import Testing

@testable import StoreSearchFormats
@testable import StoreSearchItems
@testable import StoreSearchText

@Suite(.timeLimit(.minutes(1))) struct ItemDetailsDecodingTests {
    private func only(_ record: String) throws -> SearchResult {
        let results = try StoreResponseDecoder.decode(StoreAnswers.answer(record))
        try #require(results.count == 1)
        return results[0]
    }

    private func price(_ text: String) -> Price { Price(amount: Decimal(string: text)!, currency: "USD") }

    @Test func aSongsDetails() throws {
        let song = try only(StoreAnswers.song)
        #expect(song.price == price("1.29"))
        var expected = ItemDetails()
        expected.artistID = 487_143
        expected.collectionID = 1_065_975_633
        expected.durationMilliseconds = 382_296
        expected.releaseDate = CalendarDay(year: 1973, month: 3, day: 1)
        expected.trackNumber = 6
        expected.trackCount = 10
        expected.discNumber = 1
        expected.discCount = 1
        expected.isExplicit = false
        expected.collectionPrice = price("12.99")
        expected.previewURL =
            "https://audio-ssl.itunes.apple.com/itunes-assets/AudioPreview115/v4/3e/7a/41/mzaf_123.plus.aac.p.m4a"
        #expect(song.details == expected)
    }

    @Test func anExplicitSong() throws {
        let song = try only(StoreAnswers.explicitSong)
        #expect(song.details.isExplicit == true)
        #expect(song.details.contentRating == "Explicit")
        #expect(song.details.collectionPrice == price("10.99"))
    }

    @Test func anAppsDetails() throws {
        let app = try only(StoreAnswers.app)
        let details = app.details
        #expect(details.contentRating == "4+")
        #expect(details.averageRating == 4.79256)
        #expect(details.ratingCount == 25601)
        #expect(details.fileSizeBytes == 104_218_624, "the store writes an app's size as a string")
        #expect(details.version == "3.21.3")
        #expect(details.versionDate == CalendarDay(year: 2024, month: 11, day: 5))
        #expect(details.releaseDate == CalendarDay(year: 2017, month: 5, day: 18))
        #expect(details.seller == "Cultured Code GmbH & Co. KG")
        #expect(details.website == "https://culturedcode.com/things/")
        #expect(details.minimumOSVersion == "17.0")
        #expect(details.languages == ["EN", "FR", "DE", "IT", "JA"])
        #expect(
            details.description
                == HTMLText.plainText(
                    "Things is the award-winning personal task manager that helps you achieve your goals.\n\nPlan your day."
                ))
        #expect(details.collectionPrice == nil, "an app's price is its own")
        #expect(details.durationMilliseconds == nil)
    }

    @Test func anEbooksDetails() throws {
        let book = try only(StoreAnswers.ebook)
        #expect(book.kind == .ebook)
        #expect(book.details.fileSizeBytes == 1_432_123)
        #expect(book.details.releaseDate == CalendarDay(year: 1813, month: 1, day: 28))
        #expect(book.details.averageRating == 4.5)
        #expect(book.details.ratingCount == 5210)
        #expect(book.details.description?.contains("a truth universally acknowledged") == true)
        #expect(book.details.description?.contains("\u{1B}") == false)
    }

    @Test func aMoviesDetailsPreferTheLongDescription() throws {
        let movie = try only(StoreAnswers.movie)
        #expect(movie.details.durationMilliseconds == 6_985_920)
        #expect(movie.details.contentRating == "R")
        #expect(movie.details.isExplicit == false)
        #expect(movie.details.releaseDate == CalendarDay(year: 1979, month: 5, day: 25))
        #expect(movie.details.description?.hasPrefix("In deep space") == true)
        #expect(movie.details.previewURL?.hasSuffix(".m4v") == true)
        #expect(movie.details.collectionPrice == nil, "a film has no album; its collectionPrice repeats its own")
    }

    @Test func aPodcastsDetails() throws {
        let podcast = try only(StoreAnswers.podcast)
        #expect(podcast.details.feedURL == "https://feeds.simplecast.com/54nAGcIl")
        #expect(podcast.details.trackCount == 2337)
        #expect(podcast.details.isExplicit == false, "cleaned is not explicit")
        #expect(podcast.details.contentRating == "Clean")
        #expect(podcast.details.releaseDate == CalendarDay(year: 2025, month: 1, day: 10))
    }

    @Test func anAudiobooksDetails() throws {
        let book = try only(StoreAnswers.audiobook)
        #expect(book.kind == .audiobook)
        #expect(book.price == price("3.99"))
        #expect(book.details.collectionPrice == nil, "its collection price is its own")
        #expect(book.details.copyright == "© 2013 Audible Studios")
        #expect(book.details.isExplicit == false, "from collectionExplicitness")
        #expect(book.details.description?.contains("Rosamund Pike") == true)
    }

    @Test func catalogOnlyFields() throws {
        let song = try only(StoreAnswers.catalogSong)
        #expect(song.details.composer == "Angus Young, Malcolm Young, Brian Johnson")
        #expect(song.details.mediaType == "MPEG audio file")
        #expect(song.details.fileSizeBytes == 11_170_334)
        #expect(song.details.trackNumber == 1)
        let book = try only(StoreAnswers.catalogBook)
        #expect(book.details.languages == ["en"], "a book's one language, as a list")
        #expect(book.details.subjects == ["Children's Literature", "Fiction"])
        #expect(book.details.narrator == "Nobody")
        #expect(book.details.license == "Public domain in the USA.")
        #expect(book.details.copyright == "Public domain")
    }

    @Test func fallbacks() throws {
        let record = try only(
            """
            {"wrapperType":"track","kind":"tv-episode","trackName":"Pilot","trackPrice":1.99,
             "collectionExplicitness":"explicit","trackContentRating":"TV-MA","shortDescription":"Short.",
             "releaseDate":"2008","currentVersionReleaseDate":"2008-01","language":"EN",
             "languageCodesISO2A":"NL","version":2.1}
            """)
        #expect(record.details.isExplicit == true)
        #expect(record.details.contentRating == "TV-MA")
        #expect(record.details.description == HTMLText.plainText("Short."))
        #expect(record.details.releaseDate == CalendarDay(year: 2008))
        #expect(record.details.versionDate == CalendarDay(year: 2008, month: 1))
        #expect(record.details.languages == ["NL"], "the codes first; a lone string is a list of one")
        #expect(record.details.version == "2.1", "a version written as a number, as written")
        #expect(record.details.collectionPrice == nil, "no album price given")
    }

    @Test func textsAreSanitised() throws {
        let record = try only(
            #"""
            {"kind":"software","wrapperType":"software","trackName":"X","sellerName":"Evil\u001b]0;pwned\u0007 Corp",
             "version":" 1.0\n","copyright":"   ","composer":"A\u202eB","languageCodesISO2A":["EN","","\u0007"],
             "subjects":["", " "],"sellerUrl":"javascript:alert(1)","previewUrl":"file:///etc/passwd",
             "feedUrl":"HTTPS://example.com/feed"}
            """#)
        #expect(record.details.seller == "Evil Corp")
        #expect(record.details.version == "1.0")
        #expect(record.details.copyright == nil, "empty once cleaned")
        #expect(record.details.composer == "AB")
        #expect(record.details.languages == ["EN"])
        #expect(record.details.subjects == nil)
        #expect(record.details.website == nil, "not a web address")
        #expect(record.details.previewURL == nil)
        #expect(record.details.feedURL == "HTTPS://example.com/feed")
    }

    /// Every field that comes with a value of the wrong type is dropped;
    /// everything else in the record is kept.
    @Test(arguments: [
        ("trackTimeMillis", #""long""#, "durationMilliseconds"),
        ("trackTimeMillis", "-5", "durationMilliseconds"),
        ("releaseDate", "true", "releaseDate"),
        ("releaseDate", #""yesterday""#, "releaseDate"),
        ("trackNumber", "[1]", "trackNumber"),
        ("trackCount", "{}", "trackCount"),
        ("discNumber", "1.5", "discNumber"),
        ("discCount", "null", "discCount"),
        ("trackExplicitness", "true", "isExplicit"),
        ("contentAdvisoryRating", "[\"R\"]", "contentRating"),
        ("longDescription", "{\"text\":\"x\"}", "description"),
        ("averageUserRating", #""great""#, "averageRating"),
        ("averageUserRating", "7.5", "averageRating"),
        ("userRatingCount", "false", "ratingCount"),
        ("fileSizeBytes", #""big""#, "fileSizeBytes"),
        ("version", "[3]", "version"),
        ("currentVersionReleaseDate", "20241105", "versionDate"),
        ("sellerName", "{}", "seller"),
        ("sellerUrl", "42", "website"),
        ("minimumOsVersion", "null", "minimumOSVersion"),
        ("languageCodesISO2A", "{\"EN\":1}", "languages"),
        ("previewUrl", "[]", "previewURL"),
        ("feedUrl", "true", "feedURL"),
        ("composer", "[\"x\"]", "composer"),
        ("narrator", "{}", "narrator"),
        ("license", "null", "license"),
        ("mediaType", "false", "mediaType"),
        ("subjects", "{}", "subjects"),
        ("copyright", "[]", "copyright"),
        ("collectionPrice", #""twelve""#, "collectionPrice"),
    ])
    func aFieldOfTheWrongTypeIsDroppedAlone(field: String, wrong: String, property: String) throws {
        let complete = try only(Self.everyField)
        let broken = try only(
            Self.everyField.replacingOccurrences(of: "\"\(field)\":", with: "\"\(field)\":\(wrong),\"old-\(field)\":"))
        #expect(!isNil(complete.details, property), "the field is there to begin with")
        #expect(isNil(broken.details, property))
        var expected = complete
        expected.details = broken.details
        #expect(broken == expected, "the rest of the result is the same")
        let others = Mirror(reflecting: complete.details).children.filter { !isNil($0.value) }.count
        let left = Mirror(reflecting: broken.details).children.filter { !isNil($0.value) }.count
        #expect(left == others - 1, "only that field is lost")
    }

    /// Whether the property of `details` named `property` is nil.
    private func isNil(_ details: ItemDetails, _ property: String) -> Bool {
        let value = Mirror(reflecting: details).children.first { $0.label == property }!.value
        return isNil(value)
    }

    /// Whether `value`, an optional seen as `Any`, is nil.
    private func isNil(_ value: Any) -> Bool {
        let mirror = Mirror(reflecting: value)
        return mirror.displayStyle == .optional && mirror.children.isEmpty
    }

    /// A track with every detail field once (no fallbacks).
    static let everyField = """
        {"wrapperType":"track","kind":"song","trackId":1,"trackName":"Everything","collectionName":"All",
         "trackPrice":1.29,"collectionPrice":12.99,"currency":"USD","trackTimeMillis":1000,
         "releaseDate":"2020-02-03T08:00:00Z","trackNumber":2,"trackCount":12,"discNumber":1,"discCount":2,
         "trackExplicitness":"explicit","contentAdvisoryRating":"Explicit","longDescription":"Long.",
         "averageUserRating":4,"userRatingCount":"12","fileSizeBytes":"2048","version":"1.0",
         "currentVersionReleaseDate":"2021-01-01T00:00:00Z","sellerName":"Seller","sellerUrl":"https://seller.example",
         "minimumOsVersion":"15.0","languageCodesISO2A":["EN"],"previewUrl":"https://preview.example/a.m4a",
         "feedUrl":"https://feed.example/rss","composer":"Composer","narrator":"Narrator","license":"MIT",
         "mediaType":"MPEG audio file","subjects":["Music"],"copyright":"© 2020"}
        """

    // MARK: Written back

    @Test func everyStoreAnswerReadsBackTheSame() throws {
        for record in StoreAnswers.all + [Self.everyField] {
            let results = try StoreResponseDecoder.decode(StoreAnswers.answer(record))
            let again = try StoreResponseDecoder.decode(StoreResponseEncoder.encode(results))
            #expect(again == results)
            #expect(again.first?.details.isEmpty == false)
        }
    }

    /// Only a track has an album price beside its own: not an app or a book,
    /// whatever wrapper it comes in (written back, it would lose it).
    @Test(arguments: ["software", "ebook", "mac-software"])
    func anAppOrABookHasNoAlbumPrice(kind: String) throws {
        let record = """
            {"wrapperType":"other","kind":"\(kind)","trackId":6,"trackName":"Transmit","collectionName":"The Wall",
             "trackPrice":1.29,"collectionPrice":9.99,"currency":"USD"}
            """
        let results = try StoreResponseDecoder.decode(StoreAnswers.answer(record))
        #expect(results.first?.price?.tenThousandths == 12_900)
        #expect(results.first?.details.collectionPrice == nil)
        #expect(try StoreResponseDecoder.decode(StoreResponseEncoder.encode(results)) == results)
    }

    @Test func datesAreWrittenAsTheStoreWritesThem() throws {
        var result = SearchResult(id: 1, name: "X", kind: .song)
        result.details.releaseDate = CalendarDay(year: 1973, month: 3, day: 1)
        result.details.versionDate = CalendarDay(year: 2008)
        let text = String(decoding: StoreResponseEncoder.encode([result]), as: UTF8.self)
        #expect(text.contains(#""releaseDate":"1973-03-01T00:00:00Z""#))
        #expect(text.contains(#""currentVersionReleaseDate":"2008""#))
        #expect(try StoreResponseDecoder.decode(Data(text.utf8)) == [result])
        result.details.releaseDate = CalendarDay(year: 999, month: 12, day: 31)
        let early = String(decoding: StoreResponseEncoder.encode([result]), as: UTF8.self)
        #expect(early.contains(#""releaseDate":"0999-12-31T00:00:00Z""#))
        #expect(try StoreResponseDecoder.decode(Data(early.utf8)) == [result])
    }

    @Test func theDescriptionIsWrittenAsHTML() {
        var result = SearchResult(id: 1, name: "X", kind: .software)
        result.details.description = "Fish & chips <3 > all\nNew line\n\nNew paragraph \"quoted\""
        let text = String(decoding: StoreResponseEncoder.encode([result]), as: UTF8.self)
        #expect(
            text.contains(
                #""description":"Fish &amp; chips &lt;3 &gt; all<br>New line<br><br>New paragraph \"quoted\"""#))
    }

    /// `HTMLText.plainText` reads `<br>` and the three entities as the encoder writes them.
    @Test func theDescriptionReadsBackTheSame() throws {
        var result = SearchResult(id: 1, name: "X", kind: .software)
        result.details.description = "Fish & chips <3 > all\nNew line\n\nNew paragraph"
        #expect(try StoreResponseDecoder.decode(StoreResponseEncoder.encode([result])) == [result])
    }

    @Test func theOutputIsWhatJSONSerializationReads() throws {
        let results = try StoreAnswers.all.flatMap { try StoreResponseDecoder.decode(StoreAnswers.answer($0)) }
        let data = StoreResponseEncoder.encode(results)
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(object["resultCount"] as? Int == results.count)
        let records = try #require(object["results"] as? [[String: Any]])
        #expect(records.count == results.count)
        // Keys sorted, as JSONEncoder's .sortedKeys wrote them before.
        let text = String(decoding: data, as: UTF8.self)
        let firstRecord = text[text.range(of: "[{")!.upperBound...].prefix { $0 != "}" }
        let keys = firstRecord.split(separator: ",").compactMap { $0.split(separator: ":").first }
            .filter { $0.hasPrefix("\"") }.map { String($0.dropFirst().dropLast()) }
        #expect(keys == keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) })
        #expect(keys.count > 10)
    }
}
