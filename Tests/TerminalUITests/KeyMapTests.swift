import StoreSearchCore
import Testing
@testable import TerminalUI

@Suite struct KeyMapTests {
    @Test func qTypesInTheFieldAndQuitsElsewhere() {
        var screen = Screen(80, 24)
        screen.type("queen")
        #expect(screen.state.field.text == "queen")
        #expect(!screen.state.isQuitting)
        screen.press(.tab)
        screen.press(.character("q"))
        #expect(screen.state.isQuitting)
    }

    @Test(arguments: [Key.control("c"), .function(10)])
    func quitKeysWorkEverywhere(key: Key) {
        var screen = Screen(80, 24)
        screen.press(.function(1))
        screen.press(key)
        #expect(screen.state.isQuitting)
    }

    @Test func questionMarkIsHelpOnlyOutsideTheField() {
        var screen = Screen(80, 24)
        screen.type("?")
        #expect(screen.state.field.text == "?")
        screen.press(.escape, .tab, .character("?"))
        #expect(screen.state.topOverlay == .help)
    }

    @Test func altDigitsChooseTheCategoryAnywhere() {
        var screen = Screen(80, 24)
        screen.press(.alt("2"))
        #expect(screen.state.category == .music)
        screen.press(.alt("4"))
        #expect(screen.state.category == .ebooks)
        screen.press(.alt("9"))
        #expect(screen.state.category == .ebooks)
    }

    @Test func arrowsOnTheCategoryControl() {
        var screen = Screen(80, 24)
        screen.type("pink")
        screen.press(.tab, .right)
        #expect(screen.state.category == .music)
        screen.press(.left, .left)
        #expect(screen.state.category == .ebooks)
        #expect(screen.text.contains("Nothing Found"), "changing the category re-runs the search")
    }

    @Test func downFromTheFieldEntersTheListAndUpGoesBack() {
        var screen = Screen(80, 24)
        screen.type("pink")
        screen.press(.down)
        #expect(screen.state.focus == .resultList)
        #expect(screen.state.selection == 0)
        screen.press(.character("j"), .character("j"), .character("k"))
        #expect(screen.state.selection == 1)
        screen.press(.up, .up)
        #expect(screen.state.focus == .categoryControl)
        screen.press(.up)
        #expect(screen.state.focus == .searchField)
    }

    @Test func lineEditingKeys() {
        var screen = Screen(80, 24)
        screen.type("pink floyd")
        screen.press(.control("w"))
        #expect(screen.state.field.text == "pink ")
        screen.press(.control("a"), .character(">"), .control("e"), .control("y"))
        #expect(screen.state.field.text == ">pink floyd")
        screen.press(.home, .delete, .end, .backspace, .control("u"))
        #expect(screen.state.field.text == "")
    }

    @Test func pasteGoesIntoTheFieldAsOneEdit() {
        var screen = Screen(80, 24)
        screen.press(.tab, .tab)
        for message in KeyMap.messages(for: .paste("pink\n\u{1B}[31mfloyd"), state: screen.state, frame: screen.frame) {
            screen.send(message)
        }
        #expect(screen.state.field.text == "pink floyd")
        #expect(screen.state.focus == .searchField)
    }

    @Test func mouseChoosesFocusesAndScrolls() {
        var screen = Screen(80, 24)
        screen.type("pink")
        let music = screen.find("Music")!
        screen.click(music.x, music.y)
        #expect(screen.state.category == .music)
        #expect(screen.state.focus == .categoryControl)
        let field = screen.find("pink")!
        screen.click(field.x + 2, field.y)
        #expect(screen.state.focus == .searchField)
        #expect(screen.state.field.cursor == 2)
        screen.click(3, 7)
        #expect(screen.state.topOverlay == .detail(screen.state.results[1]), "a click on a row opens it")
        screen.press(.escape)
        var short = Screen(80, 12)
        short.type("pink")
        let wheel = MouseEvent(.wheelDown, at: Point(x: 5, y: 6))
        // 80x12 shows the grid: the wheel turns a page of tiles.
        KeyMap.messages(for: .mouse(wheel), state: short.state, frame: short.frame).forEach { short.send($0) }
        #expect(short.state.scrollOffset == short.state.gridPageSize)
        // In the list it scrolls by rows.
        short.send(.showGridPage(0))
        short.send(.toggleGrid)
        KeyMap.messages(for: .mouse(wheel), state: short.state, frame: short.frame).forEach { short.send($0) }
        #expect(short.state.scrollOffset == 2)
    }

    @Test func clicksBehindAPopupDoNothingButClose() {
        var screen = Screen(80, 24)
        screen.type("pink")
        screen.press(.enter, .enter)
        let opened = screen.state.topOverlay
        screen.click(5, 21)
        #expect(screen.state.overlays.isEmpty, "the click outside closed the pop-up")
        #expect(screen.state.topOverlay != opened)
        #expect(screen.state.selection == 0, "and did not choose the row behind it")
    }

    @Test func theDetailPopupKeys() {
        var screen = Screen(80, 24)
        screen.type("things")
        screen.press(.enter, .enter)
        #expect(screen.state.detailButton == .price)
        screen.press(.tab)
        #expect(screen.state.detailButton == .close)
        screen.press(.enter)
        #expect(screen.state.overlays.isEmpty)
    }
}
