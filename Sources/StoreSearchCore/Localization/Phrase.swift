/// Every text the user reads, in every language the program speaks.
///
/// An enum rather than a table keyed by strings: a phrase cannot be used
/// without existing, and the compiler refuses a language that lacks one.
/// Phrases that carry values take them as associated values, because word
/// order differs ("Pink Floyd (Song)" against "Liedje van Pink Floyd").
public enum Phrase: Hashable, Sendable {
    // Titles and controls
    case appName
    case searchTitle
    case category(Category)
    case searchPlaceholder
    case closeButton
    case okButton

    // Search states
    case loading
    case nothingFound
    case hintLocal(itemCount: String)
    case hintLive
    case terminalTooSmall
    case minimumSize(columns: Int, rows: Int)

    // Results and detail
    case unknownArtist
    case artistAndKind(artist: String, kind: String)
    case kind(ItemKind)
    case typeLabel
    case genreLabel
    case free
    case openInStore
    case openThisAddress
    case bundledCatalogBadge

    // Alerts
    case whoops
    case storeError
    /// The alert's second line: what happened, in words a user can act on.
    case failureReason(SearchFailure)
    case badge(Badge)

    // The menu and support mail
    case menuItem(MenuItem)
    case supportRequest
    case toLabel
    case subjectLabel
    case attachDiagnostics
    case composeButton(ComposeField)
    case cannotSendMail
    case mailProblem(MailProblem)
    /// A draft could not be written (the system's reason follows).
    case draftNotSaved(reason: String)
    case continueDraftQuestion
    case draftWritten(date: String, to: String)
    case quitWhileSendingQuestion
    case quitWhileSendingDetail
    case choiceOption(ChoiceOption)
    case mailtoTooLong
    case noMailProgram
    case openDraftYourself
    /// Said on standard error after quitting with the compose sheet open.
    case draftKeptOnQuit(path: String)
    case draftSavedAt
    case sendFailed(reason: String)
    case draftKeptAt
    case notice(Notice)
    case diagnostics(version: String, source: String, columns: Int, rows: Int, term: String,
                     horizontal: SizeClass, vertical: SizeClass, locale: String)
    case aboutTitle
    case aboutLine(AboutLine)

    // Help and footer
    case helpTitle
    case helpCloseHint
    case action(Action)
    /// A text declared with its translations where it is used (a key binding's help).
    case text(LocalizedText)

    // Command line
    case usage(version: String)
    case notATerminal
    case needsUTF8Locale(variable: String, value: String, charset: String)
    case unusableTerminal(term: String)
    case unknownOption(String)
    case missingValue(option: String)
    case invalidValue(value: String, option: String)
    case cannotReadCatalog(path: String, reason: String)
    case catalogNotFound
    case catalogNotInStoreShape
    case missingSearchTerm
    case nothingFoundFor(String)
    case fellBackToCatalog
    case configUnreadable(path: String)
    case column(Column)
    case tryHelp
    /// Reading and writing: standard streams, the catalog, the log.
    case inputOutput(InputOutput)

    /// The labelled lines of About.
    public enum AboutLine: Hashable, Sendable {
        case tagline
        case noMailCommand
        case source(SourceKind, storeURL: String)
        case licence
        case label(AboutLabel)
    }

    public enum AboutLabel: CaseIterable, Hashable, Sendable {
        case version, source, licence, mail, config, cache, drafts, log, keys
    }

    /// The header's badge: who answered.
    public enum Badge: Hashable, Sendable {
        case bundledCatalog, offlineCatalog, cached, store
    }

    /// The columns of `storesearch search --format table`.
    public enum Column: CaseIterable, Hashable, Sendable {
        case name, artist, kind, genre, price
    }

    /// Short verbs for the footer's key hints.
    public enum Action: Hashable, Sendable {
        case search, results, open, move, category, next, close, help, quit, back, press, scroll
        case menu, choose, send, toggle, save, page, grid
    }
}

