import StoreSearchText
import TestSupport
import Testing

@testable import StoreSearchUI
@testable import TerminalKit

/// Counts said once and where a list is long, and empty screens named for
/// what they are (issue 39, item 9).
struct CountsAndEmptyScreensTests {
    @Test func aNarrowedAnswerSaysItsCountOnce() {
        var live = Screen(80, 24, searchesAsYouType: false)
        live.type("pink")
        live.press(.enter)
        live.send(.screen(.focus(.searchField)))
        live.send(.search(.edit(.moveToEnd)))
        live.type(" time")
        let rule = live.lines.first { $0.contains("narrowed:") } ?? ""
        #expect(rule.contains("narrowed: 1 of 9 ─"), "the count once, not \"narrowed: 1 of 9 · 1\": \(rule)")
        // With a selection, where it is: another fact.
        live.send(.screen(.focus(.resultList)))
        live.press(.down)
        let selected = live.lines.first { $0.contains("narrowed:") } ?? ""
        #expect(selected.contains("narrowed: 1 of 9 · 1/1"), "\(selected)")
    }

    @Test func thePaletteSaysWhereTheHighlightIsAndThatMoreLiesBelow() {
        var screen = Screen(80, 24)
        screen.press(.control("o"))
        let count = screen.state.paletteEntries.count
        #expect(count > 16)
        #expect(screen.text.contains(" 1/\(count) "), "the count on the edge, as fzf's")
        #expect(screen.text.contains("↓"), "more below")
        #expect(!screen.text.contains("↑"), "nothing above yet")
        for _ in 0..<20 { screen.press(.down) }
        #expect(screen.text.contains(" 21/\(count) ") && screen.text.contains("↑"))
    }

    @Test func noFavouritesIsNotNothingFound() {
        for language in [Language.english, .dutch] {
            var screen = Screen(80, 24, language: language)
            screen.send(.shape(.toggleFavouritesView))
            let title = language == .english ? "No favourites yet" : "Nog geen favorieten"
            #expect(screen.text.contains(title), "\(screen.text)")
            #expect(!screen.text.contains("Nothing Found") && !screen.text.contains("Niets gevonden"))
            #expect(screen.text.contains("Alt-M") || screen.text.contains(" f "), "what marks one")
        }
    }
}
