import StoreSearchModel
import StoreSearchText
import Testing

@testable import StoreSearchUI
@testable import TerminalKit

@Suite(.timeLimit(.minutes(1))) struct KeyMapTests {
    /// Every place focus can be on the search screen, at a size: how to get there.
    static let places: [(name: String, keys: [Key])] = [
        ("field", []),
        ("categories", [.tab]),
        ("list", [.enter]),
        ("detail", [.enter, .enter]),
    ]

    @Test(arguments: [(80, 24), (100, 24), (160, 48), (140, 16), (90, 16)])
    func aWordTypedRightAfterStartUpIsASearch(columns: Int, rows: Int) {
        for word in ["queen", "garota", "t", "v", "q", "j", "?", "/"] {
            var screen = Screen(columns, rows)
            screen.type(word)
            #expect(screen.state.search.field.text == word, "\(word) at \(columns)x\(rows)")
            #expect(!screen.state.isQuitting && screen.state.list.showsThumbnails && screen.state.overlays.isEmpty)
            #expect(screen.state.list.gridPreference == nil, "no bare letter toggles the grid")
        }
    }

    /// Printable keys type in the field only. Where nothing is typed, `/`
    /// goes to the field with the query kept and the cursor at its end, and
    /// what is typed then goes on the end of it.
    @Test(arguments: [(80, 24), (160, 48), (140, 16), (90, 16)])
    func printableKeysTypeInTheFieldAndSlashLeadsThere(columns: Int, rows: Int) {
        for place in Self.places {
            var screen = Screen(columns, rows)
            screen.type("pink")
            if !place.keys.isEmpty {
                // The cursor left at the field's start: `/` puts it at the end.
                screen.press(.home)
                screen.press(.escape)
            }
            for key in place.keys { screen.press(key) }
            if place.name != "field" {
                let before = screen.state
                screen.type("z")
                #expect(screen.state.search.field.text == "pink", "z types nothing in the \(place.name)")
                #expect(screen.text.contains("z does nothing here · / searches"), "\(place.name) at \(columns)x\(rows)")
                #expect(screen.state.overlays == before.overlays && screen.state.focus == before.focus)
                screen.press(.character("/"))
                #expect(screen.state.focus == .searchField && screen.state.overlays.isEmpty, "\(place.name)")
            }
            screen.type(" flo")
            #expect(
                screen.state.search.field.text == "pink flo", "from the \(place.name) at \(columns)x\(rows): at the end"
            )
            #expect(screen.state.focus == .searchField && screen.state.overlays.isEmpty)
            #expect(screen.state.search.shownRequest?.term == "pink flo", "and the results follow")
        }
    }

    /// Editing keys edit the line that has focus: in the list Backspace goes
    /// back a level (as in a browser), and the field is one `/` away.
    @Test func editingKeysEditTheFieldOnlyThere() {
        var screen = Screen(80, 24)
        screen.type("pink floyd")
        screen.press(.enter, .backspace)
        #expect(screen.state.search.field.text == "pink floyd")
        #expect(screen.text.contains("No page or favourites to go back from"))
        screen.press(.character("/"), .backspace)
        #expect(screen.state.search.field.text == "pink floy")
        screen.press(.control("w"))
        #expect(screen.state.search.field.text == "pink ")
        screen.press(.tab, .tab, .control("u"))
        #expect(screen.state.search.field.text == "pink ", "Ctrl-U in the list does nothing")
        #expect(screen.text.contains("Ctrl-U does nothing here"))
    }

    @Test(arguments: [Key.control("c"), .function(10)])
    func quitKeysWorkEverywhere(key: Key) {
        var screen = Screen(80, 24)
        screen.press(.function(1))
        screen.press(key)
        #expect(screen.state.isQuitting)
    }

    @Test func escNeverQuitsAndSaysWhatDoes() {
        var screen = Screen(80, 24)
        screen.press(.escape)
        #expect(!screen.state.isQuitting)
        #expect(screen.state.alerts.notice == .escapeDoesNotQuit)
        #expect(screen.text.contains("Ctrl-C or F10 quits"))
        screen.type("pink")
        #expect(screen.state.alerts.notice == nil, "the next key takes the notice away")
        screen.press(.enter, .escape)
        #expect(screen.state.focus == .searchField, "from elsewhere Esc goes back to the field")
        #expect(screen.state.search.field.text == "pink", "and keeps what was typed")
    }

    @Test func qAndQuestionMarkCloseSheetsAndNeverQuit() {
        var screen = Screen(80, 24)
        screen.press(.function(1))
        #expect(screen.state.topOverlay == .help)
        screen.press(.character("q"))
        #expect(screen.state.overlays.isEmpty && !screen.state.isQuitting)
        screen.press(.function(1), .character("?"))
        #expect(screen.state.overlays.isEmpty)
        screen.type("pink")
        screen.press(.enter, .enter)
        #expect(screen.state.topOverlay != nil)
        screen.press(.character("q"))
        #expect(screen.state.overlays.isEmpty && screen.state.search.field.text == "pink", "q closed, typed nothing")
        screen.press(.character("q"))
        #expect(screen.state.focus == .searchField && !screen.state.isQuitting, "q in the list: back to the field")
        screen.type("q")
        #expect(screen.state.search.field.text == "pinkq", "in the field q types")
    }

    @Test func onATooSmallScreenKeysDoNothingButQuitAndRedraw() {
        var screen = Screen(80, 24)
        screen.type("pink")
        screen.resize(30, 8)
        #expect(screen.text.contains("Terminal too small"))
        let before = screen.state
        screen.press(.enter, .function(1), .function(3), .function(4), .tab, .down, .character("x"))
        #expect(screen.state == before, "nothing acts unseen")
        screen.press(.control("l"))
        screen.press(.control("c"))
        #expect(screen.state.isQuitting)
    }

    @Test func theTableBindsNoKeyTwiceInAPlace() {
        let conflicts = Bindings.defaultConflicts.map { "\($0.1) in \($0.0)" }
        #expect(conflicts.isEmpty, "\(conflicts)")
    }

    @Test func noBarePrintableKeyIsACommandWhereAWordCouldBeTyped() {
        for context in KeyContext.typing {
            for command in KeyCommand.table {
                for key in command.defaultKeys(in: context) {
                    #expect(key.typedCharacter == nil, "\(key) is '\(command.name)' in \(context)")
                }
            }
            #expect(Bindings.standard.command(for: .character("q"), in: context) == nil)
        }
        // In the menu a letter chooses an item: no letter the table binds there is an item's.
        for language in Language.allCases {
            let accelerators = Set(MenuItem.allCases.map { $0.label(in: language).accelerator })
            for command in KeyCommand.table {
                for key in command.defaultKeys(in: .menu) {
                    guard let letter = key.typedCharacter else { continue }
                    #expect(!accelerators.contains(Character(letter.lowercased())), "\(key) in the menu (\(language))")
                }
            }
        }
    }

    @Test func everyPlaceCanQuitAndEveryCommandWorksSomewhere() {
        for context in KeyContext.allCases {
            #expect(Bindings.standard.command(for: .control("c"), in: context) == .quit, "\(context)")
            #expect(Bindings.standard.command(for: .function(10), in: context) == .quit, "\(context)")
        }
        for command in KeyCommand.table {
            #expect(!command.contexts.isEmpty, "\(command.name) applies nowhere")
            for group in command.defaults {
                #expect(group.contexts?.isSubset(of: command.contexts) ?? true, "\(command.name)'s keys reach further")
            }
        }
        #expect(Set(KeyCommand.table.map(\.name)).count == KeyCommand.table.count, "each name once")
    }

    @Test func modifiedKeysFallBackToTheirPlainBinding() {
        var screen = Screen(80, 24)
        screen.type("pink")
        screen.press(.down, Key(.down, .shift))
        #expect(screen.state.list.selection == 1, "Shift-Down moves as Down does")
        screen.press(Key(.function(1), .control))
        #expect(screen.state.overlays.isEmpty, "Ctrl-F1 is not F1")
    }

    @Test func theFooterShowsOnlyWhatWorksNow() {
        func footer(_ screen: Screen) -> String { screen.lines.last! }
        var screen = Screen(80, 24)
        #expect(
            footer(screen) == " Tab Next  F1 Help  F2 Menu  Ctrl-O Commands  Ctrl-C Quit",
            "Enter does nothing in an empty field")
        screen.type("zzqqxx")
        screen.press(.enter)
        #expect(screen.text.contains("Nothing Found"))
        #expect(!footer(screen).contains("Move") && !footer(screen).contains("Open"), "nothing to move through or open")
        screen.press(.character("/"), .control("u"))
        screen.type("pink")
        #expect(footer(screen) == " ↓ Move  Enter Results  F1 Help  F2 Menu  Ctrl-O Commands  Ctrl-C Quit")
        screen.press(.enter)
        #expect(
            footer(screen) == " ↑↓ Move  Enter Open  f/r Actions  / Search  ? Help  Ctrl-C Quit",
            "where nothing is typed: the item's letters, / and ? (paging and the palette give way at 80 columns)")
        var wide = Screen(120, 24)
        wide.type("pink")
        wide.press(.enter)
        #expect(
            wide.lines.last!
                == " ↑↓ Move  PgDn Page  Enter Open  f/r Actions  / Search  Tab Next  ? Help  F2 Menu  Ctrl-O Commands  Ctrl-C Quit"
        )
        screen.press(.enter)
        #expect(
            footer(screen) == " Enter Artist  f/r Actions  Esc Close  ? Help  Ctrl-O Commands  Ctrl-C Quit",
            "a song with no store page and no album: Enter opens the artist's page, never the favourite")
        var roomy = Screen(160, 48)
        roomy.type("pink")
        roomy.press(.down)
        #expect(
            footer(roomy) == " ↑↓ Move  Enter Open  Tab Next  F1 Help  F2 Menu  Ctrl-O Commands  Ctrl-C Quit",
            "moved to while typing: Enter opens")
        var live = Screen(80, 24, searchesAsYouType: false)
        live.type("pink")
        #expect(footer(live).hasPrefix(" Enter Search"), "the live store searches on Enter")
    }

    @Test func theFooterIsNeverReplacedByANotice() {
        var screen = Screen(80, 24)
        let keys = screen.lines.last!
        screen.send(.alert(.showNotice(.configMistakes(3))))
        #expect(screen.lines.last! == keys)
        #expect(screen.lines[22].contains("The config file has 3 mistakes"), "the notice has the line above")
        screen.send(.alert(.noticeExpired(serial: screen.state.alerts.noticeSerial)))
        #expect(!screen.text.contains("mistakes"), "and goes after its time")
    }

    /// Where nothing is typed the digits choose the category, as Alt with
    /// them does; in the field a digit types.
    @Test func digitsChooseTheCategoryWhereNothingIsTyped() {
        var screen = Screen(80, 24)
        screen.type("pink")
        screen.press(.alt("2"))
        #expect(screen.state.search.category == .all, "the field takes no Alt chord that acts on results")
        screen.press(.enter, .character("2"))
        #expect(screen.state.search.category == .music)
        screen.press(.alt("4"))
        #expect(screen.state.search.category == .ebooks)
        screen.press(.alt("9"), .character("9"))
        #expect(screen.state.search.category == .ebooks)
        screen.press(.character("/"))
        screen.type("2")
        #expect(screen.state.search.field.text == "pink2" && screen.state.search.category == .ebooks)
    }

    @Test func arrowsOnTheCategoryControl() {
        var screen = Screen(80, 24)
        screen.type("pink")
        screen.press(.tab, .right)
        #expect(screen.state.search.category == .music)
        screen.press(.left, .left)
        #expect(screen.state.search.category == .ebooks)
        #expect(screen.text.contains("Nothing Found"), "changing the category re-runs the search")
    }

    @Test func downFromTheFieldMovesTheSelectionAndTheFieldKeepsFocus() {
        var screen = Screen(80, 24)
        screen.type("pink")
        screen.press(.down)
        #expect(screen.state.focus == .searchField)
        #expect(screen.state.list.selection == 0)
        screen.press(.down, .control("j"), .up)
        #expect(screen.state.list.selection == 1)
        screen.type("e")
        #expect(screen.state.search.field.text == "pinke", "typing goes on in the field")
        #expect(screen.state.list.selection == nil, "and the new words' results start unselected")
        screen.press(.control("u"))
        screen.type("pink")
        screen.press(.down, .control("k"))
        #expect(screen.state.list.selection == nil, "up from the first result: the field alone")
        #expect(screen.state.focus == .searchField)
        screen.press(.tab, .tab)
        #expect(screen.state.focus == .resultList, "Tab still reaches the list")
        screen.press(.up)
        #expect(screen.state.focus == .categoryControl, "from the list's top, Up goes to the categories")
        screen.press(.up)
        #expect(screen.state.focus == .searchField)
    }

    @Test func enterOpensTheResultMovedToWhileTyping() {
        var screen = Screen(80, 24)
        screen.type("pink")
        screen.press(.enter)
        #expect(screen.state.focus == .resultList && screen.state.overlays.isEmpty, "unmoved, Enter searches")
        var moved = Screen(80, 24)
        moved.type("pink")
        moved.press(.down, .down, .down, .control("j"), .enter)
        #expect(moved.state.topOverlay == .detail(moved.state.results[3]))
        #expect(moved.state.search.field.text == "pink")
        moved.press(.escape)
        #expect(moved.state.focus == .searchField && moved.state.list.selection == 3, "back to typing")
        var wide = Screen(160, 48)
        wide.type("pink")
        wide.press(.down, .enter)
        #expect(wide.state.focus == .detail, "in regular width the detail takes focus")
    }

    @Test func lineEditingKeys() {
        var screen = Screen(80, 24)
        screen.type("pink floyd")
        screen.press(.control("w"))
        #expect(screen.state.search.field.text == "pink ")
        screen.press(.control("a"), .character(">"), .control("e"), .control("y"))
        #expect(screen.state.search.field.text == ">pink floyd")
        screen.press(.home, .delete, .end, .backspace, .control("u"))
        #expect(screen.state.search.field.text == "")
    }

    @Test func pasteGoesIntoTheFieldAsOneEdit() {
        var screen = Screen(80, 24)
        screen.press(.tab, .tab)
        screen.input(.paste("pink\n\u{1B}[31mfloyd"))
        #expect(screen.state.search.field.text == "pink floyd")
        #expect(screen.state.focus == .searchField)
    }

    @Test func mouseChoosesFocusesAndScrolls() {
        var screen = Screen(80, 24)
        screen.type("pink")
        let music = screen.find("Music")!
        screen.click(music.x, music.y)
        #expect(screen.state.search.category == .music)
        #expect(screen.state.focus == .categoryControl)
        let field = screen.find("pink")!
        screen.click(field.x + 2, field.y)
        #expect(screen.state.focus == .searchField)
        #expect(screen.state.search.field.cursor == 2)
        screen.click(3, 7)
        #expect(screen.state.topOverlay == .detail(screen.state.results[1]), "a click on a row opens it")
        screen.press(.escape)
        var short = Screen(80, 12)
        short.type("pink")
        let wheel = MouseEvent(.wheelDown, at: Point(x: 5, y: 6))
        // 80x12 shows the grid: the wheel turns a page of tiles.
        short.input(.mouse(wheel))
        #expect(short.state.list.scrollOffset == short.state.list.gridPageSize)
        // In the list it scrolls by rows.
        short.send(.list(.showGridPage(0)))
        short.send(.list(.toggleGrid))
        short.input(.mouse(wheel))
        #expect(short.state.list.scrollOffset == 2)
    }

    @Test func clicksBehindAPopupDoNothingButClose() {
        var screen = Screen(80, 24)
        screen.type("pink")
        screen.press(.enter, .enter)
        let opened = screen.state.topOverlay
        screen.click(5, 21)
        #expect(screen.state.overlays.isEmpty, "the click outside closed the pop-up")
        #expect(screen.state.topOverlay != opened)
        #expect(screen.state.list.selection == 0, "and did not choose the row behind it")
    }

    @Test func theDetailPopupKeys() {
        var screen = Screen(80, 24)
        screen.type("things")
        screen.press(.enter, .enter)
        #expect(screen.state.detailButton == .price)
        screen.press(.tab)
        #expect(screen.state.detailButton == .copyLink, "then Copy Link (the item has a page)")
        screen.press(.tab)
        #expect(screen.state.detailButton == .favourite, "no preview: on to the favourite")
        screen.press(.tab)
        #expect(screen.state.detailButton == .artistPage, "more from the developer")
        screen.press(.tab)
        #expect(screen.state.detailButton == .close)
        screen.press(.backTab)
        #expect(screen.state.detailButton == .artistPage, "Shift-Tab goes back")
        screen.press(.tab, .enter)
        #expect(screen.state.overlays.isEmpty)
    }
}
