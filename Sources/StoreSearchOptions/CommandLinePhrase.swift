import StoreSearchModel
import StoreSearchText
import StoreSearchUI

/// The command line: usage, refusals, `storesearch search`.
public enum CommandLinePhrase: LocalizedPhrase {
    /// `--help`: the options used most; `--help-all`: every one.
    case usage(version: String)
    case usageAll(version: String)
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
    /// A `bind` (or `theme.…`) line past the most a config file may have.
    case tooManyConfigLines(key: String, most: Int)
    /// An option of some commands only (`search`, `lookup`, `pick`) given elsewhere.
    case onlyIn(String, commands: [String])
    /// `storesearch pick` needs a terminal to draw on, and found none (why).
    case pickNeedsTerminal(reason: String)
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
    /// As `showingResultsFor`, and other corrections as close, already quoted ("'teen', 'seen'").
    case showingResultsForAlso(shown: String, typed: String, also: String)
    /// Nothing found for `term`; `suggestion` would find something.
    case nothingFoundSuggesting(String, suggestion: String)
    case fellBackToCatalog
    case configUnreadable(path: String)
    case tryHelp
    /// Reading and writing: standard streams, the catalog, the log.
    case inputOutput(Phrase.InputOutput)
    /// What an option's value may be ("a whole number from 1 to 200"), as
    /// `--help`, `--print-config` and a refused value say it.
    case allowedValues(OptionValueRule)
}

extension CommandLinePhrase {
    /// " (allowed: a whole number from 1 to 200)": what the option that
    /// `origin` names allows; nothing for an option that takes no value.
    static func allowed(for origin: String) -> LocalizedText {
        guard let option = OptionTable.option(origin: origin), option.rule != .none else {
            return LocalizedText("", dutch: "")
        }
        return LocalizedText(
            " (allowed: \(option.rule.allowed(in: .english)))",
            dutch: " (toegestaan: \(option.rule.allowed(in: .dutch)))")
    }

