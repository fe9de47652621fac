/// Where results come from.
public enum SourceChoice: String, CaseIterable, Sendable {
    /// The live store, and the bundled catalog when the store cannot be reached.
    case auto
    /// The live store only.
    case itunes
    /// The bundled offline catalog, or the file given with `--catalog`.
    case catalog
}

/// How `storesearch search` prints its results.
public enum OutputFormat: String, CaseIterable, Sendable {
    /// Aligned columns for people.
    case table
    /// Tab-separated values with a header line, for scripts.
    case tsv
    /// The store's answer shape, which `--catalog` reads back.
    case json
}

/// Everything the command line, the environment and the config file decide,
/// resolved in that order of strength: a flag beats the environment, which
/// beats the config file, which beats the defaults.
public struct LaunchSettings: Equatable, Sendable {
    public var source: SourceChoice = .auto
    /// A catalog file to search instead of the bundled one (implies `--source catalog`).
    public var catalogPath: String?
    /// The store's address; tests point it at 127.0.0.1.
    public var storeURL = "https://itunes.apple.com"
    /// The storefront (`US`, `NL`); from the locale when not given.
    public var country: String?
    /// The store's language (`en_us`); from the locale when not given.
    public var lang: String?
    /// Whether answers are kept for a day in the response cache.
    public var cache = true
    /// Seconds a store search may take, connection included.
    public var timeout = 10.0
    /// Searches a minute this program allows itself (the store documents about 20).
    public var rateLimit = 20
    /// A sendmail-compatible command (`msmtp -t`); nil looks for sendmail;
    /// "none" means this computer sends no mail.
    public var mailCommand: String?
    /// The command that plays previews (`mpv --no-video`), the URL appended
    /// as its last argument; nil looks for mpv, ffplay or cvlc; "none" plays none.
    public var player: String?
    /// Where support mail goes.
    public var supportAddress = SessionInfo.placeholderSupportAddress
    /// The From address of support mail; nil uses the login name at this host.
    public var mailFrom: String?
    /// Seconds the mail command may take.
    public var mailTimeout = 30.0
    /// The page "Rate this App" opens.
    public var rateURL = SessionInfo.defaultRateURL
    public var regularWidth = 100
    public var regularHeight = 20
    public var animation = true
    /// Whether artwork is fetched and drawn (off: placeholders and generated covers only).
    public var artwork = true
    public var mouse = true
    public var color = true
    /// Whether the interface reads and keeps its search history
    /// (`$XDG_STATE_HOME/storesearch/history`); off, nothing is read or written.
    public var history = true
    /// The order results come in (`--sort`, config `sort`).
    public var sort: SortOrder = .name
    /// Whether `--sort` or config `sort` chose it (else the last order used is taken).
    public var sortIsChosen = false

    public init() {}

    /// The catalog path that means standard input (`--catalog -`).
    public static let standardInputPath = "-"

    /// The source in effect: a catalog file means the catalog.
    public var effectiveSource: SourceChoice { catalogPath == nil ? source : .catalog }
}

/// `storesearch search TERM ...`: a search without the interface.
public struct SearchCommand: Equatable, Sendable {
    public var settings: LaunchSettings
    public var term: String
    public var category: Category = .all
    /// At most this many results are printed.
    public var limit = 200
    public var format: OutputFormat = .table
    /// Terms are read from standard input, one a line, each answered by
    /// its results and an empty line: one process, one loaded index, many
    /// searches (for scripts, and the benchmarks' warm figures).
    public var batch = false
    /// The favourites are printed instead of a search's results (no term).
    public var favourites = false
    /// What is left out (`--free`, `--price`, `--kind`, `--no-explicit`),
    /// before the limit. The order is `settings.sort`.
    public var filter = ResultFilter()

    public init(settings: LaunchSettings, term: String) {
        self.settings = settings
        self.term = term
    }
}

/// What the command line asks for.
public enum LaunchAction: Equatable, Sendable {
    case run(LaunchSettings)
    case search(SearchCommand)
    case help
    case version
}

