import StoreSearchItems
import StoreSearchModel
import StoreSearchText
import TestSupport
import Testing

@testable import StoreSearchOptions
@testable import StoreSearchUI
@testable import TerminalKit

/// What a detail and a row say about an item, apart from where they stand.
@Suite struct DetailAndRowTests {
    let english = Localizer(language: .english)
    let dutch = Localizer(language: .dutch, monetaryLocale: "nl_NL", numericLocale: "nl_NL")

    func song(album: String? = "Led Zeppelin IV", details: ItemDetails = ItemDetails()) -> SearchResult {
        SearchResult(
            id: 1, name: "Stairway To Heaven", artistName: "Led Zeppelin", collectionName: album, kind: .song,
            genre: "Rock", price: Price(amount: 1.29, currency: "USD"), details: details)
    }

    var songDetails: ItemDetails {
        var details = ItemDetails()
        details.durationMilliseconds = 482_830
        details.trackNumber = 4
        details.trackCount = 8
        details.discNumber = 1
        details.discCount = 1
        details.releaseDate = CalendarDay(year: 1971, month: 11, day: 8)
        details.collectionPrice = Price(amount: 10.99, currency: "USD")
        details.composer = "Jimmy Page, Robert Plant"
        return details
    }

    @Test func aSongsFactsInEnglishAndDutch() {
        let facts = DetailFacts(song(details: songDetails), localizer: english)
        #expect(facts.byline == "Led Zeppelin")
        #expect(facts.kindLine == "Song · Rock")
        #expect(
            facts.facts.map { "\($0.label): \($0.value)" } == [
                "album: Led Zeppelin IV", "track: 4 of 8", "duration: 8:02", "composer: Jimmy Page, Robert Plant",
                "released: Nov 8, 1971", "price: $1.29 · album $10.99",
            ], "a single disc is not worth a line")
        let dutchFacts = DetailFacts(song(details: songDetails), localizer: dutch)
        #expect(dutchFacts.facts.map(\.value).contains("4 van 8"))
        #expect(dutchFacts.facts.map(\.value).contains("8 nov 1971"))
        #expect(dutchFacts.kindLine == "Liedje · Rock")
    }

    @Test func onlyWhatIsThereIsShown() {
        let facts = DetailFacts(song(album: nil), localizer: english)
        #expect(facts.facts.map(\.label) == [.price])
        #expect(facts.description == nil && facts.link == nil)
    }

    @Test func anAppsFacts() {
        var details = ItemDetails()
        details.version = "3.20.3"
        details.versionDate = CalendarDay(year: 2024, month: 2, day: 20)
        details.fileSizeBytes = 35_894_272
        details.minimumOSVersion = "16.0"
        details.languages = ["EN", "FR", "DE", "IT", "JA", "KO", "NL", "PT", "RU", "ZH"]
        details.averageRating = 4.78
        details.ratingCount = 19_432
        details.contentRating = "4+"
        let app = SearchResult(
            id: 2, name: "Things 3", artistName: "Cultured Code", kind: .software, genre: "Productivity",
            price: Price(amount: 9.99, currency: "USD"), details: details)
        let facts = Dictionary(
            uniqueKeysWithValues: DetailFacts(app, localizer: english).facts.map { ($0.label, $0.value) })
        #expect(facts[.developer] == "Cultured Code")
        #expect(facts[.version] == "3.20.3 (Feb 20, 2024)")
        #expect(facts[.size] == "35.9 MB")
        #expect(facts[.requires] == "iOS 16.0 or later")
        #expect(facts[.languages] == "EN, FR, DE, IT, JA, KO, NL, PT +2")
        #expect(facts[.rating] == "★★★★★ 4.8 (19,432 ratings)")
        #expect(facts[.contentRating] == "4+")
        let dutchFacts = Dictionary(
            uniqueKeysWithValues: DetailFacts(app, localizer: dutch).facts.map { ($0.label, $0.value) })
        #expect(dutchFacts[.size] == "35,9 MB")
        #expect(dutchFacts[.rating] == "★★★★★ 4,8 (19.432 beoordelingen)")
        // In a row the rating is not drawn with the favourite's star.
        let row = RowSummary(app, query: QueryMatch(query: "things"), localizer: english).text(width: 60)
        #expect(row == "✦ 4.8 · 3.20.3 · $9.99" && !row.contains("★") && "✦".columnWidth == 1)
    }

    @Test func durationsAndStars() {
        #expect(english.duration(milliseconds: 482_830) == "8:02")
        #expect(english.duration(milliseconds: 7_839_000) == "2:10:39")
        #expect(english.duration(milliseconds: 59_600) == "0:59")
        #expect(english.stars(4.5) == "★★★★½ 4.5")
        #expect(english.stars(0) == "☆☆☆☆☆ 0.0")
        #expect(english.day(CalendarDay(year: 1813)) == "1813")
        #expect(english.day(CalendarDay(year: 1813, month: 1, day: 28)) == "Jan 28, 1813")
        #expect(dutch.day(CalendarDay(year: 2019, month: 11, day: 27)) == "27 nov 2019")
    }

    @Test func rowsSayWhatTellsThemApart() {
        let summary = RowSummary(song(details: songDetails), query: QueryMatch(query: "stairway"), localizer: english)
        #expect(summary.text(width: 80) == "Led Zeppelin IV · 1971 · 8:02 · $1.29")
        #expect(summary.text(width: 30) == "Led Zeppelin IV · 8:02 · $1.29", "the year goes first")
        #expect(summary.text(width: 24) == "Led Zeppelin IV · $1.29", "then the duration")
        #expect(
            summary.text(width: 20) == "Led Zeppeli… · $1.29", "then the album is cut at the right, the price kept")
        #expect(summary.text(width: 12) == "$1.29", "no stub such as \"Led…\": the price alone")
        #expect(summary.text(width: 8) == "$1.29", "too narrow for both: the last fact, no stub of a word")
    }

    @Test func rowsKeepWhatTellsThemFromTheirNeighbours() {
        func song(_ id: Int, _ album: String, _ seconds: Int) -> SearchResult {
            var details = ItemDetails()
            details.durationMilliseconds = seconds * 1000
            return SearchResult(
                id: id, name: "Song \(id)", artistName: "Queen", collectionName: album, kind: .song,
                price: Price(amount: 0.99, currency: "USD"), details: details)
        }
        let rows = [
            song(1, "Greatest Hits II", 262), song(2, "Greatest Hits I", 216), song(3, "News Of The World", 190),
        ]
        let summaries = rows.map { RowSummary($0, query: QueryMatch(query: "queen"), localizer: english) }
        func hint(_ row: Int, _ width: Int) -> String {
            var others = summaries
            others.remove(at: row)
            return summaries[row].text(width: width, among: others)
        }
        #expect(hint(0, 40) == "Greatest Hits II · 4:22 · $0.99", "all of it where it fits")
        #expect(hint(0, 24) == "Greatest Hits II · 4:22", "the price every row has goes first")
        #expect(
            hint(0, 15) == "…Hits II · 4:22" && hint(1, 15) == "…Hits I · 3:36",
            "too narrow for the first word: the words that tell neighbours apart, never two \"Greates…\"")
        #expect(hint(0, 19) == "Greatest…II · 4:22" && hint(1, 19) == "Greatest…I · 3:36", "the ends that differ")
        #expect(hint(2, 15) == "News Of… · 3:10")
        #expect(hint(0, 6) == "4:22", "never a stub of a word")
    }

    /// Issue 39, item 12: a hint cut keeps its beginning ("St. Ang…", never
    /// "…2)" or a stub such as "St.…").
    @Test func aCutHintKeepsItsBeginning() {
        let anger = SearchResult(
            id: 5, name: "Frantic", artistName: "Metallica", collectionName: "St. Anger", kind: .song,
            details: {
                var details = ItemDetails()
                details.durationMilliseconds = 527_000
                return details
            }())
        let summary = RowSummary(anger, query: QueryMatch(query: "frantic"), localizer: english)
        #expect(summary.text(width: 16) == "St. Anger · 8:47")
        #expect(summary.text(width: 14) == "St. An… · 8:47", "\(summary.text(width: 14))")
        #expect(summary.text(width: 11) == "8:47", "too narrow to tell: the duration alone, no \"St.…\"")
    }

    @Test func aMatchOutsideNameAndArtistIsExplained() {
        let evil = SearchResult(
            id: 3, name: "Am I Evil?", artistName: "Metallica", collectionName: "Garage Inc.", kind: .song,
            genre: "Metal")
        #expect(
            RowSummary(evil, query: QueryMatch(query: "gar"), localizer: english).text(width: 80)
                == "album: Garage Inc.")
        #expect(RowSummary(evil, query: QueryMatch(query: "evil"), localizer: english).text(width: 80) == "Garage Inc.")
        #expect(
            RowSummary(evil, query: QueryMatch(query: "evil met"), localizer: english).text(width: 80)
                == "Garage Inc.", "metal is the genre, but Metallica matched already")
        #expect(
            RowSummary(evil, query: QueryMatch(query: "heavy"), localizer: english).explanation == nil,
            "the store matched something the item does not show: nothing to say")
        #expect(
            RowSummary(evil, query: QueryMatch(query: "gar"), localizer: dutch).text(width: 80) == "album: Garage Inc.")
        let fairy = SearchResult(
            id: 4, name: "Act IV, Symphony", artistName: "Roger Norrington", collectionName: "Purcell: The Fairy Queen",
            kind: .song, genre: "Classical", price: Price(amount: 0.99, currency: "USD"))
        #expect(
            RowSummary(fairy, query: QueryMatch(query: "queen"), localizer: english).text(width: 22)
                == "album: Purcell:…Queen", "the word that matched stays in view, after the album's first word")
    }

    @Test func matchesAreFoundAsTheSearchFindsThem() {
        let query = QueryMatch(query: "BEYONCE deja")
        #expect(query.ranges(in: "Déjà Vu — Beyoncé") == [0..<4, 10..<17])
        #expect(query.ranges(in: "Nothing here").isEmpty)
        #expect(QueryMatch(query: "").ranges(in: "Anything").isEmpty)
        #expect(QueryMatch(query: "s").ranges(in: "Baltar's Escape") == [7..<8])
    }

    @Test func initialsKeepApostrophesInsideWords() {
        func initials(_ name: String) -> String {
            GeneratedCover(result: SearchResult(id: 1, name: name, kind: .tvEpisode)).initials
        }
        #expect(initials("Baltar's Escape") == "BE")
        #expect(initials("Am I Evil?") == "AI")
        #expect(initials("(I Can't Get No) Satisfaction") == "IC")
        #expect(initials("Jean-Luc") == "JL")
        #expect(initials("...") == "?")
    }

    @Test func gridLabelsThatWouldReadAlikeKeepTheirEnds() {
        let labels = GridWidget.tileLabels(["All My Loving", "All My Love", "Time", "All My Love"], width: 10)
        #expect(labels == ["All…Loving", "All…y Love", "Time", "All…y Love"])
        #expect(GridWidget.tileLabels(["All My Loving", "Money"], width: 10) == ["All My Lo…", "Money"])
    }

    @Test func everyKindFromAStoreAnswer() {
        let facts = Fixtures.oneOfEachKind.map { result in
            Dictionary(uniqueKeysWithValues: DetailFacts(result, localizer: english).facts.map { ($0.label, $0.value) })
        }
        #expect(facts.count == 7)
        #expect(facts[0][.album] == "Led Zeppelin IV (Remastered)")
        #expect(facts[1][.director] == "Rian Johnson" && facts[1][.duration] == "2:10:39")
        #expect(facts[2][.episode] == "18 of 21")
        #expect(facts[2][.price] == "$2.99 · season $29.99", "an episode's collection is its season")
        #expect(facts[0][.price] == "$1.29 · album $10.99")
        #expect(facts[3][.version] == "3.20.3 (Feb 20, 2024)")
        #expect(facts[4][.released] == "Jan 28, 1813")
        #expect(facts[5][.released] == "May 4, 2021")
        // The show and the author stand under the name, as a song's artist does.
        let bylines = Fixtures.oneOfEachKind.map { DetailFacts($0, localizer: english).byline }
        #expect(bylines[2] == "Battlestar Galactica (Classic)")
        #expect(bylines[4] == "Jane Austen" && bylines[5] == "Andy Weir")
        #expect(facts[6][.episodes] == "2,450" && facts[6][.feed] == "https://feeds.simplecast.com/54nAGcIl")
    }

    /// A list title's words that do not fit are left off whole: at 40
    /// columns an album's "17 tracks · 1:15:51" once read "1:15:5…".
    @Test func aListTitleLeavesPartsOffWholeRatherThanCuttingThem() {
        let label = "17 tracks · 1:15:51 · free"
        #expect(label.fitted(toWidth: 40) == label)
        #expect(label.fitted(toWidth: 24) == "17 tracks · 1:15:51")
        #expect(label.fitted(toWidth: 18) == "17 tracks")
        #expect(label.fitted(toWidth: 6) == "17 tr…")
    }

    /// At 40x10 the pop-up's album button read "[ Album: Greatest Hits II ·
    /// 17 …", its bracket gone. A button too wide keeps its brackets and
    /// leaves its last part off whole.
    @Test func aDetailButtonTooWideLeavesItsLastPartOffAndKeepsItsBrackets() {
        var song = ScreenFixtures.song(1, "A Kind Of Magic", artist: "Queen")
        song.collectionName = "Greatest Hits II"
        song.details.trackCount = 17
        var screen = Screen(40, 10, catalog: [song])
        screen.type("magic")
        screen.press(Key(.down), Key(.enter))
        #expect(screen.find("[ Album: Greatest Hits II ]") != nil, "\n\(screen.text)")
        #expect(!screen.text.contains("17 …"))
        var wide = Screen(80, 24, catalog: [song])
        wide.type("magic")
        wide.press(Key(.down), Key(.enter))
        #expect(wide.find("[ Album: Greatest Hits II · 17 tracks ]") != nil, "\n\(wide.text)")
    }
}
