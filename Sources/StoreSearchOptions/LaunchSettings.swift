import StoreSearchItems
import StoreSearchModel
import StoreSearchText
import StoreSearchUI

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
    /// A line an item: its store id, its store page's address, its name.
    case id, url, name
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
    public var regularWidth = 100
    public var regularHeight = 20
    public var animation = true
    /// Whether artwork is fetched and drawn (off: placeholders and generated covers only).
    public var artwork = true
    /// How pictures are drawn (`--images`, config `images`).
    public var images: ImageMode = .auto
    public var mouse = true
    public var color = true
    /// Whether the interface reads and keeps its search history
    /// (`$XDG_STATE_HOME/storesearch/history`); off, nothing is read or written.
    public var history = true
    /// The order results come in (`--sort`, config `sort`).
    public var sort: SortOrder = .relevance
    /// Whether `--sort` or config `sort` chose it (else the last order used is taken).
    public var sortIsChosen = false
    /// The colour theme (`--theme`, config `theme`).
    public var theme: ThemeName = .dark
    /// The config file's `bind` lines, read by the interface (a mistake in
    /// one stops it with the line's number).
    public var keyBindings: [ConfigLine] = []
    /// The config file's `theme.ROLE` lines, read the same way.
    public var themeColors: [ConfigLine] = []

    public init() {}

    /// The catalog path that means standard input (`--catalog -`).
    public static let standardInputPath = "-"

    /// The source in effect: a catalog file means the catalog.
    public var effectiveSource: SourceChoice { catalogPath == nil ? source : .catalog }
}

/// `storesearch search TERM ...`: a search without the interface; or
/// `storesearch lookup ID ...`, which prints the same way.
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
    /// The words exactly as typed: no typing mistake forgiven (`--exact`).
    public var exact = false
    /// What is left out (`--free`, `--price`, `--kind`, `--no-explicit`),
    /// before the limit. The order is `settings.sort`.
    public var filter = ResultFilter()
    /// `storesearch lookup ID`: the kind of items wanted (`--entity`).
    public var entity: LookupEntity?
    /// `storesearch lookup ID`: what is looked up, in place of a search.
    public var lookup: LookupRequest?
    /// `storesearch pick`: how many may be marked (`--multi[=N]`; nil:
    /// no marks, Enter chooses one), `--select-1`, `--exit-0`,
    /// `--print-query`, and `--query`'s words (the term is them and WORDS).
    public var multi: Int?
    public var selectOne = false
    public var exitZero = false
    public var printQuery = false
    public var query: String?

    public init(settings: LaunchSettings, term: String) {
        self.settings = settings
        self.term = term
    }
}

/// What the command line asks for.
public enum LaunchAction: Equatable, Sendable {
    case run(LaunchSettings)
    case search(SearchCommand)
    /// `storesearch lookup ID`: the command's `lookup` says what.
    case lookup(SearchCommand)
    /// `storesearch pick [WORDS]`: the interface, to choose results for standard output.
    case pick(SearchCommand)
    /// `--help`: the options used most; `--help-all`: every one.
    case help
    case helpAll
    case version
    /// `--print-config`: the config file for these settings.
    case printConfig(LaunchSettings)
    /// `--diagnose`: what the program found and would use.
    case diagnose(LaunchSettings)
}

/// A mistake on the command line or in the config file, in the user's words.
public struct SettingsError: Error, Equatable, Sendable {
    public var phrase: CommandLinePhrase
    /// A line of the config file (rather than the environment or the command line) said it.
    public var isInConfigFile = false
    /// That line's number, from 1.
    public var line: Int?

    /// What the user wrote is quoted cleaned and cut short (see
    /// `Sanitizer.excerpt`): a mistake in a 3 MB config line, or a
    /// 10,000-character argument, is said in one line.
    public init(_ phrase: CommandLinePhrase) {
        switch phrase {
        case .unknownOption(let option):
            self.phrase = CommandLinePhrase.unknownOption(Sanitizer.excerpt(option))
        case .didYouMean(let option, let suggestion):
            self.phrase = CommandLinePhrase.didYouMean(Sanitizer.excerpt(option), suggestion: suggestion)
        case .unknownCommand(let word, let suggestion):
            self.phrase = CommandLinePhrase.unknownCommand(Sanitizer.excerpt(word), suggestion: suggestion)
        case .unknownConfigKey(let key, let suggestion):
            self.phrase = CommandLinePhrase.unknownConfigKey(Sanitizer.excerpt(key), suggestion: suggestion)
        case .missingValue(let option):
            self.phrase = CommandLinePhrase.missingValue(option: Sanitizer.excerpt(option))
        case .invalidValue(let value, let option):
            self.phrase = CommandLinePhrase.invalidValue(
                value: Sanitizer.excerpt(value), option: Sanitizer.excerpt(option))
        default:
            self.phrase = phrase
        }
    }
}