/// A mistake on the command line or in the config file, in the user's words.
public struct SettingsError: Error, Equatable, Sendable {
    public var phrase: Phrase
    /// A line of the config file (rather than the environment or the command line) said it.
    public var isInConfigFile = false

    /// What the user wrote is quoted cleaned and cut short (see
    /// `Sanitizer.excerpt`): a mistake in a 3 MB config line, or a
    /// 10,000-character argument, is said in one line.
    public init(_ phrase: Phrase) {
        switch phrase {
        case .commandLine(.unknownOption(let option)):
            self.phrase = .commandLine(.unknownOption(Sanitizer.excerpt(option)))
        case .commandLine(.missingValue(let option)):
            self.phrase = .commandLine(.missingValue(option: Sanitizer.excerpt(option)))
        case .commandLine(.invalidValue(let value, let option)):
            self.phrase = .commandLine(
                .invalidValue(value: Sanitizer.excerpt(value), option: Sanitizer.excerpt(option)))
        default:
            self.phrase = phrase
        }
    }
}

extension LaunchSettings {
    /// Resolves the settings. `configFile` is the config file's text, if any;
    /// mistakes in it are returned as `warnings` (the program still starts),
    /// mistakes on the command line are thrown.
    public static func resolve(
        arguments: [String],
        environment: [String: String],
        configFile: String?
    ) throws(SettingsError) -> (action: LaunchAction, warnings: [SettingsError]) {
        var settings = LaunchSettings()
        var warnings: [SettingsError] = []
        if let configFile {
            for (key, value) in parseConfig(configFile) {
                do throws(SettingsError) {
                    try settings.apply(key: key, value: value, origin: "config: \(key)")
                } catch {
                    var mistake = error
                    mistake.isInConfigFile = true
                    warnings.append(mistake)
                }
            }
        }
        settings.applyEnvironment(environment, warnings: &warnings)

        var remaining = arguments[...]
        let isSearch = remaining.first == "search"
        if isSearch { remaining.removeFirst() }
        var words: [String] = []
        var category = Category.all
        var limit = 200
        var format = OutputFormat.table
        var batch = false
        var favourites = false
        var filter = ResultFilter()
        while let argument = remaining.popFirst() {
            if argument == "--" {
                words += remaining
                break
            }
            guard argument.hasPrefix("-"), argument != "-" else {
                guard isSearch else { throw SettingsError(.commandLine(.unknownOption(argument))) }
                words.append(argument)
                continue
            }
            let (name, inlineValue) = splitOption(argument)
            func value() throws(SettingsError) -> String {
                guard let value = inlineValue ?? remaining.popFirst() else {
                    throw SettingsError(.commandLine(.missingValue(option: name)))
                }
                return value
            }
            switch name {
            case "-h", "--help": return (.help, warnings)
            case "-V", "--version": return (.version, warnings)
            case "--no-animation": settings.animation = false
            case "--no-artwork": settings.artwork = false
            case "--no-mouse": settings.mouse = false
            case "--no-color", "--no-colour": settings.color = false
            case "--no-cache": settings.cache = false
            case "--no-history": settings.history = false
            case "--source", "--catalog", "--regular-width", "--regular-height", "--store-url", "--country", "--lang",
                "--timeout", "--mail-command", "--support-address", "--rate-url", "--player":
                try settings.apply(key: String(name.dropFirst(2)), value: try value(), origin: name)
            case "--category" where isSearch:
                let text = try value()
                guard let chosen = Category(commandLineName: text) else {
                    throw SettingsError(.commandLine(.invalidValue(value: text, option: name)))
                }
                category = chosen
            case "--limit" where isSearch:
                let text = try value()
                guard let number = Int(text), (1...200).contains(number) else {
                    throw SettingsError(.commandLine(.invalidValue(value: text, option: name)))
                }
                limit = number
            case "--batch" where isSearch:
                batch = true
            case "--favourites" where isSearch, "--favorites" where isSearch:
                favourites = true
            case "--sort":
                try settings.apply(key: "sort", value: try value(), origin: name)
            case "--free" where isSearch:
                filter.freeOnly = true
            case "--no-explicit" where isSearch:
                filter.hidesExplicit = true
            case "--price" where isSearch:
                let text = try value()
                guard let range = ResultFilter.priceRange(parsing: text) else {
                    throw SettingsError(.commandLine(.invalidValue(value: text, option: name)))
                }
                filter.priceRange = range
            case "--kind" where isSearch:
                let text = try value()
                let names = text.split(separator: ",", omittingEmptySubsequences: false)
                let kinds = names.compactMap { KindFilter(commandLineName: $0.trimmingSpaces) }
                guard kinds.count == names.count else {
                    throw SettingsError(.commandLine(.invalidValue(value: text, option: name)))
                }
                filter.kinds.formUnion(kinds)
            case "--format" where isSearch:
                let text = try value()
                guard let chosen = OutputFormat(rawValue: text) else {
                    throw SettingsError(.commandLine(.invalidValue(value: text, option: name)))
                }
                format = chosen
            default:
                throw SettingsError(.commandLine(.unknownOption(argument)))
            }
        }
        // `--catalog -` reads the catalog from standard input, which must
        // then be free: the interface reads the keyboard there, --batch its terms.
        if settings.catalogPath == LaunchSettings.standardInputPath && (!isSearch || batch) {
            throw SettingsError(
                .commandLine(.inputOutput(.catalogCannotBeStandardInput(isSearch ? .batchTerms : .interface))))
        }
        guard isSearch else { return (.run(settings), warnings) }
        let term = words.joined(separator: " ")
        if favourites {
            guard words.isEmpty, !batch else { throw SettingsError(.commandLine(.favouritesTakesNoTerm)) }
        }
        guard batch || favourites || !term.trimmingSpaces.isEmpty else {
            throw SettingsError(.commandLine(.missingSearchTerm))
        }
        var command = SearchCommand(settings: settings, term: term)
        command.category = category
        command.limit = limit
        command.format = format
        command.batch = batch
        command.favourites = favourites
        command.filter = filter
        return (.search(command), warnings)
    }