    public var words: LocalizedText {
        switch self {
        case .usage(let version):
            LocalizedText(
                Phrase.usage(version: version, in: .english), dutch: Phrase.usage(version: version, in: .dutch))
        case .usageAll(let version):
            LocalizedText(
                Phrase.usageAll(version: version, in: .english),
                dutch: Phrase.usageAll(version: version, in: .dutch))
        case .notATerminal:
            LocalizedText(
                "standard input and output must be a terminal",
                dutch: "standaardinvoer en -uitvoer moeten een terminal zijn")
        case .needsUTF8Locale(let variable, let value, let charset):
            LocalizedText(
                "the interface needs a UTF-8 locale, and \(variable)=\(value) asks for \(charset); set one, for example LANG=C.UTF-8 (see 'locale -a' for the installed ones)",
                dutch:
                    "de interface heeft een UTF-8-locale nodig, en \(variable)=\(value) vraagt om \(charset); zet er een, bijvoorbeeld LANG=C.UTF-8 (zie 'locale -a' voor de geïnstalleerde)"
            )
        case .unusableTerminal(let term):
            LocalizedText(
                "the terminal type '\(term)' is unknown or cannot move the cursor; set TERM, for example TERM=xterm-256color",
                dutch:
                    "het terminaltype '\(term)' is onbekend of kan de cursor niet verplaatsen; zet TERM, bijvoorbeeld TERM=xterm-256color"
            )
        case .cannotStart(let reason):
            LocalizedText("the interface cannot start: \(reason)", dutch: "de interface kan niet starten: \(reason)")
        case .unknownOption(let option):
            LocalizedText("unknown option '\(option)'", dutch: "onbekende optie '\(option)'")
        case .didYouMean(let option, let suggestion):
            LocalizedText(
                "unknown option '\(option)'; did you mean \(suggestion)?",
                dutch: "onbekende optie '\(option)'; bedoel je \(suggestion)?")
        case .unknownCommand(let word, let suggestion?):
            LocalizedText(
                "unknown command '\(word)'; did you mean \(suggestion)?",
                dutch: "onbekende opdracht '\(word)'; bedoel je \(suggestion)?")
        case .unknownCommand(let word, nil):
            LocalizedText(
                "unknown command '\(word)'; to search for it: storesearch search \(word)",
                dutch: "onbekende opdracht '\(word)'; om ernaar te zoeken: storesearch search \(word)")
        case .unknownConfigKey(let key, let suggestion):
            LocalizedText(
                "unknown config key '\(key)'" + (suggestion.map { "; did you mean \($0)?" } ?? ""),
                dutch: "onbekende instelling '\(key)'" + (suggestion.map { "; bedoel je \($0)?" } ?? ""))
        case .tooManyConfigLines(let key, let most):
            LocalizedText(
                "more than \(most) '\(key)' lines; this one and those after it are skipped",
                dutch: "meer dan \(most) regels '\(key)'; deze en de volgende worden overgeslagen")
        case .onlyIn(let option, let commands):
            LocalizedText(
                "\(option) is an option of \(Self.list(commands, and: "and")) only",
                dutch: "\(option) is alleen een optie van \(Self.list(commands, and: "en"))")
        case .pickNeedsTerminal(let reason):
            LocalizedText(
                "pick draws on the terminal (/dev/tty), and there is none: \(reason)",
                dutch: "pick tekent op de terminal (/dev/tty), en die is er niet: \(reason)")
        case .missingLookupID:
            LocalizedText(
                "'lookup' needs an id: the number the store gives an item, an album or an artist",
                dutch: "'lookup' heeft een id nodig: het getal dat de winkel een item, album of artiest geeft")
        case .lookupIDNotANumber(let word):
            LocalizedText(
                "'\(word)' is no id: an id is one whole number, such as 909253",
                dutch: "'\(word)' is geen id: een id is één geheel getal, zoals 909253")
        case .nothingFoundForID(let id, let hasEntity):
            LocalizedText(
                "nothing found for id \(id)"
                    + (hasEntity ? "" : " (an artist's or album's items: --entity song, album, software or ebook)"),
                dutch: "niets gevonden voor id \(id)"
                    + (hasEntity ? "" : " (de items van een artiest of album: --entity song, album, software of ebook)")
            )
        case .missingValue(let option):
            LocalizedText("option '\(option)' needs a value", dutch: "optie '\(option)' heeft een waarde nodig")
        case .invalidValue(let value, let option):
            LocalizedText(
                "invalid value '\(value)' for \(option)" + Self.allowed(for: option).english,
                dutch: "ongeldige waarde '\(value)' voor \(option)" + Self.allowed(for: option).dutch)
        case .cannotReadCatalog(let path, let reason):
            LocalizedText(
                "cannot read the catalog '\(path)': \(reason)",
                dutch: "kan de catalogus '\(path)' niet lezen: \(reason)")
        case .catalogNotFound:
            LocalizedText(
                "the bundled catalog was not found; set STORESEARCH_RESOURCES to the folder holding catalog.json",
                dutch:
                    "de meegeleverde catalogus is niet gevonden; zet STORESEARCH_RESOURCES op de map met catalog.json")
        case .catalogNotInStoreShape:
            LocalizedText(
                "it is not JSON in the store's answer shape ({\"results\": [...]})",
                dutch: "het is geen JSON in de vorm van de winkel ({\"results\": [...]})")
        case .catalogDamaged(let offset, let expected, let itemsBefore):
            LocalizedText(
                "it is not JSON in the store's answer shape from byte \(offset) on: expected \(expected) (after \(itemsBefore) good items); none of it is used",
                dutch:
                    "het is geen JSON in de vorm van de winkel vanaf byte \(offset): verwacht werd \(expected) (na \(itemsBefore) goede items); er wordt niets van gebruikt"
            )
        case .missingSearchTerm:
            LocalizedText("'search' needs a search term", dutch: "'search' heeft een zoekterm nodig")
        case .favouritesTakesNoTerm:
            LocalizedText(
                "'search --favourites' takes no search term and no --batch",
                dutch: "'search --favourites' neemt geen zoekterm en geen --batch")
        case .nothingFoundFor(let term):
            LocalizedText("nothing found for '\(term)'", dutch: "niets gevonden voor '\(term)'")
        case .showingResultsFor(let shown, let typed):
            LocalizedText(
                "showing results for '\(shown)'; --exact searches for '\(typed)' as typed",
                dutch: "resultaten voor '\(shown)'; --exact zoekt naar '\(typed)' zoals getypt")
        case .showingResultsForAlso(let shown, let typed, let also):
            LocalizedText(
                "showing results for '\(shown)' (also near: \(also)); --exact searches for '\(typed)' as typed",
                dutch: "resultaten voor '\(shown)' (ook dichtbij: \(also)); --exact zoekt naar '\(typed)' zoals getypt")
        case .nothingFoundSuggesting(let term, let suggestion):
            LocalizedText(
                "nothing found for '\(term)'; did you mean '\(suggestion)'?",
                dutch: "niets gevonden voor '\(term)'; bedoelde je '\(suggestion)'?")
        case .fellBackToCatalog:
            LocalizedText(
                "the store could not be reached; these results come from the bundled catalog",
                dutch: "de winkel is niet bereikbaar; deze resultaten komen uit de meegeleverde catalogus")
        case .configUnreadable(let path):
            LocalizedText(
                "the config file \(path) cannot be read; the defaults are used",
                dutch: "het instellingenbestand \(path) is onleesbaar; de standaardwaarden gelden")
        case .tryHelp: LocalizedText("Try 'storesearch --help'.", dutch: "Probeer 'storesearch --help'.")
        case .inputOutput(let phrase): phrase.words
        case .allowedValues(let rule): Self.allowed(rule)
        }
    }
}

