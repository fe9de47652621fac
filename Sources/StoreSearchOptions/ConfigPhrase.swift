import StoreSearchText
import StoreSearchUI

/// The config file's keys (`bind`) and colours (`theme.ROLE`): the mistakes
/// a line can hold, and `--print-config`'s notes on how to write them.
public enum ConfigPhrase: LocalizedPhrase {
    /// Before every mistake: "config line 7: ".
    case atLine(Int)
    case malformedBinding(String)
    case unknownKey(String)
    case unknownCommand(String, suggestion: String?)
    case unknownPlace(String, suggestion: String?)
    /// A command bound in a place it does not work in. A place is named by
    /// its config name and its words: "list (the results)".
    case notThere(command: String, place: String, placeName: LocalizedText)
    /// A key that types, bound where it would type.
    case types(key: String, place: String, placeName: LocalizedText)
    case clash(key: String, place: String, placeName: LocalizedText, command: String, line: Int)
    case noWayToQuit(place: String, placeName: LocalizedText)
    case unknownColourRole(String, suggestion: String?, roles: String)
    case badColour(String)
    case monoHasNoColours
    /// `--print-config`: how to write a binding, in three comment lines; the places follow the last.
    case keysHeader
    case yourBindings
    /// `--print-config`: how to write a colour, one comment line.
    case coloursHeader
    /// `--print-config`'s first lines: how the file is read.
    case fileHeader
    /// Before the config file's path: where to save the text.
    case saveAs
    /// Before an option's allowed values, in its comment.
    case allowed
    /// Before an option's flag and environment variable, in its comment.
    case also
}

extension ConfigPhrase {
    public var words: LocalizedText {
        switch self {
        case .atLine(let line): LocalizedText("config line \(line): ", dutch: "instellingen regel \(line): ")
        case .malformedBinding(let text):
            LocalizedText(
                "'bind = \(text)' is not 'bind = KEY: COMMAND [in PLACE]'",
                dutch: "'bind = \(text)' is niet 'bind = TOETS: COMMANDO [in PLEK]'")
        case .unknownKey(let name):
            LocalizedText(
                "'\(name)' is no key name (such as ctrl-o, alt-p, f9, shift-tab, pgdn, enter)",
                dutch: "'\(name)' is geen toetsnaam (zoals ctrl-o, alt-p, f9, shift-tab, pgdn, enter)")
        case .unknownCommand(let name, let suggestion):
            LocalizedText(
                "there is no command '\(name)'" + Self.didYouMean(suggestion).english,
                dutch: "er is geen commando '\(name)'" + Self.didYouMean(suggestion).dutch)
        case .unknownPlace(let name, let suggestion):
            LocalizedText(
                "there is no place '\(name)'" + Self.didYouMean(suggestion).english,
                dutch: "er is geen plek '\(name)'" + Self.didYouMean(suggestion).dutch)
        case .notThere(let command, let place, let name):
            LocalizedText(
                "'\(command)' does not work in \(place) (\(name.english))",
                dutch: "'\(command)' werkt niet in \(place) (\(name.dutch))")
        case .types(let key, let place, let name):
            LocalizedText(
                "\(key) types in \(place) (\(name.english)); bind a key with Ctrl or Alt, or a function key",
                dutch: "\(key) typt in \(place) (\(name.dutch)); kies een toets met Ctrl of Alt, of een functietoets")
        case .clash(let key, let place, let name, let command, let earlier):
            LocalizedText(
                "\(key) is already bound to '\(command)' in \(place) (\(name.english)) by line \(earlier)",
                dutch: "\(key) is al aan '\(command)' gekoppeld in \(place) (\(name.dutch)) door regel \(earlier)")
        case .noWayToQuit(let place, let name):
            LocalizedText(
                "this leaves no key to quit in \(place) (\(name.english)); keep Ctrl-C or bind another to 'quit'",
                dutch:
                    "zo blijft er geen toets over om te stoppen in \(place) (\(name.dutch)); houd Ctrl-C of koppel een andere aan 'quit'"
            )
        case .unknownColourRole(let role, let suggestion, let roles):
            LocalizedText(
                "there is no colour role '\(role)'\(Self.didYouMean(suggestion).english); roles: \(roles)",
                dutch: "er is geen kleurrol '\(role)'\(Self.didYouMean(suggestion).dutch); rollen: \(roles)")
        case .badColour(let value):
            LocalizedText(
                "'\(value)' is no colour: a number from 0 to 255, #rrggbb, or default",
                dutch: "'\(value)' is geen kleur: een getal van 0 tot en met 255, #rrggbb, of default")
        case .monoHasNoColours:
            LocalizedText(
                "the mono theme has no colours; choose theme = dark, light or high-contrast",
                dutch: "het thema mono heeft geen kleuren; kies theme = dark, light of high-contrast")
        case .keysHeader:
            LocalizedText(
                "# Keys: 'bind = KEY[, KEY]: COMMAND [in PLACE, PLACE]', or 'bind = KEY: none' to free\n"
                    + "# a key. Keys: ctrl-o, alt-p, f9, shift-tab, up, pgdn, enter, esc, space... A key\n"
                    + "# without Ctrl or Alt cannot be bound where it types. Places: ",
                dutch: "# Toetsen: 'bind = TOETS[, TOETS]: COMMANDO [in PLEK, PLEK]', of 'bind = TOETS: none' om\n"
                    + "# een toets vrij te maken. Toetsen: ctrl-o, alt-p, f9, shift-tab, up, pgdn, enter, esc,\n"
                    + "# space... Een toets zonder Ctrl of Alt kan niet waar hij typt. Plekken: ")
        case .yourBindings: LocalizedText("# Your bindings:", dutch: "# Je eigen toetsen:")
        case .coloursHeader:
            LocalizedText(
                "# Colours over the theme: 'theme.ROLE = COLOUR' (0-255, #rrggbb or default).",
                dutch: "# Kleuren over het thema: 'theme.ROLE = KLEUR' (0-255, #rrggbb of default).")
        case .fileHeader:
            LocalizedText(
                "storesearch config file: 'key = value' lines; '#' starts a comment at a line's start or after a space (not as a value's first character, as in #ff0000, nor inside quotes). Flags beat the environment, which beats this file. A line starting '# key =' is the default; a line without '#' is the value in force.",
                dutch:
                    "instellingenbestand van storesearch: regels 'sleutel = waarde'; '#' begint commentaar aan het begin van een regel of na een spatie (niet als eerste teken van een waarde, zoals #ff0000, noch tussen aanhalingstekens). Opties gaan voor de omgeving, die voor dit bestand gaat. Een regel '# sleutel =' is de standaard; een regel zonder '#' is de geldende waarde."
            )
        case .saveAs: LocalizedText("Save it as", dutch: "Bewaar het als")
        case .allowed: LocalizedText("Allowed", dutch: "Toegestaan")
        case .also: LocalizedText("Also", dutch: "Ook")
        }
    }

    /// " (did you mean 'field'?)", or nothing without a suggestion.
    private static func didYouMean(_ suggestion: String?) -> LocalizedText {
        guard let suggestion else { return LocalizedText("", dutch: "") }
        return LocalizedText(" (did you mean '\(suggestion)'?)", dutch: " (bedoel je '\(suggestion)'?)")
    }
}
