import StoreSearchItems
import StoreSearchText

/// Every text the user reads, in every language the program speaks.
///
/// An enum rather than a table keyed by strings: a phrase cannot be used
/// without existing, and the compiler refuses a language that lacks one.
/// Phrases that carry values take them as associated values, because word
/// order differs ("Pink Floyd (Song)" against "Liedje van Pink Floyd").
public enum Phrase: LocalizedPhrase {
    case screen(ScreenPhrase)
    case mail(MailPhrase)
    case menu(MenuPhrase)
    /// Inputs past their bounds, special files, writes that failed.
    case file(FilePhrase)
    /// Help, the command palette, the history list, why a key cannot act.
    case help(HelpPhrase)
    /// An artist's or album's page: its buttons, its summary, why it cannot open.
    case page(PagePhrase)
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
    public enum Column: CaseIterable, LocalizedPhrase {
        case name, artist, album, kind, genre, price

        public var words: LocalizedText {
            switch self {
            case .name: LocalizedText("Name", dutch: "Naam")
            case .artist: LocalizedText("Artist", dutch: "Artiest")
            case .album: LocalizedText("Album", dutch: "Album")
            case .kind: LocalizedText("Kind", dutch: "Soort")
            case .genre: LocalizedText("Genre", dutch: "Genre")
            case .price: LocalizedText("Price", dutch: "Prijs")
            }
        }
    }

    /// Short verbs for the footer's key hints.
    public enum Action: Hashable, Sendable {
        case search, results, open, move, category, next, close, help, quit, back, press, scroll
        case menu, choose, send, toggle, save, page, grid, commands, format, stars, mark
        /// Ctrl-S in a mail sheet where no mail command is set: only a draft is written.
        case saveDraft
        /// The words exactly as typed, after a correction.
        case exact
        /// The words offered under "Nothing Found".
        case suggestion
        /// `/`: to the search field.
        case find
        /// The letters that act on the item (store page, link, preview, favourite, album, artist).
        case act
        /// What Enter on a detail's focused button does.
        case storePage, copyLink, playPreview, stopPreview, markFavourite, unmarkFavourite, album, artist
    }
}

extension Phrase {
    public var words: LocalizedText {
        switch self {
        case .screen(let phrase): phrase.words
        case .mail(let phrase): phrase.words
        case .menu(let phrase): phrase.words
        case .file(let phrase): phrase.words
        case .help(let phrase): phrase.words
        case .page(let phrase): phrase.words
        case .action(let action): action.words
        case .text(let text): text
        }
    }
}

extension Phrase.Action {
    public var words: LocalizedText {
        switch self {
        case .search: LocalizedText("Search", dutch: "Zoeken")
        case .results: LocalizedText("Results", dutch: "Resultaten")
        case .open: LocalizedText("Open", dutch: "Openen")
        case .move: LocalizedText("Move", dutch: "Bewegen")
        case .category: LocalizedText("Category", dutch: "Categorie")
        case .next: LocalizedText("Next", dutch: "Volgende")
        case .close: LocalizedText("Close", dutch: "Sluiten")
        case .help: LocalizedText("Help", dutch: "Hulp")
        case .quit: LocalizedText("Quit", dutch: "Stoppen")
        case .back: LocalizedText("Back", dutch: "Terug")
        case .press: LocalizedText("Press", dutch: "Indrukken")
        case .scroll: LocalizedText("Scroll", dutch: "Scrollen")
        case .menu: LocalizedText("Menu", dutch: "Menu")
        case .choose: LocalizedText("Choose", dutch: "Kiezen")
        case .send: LocalizedText("Send", dutch: "Versturen")
        case .saveDraft: LocalizedText("Save draft", dutch: "Concept bewaren")
        case .toggle: LocalizedText("On/off", dutch: "Aan/uit")
        case .save: LocalizedText("Save", dutch: "Bewaren")
        case .page: LocalizedText("Page", dutch: "Pagina")
        case .grid: LocalizedText("Grid", dutch: "Raster")
        case .commands: LocalizedText("Commands", dutch: "Commando's")
        case .format: LocalizedText("JSON/TSV", dutch: "JSON/TSV")
        case .stars: LocalizedText("Stars", dutch: "Sterren")
        case .mark: LocalizedText("Mark", dutch: "Markeren")
        case .exact: LocalizedText("Exact", dutch: "Exact")
        case .suggestion: LocalizedText("Suggestion", dutch: "Suggestie")
        case .find: LocalizedText("Search", dutch: "Zoeken")
        case .act: LocalizedText("Actions", dutch: "Acties")
        case .storePage: LocalizedText("Store page", dutch: "Winkelpagina")
        case .copyLink: LocalizedText("Copy link", dutch: "Link kopiëren")
        case .playPreview: LocalizedText("Preview", dutch: "Fragment")
        case .stopPreview: LocalizedText("Stop", dutch: "Stop")
        case .markFavourite: LocalizedText("Favourite", dutch: "Favoriet")
        case .unmarkFavourite: LocalizedText("Unmark", dutch: "Geen favoriet")
        case .album: LocalizedText("Album", dutch: "Album")
        case .artist: LocalizedText("Artist", dutch: "Artiest")
        }
    }
}
