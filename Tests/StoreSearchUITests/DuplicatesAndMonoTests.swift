import StoreSearchItems
import StoreSearchModel
import StoreSearchOptions
import Testing

@testable import StoreSearchUI
@testable import TerminalKit

/// Names that repeat are told apart, a mono cover is not noise, and the
/// filter sheet says what it hides (issue 39, item 15).
@Suite(.timeLimit(.minutes(1))) struct DuplicatesAndMonoTests {
    static let english = Localizer(language: .english, monetaryLocale: "en_US", numericLocale: "en_US")
    static let twins: [SearchResult] = [
        ScreenFixtures.song(1, "Time"), ScreenFixtures.song(2, "Time", artist: "Hans Zimmer"),
        ScreenFixtures.song(3, "Money"),
    ]

    /// Two tiles named "Time" read the same; each now says whose it is.
    @Test func gridTilesOfTheSameNameSayWhoseTheyAre() {
        var screen = Screen(90, 16, catalog: Self.twins)
        screen.type("time")
        screen.press(.enter)
        #expect(screen.state.showsGrid)
        let labels = screen.lines[7]
        #expect(labels.contains("Time…Floyd") && labels.contains("Time…immer"), "\(labels)")
        let one = GridWidget.toldApart([ScreenFixtures.song(1, "Time"), ScreenFixtures.song(3, "Money")])
        #expect(one.map(\.name) == ["Time", "Money"], "a name said once stands alone")
    }

    /// `storesearch search`'s table gains an Album column when names repeat.
    @Test func theTableSaysTheAlbumWhenNamesRepeat() {
        var twins = Self.twins
        twins[0].collectionName = "The Dark Side of the Moon"
        let table = ResultTable.aligned(twins, localizer: Self.english)
        let lines = table.split(separator: "\n")
        #expect(lines[0].contains("Album"), "\(table)")
        #expect(lines[1].contains("The Dark Side of the Moon"), "\(table)")
        let plain = ResultTable.aligned([twins[0], twins[2]], localizer: Self.english)
        #expect(!plain.contains("Album") && plain.hasPrefix("Name"), "\(plain)")
    }

    /// The mono theme drew a generated cover as a field of dots around the
    /// letters ("·····AK·····"); it is a frame with the letters.
    @Test(arguments: [(12, 6), (4, 2)])
    func aMonoCoverIsAFrameNotDots(columns: Int, rows: Int) {
        var frame = StoreSearchUI.Frame(size: Size(columns: columns, rows: rows))
        let context = RenderContext(localizer: Self.english, theme: .monochrome, bindings: .standard)
        ArtworkWidget(result: ScreenFixtures.song(1, "A Kind Of Magic"), purpose: .thumbnail).render(
            in: Rect(x: 0, y: 0, width: columns, height: rows), on: &frame, context: context)
        let text = frame.buffer.text
        #expect(!text.contains("·"), "\(text)")
        #expect(text.contains("AK"), "\(text)")
        #expect(text.contains(rows >= 3 ? "┌" : "[AK]"), "\(text)")
    }

    /// The filter sheet covered the list's "The filters hid every result"
    /// line: it says so on its own edge.
    @Test func theFilterSheetSaysItsFiltersHideEverything() {
        var screen = Screen(80, 24)
        screen.type("pink")
        screen.press(.enter)
        screen.press(.function(5))
        #expect(!screen.text.contains("They hide every result"))
        // "Free only" is the first row: every Pink Floyd song costs $0.99.
        screen.press(.character(" "))
        #expect(screen.state.shape.filter.freeOnly)
        #expect(screen.state.results.isEmpty)
        #expect(screen.text.contains("They hide every result"), "\(screen.text)")
    }
}
