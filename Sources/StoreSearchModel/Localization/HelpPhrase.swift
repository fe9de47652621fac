import StoreSearchText

/// Help, the command palette and the history list; the notices that name
/// the key in force; why a key cannot act where it is pressed.
public enum HelpPhrase: LocalizedPhrase {
    /// Help's first part: the keys of the place the user is in (its name).
    case keysHere(place: String)
    /// Help's promise, with the key that opens the palette.
    case rule(palette: String)
    /// `Notice.escapeDoesNotQuit` with the keys that quit in force.
    case escapeDoesNotQuit(quitKeys: [String])
    /// `Notice.previewPlaying` with the key that stops it in force.
    case previewPlaying(program: String, stop: String)
    case commandsTitle
    case findCommand
    case noCommand
    case historyTitle
    case findSearch
    case noSearch
    /// Under the history list: how many earlier searches match, of all.
    case historyNote(count: Int, of: Int)
    /// On the palette's edge: the highlighted command's place among those listed ("3/47").
    case paletteCount(position: Int, count: Int)
    /// A key that works here but has nothing to do now (Up at the top).
    case nothingToDoHere
    /// A key of the search screen pressed elsewhere.
    case worksOnSearchScreen
    /// A key pressed away from the places it works in (their names, the first three).
    case worksIn([LocalizedText])
    /// A key about an item with none open or selected.
    case noItem
    /// The palette's own command, in the palette.
    case paletteIsOpen
    /// Enter in an empty field.
    case typeFirst
    /// A category key on a page: the categories choose for the search under it.
    case categoriesAreTheSearchs
    /// The offered-search key with no search on offer.
    case noOffer
    /// A key of the history with none kept.
    case noHistory
    /// A key about the item's store page, or its link, with none there.
    case noStorePage
    case noLink
    case noMarkedLink
    case noPreview
    /// Back with no page or favourites open.
    case noLevelToLeave
    case noFilterOn
    /// `/` from a sheet over one that holds work (a mail, the filters).
    case closeFirst
    /// A key that marks, in `storesearch pick` without `--multi`.
    case marksNeedMulti
    case nothingMarked
    /// A command's name while items are marked: it acts on all of them.
    case onMarked(LocalizedText, count: Int)
    /// pick's Enter outside `storesearch pick`, or with nothing to choose.
    case onlyInPick
    case nothingToChoose
    /// A printable key that means nothing where nothing is typed (the key,
    /// and the key in force that goes to the search field).
    case typedDoesNothing(key: String, searchKey: String)
    /// A printable key that is no command on the rating's stars: the key,
    /// and the key in force that goes on to the comment, where it would type.
    case typedOnStars(key: String, nextKey: String)
    /// A group of commands in help, the palette, the man page and README.
    case section(KeySection)
}

