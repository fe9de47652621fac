import Testing

@testable import StoreSearchItems
@testable import StoreSearchOptions

@Suite(.timeLimit(.minutes(1))) struct LaunchSettingsTests {
    private func settings(_ arguments: [String], environment: [String: String] = [:], config: String? = nil)
        throws -> LaunchSettings
    {
        let (action, _) = try LaunchSettings.resolve(arguments: arguments, environment: environment, configFile: config)
        guard case .run(let settings) = action else { throw SettingsError(CommandLinePhrase.tryHelp) }
        return settings
    }

    @Test func defaults() throws {
        let defaults = try settings([])
        #expect(defaults.source == .auto)
        #expect(defaults.storeURL == "https://itunes.apple.com")
        #expect(defaults.cache && defaults.timeout == 10 && defaults.rateLimit == 20)
        #expect(defaults.regularWidth == 100)
        #expect(defaults.regularHeight == 20)
        #expect(defaults.animation && defaults.mouse && defaults.color)
        #expect(defaults.catalogPath == nil)
    }

    @Test func flagsBeatEnvironmentWhichBeatsTheConfigFile() throws {
        let config = "regular-width = 90\nregular-height = 30 # comment\n\n# a comment line\nmouse = no\n"
        let fromConfig = try settings([], config: config)
        #expect(fromConfig.regularWidth == 90 && fromConfig.regularHeight == 30 && !fromConfig.mouse)
        let fromEnvironment = try settings([], environment: ["STORESEARCH_REGULAR_WIDTH": "120"], config: config)
        #expect(fromEnvironment.regularWidth == 120)
        let fromFlag = try settings(
            ["--regular-width", "130"], environment: ["STORESEARCH_REGULAR_WIDTH": "120"],
            config: config)
        #expect(fromFlag.regularWidth == 130)
        #expect(try settings(["--regular-height=12"]).regularHeight == 12)
    }

    @Test func catalogFromFlagOrEnvironment() throws {
        #expect(try settings(["--catalog", "/tmp/a.json"]).catalogPath == "/tmp/a.json")
        #expect(try settings([], environment: ["STORESEARCH_CATALOG": "/tmp/b.json"]).catalogPath == "/tmp/b.json")
        #expect(try settings(["--source", "catalog"]).source == .catalog)
    }

    @Test func thePlayerFromTheFlagOrTheConfigFile() throws {
        #expect(try settings([]).player == nil)
        #expect(
            try settings([], config: "player = mpv --no-video --volume=50\n").player == "mpv --no-video --volume=50")
        #expect(try settings(["--player", "ffplay -nodisp"], config: "player = mpv\n").player == "ffplay -nodisp")
        #expect(try settings(["--player=none"]).player == "none")
        #expect(throws: SettingsError(CommandLinePhrase.missingValue(option: "--player"))) {
            try settings(["--player"])
        }
    }

    @Test func noColorAndCI() throws {
        #expect(try settings([], environment: ["NO_COLOR": "1"]).color == false)
        #expect(try settings([], environment: ["NO_COLOR": ""]).color == true)
        #expect(try settings([], environment: ["CI": "true"]).animation == false)
        #expect(
            try settings(["--no-animation", "--no-mouse", "--no-color"])
                == {
                    var expected = LaunchSettings()
                    expected.animation = false
                    expected.mouse = false
                    expected.color = false
                    return expected
                }())
    }

    @Test func helpAndVersion() throws {
        #expect(try LaunchSettings.resolve(arguments: ["--help"], environment: [:], configFile: nil).action == .help)
        #expect(
            try LaunchSettings.resolve(arguments: ["search", "--help-all"], environment: [:], configFile: nil).action
                == .helpAll)
        #expect(try LaunchSettings.resolve(arguments: ["-V"], environment: [:], configFile: nil).action == .version)
    }

    @Test(arguments: [
        (["--bogus"], CommandLinePhrase.unknownOption("--bogus")),
        (["--catalog"], .missingValue(option: "--catalog")),
        (["--regular-width", "wide"], .invalidValue(value: "wide", option: "--regular-width")),
        (["--regular-width", "0"], .invalidValue(value: "0", option: "--regular-width")),
        (["--source", "web"], .invalidValue(value: "web", option: "--source")),
        (["--store-url", "ftp://x"], .invalidValue(value: "ftp://x", option: "--store-url")),
        (["--country", "USA"], .invalidValue(value: "USA", option: "--country")),
        (["--timeout", "0"], .invalidValue(value: "0", option: "--timeout")),
        (["stray"], .unknownCommand("stray", suggestion: nil)),
        (["serach", "queen"], .unknownCommand("serach", suggestion: "search")),
        (["search"], .missingSearchTerm),
        (["search", "x", "--limit", "500"], .invalidValue(value: "500", option: "--limit")),
        (["search", "x", "--format", "xml"], .invalidValue(value: "xml", option: "--format")),
        (["search", "x", "--category", "films"], .invalidValue(value: "films", option: "--category")),
        (["--category", "music"], .onlyIn("--category", commands: ["search", "pick"])),
        (["--batch"], .onlyIn("--batch", commands: ["search"])),
        (["--favourites"], .onlyIn("--favourites", commands: ["search"])),
        (["search", "--favourites", "pink"], .favouritesTakesNoTerm),
        (["search", "--favourites", "--batch"], .favouritesTakesNoTerm),
        (["--history"], .didYouMean("--history", suggestion: "--no-history")),
        (["search", "x", "--sort", "cheap"], .invalidValue(value: "cheap", option: "--sort")),
        (["search", "x", "--price", "1-0"], .invalidValue(value: "1-0", option: "--price")),
        (["search", "x", "--kind", "album"], .invalidValue(value: "album", option: "--kind")),
        (["--free"], .onlyIn("--free", commands: ["search", "pick"])),
        (["--limit", "5"], .onlyIn("--limit", commands: ["search", "lookup"])),
        (["lookup"], .missingLookupID),
        (["lookup", "queen"], .lookupIDNotANumber("queen")),
        (["lookup", "909253", "1"], .lookupIDNotANumber("909253 1")),
        (["lookup", "0"], .lookupIDNotANumber("0")),
        (["lookup", "909253", "--entity", "movie"], .invalidValue(value: "movie", option: "--entity")),
        (["lookup", "909253", "--category", "music"], .onlyIn("--category", commands: ["search", "pick"])),
        (["lookup", "909253", "--batch"], .onlyIn("--batch", commands: ["search"])),
        (["search", "x", "--entity", "song"], .onlyIn("--entity", commands: ["lookup"])),
        (["lokup", "909253"], .unknownCommand("lokup", suggestion: "lookup")),
        (["lookup", "909253", "--entty", "song"], .didYouMean("--entty", suggestion: "--entity")),
        (["--catlog", "x.json"], .didYouMean("--catlog", suggestion: "--catalog")),
        (["--sotr", "name"], .didYouMean("--sotr", suggestion: "--sort")),
        (["search", "x", "--limt", "5"], .didYouMean("--limt", suggestion: "--limit")),
        (["--print-confg"], .didYouMean("--print-confg", suggestion: "--print-config")),
    ])
    func commandLineMistakesAreErrors(arguments: [String], expected: CommandLinePhrase) {
        #expect(throws: SettingsError(expected)) { try settings(arguments) }
    }

    @Test func theSearchCommand() throws {
        let (action, _) = try LaunchSettings.resolve(
            arguments: [
                "search", "pink", "floyd", "--category", "music", "--limit=5", "--format", "tsv",
                "--source", "itunes", "--store-url", "http://127.0.0.1:9", "--country", "nl", "--lang", "nl-NL",
                "--no-cache", "--timeout", "2.5", "--", "--dashes",
            ],
            environment: [:], configFile: nil)
        guard case .search(let command) = action else {
            Issue.record("expected a search")
            return
        }
        #expect(command.term == "pink floyd --dashes")
        #expect(command.category == .music && command.limit == 5 && command.format == .tsv)
        #expect(command.settings.source == .itunes && command.settings.storeURL == "http://127.0.0.1:9")
        #expect(command.settings.country == "NL" && command.settings.lang == "nl_nl")
        #expect(!command.settings.cache && command.settings.timeout == 2.5)
    }

    @Test func theLookupCommand() throws {
        let (action, _) = try LaunchSettings.resolve(
            arguments: [
                "lookup", "909253", "--entity=album", "--format", "json", "--limit", "3", "--source", "itunes",
            ],
            environment: [:], configFile: nil)
        guard case .lookup(let command) = action else {
            Issue.record("expected a lookup")
            return
        }
        #expect(command.lookup == LookupRequest(subject: .anything, id: 909_253, entity: .album))
        #expect(command.format == .json && command.limit == 3 && command.settings.source == .itunes)
        let (plain, _) = try LaunchSettings.resolve(arguments: ["lookup", "5"], environment: [:], configFile: nil)
        #expect(
            plain
                == .lookup(
                    {
                        var command = SearchCommand(settings: LaunchSettings(), term: "")
                        command.lookup = LookupRequest(subject: .anything, id: 5, entity: nil)
                        return command
                    }()))
        let (piped, _) = try LaunchSettings.resolve(
            arguments: ["lookup", "5", "--catalog", "-"], environment: [:], configFile: nil)
        #expect(
            { if case .lookup(let command) = piped { command.settings.catalogPath == "-" } else { false } }(),
            "a lookup may read its catalog from standard input")
    }

    @Test func theSearchCommandsOrderAndFilters() throws {
        let (action, _) = try LaunchSettings.resolve(
            arguments: [
                "search", "love", "--sort", "price", "--free", "--price=0-1.99", "--kind", "song,movie,TV",
                "--kind", "mac-app", "--no-explicit",
            ],
            environment: [:], configFile: "sort = released\n")
        guard case .search(let command) = action else {
            Issue.record("expected a search")
            return
        }
        #expect(command.settings.sort == .price)
        #expect(
            command.filter
                == ResultFilter(
                    freeOnly: true, priceRange: 0...19_900, kinds: [.song, .film, .tvEpisode, .macApp],
                    hidesExplicit: true))
        let (plain, _) = try LaunchSettings.resolve(
            arguments: ["search", "love"], environment: [:], configFile: "sort = released\n")
        guard case .search(let fromConfig) = plain else {
            Issue.record("expected a search")
            return
        }
        #expect(fromConfig.settings.sort == .released && !fromConfig.filter.isActive)
    }

    @Test(arguments: [
        ["--sort", "cheapest"], ["--price", "5"], ["--price", "2-1"], ["--price", "-"], ["--kind", "song,,app"],
        ["--kind", "album"], ["--sort"],
    ])
    func wrongOrdersAndFiltersAreErrors(arguments: [String]) {
        #expect(throws: SettingsError.self) {
            try LaunchSettings.resolve(arguments: ["search", "x"] + arguments, environment: [:], configFile: nil)
        }
    }

    @Test func aWrongSortInTheConfigFileIsAWarning() throws {
        let (action, warnings) = try LaunchSettings.resolve(arguments: [], environment: [:], configFile: "sort = x\n")
        guard case .run(let settings) = action else {
            Issue.record("expected a run")
            return
        }
        #expect(settings.sort == .relevance && warnings.count == 1, "the default stands")
    }

    @Test func theSearchCommandInBatchesNeedsNoTerm() throws {
        let (action, _) = try LaunchSettings.resolve(
            arguments: ["search", "--batch", "--format", "json"],
            environment: [:], configFile: nil)
        guard case .search(let command) = action else {
            Issue.record("expected a search")
            return
        }
        #expect(command.batch && command.term.isEmpty && command.format == .json)
    }

    @Test func theSearchCommandPrintsTheFavouritesWithoutATerm() throws {
        for flag in ["--favourites", "--favorites"] {
            let (action, _) = try LaunchSettings.resolve(
                arguments: ["search", flag, "--format", "tsv"], environment: [:], configFile: nil)
            guard case .search(let command) = action else {
                Issue.record("expected a search")
                return
            }
            #expect(command.favourites && command.term.isEmpty && command.format == .tsv)
        }
    }

    @Test func historyIsKeptUnlessTheFlagOrTheConfigFileSaysNo() throws {
        #expect(try settings([]).history)
        #expect(try !settings(["--no-history"]).history)
        #expect(try !settings([], config: "history = no\n").history)
        #expect(try settings([], config: "history = yes\n").history)
        let (_, warnings) = try LaunchSettings.resolve(arguments: [], environment: [:], configFile: "history = maybe\n")
        #expect(warnings.map(\.phrase) == [CommandLinePhrase.invalidValue(value: "maybe", option: "config: history")])
    }

    @Test func storeSettingsFromTheEnvironment() throws {
        let configured = try settings(
            [],
            environment: [
                "STORESEARCH_STORE_URL": "http://127.0.0.1:1",
                "STORESEARCH_RATE_LIMIT": "3",
            ])
        #expect(configured.storeURL == "http://127.0.0.1:1" && configured.rateLimit == 3)
        #expect(try settings(["--catalog", "x.json"]).effectiveSource == .catalog)
    }

    @Test func configMistakesAreWarningsOnly() throws {
        let (action, warnings) = try LaunchSettings.resolve(
            arguments: [], environment: [:], configFile: "regular-width = lots\nnonsense\ncolour = off\n")
        #expect(warnings.count == 2)
        #expect(warnings.allSatisfy { $0.isInConfigFile })
        guard case .run(let settings) = action else {
            Issue.record("expected run")
            return
        }
        #expect(settings.regularWidth == 100)
        #expect(settings.color == false)
    }

    @Test func aCatalogOnStandardInputOnlyWhereStandardInputIsFree() throws {
        let (action, _) = try LaunchSettings.resolve(
            arguments: ["search", "x", "--catalog", "-"], environment: [:],
            configFile: nil)
        guard case .search(let command) = action else {
            Issue.record("expected a search")
            return
        }
        #expect(command.settings.catalogPath == "-" && command.settings.effectiveSource == .catalog)
        // The interface reads the keyboard there, --batch its terms.
        #expect(throws: SettingsError(CommandLinePhrase.inputOutput(.catalogCannotBeStandardInput(.interface)))) {
            try settings(["--catalog", "-"])
        }
        #expect(throws: SettingsError(CommandLinePhrase.inputOutput(.catalogCannotBeStandardInput(.interface)))) {
            try settings([], environment: ["STORESEARCH_CATALOG": "-"])
        }
        #expect(throws: SettingsError(CommandLinePhrase.inputOutput(.catalogCannotBeStandardInput(.batchTerms)))) {
            try LaunchSettings.resolve(
                arguments: ["search", "--batch", "--catalog=-"], environment: [:], configFile: nil)
        }
    }

    /// What the user wrote is quoted short and clean, however long it was.
    @Test func mistakesQuoteWhatWasWrittenShortAndClean() throws {
        let long = String(repeating: "9", count: 10_000)
        #expect(
            throws: SettingsError(
                CommandLinePhrase.invalidValue(value: String(repeating: "9", count: 59) + "…", option: "--limit"))
        ) {
            try LaunchSettings.resolve(arguments: ["search", "x", "--limit", long], environment: [:], configFile: nil)
        }
        #expect(throws: SettingsError(CommandLinePhrase.unknownOption("--bogus"))) {
            try settings(["--bo\u{1B}[2Jgus"])
        }
        let (_, warnings) = try LaunchSettings.resolve(
            arguments: [], environment: [:],
            configFile: String(repeating: "x", count: 3_000_000) + " = 1\nmouse = \u{1B}]0;t\u{07}" + long)
        let expected: [CommandLinePhrase] = [
            CommandLinePhrase.unknownConfigKey(String(repeating: "x", count: 59) + "…", suggestion: nil),
            CommandLinePhrase.invalidValue(value: String(repeating: "9", count: 59) + "…", option: "config: mouse"),
        ]
        #expect(warnings.map(\.phrase) == expected)
    }

    @Test func environmentMistakesAreWarningsThatAreNotTheConfigFiles() throws {
        let (_, warnings) = try LaunchSettings.resolve(
            arguments: [], environment: ["STORESEARCH_RATE_LIMIT": "lots"], configFile: "rate-limit = many\n")
        #expect(warnings.map { $0.isInConfigFile } == [true, false])
        #expect(
            warnings.last?.phrase == CommandLinePhrase.invalidValue(value: "lots", option: "STORESEARCH_RATE_LIMIT"))
    }
}
