import StoreSearchItems
import StoreSearchModel
import Testing

@testable import StoreSearchUI

/// What a pop-up's buttons and a page's rule say they are (issue 39, item 13).
@Suite(.timeLimit(.minutes(1))) struct PopupAndPageWordsTests {
    static let english = Localizer(language: .english, monetaryLocale: "en_US", numericLocale: "en_US")
    static let dutch = Localizer(language: .dutch, monetaryLocale: "nl_NL", numericLocale: "nl_NL")

    /// A show is not its maker: the button opens its episodes.
    @Test func aShowsButtonSaysItsEpisodesNotMoreBy() {
        let episode = SearchResult(id: 1, name: "Pilot", artistName: "Lost", kind: .tvEpisode)
        #expect(PageWords.button(.artist, of: episode, localizer: Self.english) == "Other episodes of Lost")
        #expect(PageWords.button(.artist, of: episode, localizer: Self.dutch) == "Andere afleveringen van Lost")
    }

    /// The button said "19 tracks" (the tracks' own count); a page that
    /// holds 16 of them says so, rather than "16 tracks" with gaps.
    @Test func aPageWithFewerTracksThanTheAlbumSaysHowManyOfThem() {
        func track(_ number: Int) -> SearchResult {
            var details = ItemDetails()
            details.trackNumber = number
            details.trackCount = 19
            return SearchResult(
                id: number, name: "Track \(number)", artistName: "Band", collectionName: "Nineteen", kind: .song,
                details: details)
        }
        var page = Page(
            request: LookupRequest(subject: .album(name: "Nineteen", artist: "Band"), id: 9, entity: .song),
            pending: nil, openedFrom: nil)
        page.answer = (1...16).filter { $0 != 4 }.map(track) + [track(18)]
        let english = PageWords.summary(of: page, shape: ShapeState(), localizer: Self.english)
        #expect(english?.hasPrefix("16 of 19 tracks") == true, "\(english ?? "nil")")
        let dutch = PageWords.summary(of: page, shape: ShapeState(), localizer: Self.dutch)
        #expect(dutch?.hasPrefix("16 van 19 nummers") == true, "\(dutch ?? "nil")")
        page.answer = (1...19).map(track)
        #expect(
            PageWords.summary(of: page, shape: ShapeState(), localizer: Self.english)?.hasPrefix("19 tracks") == true)
    }
}
