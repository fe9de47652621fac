/// The search: the field, the categories, its states and failures.
public enum SearchPhrase: Hashable, Sendable {
    case category(Category)
    case searchPlaceholder
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
}

extension SearchPhrase {
    func text(in language: Language) -> String {
        switch language {
        case .english: english
        case .dutch: dutch
        }
    }

    private var english: String {
        switch self {
        case .category(let category):
            switch category {
            case .all: "All"
            case .music: "Music"
            case .software: "Software"
            case .ebooks: "E-books"
            }
        case .searchPlaceholder: "App name, artist, song, album, e-book"
        case .loading: "Loading..."
        case .nothingFound: "Nothing Found"
        case .hintLocal(let count): "Type to search \(count) items; Enter moves to the results."
        case .indexing(let name): "Indexing \(name)"
        case .indexed(let percent, let items): "\(percent)% · \(items) items"
        case .hintLive: "Type a search and press Enter."
        case .whoops: "Whoops..."
        case .storeError: "There was an error accessing the iTunes Store. Please try again."
        case .failureReason(let failure): failure.englishReason
        case .showingResultsFor: "Showing results for"
        case .searchExactlyFor: "search exactly for"
        case .didYouMean: "Did you mean"
        }
    }

    private var dutch: String {
        switch self {
        case .category(let category):
            switch category {
            case .all: "Alles"
            case .music: "Muziek"
            case .software: "Software"
            case .ebooks: "E-boeken"
            }
        case .searchPlaceholder: "Naam van artiest, nummer, album"
        case .loading: "Zoeken..."
        case .nothingFound: "Niets gevonden"
        case .hintLocal(let count): "Typ om \(count) items te doorzoeken; Enter gaat naar de resultaten."
        case .indexing(let name): "\(name) indexeren"
        case .indexed(let percent, let items): "\(percent)% · \(items) items"
        case .hintLive: "Typ een zoekopdracht en druk op Enter."
        case .whoops: "Foutje..."
        case .storeError:
            "Er ging iets fout bij het communiceren met de iTunes winkel. Probeer het nog eens."
        case .failureReason(let failure): failure.dutchReason
        case .showingResultsFor: "Resultaten voor"
        case .searchExactlyFor: "exact zoeken naar"
        case .didYouMean: "Bedoelde je"
        }
    }
}
