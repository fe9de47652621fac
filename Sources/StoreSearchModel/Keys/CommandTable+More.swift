import StoreSearchItems
import StoreSearchText

/// The search field and its line edits, the item and its pages, order and
/// filters, the menu's items and the mail: their words and places.
extension Command {
    static let fieldInfos: [(Command, Info)] = [
        (
            .searchField,
            Info(
                .field,
                "To the search field, the query kept and the cursor at its end (from the results, a detail, help)",
                dutch:
                    "Naar het zoekveld, de zoekopdracht blijft en de cursor aan het einde (vanuit de resultaten, details, hulp)",
                label: ("To the search field", "Naar het zoekveld"),
                in: KeyContext.browsing.union([.sheet, .alert]))
        ),
        (
            .search,
            Info(
                .field, "Search now and go to the results; with a result moved to while typing, open it",
                dutch: "Nu zoeken en naar de resultaten gaan; met een resultaat gekozen tijdens het typen, dat openen",
                label: ("Search, or open the result", "Zoeken, of het resultaat openen"), in: [.field])
        ),
        (
            .offeredSearch,
            Info(
                .field,
                "The search on offer: the words exactly as typed after a typing mistake was forgiven, or the words offered under Nothing Found (a click on the offer too)",
                dutch:
                    "De aangeboden zoekopdracht: de woorden precies zoals getypt nadat een typfout is vergeven, of de woorden onder Niets gevonden (ook door erop te klikken)",
                label: ("The offered search", "De aangeboden zoekopdracht"), in: KeyContext.main)
        ),
        line(
            .deleteBackward, "Delete the character before the cursor", "Het teken voor de cursor wissen",
            label: ("Delete before the cursor", "Wissen voor de cursor")),
        line(
            .deleteForward, "Delete the character under the cursor", "Het teken onder de cursor wissen",
            label: ("Delete under the cursor", "Wissen onder de cursor")),
        line(.cursorLeft, "Cursor left", "Cursor naar links", label: ("Cursor left", "Cursor naar links")),
        line(.cursorRight, "Cursor right", "Cursor naar rechts", label: ("Cursor right", "Cursor naar rechts")),
        line(
            .lineStart, "To the start of the line", "Naar het begin van de regel",
            label: ("Start of the line", "Begin van de regel")),
        line(
            .lineEnd, "To the end of the line", "Naar het einde van de regel",
            label: ("End of the line", "Einde van de regel")),
        line(.wordLeft, "A word back", "Een woord terug", label: ("A word back", "Een woord terug")),
        line(.wordRight, "A word forward", "Een woord vooruit", label: ("A word forward", "Een woord vooruit")),
        line(
            .cutWordBefore, "Cut the word before the cursor", "Het woord voor de cursor knippen",
            label: ("Cut the word before", "Het woord ervoor knippen")),
        line(
            .cutWordAfter, "Cut the word after the cursor", "Het woord na de cursor knippen",
            label: ("Cut the word after", "Het woord erna knippen")),
        line(
            .cutToStart, "Cut to the start of the line: in the search field, clears the search",
            "Knippen tot het begin van de regel: in het zoekveld wist dat de zoekopdracht",
            label: ("Clear the search", "De zoekopdracht wissen")),
        line(
            .cutToEnd, "Cut to the end of the line (in the search field Ctrl-K moves up, as in fzf)",
            "Knippen tot het einde van de regel (in het zoekveld gaat Ctrl-K omhoog, zoals in fzf)",
            label: ("Cut to the end", "Knippen tot het einde")),
        line(
            .pasteCut, "Paste what was cut last", "Plakken wat het laatst is geknipt",
            label: ("Paste what was cut", "Het geknipte plakken")),
        line(
            .transpose, "Swap the two characters at the cursor", "De twee tekens bij de cursor omwisselen",
            label: ("Swap two characters", "Twee tekens omwisselen")),
    ]

    private static func line(_ command: Command, _ english: String, _ dutch: String, label: (String, String))
        -> (Command, Info)
    {
        (command, Info(.field, english, dutch: dutch, label: label, in: KeyContext.lineEditing))
    }

