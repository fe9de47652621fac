import Foundation
import StoreSearchItems
import StoreSearchUI
import Synchronization
import TestSupport
import Testing

@testable import StoreSearchModel
@testable import StoreSearchRuntime
@testable import TerminalKit

/// Every picture at hand at once: each drawn as cells of one colour.
final class SolidArtwork: ArtworkProvider, Sendable {
    func want(_ urls: [String]) {}

    func snapshot(for urls: [String]) -> ArtworkSnapshot {
        var snapshot = ArtworkSnapshot()
        for url in urls {
            let shade = UInt8(truncatingIfNeeded: url.utf8.reduce(0) { $0 &+ Int($1) } * 37)
            snapshot.pictures[url] = ArtworkPicture { size, _ in
                ScreenBuffer(
                    size: size,
                    filling: Cell("▀", style: Style(foreground: .rgb(shade, 0, 0), background: .rgb(0, shade, 0))))
            }
        }
        return snapshot
    }
}

/// Encodes a picture as a short marker, so a test reads which were sent.
final class MarkerEncoder: ImageEncoder, Sendable {
    let encoded = Mutex<[String]>([])

    func encode(_ picture: String, pixels: Size, cells: Size, as imageProtocol: ImageProtocol) -> EncodedImage? {
        encoded.withLock { $0.append(picture) }
        switch imageProtocol {
        case .kitty: return .png([UInt8](repeating: 7, count: pixels.columns * pixels.rows * 3))
        case .sixel: return .sequence(Array("\u{1B}Pq<\(picture)>\u{1B}\\".utf8))
        case .iterm: return .sequence(Array("\u{1B}]1337;File=inline=1:<\(picture)>\u{07}".utf8))
        }
    }
}

/// What one write of protocol bytes did, read back: kitty commands by
/// their keys, sixel and iTerm2 pictures by the marker, with the cell
/// the cursor was put on before each.
struct ImageCommands: Equatable, CustomStringConvertible {
    var placed: [String] = []
    var deleted: [String] = []
    /// Images whose data kitty was told to free (`d=I`).
    var freed: [String] = []
    var transmitted = 0

    init(_ bytes: [UInt8]) {
        let text = String(decoding: bytes, as: UTF8.self)
        var cursor = ""
        var rest = Substring(text)
        while let escape = rest.firstIndex(of: "\u{1B}") {
            rest = rest[rest.index(after: escape)...]
            if rest.hasPrefix("["), let end = rest.firstIndex(of: "H") {
                let position = rest[rest.index(after: rest.startIndex)..<end].split(separator: ";")
                cursor = "\(Int(position[1])! - 1),\(Int(position[0])! - 1)"
                rest = rest[rest.index(after: end)...]
            } else if rest.hasPrefix("_G"), let end = rest.range(of: "\u{1B}\\") {
                let body = rest[rest.index(rest.startIndex, offsetBy: 2)..<end.lowerBound]
                let keys = body.split(separator: ";", maxSplits: 1).first.map(String.init) ?? ""
                let fields = Dictionary(
                    keys.split(separator: ",").map { pair in
                        let parts = pair.split(separator: "=", maxSplits: 1)
                        return (String(parts[0]), parts.count > 1 ? String(parts[1]) : "")
                    }, uniquingKeysWith: { $1 })
                switch fields["a"] {
                case "T":
                    transmitted += 1
                    placed.append("kitty \(cursor) \(fields["c"]!)x\(fields["r"]!)")
                case "p": placed.append("kitty \(cursor) \(fields["c"]!)x\(fields["r"]!) again")
                case "d" where fields["d"] == "I": freed.append("kitty i=\(fields["i"]!)")
                case "d": deleted.append("kitty i=\(fields["i"]!)")
                default: break
                }
                rest = rest[end.upperBound...]
            } else if rest.hasPrefix("Pq<") || rest.hasPrefix("]1337;File=inline=1:<") {
                let open = rest.firstIndex(of: "<")!
                let close = rest.firstIndex(of: ">")!
                placed.append(
                    "\(rest.hasPrefix("P") ? "sixel" : "iterm") \(cursor) \(rest[rest.index(after: open)..<close])")
                rest = rest[close...]
            }
        }
    }

    var description: String { "placed \(placed), deleted \(deleted), freed \(freed)" }
}

