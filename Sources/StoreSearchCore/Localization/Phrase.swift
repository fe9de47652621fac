/// Every text the user reads, in every language the program speaks.
///
/// An enum rather than a table keyed by strings: a phrase cannot be used
/// without existing, and the compiler refuses a language that lacks one.
/// Phrases that carry values take them as associated values, because word
/// order differs ("Pink Floyd (Song)" against "Liedje van Pink Floyd").
public enum Phrase: Hashable, Sendable {
    case screen(ScreenPhrase)
    case search(SearchPhrase)
    case detail(DetailPhrase)
    case mail(MailPhrase)
    case menu(MenuPhrase)
    case commandLine(CommandLinePhrase)
    /// Inputs past their bounds, special files, writes that failed.
    case file(FilePhrase)
    /// Short verbs for the footer's key hints.
    case action(Action)
    /// A text declared with its translations where it is used (a key binding's help).
    case text(LocalizedText)

    /// The labelled lines of About.
    public enum AboutLine: Hashable, Sendable {
        case tagline
        case noMailCommand
        /// The configured mail command was not found.
        case mailCommandMissing(String)
        /// The history row with `--no-history`.
        case historyOff
        /// The support address is the built-in placeholder.
        case placeholderAddress(String)
        case source(SourceKind, storeURL: String)
        case licence
        case label(AboutLabel)
    }

    public enum AboutLabel: CaseIterable, Hashable, Sendable {
        case version, source, licence, mail, support, config, cache, drafts, history, favourites, log, keys
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
        case menu, choose, send, toggle, save, page, grid, commands, format, stars
        /// The words exactly as typed, after a correction.
        case exact
        /// The words offered under "Nothing Found".
        case suggestion
    }
}

extension Phrase {
    public func text(in language: Language) -> String {
        switch self {
        case .screen(let phrase): phrase.text(in: language)
        case .search(let phrase): phrase.text(in: language)
        case .detail(let phrase): phrase.text(in: language)
        case .mail(let phrase): phrase.text(in: language)
        case .menu(let phrase): phrase.text(in: language)
        case .commandLine(let phrase): phrase.text(in: language)
        case .file(let phrase): phrase.text(in: language)
        case .action(let action): language == .english ? action.english : action.dutch
        case .text(let text): text.text(in: language)
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
        case .toggle: "On/off"
        case .save: "Save"
        case .page: "Page"
        case .grid: "Grid"
        case .commands: "Commands"
        case .format: "JSON/TSV"
        case .stars: "Stars"
        case .exact: "Exact"
        case .suggestion: "Suggestion"
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
        case .toggle: "Aan/uit"
        case .save: "Bewaren"
        case .page: "Pagina"
        case .grid: "Raster"
        case .commands: "Commando's"
        case .format: "JSON/TSV"
        case .stars: "Sterren"
        case .exact: "Exact"
        case .suggestion: "Suggestie"
        }
    }
}

extension SearchFailure {
    var englishReason: String {
        switch self {
        case .catalogUnreadable(let reason): "The catalog could not be read: \(reason)"
        case .catalogNotInStoreShape: "The catalog is not in the store's answer shape."
        case .catalogDamaged(let offset, let expected, _):
            "The catalog is damaged at byte \(offset): expected \(expected)."
        case .catalogTooLarge(let bytes, let isStream):
            "The catalog could not be read: \(FilePhrase.catalogTooLarge(maximumBytes: bytes, isStream: isStream).english)."
        case .store(let failure):
            switch failure {
            case .offline: "The store could not be reached. Are you online?"
            case .connectionLost: "The connection to the store broke off."
            case .timedOut: "The store did not answer in time."
            case .throttled: "The store says there were too many searches; try again in a minute."
            case .rejected(let message): "The store refused the search: \(message)"
            case .serverError(let status): "The store had a problem (HTTP \(status))."
            case .unreadable: "The store's answer could not be read."
            case .tooLarge(let bytes):
                "The store's answer was larger than \(InputLimits.describe(bytes: bytes)); it was not read."
            case .rateLimited(let seconds):
                "The store allows about 20 searches a minute; try again in \(seconds) seconds."
            }
        }
    }