    private mutating func applyEnvironment(_ environment: [String: String], warnings: inout [SettingsError]) {
        let variables = [
            ("STORESEARCH_REGULAR_WIDTH", "regular-width"),
            ("STORESEARCH_REGULAR_HEIGHT", "regular-height"),
            ("STORESEARCH_CATALOG", "catalog"),
            ("STORESEARCH_STORE_URL", "store-url"),
            ("STORESEARCH_RATE_LIMIT", "rate-limit"),
            ("STORESEARCH_MAIL_COMMAND", "mail-command"),
            ("STORESEARCH_SUPPORT_ADDRESS", "support-address"),
            ("STORESEARCH_MAIL_FROM", "mail-from"),
            ("STORESEARCH_MAIL_TIMEOUT", "mail-timeout"),
            ("STORESEARCH_RATE_URL", "rate-url"),
        ]
        for (variable, key) in variables {
            guard let value = environment[variable], !value.isEmpty else { continue }
            do throws(SettingsError) {
                try apply(key: key, value: value, origin: variable)
            } catch {
                warnings.append(error)
            }
        }
        // https://no-color.org: set and not empty.
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { color = false }
        if let ci = environment["CI"], !ci.isEmpty, ci != "false", ci != "0" { animation = false }
    }

    private mutating func apply(key: String, value: String, origin: String) throws(SettingsError) {
        switch key {
        case "source":
            guard let choice = SourceChoice(rawValue: value) else {
                throw SettingsError(.commandLine(.invalidValue(value: value, option: origin)))
            }
            source = choice
        case "catalog":
            catalogPath = value
        case "store-url":
            let lowered = value.lowercased()
            guard lowered.hasPrefix("http://") || lowered.hasPrefix("https://") else {
                throw SettingsError(.commandLine(.invalidValue(value: value, option: origin)))
            }
            storeURL = value
        case "country":
            guard value.count == 2, value.allSatisfy(\.isLetter) else {
                throw SettingsError(.commandLine(.invalidValue(value: value, option: origin)))
            }
            country = value.uppercased()
        case "lang":
            guard (2...12).contains(value.count), value.allSatisfy({ $0.isLetter || $0 == "_" || $0 == "-" }) else {
                throw SettingsError(.commandLine(.invalidValue(value: value, option: origin)))
            }
            lang = value.lowercased().replacingDashes
        case "cache":
            cache = try Self.flag(value, origin: origin)
        case "timeout":
            guard let seconds = Double(value), seconds > 0, seconds <= 600 else {
                throw SettingsError(.commandLine(.invalidValue(value: value, option: origin)))
            }
            timeout = seconds
        case "rate-limit":
            rateLimit = try Self.size(value, origin: origin)
        case "mail-command":
            mailCommand = value
        case "player":
            player = value
        case "support-address", "mail-from":
            guard (try? MailMessage.validatedAddress(value)) != nil else {
                throw SettingsError(.commandLine(.invalidValue(value: value, option: origin)))
            }
            if key == "mail-from" { mailFrom = value } else { supportAddress = value }
        case "mail-timeout":
            guard let seconds = Double(value), seconds > 0, seconds <= 3600 else {
                throw SettingsError(.commandLine(.invalidValue(value: value, option: origin)))
            }
            mailTimeout = seconds
        case "rate-url":
            let lowered = value.lowercased()
            guard lowered.hasPrefix("http://") || lowered.hasPrefix("https://"), !value.contains(" ") else {
                throw SettingsError(.commandLine(.invalidValue(value: value, option: origin)))
            }
            rateURL = value
        case "regular-width":
            regularWidth = try Self.size(value, origin: origin)
        case "regular-height":
            regularHeight = try Self.size(value, origin: origin)
        case "animation":
            animation = try Self.flag(value, origin: origin)
        case "artwork":
            artwork = try Self.flag(value, origin: origin)
        case "mouse":
            mouse = try Self.flag(value, origin: origin)
        case "color", "colour":
            color = try Self.flag(value, origin: origin)
        case "history":
            history = try Self.flag(value, origin: origin)
        case "sort":
            guard let order = SortOrder(rawValue: value.lowercased()) else {
                throw SettingsError(.commandLine(.invalidValue(value: value, option: origin)))
            }
            sort = order
            sortIsChosen = true
        default:
            throw SettingsError(.commandLine(.unknownOption(origin)))
        }
    }

