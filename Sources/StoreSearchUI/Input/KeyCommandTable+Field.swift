import StoreSearchCore
import TerminalKit

/// The search field and every line that is edited: the keys of readline.
extension KeyCommand {
    /// Where the line-editing keys that also reach the search field from
    /// elsewhere on the search screen work (not from the pop-up, where
    /// they would close it for a deletion).
    private static let fromAnywhere = KeyContext.lineEditing.union(KeyContext.main)
    /// Lines other than the search field, where Ctrl-K cuts rather than moves.
    private static let otherLines: Set<KeyContext> = [.composeText, .composeBody, .export]

    static let field: [KeyCommand] = [
        KeyCommand(
            "search", .field,
            LocalizedText(
                "Search now and go to the results; with a result moved to while typing, open it",
                dutch: "Nu zoeken en naar de resultaten gaan; met een resultaat gekozen tijdens het typen, dat openen"),
            in: [.field], keys: [.enter],
            footer: { scene in
                let state = scene.state
                if state.enterOpensSelection { return .open }
                if state.history.recentSelection != nil { return .search }
                return state.search.searchesAsYouType ? .results : .search
            },
            check: { scene in
                let state = scene.state
                return state.search.field.isBlank && state.history.recentSelection == nil
                    ? LocalizedText("Type what to search for first", dutch: "Typ eerst waarnaar je zoekt") : nil
            },
            run: { _ in [.search(.submit)] }),
        KeyCommand(
            "offered-search", .field,
            LocalizedText(
                "The search on offer: the words exactly as typed after a typing mistake was forgiven, or the words offered under Nothing Found (a click on the offer too)",
                dutch:
                    "De aangeboden zoekopdracht: de woorden precies zoals getypt nadat een typfout is vergeven, of de woorden onder Niets gevonden (ook door erop te klikken)"
            ),
            in: KeyContext.main, keys: [Key(.enter, .alt)],
            footer: { scene in
                switch scene.state.offeredSearch {
                case .exactly?: .exact
                case .suggestion?: .suggestion
                case nil: nil
                }
            },
            check: { scene in
                scene.state.offeredSearch == nil
                    ? LocalizedText(
                        "No other search is offered now", dutch: "Er wordt nu geen andere zoekopdracht aangeboden")
                    : nil
            },
            run: { _ in [.search(.takeOffer)] }),
        line(
            "delete-backward", "Delete the character before the cursor (from anywhere)",
            "Het teken voor de cursor wissen (vanaf elke plek)", .deleteBackward, in: fromAnywhere,
            keys: [.backspace, .control("h")]),
        line(
            "delete-forward", "Delete the character under the cursor", "Het teken onder de cursor wissen",
            .deleteForward, keys: [.delete, .control("d")]),
        line("cursor-left", "Cursor left", "Cursor naar links", .moveLeft, keys: [.left, .control("b")]),
        line("cursor-right", "Cursor right", "Cursor naar rechts", .moveRight, keys: [.right, .control("f")]),
        line(
            "line-start", "To the start of the line", "Naar het begin van de regel", .moveToStart,
            keys: [.home, .control("a")]),
        line(
            "line-end", "To the end of the line", "Naar het einde van de regel", .moveToEnd,
            keys: [.end, .control("e")]),
        line(
            "word-left", "A word back", "Een woord terug", .moveWordLeft, keys: [.controlLeft, .altLeft, .alt("b")]),
        line(
            "word-right", "A word forward", "Een woord vooruit", .moveWordRight,
            keys: [.controlRight, .altRight, .alt("f")]),
        line(
            "cut-word-before", "Cut the word before the cursor (from anywhere)",
            "Het woord voor de cursor knippen (vanaf elke plek)", .killWordBackward, in: fromAnywhere,
            keys: [.control("w"), .altBackspace]),
        line(
            "cut-word-after", "Cut the word after the cursor", "Het woord na de cursor knippen", .killWordForward,
            keys: [.alt("d")]),
        line(
            "cut-to-start", "Cut to the start of the line: clears the search (from anywhere)",
            "Knippen tot het begin van de regel: wist de zoekopdracht (vanaf elke plek)", .killToStart,
            in: fromAnywhere, keys: [.control("u")]),
        line(
            "cut-to-end", "Cut to the end of the line (in the search field Ctrl-K moves up, as in fzf)",
            "Knippen tot het einde van de regel (in het zoekveld gaat Ctrl-K omhoog, zoals in fzf)", .killToEnd,
            keys: [], [.only([.control("k")], in: otherLines)]),
        line(
            "paste-cut", "Paste what was cut last (from anywhere)",
            "Plakken wat het laatst is geknipt (vanaf elke plek)",
            .yank, in: fromAnywhere, keys: [.control("y")]),
        line(
            "transpose", "Swap the two characters at the cursor", "De twee tekens bij de cursor omwisselen", .transpose,
            keys: [.control("t")]),
    ]

    /// A line edit, in the lines where it works.
    private static func line(
        _ name: CommandName, _ english: String, _ dutch: String, _ edit: LineEditor.Edit,
        in contexts: Set<KeyContext> = KeyContext.lineEditing, keys: [Key], _ more: [Keys] = []
    ) -> KeyCommand {
        KeyCommand(
            name, .field, LocalizedText(english, dutch: dutch), in: contexts, keys: keys, more,
            run: { KeyActions.edit(edit, $0) })
    }

    // MARK: Earlier searches

    static let history: [KeyCommand] = [
        KeyCommand(
            "history", .history,
            LocalizedText(
                "Earlier searches as a list: type to filter, Enter runs one; again: the next older",
                dutch:
                    "Eerdere zoekopdrachten als lijst: typ om te filteren, Enter voert er een uit; nogmaals: de volgende oudere"
            ),
            in: KeyContext.searchScreen.union([.historyList]), keys: [.control("r")],
            check: { $0.state.history.entries.isEmpty ? noHistory : nil },
            run: { $0.context == .popup ? [.alert(.dismiss), .history(.openPicker)] : [.history(.openPicker)] }),
        KeyCommand(
            "history-back", .history,
            LocalizedText(
                "In the field: the search before this one", dutch: "In het veld: de zoekopdracht hiervoor"),
            in: [.field], keys: [.control("p")], check: { $0.state.history.entries.isEmpty ? noHistory : nil },
            sends: [.history(.previous)]),
        KeyCommand(
            "history-forward", .history,
            LocalizedText(
                "In the field: the search after this one (and back to what you were typing)",
                dutch: "In het veld: de zoekopdracht hierna (en terug naar wat je aan het typen was)"),
            in: [.field], keys: [.control("n")],
            run: { $0.state.history.cursor == nil ? [] : [.history(.next)] }),
    ]

    private static let noHistory = LocalizedText("No earlier searches yet", dutch: "Nog geen eerdere zoekopdrachten")
}