extension Phrase {
    public func text(in language: Language) -> String {
        switch language {
        case .english: english
        case .dutch: dutch
        }
    }

    private var english: String {
        switch self {
        case .appName: "StoreSearch"
        case .searchTitle: "Search"
        case .category(let category):
            switch category {
            case .all: "All"
            case .music: "Music"
            case .software: "Software"
            case .ebooks: "E-books"
            }
        case .searchPlaceholder: "App name, artist, song, album, e-book"
        case .closeButton: "Close"
        case .okButton: "OK"
        case .loading: "Loading..."
        case .nothingFound: "Nothing Found"
        case .hintLocal(let count): "Type to search \(count) items; Enter moves to the results."
        case .hintLive: "Type a search and press Enter."
        case .terminalTooSmall: "Terminal too small"
        case .minimumSize(let columns, let rows): "need \(columns)x\(rows)"
        case .unknownArtist: "Unknown"
        case .artistAndKind(let artist, let kind): "\(artist) (\(kind))"
        case .kind(let kind):
            switch kind {
            case .album: "Album"
            case .audiobook: "Audiobook"
            case .book: "Book"
            case .ebook: "E-Book"
            case .featureMovie: "Movie"
            case .musicVideo: "Music Video"
            case .podcast: "Podcast"
            case .software, .macSoftware: "App"
            case .song: "Song"
            case .tvEpisode: "TV Episode"
            case .other(let value): value
            }
        case .typeLabel: "Type:"
        case .genreLabel: "Genre:"
        case .free: "Free"
        case .openInStore: "Store page"
        case .openThisAddress: "No browser could be started. Open this address yourself:"
        case .bundledCatalogBadge: "bundled catalog"
        case .whoops: "Whoops..."
        case .storeError: "There was an error accessing the iTunes Store. Please try again."
        case .failureReason(let failure): failure.englishReason
        case .badge(let badge):
            switch badge {
            case .bundledCatalog: "bundled catalog"
            case .offlineCatalog: "offline catalog"
            case .cached: "cached"
            case .store: "iTunes Store"
            }
        case .menuItem(let item):
            switch item {
            case .sendSupportEmail: "Send Support Email"
            case .rateThisApp: "Rate this App"
            case .about: "About"
            }
        case .supportRequest: "Support Request"
        case .toLabel: "To:"
        case .subjectLabel: "Subject:"
        case .attachDiagnostics: "Attach diagnostics"
        case .composeButton(let field):
            switch field {
            case .cancel: "Cancel"
            case .send: "Send"
            case .saveDraft: "Save Draft"
            case .openMailApp: "Open in Mail App"
            case .to, .subject, .body, .attachDiagnostics: ""
            }
        case .cannotSendMail:
            "This computer cannot send mail: no sendmail command was found (see mail-command in --help). Save the message as a draft, or open it in your mail program."
        case .draftNotSaved(let reason): "The draft could not be saved (\(reason))."
        case .mailProblem(let problem):
            switch problem {
            case .lineBreakInHeader(let field): "Line breaks are not allowed in \(field)."
            case .invalidAddress(let address): "'\(address)' is not an e-mail address."
            }
        case .continueDraftQuestion: "Continue your unsent message?"
        case .draftWritten(let date, let to): "Written \(date), to \(to):"
        case .quitWhileSendingQuestion: "Your message is still being sent. Quit anyway?"
        case .quitWhileSendingDetail:
            "The mail command is stopped; the message stays in your drafts and is offered again next time."
        case .choiceOption(let option):
            switch option {
            case .continueDraft: "Continue"
            case .newMessage: "New Message"
            case .deleteDraft: "Delete Draft"
            case .keepWaiting: "Keep Waiting"
            case .quitNow: "Quit"
            }
        case .mailtoTooLong: "The message is too long to hand to a mail program as a mailto: link."
        case .noMailProgram: "No mail program could be started."
        case .openDraftYourself: "It is saved as a draft; open it in your mail program:"
        case .draftKeptOnQuit(let path): "your unsent message was kept as a draft: \(path)"
        case .draftSavedAt: "The message was saved as a draft:"
        case .sendFailed(let reason): "The message could not be sent: \(reason)"
        case .draftKeptAt: "The draft is kept at:"
        case .notice(let notice): notice.english
        case .diagnostics(let version, let source, let columns, let rows, let term, let horizontal, let vertical,
                          let locale):
            """
            storesearch \(version)
            source: \(source)
            terminal: \(columns)x\(rows), TERM=\(term)
            size classes: horizontal \(horizontal == .regular ? "regular" : "compact"), \
            vertical \(vertical == .regular ? "regular" : "compact")
            locale: \(locale)
            """
        case .aboutTitle: "About"
        case .aboutLine(let line): line.english
        case .helpTitle: "Keys"
        case .helpCloseHint: "Esc closes"
        case .text(let text): text.english
        case .action(let action): action.english
        case .usage(let version): Self.englishUsage(version: version)
        case .notATerminal: "standard input and output must be a terminal"
        case .needsUTF8Locale(let variable, let value, let charset):
            "the interface needs a UTF-8 locale, and \(variable)=\(value) asks for \(charset); set one, for example LANG=C.UTF-8 (see 'locale -a' for the installed ones)"
        case .unusableTerminal(let term):
            "the terminal type '\(term)' is unknown or cannot move the cursor; set TERM, for example TERM=xterm-256color"
        case .unknownOption(let option): "unknown option '\(option)'"
        case .missingValue(let option): "option '\(option)' needs a value"
        case .invalidValue(let value, let option): "invalid value '\(value)' for \(option)"
        case .cannotReadCatalog(let path, let reason): "cannot read the catalog '\(path)': \(reason)"
        case .catalogNotFound:
            "the bundled catalog was not found; set STORESEARCH_RESOURCES to the folder holding catalog.json"
        case .catalogNotInStoreShape: "it is not JSON in the store's answer shape ({\"results\": [...]})"
        case .missingSearchTerm: "'search' needs a search term"
        case .nothingFoundFor(let term): "nothing found for '\(term)'"
        case .fellBackToCatalog: "the store could not be reached; these results come from the bundled catalog"
        case .configUnreadable(let path): "the config file \(path) cannot be read; the defaults are used"
        case .column(let column):
            switch column {
            case .name: "Name"
            case .artist: "Artist"
            case .kind: "Kind"
            case .genre: "Genre"
            case .price: "Price"
            }
        case .tryHelp: "Try 'storesearch --help'."
        case .inputOutput(let phrase): phrase.english
        }
    }

