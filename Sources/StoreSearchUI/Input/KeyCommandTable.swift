import StoreSearchModel
import StoreSearchText
import TerminalKit

/// The one table of keys: for every command (in `Command`'s order, which is
/// help's, the palette's and the footer's), its default keys by place.
///
/// Two grammars. Where a line is edited (`KeyContext.typing`) a printable
/// key types, and commands are on F-keys, Ctrl and Alt chords, arrows,
/// Enter, Esc and Tab. Where nothing is typed (the results, a detail, help,
/// About, the menu, the filters, the mail's buttons) single keys are
/// commands too: `j` `k` move, `g` `G` go to the first and last, `q` goes
/// back (never quits), `?` is help, `/` goes to the search field, and a
/// letter acts on the item. Every Alt chord has a key without Alt in each
/// place it is bound (macOS's Option types `å`).
extension KeyCommand {
    public static let table: [KeyCommand] = everywhere + field + moving + other

    /// Where nothing is typed and `j`, `k` move (or scroll).
    private static let jk: Set<KeyContext> = KeyContext.browsing.union([.sheet, .alert, .menu, .filters])
    /// Where nothing is typed and `q` goes back a level.
    private static let q: Set<KeyContext> = KeyContext.browsing.union([
        .sheet, .alert, .menu, .filters, .choice, .composeButtons, .ratingStars, .ratingButtons,
    ])
    /// Where nothing is typed and `?` opens help (in help and alerts it closes them).
    private static let question: Set<KeyContext> = KeyContext.browsing.union([
        .menu, .filters, .choice, .composeButtons, .ratingStars, .ratingButtons,
    ])
    /// Where `g` and `G` go to the first and the last.
    private static let ends: Set<KeyContext> = [.list, .grid, .sheet, .popup, .detailPane]
    /// Lists that move with Ctrl-J and Ctrl-K as well as the arrows (fzf's keys).
    private static let pickers: Set<KeyContext> = [
        .field, .list, .grid, .detailPane, .menu, .filters, .palette, .historyList,
    ]

    /// Where `m` and `M` mark, the results' places where nothing is typed.
    private static let marking: Set<KeyContext> = [.list, .grid, .detailPane]

    /// `storesearch pick`'s keys, over the table's (fzf's): Enter prints
    /// the choice and ends where it would search or open a result. (In a
    /// detail Enter still presses its button.)
    public static let picking: [KeyCommand] = [KeyCommand(.accept, .only([.enter], in: [.field, .list, .grid]))]
    /// `storesearch pick --multi`'s, over those: Tab and Shift-Tab mark and
    /// move on, as in fzf, where they would move focus (in a detail they
    /// still go through its buttons; `m` and `M` mark there).
    public static let pickingMany: [KeyCommand] = [
        KeyCommand(.mark, .only([.tab], in: [.field, .list, .grid])),
        KeyCommand(.markPrevious, .only([.backTab], in: [.field, .list, .grid])),
    ]

    static let everywhere: [KeyCommand] = [
        KeyCommand(.next, .keys(.tab), .only([.enter, .down], in: [.composeText, .ratingText, .ratingStars])),
        KeyCommand(.previous, .keys(.backTab), .only([.up], in: [.composeText, .ratingText, .ratingStars])),
        KeyCommand(
            .close, .keys(.escape), .only([.character("q")], in: q),
            .only([.enter, .character("?"), .function(1)], in: [.sheet, .alert]),
            .only([.character(" ")], in: [.alert]), .only([.control("g")], in: [.historyList])),
        KeyCommand(.help, .only([.character("?")], in: question), .keys(.function(1))),
        KeyCommand(.menu, .keys(.function(2))),
        KeyCommand(.commands, .keys(.control("o"))),
        KeyCommand(.all, .only([.character("1"), .alt("1")], in: KeyContext.browsingMain)),
        KeyCommand(.music, .only([.character("2"), .alt("2")], in: KeyContext.browsingMain)),
        KeyCommand(.software, .only([.character("3"), .alt("3")], in: KeyContext.browsingMain)),
        KeyCommand(.ebooks, .only([.character("4"), .alt("4")], in: KeyContext.browsingMain)),
        KeyCommand(.thumbnails, .keys(.function(3), .alt("t"))),
        KeyCommand(.grid, .keys(.function(4), .alt("v"))),
        KeyCommand(.redraw, .keys(.control("l"))),
        KeyCommand(.suspend, .keys(.control("z"))),
        KeyCommand(.quit, .keys(.control("c"), .function(10))),
    ]

    static let field: [KeyCommand] = [
        KeyCommand(.searchField, .keys(.character("/"))),
        KeyCommand(.search, .keys(.enter)),
        KeyCommand(.offeredSearch, .keys(.control("s"), Key(.enter, .alt))),
        KeyCommand(.deleteBackward, .keys(.backspace, .control("h"))),
        KeyCommand(.deleteForward, .keys(.delete, .control("d"))),
        KeyCommand(.cursorLeft, .keys(.left, .control("b"))),
        KeyCommand(.cursorRight, .keys(.right, .control("f"))),
        KeyCommand(.lineStart, .keys(.home, .control("a"))),
        KeyCommand(.lineEnd, .keys(.end, .control("e"))),
        KeyCommand(.wordLeft, .keys(.controlLeft, .altLeft, .alt("b"))),
        KeyCommand(.wordRight, .keys(.controlRight, .altRight, .alt("f"))),
        KeyCommand(.cutWordBefore, .keys(.control("w"), .altBackspace)),
        KeyCommand(.cutWordAfter, .keys(Key(.delete, .control), .alt("d"))),
        KeyCommand(.cutToStart, .keys(.control("u"))),
        // In the search field Ctrl-K moves up, as in fzf.
        KeyCommand(.cutToEnd, .only([.control("k")], in: [.composeText, .composeBody, .export])),
        KeyCommand(.pasteCut, .keys(.control("y"))),
        KeyCommand(.transpose, .keys(.control("t"))),
    ]