    var dutchReason: String {
        switch self {
        case .catalogUnreadable(let reason): "De catalogus kon niet worden gelezen: \(reason)"
        case .catalogNotInStoreShape: "De catalogus heeft niet de vorm van de winkel."
        case .catalogDamaged(let offset, let expected, _):
            "De catalogus is beschadigd bij byte \(offset): verwacht werd \(expected)."
        case .catalogTooLarge(let bytes, let isStream):
            "De catalogus kon niet worden gelezen: \(FilePhrase.catalogTooLarge(maximumBytes: bytes, isStream: isStream).dutch)."
        case .store(let failure):
            switch failure {
            case .offline: "De winkel is niet bereikbaar. Ben je online?"
            case .connectionLost: "De verbinding met de winkel werd verbroken."
            case .timedOut: "De winkel antwoordde niet op tijd."
            case .throttled: "De winkel meldt te veel zoekopdrachten; probeer het over een minuut opnieuw."
            case .rejected(let message): "De winkel weigerde de zoekopdracht: \(message)"
            case .serverError(let status): "De winkel had een probleem (HTTP \(status))."
            case .unreadable: "Het antwoord van de winkel was onleesbaar."
            case .tooLarge(let bytes):
                "Het antwoord van de winkel was groter dan \(InputLimits.describe(bytes: bytes)); het is niet gelezen."
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
        case .sendingWithoutDraft(let reason): "Sending your message… (no draft of it could be kept: \(reason))"
        case .mailSent: "Your message was sent."
        case .mailAppOpened: "Opened your mail program."
        case .configMistakes(let count):
            "The config file has \(count) \(count == 1 ? "mistake" : "mistakes"), skipped; see the log."
        case .escapeDoesNotQuit: "Esc closes pop-ups and never quits; Ctrl-C or F10 quits."
        case .draftKept: "Your message is kept as a draft; Send Support Email offers it again."
        case .linkCopied(let url): "Copied to the clipboard: \(url)"
        case .previewPlaying(let program): "Playing the preview with \(program); Alt-P stops it."
        case .previewStopped: "The preview stopped."
        case .previewFailed(let reason): "The preview could not be played: \(reason)"
        case .noPreview: "This item has no preview."
        case .orderChanged(let order): "Sorted \(order.english)."
        case .naturalOrder(let link): link == .album ? "Sorted in track order." : "Sorted by kind, then by name."
        case .favourite(let marked): marked ? "Added to your favourites." : "Removed from your favourites."
        case .exported(let path): "Saved to \(path)"
        case .fileSetAside(let path): "A file could not be read and was set aside as \(path); starting afresh."
        case .historyEmpty: "No earlier searches yet."
        case .nothingToSave: "There are no results to save."
        case .keyDoesNothing(let key, let help): "\(key) does nothing here · \(help) lists the keys"
        case .unavailable(let reason): reason.english
        case .noMenuLetter(let letter): "No menu item has the letter \(letter)."
        case .editorKeptBody(let outcome):
            switch outcome {
            case .saved: "The message was taken from your editor."
            case .empty: "The editor left the message empty; your text is kept."
            case .failed(let editor, let status): "\(editor) ended with status \(status); your text is kept."
            case .notFound(let editor):
                "The editor '\(editor)' was not found (set $VISUAL or $EDITOR); your text is kept."
            case .notStarted(let reason): "The editor could not be started (\(reason)); your text is kept."
            }
        case .file(let phrase): phrase.english
        }
    }

    var dutch: String {
        switch self {
        case .noStorePage: "Dit item heeft geen winkelpagina."
        case .openedInBrowser: "De pagina is in je browser geopend."
        case .sendingMail: "Je bericht wordt verstuurd…"
        case .sendingWithoutDraft(let reason):
            "Je bericht wordt verstuurd… (er kon geen concept van worden bewaard: \(reason))"
        case .mailSent: "Je bericht is verstuurd."
        case .mailAppOpened: "Je mailprogramma is geopend."
        case .configMistakes(let count):
            "Het instellingenbestand heeft \(count) \(count == 1 ? "fout" : "fouten"), overgeslagen; zie het logboek."
        case .escapeDoesNotQuit: "Esc sluit vensters en stopt nooit; Ctrl-C of F10 stopt."
        case .draftKept: "Je bericht is als concept bewaard; Supportmail sturen biedt het weer aan."
        case .linkCopied(let url): "Naar het klembord gekopieerd: \(url)"
        case .previewPlaying(let program): "Het fragment speelt met \(program); Alt-P stopt het."
        case .previewStopped: "Het fragment is gestopt."
        case .previewFailed(let reason): "Het fragment kon niet worden afgespeeld: \(reason)"
        case .noPreview: "Dit item heeft geen fragment."
        case .orderChanged(let order): "Gesorteerd \(order.dutch)."
        case .naturalOrder(let link):
            link == .album ? "Gesorteerd op tracknummer." : "Gesorteerd op soort, dan op naam."
        case .favourite(let marked): marked ? "Aan je favorieten toegevoegd." : "Uit je favorieten gehaald."
        case .exported(let path): "Bewaard in \(path)"
        case .fileSetAside(let path):
            "Een bestand was onleesbaar en is apart gezet als \(path); er wordt opnieuw begonnen."
        case .historyEmpty: "Nog geen eerdere zoekopdrachten."
        case .nothingToSave: "Er zijn geen resultaten om te bewaren."
        case .keyDoesNothing(let key, let help): "\(key) doet hier niets · \(help) toont de toetsen"
        case .unavailable(let reason): reason.dutch
        case .noMenuLetter(let letter): "Geen menu-item heeft de letter \(letter)."
        case .editorKeptBody(let outcome):
            switch outcome {
            case .saved: "Het bericht is uit je editor overgenomen."
            case .empty: "De editor liet het bericht leeg; je tekst blijft staan."
            case .failed(let editor, let status): "\(editor) stopte met status \(status); je tekst blijft staan."
            case .notFound(let editor):
                "De editor '\(editor)' is niet gevonden (stel $VISUAL of $EDITOR in); je tekst blijft staan."
            case .notStarted(let reason): "De editor kon niet worden gestart (\(reason)); je tekst blijft staan."
            }
        case .file(let phrase): phrase.dutch
        }
    }
}

extension Phrase.AboutLine {
    var english: String {
        switch self {
        case .tagline: "Searches the Apple media store from the terminal."
        case .noMailCommand: "none found: support mail is saved as a draft"
        case .mailCommandMissing(let command): "'\(command)' not found: support mail is saved as a draft"
        case .historyOff: "not kept (--no-history)"
        case .placeholderAddress(let address):
            "\(address), a placeholder: set support-address in the config file (or --support-address)"
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
            case .support: "Support"
            case .config: "Config"
            case .cache: "Cache"
            case .drafts: "Drafts"
            case .history: "History"
            case .favourites: "Favourites"
            case .log: "Log"
            case .keys: "Keys"
            }
        }
    }

