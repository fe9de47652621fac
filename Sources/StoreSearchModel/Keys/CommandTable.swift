import StoreSearchItems

/// What each command is called and where it works, in the table's order,
/// by section. What the commands do is `AppState.plan`; their keys are
/// StoreSearchUI's `KeyCommand.table`.
extension Command {
    private static let pickers: Set<KeyContext> = [
        .field, .list, .grid, .detailPane, .menu, .filters, .palette, .historyList,
    ]
    private static let stepping = KeyContext.main.union([
        .popup, .filters, .menu, .choice, .export, .palette, .historyList,
    ]).union(KeyContext.mail)

    static let everywhereInfos: [(Command, Info)] = [
        (
            .next,
            Info(
                .everywhere, "Next: focus (field, categories, results, detail), button, field or row",
                dutch: "Volgende: focus (veld, categorieën, resultaten, details), knop, veld of rij",
                label: ("Next", "Volgende"), in: stepping)
        ),
        (
            .previous,
            Info(
                .everywhere, "Previous: focus, button, field or row", dutch: "Vorige: focus, knop, veld of rij",
                label: ("Previous", "Vorige"), in: stepping)
        ),
        (
            .close,
            Info(
                .everywhere,
                "Back one level: close what is on top (a mail is kept as a draft), else back a page, else out of the favourites, else to the search field. Never quits, but in storesearch pick Esc in the field ends it with nothing chosen.",
                dutch:
                    "Eén niveau terug: sluiten wat bovenop ligt (een mail blijft als concept), anders een pagina terug, anders uit de favorieten, anders naar het zoekveld. Stopt nooit, maar in storesearch pick stopt Esc in het zoekveld zonder keuze.",
                label: ("Back, or close", "Terug, of sluiten"), in: KeyContext.usable)
        ),
        (
            .help,
            Info(
                .everywhere, "Help: the keys that work here, then every key",
                dutch: "Hulp: de toetsen die hier werken, dan alle", label: ("Help", "Hulp"),
                in: KeyContext.searchScreen.union(KeyContext.mail).union([.menu, .filters, .export, .choice]))
        ),
        (
            .menu,
            Info(
                .everywhere, "The menu: support mail, rating, favourites, filters, order, saving, commands, About",
                dutch: "Het menu: supportmail, beoordelen, favorieten, filters, volgorde, bewaren, commando's, Over",
                label: ("Menu", "Menu"), in: KeyContext.searchScreen.union([.sheet, .menu]))
        ),
        (
            .commands,
            Info(
                .everywhere, "Every command, to find by name and run",
                dutch: "Alle commando's, om op naam te vinden en uit te voeren", label: ("Commands", "Commando's"),
                in: KeyContext.usable.subtracting([.choice]))
        ),
        (.all, category("All", "Alles")),
        (.music, category("Music", "Muziek")),
        (.software, category("Software", "Software")),
        (.ebooks, category("E-books", "E-boeken")),
        (
            .thumbnails,
            Info(
                .everywhere, "Artwork thumbnails in the list on or off", dutch: "Miniaturen in de lijst aan of uit",
                label: ("Thumbnails on or off", "Miniaturen aan of uit"), in: KeyContext.main)
        ),
        (
            .grid,
            Info(
                .everywhere, "The grid of artwork tiles at any size, or back to the list",
                dutch: "Het raster van hoezen bij elke grootte, of terug naar de lijst",
                label: ("Grid or list", "Raster of lijst"), in: KeyContext.main)
        ),
        (
            .redraw,
            Info(
                .everywhere, "Draw the screen again", dutch: "Het scherm opnieuw tekenen",
                label: ("Redraw the screen", "Scherm opnieuw tekenen"), in: KeyContext.everywhere)
        ),
        (
            .suspend,
            Info(
                .everywhere, "Suspend; 'fg' in the shell resumes", dutch: "Pauzeren; 'fg' in de shell gaat verder",
                label: ("Suspend", "Pauzeren"), in: KeyContext.everywhere)
        ),
        (
            .quit,
            Info(.everywhere, "Quit", dutch: "Stoppen", label: ("Quit", "Stoppen"), in: KeyContext.everywhere)
        ),
    ]

    private static func category(_ english: String, _ dutch: String) -> Info {
        Info(
            .everywhere, "Category: \(english)", dutch: "Categorie: \(dutch)",
            label: ("Category: \(english)", "Categorie: \(dutch)"), in: KeyContext.main)
    }