extension LaunchSettings {
    /// What `resolving` decided: the action, the mistakes to say, and how
    /// many lines of the config file were not understood in all.
    public struct Resolution: Sendable {
        public var action: LaunchAction
        /// The environment's mistakes, and the config file's first
        /// `ConfigMistakes.kept` (each with its line).
        public var warnings: [SettingsError]
        /// Every line of the config file that was not understood (the
        /// interface's footer says how many).
        public var configMistakes: Int
    }

    /// Resolves the settings. `configFile` is the config file's text, if any;
    /// mistakes in it are returned as `warnings` (the program still starts),
    /// mistakes on the command line are thrown. Every name and value check
    /// comes from `OptionTable`.
    public static func resolve(
        arguments: [String],
        environment: [String: String],
        configFile: String?
    ) throws(SettingsError) -> (action: LaunchAction, warnings: [SettingsError]) {
        let resolution = try resolving(arguments: arguments, environment: environment, configFile: configFile)
        return (resolution.action, resolution.warnings)
    }

    /// As `resolve`, with the count of the config file's mistakes. The
    /// config file is read in one pass whatever its size (up to
    /// `InputLimits.configFileBytes`): its first mistakes are kept, the
    /// others only counted.
    public static func resolving(
        arguments: [String],
        environment: [String: String],
        configFile: String?
    ) throws(SettingsError) -> Resolution {
        var settings = LaunchSettings()
        var mistakes = ConfigMistakes()
        if let configFile {
            ConfigText.forEachEntry(in: configFile) { entry in
                settings.applyConfigLine(entry, mistakes: &mistakes)
            }
        }
        var warnings = mistakes.first
        let resolved = try resolveArguments(
            arguments, environment: environment, settings: settings, warnings: &warnings)
        return Resolution(action: resolved, warnings: warnings, configMistakes: mistakes.count)
    }

    /// A config line: a setting applied, or a `bind` or `theme.ROLE` line
    /// kept for the interface (at most `ConfigMistakes.mostKeptLines` of
    /// each); what cannot be taken counted, and the first few said.
    private mutating func applyConfigLine(_ line: ConfigLine, mistakes: inout ConfigMistakes) {
        if line.key == OptionTable.bindKey || line.key.utf8.starts(with: ThemeRole.configPrefix.utf8) {
            let isBinding = line.key == OptionTable.bindKey
            guard (isBinding ? keyBindings.count : themeColors.count) < ConfigMistakes.mostKeptLines else {
                mistakes.note(line: line.number) {
                    CommandLinePhrase.tooManyConfigLines(
                        key: isBinding ? line.key : ThemeRole.configPrefix + "…",
                        most: ConfigMistakes.mostKeptLines)
                }
                return
            }
            if isBinding { keyBindings.append(line) } else { themeColors.append(line) }
            return
        }
        guard let option = OptionTable.option(configKey: line.key), case .setting(_, let set, let get) = option.effect
        else {
            mistakes.note(line: line.number) {
                let keys = OptionTable.configOptions.compactMap(\.configKey)
                return CommandLinePhrase.unknownConfigKey(
                    line.key, suggestion: OptionTable.nearest(to: line.key, among: keys))
            }
            return
        }
        // `country =`, as --print-config writes a setting worked out at run
        // time (commented out): uncommented, it leaves the setting unset.
        if line.value.isEmpty, (option.defaultValue ?? get(LaunchSettings()) ?? "").isEmpty { return }
        if !set(&self, line.value) {
            mistakes.note(line: line.number) {
                CommandLinePhrase.invalidValue(value: line.value, option: "config: \(line.key)")
            }
        }
    }

