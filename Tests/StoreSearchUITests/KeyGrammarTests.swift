import StoreSearchItems
import StoreSearchModel
import TestSupport
import Testing

@testable import StoreSearchUI
@testable import TerminalKit

/// Two places, two grammars: where a line is edited a printable key types;
/// everywhere else a key is a command, or does nothing and says so. No key
/// both acts and types.
@Suite(.timeLimit(.minutes(2))) struct KeyGrammarTests {
    /// Every place of `KeyCommandTests`, and the grid, a page, the
    /// favourites and About, which single keys reach too.
    static var places: [(name: String, reach: (inout Screen) -> Void)] {
        KeyCommandTests.places + [
            (
                "grid",
                {
                    $0.type("pink")
                    $0.press(.enter, .function(4))
                }
            ),
            (
                "page",
                {
                    $0.type("pink")
                    $0.press(.enter, .character("r"))
                }
            ),
            (
                "favourites",
                {
                    $0.type("pink")
                    $0.press(.enter, .character("f"), .function(8))
                }
            ),
            (
                "about",
                {
                    $0.type("pink")
                    $0.send(.menu(.choose(.about)))
                }
            ),
        ]
    }

    /// The text of every line a key may type into, the search field first.
    static func lines(_ state: AppState) -> [String?] {
        [
            state.search.field.text, state.palette.query.text, state.history.picker?.query.text,
            state.exportSheet?.path.text, state.mail.compose?.to.text, state.mail.compose?.subject.text,
            state.mail.compose?.body.text, state.mail.rating?.to.text, state.mail.rating?.comment.text,
        ]
    }

    /// What a key acts on, apart from the lines (typing in the field searches,
    /// which is typing's own consequence).
    static func acted(_ before: AppState, _ after: AppState) -> [String] {
        var changed: [String] = []
        if before.overlays != after.overlays { changed.append("overlays") }
        if before.focus != after.focus { changed.append("focus") }
        if before.browse.depth != after.browse.depth { changed.append("pages") }
        if before.shape.showsFavourites != after.shape.showsFavourites { changed.append("favourites view") }
        if before.favourites != after.favourites { changed.append("favourites") }
        if before.search.category != after.search.category { changed.append("category") }
        if before.shape.order != after.shape.order || before.shape.filter != after.shape.filter {
            changed.append("order or filters")
        }
        if before.list.showsThumbnails != after.list.showsThumbnails || before.showsGrid != after.showsGrid {
            changed.append("the list's look")
        }
        if before.isQuitting != after.isQuitting { changed.append("quitting") }
        if before.detailButton != after.detailButton { changed.append("the focused button") }
        return changed
    }

    /// Every printable key and every key the table binds, in every place, at
    /// 80x24 and 40x10: a key types (its character goes into the line, or
    /// a line edit edits it) and nothing else acts, or it acts and types
    /// nothing; where nothing is typed no line changes but by leaving a
    /// level (whose query then comes back).
    @Test(arguments: Array(0..<20), [80, 40])
    func everyKeyEitherTypesOrActsNeverBoth(placeIndex: Int, columns: Int) async {
        let rows = columns == 80 ? 24 : 10
        await onAThreadOfItsOwn {
            let printable = (0x20...0x7E).map { Key.character(Character(UnicodeScalar($0)!)) }
            let bound = Set(
                KeyContext.allCases.flatMap { place in
                    Command.allCases.flatMap { Bindings.standard.keys(for: $0, in: place) }
                })
            // Suspending leaves the screen; it changes no line either.
            let keys =
                printable + bound.subtracting(printable).subtracting([.control("z")]).sorted { $0.label < $1.label }
            #expect(Self.places.count == 20)
            for place in [Self.places[placeIndex]] {
                var reached = Screen(columns, rows)
                place.reach(&reached)
                let here = reached.state.place
                for key in keys {
                    var screen = reached
                    let before = screen.state
                    screen.press(key)
                    let after = screen.state
                    let acted = Self.acted(before, after)
                    let name = "\(key.label) in the \(place.name) (\(here)) at \(columns)x\(rows)"
                    let left =
                        before.browse.depth != after.browse.depth
                        || before.shape.showsFavourites != after.shape.showsFavourites
                    if let character = key.typedCharacter {
                        let typedIt = zip(Self.lines(before), Self.lines(after)).contains { old, new in
                            guard let old, let new, new.count == old.count + 1 else { return false }
                            return new.contains(character) && new != old
                        }
                        if typedIt {
                            #expect(here.types, "\(name) typed where nothing is typed")
                            #expect(acted.isEmpty, "\(name) typed and also changed \(acted)")
                        }
                        if !here.types && !left {
                            #expect(Self.lines(before) == Self.lines(after) || !acted.isEmpty, "\(name) changed a line")
                        }
                    } else if let command = Bindings.standard.command(for: key, in: here), command.lineEdit != nil {
                        if Self.lines(before) != Self.lines(after) {
                            #expect(acted.isEmpty, "\(name), a line edit, edited and also changed \(acted)")
                        }
                    }
                }
            }
        }
    }

    /// The single keys where nothing is typed: j k move, g G go to the ends,
    /// q goes back, ? is help, / goes to the field, the query kept.
    @Test(arguments: ["list", "grid", "page", "popup"])
    func singleKeysWhereNothingIsTyped(place: String) {
        // (At 40x10 a detail is longer than its pop-up: it scrolls.)
        var screen = place == "popup" ? Screen(40, 10) : Screen(80, 24)
        let word = place == "popup" ? "things" : "pink"
        screen.type(word)
        screen.press(.enter)
        switch place {
        case "grid": screen.press(.function(4))
        case "page": screen.press(.character("r"))
        case "popup": screen.press(.enter)
        default: break
        }
        let start = screen.state
        #expect(start.place == (place == "popup" ? .popup : place == "grid" ? .grid : .list), "\(place)")
        if place == "popup" {
            screen.press(.character("j"))
            #expect(screen.state.detailScroll?.line == 1, "j scrolls the pop-up a line")
            screen.press(.character("G"))
            let bottom = screen.state.detailScroll?.line ?? 0
            #expect(bottom == screen.state.screen.scrollLimits.detail && bottom > 1, "G: its end, \(bottom)")
            screen.press(.character("k"))
            #expect(screen.state.detailScroll?.line == bottom - 1, "k a line up")
            screen.press(.character("g"))
            #expect(screen.state.detailScroll?.line == 0, "g: its top")
        } else {
            let count = screen.state.results.count
            #expect(count > 3)
            screen.press(.character("j"))
            let down = screen.state.list.selection ?? 0
            #expect(down > 0, "j moves down in the \(place)")
            screen.press(.character("k"))
            #expect(screen.state.list.selection == 0, "k moves up")
            screen.press(.character("G"))
            #expect(screen.state.list.selection == count - 1, "G: the last")
            screen.press(.character("g"))
            #expect(screen.state.list.selection == 0, "g: the first")
        }
        screen.press(.character("?"))
        #expect(screen.state.topOverlay == .help, "? opens help")
        screen.press(.character("?"))
        #expect(screen.state.overlays == start.overlays, "and closes it")
        screen.press(.character("/"))
        #expect(screen.state.place == .field && screen.state.search.field.text == word, "/ goes to the field")
        #expect(screen.state.search.field.cursor == word.count, "the cursor at the end of the query")
        #expect(screen.state.browse.depth == start.browse.depth, "a jump to the field leaves the pages be")
        // q goes back where it was pressed.
        var back = Screen(80, 24)
        back.type("pink")
        back.press(.enter)
        switch place {
        case "grid": back.press(.function(4))
        case "page": back.press(.character("r"))
        case "popup": back.press(.enter)
        default: break
        }
        let selection = back.state.list.selection
        back.press(.character("q"))
        switch place {
        case "page": #expect(back.state.browse.depth == 0 && back.state.list.selection == selection, "q: back a page")
        case "popup": #expect(back.state.overlays.isEmpty && back.state.focus == .resultList, "q closes the pop-up")
        default: #expect(back.state.focus == .searchField, "q in the \(place): back to the field")
        }
        #expect(!back.state.isQuitting && back.state.search.field.text == "pink", "q never quits, never types there")
    }

    /// The detail's letters act on the item in the pop-up and beside the list.
    @Test(arguments: [(80, 24), (160, 48)])
    func theDetailLettersActInThePopupAndThePane(columns: Int, rows: Int) {
        var screen = Screen(columns, rows)
        screen.type("things")
        screen.press(.enter, .enter)
        #expect(screen.state.place == (columns > 100 ? .detailPane : .popup))
        screen.press(.character("o"))
        #expect(screen.driver.effects.last == .openURL("https://apps.apple.com/things"), "o: the store page")
        screen.press(.character("c"))
        #expect(screen.driver.effects.last == .copyToClipboard("https://apps.apple.com/things"), "c: the link")
        screen.press(.character("p"))
        #expect(screen.text.contains("This item has no preview"), "p: the preview, or why not")
        screen.press(.character("f"))
        #expect(screen.state.favourites.map(\.id) == [20], "f: the favourite")
        screen.press(.character("a"))
        #expect(screen.text.contains("This item is on no album"), "a: the album, or why not")
        screen.press(.character("r"))
        #expect(screen.state.browse.top?.request.link == .artist, "r: the artist's page")
    }

    /// Everything works without Alt: each Alt chord a place binds has a key
    /// without Alt there (macOS's Option key types).
    @Test func everyAltDefaultHasAKeyWithoutAltInItsPlace() {
        for place in KeyContext.allCases {
            for command in KeyCommand.table {
                let keys = command.defaultKeys(in: place)
                guard keys.contains(where: { $0.modifiers.contains(.alt) }) else { continue }
                #expect(
                    keys.contains { !$0.modifiers.contains(.alt) },
                    "\(command.name) has only Alt in \(place.configName): \(keys.map(\.label))")
            }
        }
    }

    /// Enter never toggles: a pop-up on an item with no store page opens on
    /// its album (else the artist, else Close), never on the favourite.
    @Test func enterOnADetailOpensSomethingNeverTheFavourite() {
        let album = [
            SearchResult(
                id: 1, name: "Time", artistName: nil, collectionName: "The Dark Side of the Moon", kind: .song,
                genre: "Rock"),
            SearchResult(
                id: 2, name: "Money", artistName: nil, collectionName: "The Dark Side of the Moon", kind: .song,
                genre: "Rock"),
            SearchResult(id: 3, name: "Tuneless", artistName: nil, kind: .song, genre: "Rock"),
        ]
        var screen = Screen(80, 24, catalog: album)
        screen.type("time")
        screen.press(.enter, .enter)
        #expect(screen.state.detailButton == .albumPage)
        #expect(screen.lines.last!.hasPrefix(" Enter Album"), "the footer says what Enter does")
        screen.press(.enter)
        #expect(screen.state.browse.top?.request.link == .album && screen.state.favourites.isEmpty)
        var lonely = Screen(80, 24, catalog: album)
        lonely.type("tuneless")
        lonely.press(.enter, .enter)
        #expect(
            lonely.state.detailButton == .close && lonely.lines.last!.hasPrefix(" Enter/Esc Close"),
            "\(lonely.lines.last!)"
        )
        lonely.press(.enter)
        #expect(lonely.state.overlays.isEmpty && lonely.state.favourites.isEmpty, "nothing to open: Enter closes")
    }

    /// The palette's and the history list's prompt stay on their row while
    /// the list under them shrinks or grows.
    @Test(arguments: [(80, 24), (40, 10), (160, 48)])
    func thePromptStaysOnItsRow(columns: Int, rows: Int) {
        var screen = Screen(columns, rows)
        for word in ["pink", "time", "money", "eclipse"] {
            screen.press(.control("u"))
            screen.type(word)
            screen.press(.enter, .character("/"))
        }
        screen.press(.control("o"))
        let row = screen.frame.cursor?.y
        screen.type("albu")
        #expect(screen.frame.cursor?.y == row && row != nil, "the palette's prompt at \(columns)x\(rows)")
        screen.press(.control("u"))
        #expect(screen.frame.cursor?.y == row)
        screen.press(.escape, .control("r"))
        let history = screen.frame.cursor?.y
        screen.type("mo")
        #expect(screen.frame.cursor?.y == history && history != nil, "the history list's prompt")
    }
}