    static let moving: [KeyCommand] = [
        KeyCommand(.up, .keys(.up), .only([.control("k")], in: pickers), .only([.character("k")], in: jk)),
        KeyCommand(.down, .keys(.down), .only([.control("j")], in: pickers), .only([.character("j")], in: jk)),
        KeyCommand(.left, .keys(.left)),
        KeyCommand(.right, .keys(.right)),
        KeyCommand(.pageUp, .keys(.pageUp), .only([.control("b")], in: [.list, .grid])),
        KeyCommand(
            .pageDown, .keys(.pageDown), .only([.control("f")], in: [.list, .grid]),
            .only([.character(" ")], in: [.list, .grid, .detailPane, .popup, .sheet])),
        KeyCommand(.first, .keys(.home), .only([.character("g")], in: ends)),
        KeyCommand(.last, .keys(.end), .only([.character("G")], in: ends)),
        KeyCommand(.open, .keys(.enter)),
        KeyCommand(.press, .keys(.enter), .only([.character(" ")], in: [.composeButtons, .ratingButtons])),
        KeyCommand(.choose, .keys(.enter), .only([.character(" ")], in: [.choice])),
        KeyCommand(.mark, .only([.character("m")], in: marking)),
        KeyCommand(.markPrevious, .only([.character("M")], in: marking)),
        KeyCommand(.clearMarks, .only([.character("u")], in: KeyContext.browsingMain)),
        // Its keys are `picking`'s: it works in storesearch pick only.
        KeyCommand(.accept),
        KeyCommand(.history, .keys(.control("r"))),
        KeyCommand(.historyBack, .keys(.control("p"))),
        KeyCommand(.historyForward, .keys(.control("n"))),
    ]

    static let other: [KeyCommand] = [
        item(.openPage, "o"), item(.copyLink, "c"), item(.preview, "p"),
        KeyCommand(.favourite, .only([.character("f"), .alt("m")], in: KeyContext.browsing)),
        item(.album, "a"), item(.artist, "r"),
        KeyCommand(.back, .only([.backspace, .altLeft], in: KeyContext.browsing)),
        KeyCommand(.order, .keys(.function(6), .alt("s"))),
        KeyCommand(.filters, .keys(.function(5))),
        KeyCommand(
            .clearFilters, .only([.control("x"), .alt("x")], in: [.field]),
            .only([.character("x"), .alt("x")], in: KeyContext.browsingMain.union([.filters]))),
        KeyCommand(.toggle, .keys(.character(" "), .enter)),
        KeyCommand(.favourites, .keys(.function(8))),
        KeyCommand(.saveResults),
        KeyCommand(.save, .keys(.enter)),
        KeyCommand(.supportMail),
        KeyCommand(.rate),
        KeyCommand(.about),
        KeyCommand(.send, .keys(.control("s"))),
        KeyCommand(
            .editor, .only([.control("x"), .alt("e")], in: [.composeText, .composeBody]),
            .only([.character("e"), .alt("e")], in: [.composeButtons])),
        KeyCommand(.newline, .keys(.enter)),
    ]

    /// A command acting on the item: its letter and its Alt chord where nothing is typed.
    private static func item(_ command: Command, _ letter: Character) -> KeyCommand {
        KeyCommand(command, .only([.character(letter), .alt(letter)], in: KeyContext.browsing))
    }

    /// A line of help for what is no command.
    public static let notes: [KeyNote] = [
        KeyNote(
            label: LocalizedText("a–z 0–9 …", dutch: "a–z 0–9 …"), section: .field,
            help: LocalizedText(
                "Type into the search field (it has focus at start-up) and every line being written; results follow the typing. Where nothing is typed (the results, a detail, help) a printable key is a command, or does nothing and says so (/ goes to the search field). A key with Ctrl or Alt never types.",
                dutch:
                    "Typen gaat naar het zoekveld (dat bij de start de focus heeft) en elke regel die je schrijft; de resultaten volgen. Waar niet getypt wordt (de resultaten, details, hulp) is een toets een commando, of doet niets en zegt dat (/ gaat naar het zoekveld). Een toets met Ctrl of Alt typt nooit."
            )),
        KeyNote(
            label: LocalizedText("a–z", dutch: "a–z"), section: .menu,
            help: LocalizedText(
                "In the menu: the underlined letter chooses its item",
                dutch: "In het menu: de onderstreepte letter kiest zijn item")),
        KeyNote(
            label: LocalizedText("1–5", dutch: "1–5"), section: .compose,
            help: LocalizedText(
                "In the rating's stars: that many stars", dutch: "In de sterren van de beoordeling: zoveel sterren")),
        KeyNote(
            label: LocalizedText("Paste", dutch: "Plakken"), section: .everywhere,
            help: LocalizedText(
                "Pasted text goes whole into the line being written, or from the results into the search field",
                dutch:
                    "Geplakte tekst gaat in zijn geheel naar de regel die je schrijft, of vanuit de resultaten naar het zoekveld"
            )),
        KeyNote(
            label: LocalizedText("Mouse", dutch: "Muis"), section: .everywhere,
            help: LocalizedText(
                "A click focuses and chooses, the wheel scrolls, a click outside a pop-up or the menu closes it",
                dutch: "Klikken kiest, het wiel scrolt, klikken buiten een venster of het menu sluit het")),
    ]
}
