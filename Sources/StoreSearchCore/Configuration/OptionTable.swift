/// Every option, config key and environment variable, declared once. The
/// command line parser, the config file reader, `--help` (English and
/// Dutch), `--print-config`, the man page's OPTIONS, ENVIRONMENT and FILES
/// sections, README's lists and the shell completions are all made from it
/// (`make docs` writes the generated files; `make test` fails when stale).

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

public enum OptionTable {
    // MARK: Values read and written

    static func yesNo(_ value: String) -> Bool? {
        switch value.lowercased() {
        case "yes", "true", "on", "1": true
        case "no", "false", "off", "0": false
        default: nil
        }
    }

    static func yesNoText(_ flag: Bool) -> String { flag ? "yes" : "no" }

    static func isWebAddress(_ value: String) -> Bool {
        let lowered = value.lowercased()
        return lowered.hasPrefix("http://") || lowered.hasPrefix("https://")
    }

    /// "10", "2.5": seconds as the config file writes them.
    static func secondsText(_ seconds: Double) -> String {
        seconds == seconds.rounded() && abs(seconds) < 1e15 ? String(Int(seconds)) : String(seconds)
    }

    static func seconds(_ value: String, max: Double) -> Double? {
        guard let seconds = Double(value), seconds > 0, seconds <= max else { return nil }
        return seconds
    }

    static let sizes = 1...10_000

    static func size(_ value: String) -> Int? {
        guard let number = Int(value), sizes.contains(number) else { return nil }
        return number
    }

    static let kindNames = [
        "song", "musicVideo", "film", "tvEpisode", "podcast", "app", "macApp", "ebook", "audiobook", "movie", "tv",
        "mac-app", "book",
    ]

    // MARK: The table