    static let otherInfos: [(Command, Info)] = [
        (
            .openPage,
            item(
                "Open the item's store page in the browser (the item shown, else the selected one)",
                "De winkelpagina van het item in de browser openen (het getoonde, anders het gekozen)",
                label: ("Open the store page", "De winkelpagina openen"))
        ),
        (
            .copyLink,
            item(
                "Copy the item's link to the clipboard (OSC 52; shown when the terminal cannot)",
                "De link van het item naar het klembord kopiëren (OSC 52; getoond als de terminal dat niet kan)",
                label: ("Copy the link", "De link kopiëren"))
        ),
        (
            .preview,
            item(
                "Play the item's preview with the player command; again: stop it",
                "Het fragment van het item afspelen met de speler; nogmaals: stoppen",
                label: ("Play the preview", "Het fragment afspelen"))
        ),
        (
            .favourite,
            item(
                "Mark the item (shown, else selected) as a favourite, or unmark it",
                "Het item (getoond, anders gekozen) als favoriet markeren, of niet meer",
                label: ("Mark as a favourite", "Als favoriet markeren"))
        ),
        (
            .album,
            item(
                "Open the album's page: its tracks in disc and track order, numbered, with the total time (a song's or music video's album, or the album itself)",
                "De pagina van het album openen: de nummers op volgorde, genummerd, met de totale duur (het album van een liedje of video, of het album zelf)",
                label: ("The album's page", "De pagina van het album"))
        ),
        (
            .artist,
            item(
                "Open the artist's page: more by the artist (from the developer, by the author), grouped by kind",
                "De pagina van de artiest openen: meer van de artiest (de ontwikkelaar, de auteur), op soort",
                label: ("The artist's page", "De pagina van de artiest"))
        ),
        (
            .back,
            Info(
                .moving,
                "Back one level, to where it was left: a page, or out of the favourites (Esc and a click on the breadcrumb go back too)",
                dutch:
                    "Eén niveau terug, naar waar je was: een pagina, of uit de favorieten (Esc en klikken op het kruimelpad gaan ook terug)",
                label: ("Back a page", "Een pagina terug"), in: KeyContext.browsing)
        ),
        (
            .order,
            Info(
                .shaping,
                "The next order: best match first (relevance), by name, artist, price, newest first (kept for next time)",
                dutch:
                    "De volgende volgorde: beste treffer eerst (relevantie), op naam, artiest, prijs, nieuwste eerst (onthouden)",
                label: ("Next order", "Volgende volgorde"), in: KeyContext.main)
        ),
        (
            .filters,
            Info(
                .shaping, "Filters: free only, price, kinds, explicit hidden; again: close them",
                dutch: "Filters: alleen gratis, prijs, soorten, expliciet verborgen; nogmaals: sluiten",
                label: ("Filters", "Filters"), in: KeyContext.main.union([.filters]))
        ),
        (
            .clearFilters,
            Info(
                .shaping, "Clear every filter", dutch: "Alle filters uitzetten",
                label: ("Clear the filters", "De filters uitzetten"), in: KeyContext.main.union([.filters]))
        ),
        (
            .toggle,
            Info(
                .shaping, "In the filters: turn one on or off (on Price: the next range)",
                dutch: "In de filters: er een aan- of uitzetten (op Prijs: het volgende bereik)",
                label: ("Turn a filter on or off", "Een filter aan- of uitzetten"), in: [.filters])
        ),
        (
            .favourites,
            Info(
                .shaping,
                "The favourites, over the results (or the page): the field filters them; again, or Esc, gives back what was there",
                dutch:
                    "De favorieten, over de resultaten (of de pagina): het veld filtert ze; nogmaals, of Esc, geeft terug wat er was",
                label: ("Favourites", "Favorieten"), in: KeyContext.main)
        ),
        (
            .saveResults,
            Info(
                .shaping, "Save the results shown to a file (JSON or TSV)",
                dutch: "De getoonde resultaten in een bestand bewaren (JSON of TSV)",
                label: ("Save Results…", "Resultaten bewaren…"), in: KeyContext.searchScreen)
        ),
        (
            .save,
            Info(
                .shaping, "In Save Results: save (Enter again replaces a file that is there)",
                dutch: "In Resultaten bewaren: bewaren (nogmaals Enter vervangt een bestaand bestand)",
                label: ("Save", "Bewaren"), in: [.export])
        ),
        (
            .supportMail,
            menuItem("Write to support", "Support een mail sturen", label: ("Send Support Email", "Supportmail sturen"))
        ),
        (.rate, menuItem("Rate this app", "Deze app beoordelen", label: ("Rate this App", "Beoordeel deze app"))),
        (
            .about,
            menuItem(
                "About storesearch: version, files, every key", "Over storesearch: versie, bestanden, alle toetsen",
                label: ("About", "Over"))
        ),
        (
            .send,
            Info(
                .compose, "Send the mail (save it as a draft when no mail command exists)",
                dutch: "De mail versturen (als concept bewaren zonder mailopdracht)",
                label: ("Send the mail", "De mail versturen"), in: KeyContext.mail)
        ),
        (
            .editor,
            Info(
                .compose,
                "Write the message in your own editor ($VISUAL, else $EDITOR, else vi); its saved text comes back",
                dutch:
                    "Het bericht in je eigen editor schrijven ($VISUAL, anders $EDITOR, anders vi); de bewaarde tekst komt terug",
                label: ("Write in your editor", "In je editor schrijven"), in: KeyContext.compose)
        ),
        (
            .newline,
            Info(
                .compose, "In the message: a new line", dutch: "In het bericht: een nieuwe regel",
                label: ("New line", "Nieuwe regel"), in: [.composeBody])
        ),
    ]

    /// The favourite's and the preview's names when their key undoes what
    /// was done (`AppState.label(of:)`).
    static let unmarkFavouriteLabel = LocalizedText("Unmark favourite", dutch: "Geen favoriet meer")
    static let stopPreviewLabel = LocalizedText("Stop the preview", dutch: "Het fragment stoppen")

    private static func item(_ english: String, _ dutch: String, label: (String, String)) -> Info {
        Info(.item, english, dutch: dutch, label: label, in: KeyContext.searchScreen)
    }

    private static func menuItem(_ english: String, _ dutch: String, label: (String, String)) -> Info {
        Info(.menu, english, dutch: dutch, label: label, in: KeyContext.searchScreen.union([.menu]))
    }
}
