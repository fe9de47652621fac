import StoreSearchItems
import StoreSearchText

/// What shapes the list: the filter sheet, Save Results, the favourites,
/// the orders, and the list's rule that sums them up.
public enum ShapingPhrase: LocalizedPhrase {
    case filtersTitle
    case freeOnly
    case price
    /// The price filter when it lets every price through.
    case anyPrice
    case hideExplicit
    case clearAll
    case kinds
    /// Every result filtered away: the keys that clear and change the filters.
    case filtersHidEverything(clear: String, change: String)
    /// On the filter sheet's edge, over the list that says the above.
    case theseFiltersHideEverything
    /// The favourites view with none kept: its title, in place of "Nothing Found".
    case noFavouritesTitle
    /// Under it: the key that marks one.
    case noFavourites(mark: String)
    case favourites
    /// The search field's placeholder in the favourites, where it filters them.
    case filterFavourites
    /// Before the earlier searches offered under an empty field.
    case recent
    case saveTitle
    case saveFile
    case saveFormat
    /// Save Results' keys: to save, to change the format, to close.
    case saveHint(save: String, format: String, close: String)
    /// In the list's rule: only free items.
    case free
    /// In the list's rule: explicit items hidden.
    case noExplicit
    /// "3 marked": the list's rule and Save Results' title (the count written).
    case marked(String)
    /// "narrowed: 12 of 40", the counts already written the locale's way.
    case narrowed(shown: String, of: String)
    /// "2 of 5 favourites match 'love'": the counts written, the field's
    /// words quoted (nil when it is empty), whether filters are on.
    case favouritesShown(shown: String, of: String, matching: String?, filtered: Bool)
    /// Save Results found a file there: a second save (its key) replaces it.
    case fileExists(path: String, save: String)
    case saveFailed(reason: String)
    /// "by name", "by relevance", … as the header and notices say it.
    case order(SortOrder)
}

extension ShapingPhrase {
    public var words: LocalizedText {
        switch self {
        case .filtersTitle: LocalizedText("Filters", dutch: "Filters")
        case .marked(let count): LocalizedText("\(count) marked", dutch: "\(count) gemarkeerd")
        case .freeOnly: LocalizedText("Free only", dutch: "Alleen gratis")
        case .price: LocalizedText("Price", dutch: "Prijs")
        case .anyPrice: LocalizedText("any", dutch: "elke")
        case .hideExplicit: LocalizedText("Hide explicit items", dutch: "Expliciete items verbergen")
        case .clearAll: LocalizedText("Clear all filters", dutch: "Alle filters uit")
        case .kinds: LocalizedText("Kinds (none checked: every kind)", dutch: "Soorten (geen aangevinkt: alle)")
        case .theseFiltersHideEverything:
            LocalizedText("They hide every result", dutch: "Ze verbergen elk resultaat")
        case .filtersHidEverything(let clear, let change):
            LocalizedText(
                "The filters hid every result: \(clear) clears them, \(change) changes them.",
                dutch: "De filters verbergen elk resultaat: \(clear) zet ze uit, \(change) wijzigt ze.")
        case .noFavouritesTitle: LocalizedText("No favourites yet", dutch: "Nog geen favorieten")
        case .noFavourites(let mark):
            LocalizedText(
                "\(mark) on a result (or ☆ in a detail) marks one.",
                dutch: "\(mark) op een resultaat (of ☆ in de details) markeert er een.")
        case .favourites: LocalizedText("Favourites", dutch: "Favorieten")
        case .filterFavourites: LocalizedText("Filter the favourites", dutch: "Favorieten filteren")
        case .recent: LocalizedText("Recent:", dutch: "Recent:")
        case .saveTitle: LocalizedText("Save Results", dutch: "Resultaten bewaren")
        case .saveFile: LocalizedText("File:", dutch: "Bestand:")
        case .saveFormat: LocalizedText("Format:", dutch: "Formaat:")
        case .saveHint(let save, let format, let close):
            LocalizedText(
                "\(save) saves · \(format) JSON/TSV · \(close) closes",
                dutch: "\(save) bewaart · \(format) JSON/TSV · \(close) sluit")
        case .free: LocalizedText("free", dutch: "gratis")
        case .noExplicit: LocalizedText("no explicit", dutch: "geen expliciet")
        case .narrowed(let shown, let total):
            LocalizedText("narrowed: \(shown) of \(total)", dutch: "versmald: \(shown) van \(total)")
        case .favouritesShown(let shown, let total, let quoted?, true):
            LocalizedText(
                "\(shown) of \(total) favourites match \(quoted) and the filters",
                dutch: "\(shown) van \(total) favorieten passen bij \(quoted) en de filters")
        case .favouritesShown(let shown, let total, let quoted?, false):
            LocalizedText(
                "\(shown) of \(total) favourites match \(quoted)",
                dutch: "\(shown) van \(total) favorieten passen bij \(quoted)")
        case .favouritesShown(let shown, let total, nil, _):
            LocalizedText(
                "\(shown) of \(total) favourites pass the filters",
                dutch: "\(shown) van \(total) favorieten komen door de filters")
        case .fileExists(let path, let save):
            LocalizedText(
                "\(path) is there already: \(save) again replaces it.",
                dutch: "\(path) bestaat al: nogmaals \(save) vervangt het.")
        case .saveFailed(let reason): LocalizedText("Could not save: \(reason)", dutch: "Kon niet bewaren: \(reason)")
        case .order(let order): order.words
        }
    }
}
