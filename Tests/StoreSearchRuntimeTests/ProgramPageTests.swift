import Foundation
import StoreSearchUI
import TerminalKit
import TestSupport
import Testing

@testable import StoreSearchRuntime

/// Pages through the whole program, from the bytes a terminal sends: the
/// keys that open them and go back, keys held while a local page is
/// looked up, the breadcrumb's clicks, resizes on a page.
@Suite(.timeLimit(.minutes(1))) struct ProgramPageTests {
    /// Queen's "Bohemian Rhapsody" open (the pop-up at 80x24, the pane when wide).
    private func songOpen(_ columns: Int = 80, _ rows: Int = 24) -> Harness {
        let app = Harness(columns, rows, catalog: Fixtures.pages)
        app.type("bohemian")
        app.send("\r")
        app.send("\r")
        return app
    }

    private func click(_ app: Harness, _ text: String) {
        guard let at = app.backend.find(text) else {
            Issue.record("'\(text)' is not on screen:\n\(app.text)")
            return
        }
        app.send("\u{1B}[<0;\(at.x + 1);\(at.y + 1)M\u{1B}[<0;\(at.x + 1);\(at.y + 1)m")
    }

    @Test func altAOpensTheAlbumAndEscComesBack() {
        let app = songOpen()
        app.send("\u{1B}a")
        #expect(app.text.contains("Search › Greatest Hits I") && app.text.contains("1. Bohemian Rhapsody"))
        #expect(app.text.contains("3 tracks · 12:36"), "how many, and how long together")
        #expect(app.search.asked.withLock { $0.last } == "lookup: album 'Greatest Hits I'")
        app.send("\u{1B}")
        app.advance(KeyDecoder.escapeDelay)
        #expect(app.state.browse.depth == 0 && app.state.shownDetail?.name == "Bohemian Rhapsody")
        #expect(app.text.contains("┌─ StoreSearch"), "the header names the program again")
    }

    @Test func keysWaitForALocalPageAndThenActOnIt() {
        let app = songOpen()
        app.work.holds = true
        app.send("\u{1B}r")  // Alt-R: Queen's page, looked up
        app.send("\u{1B}[B")  // Down
        app.send("\r")  // Enter
        #expect(app.state.browse.top?.pending != nil && app.state.overlays.isEmpty, "Down and Enter wait")
        app.work.runHeld()
        app.program.runUntilIdle()
        #expect(app.state.browse.top?.pending == nil)
        let opened = app.state.shownDetail
        #expect(opened == app.state.results[3], "the song it came from (the third by name), then one down, opened")
    }

    @Test func altLeftGoesBackOutsideTheFieldAndMovesAWordInIt() {
        let app = songOpen()
        app.send("\u{1B}a")
        app.send("\u{1B}[1;3D")  // Alt-Left, from the list
        #expect(app.state.browse.depth == 0)
        app.send("\u{1B}a")
        app.send("\t")  // Tab past the categories… to the field
        while app.state.focus != .searchField { app.send("\t") }
        app.send("\u{1B}[1;3D")
        #expect(app.state.browse.depth == 1, "in the field Alt-Left is a word back")
        #expect(app.state.search.field.cursor == 0)
    }

    @Test func aCrumbClickedGoesBackToIt() {
        let app = songOpen()
        app.send("\u{1B}r")
        app.send("\u{1B}a")
        #expect(app.text.contains("Search › Queen › Greatest Hits I"))
        click(app, "Greatest Hits I ─")
        #expect(app.state.browse.depth == 1, "the page shown: back one")
        app.send("\u{1B}a")
        click(app, "Search ›")
        #expect(app.state.browse.depth == 0 && app.state.shownDetail?.name == "Bohemian Rhapsody")
    }

    @Test func theBreadcrumbIsShortenedFromTheLeft() {
        let app = songOpen(40, 10)
        for _ in 0..<3 {
            app.send("\u{1B}r")
            app.send("\u{1B}a")
        }
        #expect(app.state.browse.depth == 6)
        let row = app.backend.lines[1]
        #expect(row.hasPrefix(" … › ") && row.contains("Greatest Hits I"), "\(row)")
        #expect(!row.contains("Search"), "the oldest crumbs give way")
    }

    @Test func aPageSurvivesResizesAndComesBackAsItWasLeft() {
        let app = songOpen(160, 48)
        app.send("\u{1B}r")
        app.send("\u{1B}[B")
        let page = app.state.browse.top
        let selection = app.state.list.selection
        for size in [
            Size(columns: 80, rows: 24), Size(columns: 40, rows: 10), Size(columns: 140, rows: 16),
            Size(columns: 90, rows: 16), Size(columns: 30, rows: 8), Size(columns: 160, rows: 48),
        ] {
            app.backend.resize(to: size)
            app.program.runUntilIdle()
            #expect(app.state.browse.top == page && app.state.list.selection == selection, "\(size)")
        }
        #expect(app.text.contains("Search › Queen"))
        app.send("\u{1B}")
        app.advance(KeyDecoder.escapeDelay)
        #expect(app.state.focus == .detail && app.state.shownDetail?.name == "Bohemian Rhapsody")
    }

    @Test func thePageButtonsSayWhyWhenTheyCannotAct() {
        let app = songOpen()
        app.send("\u{1B}a")
        app.send("\r")  // the song's pop-up, on its album's page
        #expect(app.state.shownDetail?.name == "Bohemian Rhapsody")
        app.send("\u{1B}a")
        #expect(app.text.contains("This is the page shown") && app.state.browse.depth == 1)
    }
}
