import Foundation
import StoreSearchModel
import StoreSearchUI
import TerminalKit
import TestSupport
import Testing

@testable import StoreSearchRuntime

/// Motion (issue 32) on the manual clock: each frame of the bounce and the
/// slides as a golden screen, and keys typed during a motion ending where
/// they end with motion off.
@Suite(.timeLimit(.minutes(2))) struct MotionTests {
    /// Each motion, where it is seen, and how a user starts it.
    enum Scene: String, CaseIterable {
        case bounce, slideUp, fade, paneAway, paneBack

        var size: Size {
            switch self {
            case .bounce, .slideUp, .fade: Size(columns: 80, rows: 24)
            case .paneAway, .paneBack: Size(columns: 140, rows: 16)
            }
        }

        /// The keys before the motion, and the keys that start it.
        func play(on app: Harness) {
            app.type("t")
            switch self {
            case .bounce, .paneAway:
                app.send("\u{1B}[B\r")  // Down, Enter: the result moved to opens
            case .slideUp:
                app.send("\u{1B}[B\r")
                MotionTests.settle(app)
                app.send("\u{1B}")
                app.advance(KeyDecoder.escapeDelay)
            case .fade:
                app.send("\u{1B}[B\r")
                MotionTests.settle(app)
                app.send("\u{1B}[<0;3;23M\u{1B}[<0;3;23m")  // a click outside the pop-up
            case .paneBack:
                app.send("\u{1B}[B\r")
                MotionTests.settle(app)
                app.send("\u{1B}[D")  // Left: back to the list
            }
        }
    }

    /// The clock moved a frame at a time, as the ticks follow one another.
    static func step(_ app: Harness, frames: Int) {
        for _ in 0..<frames { app.advance(.milliseconds(Motion.frameMilliseconds)) }
    }

    /// Every motion run to its end, and a second more.
    static func settle(_ app: Harness) {
        step(app, frames: 4)
        app.advance(.seconds(1))
    }

    static let cases: [(Scene, Int)] = Scene.allCases.flatMap { scene in (0...2).map { (scene, $0) } }

    @Test(arguments: cases)
    func eachFrameIsAsRecorded(scene: Scene, frame: Int) throws {
        let app = Harness(scene.size.columns, scene.size.rows, animates: true)
        scene.play(on: app)
        #expect(app.state.motion != nil, "\(scene) moves")
        Self.step(app, frames: frame)
        if frame == 2 { #expect(app.state.motion == nil, "two frames, then the final one") }
        let name = "\(scene.size.columns)x\(scene.size.rows)-motion-\(scene.rawValue)-\(frame)"
        try GoldenScreen.check(app.backend, name: name, title: "\(scene.rawValue), frame \(frame)")
    }

    @Test func theFinalFrameIsTheStillScreenByteForByte() {
        for scene in Scene.allCases {
            let moving = Harness(scene.size.columns, scene.size.rows, animates: true)
            let still = Harness(scene.size.columns, scene.size.rows, animates: false)
            scene.play(on: moving)
            scene.play(on: still)
            Self.settle(moving)
            Self.settle(still)
            #expect(moving.backend.screen == still.backend.screen, "\(scene)")
            #expect(still.state.motion == nil && moving.state.motion == nil)
        }
    }

    /// Keys typed during a motion: the same end state as with motion off.
    @Test(arguments: [0, 1])
    func keysDuringAMotionEndWhereTheyEndWithout(atFrame frame: Int) {
        let sequences: [[String]] = [
            ["\u{1B}[B\r", "x"],  // a letter during the bounce: the pop-up closes, the letter is typed
            ["\u{1B}[B\r", "\u{1B}"],  // Esc during the bounce closes the pop-up
            ["\u{1B}[B\r", "\u{1B}[C"],  // Right during the bounce: the next button
            ["\u{1B}[B\r", "\u{1B}", "\u{1B}[B\r"],  // closed and opened again during the slide
        ]
        for keys in sequences {
            let moving = Harness(80, 24, animates: true)
            let still = Harness(80, 24, animates: false)
            for app in [moving, still] {
                app.type("t")
                for (index, key) in keys.enumerated() {
                    app.send(key)
                    if key == "\u{1B}" { app.advance(KeyDecoder.escapeDelay) }
                    if index == 0 { Self.step(app, frames: frame) }
                }
                Self.settle(app)
            }
            let (a, b) = (moving.state, still.state)
            #expect(a.motion == nil)
            let what = "\(keys.map(\.debugDescription)) at frame \(frame)"
            #expect(a.search == b.search && a.list == b.list && a.focus == b.focus, "\(what)")
            #expect(a.overlays == b.overlays && a.detailButton == b.detailButton, "\(what)")
            #expect(a.alerts.notice == b.alerts.notice, "\(what)")
            #expect(moving.backend.screen == still.backend.screen)
        }
    }

    /// Issue 39: the 140x16 slide showed pieces of words ("ony", "cal",
    /// "f 1") from under the sliding pane for a frame. Every word a frame
    /// of the slide shows (but where the screen's edges cut it) is a whole
    /// word of the screen before or after it.
    @Test(arguments: [Scene.paneAway, .paneBack])
    func theSlideShowsNoPieceOfAWord(scene: Scene) {
        func words(_ line: String) -> [(word: String, start: Int, end: Int)] {
            var found: [(String, Int, Int)] = []
            var current = ""
            for (x, character) in line.enumerated() {
                if character.isLetter || character.isNumber {
                    current.append(character)
                } else if !current.isEmpty {
                    found.append((current, x - current.count, x))
                    current = ""
                }
            }
            if !current.isEmpty { found.append((current, line.count - current.count, line.count)) }
            return found
        }
        let app = Harness(scene.size.columns, scene.size.rows, animates: true)
        app.type("t")
        app.send("\u{1B}[B")
        let before = app.backend.lines
        app.send("\r")
        if scene == .paneBack {
            Self.settle(app)
            app.send("\u{1B}[D")
        }
        let start = app.backend.lines
        var frames: [[String]] = []
        while app.state.motion != nil {
            frames.append(app.backend.lines)
            Self.step(app, frames: 1)
        }
        let whole = Set((before + start + app.backend.lines).flatMap { words($0).map(\.word) })
        #expect(!frames.isEmpty)
        for (number, frame) in frames.enumerated() {
            // The body: below the header, above the footer.
            for line in frame.dropFirst(2).dropLast() {
                for (word, first, end) in words(line) where first > 0 && end < scene.size.columns {
                    #expect(whole.contains(word), "\(scene) frame \(number): \"\(word)\" in \"\(line)\"")
                }
            }
        }
    }

    @Test func aResizeDuringAMotionLaysOutTheFinalState() {
        let app = Harness(80, 24, animates: true)
        app.type("t")
        app.send("\u{1B}[B\r")
        #expect(app.state.motion != nil)
        app.backend.resize(to: Size(columns: 160, rows: 48))
        app.program.runUntilIdle()
        #expect(app.state.motion == nil && app.state.focus == .detail, "the pop-up became the pane, still")
    }

    @Test func slowOutputTurnsMotionOff() {
        let app = Harness(80, 24, animates: true)
        app.backend.isOutputSlow = true
        app.type("t")
        app.send("\u{1B}[B\r")
        app.send("\u{1B}")
        app.advance(KeyDecoder.escapeDelay)
        app.send("\u{1B}[B\r")
        #expect(app.state.screen.motionIsOff && app.state.motion == nil)
    }
}