    private static func size(_ value: String, origin: String) throws(SettingsError) -> Int {
        guard let number = Int(value), (1...10_000).contains(number) else {
            throw SettingsError(.commandLine(.invalidValue(value: value, option: origin)))
        }
        return number
    }

    private static func flag(_ value: String, origin: String) throws(SettingsError) -> Bool {
        switch value.lowercased() {
        case "yes", "true", "on", "1": return true
        case "no", "false", "off", "0": return false
        default: throw SettingsError(.commandLine(.invalidValue(value: value, option: origin)))
        }
    }

    /// `--name=value` → ("--name", "value"); anything else → (argument, nil).
    private static func splitOption(_ argument: String) -> (String, String?) {
        guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }

    /// `key = value` lines; `#` starts a comment; blank lines are skipped.
    static func parseConfig(_ text: String) -> [(String, String)] {
        text.split(whereSeparator: \.isNewline).compactMap { rawLine in
            let line = rawLine.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0]
            let parts = line.split(separator: "=", maxSplits: 1).map { $0.trimmingSpaces }
            guard parts.count == 2, !parts[0].isEmpty else {
                return line.trimmingSpaces.isEmpty ? nil : (line.trimmingSpaces, "")
            }
            return (parts[0], parts[1])
        }
    }
}

extension StringProtocol {
    var trimmingSpaces: String {
        guard let first = firstIndex(where: { !$0.isWhitespace }),
            let last = lastIndex(where: { !$0.isWhitespace })
        else { return "" }
        return String(self[first...last])
    }

    fileprivate var replacingDashes: String { String(map { $0 == "-" ? "_" : $0 }) }
}