    private var dutch: String {
        switch self {
        case .appName: "StoreZoeker"
        case .searchTitle: "Zoeken"
        case .category(let category):
            switch category {
            case .all: "Alles"
            case .music: "Muziek"
            case .software: "Software"
            case .ebooks: "E-boeken"
            }
        case .searchPlaceholder: "Naam van artiest, nummer, album"
        case .closeButton: "Sluiten"
        case .okButton: "OK"
        case .loading: "Zoeken..."
        case .nothingFound: "Niets gevonden"
        case .hintLocal(let count): "Typ om \(count) items te doorzoeken; Enter gaat naar de resultaten."
        case .hintLive: "Typ een zoekopdracht en druk op Enter."
        case .terminalTooSmall: "Terminal te klein"
        case .minimumSize(let columns, let rows): "minstens \(columns)x\(rows)"
        case .unknownArtist: "Onbekend"
        case .artistAndKind(let artist, let kind): "\(kind) van \(artist)"
        case .kind(let kind):
            switch kind {
            case .album: "Album"
            case .audiobook: "Audioboek"
            case .book: "Boek"
            case .ebook: "E-Boek"
            case .featureMovie: "Film"
            case .musicVideo: "Videoclip"
            case .podcast: "Podcast"
            case .software, .macSoftware: "App"
            case .song: "Liedje"
            case .tvEpisode: "TV serie"
            case .other(let value): value
            }
        case .typeLabel: "Soort:"
        case .genreLabel: "Genre:"
        case .free: "Gratis"
        case .openInStore: "Winkelpagina"
        case .openThisAddress: "Er kon geen browser worden gestart. Open dit adres zelf:"
        case .bundledCatalogBadge: "meegeleverde catalogus"
        case .whoops: "Foutje..."
        case .storeError:
            "Er ging iets fout bij het communiceren met de iTunes winkel. Probeer het nog eens."
        case .failureReason(let failure): failure.dutchReason
        case .badge(let badge):
            switch badge {
            case .bundledCatalog: "meegeleverde catalogus"
            case .offlineCatalog: "offline catalogus"
            case .cached: "uit de cache"
            case .store: "iTunes Store"
            }
        case .menuItem(let item):
            switch item {
            case .sendSupportEmail: "Supportmail sturen"
            case .rateThisApp: "Beoordeel deze app"
            case .about: "Over"
            }
        case .supportRequest: "Ondersteuningsverzoek"
        case .toLabel: "Aan:"
        case .subjectLabel: "Onderwerp:"
        case .attachDiagnostics: "Diagnose bijvoegen"
        case .composeButton(let field):
            switch field {
            case .cancel: "Annuleren"
            case .send: "Versturen"
            case .saveDraft: "Concept bewaren"
            case .openMailApp: "Openen in mailprogramma"
            case .to, .subject, .body, .attachDiagnostics: ""
            }
        case .cannotSendMail:
            "Deze computer kan geen mail versturen: er is geen sendmail-opdracht gevonden (zie mail-command in --help). Bewaar het bericht als concept, of open het in je mailprogramma."
        case .draftNotSaved(let reason): "Het concept kon niet worden bewaard (\(reason))."
        case .mailProblem(let problem):
            switch problem {
            case .lineBreakInHeader(let field): "Regeleinden zijn niet toegestaan in \(field)."
            case .invalidAddress(let address): "'\(address)' is geen e-mailadres."
            }
        case .continueDraftQuestion: "Verder met je niet-verstuurde bericht?"
        case .draftWritten(let date, let to): "Geschreven \(date), aan \(to):"
        case .quitWhileSendingQuestion: "Je bericht wordt nog verstuurd. Toch stoppen?"
        case .quitWhileSendingDetail:
            "De mailopdracht wordt gestopt; het bericht blijft bij je concepten en wordt de volgende keer weer aangeboden."
        case .choiceOption(let option):
            switch option {
            case .continueDraft: "Verder schrijven"
            case .newMessage: "Nieuw bericht"
            case .deleteDraft: "Concept weggooien"
            case .keepWaiting: "Blijven wachten"
            case .quitNow: "Stoppen"
            }
        case .mailtoTooLong: "Het bericht is te lang om als mailto:-link aan een mailprogramma te geven."
        case .noMailProgram: "Er kon geen mailprogramma worden gestart."
        case .openDraftYourself: "Het is als concept bewaard; open het in je mailprogramma:"
        case .draftKeptOnQuit(let path): "je niet-verstuurde bericht is als concept bewaard: \(path)"
        case .draftSavedAt: "Het bericht is bewaard als concept:"
        case .sendFailed(let reason): "Het bericht kon niet worden verstuurd: \(reason)"
        case .draftKeptAt: "Het concept staat in:"
        case .notice(let notice): notice.dutch
        case .diagnostics(let version, let source, let columns, let rows, let term, let horizontal, let vertical,
                          let locale):
            """
            storesearch \(version)
            bron: \(source)
            terminal: \(columns)x\(rows), TERM=\(term)
            grootteklassen: horizontaal \(horizontal == .regular ? "normaal" : "compact"), \
            verticaal \(vertical == .regular ? "normaal" : "compact")
            taal: \(locale)
            """
        case .aboutTitle: "Over"
        case .aboutLine(let line): line.dutch
        case .helpTitle: "Toetsen"
        case .helpCloseHint: "Esc sluit"
        case .text(let text): text.dutch
        case .action(let action): action.dutch
        case .usage(let version): Self.dutchUsage(version: version)
        case .notATerminal: "standaardinvoer en -uitvoer moeten een terminal zijn"
        case .needsUTF8Locale(let variable, let value, let charset):
            "de interface heeft een UTF-8-locale nodig, en \(variable)=\(value) vraagt om \(charset); zet er een, bijvoorbeeld LANG=C.UTF-8 (zie 'locale -a' voor de geïnstalleerde)"
        case .unusableTerminal(let term):
            "het terminaltype '\(term)' is onbekend of kan de cursor niet verplaatsen; zet TERM, bijvoorbeeld TERM=xterm-256color"
        case .unknownOption(let option): "onbekende optie '\(option)'"
        case .missingValue(let option): "optie '\(option)' heeft een waarde nodig"
        case .invalidValue(let value, let option): "ongeldige waarde '\(value)' voor \(option)"
        case .cannotReadCatalog(let path, let reason): "kan de catalogus '\(path)' niet lezen: \(reason)"
        case .catalogNotFound:
            "de meegeleverde catalogus is niet gevonden; zet STORESEARCH_RESOURCES op de map met catalog.json"
        case .catalogNotInStoreShape: "het is geen JSON in de vorm van de winkel ({\"results\": [...]})"
        case .missingSearchTerm: "'search' heeft een zoekterm nodig"
        case .nothingFoundFor(let term): "niets gevonden voor '\(term)'"
        case .fellBackToCatalog: "de winkel is niet bereikbaar; deze resultaten komen uit de meegeleverde catalogus"
        case .configUnreadable(let path): "het instellingenbestand \(path) is onleesbaar; de standaardwaarden gelden"
        case .column(let column):
            switch column {
            case .name: "Naam"
            case .artist: "Artiest"
            case .kind: "Soort"
            case .genre: "Genre"
            case .price: "Prijs"
            }
        case .tryHelp: "Probeer 'storesearch --help'."
        case .inputOutput(let phrase): phrase.dutch
        }
    }
}

