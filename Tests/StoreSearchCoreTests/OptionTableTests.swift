import Foundation
import Testing

@testable import StoreSearchDiagnostics
@testable import StoreSearchOptions
@testable import StoreSearchText

/// The option table against everything made from it in the program: the
/// parser, the config file reader, --help in both languages, --print-config
/// (the man page, README and the completion scripts are storesearch-docs's:
/// StoreSearchDocsTests).
@Suite(.timeLimit(.minutes(1))) struct OptionTableTests {
    /// A value each rule accepts that is not the default.
    private func sample(_ option: OptionSpec) -> String {
        switch option.rule {
        case .none: ""
        case .choice(let words): words.last!
        case .yesNo: "no"
        case .integer(let range): String(range.upperBound)
        case .seconds: "5"
        case .webAddress: "http://127.0.0.1:9"
        case .countryCode: "NL"
        case .storeLanguage: "nl_nl"
        case .mailAddress: "me@example.org"
        case .file: "/tmp/catalog.json"
        case .command: "msmtp -t"
        case .words: "queen"
        case .priceRange: "0-1.99"
        case .kinds: "song"
        case .keyBinding: "alt-p: preview"
        case .themeColor: "75"
        }
    }

    private func resolve(_ arguments: [String], environment: [String: String] = [:], config: String? = nil) throws
        -> (LaunchAction, [SettingsError])
    {
        try LaunchSettings.resolve(arguments: arguments, environment: environment, configFile: config)
    }

    private func settings(of action: LaunchAction) -> LaunchSettings? {
        switch action {
        case .run(let settings), .printConfig(let settings), .diagnose(let settings): settings
        case .search(let command), .lookup(let command), .pick(let command): command.settings
        case .help, .helpAll, .version: nil
        }
    }

    @Test func namesAndKeysAreDeclaredOnce() {
        let names = OptionTable.options.flatMap(\.names)
        #expect(Set(names).count == names.count)
        let keys = OptionTable.options.flatMap { ($0.configKey.map { [$0] } ?? []) + $0.configAliases }
        #expect(Set(keys).count == keys.count)
        let variables = OptionTable.options.compactMap(\.environment)
        #expect(Set(variables).count == variables.count)
    }

    @Test func everyOptionIsAcceptedWhereItApplies() throws {
        for option in OptionTable.options {
            guard let long = option.long, case .action = option.effect else {
                guard let long = option.long else { continue }
                let value = option.takesValue ? [sample(option)] : []
                let prefix: [String] =
                    switch option.scope.commandNames.first {
                    case "search" where !option.scope.interface:
                        long == "--favourites" ? ["search"] : ["search", "--batch"]
                    case "lookup" where !option.scope.interface: ["lookup", "909253"]
                    case "pick" where !option.scope.interface: ["pick"]
                    default: []
                    }
                let (action, _) = try resolve(prefix + [long] + value)
                if case .setting(_, let set, let get) = option.effect {
                    var expected = LaunchSettings()
                    #expect(set(&expected, option.switchValue ?? sample(option)))
                    #expect(get(try #require(settings(of: action))) == get(expected), "\(long)")
                }
                if !option.scope.interface {
                    #expect(throws: SettingsError(.onlyIn(long, commands: option.scope.commandNames))) {
                        try resolve([long] + value)
                    }
                }
                for command in Subcommand.allCases where !option.scope.interface && !option.applies(to: command) {
                    let given = command == .lookup ? ["lookup", "909253"] : [command.rawValue, "x"]
                    #expect(throws: SettingsError(.onlyIn(long, commands: option.scope.commandNames))) {
                        try resolve(given + [long] + value)
                    }
                }
                continue
            }
            _ = long
        }
        #expect(try resolve(["--print-config"]).0 == .printConfig(LaunchSettings()))
        #expect(
            try resolve(["--diagnose", "--no-mouse"]).0
                == .diagnose(
                    {
                        var settings = LaunchSettings()
                        settings.mouse = false
                        return settings
                    }()))
    }

    @Test func everyConfigKeyAndVariableRoundTrips() throws {
        for option in OptionTable.configOptions where !option.rule.isReadByTheInterface {
            guard let key = option.configKey, case .setting(_, _, let get) = option.effect else { continue }
            let value = sample(option)
            let (fromFile, warnings) = try resolve([], config: "\(key) = \(value)\n")
            #expect(warnings.isEmpty, "\(key)")
            let read = try #require(settings(of: fromFile))
            #expect(get(read) != get(LaunchSettings()), "\(key) changed nothing")
            // Written back as --print-config writes it, and read again: the same.
            let (again, _) = try resolve([], config: read.configFileText(in: .english))
            #expect(settings(of: again) == read, "\(key)")
            if let variable = option.environment, key != "catalog" {
                let (fromEnvironment, _) = try resolve([], environment: [variable: value])
                #expect(settings(of: fromEnvironment) == read, "\(variable)")
            }
        }
    }

    /// A setting's spellings and the value each reads back as: the usual
    /// form (a country upper-cased, seconds without a trailing zero), none
    /// of them the default.
    private func spellings(_ option: OptionSpec) -> [(given: String, readBack: String)] {
        switch option.rule {
        case .choice(let words) where option.configKey == "sort": [(words.last!, words.last!), ("PRICE", "price")]
        case .choice(let words): [(words.last!, words.last!)]
        case .yesNo: [("no", "no"), ("Off", "no"), ("FALSE", "no"), ("0", "no")]
        case .integer(let range): [(String(range.upperBound), String(range.upperBound)), ("07", "7")]
        case .seconds(let max): [("5", "5"), ("2.50", "2.5"), ("0.25", "0.25"), (String(max), String(max))]
        case .webAddress: [("http://127.0.0.1:9", "http://127.0.0.1:9"), ("HTTPS://x.test", "HTTPS://x.test")]
        case .countryCode: [("NL", "NL"), ("be", "BE")]
        case .storeLanguage: [("nl_nl", "nl_nl"), ("NL-be", "nl_be")]
        case .mailAddress: [("me@example.org", "me@example.org")]
        case .file: [("/tmp/catalog.json", "/tmp/catalog.json"), ("my catalog.json", "my catalog.json")]
        case .command: [("msmtp -t", "msmtp -t"), ("'my mailer' --to x", "'my mailer' --to x")]
        case .none, .priceRange, .kinds, .keyBinding, .themeColor, .words: []
        }
    }

    /// The places a setting may be given `text`: its flag, its config key,
    /// its environment variable.
    private func places(_ option: OptionSpec, _ text: String) -> [(String, [String], [String: String], String?)] {
        var places: [(String, [String], [String: String], String?)] = []
        if let long = option.long, option.switchValue == nil { places.append((long, [long, text], [:], nil)) }
        if let key = option.configKey { places.append(("config: \(key)", [], [:], "\(key) = \(text)\n")) }
        if let variable = option.environment { places.append((variable, [], [variable: text], nil)) }
        return places
    }

    /// Every setting, given on the command line, in the config file or in
    /// the environment, reads back through its `get` as given (in its usual
    /// form), and --print-config writes it back as an active line that
    /// reads back the same. The key-path constructors are checked by what
    /// the user sees, not by their closures.
    @Test func everySettingReadsBackAndPrintsBackFromEveryPlace() throws {
        var checked = 0
        for option in OptionTable.options where !option.rule.isReadByTheInterface {
            guard case .setting(_, _, let get) = option.effect else { continue }
            let key = try #require(option.configKey, "\(option.names): a setting has a config key")
            var givens = spellings(option).flatMap { spelling in
                places(option, spelling.given).map { (place: $0, readBack: spelling.readBack) }
            }
            if let long = option.long, let switchValue = option.switchValue {
                givens.append(((long, [long], [:], nil), switchValue))
            }
            #expect(!givens.isEmpty, "\(key) is given nowhere")
            for ((place, arguments, environment, config), readBack) in givens {
                let (action, warnings) = try resolve(
                    arguments + ["--print-config"], environment: environment, config: config)
                #expect(warnings.isEmpty, "\(place)")
                guard case .printConfig(let read) = action else {
                    Issue.record("\(place): \(action)")
                    continue
                }
                #expect(get(read) == readBack, "\(place) \(arguments) \(environment) \(config ?? "")")
                #expect(get(LaunchSettings()) != readBack, "\(place): \(readBack) is the default")
                for language in Language.allCases {
                    let text = read.configFileText(in: language)
                    #expect(text.contains("\n\(key) = \(readBack)\n"), "\(place) in \(language)")
                    let (again, _) = try resolve([], config: text)
                    #expect(settings(of: again) == read, "\(place) read back in \(language)")
                }
                checked += 1
            }
        }
        #expect(checked >= 60)
    }

    /// A value the rule refuses, wherever it is given: the command line
    /// stops, naming the option; the config file and the environment say so
    /// and leave the setting as it was. (An empty value in the config file
    /// for a setting worked out at run time, `country =`, is how
    /// --print-config writes its default: it leaves it unset, unsaid.)
    @Test func aRefusedValueIsRefusedInEveryPlace() throws {
        var checked = 0
        for option in OptionTable.options where !option.rule.isReadByTheInterface {
            guard case .setting(_, _, let get) = option.effect else { continue }
            let unsetByDefault = (option.defaultValue ?? get(LaunchSettings()) ?? "").isEmpty
            let refused: [String] =
                switch option.rule {
                case .choice: ["nonesuch", ""]
                case .yesNo: ["maybe", "y", ""]
                case .integer(let range): [String(range.lowerBound - 1), String(range.upperBound + 1), "1.5", "x"]
                case .seconds(let max): ["0", "-1", String(max + 1), "\(max).5", "nan", "x"]
                case .webAddress: ["ftp://x.test", "x.test"]
                case .countryCode: ["NLD", "N1", ""]
                case .storeLanguage: ["n", "nl nl", "nl_nl_nl_nl_nl"]
                case .mailAddress: ["nobody", "a@b@c"]
                case .none, .file, .command, .priceRange, .kinds, .keyBinding, .themeColor, .words: []
                }
            for value in refused {
                for (place, arguments, environment, config) in places(option, value) {
                    if arguments.isEmpty {
                        let (action, warnings) = try resolve([], environment: environment, config: config)
                        if (environment.isEmpty || !value.isEmpty) && !(unsetByDefault && value.isEmpty) {
                            #expect(
                                warnings.map(\.phrase) == [CommandLinePhrase.invalidValue(value: value, option: place)],
                                "\(place) \(value)")
                        }
                        #expect(settings(of: action) == LaunchSettings(), "\(place) \(value)")
                    } else {
                        #expect(throws: SettingsError(CommandLinePhrase.invalidValue(value: value, option: place))) {
                            try resolve(arguments)
                        }
                    }
                    checked += 1
                }
            }
        }
        #expect(checked >= 60)
    }

    @Test func printConfigReadBackGivesTheSameSettings() throws {
        let (action, _) = try resolve(
            ["--no-mouse", "--sort", "name", "--player", "mpv --no-video", "--timeout=2.5", "--country", "nl"],
            environment: ["STORESEARCH_MAIL_TIMEOUT": "45", "NO_COLOR": "1"],
            config: "rate-limit = 7\ncolour = yes\nsource = catalog\n")
        let inForce = try #require(settings(of: action))
        for language in Language.allCases {
            let text = inForce.configFileText(in: language)
            let (readBack, warnings) = try resolve([], config: text)
            #expect(warnings.isEmpty)
            #expect(settings(of: readBack) == inForce)
            // Every key is there, with its default, and the values in force as lines.
            for key in OptionTable.configOptions.filter({ !$0.rule.isReadByTheInterface }).compactMap(\.configKey) {
                #expect(text.contains("\n# \(key) = ") || text.contains("\n\(key) = "), "\(key)")
            }
            #expect(text.contains("\nmouse = no\n") && text.contains("\n# mouse = yes\n"))
            #expect(text.contains("\nsort = name\n") && text.contains("\ntimeout = 2.5\n"))
            #expect(text.contains("\ncolor = no\n") && text.contains("\nmail-timeout = 45\n"))
            #expect(text.contains("\n# country = \n") == false && text.contains("\ncountry = NL\n"))
        }
        // Nothing set: nothing but comments and blank lines.
        let plain = LaunchSettings().configFileText(in: .english)
        #expect(plain.split(separator: "\n").allSatisfy { $0.hasPrefix("#") })
        #expect(try settings(of: resolve([], config: plain).0) == LaunchSettings())
    }

    @Test func printConfigNeverWritesEscapeSequences() throws {
        let (action, _) = try resolve(
            ["--print-config"], environment: ["STORESEARCH_MAIL_COMMAND": "msmtp\u{1B}[2J -t"])
        let text = try #require(settings(of: action)).configFileText(in: .english)
        #expect(!text.contains("\u{1B}") && text.contains("\nmail-command = msmtp"))
    }

    @Test func helpAllNamesEveryOptionAndVariableInBothLanguages() {
        for language in Language.allCases {
            let help = CommandLinePhrase.usageAll(version: "1").text(in: language)
            for option in OptionTable.options {
                for name in [option.short, option.long].compactMap({ $0 }) {
                    #expect(help.contains(name), "\(name) in \(language)")
                }
                if let variable = option.environment { #expect(help.contains(variable), "\(variable)") }
                if let key = option.configKey { #expect(help.contains(key), "\(key)") }
                #expect(help.contains(option.help.text(in: language).prefix(20)), "\(option.names)")
            }
            for file in OptionTable.files { #expect(help.contains(file.documentedPath)) }
            #expect(help.split(separator: "\n").allSatisfy { $0.count <= 80 })
        }
        #expect(CommandLinePhrase.usageAll(version: "1").text(in: .dutch).contains("Gebruik: storesearch"))
    }

    /// `--help` is read in a terminal: it fits a screen of 80x24 in either
    /// language, names the ten options used most (those with a summary in
    /// the table), and says where the rest is.
    @Test func helpFitsAScreenAndSaysWhereTheRestIs() {
        let mostUsed = OptionTable.options.filter { $0.summary != nil }
        #expect(mostUsed.count == 10)
        for language in Language.allCases {
            let help = CommandLinePhrase.usage(version: "0.3.0").text(in: language)
            let lines = help.split(separator: "\n", omittingEmptySubsequences: false)
            #expect(lines.count <= 24, "\(lines.count) lines in \(language)")
            #expect(lines.allSatisfy { $0.count <= 80 }, "a line over 80 columns in \(language)")
            for option in mostUsed { #expect(help.contains(option.long!), "\(option.long!) in \(language)") }
            for place in ["--help-all", "man storesearch", "man 5 storesearch-config", "storesearch search"] {
                #expect(help.contains(place), "\(place) in \(language)")
            }
        }
        #expect(CommandLinePhrase.usage(version: "1").text(in: .dutch).contains("Gebruik: storesearch"))
    }

    @Test func unknownNamesAreNamedWithTheNearestOne() throws {
        #expect(OptionTable.nearest(to: "--catlog", among: ["--catalog", "--category"]) == "--catalog")
        #expect(OptionTable.nearest(to: "--cache", among: ["--no-cache"]) == "--no-cache")
        #expect(OptionTable.nearest(to: "--zzzzzz", among: ["--catalog"]) == nil)
        let (_, warnings) = try resolve([], config: "colr = no\nsortt = name\nwhatever = 1\n")
        #expect(
            warnings.map(\.phrase) == [
                CommandLinePhrase.unknownConfigKey("colr", suggestion: "color"),
                CommandLinePhrase.unknownConfigKey("sortt", suggestion: "sort"),
                CommandLinePhrase.unknownConfigKey("whatever", suggestion: nil),
            ])
        #expect(
            CommandLinePhrase.unknownConfigKey("colr", suggestion: "color").text(in: .english)
                == "unknown config key 'colr'; did you mean color?")
        #expect(
            CommandLinePhrase.didYouMean("--catlog", suggestion: "--catalog").text(in: .dutch)
                == "onbekende optie '--catlog'; bedoel je --catalog?")
    }

    @Test func aWrongValueSaysWhatIsAllowed() {
        let english = CommandLinePhrase.invalidValue(value: "web", option: "--source").text(in: .english)
        #expect(english == "invalid value 'web' for --source (allowed: one of auto, itunes, catalog)")
        let dutch = CommandLinePhrase.invalidValue(value: "x", option: "config: mouse").text(in: .dutch)
        #expect(dutch.hasPrefix("ongeldige waarde 'x' voor config: mouse (toegestaan: yes of no"))
        let variable = CommandLinePhrase.invalidValue(value: "0", option: "STORESEARCH_RATE_LIMIT")
            .text(in: .english)
        #expect(variable.hasSuffix("(allowed: a whole number from 1 to 10000)"))
    }

    @Test func anEmptyMailCommandIsUnset() throws {
        #expect(try settings(of: resolve(["--mail-command", ""]).0)?.mailCommand == nil)
        #expect(try settings(of: resolve([], config: "mail-command =\n").0)?.mailCommand == nil)
        #expect(try resolve([], config: "mail-command =\n").1.isEmpty)
    }

    @Test func diagnosticsAreLabelledInTheUsersLanguageAndClean() {
        var facts = DiagnosticFacts()
        facts.version = "1.2"
        facts.term = "xterm\u{1B}[2J-256color"
        facts.columns = 80
        facts.rows = 24
        facts.missingMailCommand = "msmtp"
        facts.paths = [.init(label: .config, path: "/home/u/.config/storesearch/config", exists: false, writable: true)]
        let english = facts.text(in: .english)
        #expect(english.contains("storesearch 1.2") && english.contains("80x24"))
        #expect(english.contains("'msmtp' not found") && english.contains("does not exist yet, writable"))
        #expect(!english.contains("\u{1B}"))
        let dutch = facts.text(in: .dutch)
        #expect(dutch.contains("versie:") && dutch.contains("'msmtp' niet gevonden") && dutch.contains("schrijfbaar"))
    }
}