    public static let options: [OptionSpec] = [
        OptionSpec(
            long: "--source", rule: .choice(SourceChoice.allCases.map(\.rawValue)), configKey: "source",
            defaultValue: "auto", scope: .both,
            help: LocalizedText(
                "where results come from: the live store, falling back to the bundled catalog when it cannot be reached (auto); the store only (itunes); the bundled catalog only (catalog)",
                dutch:
                    "waar de resultaten vandaan komen: de winkel, met de meegeleverde catalogus als hij onbereikbaar is (auto); alleen de winkel (itunes); alleen de catalogus (catalog)"
            ),
            effect: .setting(
                set: { settings, value in
                    guard let choice = SourceChoice(rawValue: value) else { return false }
                    settings.source = choice
                    return true
                }, get: { $0.source.rawValue })),
        OptionSpec(
            long: "--catalog", placeholder: LocalizedText("FILE", dutch: "BESTAND"), rule: .file,
            configKey: "catalog", environment: "STORESEARCH_CATALOG", scope: .both,
            help: LocalizedText(
                "search FILE, in the store's answer shape, instead of the bundled catalog; a pipe or <(command) is read whole; '-' is standard input (storesearch search only)",
                dutch:
                    "doorzoek BESTAND, in de vorm van de winkel, in plaats van de meegeleverde catalogus; een pijp of <(opdracht) wordt helemaal gelezen; '-' is standaardinvoer (alleen storesearch search)"
            ),
            manDetail:
                "It must hold the iTunes Search API's answer shape: a JSON object with a results array. A pipe, <(command), a FIFO or /dev/stdin is read to its end and indexed in memory (only a regular file's index is cached). A file that cannot be read is named with the system's reason, such as \"Is a directory\".",
            effect: .setting(
                set: { settings, value in
                    settings.catalogPath = value
                    return true
                }, get: { $0.catalogPath })),
        OptionSpec(
            long: "--store-url", placeholder: LocalizedText("URL", dutch: "URL"), rule: .webAddress,
            configKey: "store-url", environment: "STORESEARCH_STORE_URL", defaultValue: "https://itunes.apple.com",
            scope: .both,
            help: LocalizedText("the store's address", dutch: "het adres van de winkel"),
            effect: .setting(
                set: { settings, value in
                    guard isWebAddress(value) else { return false }
                    settings.storeURL = value
                    return true
                }, get: { $0.storeURL })),
        OptionSpec(
            long: "--country", placeholder: LocalizedText("CC", dutch: "CC"), rule: .countryCode,
            configKey: "country", scope: .both,
            help: LocalizedText(
                "the storefront, such as US or NL (from the locale when not given)",
                dutch: "de winkel van een land, zoals US of NL (uit de locale als hij niet gegeven is)"),
            effect: .setting(
                set: { settings, value in
                    guard value.count == 2, value.allSatisfy(\.isLetter) else { return false }
                    settings.country = value.uppercased()
                    return true
                }, get: { $0.country })),
        OptionSpec(
            long: "--lang", placeholder: LocalizedText("ll_cc", dutch: "ll_cc"), rule: .storeLanguage,
            configKey: "lang", scope: .both,
            help: LocalizedText(
                "the store's language, such as en_us (from the locale when not given)",
                dutch: "de taal van de winkel, zoals nl_nl (uit de locale als hij niet gegeven is)"),
            effect: .setting(
                set: { settings, value in
                    guard (2...12).contains(value.count), value.allSatisfy({ $0.isLetter || $0 == "_" || $0 == "-" })
                    else { return false }
                    settings.lang = String(value.lowercased().map { $0 == "-" ? "_" : $0 })
                    return true
                }, get: { $0.lang })),
        OptionSpec(
            long: "--no-cache", rule: .yesNo, switchValue: "no", configKey: "cache", defaultValue: "yes",
            scope: .both,
            help: LocalizedText(
                "do not answer from, or keep answers in, the response cache",
                dutch: "geen antwoorden uit of in de cache van antwoorden"),
            effect: .setting(
                set: { settings, value in
                    guard let flag = yesNo(value) else { return false }
                    settings.cache = flag
                    return true
                }, get: { yesNoText($0.cache) })),
        OptionSpec(
            long: "--no-history", rule: .yesNo, switchValue: "no", configKey: "history", defaultValue: "yes",
            scope: .both,
            help: LocalizedText(
                "neither read nor keep the history of searches",
                dutch: "geen geschiedenis van zoekopdrachten lezen of bewaren"),
            effect: .setting(
                set: { settings, value in
                    guard let flag = yesNo(value) else { return false }
                    settings.history = flag
                    return true
                }, get: { yesNoText($0.history) })),
        OptionSpec(
            long: "--sort", placeholder: LocalizedText("ORDER", dutch: "VOLGORDE"),
            rule: .choice(SortOrder.allCases.map(\.rawValue)), configKey: "sort", defaultValue: "name", scope: .both,
            help: LocalizedText(
                "the order: by name; exact names and whole words first (relevance); by artist; cheapest first (price); newest first (released). In the interface F6 cycles, and the last order used is kept for the next run",
                dutch:
                    "de volgorde: op naam; exacte namen en hele woorden eerst (relevance); op artiest; goedkoopste eerst (price); nieuwste eerst (released). In de interface wisselt F6, en de laatst gebruikte wordt onthouden"
            ),
            manDetail:
                "Names sort with numbers by value (\"Track 2\" before \"Track 10\"); relevance puts a name that is the search, word for word, first, then every word of the search a whole word before any only begun, and words in the name before the artist or album, then the genre; artist puts items without an artist last; price puts free first and items without a price last (prices in different currencies compare by amount); released puts undated items last. Ties go by name.",
            effect: .setting(
                set: { settings, value in
                    guard let order = SortOrder(rawValue: value.lowercased()) else { return false }
                    settings.sort = order
                    settings.sortIsChosen = true
                    return true
                    // Unchosen, the order used last is taken: not written.
                }, get: { $0.sortIsChosen ? $0.sort.rawValue : nil })),
        OptionSpec(
            long: "--timeout", placeholder: LocalizedText("SECONDS", dutch: "SECONDEN"), rule: .seconds(max: 600),
            configKey: "timeout", defaultValue: "10", scope: .both,
            help: LocalizedText(
                "how long a store search may take, connection included",
                dutch: "hoe lang een zoekopdracht in de winkel mag duren, verbinden inbegrepen"),
            effect: .setting(
                set: { settings, value in
                    guard let seconds = seconds(value, max: 600) else { return false }
                    settings.timeout = seconds
                    return true
                }, get: { secondsText($0.timeout) })),
        OptionSpec(
            rule: .integer(sizes), configKey: "rate-limit", environment: "STORESEARCH_RATE_LIMIT", defaultValue: "20",
            scope: .both,
            help: LocalizedText(
                "store searches allowed a minute, counted across runs",
                dutch: "zoekopdrachten per minuut in de winkel, over alle keren samen"),
            effect: .setting(
                set: { settings, value in
                    guard let number = size(value) else { return false }
                    settings.rateLimit = number
                    return true
                }, get: { String($0.rateLimit) })),
        OptionSpec(
            long: "--mail-command", placeholder: LocalizedText("CMD", dutch: "OPDR"), rule: .command,
            configKey: "mail-command", environment: "STORESEARCH_MAIL_COMMAND", scope: .both,
            help: LocalizedText(
                "a sendmail-compatible command for support mail, such as 'msmtp -t' (default: sendmail on PATH or in /usr/sbin; 'none' saves drafts only; empty is the default)",
                dutch:
                    "een sendmail-achtige opdracht voor supportmail, zoals 'msmtp -t' (standaard: sendmail in PATH of in /usr/sbin; 'none' bewaart alleen concepten; leeg is de standaard)"
            ),
            manDetail:
                "Without it, sendmail is looked for on PATH, then in /usr/sbin and /usr/lib. A command that is not found is named when support mail is sent.",
            effect: .setting(
                set: { settings, value in
                    // Empty is unset: sendmail is looked for, as without the option.
                    settings.mailCommand = value.trimmingSpaces.isEmpty ? nil : value
                    return true
                }, get: { $0.mailCommand })),
        OptionSpec(
            long: "--support-address", placeholder: LocalizedText("ADDR", dutch: "ADRES"), rule: .mailAddress,
            configKey: "support-address", environment: "STORESEARCH_SUPPORT_ADDRESS",
            defaultValue: SessionInfo.placeholderSupportAddress, scope: .both,
            help: LocalizedText(
                "where support mail and ratings go", dutch: "waar supportmail en beoordelingen heen gaan"),
            manDetail:
                "Until it is set, mail goes to a placeholder from the documentation domain, and the compose sheet, About and --diagnose say so; the compose sheet's To can be written over.",
            effect: .setting(
                set: { settings, value in
                    guard (try? MailMessage.validatedAddress(value)) != nil else { return false }
                    settings.supportAddress = value
                    return true
                }, get: { $0.supportAddress })),
        OptionSpec(
            rule: .mailAddress, configKey: "mail-from", environment: "STORESEARCH_MAIL_FROM", scope: .both,
            help: LocalizedText(
                "the From address of support mail (the login name at this host)",
                dutch: "het afzenderadres van supportmail (de inlognaam op deze computer)"),
            effect: .setting(
                set: { settings, value in
                    guard (try? MailMessage.validatedAddress(value)) != nil else { return false }
                    settings.mailFrom = value
                    return true
                }, get: { $0.mailFrom })),
        OptionSpec(
            rule: .seconds(max: 3600), configKey: "mail-timeout", environment: "STORESEARCH_MAIL_TIMEOUT",
            defaultValue: "30", scope: .both,
            help: LocalizedText(
                "seconds the mail command may take; one that takes longer is stopped and the draft kept",
                dutch:
                    "seconden die de mailopdracht mag duren; een die langer duurt wordt gestopt en het concept bewaard"),
            effect: .setting(
                set: { settings, value in
                    guard let seconds = seconds(value, max: 3600) else { return false }
                    settings.mailTimeout = seconds
                    return true
                }, get: { secondsText($0.mailTimeout) })),
        OptionSpec(
            long: "--player", placeholder: LocalizedText("CMD", dutch: "OPDR"), rule: .command, configKey: "player",
            scope: .both,
            help: LocalizedText(
                "the command that plays previews, the address added last, such as 'mpv --no-video' (default: mpv, ffplay or cvlc on PATH; 'none' plays none)",
                dutch:
                    "de opdracht die fragmenten afspeelt, met het adres als laatste, zoals 'mpv --no-video' (standaard: mpv, ffplay of cvlc in PATH; 'none' speelt niets af)"
            ),
            manDetail:
                "It is split into words as a shell would (single and double quotes). The player runs in a session of its own, its output thrown away, and is stopped with everything it started when another preview starts and when the program ends.",
            effect: .setting(
                set: { settings, value in
                    settings.player = value
                    return true
                }, get: { $0.player })),
        OptionSpec(
            long: "--regular-width", placeholder: LocalizedText("N", dutch: "N"), rule: .integer(sizes),
            configKey: "regular-width", environment: "STORESEARCH_REGULAR_WIDTH", defaultValue: "100", scope: .both,
            help: LocalizedText(
                "columns from which the width is regular (the split view)",
                dutch: "kolommen vanaf waar de breedte normaal is (het gesplitste scherm)"),
            effect: .setting(
                set: { settings, value in
                    guard let number = size(value) else { return false }
                    settings.regularWidth = number
                    return true
                }, get: { String($0.regularWidth) })),
        OptionSpec(
            long: "--regular-height", placeholder: LocalizedText("N", dutch: "N"), rule: .integer(sizes),
            configKey: "regular-height", environment: "STORESEARCH_REGULAR_HEIGHT", defaultValue: "20", scope: .both,
            help: LocalizedText(
                "rows from which the height is regular", dutch: "rijen vanaf waar de hoogte normaal is"),
            effect: .setting(
                set: { settings, value in
                    guard let number = size(value) else { return false }
                    settings.regularHeight = number
                    return true
                }, get: { String($0.regularHeight) })),
        OptionSpec(
            long: "--no-animation", rule: .yesNo, switchValue: "no", configKey: "animation", defaultValue: "yes",
            scope: .both,
            help: LocalizedText(
                "no motion: the pop-up, the list pane, the grid's pages and the menu appear at once, the spinner stands (also when CI is set)",
                dutch:
                    "geen beweging: het venster, het lijstpaneel, de pagina's van het raster en het menu verschijnen meteen, de spinner staat stil (ook als CI gezet is)"
            ),
            manDetail:
                "Motion is also off on TERM=linux, on terminals without colours, and once the output turns out to be slow (ncurses' baud rate under 19200, or more than 16 KB still waiting for the terminal after a frame). A motion lasts at most 150 ms, two frames 50 ms apart and the final one, and ends at once when a key is pressed; off, the program draws the final frames only, byte for byte.",
            effect: .setting(
                set: { settings, value in
                    guard let flag = yesNo(value) else { return false }
                    settings.animation = flag
                    return true
                }, get: { yesNoText($0.animation) })),
        OptionSpec(
            long: "--no-artwork", rule: .yesNo, switchValue: "no", configKey: "artwork", defaultValue: "yes",
            scope: .both,
            help: LocalizedText(
                "fetch no artwork (placeholders and generated covers)",
                dutch: "geen hoezen ophalen (plaatshouders en gemaakte hoezen)"),
            effect: .setting(
                set: { settings, value in
                    guard let flag = yesNo(value) else { return false }
                    settings.artwork = flag
                    return true
                }, get: { yesNoText($0.artwork) })),
        OptionSpec(
            long: "--images", rule: .choice(ImageMode.allCases.map(\.rawValue)), configKey: "images",
            defaultValue: "auto", scope: .interface,
            help: LocalizedText(
                "how pictures are drawn: auto, kitty, sixel, iterm, symbols (character cells) or off",
                dutch: "hoe hoezen getekend worden: auto, kitty, sixel, iterm, symbols (tekens) of off"),
            manDetail:
                "auto asks the terminal at start-up (Primary DA for sixel, the kitty graphics query, the cell size in pixels) and reads its environment (KITTY_WINDOW_ID, TERM_PROGRAM, KONSOLE_VERSION); the answers never reach the search field, and a terminal that answers nothing is drawn with symbols until it does. Inside tmux or screen pictures are drawn as symbols. A picture is drawn as pixels only where nothing covers it and nothing moves; a pop-up, menu or sheet over it shows the symbols, dimmed. off draws placeholders and generated covers and fetches nothing. --diagnose says what was chosen and why.",
            effect: .setting(
                set: { settings, value in
                    guard let mode = ImageMode(rawValue: value) else { return false }
                    settings.images = mode
                    return true
                }, get: { $0.images.rawValue })),
        OptionSpec(
            long: "--no-mouse", rule: .yesNo, switchValue: "no", configKey: "mouse", defaultValue: "yes",
            scope: .both,
            help: LocalizedText(
                "leave the mouse to the terminal, for selecting text",
                dutch: "laat de muis aan de terminal, om tekst te selecteren"),
            effect: .setting(
                set: { settings, value in
                    guard let flag = yesNo(value) else { return false }
                    settings.mouse = flag
                    return true
                }, get: { yesNoText($0.mouse) })),
        OptionSpec(
            long: "--no-color", aliases: ["--no-colour"], rule: .yesNo, switchValue: "no", configKey: "color",
            configAliases: ["colour"], defaultValue: "yes", scope: .both,
            help: LocalizedText(
                "no colours, only bold, dim, underline and reverse (also when NO_COLOR is set)",
                dutch: "geen kleuren, alleen vet, gedimd, onderstreept en omgekeerd (ook als NO_COLOR gezet is)"),
            effect: .setting(
                set: { settings, value in
                    guard let flag = yesNo(value) else { return false }
                    settings.color = flag
                    return true
                }, get: { yesNoText($0.color) })),
        OptionSpec(
            long: "--theme", rule: .choice(ThemeName.allCases.map(\.rawValue)), configKey: "theme",
            environment: "STORESEARCH_THEME", defaultValue: "dark", scope: .interface,
            help: LocalizedText(
                "the colours: dark (the default), light, high-contrast, or mono (no colours)",
                dutch: "de kleuren: dark (de standaard), light, high-contrast, of mono (geen kleuren)"),
            manDetail:
                "Every built-in theme's text reaches a contrast of at least 4.5:1 against its background (WCAG AA). Without colours (NO_COLOR, --no-color, a mono terminal) the mono theme is used whatever this says.",
            effect: .setting(
                set: { settings, value in
                    guard let theme = ThemeName(rawValue: value) else { return false }
                    settings.theme = theme
                    return true
                }, get: { $0.theme.rawValue })),
        OptionSpec(
            rule: .themeColor, configKey: "theme.ROLE", scope: .interface,
            help: LocalizedText(
                "a colour of the theme, over the chosen one; ROLE is one of "
                    + ThemeRole.allCases.map(\.rawValue).joined(separator: ", "),
                dutch: "een kleur van het thema, over het gekozen; ROLE is een van "
                    + ThemeRole.allCases.map(\.rawValue).joined(separator: ", ")),
            manDetail:
                "For example 'theme.accent = #5fafff' or 'theme.selection = 25'. A mistake stops the program with the line's number and status 2.",
            effect: .setting(set: { _, _ in false }, get: { _ in nil })),
        OptionSpec(
            rule: .keyBinding, configKey: OptionTable.bindKey, scope: .interface,
            help: LocalizedText(
                "a key for a command, in every place the command works or only in those named; 'none' frees a key; as many lines as wanted",
                dutch:
                    "een toets voor een commando, overal waar het werkt of alleen op de genoemde plekken; 'none' maakt een toets vrij; zoveel regels als nodig"
            ),
            manDetail:
                "For example 'bind = alt-p: preview', 'bind = f7, ctrl-g: commands', 'bind = ctrl-n: down in field, list' or 'bind = alt-s: none'. Commands and places are listed in KEYS and by --print-config. A key without Ctrl or Alt cannot be bound where it types; an unknown key, command or place, two lines giving one key two commands in one place, or leaving no key to quit stops the program with the line's number and status 2, and nothing of the file's bindings is used.",
            effect: .setting(set: { _, _ in false }, get: { _ in nil })),

        // storesearch search
        OptionSpec(
            long: "--category", rule: .choice(Category.allCases.map(\.commandLineName)), defaultValue: "all",
            scope: .search,
            help: LocalizedText("what to search", dutch: "wat te doorzoeken"),
            effect: .search { command, value in
                guard let category = Category(commandLineName: value) else { return false }
                command.category = category
                return true
            }),
        OptionSpec(
            long: "--limit", placeholder: LocalizedText("N", dutch: "N"), rule: .integer(1...200), defaultValue: "200",
            scope: .commands,
            help: LocalizedText("print at most N results", dutch: "hoogstens N resultaten afdrukken"),
            effect: .search { command, value in
                guard let number = Int(value), (1...200).contains(number) else { return false }
                command.limit = number
                return true
            }),
        OptionSpec(
            long: "--format", rule: .choice(OutputFormat.allCases.map(\.rawValue)), defaultValue: "table",
            scope: .commands,
            help: LocalizedText(
                "aligned columns (name, artist, kind, genre, price); tab-separated values with a header line (name, artist, kind, genre, price, currency, url, id); or the store's answer shape, which --catalog reads back",
                dutch:
                    "kolommen (naam, artiest, soort, genre, prijs); tab-gescheiden waarden met een kopregel (name, artist, kind, genre, price, currency, url, id); of de vorm van de winkel, die --catalog weer leest"
            ),
            effect: .search { command, value in
                guard let format = OutputFormat(rawValue: value) else { return false }
                command.format = format
                return true
            }),
        OptionSpec(
            long: "--batch", rule: .none, scope: .search,
            help: LocalizedText(
                "read terms from standard input, one a line; answer each with its results, then an empty line",
                dutch: "zoektermen van standaardinvoer, één per regel; elk antwoord gevolgd door een lege regel"),
            manDetail:
                "The answers are written at once: one process and one loaded index for many searches. The exit status is 0, 3 when a search failed, or 1 when the answers could not be written.",
            effect: .search { command, _ in
                command.batch = true
                return true
            }),
        OptionSpec(
            long: "--exact", rule: .none, scope: .search,
            help: LocalizedText(
                "search the words exactly as typed: no typing mistake forgiven on a local catalog",
                dutch: "precies de getypte woorden zoeken: geen typfout vergeven in een lokale catalogus"),
            manDetail:
                "Without it, a search of a local catalog whose words find nothing, one of them beginning no word of the catalog, answers for the nearest words (one edit from 4 letters, two from 8; the last word as a beginning) and says so on standard error: showing results for 'queen'. With it, nothing is forgiven, and standard error says what would have been found: did you mean 'queen'?",
            effect: .search { command, _ in
                command.exact = true
                return true
            }),
        OptionSpec(
            long: "--favourites", aliases: ["--favorites"], rule: .none, scope: .search,
            help: LocalizedText(
                "print the favourites, newest first, instead of searching (no TERM, no --batch)",
                dutch: "de favorieten afdrukken, nieuwste eerst, in plaats van te zoeken (zonder ZOEKTERM of --batch)"),
            effect: .search { command, _ in
                command.favourites = true
                return true
            }),
        OptionSpec(
            long: "--free", rule: .none, scope: .search,
            help: LocalizedText("free items only", dutch: "alleen gratis items"),
            effect: .search { command, _ in
                command.filter.freeOnly = true
                return true
            }),
        OptionSpec(
            long: "--price", placeholder: LocalizedText("MIN-MAX", dutch: "MIN-MAX"), rule: .priceRange,
            scope: .search,
            help: LocalizedText(
                "items priced within, such as 0-1.99, -5 or 10- (items without a price are left out)",
                dutch: "items met een prijs daartussen, zoals 0-1.99, -5 of 10- (items zonder prijs vallen weg)"),
            effect: .search { command, value in
                guard let range = ResultFilter.priceRange(parsing: value) else { return false }
                command.filter.priceRange = range
                return true
            }),
        OptionSpec(
            long: "--kind", placeholder: LocalizedText("KIND,...", dutch: "SOORT,..."), rule: .kinds(kindNames),
            scope: .search,
            help: LocalizedText(
                "only these kinds: song, musicVideo, film, tvEpisode, podcast, app, macApp, ebook, audiobook (also movie, tv, mac-app, book); may be given more than once",
                dutch:
                    "alleen deze soorten: song, musicVideo, film, tvEpisode, podcast, app, macApp, ebook, audiobook (ook movie, tv, mac-app, book); mag vaker gegeven worden"
            ),
            effect: .search { command, value in
                let names = value.split(separator: ",", omittingEmptySubsequences: false)
                let kinds = names.compactMap { KindFilter(commandLineName: $0.trimmingSpaces) }
                guard kinds.count == names.count else { return false }
                command.filter.kinds.formUnion(kinds)
                return true
            }),
        OptionSpec(
            long: "--no-explicit", rule: .none, scope: .search,
            help: LocalizedText("leave out items marked explicit", dutch: "zonder items die expliciet zijn"),
            effect: .search { command, _ in
                command.filter.hidesExplicit = true
                return true
            }),

        // storesearch lookup
        OptionSpec(
            long: "--entity", rule: .choice(LookupEntity.commandLine.map(\.rawValue)), scope: .lookup,
            help: LocalizedText(
                "the kind of items to list of the artist or album the id is: an artist's songs, albums, apps or books, an album's songs (without it: what the id is)",
                dutch:
                    "de soort items om van de artiest of het album met dat id te tonen: liedjes, albums, apps of boeken van een artiest, de liedjes van een album (zonder: wat het id is)"
            ),
            manDetail:
                "The store answers an artist's id without it with the artist alone, which is no item: nothing is printed. A local catalog, which has no rows for artists and albums, gives an artist's or album's items without it too.",
            effect: .search { command, value in
                guard let entity = LookupEntity(rawValue: value), LookupEntity.commandLine.contains(entity) else {
                    return false
                }
                command.entity = entity
                return true
            }),

        // Instead of starting
        OptionSpec(
            long: "--print-config", rule: .none, scope: .interface,
            help: LocalizedText(
                "print a complete, commented config file with the defaults and the values in force, and exit",
                dutch:
                    "een volledig instellingenbestand met uitleg, de standaardwaarden en de geldende waarden afdrukken, en stoppen"
            ),
            effect: .action(.printConfig)),
        OptionSpec(
            long: "--diagnose", rule: .none, scope: .interface,
            help: LocalizedText(
                "print what the program found and will use (terminal, locale, paths, mail, player), and exit",
                dutch:
                    "afdrukken wat het programma gevonden heeft en zal gebruiken (terminal, locale, paden, mail, speler), en stoppen"
            ),
            effect: .action(.diagnose)),
        OptionSpec(
            long: "--help", short: "-h", rule: .none, scope: .both,
            help: LocalizedText("show this help and exit", dutch: "deze hulp tonen en stoppen"),
            effect: .action(.help)),
        OptionSpec(
            long: "--version", short: "-V", rule: .none, scope: .both,
            help: LocalizedText("show the version and exit", dutch: "de versie tonen en stoppen"),
            effect: .action(.version)),
    ]