    static let movingInfos: [(Command, Info)] = [
        (
            .up,
            Info(
                .moving, "Up: the result above (from the field too, which keeps focus), a line, a row",
                dutch: "Omhoog: het resultaat erboven (ook vanuit het veld, dat de focus houdt), een regel, een rij",
                label: ("Up", "Omhoog"), in: vertical)
        ),
        (
            .down,
            Info(
                .moving, "Down: the result below (from the field too, which keeps focus), a line, a row",
                dutch: "Omlaag: het resultaat eronder (ook vanuit het veld, dat de focus houdt), een regel, een rij",
                label: ("Down", "Omlaag"), in: vertical)
        ),
        (
            .left,
            Info(
                .moving, "Left: the tile, category, button or price range before; beside the list, back to it",
                dutch: "Links: de tegel, categorie, knop of prijsklasse ervoor; naast de lijst, terug ernaartoe",
                label: ("Left", "Links"),
                in: [
                    .categories, .grid, .popup, .detailPane, .filters, .choice, .composeButtons, .ratingStars,
                    .ratingButtons,
                ])
        ),
        (
            .right,
            Info(
                .moving, "Right: the tile, category, button or price range after; in the list, open the result",
                dutch: "Rechts: de tegel, categorie, knop of prijsklasse erna; in de lijst, het resultaat openen",
                label: ("Right", "Rechts"),
                in: [
                    .categories, .grid, .list, .popup, .filters, .choice, .composeButtons, .ratingStars,
                    .ratingButtons,
                ])
        ),
        (
            .pageUp,
            Info(
                .moving, "A page up (results, detail, help)", dutch: "Een pagina omhoog (resultaten, details, hulp)",
                label: ("Page up", "Pagina omhoog"), in: paging)
        ),
        (
            .pageDown,
            Info(
                .moving, "A page down (results, detail, help); \"▼ more\" says there is more",
                dutch: "Een pagina omlaag (resultaten, details, hulp); \"▼ meer\" zegt dat er meer is",
                label: ("Page down", "Pagina omlaag"), in: paging)
        ),
        (
            .first,
            Info(
                .moving, "The first result, or the top of the detail or help",
                dutch: "Het eerste resultaat, of het begin van de details of de hulp",
                label: ("The first", "De eerste"),
                in: [.list, .grid, .sheet, .popup, .detailPane])
        ),
        (
            .last,
            Info(
                .moving, "The last result, or the end of the detail or help",
                dutch: "Het laatste resultaat, of het einde van de details of de hulp",
                label: ("The last", "De laatste"), in: [.list, .grid, .sheet, .popup, .detailPane])
        ),
        (
            .open,
            Info(
                .moving, "Open the result: the pop-up, or the detail beside the list",
                dutch: "Het resultaat openen: het venster, of de details naast de lijst",
                label: ("Open the result", "Het resultaat openen"), in: [.list, .grid])
        ),
        (
            .press,
            Info(
                .moving,
                "Press the focused button (a detail opens on one that opens something: the store page, else the album, else the artist, never the favourite)",
                dutch:
                    "De gekozen knop indrukken (details openen op een knop die iets opent: de winkelpagina, anders het album, anders de artiest, nooit favoriet)",
                label: ("Press the button", "De knop indrukken"),
                in: [.detailPane, .popup, .composeButtons, .ratingButtons])
        ),
        (
            .choose,
            Info(
                .moving, "Choose: the menu item, the command, the earlier search, the answer",
                dutch: "Kiezen: het menu-item, het commando, de eerdere zoekopdracht, het antwoord",
                label: ("Choose", "Kiezen"), in: [.menu, .palette, .historyList, .choice])
        ),
        mark(.mark, "then the next", "dan de volgende", label: ("Mark", "Markeren")),
        mark(
            .markPrevious, "then the one before", "dan de vorige", label: ("Mark, then back", "Markeren, dan terug")),
        (
            .clearMarks,
            Info(
                .moving, "Unmark every marked item", dutch: "Alle markeringen weghalen",
                label: ("Clear the marks", "Markeringen weghalen"), in: KeyContext.main)
        ),
        (
            .accept,
            Info(
                .moving,
                "storesearch pick: print the marked items (else the selected one, else the first) and end; words not searched yet are searched first",
                dutch:
                    "storesearch pick: de gemarkeerde items afdrukken (anders het gekozen, anders het eerste) en stoppen; nog niet gezochte woorden worden eerst gezocht",
                label: ("Print and end", "Afdrukken en stoppen"), in: [.field, .list, .grid])
        ),
        (
            .history,
            Info(
                .history, "Earlier searches as a list: type to filter, Enter runs one; again: the next older",
                dutch:
                    "Eerdere zoekopdrachten als lijst: typ om te filteren, Enter voert er een uit; nogmaals: de volgende oudere",
                label: ("Earlier searches", "Eerdere zoekopdrachten"),
                in: KeyContext.searchScreen.union([.historyList]))
        ),
        (
            .historyBack,
            Info(
                .history, "In the field: the search before this one", dutch: "In het veld: de zoekopdracht hiervoor",
                label: ("The search before", "De zoekopdracht ervoor"), in: [.field])
        ),
        (
            .historyForward,
            Info(
                .history, "In the field: the search after this one (and back to what you were typing)",
                dutch: "In het veld: de zoekopdracht hierna (en terug naar wat je aan het typen was)",
                label: ("The search after", "De zoekopdracht erna"), in: [.field])
        ),
    ]

    /// Marking: the item a favourite, Copy Link and Save Results then act on, with the others marked.
    private static func mark(_ command: Command, _ english: String, _ dutch: String, label: (String, String))
        -> (Command, Info)
    {
        let info = Info(
            .moving,
            "Mark the selected result (else the first), or unmark it, \(english): favourite, copy link, Save Results and pick's Enter act on every mark",
            dutch:
                "Het gekozen resultaat (anders het eerste) markeren, of niet meer, \(dutch): favoriet, link kopiëren, Resultaten bewaren en Enter van pick werken op alle markeringen",
            label: label, in: [.field, .list, .grid, .detailPane])
        return (command, info)
    }

    private static let vertical = pickers.union([
        .categories, .popup, .sheet, .alert, .choice, .composeBody, .composeButtons, .ratingButtons,
    ])
    private static let paging: Set<KeyContext> = [
        .field, .list, .grid, .detailPane, .popup, .sheet, .alert, .choice, .palette, .historyList,
    ]
}
