import StoreSearchModel
import StoreSearchText
import TestSupport
import Testing

@testable import StoreSearchUI
@testable import TerminalKit

/// No key does damage, every command is findable, and the keys in force are
/// the ones every place names.
@Suite(.timeLimit(.minutes(2))) struct KeyCommandTests {
    /// Every place a key can land, and how a user gets there.
    static var places: [(name: String, reach: (inout Screen) -> Void)] {
        [
            ("field", { $0.type("pink") }),
            (
                "field moved",
                {
                    $0.type("pink")
                    $0.press(.down)
                }
            ),
            (
                "categories",
                {
                    $0.type("pink")
                    $0.press(.tab)
                }
            ),
            (
                "list",
                {
                    $0.type("pink")
                    $0.press(.enter)
                }
            ),
            (
                "popup",
                {
                    $0.type("pink")
                    $0.press(.enter, .enter)
                }
            ),
            (
                "menu",
                {
                    $0.type("pink")
                    $0.press(.function(2))
                }
            ),
            (
                "help",
                {
                    $0.type("pink")
                    $0.press(.function(1))
                }
            ),
            (
                "filters",
                {
                    $0.type("pink")
                    $0.press(.function(5))
                }
            ),
            (
                "save",
                {
                    $0.type("pink")
                    $0.send(.menu(.choose(.saveResults)))
                }
            ),
            (
                "compose",
                {
                    $0.type("pink")
                    $0.send(.menu(.choose(.sendSupportEmail)))
                }
            ),
            (
                "compose body",
                {
                    $0.type("pink")
                    $0.send(.menu(.choose(.sendSupportEmail)))
                    $0.press(.tab, .tab)
                }
            ),
            (
                "palette",
                {
                    $0.type("pink")
                    $0.press(.control("o"))
                }
            ),
            (
                "history",
                {
                    $0.type("pink")
                    $0.press(.enter, .control("u"))
                    $0.type("pi")
                    $0.press(.control("r"))
                }
            ),
            (
                "alert",
                {
                    $0.type("pink")
                    $0.send(.alert(.showNotice(.previewStopped)))
                    $0.send(.detail(.copied("x", delivered: false)))
                }
            ),
            (
                "rating",
                {
                    $0.type("pink")
                    $0.send(.menu(.choose(.rateThisApp)))
                }
            ),
            (
                "rating stars",
                {
                    $0.type("pink")
                    $0.send(.menu(.choose(.rateThisApp)))
                    $0.press(.tab)
                }
            ),
        ]
    }

    /// The chords the table gives the search field's text to (editing it is their job).
    static let editing: Set<Key> = [
        .control("h"), .control("w"), .control("u"), .control("y"), .control("d"), .control("t"), .control("k"),
        .alt("d"), .control("p"), .control("n"), .control("r"),
    ]

    /// (Some seconds a size: on a thread of its own, so that the other
    /// tests do not wait for the concurrency pool's two threads.)
    @Test(arguments: [(80, 24), (160, 48), (140, 16), (90, 16), (40, 10)])
    func noChordTypesItsLetterAnywhere(columns: Int, rows: Int) async {
        await onAThreadOfItsOwn {
            let letters = "abcdefghijklmnopqrstuvwxyz"
            for place in Self.places {
                var reached = Screen(columns, rows)
                place.reach(&reached)
                for letter in letters {
                    for key in [Key.alt(letter), Key.control(letter)] where !Self.editing.contains(key) {
                        // Quitting, suspending and the editor leave the screen; they are tested on their own.
                        if [Key.control("c"), .control("z"), .alt("e")].contains(key) { continue }
                        var screen = reached
                        let query = screen.state.search.field.text
                        screen.press(key)
                        #expect(
                            screen.state.search.field.text == query,
                            "\(key.label) in the \(place.name) turned '\(query)' into '\(screen.state.search.field.text)'"
                        )
                    }
                }
            }
        }
    }

    @Test func aKeyThatMeansNothingChangesNothingAndSaysSo() {
        for place in Self.places {
            var screen = Screen(80, 24)
            place.reach(&screen)
            var before = screen.state
            screen.press(.alt("q"))
            let help = Bindings.standard.shortLabel(for: .help, in: screen.state.place) ?? "F1"
            #expect(screen.state.alerts.notice == .keyDoesNothing("Alt-Q", helpKey: help), "\(place.name)")
            before.alerts = screen.state.alerts
            before.screen.scrollLimits = screen.state.screen.scrollLimits
            #expect(screen.state == before, "nothing else changed in the \(place.name)")
            #expect(screen.text.contains("Alt-Q does nothing here · \(help) lists the keys"), "\(place.name)")
        }
    }

    /// The focus model while typing, at every size: the selection moves and
    /// the field keeps focus; Enter opens what was moved to where the size
    /// shows a detail; Esc goes back to typing with the selection kept.
    @Test(arguments: [(80, 24), (160, 48), (140, 16), (90, 16), (40, 10)])
    func theListMovesWhileTypingAtEverySize(columns: Int, rows: Int) {
        var screen = Screen(columns, rows)
        screen.type("pink")
        screen.press(.down)
        #expect(screen.state.focus == .searchField && screen.state.list.selection == 0)
        #expect(screen.frame.cursor != nil, "the cursor stays in the field")
        screen.press(.control("j"))
        let moved = screen.state.selectedResult!
        screen.press(.enter)
        #expect(screen.state.shownDetail == moved, "Enter opens the result moved to")
        if screen.state.traits.arrangement.showsDetailPane {
            #expect(screen.state.focus == .detail, "beside the list the detail takes focus")
        } else {
            #expect(screen.state.topOverlay == .detail(moved), "in compact width, the pop-up")
        }
        // Esc goes back a level: the pop-up onto the field it was opened
        // from; the detail beside the list to the list, and on to the field.
        screen.press(.escape)
        if screen.state.traits.arrangement.showsDetailPane {
            #expect(screen.state.focus == .resultList)
            screen.press(.escape)
        }
        screen.type("k")
        #expect(screen.state.search.field.text == "pinkk" && screen.state.focus == .searchField)
    }

    @Test func aCommandThatCannotActSaysWhy() {
        var screen = Screen(80, 24)
        screen.press(.alt("x"))
        #expect(screen.text.contains("No filter is on"))
        screen.press(.control("o"))
        screen.type("play the prev")
        #expect(screen.text.contains("✕ No result is open or selected"), "the palette says why, from the field")
        screen.press(.enter)
        #expect(screen.text.contains("No result is open or selected"))
        screen.press(.escape)
        screen.type("emma")
        screen.press(.enter, .character("p"))
        #expect(screen.text.contains("This item has no preview"))
        screen.press(.character("o"))
        #expect(screen.text.contains("This item has no store page"), "the words said once, for the key and the button")
    }

    @Test func menuLettersAreUniqueShownAndChoose() {
        for language in Language.allCases {
            let letters = MenuItem.allCases.map { $0.label(in: language).accelerator }
            #expect(Set(letters).count == letters.count, "\(language): \(letters)")
            for item in MenuItem.allCases {
                let label = item.label(in: language)
                #expect(Array(label.text)[label.acceleratorOffset].isLetter, "\(label.text)")
                var screen = Screen(80, 24, language: language)
                screen.press(.function(2))
                screen.press(.character(Character(label.accelerator.uppercased())))
                #expect(screen.state.topOverlay != .menu, "\(label.text) chosen by its letter")
                #expect(screen.state.menuSelection == item)
            }
        }
        var screen = Screen(80, 24)
        screen.press(.function(2))
        let row = screen.find("Save Results…")!
        #expect(screen.frame.buffer[row.x, row.y].style.attributes.contains(.underline), "S is underlined")
        #expect(!screen.frame.buffer[row.x + 1, row.y].style.attributes.contains(.underline))
        #expect(screen.lines[row.y].contains("F8") == false && screen.text.contains("F8"), "keys beside items")
        screen.press(.character("z"))
        #expect(screen.state.topOverlay == .menu && screen.text.contains("No menu item has the letter z"))
        screen.press(.character("j"))
        #expect(screen.state.menuSelection == MenuItem.allCases[1], "j moves, as in every list")
        screen.press(.character("q"))
        #expect(screen.state.overlays.isEmpty, "q closes it")
    }

    /// What the footer shows, pressed, does what the footer says: the key
    /// names the command, and the model says it works here, now.
    @Test(arguments: Array(0..<16), [80, 140, 160])
    func theFooterAgreesWithTheKeys(place: Int, columns: Int) {
        // The narrow pop-up, the split view with a short list, the wide split view.
        var screen = Screen(columns, [80: 24, 140: 16, 160: 48][columns]!)
        Self.places[place].reach(&screen)
        let state = screen.state
        let hints = KeyMap.footerHints(for: state)
        #expect(!(hints.specific + hints.general).isEmpty)
        let verbs = (hints.specific + hints.general).map(\.action)
        #expect(Set(verbs).count == verbs.count, "each verb once in the \(Self.places[place].name): \(hints)")
        for hint in hints.specific + hints.general {
            let commands = Command.allCases.filter {
                $0.places.contains(state.place) && state.footerVerb(of: $0) == hint.action
                    && state.availability(of: $0) == .works
            }
            #expect(!commands.isEmpty, "\(hint) in the \(Self.places[place].name) names no command")
            for command in commands {
                guard let key = Bindings.standard.keys(for: command, in: state.place).first else { continue }
                #expect(hint.key.contains(key.label), "\(hint) in the \(Self.places[place].name)")
                #expect(
                    KeyMap.messages(for: key, place: state.place) == [.command(command)],
                    "\(key.label) is '\(command)'")
            }
        }
    }

    /// A result opened full width beside a short list goes back with ← as
    /// with Esc: the footer says so once.
    @Test func twoKeysThatGoBackAreOneHint() {
        var screen = Screen(140, 16)
        screen.type("pink")
        screen.press(.enter, .enter)
        let footer = screen.lines.last ?? ""
        #expect(footer.contains("←/Esc Back"), "\(footer)")
        #expect(footer.components(separatedBy: "Back").count == 2, "Back once: \(footer)")
        screen.press(.left)
        let afterLeft = screen.text
        screen.press(.enter, .escape)
        #expect(screen.text == afterLeft, "Esc goes where ← went")
    }

    @Test func thePaletteListsEveryCommandAndRunsTheOneFound() {
        var screen = Screen(80, 24)
        screen.type("pink")
        screen.press(.control("o"))
        #expect(screen.state.topOverlay == .palette)
        let listed = Set(screen.state.paletteEntries.map(\.command))
        #expect(listed == Set(Command.allCases), "every command")
        screen.type("fil")
        #expect(screen.lines.contains { $0.contains("Filters") && $0.contains("F5") })
        screen.press(.enter)
        #expect(screen.state.topOverlay == .filters, "Enter ran it where the user was")
        #expect(screen.state.search.field.text == "pink")
        // Dimmed with why; Enter says why instead of running it.
        screen.press(.escape, .control("o"))
        screen.type("cop")
        #expect(screen.text.contains("✕"), "Copy the link cannot run with no item: it says why")
        screen.press(.enter)
        #expect(screen.state.topOverlay == .palette)
        // A key typed by name finds its command.
        screen.press(.control("u"))
        screen.type("f8")
        #expect(screen.state.paletteEntries.first?.command == .favourites)
    }

    /// Labels follow state: on a favourite the palette and help say "Unmark favourite".
    @Test func labelsFollowTheItemsState() {
        var screen = Screen(80, 24)
        screen.type("pink")
        screen.press(.enter, .character("f"))
        #expect(screen.state.isFavourite(screen.state.selectedResult!))
        screen.press(.control("o"))
        screen.type("favourite")
        #expect(screen.text.contains("Unmark favourite") && !screen.text.contains("Mark as a favourite"))
        screen.press(.escape, .function(1))
        #expect(screen.text.contains("Unmark favourite"))
        screen.press(.escape, .enter)
        #expect(screen.text.contains("★ Unmark favourite"), "and the button")
    }

    @Test func everyCommandHasAShortNameInBothLanguagesAndOneRowOfKeys() {
        for command in Command.allCases {
            #expect(Command.infos[command] != nil, "\(command)")
            #expect(command.label.english.count <= 32 && command.label.dutch.count <= 36, "\(command)")
        }
        #expect(KeyCommand.table.map(\.command) == Command.allCases, "the key table follows the commands' order")
    }

    @Test func helpOpensOnWhatWorksWhereTheUserIs() {
        var screen = Screen(100, 40)
        screen.type("pink")
        screen.press(.enter, .function(1))
        #expect(screen.text.contains("Keys here: the results"))
        var popup = Screen(80, 24)
        popup.type("pink")
        popup.press(.enter, .enter, .function(1))
        #expect(popup.text.contains("Keys here: the pop-up"))
    }

    /// The keys in force in each place are the table's, in its order: each
    /// command's default keys there, less those an earlier row took.
    @Test func eachPlaceHasTheTablesKeysInItsOrder() {
        for context in KeyContext.allCases {
            var taken: Set<Key> = []
            for row in KeyCommand.table {
                let expected = row.defaultKeys(in: context).filter { taken.insert($0).inserted }
                #expect(
                    Bindings.standard.keys(for: row.command, in: context) == expected,
                    "\(row.command) in \(context)")
            }
        }
    }
}