    /// Environment variables that are not an option's.
    public static let environmentNotes: [EnvironmentNote] = [
        EnvironmentNote(
            names: ["LC_ALL", "LC_MESSAGES", "LANG"],
            help: LocalizedText(
                "the language of the interface (Dutch when it starts with nl, else English), and the store's country and language",
                dutch:
                    "de taal van de interface (Nederlands als hij met nl begint, anders Engels), en land en taal van de winkel"
            )),
        EnvironmentNote(
            names: ["LC_MONETARY", "LC_NUMERIC"],
            help: LocalizedText(
                "how prices and numbers are written", dutch: "hoe prijzen en getallen geschreven worden")),
        EnvironmentNote(
            names: ["NO_COLOR"],
            help: LocalizedText("when set and not empty: no colours", dutch: "gezet en niet leeg: geen kleuren")),
        EnvironmentNote(
            names: ["CI"],
            help: LocalizedText(
                "when set (and not false or 0): no animations", dutch: "gezet (en niet false of 0): geen animaties")),
        EnvironmentNote(
            names: ["STORESEARCH_RESOURCES"],
            help: LocalizedText(
                "the folder holding the bundled catalog.json, when it is not installed in PREFIX/share/storesearch",
                dutch: "de map met de meegeleverde catalog.json, als die niet in PREFIX/share/storesearch staat")),
        EnvironmentNote(
            names: BaseDirectory.allCases.map(\.rawValue),
            help: LocalizedText(
                "where the files below are kept (default ~/.config, ~/.cache, ~/.local/share, ~/.local/state)",
                dutch:
                    "waar de bestanden hieronder staan (standaard ~/.config, ~/.cache, ~/.local/share, ~/.local/state)")
        ),
    ]

