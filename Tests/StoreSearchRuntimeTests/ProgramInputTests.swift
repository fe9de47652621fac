import StoreSearchUI
import TerminalKit
import Testing

@testable import StoreSearchRuntime

/// Issue 39: input as a hostile tester and a slow link send it. A flood of
/// keys is handled a slice at a time with Ctrl-C seen behind it; an answer
/// to the terminal's queries split across reads is never typed.
@Suite(.timeLimit(.minutes(1))) struct ProgramInputTests {
    /// How long, on the program's clock, from a way out's arrival
    /// (Ctrl-C unless told) to quitting.
    func timeToQuit(after flood: String, _ app: Harness, wayOut: (Harness) -> Void = { $0.backend.send("\u{3}") })
        -> Duration
    {
        app.clock.tick = .milliseconds(1)  // every reading of the clock: a millisecond of work
        app.backend.send(flood)
        wayOut(app)
        let sent = app.clock.now
        var turns = 0
        while !app.state.isQuitting && turns < 100_000 {
            app.program.step()
            turns += 1
        }
        return app.clock.now - sent
    }

    /// 64 KB of keys then Ctrl-C: before, every key was handled first (and
    /// on a real terminal that took 900 s and more).
    @Test func ctrlCBehindAFloodOfKeysIsSeenWithinASliceOrTwo() {
        let app = Harness()
        let flood = String(repeating: "x\u{7F}", count: 32_768)
        let waited = timeToQuit(after: flood, app)
        #expect(app.state.isQuitting)
        #expect(waited < Program<TestBackend>.inputSlice * 3, "\(waited)")
    }

    /// A signal behind a flood ends the program after at most one more
    /// slice, with its status, and keeps what was typed before it.
    @Test func aSignalBehindAFloodEndsTheProgramWithItsStatus() {
        let app = Harness()
        let waited = timeToQuit(after: "pink" + String(repeating: "x\u{7F}", count: 32_768), app) {
            $0.backend.signal(15)
        }
        #expect(app.state.isQuitting && app.program.exitStatus == 143)
        #expect(waited < Program<TestBackend>.inputSlice * 3, "\(waited)")
        #expect(app.state.search.field.text.hasPrefix("pink"), "what came before it is kept")
    }

    /// `qu`, then Primary DA's answer in two halves 200 ms apart, then
    /// `een`: the answer was typed (`qu;4ceen`) when its halves came more
    /// than the Esc delay apart. While answers are awaited, a sequence
    /// begun is an answer's, up to their deadline.
    @Test func anAnswerSplitAcrossReadsWhileAnswersAreAwaitedIsNeverTyped() {
        let app = Harness()
        app.backend.awaitedAnswers = ImageDetection.answersDeadline
        for (first, second, report) in [
            ("\u{1B}[?62;", "4c", TerminalReport.primaryAttributes([62, 4])),
            ("\u{1B}_Gi=31;", "OK\u{1B}\\", .kittyGraphics(id: 31, ok: true)),
            ("\u{1B}", "[6;15;7t", .cellPixels(width: 7, height: 15)),
        ] {
            app.send("\u{15}")  // Ctrl-U: the field empty
            app.type("qu")
            app.send(first)
            app.advance(.milliseconds(200))
            app.send(second)
            app.type("een")
            #expect(app.state.search.field.text == "queen", "\(report)")
            #expect(app.backend.reports.last == report)
        }
        // Once nothing is awaited, a lone Esc is Esc again after its delay.
        app.backend.awaitedAnswers = nil
        app.send("\u{15}")
        app.type("time")
        app.send("\r")
        app.send("\r")
        #expect(app.state.topOverlay != nil)
        app.send("\u{1B}")
        app.advance(KeyDecoder.escapeDelay)
        #expect(app.state.topOverlay == nil)
    }

    /// The wait has a deadline: what began and never ended is given up then.
    @Test func aSequenceBegunWhileAnswersAreAwaitedIsGivenUpAtTheirDeadline() {
        let app = Harness()
        app.backend.awaitedAnswers = .milliseconds(300)
        app.type("time")
        app.send("\r")
        app.send("\r")
        app.send("\u{1B}")
        app.advance(.milliseconds(299))
        #expect(app.state.topOverlay != nil, "it may be an answer's first byte")
        app.advance(.milliseconds(1))
        #expect(app.state.topOverlay == nil, "at the deadline a lone Esc is Esc")
    }
}
