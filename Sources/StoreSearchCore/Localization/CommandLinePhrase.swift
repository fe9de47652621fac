/// The command line: usage, refusals, `storesearch search`.
public enum CommandLinePhrase: Hashable, Sendable {
    case usage(version: String)
    case notATerminal
    case needsUTF8Locale(variable: String, value: String, charset: String)
    case unusableTerminal(term: String)
    /// The interface could not start for a reason of the system's (too many open files).
    case cannotStart(reason: String)
    case unknownOption(String)
    /// An unknown option near a known one: "did you mean --catalog?".
    case didYouMean(String, suggestion: String)
    /// A word where a command (`search`) or an option belongs, and the nearest command if any.
    case unknownCommand(String, suggestion: String?)
    /// A config file key that no option has, and the nearest one if any.
    case unknownConfigKey(String, suggestion: String?)
    /// An option of `storesearch search` given to the interface.
    case onlyInSearch(String)
    /// An option of `storesearch lookup` given elsewhere.
    case onlyInLookup(String)
    /// An option of the commands that print (`search`, `lookup`) given to the interface.
    case onlyInCommands(String)
    /// `storesearch lookup` without an id, and with one that is not a number.
    case missingLookupID
    case lookupIDNotANumber(String)
    /// `storesearch lookup ID` found nothing.
    case nothingFoundForID(Int, hasEntity: Bool)
    /// `--print-config`'s text is made by `LaunchSettings.configFileText`.
    case missingValue(option: String)
    case invalidValue(value: String, option: String)
    case cannotReadCatalog(path: String, reason: String)
    case catalogNotFound
    case catalogNotInStoreShape
    /// The catalog stops being the store's shape half way (`SearchFailure.catalogDamaged`).
    case catalogDamaged(offset: Int, expected: String, itemsBefore: Int)
    case missingSearchTerm
    /// `search --favourites` with a term or `--batch`.
    case favouritesTakesNoTerm
    case nothingFoundFor(String)
    /// A forgiving search's results: for `shown`, the words typed corrected.
    case showingResultsFor(shown: String, typed: String)
    /// Nothing found for `term`; `suggestion` would find something.
    case nothingFoundSuggesting(String, suggestion: String)
    case fellBackToCatalog
    case configUnreadable(path: String)
    case column(Phrase.Column)
    case tryHelp
    /// Reading and writing: standard streams, the catalog, the log.
    case inputOutput(Phrase.InputOutput)
}

extension CommandLinePhrase {
    /// ": a whole number from 1 to 200": what the option that `origin` names allows.
    static func allowed(for origin: String, in language: Language) -> String {
        guard let option = OptionTable.option(origin: origin), option.rule != .none else { return "" }
        let label = language == .english ? "allowed" : "toegestaan"
        return " (\(label): \(option.rule.allowed(in: language)))"
    }

    func text(in language: Language) -> String {
        switch language {
        case .english: english
        case .dutch: dutch
        }
    }