    public static let files: [FileSpec] = [
        FileSpec(
            name: .config, base: .config, relative: "storesearch/config",
            help: LocalizedText(
                "settings as 'key = value' lines ('#' starts a comment); --print-config writes one; flags beat the environment, which beats this file",
                dutch:
                    "instellingen als 'sleutel = waarde' ('#' begint commentaar); --print-config schrijft er een; opties gaan voor de omgeving, die voor dit bestand gaat"
            ),
            manDetail:
                "A mistake in it is reported (naming the nearest key when the key is unknown) and skipped; the program still starts."
        ),
        FileSpec(
            name: .responses, base: .cache, relative: "storesearch/responses.sqlite",
            help: LocalizedText(
                "the store's answers of the last day, and the times of recent store searches",
                dutch: "de antwoorden van de winkel van de laatste dag, en wanneer er gezocht is"),
            manDetail: "A broken file is rebuilt."),
        FileSpec(
            name: .index, base: .cache, relative: "storesearch/index/",
            help: LocalizedText(
                "the index of each local catalog, built once and mapped by later runs",
                dutch: "de index van elke lokale catalogus, één keer gebouwd en daarna ingelezen"),
            manDetail:
                "Rebuilt when the catalog changes (its size, or its time and its content), or when the index is of an older format, truncated or fails its checksum; an index that shrinks under a running program is noticed before the next search and built again. While a catalog is first indexed, its items wait here in sorted runs, in a temporary file without a name (about the size of the index) that goes with the program; a full disk leaves the index in memory. Safe to delete."
        ),
        FileSpec(
            name: .artwork, base: .cache, relative: "storesearch/artwork/",
            help: LocalizedText("fetched artwork, 64 MB at most", dutch: "opgehaalde hoezen, hoogstens 64 MB"),
            manDetail: "The oldest files go first; a damaged file is fetched again. Safe to delete."),
        FileSpec(
            name: .drafts, base: .data, relative: "storesearch/drafts/",
            help: LocalizedText("support mail, as .eml drafts", dutch: "supportmail, als .eml-concepten"),
            manDetail:
                "Each message is written here before it is handed to the mail command or a mail program and removed once the command took it, so a failed send leaves it here; so do Cancel, quitting and any signal that ends the program with the compose sheet open. While a message is written it is saved here too, 1.5 s after a change, so a crash or kill -9 loses that much typing at most. The next Send Support Email offers the newest one. When no draft can be written here (a full disk, a file size limit), quitting writes the message (To, Subject and body) to standard error once the terminal is restored, to be copied."
        ),
        FileSpec(
            name: .favourites, base: .data, relative: "storesearch/favourites.json",
            help: LocalizedText(
                "the favourites, newest first, in the store's answer shape (--catalog reads it)",
                dutch: "de favorieten, nieuwste eerst, in de vorm van de winkel (--catalog leest het)"),
            manDetail:
                "Written whole (a temporary file renamed into place) under a lock on favourites.json.lock; a file that cannot be read is moved to favourites.json.bad and started afresh."
        ),
        FileSpec(
            name: .history, base: .state, relative: "storesearch/history",
            help: LocalizedText(
                "searches typed in the interface, a line each, newest last, 1,000 at most (none with --no-history)",
                dutch:
                    "zoekopdrachten uit de interface, een per regel, de nieuwste laatst, hoogstens 1.000 (geen met --no-history)"
            ),
            manDetail:
                "Searches that differ only in case or accents are kept once; control characters are never kept. Written whole under a lock on history.lock; a file that cannot be read is moved to history.bad and started afresh."
        ),
        FileSpec(
            name: .log, base: .state, relative: "storesearch/storesearch.log",
            help: LocalizedText(
                "the log, 1 MB at most (then storesearch.log.1); standard error while the interface is up",
                dutch: "het logboek, hoogstens 1 MB (dan storesearch.log.1); standaardfout zolang de interface draait"),
            manDetail:
                "Config file mistakes go there too (the first five, then how many more) and, should the program crash, a short report with a backtrace."
        ),
    ]