    var dutch: String {
        switch self {
        case .tagline: "Doorzoekt de Apple-mediawinkel vanuit de terminal."
        case .noMailCommand: "niet gevonden: supportmail wordt als concept bewaard"
        case .mailCommandMissing(let command): "'\(command)' niet gevonden: supportmail wordt als concept bewaard"
        case .historyOff: "niet bewaard (--no-history)"
        case .placeholderAddress(let address):
            "\(address), een voorbeeldadres: stel support-address in het instellingenbestand in (of --support-address)"
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
            case .support: "Support"
            case .config: "Instellingen"
            case .cache: "Cache"
            case .drafts: "Concepten"
            case .history: "Geschiedenis"
            case .favourites: "Favorieten"
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
        /// `search --favourites` with none kept (the file they would be in).
        case noFavourites(path: String)
        /// A file of the program's own state (history, favourites) could not
        /// be read, was moved to `badPath` and is started afresh.
        case stateFileSetAside(path: String, badPath: String)
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
        case .noFavourites(let path): "no favourites yet (\(path))"
        case .stateFileSetAside(let path, let badPath):
            "\(path) could not be read; it was moved to \(badPath) and starts afresh"
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
        case .noFavourites(let path): "nog geen favorieten (\(path))"
        case .stateFileSetAside(let path, let badPath):
            "\(path) was onleesbaar; het is verplaatst naar \(badPath) en begint opnieuw"
        }
    }
}

extension SortOrder {
    /// "by name", "by relevance", … as the header and notices say it.
    public var english: String {
        switch self {
        case .name: "by name"
        case .relevance: "by relevance"
        case .artist: "by artist"
        case .price: "by price"
        case .released: "newest first"
        }
    }

    public var dutch: String {
        switch self {
        case .name: "op naam"
        case .relevance: "op relevantie"
        case .artist: "op artiest"
        case .price: "op prijs"
        case .released: "nieuwste eerst"
        }
    }
}
