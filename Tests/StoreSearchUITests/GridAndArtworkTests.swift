import Foundation
import StoreSearchItems
import Testing

@testable import StoreSearchUI
@testable import TerminalKit

/// Forty songs, "Tile 00" to "Tile 39", with artwork addresses.
private let gallery: [SearchResult] = (0..<40).map { index in
    SearchResult(
        id: 100 + index, name: String(format: "Tile %02d", index), artistName: "Grid", kind: .song,
        genre: "Pop", price: Price(amount: 1, currency: "USD"),
        artworkURL60: "https://art.test/\(index)-60.jpg", artworkURL100: "https://art.test/\(index)-100.jpg")
}

@Suite(.timeLimit(.minutes(1))) struct GridGeometryTests {
    /// Tiles are 10x5 with a column and a row between them; the area's
    /// last row holds the page indicator.
    @Test(arguments: [
        (90, 12, 8, 2), (80, 8, 7, 1), (40, 5, 3, 1), (160, 40, 14, 6), (10, 6, 1, 1), (21, 11, 2, 1), (32, 12, 3, 2),
        (5, 3, 1, 1),
    ])
    func tilesPerPage(width: Int, height: Int, columns: Int, rows: Int) {
        let grid = GridGeometry(area: Rect(x: 0, y: 4, width: width, height: height))
        #expect(grid.columns == columns && grid.rows == rows)
        #expect(grid.tilesPerPage == columns * rows)
    }

    @Test func pageOfAnIndex() {
        let grid = GridGeometry(area: Rect(x: 0, y: 0, width: 90, height: 12))
        #expect([0, 15, 16, 31, 32, 199].map(grid.page(of:)) == [0, 0, 1, 1, 2, 12])
    }

    @Test(arguments: [(90, 12), (160, 40), (45, 20)])
    func tilesLieInsideTheAreaWithoutOverlapping(width: Int, height: Int) {
        let area = Rect(x: 3, y: 5, width: width, height: height)
        let grid = GridGeometry(area: area)
        let tiles = (0..<grid.tilesPerPage).map(grid.tileRect(slot:))
        for (index, tile) in tiles.enumerated() {
            #expect(area.intersection(tile) == tile, "tile \(index) inside")
            #expect(tile.maxY <= grid.indicatorRow.y, "tile \(index) above the indicator")
            for other in tiles[(index + 1)...] { #expect(tile.intersection(other).isEmpty) }
        }
    }
}

@Suite(.timeLimit(.minutes(1))) struct GridScreenTests {
    func landscape() -> Screen {
        var screen = Screen(90, 16, catalog: gallery)
        screen.type("tile")
        screen.press(.enter)
        return screen
    }

    @Test func compactBothWaysShowsPagesOfTiles() {
        let screen = landscape()
        #expect(screen.state.traits.arrangement == .landscape && screen.state.showsGrid)
        #expect(screen.state.list.gridPageSize == 16)
        let lines = screen.lines
        // Field, categories, separator; then art rows 3-6 and the names on row 7.
        #expect(lines[7] == "  Tile 00    Tile 01    Tile 02    Tile 03    Tile 04    Tile 05    Tile 06    Tile 07")
        #expect(lines[13].hasPrefix("  Tile 08    Tile 09"))
        #expect(lines[15].hasPrefix(" →↑↓ Move  Enter Open"), "on the first tile: nothing to its left")
        #expect(lines[14].hasSuffix("● ○ ○"), "three pages, the first shown")
        #expect(lines[14].hasPrefix(" Tile 00 — Grid "), "the selected tile's whole name and artist")
    }

    @Test func arrowsMoveBetweenTilesAndAcrossPages() {
        var screen = landscape()
        #expect(screen.state.list.selection == 0)
        screen.press(.right, .right, .down)
        #expect(screen.state.list.selection == 10, "down is a row of eight tiles")
        screen.press(.down)
        #expect(screen.state.list.selection == 18 && screen.state.gridPage == 1, "off the last row: the next page")
        #expect(screen.lines[14].hasSuffix("○ ● ○") && screen.lines[14].hasPrefix(" Tile 18 — Grid"))
        #expect(screen.text.contains("Tile 18") && !screen.text.contains("Tile 00"))
        screen.press(.left, .left, .left)
        #expect(screen.state.list.selection == 15 && screen.state.gridPage == 0, "left of a page's first tile")
        screen.press(.pageDown, .pageDown)
        #expect(screen.state.list.selection == 39 && screen.state.gridPage == 2, "page down stops at the last tile")
        screen.press(.pageUp)
        #expect(screen.state.list.selection == 23)
        screen.press(.home)
        #expect(screen.state.list.selection == 0 && screen.state.gridPage == 0)
        screen.press(.up)
        #expect(screen.state.focus == .categoryControl, "up from the first row leaves the grid")
    }

    @Test func enterAndClicksOpenThePopup() {
        var screen = landscape()
        screen.press(.right, .enter)
        #expect(screen.state.topOverlay == .detail(gallery[1]))
        screen.press(.escape)
        let tile = screen.find("Tile 03")!
        screen.click(tile.x, tile.y - 2)
        #expect(screen.state.topOverlay == .detail(gallery[3]), "a click on a tile's picture opens it")
        screen.press(.escape)
        let dots = screen.lines[14]
        let third = dots.distance(from: dots.startIndex, to: dots.lastIndex(of: "○")!)
        screen.click(third, 14)
        #expect(screen.state.gridPage == 2, "a dot of the indicator turns to its page")
    }

    @Test func loadingAndNothingFoundAreDrawnInTheGridToo() {
        var screen = landscape()
        screen.send(.search(.edit(.insert("zzz"))))
        #expect(screen.text.contains("Nothing Found"))
        var loading = landscape()
        _ = loading.state.update(.search(.edit(.insert("x"))))
        _ = loading.state.update(.search(.loadingIndicatorDue(generation: loading.state.search.generation)))
        #expect(loading.text.contains("Loading..."))
    }

    @Test func resizingInAndOutOfTheGridKeepsTheSelectionInSight() {
        var screen = Screen(80, 24, catalog: gallery)
        screen.type("tile")
        screen.press(.enter)
        for _ in 0..<25 { screen.press(.down) }
        #expect(screen.state.list.selection == 25)
        screen.resize(90, 16)
        #expect(screen.state.gridPage == 1 && screen.text.contains("Tile 25"))
        screen.resize(60, 12)
        #expect(screen.text.contains("Tile 25"), "smaller pages: still the page that holds it")
        screen.resize(80, 24)
        #expect(!screen.state.showsGrid && screen.text.contains("Tile 25"))
    }

    @Test func theGridKeyWorksAtAnySize() {
        var screen = Screen(160, 48, catalog: gallery)
        screen.type("tile")
        screen.press(.enter)
        #expect(!screen.state.showsGrid)
        screen.press(.function(4))
        #expect(screen.state.showsGrid && screen.text.contains("Tile 13"))
        screen.press(.alt("v"))
        #expect(!screen.state.showsGrid, "Alt-V too")
        screen.type("v")
        #expect(screen.state.search.field.text == "tile", "a bare v in the list types nothing")
        #expect(screen.text.contains("v does nothing here · / searches") && !screen.state.showsGrid)
        screen.press(.character("/"))
        screen.type("v")
        #expect(screen.state.search.field.text == "tilev", "in the field it types")
    }
}

/// Pictures for tests: each one a block of one colour.
private func snapshot(loaded: [String], failed: Set<String> = []) -> ArtworkSnapshot {
    var pictures: [String: ArtworkPicture] = [:]
    for url in loaded {
        pictures[url] = ArtworkPicture { size, _ in
            ScreenBuffer(
                size: size, filling: Cell("▀", style: Style(foreground: .indexed(196), background: .indexed(21))))
        }
    }
    return ArtworkSnapshot(pictures: pictures, failed: failed)
}

@Suite(.timeLimit(.minutes(1))) struct ArtworkDrawingTests {
    @Test func theDetailShowsTheLargePictureOnceLoaded() {
        var screen = Screen(80, 24, catalog: gallery)
        screen.context.artwork = snapshot(loaded: [])
        screen.type("tile 07")
        screen.press(.enter, .enter)
        #expect(screen.state.topOverlay == .detail(gallery[7]))
        // Not loaded: the placeholder, with the kind's symbol.
        #expect(screen.text.contains("♪"))
        #expect(
            screen.state.wantedArtwork.first == "https://art.test/7-100.jpg", "the detail wants the large picture first"
        )
        screen.context.artwork = snapshot(loaded: ["https://art.test/7-100.jpg"])
        let cells = screen.frame.buffer.cells.filter { $0.character == "▀" && $0.style.background == .indexed(21) }
        #expect(cells.count == 12 * 6, "the pop-up's picture: 12x6 cells, square on tall cells")
    }

    @Test func listRowsAskForTheSmallPicture() {
        var screen = Screen(80, 24, catalog: gallery)
        screen.type("tile")
        #expect(
            screen.state.wantedArtwork.contains("https://art.test/0-60.jpg")
                && !screen.state.wantedArtwork.contains("https://art.test/0-100.jpg"))
        screen.context.artwork = snapshot(loaded: ["https://art.test/0-60.jpg"])
        let frame = screen.frame
        #expect(frame.buffer[1, 5].character == "▀" && frame.buffer[4, 6].character == "▀", "a 4x2 thumbnail")
        #expect(frame.buffer[5, 5].character == " " && screen.lines[5].contains("▀▀▀▀ Tile 00"))
    }

    @Test func resultsWithoutArtworkGetAGeneratedCover() {
        var screen = Screen(80, 24)
        screen.type("pink")
        screen.press(.enter, .enter)
        let text = screen.text
        #expect(text.contains("AC"), "the initials of Any Colour You Like")
        let cover = screen.frame.buffer.cells.filter { if case .rgb = $0.style.background { true } else { false } }
        #expect(cover.count == 12 * 6, "the whole picture in the genre's colour")
        // The same genre gives the same colour, another genre may not.
        let rock = GeneratedCover(result: ScreenFixtures.catalog[0]).color
        #expect(GeneratedCover(result: ScreenFixtures.catalog[1]).color == rock)
        #expect(GeneratedCover(result: ScreenFixtures.catalog[9]).initials == "T")
        #expect(GeneratedCover(result: ScreenFixtures.catalog[11]).initials == "夜")
    }
}