extension Phrase.Action {
    var english: String {
        switch self {
        case .search: "Search"
        case .results: "Results"
        case .open: "Open"
        case .move: "Move"
        case .category: "Category"
        case .next: "Next"
        case .close: "Close"
        case .help: "Help"
        case .quit: "Quit"
        case .back: "Back"
        case .press: "Press"
        case .scroll: "Scroll"
        case .menu: "Menu"
        case .choose: "Choose"
        case .send: "Send"
        case .toggle: "Check"
        case .save: "Save"
        case .page: "Page"
        case .grid: "Grid"
        }
    }

    var dutch: String {
        switch self {
        case .search: "Zoeken"
        case .results: "Resultaten"
        case .open: "Openen"
        case .move: "Bewegen"
        case .category: "Categorie"
        case .next: "Volgende"
        case .close: "Sluiten"
        case .help: "Hulp"
        case .quit: "Stoppen"
        case .back: "Terug"
        case .press: "Indrukken"
        case .scroll: "Scrollen"
        case .menu: "Menu"
        case .choose: "Kiezen"
        case .send: "Versturen"
        case .toggle: "Aanvinken"
        case .save: "Bewaren"
        case .page: "Pagina"
        case .grid: "Raster"
        }
    }
}

extension SearchFailure {
    var englishReason: String {
        switch self {
        case .catalogUnreadable(let reason): "The catalog could not be read: \(reason)"
        case .catalogNotInStoreShape: "The catalog is not in the store's answer shape."
        case .store(let failure):
            switch failure {
            case .offline: "The store could not be reached. Are you online?"
            case .connectionLost: "The connection to the store broke off."
            case .timedOut: "The store did not answer in time."
            case .throttled: "The store says there were too many searches; try again in a minute."
            case .rejected(let message): "The store refused the search: \(message)"
            case .serverError(let status): "The store had a problem (HTTP \(status))."
            case .unreadable: "The store's answer could not be read."
            case .rateLimited(let seconds):
                "The store allows about 20 searches a minute; try again in \(seconds) seconds."
            }
        }
    }

