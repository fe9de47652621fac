import StoreSearchCore
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

    @Test func theDecisionSaysWhyInBothLanguages() {
        let decision = ImageDecision(.sixel, .sixelAttribute)
        #expect(decision.words(for: .auto).english == "sixel (the terminal's attributes (Primary DA) include sixel)")
        #expect(decision.words(for: .auto).dutch.hasPrefix("sixel (de eigenschappen"))
        #expect(
            ImageDecision(nil, .multiplexer("tmux")).words(for: .auto).english
                == "symbols (inside tmux, which passes no pictures on)")
        #expect(ImageDecision(nil, .noTerminal).words(for: .auto).english == "symbols (no terminal to ask)")
        #expect(ImageDecision(nil, .noTerminal).words(for: .auto).dutch == "symbols (geen terminal om te vragen)")
    }

    @Test func aModeChosenOutrightIsNamed() {
        #expect(ImageDecision(.kitty, .chosen).words(for: .kitty).english == "kitty (images = kitty)")
        #expect(ImageDecision(nil, .chosen).words(for: .symbols).english == "symbols (images = symbols)")
        #expect(ImageDecision(nil, .chosen).words(for: .off).english == "no pictures: images = off")
        #expect(ImageDecision(nil, .chosen).words(for: .off).dutch == "geen hoezen: images = off")
    }
}
