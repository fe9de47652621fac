import Foundation
import StoreSearchItems
import StoreSearchUI
import Synchronization
import TerminalKit
import TestSupport
import Testing

@testable import StoreSearchModel
@testable import StoreSearchRuntime

/// A player that remembers what it was asked to play and to stop.
final class FakePlayer: PreviewPlayer, Sendable {
    let played = Mutex<[String]>([])
    let stops = Mutex(0)
    let outcome: PlayerOutcome

    init(outcome: PlayerOutcome = .playing(program: "fakeplayer")) {
        self.outcome = outcome
    }

    func play(_ url: String) -> PlayerOutcome {
        played.withLock { $0.append(url) }
        return outcome
    }

    func stop() { stops.withLock { $0 += 1 } }
}

/// The detail's actions and scrolling, as a user reaches them: keys as a
/// terminal sends them, the screen as it is drawn.
@Suite(.timeLimit(.minutes(1))) struct ProgramDetailTests {
    static let altC = "\u{1B}c"
    static let altP = "\u{1B}p"
    static let pageDown = "\u{1B}[6~"

    @Test func atTheSmallestSizeTheFocusedButtonIsInViewHoweverLongTheName() {
        let long = Fixtures.song(
            11, "(I Can't Help) Falling In Love With You (Live At The Hammersmith Odeon)", artist: "UB40",
            album: "The Best Of")
        let app = Harness(40, 10, catalog: Fixtures.catalog + [long])
        app.type("hammersmith")
        app.send("\r")
        app.send("\r")
        #expect(app.state.topOverlay == .detail(long))
        #expect(
            app.state.detailButton == .albumPage, "its price leads nowhere: focus is on its album, never the favourite")
        #expect(app.text.contains("[ Album: The Best Of") && app.text.contains("[ $0.99 ]"), "\(app.text)")
        app.send("\u{1B}[6~")  // PgDn: the name and facts scroll, the buttons stay
        #expect(app.text.contains("[ Album: The Best Of"), "\(app.text)")
        app.send("\r")
        #expect(app.state.browse.top?.request.link == .album, "Enter pressed the button in view")
        #expect(!app.state.isFavourite(long), "and never marks a favourite")
    }

    @Test func aButtonThatCanDoNothingSaysWhyWhenClicked() throws {
        let app = Harness()
        app.type("money")
        app.send("\r")
        app.send("\r")
        let price = try #require(app.backend.find("[ $0.99 ]"))
        app.send("\u{1B}[<0;\(price.x + 3);\(price.y + 1)M\u{1B}[<0;\(price.x + 3);\(price.y + 1)m")
        #expect(app.text.contains("This item has no store page"))
        #expect(app.state.detailButton == .albumPage, "focus stays where it was")
    }

    /// The app at `size` with the song's pop-up (or pane) open.
    func openSong(
        _ columns: Int = 80, _ rows: Int = 24, player: FakePlayer? = nil, clipboard: ClipboardSupport = .unknown
    )
        -> Harness
    {
        let app = Harness(columns, rows, catalog: Fixtures.oneOfEachKind, player: player, clipboard: clipboard)
        app.type("stairway")
        app.send("\r")
        app.send("\r")
        return app
    }

    static let songPage = "https://music.apple.com/us/album/stairway-to-heaven/580708175?i=580708180&uo=4"

    @Test func copyLinkSendsTheLinkByOSC52AndSaysSo() {
        let app = openSong()
        #expect(app.text.contains("[ Copy Link ]"))
        app.send(Self.altC)
        #expect(app.backend.copiedTexts == [Self.songPage])
        let base64 = Data(Self.songPage.utf8).base64EncodedString()
        #expect(app.backend.clipboardBytes.last == Array("\u{1B}]52;c;\(base64)\u{07}".utf8))
        #expect(app.text.contains("Copied to the clipboard: https://music.apple.com/"))
    }

    @Test func theCopyButtonDoesTheSame() {
        let app = openSong(160, 48)
        let button = app.backend.find("[ Copy Link ]")!
        app.send("\u{1B}[<0;\(button.x + 3);\(button.y + 1)M\u{1B}[<0;\(button.x + 3);\(button.y + 1)m")
        #expect(app.backend.copiedTexts == [Self.songPage])
    }

    @Test func whereTheTerminalCannotCopyTheLinkIsShown() {
        let app = openSong(clipboard: .unsupported)
        app.send(Self.altC)
        #expect(app.backend.copiedTexts.isEmpty, "nothing sent to a terminal that would show it as junk")
        #expect(app.text.contains("This terminal cannot take a copy"))
        #expect(app.text.contains("https://music.apple.com/us/album/stairway-to-heaven/"))
        app.send("\r")
        #expect(app.text.contains("[ Copy Link ]"), "OK goes back to the detail")
    }

    @Test func thePreviewPlaysAndStops() {
        let player = FakePlayer()
        let app = openSong(player: player)
        #expect(app.text.contains("[ ▶ Preview ]"))
        app.send(Self.altP)
        #expect(player.played.withLock { $0 } == [Fixtures.oneOfEachKind[0].details.previewURL!])
        #expect(app.text.contains("Playing the preview with fakeplayer"))
        #expect(app.text.contains("[ ■ Stop ]"), "the button now stops it")
        app.send(Self.altP)
        #expect(player.stops.withLock { $0 } == 1)
        #expect(app.text.contains("The preview stopped."))
        #expect(app.text.contains("[ ▶ Preview ]"))
    }

    @Test func withoutAPlayerThePreviewsAddressIsShown() {
        let app = openSong(player: FakePlayer(outcome: .noPlayer))
        app.send(Self.altP)
        #expect(app.text.contains("No player was found"))
        #expect(app.text.contains("https://audio-ssl.itunes.apple.com/"))
    }

    @Test func aPlayerThatFailsSaysWhy() {
        let app = openSong(player: FakePlayer(outcome: .failed(reason: "mpv: No such file or directory")))
        app.send(Self.altP)
        #expect(app.text.contains("The preview could not be played: mpv: No such file or directory"))
        #expect(app.text.contains("[ ▶ Preview ]"))
    }

    @Test func anItemWithoutAPreviewHasNoButtonAndTheKeyDoesNothing() {
        let player = FakePlayer()
        let app = Harness(catalog: Fixtures.oneOfEachKind, player: player)
        app.type("things")
        app.send("\r")
        app.send("\r")
        #expect(!app.text.contains("Preview ]"))
        app.send(Self.altP)
        #expect(player.played.withLock { $0 }.isEmpty)
    }

    @Test func aLongDetailScrollsWithPageKeysAndTheWheel() {
        // The app's detail at 80x24 holds more than the pop-up shows.
        let app = Harness(catalog: Fixtures.oneOfEachKind)
        app.type("things")
        app.send("\r")
        app.send("\r")
        #expect(app.text.contains("▼ more"))
        #expect(app.text.contains("Things 3"))
        app.send(Self.pageDown)
        #expect(!app.text.contains("Things 3"), "the head scrolled away")
        #expect(app.text.contains("▲"))
        for _ in 0..<5 { app.send(Self.pageDown) }
        #expect(!app.text.contains("▼ more"), "at the end nothing is cut")
        #expect(app.text.contains("The Verge"), "the description's last line")
        let box = app.backend.find("╭─[×]")!
        // Wheel up (SGR button 64) inside the pop-up, three times.
        for _ in 0..<10 { app.send("\u{1B}[<64;\(box.x + 10);\(box.y + 5)M") }
        #expect(app.text.contains("Things 3"), "back at the top")
        #expect(!app.text.contains("▲"))
    }

    @Test func theSameNameShowsWhatDiffers() {
        let songs = [
            Fixtures.song(1, "Stairway To Heaven", artist: "Led Zeppelin", album: "IV"),
            Fixtures.song(2, "Stairway To Heaven", artist: "Led Zeppelin", album: "BBC Sessions"),
            Fixtures.song(3, "Stairway To Heaven", artist: "Led Zeppelin", album: "The Song Remains The Same"),
        ]
        let app = Harness(catalog: songs)
        app.type("stairway")
        for album in ["IV · $0.99", "BBC Sessions · $0.99", "The Song Remains The Same · $0.99"] {
            #expect(app.text.contains(album))
        }
    }

    @Test func aMatchInAFieldTheRowDoesNotShowIsNamed() {
        let songs = [
            Fixtures.song(1, "Am I Evil?", artist: "Metallica", album: "Garage Inc. (Disc 1)"),
            Fixtures.song(2, "Garden", artist: "Pearl Jam", album: "Ten"),
        ]
        let app = Harness(catalog: songs)
        app.type("gar")
        #expect(app.text.contains("album: Garage Inc. (Disc 1)"), "why Am I Evil? is there")
        #expect(!app.text.contains("album: Ten"), "Garden matched by its name")
        // The match is underlined where it is.
        let garage = app.backend.find("Garage")!
        #expect(app.backend.screen[garage.x, garage.y].style.attributes.contains(.underline))
        #expect(!app.backend.screen[garage.x + 3, garage.y].style.attributes.contains(.underline))
    }

    @Test func aCappedAnswerSaysSo() {
        let many = (0..<250).map { Fixtures.song(1000 + $0, String(format: "Song %03d", $0)) }
        let app = Harness(catalog: many)
        app.type("song")
        #expect(app.text.contains(" 200+ "))
        app.type(" 01")
        #expect(app.text.contains(" 10 ") && !app.text.contains("+ "), "an answer that holds every match")
    }
}