    private var english: String {
        switch self {
        case .usage(let version): Phrase.usage(version: version, in: .english)
        case .notATerminal: "standard input and output must be a terminal"
        case .needsUTF8Locale(let variable, let value, let charset):
            "the interface needs a UTF-8 locale, and \(variable)=\(value) asks for \(charset); set one, for example LANG=C.UTF-8 (see 'locale -a' for the installed ones)"
        case .unusableTerminal(let term):
            "the terminal type '\(term)' is unknown or cannot move the cursor; set TERM, for example TERM=xterm-256color"
        case .cannotStart(let reason): "the interface cannot start: \(reason)"
        case .unknownOption(let option): "unknown option '\(option)'"
        case .didYouMean(let option, let suggestion): "unknown option '\(option)'; did you mean \(suggestion)?"
        case .unknownCommand(let word, let suggestion?): "unknown command '\(word)'; did you mean \(suggestion)?"
        case .unknownCommand(let word, nil):
            "unknown command '\(word)'; to search for it: storesearch search \(word)"
        case .unknownConfigKey(let key, let suggestion):
            "unknown config key '\(key)'" + (suggestion.map { "; did you mean \($0)?" } ?? "")
        case .onlyInSearch(let option): "\(option) is an option of 'storesearch search' only"
        case .onlyInLookup(let option): "\(option) is an option of 'storesearch lookup' only"
        case .onlyInCommands(let option): "\(option) is an option of 'storesearch search' and 'storesearch lookup' only"
        case .missingLookupID: "'lookup' needs an id: the number the store gives an item, an album or an artist"
        case .lookupIDNotANumber(let word): "'\(word)' is no id: an id is one whole number, such as 909253"
        case .nothingFoundForID(let id, let hasEntity):
            "nothing found for id \(id)"
                + (hasEntity ? "" : " (an artist's or album's items: --entity song, album, software or ebook)")
        case .missingValue(let option): "option '\(option)' needs a value"
        case .invalidValue(let value, let option):
            "invalid value '\(value)' for \(option)" + Self.allowed(for: option, in: .english)
        case .cannotReadCatalog(let path, let reason): "cannot read the catalog '\(path)': \(reason)"
        case .catalogNotFound:
            "the bundled catalog was not found; set STORESEARCH_RESOURCES to the folder holding catalog.json"
        case .catalogNotInStoreShape: "it is not JSON in the store's answer shape ({\"results\": [...]})"
        case .catalogDamaged(let offset, let expected, let itemsBefore):
            "it is not JSON in the store's answer shape from byte \(offset) on: expected \(expected) (after \(itemsBefore) good items); none of it is used"
        case .missingSearchTerm: "'search' needs a search term"
        case .favouritesTakesNoTerm: "'search --favourites' takes no search term and no --batch"
        case .nothingFoundFor(let term): "nothing found for '\(term)'"
        case .showingResultsFor(let shown, let typed):
            "showing results for '\(shown)'; --exact searches for '\(typed)' as typed"
        case .nothingFoundSuggesting(let term, let suggestion):
            "nothing found for '\(term)'; did you mean '\(suggestion)'?"
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
        case .usage(let version): Phrase.usage(version: version, in: .dutch)
        case .notATerminal: "standaardinvoer en -uitvoer moeten een terminal zijn"
        case .needsUTF8Locale(let variable, let value, let charset):
            "de interface heeft een UTF-8-locale nodig, en \(variable)=\(value) vraagt om \(charset); zet er een, bijvoorbeeld LANG=C.UTF-8 (zie 'locale -a' voor de geïnstalleerde)"
        case .unusableTerminal(let term):
            "het terminaltype '\(term)' is onbekend of kan de cursor niet verplaatsen; zet TERM, bijvoorbeeld TERM=xterm-256color"
        case .cannotStart(let reason): "de interface kan niet starten: \(reason)"
        case .unknownOption(let option): "onbekende optie '\(option)'"
        case .didYouMean(let option, let suggestion): "onbekende optie '\(option)'; bedoel je \(suggestion)?"
        case .unknownCommand(let word, let suggestion?): "onbekende opdracht '\(word)'; bedoel je \(suggestion)?"
        case .unknownCommand(let word, nil):
            "onbekende opdracht '\(word)'; om ernaar te zoeken: storesearch search \(word)"
        case .unknownConfigKey(let key, let suggestion):
            "onbekende instelling '\(key)'" + (suggestion.map { "; bedoel je \($0)?" } ?? "")
        case .onlyInSearch(let option): "\(option) is alleen een optie van 'storesearch search'"
        case .onlyInLookup(let option): "\(option) is alleen een optie van 'storesearch lookup'"
        case .onlyInCommands(let option):
            "\(option) is alleen een optie van 'storesearch search' en 'storesearch lookup'"
        case .missingLookupID: "'lookup' heeft een id nodig: het getal dat de winkel een item, album of artiest geeft"
        case .lookupIDNotANumber(let word): "'\(word)' is geen id: een id is één geheel getal, zoals 909253"
        case .nothingFoundForID(let id, let hasEntity):
            "niets gevonden voor id \(id)"
                + (hasEntity ? "" : " (de items van een artiest of album: --entity song, album, software of ebook)")
        case .missingValue(let option): "optie '\(option)' heeft een waarde nodig"
        case .invalidValue(let value, let option):
            "ongeldige waarde '\(value)' voor \(option)" + Self.allowed(for: option, in: .dutch)
        case .cannotReadCatalog(let path, let reason): "kan de catalogus '\(path)' niet lezen: \(reason)"
        case .catalogNotFound:
            "de meegeleverde catalogus is niet gevonden; zet STORESEARCH_RESOURCES op de map met catalog.json"
        case .catalogNotInStoreShape: "het is geen JSON in de vorm van de winkel ({\"results\": [...]})"
        case .catalogDamaged(let offset, let expected, let itemsBefore):
            "het is geen JSON in de vorm van de winkel vanaf byte \(offset): verwacht werd \(expected) (na \(itemsBefore) goede items); er wordt niets van gebruikt"
        case .missingSearchTerm: "'search' heeft een zoekterm nodig"
        case .favouritesTakesNoTerm: "'search --favourites' neemt geen zoekterm en geen --batch"
        case .nothingFoundFor(let term): "niets gevonden voor '\(term)'"
        case .showingResultsFor(let shown, let typed):
            "resultaten voor '\(shown)'; --exact zoekt naar '\(typed)' zoals getypt"
        case .nothingFoundSuggesting(let term, let suggestion):
            "niets gevonden voor '\(term)'; bedoelde je '\(suggestion)'?"
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