    public static func file(_ name: FileSpec.Name) -> FileSpec {
        files.first { $0.name == name }!
    }

    /// The commands a first word may name (`storesearch search TERM`, `storesearch lookup ID`).
    public static let commands = Subcommand.allCases.map(\.rawValue)

    // MARK: Look-ups

    /// The option spelt `name` on the command line (`--source`, `-h`, `--no-colour`).
    public static func option(named name: String) -> OptionSpec? {
        options.first { $0.names.contains(name) }
    }

    /// The option the config key `key` sets (`colour` too).
    public static func option(configKey key: String) -> OptionSpec? {
        options.first { $0.configKey == key || $0.configAliases.contains(key) }
    }

    /// The config key of key bindings.
    public static let bindKey = "bind"

    /// The options that have a config key, in the table's order.
    public static var configOptions: [OptionSpec] { options.filter { $0.configKey != nil } }

    /// The option a mistake's origin names: `--limit`, `config: mouse`, `STORESEARCH_RATE_LIMIT`.
    public static func option(origin: String) -> OptionSpec? {
        if origin.hasPrefix("config: ") { return option(configKey: String(origin.dropFirst("config: ".count))) }
        if origin.hasPrefix("-") { return option(named: origin) }
        return options.first { $0.environment == origin }
    }