@Suite(.timeLimit(.minutes(1))) struct ColorMappingTests {
    @Test(arguments: [
        (Color.rgb(255, 0, 0), ColorDepth.palette256, Int32(196), false),
        (.rgb(255, 0, 0), .ansi16, 9, false),
        (.rgb(255, 0, 0), .ansi8, 1, true),
        (.rgb(12, 34, 56), .direct, 0x0C2238, false),
        (.rgb(0, 0, 3), .direct, 8, false),
        (.indexed(196), .direct, 0xFF0000, false),
        (.indexed(244), .ansi8, 7, false),
        (.indexed(250), .palette256, 250, false),
        (.ansi(12), .ansi8, 4, true),
        (.ansi(12), .direct, 0x5C5CFF, false),
        (.ansi(3), .direct, 3, false),
        (.rgb(128, 128, 128), .palette256, 244, false),
        (.red, .none, -1, false),
        (.default, .direct, -1, false),
    ])
    func colourNumbers(color: Color, depth: ColorDepth, number: Int32, brightens: Bool) {
        let mapped = ColorMapping.number(for: color, depth: depth)
        #expect(mapped.number == number && mapped.brightens == brightens)
    }

    @Test func depthFromTheTerminal() {
        #expect(ColorDepth(colors: 8) == .ansi8)
        #expect(ColorDepth(colors: 16) == .ansi16)
        #expect(ColorDepth(colors: 256) == .palette256)
        #expect(ColorDepth(colors: 256, hasDirectColor: true) == .direct)
        #expect(ColorDepth(colors: 0x1000000) == .direct)
        #expect(ColorDepth(colors: 2) == .none)
    }
}
