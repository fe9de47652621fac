import StoreSearchItems
import StoreSearchModel
import StoreSearchText

/// The search: the field, the categories, its states and failures.
public enum SearchPhrase: LocalizedPhrase {
    case category(Category)
    case searchPlaceholder
    /// Under the field on a page: what its words are, and what typing does.
    case fieldOnAPage(term: String)
    /// The same, short.
    case fieldOnAPageShort
    case loading
    case nothingFound
    case hintLocal(itemCount: String)
    /// Before the bar while a catalog is indexed: "Indexing 1m.json".
    case indexing(name: String)
    /// After the bar: "43% · 430,112 items".
    case indexed(percent: Int, items: String)
    case hintLive
    case whoops
    case storeError
    /// The alert's second line: what happened, in words a user can act on.
    case failureReason(SearchFailure)
    /// Before the corrected words: "Showing results for **queen**".
    case showingResultsFor
    /// Before the words as typed: "search exactly for qeen".
    case searchExactlyFor
    /// Before the words offered under "Nothing Found": "Did you mean **queen**?".
    case didYouMean
    /// Before the other corrections as close as the one shown: "also: teen, seen".
    case alsoCorrections
}

extension SearchPhrase {
    public var words: LocalizedText {
        switch self {
        case .category(let category):
            switch category {
            case .all: LocalizedText("All", dutch: "Alles")
            case .music: LocalizedText("Music", dutch: "Muziek")
            case .software: LocalizedText("Software", dutch: "Software")
            case .ebooks: LocalizedText("E-books", dutch: "E-boeken")
            }
        case .searchPlaceholder:
            LocalizedText("App name, artist, song, album, e-book", dutch: "Naam van artiest, nummer, album")
        case .fieldOnAPage(let term):
            LocalizedText(
                "⌕ “\(term)” is the search under this page; typing starts a new one",
                dutch: "⌕ “\(term)” is de zoekopdracht onder deze pagina; typen begint een nieuwe")
        case .fieldOnAPageShort:
            LocalizedText("Typing starts a new search", dutch: "Typen begint een nieuwe zoekopdracht")
        case .loading: LocalizedText("Loading...", dutch: "Zoeken...")
        case .nothingFound: LocalizedText("Nothing Found", dutch: "Niets gevonden")
        case .hintLocal(let count):
            LocalizedText(
                "Type to search \(count) items; Enter moves to the results.",
                dutch: "Typ om \(count) items te doorzoeken; Enter gaat naar de resultaten.")
        case .indexing(let name): LocalizedText("Indexing \(name)", dutch: "\(name) indexeren")
        case .indexed(let percent, let items):
            LocalizedText("\(percent)% · \(items) items", dutch: "\(percent)% · \(items) items")
        case .hintLive:
            LocalizedText("Type a search and press Enter.", dutch: "Typ een zoekopdracht en druk op Enter.")
        case .whoops: LocalizedText("Whoops...", dutch: "Foutje...")
        case .storeError:
            LocalizedText(
                "There was an error accessing the iTunes Store. Please try again.",
                dutch: "Er ging iets fout bij het communiceren met de iTunes winkel. Probeer het nog eens.")
        case .failureReason(let failure): failure.reason
        case .showingResultsFor: LocalizedText("Showing results for", dutch: "Resultaten voor")
        case .searchExactlyFor: LocalizedText("search exactly for", dutch: "exact zoeken naar")
        case .didYouMean: LocalizedText("Did you mean", dutch: "Bedoelde je")
        case .alsoCorrections: LocalizedText("also:", dutch: "ook:")
        }
    }
}
