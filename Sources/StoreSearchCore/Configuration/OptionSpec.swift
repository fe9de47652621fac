/// The kinds of thing `OptionTable` declares: an option with its rule,
/// effect and help; an environment variable that is no option's; a file
/// the program keeps, and the base directory it is kept under.

/// What a value may be; said in full when a value is wrong.
public enum OptionValueRule: Hashable, Sendable {
    /// A switch: the option takes no value on the command line.
    case none
    case choice([String])
    case yesNo
    case integer(ClosedRange<Int>)
    /// Seconds, more than 0 and at most the bound.
    case seconds(max: Int)
    case webAddress
    case countryCode
    case storeLanguage
    case mailAddress
    case file
    case command
    case priceRange
    case kinds([String])
    /// `bind = KEY: COMMAND [in PLACE]` (config only, as often as wanted).
    case keyBinding
    /// `theme.ROLE = COLOUR` (config only).
    case themeColor

    /// Config lines the interface reads itself, line by line (a mistake in
    /// one stops it, naming the line), rather than settings.
    public var isReadByTheInterface: Bool { self == .keyBinding || self == .themeColor }

    /// The fixed words a shell can offer for the value.
    public var completions: [String] {
        switch self {
        case .choice(let words), .kinds(let words): words
        case .yesNo: ["yes", "no"]
        default: []
        }
    }

    /// The value's kind as the completion scripts see it.
    public var isFile: Bool { self == .file }

    /// The allowed values, in the user's language.
    public func allowed(in language: Language) -> String {
        let english = language == .english
        switch self {
        case .none: return english ? "no value" : "geen waarde"
        case .choice(let words): return (english ? "one of " : "een van ") + words.joined(separator: ", ")
        case .yesNo:
            return english ? "yes or no (also true/false, on/off, 1/0)" : "yes of no (ook true/false, on/off, 1/0)"
        case .integer(let range):
            return english
                ? "a whole number from \(range.lowerBound) to \(range.upperBound)"
                : "een geheel getal van \(range.lowerBound) tot en met \(range.upperBound)"
        case .seconds(let max):
            return english ? "seconds, more than 0 and at most \(max)" : "seconden, meer dan 0 en hoogstens \(max)"
        case .webAddress:
            return english ? "an address starting http:// or https://" : "een adres dat begint met http:// of https://"
        case .countryCode: return english ? "two letters, such as US or NL" : "twee letters, zoals US of NL"
        case .storeLanguage:
            return english ? "a language such as en_us or nl_nl" : "een taal zoals en_us of nl_nl"
        case .mailAddress:
            return english ? "a mail address, such as me@example.org" : "een mailadres, zoals ik@example.org"
        case .file: return english ? "a file name" : "een bestandsnaam"
        case .command: return english ? "a command" : "een opdracht"
        case .priceRange:
            return english ? "MIN-MAX, such as 0-1.99, -5 or 10-" : "MIN-MAX, zoals 0-1.99, -5 of 10-"
        case .kinds(let words):
            return (english ? "a comma-separated list of " : "een lijst, met komma's, van ")
                + words.joined(separator: ", ")
        case .keyBinding:
            return english ? "KEY[, KEY]: COMMAND [in PLACE, PLACE]" : "TOETS[, TOETS]: COMMANDO [in PLEK, PLEK]"
        case .themeColor:
            return english
                ? "a number from 0 to 255, #rrggbb, or default" : "een getal van 0 tot en met 255, #rrggbb, of default"
        }
    }
}

/// What happens when an option is given.
public enum OptionEffect: Sendable {
    /// Sets a setting from its text (false: the text is not allowed), and
    /// reads it back as the config file writes it (nil: not set).
    case setting(
        set: @Sendable (inout LaunchSettings, String) -> Bool,
        get: @Sendable (LaunchSettings) -> String?)
    /// Sets one of `storesearch search`'s choices (its settings and term
    /// are filled in after every option is read).
    case search(@Sendable (inout SearchCommand, String) -> Bool)
    /// Does something else instead of starting.
    case action(OptionAction)
}

