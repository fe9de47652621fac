import Testing

@testable import TerminalKit

/// How pictures are drawn, from every mix of environment hints and answers
/// to the start-up queries; and the answers read out of the input with the
/// keys around them intact.
@Suite(.timeLimit(.minutes(1))) struct ImageDetectionTests {
    static let kittyOK = TerminalReport.kittyGraphics(id: ImageDetection.queryID, ok: true)
    static let kittyRefused = TerminalReport.kittyGraphics(id: ImageDetection.queryID, ok: false)
    static let xtermVT340 = TerminalReport.primaryAttributes([63, 1, 2, 4, 6, 9, 15, 22, 29])
    static let xtermPlain = TerminalReport.primaryAttributes([65, 1, 9])
    static let cells = TerminalReport.cellPixels(width: 6, height: 13)

    static let plain = ImageHints(term: "xterm-256color")
    static let kitty = ImageHints(term: "xterm-kitty", kittyWindow: true)
    static let iterm = ImageHints(term: "xterm-256color", termProgram: "iTerm.app")
    static let wezterm = ImageHints(term: "xterm-256color", termProgram: "WezTerm")
    static let konsole = ImageHints(term: "xterm-256color", konsole: true)
    static let tmux = ImageHints(term: "tmux-256color", kittyWindow: true, multiplexer: "tmux")

    /// (hints, answers, finished by the deadline) → the protocol chosen.
    static let cases: [(ImageHints, [TerminalReport], Bool, ImageProtocol?, ImageDecision.Reason)] = [
        // Nothing answered.
        (plain, [], true, nil, .noAnswer),
        // kitty's environment is no answer: kitty answers its query (issue 39).
        (kitty, [], true, nil, .noAnswer),
        (kitty, [xtermPlain], false, nil, .noGraphics),
        (ImageHints(term: "xterm-256color", kittyWindow: true), [cells, xtermVT340], false, .sixel, .sixelAttribute),
        (iterm, [], true, .iterm, .environment("TERM_PROGRAM=iTerm.app")),
        (wezterm, [], true, .iterm, .environment("TERM_PROGRAM=WezTerm")),
        (konsole, [], true, nil, .noAnswer),
        // Not yet: symbols meanwhile.
        (plain, [], false, nil, .waiting),
        (kitty, [], false, nil, .waiting),
        (plain, [cells], false, nil, .waiting),
        // kitty answers OK, whatever else is said, at once.
        (plain, [kittyOK], false, .kitty, .kittyAnswered),
        (konsole, [kittyOK, xtermVT340, cells], true, .kitty, .kittyAnswered),
        (wezterm, [kittyOK], false, .kitty, .kittyAnswered),
        // Primary DA ends the wait.
        (plain, [cells, xtermVT340], false, .sixel, .sixelAttribute),
        (plain, [xtermVT340], false, nil, .sixelWithoutCellSize),
        (plain, [xtermPlain], false, nil, .noGraphics),
        (konsole, [cells, xtermVT340], false, .sixel, .sixelAttribute),
        (iterm, [xtermPlain], false, .iterm, .environment("TERM_PROGRAM=iTerm.app")),
        // kitty refused: its environment is not believed over its word.
        (kitty, [kittyRefused, xtermPlain], false, nil, .noGraphics),
        (kitty, [kittyRefused, cells, xtermVT340], false, .sixel, .sixelAttribute),
        // Attribute 4 in the first place is the terminal class, not sixel.
        (plain, [cells, .primaryAttributes([4, 1])], false, nil, .noGraphics),
        // An answer about another image id is not the query's.
        (plain, [.kittyGraphics(id: 7, ok: true), xtermPlain], false, nil, .noGraphics),
        // The Linux console: not even asked.
        (ImageHints(term: "linux"), [], true, nil, .textOnly("linux")),
        // Inside tmux: symbols, whatever is said.
        (tmux, [kittyOK, xtermVT340, cells], true, nil, .multiplexer("tmux")),
        // A cell size beyond belief: symbols, whatever else is said.
        (
            plain, [kittyOK, .cellPixels(width: 99999, height: 99999), xtermVT340], true, nil,
            .cellSizeOutOfBounds(Size(columns: 99999, rows: 99999))
        ),
        (
            plain, [.cellPixels(width: 1500, height: 3000), xtermVT340], false, nil,
            .cellSizeOutOfBounds(Size(columns: 1500, rows: 3000))
        ),
    ]

    @Test(arguments: cases.indices) func autoChoosesFromHintsAndAnswers(_ index: Int) {
        let (hints, reports, finished, expected, reason) = Self.cases[index]
        let decision = ImageDetection.decide(.detect, hints: hints, reports: reports, finished: finished)
        #expect(decision.imageProtocol == expected, "case \(index): \(decision)")
        #expect(decision.reason == reason, "case \(index)")
    }

    @Test func aProtocolAskedForOutrightIsTakenAsItIsWhereNothingCanBeAsked() {
        for imageProtocol in ImageProtocol.allCases {
            let decision = ImageDetection.decide(.always(imageProtocol), hints: Self.tmux, reports: [], finished: false)
            #expect(decision.imageProtocol == imageProtocol && decision.reason == .chosen)
        }
        #expect(
            ImageDetection.decide(.never, hints: Self.kitty, reports: [Self.kittyOK], finished: true)
                == ImageDecision(nil, .chosen))
        #expect(!ImageDetection.asks(.never, hints: Self.plain) && !ImageDetection.asks(.detect, hints: Self.tmux))
        #expect(!ImageDetection.asks(.always(.kitty), hints: Self.tmux))
        #expect(ImageDetection.asks(.detect, hints: Self.plain))
        #expect(!ImageDetection.asks(.detect, hints: ImageHints(term: "linux")))
    }

    /// Issue 39: `--images sixel` in kitty filled the screen with the
    /// sixel's text. A protocol asked for outright is asked about too, and
    /// refused when the terminal answered that it cannot draw it.
    static let forcedCases: [(ImageProtocol, ImageHints, [TerminalReport], Bool, ImageDecision)] = [
        (.sixel, kitty, [kittyOK, xtermPlain], false, ImageDecision(nil, .refused(.sixel, .noSixelAttribute))),
        (.sixel, plain, [cells, xtermVT340], false, ImageDecision(.sixel, .chosen)),
        (.sixel, plain, [], false, ImageDecision(nil, .waiting)),
        (.sixel, plain, [], true, ImageDecision(.sixel, .chosen)),
        (.iterm, kitty, [kittyOK, xtermPlain], false, ImageDecision(nil, .refused(.iterm, .kitty))),
        (.iterm, plain, [xtermPlain], false, ImageDecision(.iterm, .chosen)),
        (.iterm, wezterm, [kittyOK, xtermVT340], false, ImageDecision(.iterm, .chosen)),
        (.kitty, plain, [xtermVT340], false, ImageDecision(nil, .refused(.kitty, .noKittyAnswer))),
        (.kitty, plain, [kittyOK], false, ImageDecision(.kitty, .chosen)),
        (.kitty, plain, [], true, ImageDecision(.kitty, .chosen)),
    ]

    @Test(arguments: forcedCases.indices) func aProtocolAskedForOutrightIsRefusedWhereTheTerminalSaysItCannot(
        _ index: Int
    ) {
        let (imageProtocol, hints, reports, finished, expected) = Self.forcedCases[index]
        #expect(ImageDetection.asks(.always(imageProtocol), hints: hints))
        let decision = ImageDetection.decide(.always(imageProtocol), hints: hints, reports: reports, finished: finished)
        #expect(decision == expected, "case \(index)")
    }

    @Test func theProbeDecidesAtPrimaryDAOrTheDeadlineAndIgnoresLateAnswers() {
        var probe = ImageProbe(request: .detect, hints: Self.plain, now: .zero)
        #expect(probe.asks && probe.decision.reason == .waiting)
        #expect(probe.remaining(at: .milliseconds(100)) == ImageDetection.deadline - .milliseconds(100))
        let early = probe.receive(Self.cells, at: .milliseconds(5))
        #expect(!early)
        let decided = probe.receive(Self.xtermVT340, at: .milliseconds(6))
        #expect(decided, "Primary DA decides")
        #expect(probe.decision.imageProtocol == .sixel && probe.remaining(at: .milliseconds(7)) == nil)

        var silent = ImageProbe(request: .detect, hints: Self.kitty, now: .zero)
        let before = silent.checkDeadline(at: ImageDetection.deadline - .milliseconds(1))
        #expect(!before)
        let atDeadline = silent.checkDeadline(at: ImageDetection.deadline)
        #expect(atDeadline, "the deadline decides: nothing answered")
        #expect(silent.decision == ImageDecision(nil, .noAnswer))
        #expect(silent.awaitedAnswers(at: ImageDetection.deadline) != nil, "answers are still awaited")
        let late = silent.receive(Self.kittyOK, at: ImageDetection.answersDeadline - .milliseconds(1))
        #expect(late, "an answer over a slow link still ends the silence")
        #expect(silent.decision.imageProtocol == .kitty)
        let later = silent.receive(Self.kittyRefused, at: ImageDetection.answersDeadline)
        #expect(!later, "and then nothing changes it")

        var answered = ImageProbe(request: .detect, hints: Self.plain, now: .zero)
        _ = answered.receive(Self.xtermPlain, at: .milliseconds(5))
        #expect(answered.awaitedAnswers(at: .milliseconds(6)) == nil, "Primary DA: every answer is in")
        var unanswered = ImageProbe(request: .detect, hints: Self.plain, now: .zero)
        #expect(
            unanswered.awaitedAnswers(at: .milliseconds(100)) == ImageDetection.answersDeadline - .milliseconds(100))
        _ = unanswered.checkDeadline(at: ImageDetection.answersDeadline)
        #expect(unanswered.awaitedAnswers(at: ImageDetection.answersDeadline) == nil, "until their deadline")

        let forced = ImageProbe(request: .always(.sixel), hints: Self.plain, now: .zero)
        #expect(forced.asks && !forced.decision.isFinal, "asked about, symbols until it answers")
        let tmux = ImageProbe(request: .always(.sixel), hints: Self.tmux, now: .zero)
        #expect(!tmux.asks && tmux.decision == ImageDecision(.sixel, .chosen))
    }

    @Test func hintsComeFromTheEnvironment() {
        #expect(ImageHints(environment: ["TERM": "xterm-kitty"]).kittyWindow)
        #expect(ImageHints(environment: ["TERM": "xterm", "KITTY_WINDOW_ID": "1"]).kittyWindow)
        #expect(ImageHints(environment: ["TERM": "xterm", "TMUX": "/tmp/x,1,0"]).multiplexer == "tmux")
        #expect(ImageHints(environment: ["TERM": "screen.xterm-256color"]).multiplexer == "screen")
        #expect(ImageHints(environment: ["TERM": "xterm", "STY": "1.pts"]).multiplexer == "screen")
        #expect(ImageHints(environment: ["TERM": "xterm", "KONSOLE_VERSION": "230401"]).konsole)
        #expect(ImageHints(environment: ["TERM": "xterm-256color"]).multiplexer == nil)
    }

    @Test func theCellSizeComesFromItsAnswerOrTheWindowsPixels() {
        #expect(ImageDetection.cellPixels(reports: [Self.cells]) == Size(columns: 6, rows: 13))
        let window = TerminalReport.windowPixels(width: 800, height: 480)
        #expect(
            ImageDetection.cellPixels(reports: [window], size: Size(columns: 80, rows: 24))
                == Size(columns: 10, rows: 20))
        #expect(ImageDetection.cellPixels(reports: [window]) == nil)
        // Beyond belief: none (issue 39: 99999x99999 asked for 240 GB).
        #expect(ImageDetection.cellPixels(reports: [.cellPixels(width: 99999, height: 99999)]) == nil)
        #expect(ImageDetection.cellPixels(reports: [.cellPixels(width: 3, height: 13)]) == nil)
        #expect(
            ImageDetection.cellPixels(reports: [.cellPixels(width: 64, height: 128)]) == Size(columns: 64, rows: 128))
        let huge = TerminalReport.windowPixels(width: 65535, height: 65535)
        #expect(ImageDetection.cellPixels(reports: [huge], size: Size(columns: 80, rows: 24)) == nil)
    }

    // MARK: The answers in the input

    func decode(_ chunks: [String]) -> [InputEvent] {
        var decoder = KeyDecoder(maximumPasteScalars: 1000)
        var events: [InputEvent] = []
        for chunk in chunks { events += decoder.decode(Array(chunk.utf8)) }
        return events + decoder.flush()
    }

    func keys(_ events: [InputEvent]) -> String {
        events.compactMap {
            if case .key(let key) = $0 { key.typedCharacter.map(String.init) ?? "<\(key)>" } else { nil }
        }
        .joined()
    }

    func reports(_ events: [InputEvent]) -> [TerminalReport] {
        events.compactMap { if case .report(let report) = $0 { report } else { nil } }
    }

    static let answers = "\u{1B}_Gi=31;OK\u{1B}\\" + "\u{1B}[6;13;6t" + "\u{1B}[?63;1;2;4;6;9;15;22c"

    @Test func answersMixedWithTypedKeysLeaveTheKeysIntact() {
        let events = decode(["ab" + Self.answers + "cd"])
        #expect(keys(events) == "abcd")
        #expect(reports(events) == [Self.kittyOK, Self.cells, .primaryAttributes([63, 1, 2, 4, 6, 9, 15, 22])])
    }

    @Test func answersSplitAcrossReadsAnywhereStillLeaveTheKeys() {
        let whole = "x" + Self.answers + "y\u{1B}[Az"
        let bytes = Array(whole.utf8)
        for cut in 1..<bytes.count {
            var decoder = KeyDecoder(maximumPasteScalars: 1000)
            let events = decoder.decode(bytes[..<cut]) + decoder.decode(bytes[cut...]) + decoder.flush()
            #expect(keys(events) == "xy<Up>z", "cut at \(cut)")
            #expect(reports(events).count == 3, "cut at \(cut)")
        }
    }

    /// Issue 39: `0x9B ? 62 ; 4 c` (an 8-bit C1 CSI) was typed as `?62;4c`.
    @Test func eightBitIntroducersBeginTheirSequences() {
        func decode8(_ bytes: [UInt8]) -> [InputEvent] {
            var decoder = KeyDecoder(maximumPasteScalars: 1000)
            return decoder.decode(bytes) + decoder.flush()
        }
        let da = decode8(Array("a".utf8) + [0x9B] + Array("?62;4c".utf8) + Array("b".utf8))
        #expect(keys(da) == "ab")
        #expect(reports(da) == [.primaryAttributes([62, 4])])
        let kitty = decode8([0x9F] + Array("Gi=31;OK".utf8) + [0x9C] + Array("c".utf8))
        #expect(keys(kitty) == "c" && reports(kitty) == [Self.kittyOK])
        let arrow = decode8([0x8F, UInt8(ascii: "A"), 0x9B, UInt8(ascii: "B")])
        #expect(keys(arrow) == "<Up><Down>")
        #expect(keys(decode8([0x9B])).isEmpty, "cut short, nothing")
        // In UTF-8 the same byte continues a character: "Û" is C3 9B, not a sequence.
        #expect(keys(decode8(Array("Ûě".utf8))) == "Ûě")
    }

    @Test func aPrivateModesStateIsAReport() {
        let events = decode(["a\u{1B}[?1036;2$yb\u{1B}[?1034;0$y"])
        #expect(keys(events) == "ab")
        #expect(reports(events) == [.privateMode(1036, state: 2), .privateMode(1034, state: 0)])
    }

    @Test func garbageAnswersAreNeitherKeysNorReports() {
        let events = decode([
            "a\u{1B}_Gi=31;ENOENT:no such image\u{1B}\\b", "\u{1B}[6;0;0t", "\u{1B}_Xnothing\u{1B}\\",
            "\u{1B}[?c", "\u{1B}]1337;whatever\u{07}c",
        ])
        #expect(keys(events) == "abc")
        #expect(reports(events) == [Self.kittyRefused])
    }
}