    private static func resolveArguments(
        _ arguments: [String], environment: [String: String], settings: LaunchSettings,
        warnings: inout [SettingsError]
    ) throws(SettingsError) -> LaunchAction {
        var settings = settings
        settings.applyEnvironment(environment, warnings: &warnings)

        var remaining = arguments[...]
        let subcommand = remaining.first.flatMap(Subcommand.init(rawValue:))
        if subcommand != nil { remaining.removeFirst() }
        var words: [String] = []
        // Filled option by option; its settings and term once all are read.
        var command = SearchCommand(settings: LaunchSettings(), term: "")
        var chosenAction: OptionAction?
        while let argument = remaining.popFirst() {
            if argument == "--" {
                words += remaining
                break
            }
            guard argument.hasPrefix("-"), argument != "-" else {
                guard subcommand != nil else {
                    // A command mistyped ("serach") is named, as an option is.
                    let suggestion = OptionTable.nearest(to: argument, among: OptionTable.commands)
                    throw SettingsError(CommandLinePhrase.unknownCommand(argument, suggestion: suggestion))
                }
                words.append(argument)
                continue
            }
            let (name, inlineValue) = splitOption(argument)
            guard let option = OptionTable.option(named: name) else {
                throw unknownOption(argument, name: name, in: subcommand)
            }
            guard option.applies(to: subcommand) else {
                guard option.scope.interface else {
                    throw SettingsError(CommandLinePhrase.onlyIn(name, commands: option.scope.commandNames))
                }
                throw SettingsError(CommandLinePhrase.unknownOption(argument))
            }
            var value = option.switchValue ?? ""
            if option.takesValue {
                guard let given = inlineValue ?? remaining.popFirst() else {
                    throw SettingsError(CommandLinePhrase.missingValue(option: name))
                }
                value = given
            } else if option.valueIsOptional, let inlineValue {
                // `--multi=2`; `--multi 2` would be --multi and a word, as in fzf.
                value = inlineValue
            }
            switch option.effect {
            case .action(.help): return .help
            case .action(.helpAll): return .helpAll
            case .action(.version): return .version
            case .action(let action): chosenAction = action
            case .setting(_, let set, _):
                guard set(&settings, value) else {
                    throw SettingsError(CommandLinePhrase.invalidValue(value: value, option: name))
                }
            case .search(_, let set):
                guard set(&command, value) else {
                    throw SettingsError(CommandLinePhrase.invalidValue(value: value, option: name))
                }
            }
        }
        switch chosenAction {
        case .printConfig: return .printConfig(settings)
        case .diagnose: return .diagnose(settings)
        default: break
        }
        // `--catalog -` reads the catalog from standard input, which must
        // then be free: the interface reads the keyboard there, --batch its terms.
        if settings.catalogPath == LaunchSettings.standardInputPath && (subcommand == nil || command.batch) {
            throw SettingsError(
                CommandLinePhrase.inputOutput(
                    .catalogCannotBeStandardInput(subcommand != nil ? .batchTerms : .interface)))
        }
        guard let subcommand else { return .run(settings) }
        if subcommand == .pick {
            // --query's words first, then WORDS; the interface searches them at once.
            command.settings = settings
            command.term = ([command.query ?? ""] + words).filter { !$0.isEmpty }.joined(separator: " ")
            return .pick(command)
        }
        if subcommand == .lookup {
            guard let word = words.first else { throw SettingsError(CommandLinePhrase.missingLookupID) }
            guard words.count == 1, let id = Int(word), id > 0 else {
                throw SettingsError(
                    CommandLinePhrase.lookupIDNotANumber(Sanitizer.excerpt(words.joined(separator: " "))))
            }
            command.settings = settings
            command.lookup = LookupRequest(subject: .anything, id: id, entity: command.entity)
            return .lookup(command)
        }
        let term = words.joined(separator: " ")
        if command.favourites {
            guard words.isEmpty, !command.batch else { throw SettingsError(CommandLinePhrase.favouritesTakesNoTerm) }
        }
        guard command.batch || command.favourites || !term.trimmingSpaces.isEmpty else {
            throw SettingsError(CommandLinePhrase.missingSearchTerm)
        }
        command.settings = settings
        command.term = term
        return .search(command)
    }

    /// An option the table does not know, with the nearest one that applies here.
    private static func unknownOption(_ argument: String, name: String, in command: Subcommand?) -> SettingsError {
        let candidates = OptionTable.options.filter { $0.applies(to: command) }.flatMap(\.names)
            .filter { $0.hasPrefix("--") }
        guard let suggestion = OptionTable.nearest(to: name, among: candidates) else {
            return SettingsError(CommandLinePhrase.unknownOption(argument))
        }
        return SettingsError(CommandLinePhrase.didYouMean(argument, suggestion: suggestion))
    }

    private mutating func applyEnvironment(_ environment: [String: String], warnings: inout [SettingsError]) {
        for option in OptionTable.options {
            guard let variable = option.environment, case .setting(_, let set, _) = option.effect,
                let value = environment[variable], !value.isEmpty
            else { continue }
            if !set(&self, value) {
                warnings.append(SettingsError(CommandLinePhrase.invalidValue(value: value, option: variable)))
            }
        }
        // https://no-color.org: set and not empty.
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { color = false }
        if let ci = environment["CI"], !ci.isEmpty, ci != "false", ci != "0" { animation = false }
    }

    /// `--name=value` → ("--name", "value"); anything else → (argument, nil).
    private static func splitOption(_ argument: String) -> (String, String?) {
        guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }

    /// A complete config file: every key with its help as a comment, the
    /// default, and the value in force where it differs (an active line);
    /// read back as the config file, it gives these settings.
    public func configFileText(in language: Language) -> String {
        var lines = OptionTable.configHeader(in: language)
        let defaults = LaunchSettings()
        for option in OptionTable.configOptions where !option.rule.isReadByTheInterface {
            guard let key = option.configKey, case .setting(_, let set, let get) = option.effect else { continue }
            lines.append("")
            lines += OptionTable.wrap(option.configHelp(in: language), width: 76).map { "# " + $0 }
            let current = get(self)
            var fromDefaults = defaults
            let differs = current.map { set(&fromDefaults, $0) && fromDefaults != defaults } ?? false
            if let current, differs {
                if let fallback = option.defaultValue ?? get(defaults) {
                    lines.append("# \(key) = \(fallback)")
                }
                // Cleaned: a value from the environment or a flag may hold escape sequences.
                lines.append("\(key) = \(Sanitizer.clean(current))")
            } else {
                lines.append("# \(key) = \(option.defaultValue ?? get(defaults) ?? "")")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
