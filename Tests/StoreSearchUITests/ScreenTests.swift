import Foundation
import StoreSearchItems
import StoreSearchModel
import StoreSearchText
import Testing

@testable import StoreSearchUI
@testable import TerminalKit

/// Screens as a user sees them, drawn without a terminal.
@Suite(.timeLimit(.minutes(1))) struct ScreenTests {
    @Test func compactStartScreen() {
        let screen = Screen(80, 24)
        #expect(
            screen.text == """
                ┌─ StoreSearch ────────────────────────────────────────────── bundled catalog ─┐
                │ ⌕ App name, artist, song, album, e-book                                      │
                └──────────────────────────────────────────────────────────────────────────────┘
                                        All │ Music │ Software │ E-books
                ────────────────────────────────────────────────────────────────────────────────

                            Type to search 4,036 items; Enter moves to the results.
















                 Tab Next  F1 Help  F2 Menu  Ctrl-O Commands  Ctrl-C Quit
                """)
        #expect(screen.frame.cursor == Point(x: 4, y: 1), "the field has focus at start-up")
    }

    /// Issue 27: items that share an id (a catalog's, or a song and an
    /// episode the store numbers alike) were all starred when one was marked.
    @Test func aFavouriteStarsItsOwnRowOnlyWhenIdsAreShared() {
        let twins = [
            ScreenFixtures.song(1, "Twin Alpha"), ScreenFixtures.song(1, "Twin Beta"),
            SearchResult(id: 1, name: "Twin Gamma", artistName: "Pink Floyd", kind: .tvEpisode, genre: "Rock"),
        ]
        for grid in [false, true] {
            var screen = Screen(grid ? 90 : 80, grid ? 16 : 24, catalog: twins)
            screen.type("twin")
            screen.send(.screen(.focus(.resultList)))
            screen.send(.list(.move(.down)))
            let marked = screen.state.selectedResult!
            screen.send(.shape(.toggleFavourite))
            screen.send(.shape(.favouritesChanged(StoredChange(items: [marked]), marked: true)))
            #expect(screen.state.results.filter(screen.state.isFavourite).map(\.name) == [marked.name])
            #expect(screen.text.filter { $0 == "★" }.count == 1, "\(grid ? "grid" : "list"): one star\n\(screen.text)")
        }
    }

    @Test func resultsFollowTheTyping() {
        var screen = Screen(80, 24)
        screen.type("pink")
        // Each row: a thumbnail (a generated cover: the bundled catalog has no artwork), the name, "artist (kind)".
        #expect(screen.lines[5] == "  AC  Any Colour You Like")
        #expect(screen.lines[6].hasPrefix("        Pink Floyd (Song)   "))
        #expect(screen.lines[6].hasSuffix(" $0.99"), "what tells it apart, at the right")
        #expect(screen.lines[4].hasSuffix(" 9 ─"), "the count of results sits on the separator")
        screen.type(" ti")
        #expect(screen.lines[5] == "  T   Time")
        #expect(screen.lines[7] == "")
        screen.send(.list(.toggleThumbnails))
        #expect(screen.lines[5] == " Time", "without thumbnails the name starts the row")
        #expect(screen.lines[6].hasPrefix("   Pink Floyd (Song)   "))
    }

    @Test func popupOverADimmedScreen() {
        var screen = Screen(80, 24)
        screen.type("pink")
        screen.press(.enter, .down, .enter)
        let text = screen.text
        #expect(text.contains("╭─[×]─"))
        let corner = screen.find("╭─[×]")!
        let name = screen.find("Brain Damage", after: corner.y)!
        #expect(name.y == corner.y + 1, "the name first, beside the artwork")
        #expect(screen.lines[name.y + 1].contains("Pink Floyd"))
        #expect(screen.lines[name.y + 2].contains("Song · Rock"))
        #expect(text.contains("[ $0.99 ]"))
        #expect(text.contains("Price   $0.99") || text.contains("Price  $0.99"))
        let buffer = screen.frame.buffer
        var dimmed = Style.plain
        Theme.standard.dimmed(&dimmed)
        #expect(buffer[1, 5].style == dimmed, "the list behind the pop-up is dimmed")
        #expect(
            buffer[1, 23].style == Theme.standard.footerKey, "the footer, which tells what keys do now, is not dimmed")
        #expect(buffer[name.x, name.y].style != dimmed, "the pop-up itself is not dimmed")
        #expect(screen.frame.cursor == nil)
    }

    @Test func popupCloses() {
        var screen = Screen(80, 24)
        screen.type("pink")
        screen.press(.enter, .enter)
        #expect(screen.state.topOverlay != nil)
        screen.click(0, 0)
        #expect(screen.state.overlays.isEmpty, "a click outside closes it")
        screen.press(.enter)
        let corner = screen.find("╭─[×]")!
        screen.click(corner.x + 5, corner.y + 3)
        #expect(screen.state.topOverlay != nil, "a click inside does not")
        screen.click(corner.x + 3, corner.y)
        #expect(screen.state.overlays.isEmpty, "the close button closes")
        screen.press(.enter, .escape)
        #expect(screen.state.overlays.isEmpty)
        #expect(!screen.text.contains("[×]"))
    }

    @Test func splitViewBeforeAnySelection() {
        let screen = Screen(160, 48)
        let lines = screen.lines
        #expect(lines[0].contains("Search") && lines[0].contains("StoreSearch") && lines[0].contains("bundled catalog"))
        #expect(lines[3].hasPrefix("│ ⌕ App name, artist, song, album, e-book"))
        // The secondary pane shows only its quiet pattern.
        let pane = lines[2...46].map { String($0.dropFirst(65)) }
        #expect(pane.allSatisfy { $0.allSatisfy { $0 == " " || $0 == "·" } })
        #expect(pane.joined().contains("·"))
        #expect(!screen.text.contains("[×]"), "no close button in the split view")
        #expect(screen.frame.cursor == Point(x: 4, y: 3), "the field has focus at start-up at every size")
        #expect(screen.text.contains("Type to search 4,036 items"))
    }

    /// A dotted row is one style from the pane's edge to the screen's, its
    /// blanks too, so the terminal is sent one colour a row rather than a
    /// change to the colour and back at every dot: the first frame at
    /// 160x48 was 16.7 KB, 12 KB of it for the pattern.
    @Test func thePatternsDottedRowsAreOneStyleEdgeToEdge() {
        let screen = Screen(160, 48)
        let buffer = screen.frame.buffer
        let dotted = (2...46).filter { y in (65..<160).contains { buffer[$0, y].character == "·" } }
        #expect(dotted.count > 10)
        for y in dotted {
            let styles = Set((65..<160).map { buffer[$0, y].style })
            #expect(styles.count == 1, "row \(y): \(styles)")
        }
    }

    @Test func splitViewDetailFollowsTheSelection() {
        var screen = Screen(160, 48)
        screen.type("pink")
        screen.press(.enter)
        #expect(screen.find("Any Colour You Like", before: 66)?.x == 6, "after the row's thumbnail")
        #expect(screen.find("Any Colour You Like", fromColumn: 66) != nil, "the pane shows the first result")
        screen.press(.down)
        #expect(screen.find("Brain Damage", fromColumn: 66) != nil)
        #expect(screen.find("Any Colour You Like", fromColumn: 66) == nil)
        #expect(screen.find("Song · Rock", fromColumn: 66) != nil)
        #expect(!screen.text.contains("[×]"))
    }

    @Test func overlaySplitViewSlidesAwayAndComesBack() {
        var screen = Screen(140, 16)
        screen.type("pink")
        screen.press(.enter, .enter)
        #expect(screen.lines[0].hasPrefix(" ‹ Search"))
        #expect(!screen.text.contains("⌕"), "the list pane slid away")
        #expect(screen.text.contains("Any Colour You Like"))
        screen.press(.left)
        #expect(screen.text.contains("⌕ pink"), "a key brings it back")
        screen.press(.enter)
        screen.click(2, 0)
        #expect(screen.text.contains("⌕ pink"), "so does a click on ‹ Search")
    }

    @Test func resizingKeepsEverything() {
        var screen = Screen(80, 24)
        screen.type("pink")
        screen.press(.tab, .right, .tab)
        screen.press(.down, .down, .down)
        let before = (
            screen.state.search.field, screen.state.search.category, screen.state.results, screen.state.list.selection
        )
        for (columns, rows) in [(160, 48), (140, 16), (20, 6), (90, 16), (80, 24), (60, 20)] {
            screen.resize(columns, rows)
            #expect(screen.state.search.field == before.0)
            #expect(screen.state.search.category == before.1)
            #expect(screen.state.results == before.2)
            #expect(screen.state.list.selection == before.3)
        }
        #expect(screen.text.contains("4/9"))
    }

    @Test func scrollPositionSurvivesAResize() {
        var screen = Screen(80, 24)
        screen.type("pink")
        screen.press(.enter, .end)
        #expect(screen.state.list.scrollOffset == 0, "nine results fit")
        // 80x12 is compact both ways: the grid, on the page that holds the selection.
        screen.resize(80, 12)
        #expect(screen.state.showsGrid)
        #expect(screen.state.gridPage == 8 / screen.state.list.gridPageSize)
        #expect(screen.text.contains("Us And Th…"), "the selected (last) result's tile")
        screen.send(.list(.toggleGrid))
        #expect(screen.state.list.scrollOffset == 5, "the list scrolled so the selection is its last row")
        #expect(screen.text.contains("The Great Gig In The Sky"))
        screen.resize(90, 16)
        #expect(screen.text.contains("The Great Gig In The Sky"), "the list stays chosen across sizes")
    }

    /// Issue 11: a pass through a too-small size scrolled the list so the
    /// selection became its top row (the list's capacity was one while the
    /// screen said "Terminal too small").
    @Test(arguments: [(39, 9), (1, 1), (39, 24), (200, 9), (40, 9)])
    func scrollPositionAndSelectionSurviveATooSmallScreen(columns: Int, rows: Int) {
        let songs = (1...30).map { ScreenFixtures.song($0, "Song \($0)") }
        var screen = Screen(80, 24, catalog: songs)
        screen.type("song")
        screen.press(.enter)
        for _ in 0..<13 { screen.press(.down) }
        #expect(screen.state.list.selection == 13)
        #expect(screen.state.list.scrollOffset == 5, "the selection is the list's last row")
        let before = screen.text
        screen.resize(columns, rows)
        #expect(screen.text.contains("Terminal too small") || columns * rows < 20)
        screen.resize(80, 24)
        #expect(screen.state.list.selection == 13)
        #expect(screen.state.list.scrollOffset == 5)
        #expect(screen.text == before, "the screen comes back as it was left")
    }

    /// Issue 11: at 40x10 the scroll arrows of help and About covered the
    /// last letter of a line (and About's text was wrapped wider than it
    /// was drawn). Every word is shown, scrolling through, and the arrows'
    /// column holds nothing else.
    @Test(arguments: [false, true])
    func sheetsAt40x10ShowEveryWordAndKeepTheArrowsOffTheText(about: Bool) {
        var screen = Screen(40, 10)
        if about {
            screen.send(.menu(.toggle))
            screen.send(.menu(.choose(.about)))
        } else {
            screen.press(.function(1))
        }
        let rows =
            about
            ? InfoSheetWidget.about(state: screen.state, bindings: .standard, localizer: screen.context.localizer)
            : InfoSheetWidget.help(for: screen.state, bindings: .standard, localizer: screen.context.localizer)
        // The sheet's content rows, the margins and the arrows' column cut off; a new one at the bottom per line scrolled.
        func contentRows() -> (text: [String], arrows: String) {
            let lines = screen.lines
            let top = lines.firstIndex { $0.contains("╭") }!
            let bottom = lines.firstIndex { $0.contains("╰") }!
            var text: [String] = []
            var arrows = ""
            for line in lines[(top + 2)..<bottom] {
                let cells = Array(line)
                let left = cells.firstIndex(of: "│")!
                let right = cells.lastIndex(of: "│")!
                #expect(cells[left + 1] == " " && cells[right - 1] == " ", "the margins stay blank")
                text.append(String(cells[(left + 2)..<(right - 2)]))
                arrows.append(cells[right - 2])
            }
            return (text, arrows)
        }
        // The sheet drawn from each line in turn would draw it hundreds of
        // times (each costing the whole sheet's rows): it is drawn a page at
        // a time, each page from the line the last left off at, while there
        // is more below; then a line at a time to the end, keeping the new
        // bottom line each time. Either way each line is seen where it lies.
        var (shown, arrows) = contentRows()
        let height = shown.count
        screen.press(.down)
        #expect(screen.state.alerts.sheetScroll == 1, "Down scrolls the sheet a line")
        func drawn(from line: Int) -> (text: [String], arrows: String) {
            screen.send(.alert(.scrollSheet(to: line)))
            return contentRows()
        }
        var top = 0
        while true {
            let page = drawn(from: top + height)
            guard page.arrows.contains("↓") else { break }
            top += height
            shown += page.text
            arrows += page.arrows
        }
        var line = top
        while true {
            line += 1
            let next = drawn(from: line)
            arrows += next.arrows
            shown.append(next.text.last!)
            if !next.arrows.contains("↓") { break }
        }
        #expect(arrows.allSatisfy { $0 == " " || $0 == "↑" || $0 == "↓" }, "only arrows in their column: \(arrows)")
        #expect(arrows.contains("↑") && arrows.contains("↓"))
        let expected = rows.map { $0.label + $0.text }.joined().filter { !$0.isWhitespace }
        #expect(shown.joined().filter { !$0.isWhitespace } == expected, "every word shown whole, in order")
    }

    @Test func tooSmall() {
        let screen = Screen(20, 6)
        #expect(screen.lines[2] == " Terminal too small")
        #expect(screen.lines[3] == "     need 40x10")
    }

    @Test func nothingFoundAndLoading() {
        var screen = Screen(80, 24)
        screen.type("zzz")
        #expect(screen.lines[6].trimmingCharacters(in: .whitespaces) == "Nothing Found")
        screen.state.search.phase = .loading
        #expect(screen.text.contains("⠋ Loading..."))
        screen.state.search.spinnerFrame = 1
        #expect(screen.text.contains("⠙ Loading..."))
    }

    @Test func alertAndAddressSheet() {
        var screen = Screen(80, 24)
        screen.state.overlays = [.storeError(.store(.throttled))]
        #expect(screen.text.contains("Whoops..."))
        #expect(screen.text.contains("There was an error accessing the iTunes"))
        #expect(screen.text.contains("[ OK ]"))
        #expect(screen.text.contains("too many searches"), "the second line says what happened")
        screen.press(.enter)
        #expect(screen.state.overlays.isEmpty)
        screen.state.overlays = [.address("https://apps.apple.com/app/id123", .noBrowser)]
        #expect(screen.text.contains("https://apps.apple.com/app/id123"))
        let ok = screen.find("[ OK ]")!
        screen.click(ok.x + 1, ok.y)
        #expect(screen.state.overlays.isEmpty)
        var narrow = Screen(44, 20)
        let long = "https://apps.apple.com/us/app/some-very-long-name/id1234567890?mt=8"
        narrow.state.overlays = [.address(long, .noBrowser)]
        let shown = narrow.lines.map { $0.trimmingCharacters(in: CharacterSet(charactersIn: " │")) }
        #expect(
            shown.filter { !$0.isEmpty && long.contains($0) }.joined() == long,
            "a long address is broken over lines, never cut")
    }

    @Test func helpListsEveryBindingOfTheTableAndScrolls() {
        var screen = Screen(100, 40)
        screen.press(.tab, .function(1))
        #expect(screen.state.focus == .categoryControl, "help opens over what had focus")
        // Everything the sheet shows, page by page.
        var seen = screen.text
        for _ in 0..<20 {
            screen.press(.pageDown)
            seen += screen.text
        }
        #expect(seen.contains("Keys here: the categories"), "first what works where help was opened")
        for command in KeyCommand.table {
            let title = command.title.english
            #expect(seen.contains(String(title.prefix(30))), "\(command.name): \(title)")
        }
        for section in KeySection.allCases {
            #expect(seen.contains(section.title.english), "\(section)")
        }
        var small = Screen(60, 12)
        small.press(.function(1))
        #expect(small.text.contains("↓"), "more below")
        small.press(.end)
        #expect(small.text.contains("In the message: a new line"), "the last command of the last section")
        let bottom = small.text
        small.press(.up)
        #expect(small.text != bottom, "scrolling back starts at once, however far End went")
        small.press(.home)
        #expect(small.text.contains("Keys here: the search field"))
        small.press(.escape)
        #expect(small.state.overlays.isEmpty)
    }

    @Test func dutchScreens() {
        var screen = Screen(80, 24, language: .dutch)
        #expect(screen.text.contains("StoreZoeker"))
        #expect(screen.text.contains("Naam van artiest, nummer, album"))
        #expect(screen.text.contains("Alles │ Muziek │ Software │ E-boeken"))
        #expect(screen.text.contains("4.036"))
        screen.type("pink")
        #expect(screen.text.contains("Liedje van Pink Floyd"))
        screen.press(.enter, .enter)
        #expect(screen.text.contains("Liedje · Rock"))
        #expect(screen.text.contains("US$\u{A0}0,99"), "dollars as a Dutch reader writes them")
        var wide = Screen(160, 48, language: .dutch)
        #expect(wide.lines[0].contains("Zoeken") && wide.lines[0].contains("meegeleverde catalogus"))
        wide.type("zzz")
        #expect(wide.text.contains("Niets gevonden"))
    }

    @Test func hostileNamesStayInTheirCells() {
        let hostile = [
            ScreenFixtures.song(1, Sanitizer.clean("\u{1B}[2J\u{1B}]0;owned\u{07}Evil 夜に駆ける夜に駆ける夜に駆ける夜に駆ける夜に駆ける夜に駆ける")),
            ScreenFixtures.song(2, String(repeating: "W", count: 10_000), artist: "🎵👨‍👩‍👧 e\u{301}"),
        ]
        var screen = Screen(80, 24, catalog: hostile)
        screen.type("e")
        let frame = screen.frame
        for y in 0..<frame.size.rows {
            #expect(frame.buffer.line(y).columnWidth == 80, "row \(y) keeps its width")
        }
        #expect(!screen.text.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 })
        // (The second first: "e" is a whole word of its artist, and only begins "Evil".)
        #expect(screen.lines[7].hasPrefix(" E夜  Evil 夜に駆ける"), "initials, then the name, each in its cells")
        #expect(screen.lines[5].hasSuffix("WWW…"))
    }

    @Test(arguments: [
        (40, 10), (60, 20), (80, 24), (99, 24), (100, 24), (100, 19), (140, 16), (160, 48), (300, 100), (90, 16),
    ])
    func everySizeHasTheEssentials(columns: Int, rows: Int) {
        var screen = Screen(columns, rows)
        screen.type("pink")
        screen.press(.enter)
        let text = screen.text
        #expect(text.contains("⌕ pink"))
        #expect(text.contains("All") && text.contains("E-books"))
        if screen.state.showsGrid {
            // Compact both ways: tiles with short names, and the grid's keys.
            #expect(screen.state.traits.arrangement == .landscape)
            #expect(text.contains("Any Colou…"))
            #expect(screen.lines[rows - 1].hasPrefix(" →↑↓ Move"), "on the first tile: nothing to its left")
        } else {
            #expect(text.contains("Any Colour You Like"))
            #expect(screen.lines[rows - 1].hasPrefix(" ↑↓ Move") || screen.lines[rows - 1].hasPrefix(" Enter"))
        }
        screen.press(.enter)
        #expect(screen.text.contains("Song · Rock"), "the kind and genre under the name")
    }

    @Test func monochromeUsesNoColour() {
        var screen = Screen(80, 24, theme: .monochrome)
        screen.type("pink")
        screen.press(.enter, .enter)
        for cell in screen.frame.buffer.cells {
            #expect(cell.style.foreground == .default && cell.style.background == .default)
        }
    }
}

extension Screen {
    /// Where `text` first appears at or right of `column`.
    func find(_ text: String, fromColumn column: Int) -> Point? {
        for (y, line) in lines.enumerated() {
            var searchStart = line.startIndex
            while let range = line.range(of: text, range: searchStart..<line.endIndex) {
                let x = line[..<range.lowerBound].columnWidth
                if x >= column { return Point(x: x, y: y) }
                searchStart = range.upperBound
            }
        }
        return nil
    }

    /// Where `text` first appears left of `column`.
    func find(_ text: String, before column: Int) -> Point? {
        for (y, line) in lines.enumerated() {
            if let range = line.range(of: text), line[..<range.lowerBound].columnWidth < column {
                return Point(x: line[..<range.lowerBound].columnWidth, y: y)
            }
        }
        return nil
    }

    /// Where `text` first appears on or below row `row`.
    func find(_ text: String, after row: Int) -> Point? {
        for (y, line) in lines.enumerated() where y >= row {
            if let range = line.range(of: text) {
                return Point(x: line[..<range.lowerBound].columnWidth, y: y)
            }
        }
        return nil
    }
}