    /// The nearest of `candidates` to `word`, when it is near enough to be
    /// a slip of the fingers ("catlog" → "catalog"); `--history` finds
    /// `--no-history`.
    public static func nearest(to word: String, among candidates: [String]) -> String? {
        // No name is long: a 3 MB config line is no slip of the fingers.
        guard word.utf8.count <= 64 else { return nil }
        let plain = word.drop { $0 == "-" }.lowercased()
        guard !plain.isEmpty else { return nil }
        let allowed = max(1, min(3, plain.count / 3))
        var best: (String, Int)?
        for candidate in candidates {
            let other = candidate.drop { $0 == "-" }.lowercased()
            if other == "no-" + plain || plain == "no-" + other { return candidate }
            guard abs(other.count - plain.count) <= allowed else { continue }
            let distance = editDistance(Array(plain), Array(other))
            if distance < (best?.1 ?? Int.max) { best = (candidate, distance) }
        }
        guard let (candidate, distance) = best, distance > 0 else { return nil }
        return distance <= allowed ? candidate : nil
    }

    /// Levenshtein distance, with a swap of neighbours counted as one.
    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous2 = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + [Int](repeating: 0, count: b.count)
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], previous2[j - 2] + 1)
                }
            }
            previous2 = previous
            previous = current
        }
        return previous[b.count]
    }
}