    var dutchReason: String {
        switch self {
        case .catalogUnreadable(let reason): "De catalogus kon niet worden gelezen: \(reason)"
        case .catalogNotInStoreShape: "De catalogus heeft niet de vorm van de winkel."
        case .store(let failure):
            switch failure {
            case .offline: "De winkel is niet bereikbaar. Ben je online?"
            case .connectionLost: "De verbinding met de winkel werd verbroken."
            case .timedOut: "De winkel antwoordde niet op tijd."
            case .throttled: "De winkel meldt te veel zoekopdrachten; probeer het over een minuut opnieuw."
            case .rejected(let message): "De winkel weigerde de zoekopdracht: \(message)"
            case .serverError(let status): "De winkel had een probleem (HTTP \(status))."
            case .unreadable: "Het antwoord van de winkel was onleesbaar."
            case .rateLimited(let seconds):
                "De winkel staat ongeveer 20 zoekopdrachten per minuut toe; probeer het over \(seconds) seconden opnieuw."
            }
        }
    }
}

extension Notice {
    var english: String {
        switch self {
        case .noStorePage: "This item has no store page."
        case .openedInBrowser: "Opened the page in your browser."
        case .sendingMail: "Sending your message…"
        case .mailSent: "Your message was sent."
        case .mailAppOpened: "Opened your mail program."
        case .configMistakes(let count): "The config file has \(count) \(count == 1 ? "mistake" : "mistakes"), skipped; see the log."
        case .escapeDoesNotQuit: "Esc closes pop-ups and never quits; Ctrl-C or F10 quits."
        case .draftKept: "Your message is kept as a draft; Send Support Email offers it again."
        }
    }

