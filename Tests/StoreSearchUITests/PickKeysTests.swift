import StoreSearchModel
import StoreSearchOptions
import TestSupport
import Testing

@testable import StoreSearchUI
@testable import TerminalKit

/// storesearch pick's keys (issue 41): Enter chooses where it would search
/// or open; with --multi Tab and Shift-Tab mark, fzf's keys, where they
/// would move focus; a key still acts or types, never both; and the
/// footer, help and the palette say what the keys in force do.
@Suite(.timeLimit(.minutes(1))) struct PickKeysTests {
    static let pick = try! Bindings(rules: [], layers: KeyCommand.picking)
    static let multi = try! Bindings(rules: [], layers: KeyCommand.picking + KeyCommand.pickingMany)

    @Test func enterChoosesWhereItWouldSearchOrOpen() {
        for place: KeyContext in [.field, .list, .grid] {
            #expect(Self.pick.command(for: .enter, in: place) == .accept, "\(place)")
            #expect(Self.pick.command(for: .tab, in: place) == .next, "without --multi Tab keeps its meaning")
        }
        #expect(Self.pick.command(for: .enter, in: .detailPane) == .press, "a detail's Enter presses its button")
        #expect(Self.pick.command(for: .enter, in: .popup) == .press)
        #expect(Self.pick.command(for: .enter, in: .menu) == .choose)
        #expect(Bindings.standard.keys(for: .accept).isEmpty, "the interface has no key for it")
        #expect(Bindings.standard.command(for: .enter, in: .field) == .search)
    }

    @Test func withMultiTabMarksInTheFieldAndTheResults() {
        for place: KeyContext in [.field, .list, .grid] {
            #expect(Self.multi.command(for: .tab, in: place) == .mark, "\(place)")
            #expect(Self.multi.command(for: .backTab, in: place) == .markPrevious, "\(place)")
        }
        #expect(Self.multi.command(for: .tab, in: .detailPane) == .next, "a detail's buttons stay Tab's")
        #expect(Self.multi.command(for: .character("m"), in: .list) == .mark)
        #expect(Self.multi.keys(for: .mark, in: .list) == [.tab, .character("m")], "the footer names Tab")
        #expect(Bindings.standard.command(for: .tab, in: .field) == .next)
        #expect(Bindings.standard.command(for: .character("m"), in: .list) == .mark)
        #expect(Bindings.standard.command(for: .character("m"), in: .field) == nil, "m types in the field")
    }

    @Test func theConfigsBindLinesComeOverPicksKeys() throws {
        let keys = try KeyConfig.bindings(
            [ConfigLine(number: 1, key: "bind", value: "tab: next in field")],
            layers: KeyCommand.picking + KeyCommand.pickingMany)
        #expect(keys.command(for: .tab, in: .field) == .next)
        #expect(keys.command(for: .tab, in: .list) == .mark)
        #expect(keys.command(for: .enter, in: .field) == .accept)
    }

    @Test func theFooterNamesPicksKeys() {
        var screen = Screen(80, 24, bindings: Self.multi)
        screen.state.pick = PickState(markLimit: 1_000)
        screen.type("t")
        #expect(screen.lines.last! == " ↑↓ Move  Enter Choose  Tab Mark  F1 Help  Ctrl-O Commands  Ctrl-C Quit")
        screen.press(.tab)
        #expect(screen.state.list.marks.count == 1 && screen.state.focus == .searchField)
        #expect(screen.lines.contains { $0.contains("✓ 1 marked · 2/") })
        #expect(screen.lines.contains { $0.hasPrefix("✓ ") }, "the mark in the row's first column")
        screen.press(.backTab)
        #expect(screen.state.list.marks.count == 2 && screen.state.list.selection == 0, "the second, then back")
        screen.press(.tab)
        #expect(screen.state.list.marks.count == 1, "the first unmarked")
        screen.type("x")
        #expect(screen.state.search.field.text == "tx", "a printable key still types in pick's field")
    }

    @Test func theFootersEnterSaysItSearchesWordsNotSearchedYet() {
        var screen = Screen(80, 24, searchesAsYouType: false, bindings: Self.pick)
        screen.state.pick = PickState(markLimit: nil)
        screen.type("time")
        #expect(screen.lines.last!.contains("Enter Search"))
        screen.press(.enter)
        #expect(screen.lines.last!.contains("Enter Choose"), "answered: Enter chooses")
        #expect(!screen.lines.last!.contains("Mark"), "no marks without --multi")
    }

    @Test func theInterfaceNamesMarksOnceThereAreSome() {
        var screen = Screen(80, 24)
        screen.type("t")
        screen.press(.enter)
        #expect(!screen.lines.last!.contains("Mark"))
        screen.type("m")
        #expect(screen.lines.last!.contains("m Mark"))
        #expect(screen.lines.contains { $0.contains("✓ 1 marked") })
    }
}