extension CommandLinePhrase {
    /// "'storesearch search', 'storesearch lookup' and 'storesearch pick'".
    private static func list(_ commands: [String], and: String) -> String {
        let named = commands.map { "'storesearch \($0)'" }
        guard named.count > 1 else { return named.first ?? "" }
        return named.dropLast().joined(separator: ", ") + " \(and) " + named.last!
    }

    private static func allowed(_ rule: OptionValueRule) -> LocalizedText {
        switch rule {
        case .none: LocalizedText("no value", dutch: "geen waarde")
        case .choice(let words):
            LocalizedText("one of " + words.joined(separator: ", "), dutch: "een van " + words.joined(separator: ", "))
        case .yesNo:
            LocalizedText("yes or no (also true/false, on/off, 1/0)", dutch: "yes of no (ook true/false, on/off, 1/0)")
        case .integer(let range):
            LocalizedText(
                "a whole number from \(range.lowerBound) to \(range.upperBound)",
                dutch: "een geheel getal van \(range.lowerBound) tot en met \(range.upperBound)")
        case .seconds(let max):
            LocalizedText("seconds, more than 0 and at most \(max)", dutch: "seconden, meer dan 0 en hoogstens \(max)")
        case .webAddress:
            LocalizedText(
                "an address starting http:// or https://", dutch: "een adres dat begint met http:// of https://")
        case .countryCode: LocalizedText("two letters, such as US or NL", dutch: "twee letters, zoals US of NL")
        case .storeLanguage: LocalizedText("a language such as en_us or nl_nl", dutch: "een taal zoals en_us of nl_nl")
        case .mailAddress:
            LocalizedText("a mail address, such as me@example.org", dutch: "een mailadres, zoals ik@example.org")
        case .file: LocalizedText("a file name", dutch: "een bestandsnaam")
        case .command: LocalizedText("a command", dutch: "een opdracht")
        case .words: LocalizedText("words to search for", dutch: "woorden om te zoeken")
        case .priceRange: LocalizedText("MIN-MAX, such as 0-1.99, -5 or 10-", dutch: "MIN-MAX, zoals 0-1.99, -5 of 10-")
        case .kinds(let words):
            LocalizedText(
                "a comma-separated list of " + words.joined(separator: ", "),
                dutch: "een lijst, met komma's, van " + words.joined(separator: ", "))
        case .keyBinding:
            LocalizedText("KEY[, KEY]: COMMAND [in PLACE, PLACE]", dutch: "TOETS[, TOETS]: COMMANDO [in PLEK, PLEK]")
        case .themeColor:
            LocalizedText(
                "a number from 0 to 255, #rrggbb, or default",
                dutch: "een getal van 0 tot en met 255, #rrggbb, of default")
        }
    }
}