/// Options that do something instead of starting the interface.
public enum OptionAction: Hashable, Sendable {
    case help, version, printConfig, diagnose
}

/// One option: its names, its value, where it may also be set, and its help.
public struct OptionSpec: Sendable {
    /// `--source`; nil for a setting with no flag (config and environment only).
    public var long: String?
    /// `-h`.
    public var short: String?
    /// Other spellings: `--no-colour`, `--favorites`.
    public var aliases: [String] = []
    /// The value's name in help: `FILE`, `N`; English and Dutch.
    public var placeholder: LocalizedText?
    public var rule: OptionValueRule
    /// A switch sets its config key to this (`--no-cache`: "no"); nil: the
    /// option takes a value (or is an action).
    public var switchValue: String?
    /// The config file's key (`source`), and its other spellings.
    public var configKey: String?
    public var configAliases: [String] = []
    /// The environment variable that sets it (`STORESEARCH_CATALOG`).
    public var environment: String?
    /// The default as the config file writes it; nil: none (worked out at run time).
    public var defaultValue: String?
    public var scope: OptionScope
    /// One line or two for `--help`, the completions and the config file.
    public var help: LocalizedText
    /// More for the man page (English, as the man page is).
    public var manDetail: String?
    public var effect: OptionEffect

    /// Whether the option takes a value on the command line.
    public var takesValue: Bool {
        guard case .action = effect else { return switchValue == nil && rule != .none }
        return false
    }

    /// Every command-line spelling.
    public var names: [String] { [short, long].compactMap { $0 } + aliases }

    /// Whether it is accepted by `command` (nil: the interface).
    public func applies(to command: Subcommand?) -> Bool {
        switch scope {
        case .both: true
        case .search: command == .search
        case .lookup: command == .lookup
        case .commands: command != nil
        case .interface: command == nil
        }
    }

    /// Whether it is `command`'s own (not one every command takes).
    public func belongs(to command: Subcommand?) -> Bool {
        scope != .both && applies(to: command)
    }

    /// `--source auto|itunes|catalog`, `--catalog FILE`, `-h, --help`.
    public func synopsis(in language: Language) -> String {
        let name = [short, long].compactMap { $0 }.joined(separator: ", ")
        guard takesValue else { return name }
        if case .choice(let words) = rule { return name + " " + words.joined(separator: "|") }
        return name + " " + (placeholder?.text(in: language) ?? "VALUE")
    }
}

/// An environment variable that is not an option's (the locale, NO_COLOR).
public struct EnvironmentNote: Sendable {
    public var names: [String]
    public var help: LocalizedText
}

/// Where a file lives, after the XDG base directory spec.
public enum BaseDirectory: String, CaseIterable, Sendable {
    case config = "XDG_CONFIG_HOME"
    case cache = "XDG_CACHE_HOME"
    case data = "XDG_DATA_HOME"
    case state = "XDG_STATE_HOME"

    /// The folder under $HOME used when the variable is unset or not absolute.
    public var fallback: String {
        switch self {
        case .config: ".config"
        case .cache: ".cache"
        case .data: ".local/share"
        case .state: ".local/state"
        }
    }

    /// The folder in force: the variable when absolute, else under `home`.
    public func path(environment: [String: String], home: String) -> String {
        if let value = environment[rawValue], value.hasPrefix("/") { return value }
        return home + "/" + fallback
    }
}

/// A file or folder the program reads or writes.
public struct FileSpec: Sendable {
    public enum Name: Hashable, Sendable {
        case config, responses, index, artwork, drafts, favourites, history, log
    }
    public var name: Name
    public var base: BaseDirectory
    /// Below the base: `storesearch/config`; folders end in `/`.
    public var relative: String
    public var help: LocalizedText
    public var manDetail: String?

    /// `$XDG_CONFIG_HOME/storesearch/config`.
    public var documentedPath: String { "$\(base.rawValue)/\(relative)" }

    /// The path in force (without a trailing slash).
    public func path(environment: [String: String], home: String) -> String {
        var relative = relative
        if relative.hasSuffix("/") { relative.removeLast() }
        return base.path(environment: environment, home: home) + "/" + relative
    }
}
