import StoreSearchModel
import TestSupport
import Testing

@testable import StoreSearchUI
@testable import TerminalKit

/// One stack of levels, one way back: the results, a page, the favourites
/// and every overlay; Esc goes back one level from each and gives back what
/// was there. And each rule is decided once: what a command would do, as
/// the model says, is what it does.
@Suite(.timeLimit(.minutes(2))) struct LevelStackTests {
    /// What a level gives back when it is left.
    struct Place: Equatable {
        var overlays: [Overlay]
        var focus: Focus
        var selection: Int?
        var scroll: Int
        var query: String
        var cursor: Int
        var pages: Int
        var favourites: Bool
        var results: [Int]

        init(_ state: AppState) {
            overlays = state.overlays
            focus = state.focus
            selection = state.list.selection
            scroll = state.list.scrollOffset
            query = state.search.field.text
            cursor = state.search.field.cursor
            pages = state.browse.depth
            favourites = state.shape.showsFavourites
            results = state.results.map(\.id)
        }
    }

    /// The levels, and the keys that open each one over the list.
    static let levels: [(name: String, open: [Key])] = [
        ("pop-up", [.enter]), ("menu", [.function(2)]), ("help", [.character("?")]), ("palette", [.control("o")]),
        ("history list", [.control("r")]), ("filters", [.function(5)]), ("page", [.character("r")]),
        ("favourites", [.function(8)]), ("favourites, typed in", [.function(8), .character("/"), .character("m")]),
        ("help over the pop-up", [.enter, .function(1)]),
        ("a page over the favourites", [.function(8), .character("r")]),
    ]

    /// The list, scrolled, with a selection part way down and a history to list.
    static func start(_ columns: Int, _ rows: Int) -> Screen {
        var screen = Screen(
            columns, rows,
            catalog: ScreenFixtures.catalog + (1...30).map { ScreenFixtures.song(100 + $0, "Pink \($0)") })
        screen.type("pink")
        screen.press(.enter)
        for _ in 0..<30 { screen.press(.character("j")) }
        screen.press(.character("f"))
        return screen
    }

    @Test(arguments: [(80, 24), (40, 10), (160, 48)])
    func escGoesBackALevelFromEveryLevel(columns: Int, rows: Int) {
        for level in Self.levels {
            var screen = Self.start(columns, rows)
            let before = Place(screen.state)
            #expect(before.scroll > 0 && before.selection != nil, "\(columns)x\(rows): a list scrolled part way")
            for key in level.open { screen.press(key) }
            #expect(Place(screen.state) != before, "\(level.name) opened")
            #expect(screen.lines.last!.contains("Esc"), "the footer names the way back from the \(level.name)")
            // A level over a level: back one at a time.
            let depth = level.name.contains(" over ") ? 2 : 1
            for _ in 0..<depth { screen.press(.escape) }
            #expect(Place(screen.state) == before, "Esc from the \(level.name) at \(columns)x\(rows)")
        }
    }

    /// F8 again leaves the favourites too, and the search comes back as it
    /// was; what was typed inside them filtered them, and is not kept.
    @Test func f8AgainLeavesTheFavouritesAsEscDoes() {
        var screen = Self.start(80, 24)
        let before = Place(screen.state)
        screen.press(.function(8))
        #expect(screen.state.shape.showsFavourites && screen.text.contains("★ Favourites"))
        #expect(screen.lines.last!.contains("Esc Back"), "the way out, named")
        screen.press(.character("/"))
        #expect(screen.text.contains("Filter the favourites"), "the field filters them, and says so")
        screen.type("zz")
        #expect(screen.state.search.field.text == "zz" && screen.state.results.isEmpty)
        screen.press(.function(8))
        #expect(Place(screen.state) == before, "the query, results, selection, scroll and focus as before F8")
    }

    /// Each rule is decided once: in every place, each command the model
    /// says works changes something when run; one it says cannot act says
    /// why, in the words the palette shows; one with nothing to do changes
    /// nothing.
    @Test(arguments: Array(0..<20))
    func whatACommandWouldDoIsWhatItDoes(placeIndex: Int) async {
        await onAThreadOfItsOwn {
            for place in [KeyGrammarTests.places[placeIndex]] {
                var reached = Screen(80, 24)
                place.reach(&reached)
                for command in Command.allCases where command.places.contains(reached.state.place) {
                    var screen = reached
                    let before = screen.state
                    let availability = before.availability(of: command)
                    let effects = screen.driver.effects.count
                    screen.send(.command(command))
                    var after = screen.state
                    let notice = after.alerts.notice
                    after.alerts.noticeSerial = before.alerts.noticeSerial
                    switch availability {
                    case .works:
                        after.alerts.notice = before.alerts.notice
                        // (A line edit at the line's end may change nothing, harmlessly.)
                        #expect(
                            after != before || screen.driver.effects.count > effects || notice != nil
                                || command.lineEdit != nil, "\(command) works in the \(place.name) but did nothing")
                    case .idle:
                        after.alerts.notice = before.alerts.notice
                        #expect(after == before, "\(command) has nothing to do in the \(place.name), yet acted")
                    case .unavailable(let reason):
                        #expect(after.alerts.notice == .unavailable(reason), "\(command) in the \(place.name)")
                        after.alerts.notice = before.alerts.notice
                        #expect(after == before, "\(command) cannot act in the \(place.name), yet acted")
                    case .elsewhere:
                        Issue.record("\(command) works in \(place.name) by its places, yet is elsewhere")
                    }
                }
            }
        }
    }
}