    var dutch: String {
        switch self {
        case .noStorePage: "Dit item heeft geen winkelpagina."
        case .openedInBrowser: "De pagina is in je browser geopend."
        case .sendingMail: "Je bericht wordt verstuurd…"
        case .mailSent: "Je bericht is verstuurd."
        case .mailAppOpened: "Je mailprogramma is geopend."
        case .configMistakes(let count): "Het instellingenbestand heeft \(count) \(count == 1 ? "fout" : "fouten"), overgeslagen; zie het logboek."
        case .escapeDoesNotQuit: "Esc sluit vensters en stopt nooit; Ctrl-C of F10 stopt."
        case .draftKept: "Je bericht is als concept bewaard; Supportmail sturen biedt het weer aan."
        }
    }
}

extension Phrase.AboutLine {
    var english: String {
        switch self {
        case .tagline: "Searches the Apple media store from the terminal."
        case .noMailCommand: "none found: support mail is saved as a draft"
        case .source(let kind, let storeURL):
            switch kind {
            case .bundledCatalog:
                "the bundled catalog: songs and TV episodes from the Chinook sample database (MIT), apps from Debian's AppStream metadata, e-books from Project Gutenberg's catalog (Resources/catalog/PROVENANCE.md)"
            case .catalogFile(let name): "the catalog file \(name)"
            case .store: "the iTunes Search API at \(storeURL); the bundled catalog when it cannot be reached"
            }
        case .licence:
            "storesearch is MIT-licensed; the bundled catalog's parts keep their own licences (see PROVENANCE.md)"
        case .label(let label):
            switch label {
            case .version: "Version"
            case .source: "Source"
            case .licence: "Licence"
            case .mail: "Mail"
            case .config: "Config"
            case .cache: "Cache"
            case .drafts: "Drafts"
            case .log: "Log"
            case .keys: "Keys"
            }
        }
    }

