import Testing

@testable import StoreSearchUI
@testable import TerminalKit

/// The selection, the focused category and the highlighted menu item stand
/// out on every terminal, with or without colours (issue 11: on vt100,
/// vt220 and xterm-mono they looked like everything else).
@Suite(.timeLimit(.minutes(1))) struct ThemeTests {
    /// What a terminal of `depth` can show of a style: its attributes, and
    /// its colours as that terminal's numbers (none without colours).
    struct Look: Hashable {
        var attributes: Style.Attributes
        var foreground: Int32
        var background: Int32

        init(_ style: Style, at depth: ColorDepth) {
            let (foreground, brightens) = ColorMapping.number(for: style.foreground, depth: depth)
            attributes = brightens ? style.attributes.union(.bold) : style.attributes
            self.foreground = foreground
            background = ColorMapping.number(for: style.background, depth: depth).number
        }
    }

    @Test func colourlessTerminalsGetTheMonochromeTheme() {
        #expect(Theme.matching(.none) == .monochrome)
        for depth in ColorDepth.allCases where depth != .none {
            #expect(Theme.matching(depth) == .standard, "\(depth)")
        }
    }

    @Test(arguments: ColorDepth.allCases)
    func highlightsStandOutAtEveryColourDepth(depth: ColorDepth) {
        var screen = Screen(80, 24, theme: .matching(depth))
        func look(of text: String) -> Look {
            let place = screen.find(text)!
            return Look(screen.frame.buffer[place.x, place.y].style, at: depth)
        }
        screen.type("pink")
        screen.press(.enter)
        #expect(look(of: "Any Colour You Like") != look(of: "Brain Damage"), "the selected row")
        screen.press(.escape, .tab)
        #expect(screen.state.focus == .categoryControl)
        #expect(look(of: "All") != look(of: "Music"), "the focused category")
        screen.press(.escape, .function(2))
        #expect(look(of: "Send Support Email") != look(of: "Rate this App"), "the highlighted menu item")
    }
}
