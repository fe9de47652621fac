import StoreSearchCore

/// The one table of keys: dispatch, the footer, help, About, the man page
/// and README all read it (`make docs` writes the last two).
extension KeyBinding {
    private static let lineEditing: Set<KeyContext> = [.field, .composeText, .composeBody, .export, .ratingText]
    /// Where the search field can be edited from: focus moves to it.
    private static let searchScreen = KeyContext.main.union([.popup])
    /// Lists that move: the results, the grid, the detail pane beside them.
    private static let lists: Set<KeyContext> = [.list, .grid]
    private static let composeFields: Set<KeyContext> = [.composeText, .composeBody]

    /// Every key the program answers to. The order is the help screen's, and
    /// the footer's within its two groups (what the place does, then what
    /// works everywhere).
    public static let table: [KeyBinding] = mainTable + sheetTable

    private static let mainTable: [KeyBinding] = [
        // The search field
        KeyBinding(
            "a–z 0–9 …", .field, in: searchScreen.union(composeFields).union([.export, .ratingText]), typing: .type,
            help: LocalizedText(
                "Type into the search field from anywhere (focus moves there, at its end); results follow the typing",
                dutch: "Typen gaat overal naar het zoekveld (de focus gaat mee, achteraan); de resultaten volgen")),
        KeyBinding(
            "Enter", .field, in: [.field], [.enter: .submit],
            help: LocalizedText("Search now and go to the results", dutch: "Nu zoeken en naar de resultaten gaan"),
            footer: .results, liveFooter: .search),
        KeyBinding(
            "↓  PgDn", .field, in: [.field], [.down: .enterList, .pageDown: .enterList],
            help: LocalizedText("Go to the results", dutch: "Naar de resultaten gaan")),
        KeyBinding(
            "Backspace  Ctrl-H", .field,
            in: searchScreen.subtracting([.popup]).union(composeFields).union([.export, .ratingText]),
            [.backspace: .edit(.deleteBackward), .control("h"): .edit(.deleteBackward)],
            help: LocalizedText(
                "Delete the character before the cursor (from anywhere)",
                dutch: "Het teken voor de cursor wissen (vanaf elke plek)")),
        KeyBinding(
            "Delete  Ctrl-D", .field, in: lineEditing,
            [.delete: .edit(.deleteForward), .control("d"): .edit(.deleteForward)],
            help: LocalizedText("Delete the character under the cursor", dutch: "Het teken onder de cursor wissen")),
        KeyBinding(
            "←  →  Ctrl-B  Ctrl-F", .field, in: lineEditing,
            [
                .left: .edit(.moveLeft), .right: .edit(.moveRight), .control("b"): .edit(.moveLeft),
                .control("f"): .edit(.moveRight),
            ],
            help: LocalizedText("Move the cursor", dutch: "De cursor verplaatsen")),
        KeyBinding(
            "Home  End  Ctrl-A  Ctrl-E", .field, in: lineEditing,
            [
                .home: .edit(.moveToStart), .end: .edit(.moveToEnd), .control("a"): .edit(.moveToStart),
                .control("e"): .edit(.moveToEnd),
            ],
            help: LocalizedText(
                "To the start or the end of the line", dutch: "Naar het begin of het einde van de regel")),
        KeyBinding(
            "Ctrl-←  Ctrl-→  Alt-B  Alt-F", .field, in: lineEditing,
            [
                .controlLeft: .edit(.moveWordLeft), .controlRight: .edit(.moveWordRight),
                .altLeft: .edit(.moveWordLeft), .altRight: .edit(.moveWordRight),
                .alt("b"): .edit(.moveWordLeft), .alt("f"): .edit(.moveWordRight),
            ],
            help: LocalizedText("A word back or forward", dutch: "Een woord terug of vooruit")),
        KeyBinding(
            "Ctrl-W  Alt-Backspace", .field,
            in: searchScreen.subtracting([.popup]).union(composeFields).union([.export, .ratingText]),
            [.control("w"): .edit(.killWordBackward), .altBackspace: .edit(.killWordBackward)],
            help: LocalizedText(
                "Cut the word before the cursor (from anywhere)",
                dutch: "Het woord voor de cursor knippen (vanaf elke plek)")),
        KeyBinding(
            "Alt-D", .field, in: lineEditing, [.alt("d"): .edit(.killWordForward)],
            help: LocalizedText("Cut the word after the cursor", dutch: "Het woord na de cursor knippen")),
        KeyBinding(
            "Ctrl-U", .field,
            in: searchScreen.subtracting([.popup]).union(composeFields).union([.export, .ratingText]),
            [.control("u"): .edit(.killToStart)],
            help: LocalizedText(
                "Cut to the start of the line: clears the search (from anywhere)",
                dutch: "Knippen tot het begin van de regel: wist de zoekopdracht (vanaf elke plek)")),
        KeyBinding(
            "Ctrl-K", .field, in: lineEditing, [.control("k"): .edit(.killToEnd)],
            help: LocalizedText("Cut to the end of the line", dutch: "Knippen tot het einde van de regel")),
        KeyBinding(
            "Ctrl-Y", .field,
            in: searchScreen.subtracting([.popup]).union(composeFields).union([.export, .ratingText]),
            [.control("y"): .edit(.yank)],
            help: LocalizedText("Paste what was cut last", dutch: "Plakken wat het laatst is geknipt")),
        KeyBinding(
            "Ctrl-T", .field, in: lineEditing, [.control("t"): .edit(.transpose)],
            help: LocalizedText(
                "Swap the two characters at the cursor", dutch: "De twee tekens bij de cursor omwisselen")),

        // Earlier searches
        KeyBinding(
            "↑  Ctrl-P  Ctrl-N", .history, in: [.field],
            [.up: .historyPrevious, .control("p"): .historyPrevious, .control("n"): .historyNext],
            help: LocalizedText(
                "In the field: an earlier search, or back to a later one (and to what you were typing)",
                dutch: "In het veld: een eerdere zoekopdracht, of terug naar een latere (en wat je aan het typen was)")),
        KeyBinding(
            "Ctrl-R", .history, in: searchScreen.union([.reverseSearch]), [.control("r"): .reverseSearch],
            help: LocalizedText(
                "Find an earlier search by any of its words; again: an older match",
                dutch: "Een eerdere zoekopdracht vinden op een van zijn woorden; nogmaals: een oudere")),
        KeyBinding(
            "Enter", .history, in: [.reverseSearch], [.enter: .reverseAccept],
            help: LocalizedText(
                "In that search: take the match into the field",
                dutch: "In die zoektocht: de gevonden in het veld zetten"),
            footer: .choose),
        KeyBinding(
            "Esc  Ctrl-G", .history, in: [.reverseSearch], [.escape: .reverseCancel, .control("g"): .reverseCancel],
            help: LocalizedText(
                "Leave that search, the field as it was", dutch: "Die zoektocht verlaten, het veld zoals het was"),
            footer: .close, footerLabel: "Esc"),
        KeyBinding(
            "a–z 0–9 …  Backspace", .history, in: [.reverseSearch],
            [.backspace: .edit(.deleteBackward), .control("h"): .edit(.deleteBackward)], typing: .type,
            help: LocalizedText("In that search: the words to find", dutch: "In die zoektocht: de woorden om te vinden")
        ),

        // The categories
        KeyBinding(
            "←  →", .categories, in: [.categories], [.left: .moveCategory(-1), .right: .moveCategory(1)],
            help: LocalizedText(
                "Choose the category; the search runs again",
                dutch: "De categorie kiezen; de zoekopdracht loopt opnieuw"),
            footer: .category, footerLabel: "←→"),
        KeyBinding(
            "Enter  ↓", .categories, in: [.categories], [.enter: .enterList, .down: .enterList],
            help: LocalizedText("Go to the results", dutch: "Naar de resultaten gaan"), footer: .results,
            footerLabel: "Enter"),
        KeyBinding(
            "↑", .categories, in: [.categories], [.up: .leaveCategories],
            help: LocalizedText("Go to the search field", dutch: "Naar het zoekveld gaan")),

        // The results
        KeyBinding(
            "↑  ↓", .list, in: [.list, .detailPane], [.up: .move(.up), .down: .move(.down)],
            help: LocalizedText(
                "Move through the results (↑ at the top goes to the categories)",
                dutch: "Door de resultaten bewegen (↑ bovenaan gaat naar de categorieën)"),
            footer: .move, footerLabel: "↑↓"),
        KeyBinding(
            "Enter  →", .list, in: [.list], [.enter: .open, .right: .open],
            help: LocalizedText(
                "Open the result: the pop-up, or the detail beside the list",
                dutch: "Het resultaat openen: het venster, of de details naast de lijst"),
            footer: .open, footerLabel: "Enter"),
        KeyBinding(
            "PgUp  PgDn  Ctrl-B  Ctrl-F", .list, in: lists,
            [
                .pageUp: .move(.pageUp), .pageDown: .move(.pageDown), .control("b"): .move(.pageUp),
                .control("f"): .move(.pageDown),
            ],
            help: LocalizedText("A page up or down", dutch: "Een pagina omhoog of omlaag"),
            footer: .page, footerLabel: "PgDn"),
        KeyBinding(
            "Home  End", .list, in: lists, [.home: .move(.first), .end: .move(.last)],
            help: LocalizedText("The first or the last result", dutch: "Het eerste of het laatste resultaat")),

        // The grid
        KeyBinding(
            "←  →  ↑  ↓", .grid, in: [.grid],
            [.left: .move(.left), .right: .move(.right), .up: .move(.up), .down: .move(.down)],
            help: LocalizedText(
                "Move between tiles, past a page's edge to the next page",
                dutch: "Tussen tegels bewegen, voorbij de rand naar de volgende pagina"),
            footer: .move, footerLabel: "←→↑↓"),
        KeyBinding(
            "Enter", .grid, in: [.grid], [.enter: .open],
            help: LocalizedText("Open the tile in the pop-up", dutch: "De tegel in het venster openen"), footer: .open),

        // The detail
        KeyBinding(
            "Enter", .detail, in: [.detailPane, .popup], [.enter: .pressButton],
            help: LocalizedText(
                "Press the focused button: the store page, copy the link, the preview, or close",
                dutch: "De gekozen knop indrukken: de winkelpagina, link kopiëren, het fragment, of sluiten"),
            footer: .press),
        KeyBinding(
            "Tab  Shift-Tab  ←  →", .detail, in: [.popup],
            [.tab: .cycleButton(1), .backTab: .cycleButton(-1), .left: .cycleButton(-1), .right: .cycleButton(1)],
            help: LocalizedText(
                "In the pop-up: the next or previous button",
                dutch: "In het venster: de volgende of vorige knop"),
            footer: .next, footerLabel: "Tab"),
        KeyBinding(
            "↑  ↓", .detail, in: [.popup], [.up: .scrollDetail(-1), .down: .scrollDetail(1)],
            help: LocalizedText("In the pop-up: scroll a line", dutch: "In het venster: een regel scrollen")),
        KeyBinding(
            "PgUp  PgDn", .detail, in: [.popup, .detailPane],
            [.pageUp: .scrollDetail(-10), .pageDown: .scrollDetail(10)],
            help: LocalizedText(
                "Scroll the detail (the wheel too); \"▼ more\" says there is more",
                dutch: "De details scrollen (ook met het wiel); \"▼ meer\" zegt dat er meer is"),
            footer: .scroll, footerLabel: "PgDn"),
        KeyBinding(
            "Alt-O", .detail, in: searchScreen, [.alt("o"): .act(.openPage)],
            help: LocalizedText(
                "Open the item's store page in the browser (the item shown, else the selected one)",
                dutch: "De winkelpagina van het item in de browser openen (het getoonde, anders het gekozen)")),
        KeyBinding(
            "Alt-C", .detail, in: searchScreen, [.alt("c"): .act(.copyLink)],
            help: LocalizedText(
                "Copy the item's link to the clipboard (OSC 52; shown when the terminal cannot)",
                dutch: "De link van het item naar het klembord kopiëren (OSC 52; getoond als de terminal dat niet kan)")
        ),
        KeyBinding(
            "Alt-P", .detail, in: searchScreen, [.alt("p"): .act(.playPreview)],
            help: LocalizedText(
                "Play the item's preview with the player command; again: stop it",
                dutch: "Het fragment van het item afspelen met de speler; nogmaals: stoppen")),
        KeyBinding(
            "←", .detail, in: [.detailPane], [.left: .backToList],
            help: LocalizedText("Beside the list: back to the list", dutch: "Naast de lijst: terug naar de lijst"),
            footer: .back),
        KeyBinding(
            "Esc", .detail, in: [.popup], [.escape: .close],
            help: LocalizedText("Close the pop-up", dutch: "Het venster sluiten"), footer: .close),

        // Order, filters, favourites, saving
        KeyBinding(
            "F6  Alt-S", .shaping, in: KeyContext.main, [.function(6): .cycleOrder, .alt("s"): .cycleOrder],
            help: LocalizedText(
                "The next order: by name, relevance, artist, price, newest first (kept for next time)",
                dutch: "De volgende volgorde: op naam, relevantie, artiest, prijs, nieuwste eerst (onthouden)")),
        KeyBinding(
            "F5", .shaping, in: KeyContext.main.union([.filters]), [.function(5): .showFilters],
            help: LocalizedText(
                "Filters: free only, price, kinds, explicit hidden",
                dutch: "Filters: alleen gratis, prijs, soorten, expliciet verborgen"
            )),
        KeyBinding(
            "Alt-X", .shaping, in: KeyContext.main.union([.filters]), [.alt("x"): .clearFilters],
            help: LocalizedText("Clear every filter", dutch: "Alle filters uitzetten")),
        KeyBinding(
            "↑  ↓  Tab  Shift-Tab", .shaping, in: [.filters],
            [.up: .filterMove(-1), .down: .filterMove(1), .tab: .filterMove(1), .backTab: .filterMove(-1)],
            help: LocalizedText("In the filters: move", dutch: "In de filters: bewegen"), footer: .move,
            footerLabel: "↑↓"),
        KeyBinding(
            "Space  Enter", .shaping, in: [.filters], [.character(" "): .filterToggle, .enter: .filterToggle],
            help: LocalizedText(
                "In the filters: turn one on or off (on Price: the next range)",
                dutch: "In de filters: er een aan- of uitzetten (op Prijs: het volgende bereik)"),
            footer: .toggle, footerLabel: "Space"),
        KeyBinding(
            "←  →", .shaping, in: [.filters], [.left: .filterPrice(-1), .right: .filterPrice(1)],
            help: LocalizedText("In the filters: the price range", dutch: "In de filters: het prijsbereik")),
        KeyBinding(
            "Esc", .shaping, in: [.filters], [.escape: .close],
            help: LocalizedText("Close the filters (they stay on)", dutch: "De filters sluiten (ze blijven aan)"),
            footer: .close),
        KeyBinding(
            "Alt-M", .shaping, in: searchScreen, [.alt("m"): .toggleFavourite],
            help: LocalizedText(
                "Mark the item (shown, else selected) as a favourite, or unmark it",
                dutch: "Het item (getoond, anders gekozen) als favoriet markeren, of niet meer")),
        KeyBinding(
            "F8", .shaping, in: KeyContext.main, [.function(8): .favouritesView],
            help: LocalizedText(
                "The favourites instead of the results, or back (also in the menu)",
                dutch: "De favorieten in plaats van de resultaten, of terug (ook in het menu)")),
        KeyBinding(
            "Enter", .shaping, in: [.export], [.enter: .exportSave],
            help: LocalizedText(
                "In Save Results: save (Enter again replaces a file that is there)",
                dutch: "In Resultaten bewaren: bewaren (nogmaals Enter vervangt een bestaand bestand)"),
            footer: .save),
        KeyBinding(
            "Tab", .shaping, in: [.export], [.tab: .exportFormat, .backTab: .exportFormat],
            help: LocalizedText("In Save Results: JSON or TSV", dutch: "In Resultaten bewaren: JSON of TSV"),
            footer: .toggle),
        KeyBinding(
            "Esc", .shaping, in: [.export], [.escape: .close],
            help: LocalizedText("Close Save Results", dutch: "Resultaten bewaren sluiten"), footer: .close),

        // The menu
        KeyBinding(
            "↑  ↓  Tab  Shift-Tab", .menu, in: [.menu],
            [.up: .menuMove(-1), .down: .menuMove(1), .backTab: .menuMove(-1), .tab: .menuMove(1)],
            help: LocalizedText("Move through the menu", dutch: "Door het menu bewegen"), footer: .move,
            footerLabel: "↑↓"),
        KeyBinding(
            "Enter", .menu, in: [.menu], [.enter: .menuChoose],
            help: LocalizedText("Choose the item", dutch: "Het item kiezen"), footer: .choose),
        KeyBinding(
            "a–z", .menu, in: [.menu], typing: .menuLetter,
            help: LocalizedText("An item's first letter chooses it", dutch: "De eerste letter van een item kiest het")),
        KeyBinding(
            "Esc  F2", .menu, in: [.menu], [.escape: .close, .function(2): .close],
            help: LocalizedText("Close the menu", dutch: "Het menu sluiten"), footer: .close, footerLabel: "Esc"),

        // The support mail
        KeyBinding(
            "Ctrl-S", .compose, in: KeyContext.compose, [.control("s"): .composeSend],
            help: LocalizedText(
                "Send the mail (save it as a draft when no mail command exists)",
                dutch: "De mail versturen (als concept bewaren zonder mailopdracht)"),
            footer: .send),
        KeyBinding(
            "Tab  Shift-Tab", .compose, in: KeyContext.compose, [.tab: .composeNext, .backTab: .composePrevious],
            help: LocalizedText(
                "The next or previous field or button",
                dutch: "Het volgende of vorige veld of de volgende of vorige knop"),
            footer: .next, footerLabel: "Tab"),
        KeyBinding(
            "Enter  ↑  ↓", .compose, in: [.composeText],
            [.enter: .composeNext, .down: .composeNext, .up: .composePrevious],
            help: LocalizedText(
                "In To and Subject: the next or previous field",
                dutch: "In Aan en Onderwerp: het volgende of vorige veld")),
        KeyBinding(
            "Enter  ↑  ↓", .compose, in: [.composeBody],
            [.enter: .composeNewline, .up: .composeLine(up: true), .down: .composeLine(up: false)],
            help: LocalizedText(
                "In the message: a new line; a line up or down",
                dutch: "In het bericht: een nieuwe regel; een regel omhoog of omlaag")),
        KeyBinding(
            "Enter  Space  ←  →", .compose, in: [.composeButtons],
            [
                .enter: .composePress, .character(" "): .composePress, .left: .composePrevious, .up: .composePrevious,
                .right: .composeNext, .down: .composeNext,
            ],
            help: LocalizedText(
                "On the buttons: press one; move between them",
                dutch: "Op de knoppen: er een indrukken; ertussen bewegen"),
            footer: .press, footerLabel: "Enter"),
        KeyBinding(
            "Alt-E", .compose, in: KeyContext.compose, [.alt("e"): .composeEditor],
            help: LocalizedText(
                "Write the message in your own editor ($VISUAL, else $EDITOR, else vi); its saved text comes back",
                dutch:
                    "Het bericht in je eigen editor schrijven ($VISUAL, anders $EDITOR, anders vi); de bewaarde tekst komt terug"
            )),
        KeyBinding(
            "Esc", .compose, in: KeyContext.compose, [.escape: .composeCancel],
            help: LocalizedText(
                "Close the mail; what was written is kept as a draft, offered next time",
                dutch: "De mail sluiten; wat er staat wordt als concept bewaard en de volgende keer aangeboden"),
            footer: .close),
        KeyBinding(
            "Enter  Space", .compose, in: [.choice],
            [.enter: .chooseFocused, .character(" "): .chooseFocused],
            help: LocalizedText(
                "In a question (continue a draft? quit while sending?): the focused answer",
                dutch: "Bij een vraag (concept verder? stoppen tijdens versturen?): het gekozen antwoord"),
            footer: .choose, footerLabel: "Enter"),
        KeyBinding(
            "Tab  Shift-Tab  ←  →", .compose, in: [.choice],
            [.tab: .moveChoice(1), .right: .moveChoice(1), .backTab: .moveChoice(-1), .left: .moveChoice(-1)],
            help: LocalizedText(
                "In a question: the next or previous answer", dutch: "Bij een vraag: het volgende of vorige antwoord"),
            footer: .next, footerLabel: "Tab"),
        KeyBinding(
            "Esc", .compose, in: [.choice], [.escape: .close],
            help: LocalizedText(
                "In a question: close it, choosing nothing", dutch: "Bij een vraag: sluiten zonder te kiezen"),
            footer: .close),

        // Help, About and alerts
        KeyBinding(
            "↑  ↓  PgUp  PgDn  Home  End", .sheets, in: [.sheet],
            [
                .up: .scrollSheet(-1), .down: .scrollSheet(1), .pageUp: .scrollSheet(-10), .pageDown: .scrollSheet(10),
                .home: .scrollSheet(Int.min / 2), .end: .scrollSheet(Int.max / 2),
                .character("k"): .scrollSheet(-1), .character("j"): .scrollSheet(1), .character(" "): .scrollSheet(10),
                .character("g"): .scrollSheet(Int.min / 2), .character("G"): .scrollSheet(Int.max / 2),
            ],
            help: LocalizedText(
                "Scroll help and About (j, k, Space, g and G too)",
                dutch: "Hulp en Over scrollen (ook j, k, spatie, g en G)"),
            footer: .scroll, footerLabel: "↑↓"),
        KeyBinding(
            "Esc  Enter  q", .sheets, in: [.sheet, .alert],
            [
                .escape: .close, .enter: .close, .character("q"): .close, .character("?"): .close,
                .function(1): .close,
            ],
            help: LocalizedText(
                "Close help, About or an alert (? and F1 close help too)",
                dutch: "Hulp, Over of een melding sluiten (ook ? en F1 sluiten de hulp)"),
            footer: .close, footerLabel: "Esc"),
        KeyBinding(
            "Space", .sheets, in: [.alert], [.character(" "): .close],
            help: LocalizedText("Close an alert", dutch: "Een melding sluiten")),

        // Everywhere
        KeyBinding(
            "Tab  Shift-Tab", .everywhere, in: KeyContext.main, [.tab: .focusNext, .backTab: .focusPrevious],
            help: LocalizedText(
                "Move focus: field, categories, results, detail, and round again",
                dutch: "De focus verplaatsen: veld, categorieën, resultaten, details, en opnieuw"),
            footer: .next, footerLabel: "Tab"),
        KeyBinding(
            "Esc", .everywhere, in: KeyContext.main, [.escape: .escape],
            help: LocalizedText(
                "Back to the search field; Esc never quits",
                dutch: "Terug naar het zoekveld; Esc stopt nooit")),
        KeyBinding(
            "Alt-1 … Alt-4", .everywhere, in: KeyContext.main,
            [
                .alt("1"): .category(.all), .alt("2"): .category(.music), .alt("3"): .category(.software),
                .alt("4"): .category(.ebooks),
            ],
            help: LocalizedText(
                "Choose All, Music, Software or E-books", dutch: "Alles, Muziek, Software of E-boeken kiezen")),
        KeyBinding(
            "F1", .everywhere, in: KeyContext.main.union([.popup]), [.function(1): .help],
            help: LocalizedText("Show every key", dutch: "Alle toetsen tonen"), footer: .help),
        KeyBinding(
            "F2", .everywhere, in: KeyContext.main.union([.popup, .sheet]), [.function(2): .menu],
            help: LocalizedText(
                "The menu: Send Support Email, Favourites, Save Results…, Rate this App, About",
                dutch: "Het menu: Supportmail sturen, Favorieten, Resultaten bewaren…, Beoordeel deze app, Over"),
            footer: .menu),
        KeyBinding(
            "F3  Alt-T", .everywhere, in: KeyContext.main, [.function(3): .thumbnails, .alt("t"): .thumbnails],
            help: LocalizedText("Artwork thumbnails in the list on or off", dutch: "Miniaturen in de lijst aan of uit")),
        KeyBinding(
            "F4  Alt-V", .everywhere, in: KeyContext.main, [.function(4): .grid, .alt("v"): .grid],
            help: LocalizedText(
                "The grid of artwork tiles at any size, or back to the list",
                dutch: "Het raster van hoezen bij elke grootte, of terug naar de lijst")),
        KeyBinding(
            "Ctrl-L", .everywhere, in: KeyContext.everywhere, [.control("l"): .redraw],
            help: LocalizedText("Draw the screen again", dutch: "Het scherm opnieuw tekenen")),
        KeyBinding(
            "Ctrl-Z", .everywhere, in: KeyContext.everywhere, [.control("z"): .suspend],
            help: LocalizedText("Suspend; 'fg' in the shell resumes", dutch: "Pauzeren; 'fg' in de shell gaat verder")),
        KeyBinding(
            "Ctrl-C  F10", .everywhere, in: KeyContext.everywhere, [.control("c"): .quit, .function(10): .quit],
            help: LocalizedText("Quit", dutch: "Stoppen"), footer: .quit, footerLabel: "Ctrl-C"),
        KeyBinding(
            "Paste", dutchLabel: "Plakken", .everywhere, in: [],
            help: LocalizedText(
                "Pasted text goes into the search field, or the mail's field, whole",
                dutch: "Geplakte tekst gaat in zijn geheel naar het zoekveld, of het veld van de mail")),
        KeyBinding(
            "Mouse", dutchLabel: "Muis", .everywhere, in: [],
            help: LocalizedText(
                "A click focuses and chooses, the wheel scrolls, a click outside a pop-up or the menu closes it",
                dutch: "Klikken kiest, het wiel scrolt, klikken buiten een venster of het menu sluit het")),
    ]
}