    var dutch: String {
        switch self {
        case .tagline: "Doorzoekt de Apple-mediawinkel vanuit de terminal."
        case .noMailCommand: "niet gevonden: supportmail wordt als concept bewaard"
        case .source(let kind, let storeURL):
            switch kind {
            case .bundledCatalog:
                "de meegeleverde catalogus: liedjes en tv-afleveringen uit de Chinook-voorbeelddatabase (MIT), apps uit Debians AppStream-gegevens, e-boeken uit de catalogus van Project Gutenberg (Resources/catalog/PROVENANCE.md)"
            case .catalogFile(let name): "het catalogusbestand \(name)"
            case .store: "de iTunes Search API op \(storeURL); de meegeleverde catalogus als die onbereikbaar is"
            }
        case .licence:
            "storesearch valt onder de MIT-licentie; de delen van de meegeleverde catalogus houden hun eigen licentie (zie PROVENANCE.md)"
        case .label(let label):
            switch label {
            case .version: "Versie"
            case .source: "Bron"
            case .licence: "Licentie"
            case .mail: "Mail"
            case .config: "Instellingen"
            case .cache: "Cache"
            case .drafts: "Concepten"
            case .log: "Logboek"
            case .keys: "Toetsen"
            }
        }
    }
}

// MARK: Reading and writing (standard streams, the catalog, the log)

extension Phrase {
    public enum InputOutput: Hashable, Sendable {
        /// Standard output could not be written (the system's reason follows).
        case cannotWriteOutput(reason: String)
        /// After the first few config mistakes: how many more there are.
        case moreConfigMistakes(count: Int, path: String)
        /// `--catalog -` (or the file that is standard input) where standard input is taken.
        case catalogCannotBeStandardInput(StandardInputUse)
    }

    /// What standard input is already for.
    public enum StandardInputUse: Hashable, Sendable {
        /// The interface reads the keyboard there.
        case interface
        /// `search --batch` reads its terms there.
        case batchTerms
    }
}

extension Phrase.InputOutput {
    var english: String {
        switch self {
        case .cannotWriteOutput(let reason): "cannot write to standard output: \(reason)"
        case .moreConfigMistakes(let count, let path):
            "and \(count) more \(count == 1 ? "mistake" : "mistakes") in the config file (\(path)), skipped"
        case .catalogCannotBeStandardInput(.interface):
            "the catalog cannot come from standard input ('--catalog -'): the interface reads the keyboard there; give a file, a pipe as <(command), or use 'storesearch search'"
        case .catalogCannotBeStandardInput(.batchTerms):
            "the catalog cannot come from standard input ('--catalog -') with --batch: the search terms come from there; give a file or a pipe as <(command)"
        }
    }

    var dutch: String {
        switch self {
        case .cannotWriteOutput(let reason): "kan niet naar standaarduitvoer schrijven: \(reason)"
        case .moreConfigMistakes(let count, let path):
            "en nog \(count) \(count == 1 ? "fout" : "fouten") in het instellingenbestand (\(path)), overgeslagen"
        case .catalogCannotBeStandardInput(.interface):
            "de catalogus kan niet van standaardinvoer komen ('--catalog -'): de interface leest daar het toetsenbord; geef een bestand, een pijp als <(opdracht), of gebruik 'storesearch search'"
        case .catalogCannotBeStandardInput(.batchTerms):
            "de catalogus kan niet van standaardinvoer komen ('--catalog -') met --batch: daar komen de zoektermen vandaan; geef een bestand of een pijp als <(opdracht)"
        }
    }
}
