import StoreSearchItems
import StoreSearchText

/// Where a key is pressed: what has focus, or what lies on top of it. A
/// place either takes typing (`typing`: a line is edited there, and a
/// printable key types) or takes commands (everywhere else: a printable key
/// is a command, or does nothing and says so).
public enum KeyContext: CaseIterable, Hashable, Sendable {
    case field, categories, list, grid, detailPane
    /// The compact-width detail pop-up.
    case popup
    case menu
    /// The compose sheet's To and Subject, its body, and its checkbox and buttons.
    case composeText, composeBody, composeButtons
    /// A question with buttons: continue an unsent draft? quit while sending?
    case choice
    /// Help and About.
    case sheet
    /// "Whoops...", an address to copy, how a mail ended.
    case alert
    /// The terminal is below the smallest size: only quitting and redrawing work.
    case tooSmall
    /// The filter sheet.
    case filters
    /// The Save Results sheet (its path is edited as a line).
    case export
    /// The rating sheet: its To and comment, its stars, its buttons.
    case ratingText, ratingStars, ratingButtons
    /// The command palette.
    case palette
    /// Ctrl-R's list of earlier searches.
    case historyList

    /// The search screen with nothing on top.
    public static let main: Set<KeyContext> = [.field, .categories, .list, .grid, .detailPane]
    /// The search screen, with the detail pop-up on it or not.
    public static let searchScreen = main.union([.popup])
    public static let compose: Set<KeyContext> = [.composeText, .composeBody, .composeButtons]
    public static let rating: Set<KeyContext> = [.ratingText, .ratingStars, .ratingButtons]
    /// The sheets whose mail is written: support mail and the rating.
    public static let mail = compose.union(rating)
    /// Where a line of text is edited: the search field, the mail's lines,
    /// the path to save to, and what is typed to find a command or a search.
    public static let lineEditing: Set<KeyContext> = [
        .field, .composeText, .composeBody, .export, .palette, .historyList, .ratingText,
    ]
    /// Where a printable key types: the lines that are edited, and nowhere else.
    public static let typing = lineEditing
    /// The search screen where nothing is typed: the categories, the list,
    /// the grid, the detail beside the list and the pop-up. Single keys
    /// are commands here (`j`, `k`, `q`, `/`, the item's letters).
    public static let browsing: Set<KeyContext> = [.categories, .list, .grid, .detailPane, .popup]
    /// The search screen with nothing on top, where nothing is typed.
    public static let browsingMain = browsing.subtracting([.popup])
    /// Whether a printable key types here.
    public var types: Bool { Self.typing.contains(self) }
    public static let everywhere = Set(allCases)
    /// Everywhere a key can do anything: not on a too-small screen.
    public static let usable = everywhere.subtracting([.tooSmall])

    /// The place's name, for "works in …" and the config file's `in PLACE`.
    public var configName: String {
        switch self {
        case .field: "field"
        case .categories: "categories"
        case .list: "list"
        case .grid: "grid"
        case .detailPane: "detail"
        case .popup: "popup"
        case .menu: "menu"
        case .composeText: "mail-line"
        case .composeBody: "mail-body"
        case .composeButtons: "mail-buttons"
        case .choice: "question"
        case .sheet: "help"
        case .alert: "alert"
        case .tooSmall: "too-small"
        case .filters: "filters"
        case .export: "save"
        case .palette: "palette"
        case .historyList: "history"
        case .ratingText: "rating-line"
        case .ratingStars: "rating-stars"
        case .ratingButtons: "rating-buttons"
        }
    }

    /// The place as a user would name it.
    public var place: LocalizedText {
        switch self {
        case .field: LocalizedText("the search field", dutch: "het zoekveld")
        case .categories: LocalizedText("the categories", dutch: "de categorieën")
        case .list: LocalizedText("the results", dutch: "de resultaten")
        case .grid: LocalizedText("the grid", dutch: "het raster")
        case .detailPane: LocalizedText("the detail beside the list", dutch: "de details naast de lijst")
        case .popup: LocalizedText("the pop-up", dutch: "het venster")
        case .menu: LocalizedText("the menu", dutch: "het menu")
        case .composeText: LocalizedText("the mail's To and Subject", dutch: "Aan en Onderwerp van de mail")
        case .composeBody: LocalizedText("the mail's message", dutch: "het bericht van de mail")
        case .composeButtons: LocalizedText("the mail's buttons", dutch: "de knoppen van de mail")
        case .choice: LocalizedText("a question", dutch: "een vraag")
        case .sheet: LocalizedText("help and About", dutch: "hulp en Over")
        case .alert: LocalizedText("an alert", dutch: "een melding")
        case .tooSmall: LocalizedText("a too small terminal", dutch: "een te kleine terminal")
        case .filters: LocalizedText("the filters", dutch: "de filters")
        case .export: LocalizedText("Save Results", dutch: "Resultaten bewaren")
        case .palette: LocalizedText("the commands", dutch: "de commando's")
        case .historyList: LocalizedText("the earlier searches", dutch: "de eerdere zoekopdrachten")
        case .ratingText: LocalizedText("the rating's To and comment", dutch: "Aan en de opmerking van de beoordeling")
        case .ratingStars: LocalizedText("the rating's stars", dutch: "de sterren van de beoordeling")
        case .ratingButtons: LocalizedText("the rating's buttons", dutch: "de knoppen van de beoordeling")
        }
    }

    /// The places, by their config names.
    public static let named: [String: KeyContext] = Dictionary(
        uniqueKeysWithValues: allCases.map { ($0.configName, $0) })
}
