import Foundation
import StoreSearchText
import StoreSearchUI
import TerminalKit
import TestSupport
import Testing

@testable import StoreSearchRuntime

/// An artist's page heads each kind's group ("Albums · 2") with a row of
/// its own. The headings are never items: keys, clicks and the wheel move
/// through items only, the counts count items, and the selection stays on
/// screen though the headings take rows.
@Suite(.timeLimit(.minutes(1))) struct KindHeadingTests {
    /// Queen's page of six songs, two albums, a video and a film, opened
    /// from "Killer Queen" (the second song), as a user would.
    static func kindsPage(_ columns: Int = 80, _ rows: Int = 24, language: Language = .english) -> Harness {
        let app = Harness(columns, rows, language: language, catalog: Fixtures.artistOfManyKinds)
        app.type("killer")
        app.send("\r")
        app.send("\r")
        app.send("\u{1B}r")  // Alt-R: the artist's page
        return app
    }

    private func click(_ app: Harness, at point: Point) {
        app.send("\u{1B}[<0;\(point.x + 1);\(point.y + 1)M\u{1B}[<0;\(point.x + 1);\(point.y + 1)m")
    }

    /// The screen row where result `index` begins (its region), if it is drawn.
    private func row(of index: Int, in app: Harness) -> Int? {
        app.program.lastFrame?.regions.first { $0.target == .result(index) }?.rect.y
    }

    @Test func eachKindIsHeadedWithItsCount() throws {
        let app = Self.kindsPage()
        #expect(app.state.browse.top?.request.link == .artist && app.state.results.count == 10)
        let songs = try #require(app.backend.find("Songs · 6"), "the songs' heading:\n\(app.text)")
        let albums = try #require(app.backend.find("Albums · 2"), "the albums' heading:\n\(app.text)")
        #expect(row(of: 0, in: app) == songs.y + 1, "the first song right under its heading")
        #expect(row(of: 5, in: app) == albums.y - 2, "the last song right above the albums' heading")
        #expect(row(of: 6, in: app) == albums.y + 1)
        #expect(app.text.contains(" 2/10 "), "the count is in items: Killer Queen, the second of ten")
    }

    @Test func theDutchHeadingsSayTheKindsInDutch() {
        let app = Self.kindsPage(language: .dutch)
        #expect(app.text.contains("Liedjes · 6") && app.text.contains("Albums · 2"), "\(app.text)")
    }

    @Test func aClickOnAHeadingSelectsNothingAndTheRowBelowIsItsFirstItem() throws {
        let app = Self.kindsPage()
        let heading = try #require(app.backend.find("Albums · 2"))
        click(app, at: heading)
        #expect(app.state.list.selection == 1, "a heading is not an item: the selection stays on Killer Queen")
        click(app, at: Point(x: heading.x + 6, y: heading.y + 1))
        #expect(app.state.list.selection == 6, "the row under the heading is the first album")
        #expect(app.state.selectedResult?.name == "A Night at the Opera")
    }

    @Test func downGoesFromTheLastSongToTheFirstAlbum() {
        let app = Self.kindsPage()
        app.send("\u{1B}[H")  // Home
        for _ in 0..<6 { app.send("\u{1B}[B") }
        #expect(app.state.selectedResult?.name == "A Night at the Opera", "six Downs: six items, no heading")
        #expect(app.text.contains(" 7/10 "))
        app.send("\u{1B}[A")
        #expect(app.state.selectedResult?.name == "We Will Rock You", "Up goes back over the heading")
    }

    /// The headings take rows the list's capacity does not count: going
    /// down to the end and back up one item at a time, the selected item
    /// is always drawn, and the list moves only the way the selection goes
    /// (an item with a new heading below takes three rows: two items give
    /// way to it), and going up by one item a step.
    @Test(arguments: [(80, 24), (160, 48), (140, 16)])
    func theSelectionStaysOnScreenOneStepAtATime(columns: Int, rows: Int) throws {
        let app = Self.kindsPage(columns, rows)
        app.send("\u{1B}[H")
        var lastOffset = app.state.list.scrollOffset
        for step in 0..<18 {
            app.send(step < 9 ? "\u{1B}[B" : "\u{1B}[A")
            let selection = try #require(app.state.list.selection)
            #expect(row(of: selection, in: app) != nil, "item \(selection) is drawn after step \(step):\n\(app.text)")
            let moved = app.state.list.scrollOffset - lastOffset
            #expect(step < 9 ? (0...2).contains(moved) : (-1...0).contains(moved), "no jump at step \(step)")
            lastOffset = app.state.list.scrollOffset
        }
        #expect(app.state.list.selection == 0)
    }

    @Test func pageDownSelectsTheFirstItemBelowTheScreen() throws {
        let app = Self.kindsPage()
        app.send("\u{1B}[H")
        let shown = (0..<10).filter { row(of: $0, in: app) != nil }
        #expect(shown == Array(0..<8), "a heading, six songs, a heading and two albums fill 18 rows")
        app.send("\u{1B}[6~")  // Page Down
        #expect(app.state.list.selection == 8, "the video, the first item that was not shown")
        #expect(row(of: 8, in: app) != nil)
        #expect(app.backend.find("Music Video · 1") != nil)
    }

    @Test func theWheelScrollsToTheLastItemAndNoFurther() throws {
        let app = Self.kindsPage()
        let list = try #require(app.backend.find("Songs · 6"))
        for _ in 0..<10 { app.send("\u{1B}[<65;\(list.x + 1);\(list.y + 3)M") }
        #expect(row(of: 9, in: app) != nil, "the film, the last item, is drawn")
        #expect(app.backend.lines[22].contains("Movie"), "on the list's last row:\n\(app.text)")
        #expect(
            app.backend.find("Albums · 2") != nil && app.backend.find("Songs · 6") != nil,
            "the group scrolled into keeps its heading on top")
    }
}