extension HelpPhrase {
    public var words: LocalizedText {
        switch self {
        case .keysHere(let place): LocalizedText("Keys here: \(place)", dutch: "Toetsen hier: \(place)")
        case .rule(let palette):
            LocalizedText(
                "No key does damage, and none does two things: where a line is edited a printable key types; elsewhere it is a command (j k move, q goes back, / to the search field) or does nothing and says so. A key with Ctrl or Alt never types; Esc goes back one level. \(palette) finds any command by name.",
                dutch:
                    "Geen toets richt schade aan, en geen doet twee dingen: waar een regel bewerkt wordt typt een toets; elders is het een commando (j k bewegen, q gaat terug, / naar het zoekveld) of doet niets en zegt dat. Een toets met Ctrl of Alt typt nooit; Esc gaat één niveau terug. \(palette) vindt elk commando op naam."
            )
        case .escapeDoesNotQuit(let keys):
            LocalizedText(
                "Esc goes back a level and never quits; \(keys.joined(separator: " or ")) quits.",
                dutch: "Esc gaat een niveau terug en stopt nooit; \(keys.joined(separator: " of ")) stopt.")
        case .previewPlaying(let program, let stop):
            LocalizedText(
                "Playing the preview with \(program); \(stop) stops it.",
                dutch: "Het fragment speelt met \(program); \(stop) stopt het.")
        case .commandsTitle: LocalizedText("Commands", dutch: "Commando's")
        case .findCommand: LocalizedText("Type to find a command", dutch: "Typ om een commando te vinden")
        case .noCommand: LocalizedText("No command matches", dutch: "Geen commando past")
        case .historyTitle: LocalizedText("Earlier searches", dutch: "Eerdere zoekopdrachten")
        case .findSearch: LocalizedText("Type to filter", dutch: "Typ om te filteren")
        case .noSearch: LocalizedText("No earlier search matches", dutch: "Geen eerdere zoekopdracht past")
        case .historyNote(let count, let total):
            LocalizedText(
                "\(count) of \(total) · Enter searches it again",
                dutch: "\(count) van \(total) · Enter zoekt het opnieuw")
        case .paletteCount(let position, let count):
            LocalizedText("\(position)/\(count)", dutch: "\(position)/\(count)")
        case .nothingToDoHere: LocalizedText("Nothing to do here now", dutch: "Hier nu niets te doen")
        case .worksOnSearchScreen: LocalizedText("Works on the search screen", dutch: "Werkt op het zoekscherm")
        case .worksIn(let places):
            LocalizedText(
                "Works in " + places.map(\.english).joined(separator: ", "),
                dutch: "Werkt in " + places.map(\.dutch).joined(separator: ", "))
        case .noItem:
            LocalizedText("No result is open or selected", dutch: "Er is geen resultaat open of gekozen")
        case .paletteIsOpen: LocalizedText("You are in it", dutch: "Je bent erin")
        case .typeFirst: LocalizedText("Type what to search for first", dutch: "Typ eerst waarnaar je zoekt")
        case .categoriesAreTheSearchs:
            // Short enough for a 40-column notice line.
            LocalizedText("Categories are the search's: Esc first", dutch: "Categorieën: eerst Esc naar het zoeken")
        case .noOffer:
            LocalizedText("No other search is offered now", dutch: "Er wordt nu geen andere zoekopdracht aangeboden")
        case .noHistory: LocalizedText("No earlier searches yet", dutch: "Nog geen eerdere zoekopdrachten")
        case .noStorePage: LocalizedText("This item has no store page", dutch: "Dit item heeft geen winkelpagina")
        case .noLink: LocalizedText("This item has no link", dutch: "Dit item heeft geen link")
        case .noMarkedLink:
            LocalizedText("No marked item has a link", dutch: "Geen gemarkeerd item heeft een link")
        case .noPreview: LocalizedText("This item has no preview", dutch: "Dit item heeft geen fragment")
        case .noLevelToLeave:
            LocalizedText(
                "No page or favourites to go back from", dutch: "Geen pagina of favorieten om van terug te gaan")
        case .noFilterOn: LocalizedText("No filter is on", dutch: "Er staat geen filter aan")
        case .closeFirst:
            LocalizedText("Close what lies under this first (Esc)", dutch: "Sluit eerst wat hieronder ligt (Esc)")
        case .marksNeedMulti:
            LocalizedText("Marks need storesearch pick --multi", dutch: "Markeren kan met storesearch pick --multi")
        case .nothingMarked: LocalizedText("Nothing is marked", dutch: "Er is niets gemarkeerd")
        case .onMarked(let label, let count):
            LocalizedText("\(label.english): \(count) marked", dutch: "\(label.dutch): \(count) gemarkeerd")
        case .onlyInPick: LocalizedText("Only in storesearch pick", dutch: "Alleen in storesearch pick")
        case .nothingToChoose:
            LocalizedText("Nothing to choose yet: type a search", dutch: "Nog niets te kiezen: typ een zoekopdracht")
        case .typedDoesNothing(let key, let search):
            LocalizedText(
                "\(key) does nothing here · \(search) searches", dutch: "\(key) doet hier niets · \(search) zoekt")
        case .typedOnStars(let key, let next):
            LocalizedText(
                "\(key) does nothing here · \(next) writes a comment",
                dutch: "\(key) doet hier niets · \(next) schrijft een opmerking")
        case .section(let section):
            switch section {
            case .everywhere: LocalizedText("Everywhere", dutch: "Overal")
            case .field: LocalizedText("The search field", dutch: "Het zoekveld")
            case .moving: LocalizedText("Moving and choosing", dutch: "Bewegen en kiezen")
            case .history: LocalizedText("Earlier searches", dutch: "Eerdere zoekopdrachten")
            case .item: LocalizedText("The item", dutch: "Het item")
            case .shaping: LocalizedText("Order, filters, favourites", dutch: "Volgorde, filters, favorieten")
            case .menu: LocalizedText("The menu", dutch: "Het menu")
            case .compose: LocalizedText("The support mail", dutch: "De supportmail")
            }
        }
    }
}
