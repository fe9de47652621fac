import StoreSearchText
import TerminalKit
import Testing

@testable import StoreSearchUI

/// `images = …` as the terminal backend is asked for it, and the decision
/// in the words `--diagnose` says it in.
@Suite(.timeLimit(.minutes(1))) struct ImageChoiceTests {
    @Test func eachModeAsksTheBackendForWhatItNames() {
        #expect(ImageMode.auto.request == .detect)
        #expect(ImageMode.kitty.request == .always(.kitty) && ImageMode.sixel.request == .always(.sixel))
        #expect(ImageMode.iterm.request == .always(.iterm))
        #expect(ImageMode.symbols.request == .never && ImageMode.off.request == .never)
    }

    func said(_ decision: ImageDecision, for mode: ImageMode = .auto, in language: Language = .english) -> String {
        decision.phrase(for: mode).text(in: language)
    }

    @Test func theDecisionSaysWhyInBothLanguages() {
        let decision = ImageDecision(.sixel, .sixelAttribute)
        #expect(said(decision) == "sixel (the terminal's attributes (Primary DA) include sixel)")
        #expect(said(decision, in: .dutch).hasPrefix("sixel (de eigenschappen"))
        #expect(
            said(ImageDecision(nil, .multiplexer("tmux"))) == "symbols (inside tmux, which passes no pictures on)")
        #expect(said(ImageDecision(nil, .noTerminal)) == "symbols (no terminal to ask)")
        #expect(said(ImageDecision(nil, .noTerminal), in: .dutch) == "symbols (geen terminal om te vragen)")
        #expect(said(ImageDecision(.kitty, .environment("KITTY_WINDOW_ID"))) == "kitty (KITTY_WINDOW_ID says so)")
    }

    @Test func aModeChosenOutrightIsNamed() {
        #expect(said(ImageDecision(.kitty, .chosen), for: .kitty) == "kitty (images = kitty)")
        #expect(said(ImageDecision(nil, .chosen), for: .symbols) == "symbols (images = symbols)")
        #expect(said(ImageDecision(nil, .chosen), for: .off) == "no pictures: images = off")
        #expect(said(ImageDecision(nil, .chosen), for: .off, in: .dutch) == "geen hoezen: images = off")
    }
}