@Suite(.timeLimit(.minutes(1))) struct ImagePlacementTests {
    static let catalog = (1...30).map { number in
        SearchResult(
            id: number, name: "Art \(number)", artistName: "Painter", kind: .song, genre: "Rock",
            artworkURL60: "http://127.0.0.1/small-\(number).png", artworkURL100: "http://127.0.0.1/large-\(number).png")
    }

    func app(_ columns: Int, _ rows: Int, _ imageProtocol: ImageProtocol?) -> (Harness, MarkerEncoder) {
        let encoder = MarkerEncoder()
        let app = Harness(columns, rows, catalog: Self.catalog, artwork: SolidArtwork())
        app.backend.imageEncoder = encoder
        app.backend.useImages(imageProtocol)
        app.program.runUntilIdle()
        return (app, encoder)
    }

    /// What the last draw wrote.
    func lastWrite(_ app: Harness) -> ImageCommands { ImageCommands(app.backend.imageWrites.last ?? []) }

    @Test func aListOfThumbnailsPlacesEachOnceAndMovingTheSelectionResendsNothing() {
        let (app, encoder) = app(80, 24, .kitty)
        app.type("art")
        let first = lastWrite(app)
        #expect(first.transmitted >= 5, "a thumbnail for each row on screen: \(first)")
        #expect(first.placed.first == "kitty 1,5 4x2", "the first row's thumbnail at its cell: \(first)")
        let encodings = encoder.encoded.withLock { $0.count }
        let writes = app.backend.imageWrites.count
        app.send("\u{1B}[B")
        app.send("\u{1B}[B")
        #expect(app.state.list.selection == 1)
        #expect(app.backend.imageWrites.count == writes + 2, "each move drew a frame")
        #expect(app.backend.imageWrites.suffix(2).allSatisfy { $0.isEmpty }, "and sent no picture")
        #expect(encoder.encoded.withLock { $0.count } == encodings, "nor encoded one")
    }

    @Test func movingTheSelectionResendsOnlyTheSixelThumbnailsBesideTheChangedHighlight() {
        let (app, _) = app(80, 24, .sixel)
        app.type("art")
        app.send("\r")  // to the list: the first row is highlighted
        app.send("\u{1B}[B")
        // The rows whose highlight changed: ncurses writes their thumbnails' cells again.
        let moved = lastWrite(app)
        #expect(
            moved.placed == ["sixel 1,5 http://127.0.0.1/small-1.png", "sixel 1,7 http://127.0.0.1/small-2.png"],
            "\(moved)")
    }

    @Test func scrollingDeletesThePlacementsThatMovedAndPlacesThemAnewByID() {
        let (app, encoder) = app(80, 24, .kitty)
        app.type("art")
        app.send("\r")  // to the list
        let shownBefore = app.backend.images.shownRects.count
        app.send("\u{1B}[6~")  // PgDn: the list scrolls
        let scrolled = lastWrite(app)
        #expect(scrolled.deleted.count == shownBefore, "every thumbnail that moved is deleted by id: \(scrolled)")
        #expect(!scrolled.placed.isEmpty)
        app.send("\u{1B}[5~")  // back: the pictures kitty keeps are placed by id, not sent again
        let back = lastWrite(app)
        #expect(
            back.transmitted == 0 && !back.placed.isEmpty && back.placed.allSatisfy { $0.hasSuffix("again") }, "\(back)"
        )
        _ = encoder
    }

    @Test func aPopupCoversThePicturesBehindItAndClosingItShowsThemAgain() {
        let (app, _) = app(80, 24, .kitty)
        app.type("art")
        let thumbnails = app.backend.images.shownRects.count
        app.send("\r")
        app.send("\r")
        #expect(app.state.topOverlay != nil)
        let opened = lastWrite(app)
        #expect(opened.deleted.count == thumbnails, "the dimmed thumbnails are deleted: \(opened)")
        #expect(opened.placed == ["kitty 6,8 12x6"], "the pop-up's picture is placed: \(opened)")
        app.send("\u{1B}")
        app.advance(KeyDecoder.escapeDelay)
        let closed = ImageCommands(app.backend.imageWrites.filter { !$0.isEmpty }.last ?? [])
        #expect(closed.deleted.count == 1, "the pop-up's picture goes: \(closed)")
        #expect(closed.placed.count == thumbnails, "the thumbnails come back: \(closed)")
    }

    @Test func sixelPicturesGoneAreErasedByRedrawingTheirCells() {
        let (app, _) = app(80, 24, .sixel)
        app.type("art")
        let first = lastWrite(app)
        #expect(first.placed.first == "sixel 1,5 http://127.0.0.1/small-1.png", "\(first)")
        let shown = Set(app.backend.images.shownRects.map(\.description))
        app.send("\r")
        app.send("\r")
        #expect(Set((app.backend.redrawnRects.last ?? []).map(\.description)) == shown, "the covered thumbnails' cells")
        #expect(lastWrite(app).placed.count == 1, "the pop-up's picture")
    }

    @Test func aSixelPictureWhoseCellsWereDrawnOverIsSentAgain() {
        let (app, _) = app(160, 48, .sixel)
        app.type("art")
        let before = app.backend.imageWrites.count
        // Ctrl-L: everything is drawn again, the pictures too.
        app.send("\u{0C}")
        let again = ImageCommands(app.backend.imageWrites[before...].flatMap { $0 })
        #expect(again.placed.count == app.backend.images.shownRects.count && !again.placed.isEmpty, "\(again)")
    }

    @Test func sixelPicturesOnTheLinesOfOneThatWentAreSentAgain() {
        let (app, _) = app(160, 48, .sixel)
        app.type("art")
        app.send("\r")  // to the list: the detail shows the first item's picture
        app.send("\u{1B}[B")  // the second item's picture takes its place
        // The first detail picture's lines are sent again whole, and with
        // them the cells of the thumbnails on those lines, which must be
        // drawn again though nothing changed in them.
        let redrawn = app.backend.redrawnRects.last ?? []
        #expect(redrawn.contains { $0.width == 20 && $0.height == 10 }, "\(redrawn)")
        let onThoseLines = app.backend.images.shownRects.filter { shown in
            redrawn.contains { $0.y < shown.maxY && shown.y < $0.maxY }
        }
        #expect(onThoseLines.count > 2, "the new detail picture and the thumbnails beside it")
        let placed = Set(lastWrite(app).placed.map { $0.split(separator: " ")[1] })
        #expect(Set(onThoseLines.map { "\($0.x),\($0.y)" }).isSubset(of: placed), "\(placed)")
    }

    @Test func resizingPlacesThePicturesAnewWhereTheNewLayoutPutsThem() {
        let (app, _) = app(160, 48, .kitty)
        app.type("art")
        app.send("\r")
        #expect(
            app.backend.images.shownRects.contains { $0.width == 20 && $0.height == 10 },
            "the split view's detail picture")
        app.backend.resize(to: Size(columns: 80, rows: 24))
        app.program.runUntilIdle()
        let resized = ImageCommands(app.backend.imageWrites.suffix(3).flatMap { $0 })
        #expect(!resized.deleted.isEmpty && !resized.placed.isEmpty, "\(resized)")
        #expect(app.backend.images.shownRects.allSatisfy { $0.maxX <= 80 && $0.maxY <= 23 })
        app.backend.resize(to: Size(columns: 40, rows: 10))
        app.program.runUntilIdle()
        #expect(app.backend.images.shownRects.allSatisfy { $0.maxX <= 40 && $0.maxY <= 9 })
    }

    @Test func suspendingAndTheEditorTakeEveryPictureAwayAndComingBackPlacesThemAgain() {
        let (app, _) = app(80, 24, .kitty)
        app.type("art")
        let shown = app.backend.images.shownRects.count
        app.send("\u{1A}")  // Ctrl-Z
        #expect(app.backend.suspensions == 1)
        let writes = app.backend.imageWrites
        let away = ImageCommands(writes.first { !$0.isEmpty && ImageCommands($0).deleted.count == shown } ?? [])
        #expect(away.deleted.count == shown, "deleted before the shell has the terminal")
        #expect(away.freed.count == shown, "their data freed: the shell may clear the screen, which frees it")
        let back = ImageCommands(writes.last ?? [])
        #expect(back.placed.count == shown && back.transmitted == shown, "and sent again after: \(back)")
    }

    /// Issue 39: kitty frees the data of its images when the screen is
    /// cleared (Ctrl-L, a resize, coming back from the shell); placing them
    /// again by id (with `q=2`, which keeps kitty's ENOENT quiet) left
    /// every cover as symbols for the rest of the session.
    @Test func aClearedScreenSendsTheKittyPicturesAgainNotPlacesThemByID() {
        let (app, _) = app(80, 24, .kitty)
        app.type("art")
        let shown = app.backend.images.shownRects.count
        #expect(shown >= 5)
        for (what, act) in [
            ("Ctrl-L", { app.send("\u{0C}") }),
            (
                "a resize",
                {
                    app.backend.resize(to: Size(columns: 81, rows: 24))
                    app.program.runUntilIdle()
                }
            ),
        ] as [(String, () -> Void)] {
            let before = app.backend.imageWrites.count
            act()
            let again = ImageCommands(app.backend.imageWrites[before...].flatMap { $0 })
            #expect(again.transmitted == app.backend.images.shownRects.count, "\(what): \(again)")
            #expect(!again.placed.contains { $0.hasSuffix("again") }, "\(what): nothing placed by id: \(again)")
        }
    }

    /// Issue 39: a favourite's grid tile lost its picture (the ★ was drawn
    /// on the art's corner, and a picture drawn over stands only while its
    /// cells are as it drew them), selected or not.
    @Test func aFavouritesGridTileKeepsItsPicture() {
        let encoder = MarkerEncoder()
        let app = Harness(90, 16, catalog: Self.catalog, favourites: [Self.catalog[0]], artwork: SolidArtwork())
        app.backend.imageEncoder = encoder
        app.backend.useImages(.kitty)
        app.type("art")
        #expect(app.state.traits.arrangement == .landscape)
        #expect(app.backend.find("★") != nil, "\(app.text)")
        let tiles = min(app.state.results.count, app.state.list.gridPageSize)
        #expect(app.backend.images.shownRects.count == tiles, "every tile's picture, the favourite's too")
        app.send("\r")  // to the grid: the favourite's tile is selected
        #expect(app.state.list.selection == 0)
        #expect(app.backend.images.shownRects.count == tiles, "and selected")
    }

    /// Issue 39: a cell size of 99999x99999 pixels asked for 240 GB; one
    /// beyond belief draws symbols, and nothing is encoded.
    @Test func aCellSizeBeyondBeliefDrawsSymbolsAndEncodesNothing() {
        let (app, encoder) = app(80, 24, .kitty)
        app.backend.useImages(.kitty, cellPixels: Size(columns: 99999, rows: 99999))
        app.type("art")
        #expect(app.backend.images.shownRects.isEmpty)
        #expect(encoder.encoded.withLock { $0.isEmpty }, "nothing encoded at that size")
        app.backend.useImages(.kitty, cellPixels: Size(columns: 9, rows: 18))
        app.program.runUntilIdle()
        #expect(!app.backend.images.shownRects.isEmpty, "a believable size draws them")
    }

    @Test func symbolsSendNoPictureBytes() {
        let (app, encoder) = app(160, 48, nil)
        app.type("art")
        app.send("\r")
        #expect(app.backend.imageWrites.allSatisfy { $0.isEmpty })
        #expect(encoder.encoded.withLock { $0.isEmpty })
    }

    @Test func aMotionLeavesPicturesToTheirSymbolsUntilItSettles() {
        let encoder = MarkerEncoder()
        let app = Harness(80, 24, animates: true, catalog: Self.catalog, artwork: SolidArtwork())
        app.backend.imageEncoder = encoder
        app.backend.useImages(.kitty)
        app.type("art")
        app.send("\r")
        app.send("\r")
        #expect(app.state.motion != nil)
        #expect(app.backend.images.shownRects.isEmpty, "nothing placed while the pop-up bounces in")
        for _ in 0..<4 { app.advance(.milliseconds(50)) }
        #expect(app.state.motion == nil)
        #expect(app.backend.images.shownRects.count == 1, "the pop-up's picture once it settles")
    }

    @Test func kittyChunksAreAtMost4096BytesAndSayWhetherMoreFollow() {
        let bytes = ImageLayer.kittyTransmit([UInt8](repeating: 0xA5, count: 10_000), header: "a=T,f=100,i=7")
        let chunks = String(decoding: bytes, as: UTF8.self).components(separatedBy: "\u{1B}\\").dropLast()
        #expect(chunks.count == 4, "13,336 base64 bytes")
        #expect(chunks[0].hasPrefix("\u{1B}_Ga=T,f=100,i=7,m=1;"))
        #expect(chunks[1].hasPrefix("\u{1B}_Gm=1;") && chunks[3].hasPrefix("\u{1B}_Gm=0;"))
        #expect(chunks.allSatisfy { $0.split(separator: ";", maxSplits: 1)[1].count <= 4096 })
    }
}
