import Testing

@testable import StoreSearchOptions
@testable import StoreSearchText

/// How the config file's lines are read: comments, quotes, line numbers as
/// an editor shows them, and a file of any size read in one pass with its
/// first mistakes said and the rest counted.
@Suite(.timeLimit(.minutes(1))) struct ConfigTextTests {
    private func entries(_ text: String) -> [ConfigLine] {
        ConfigText.entries(in: text)
    }

    private func entry(_ line: Int, _ key: String, _ value: String) -> ConfigLine {
        ConfigLine(number: line, key: key, value: value)
    }

    /// `#` at a value's start is the value's (a colour); after a blank it
    /// starts a comment; inside quotes, or in a word, it is kept.
    @Test func aHashStartsACommentOnlyWhereItCanBeOne() {
        #expect(entries("theme.text = #ff0000\n") == [entry(1, "theme.text", "#ff0000")])
        #expect(entries("theme.accent = #5fafff # blue\n") == [entry(1, "theme.accent", "#5fafff")])
        #expect(entries("player = mpv --x \"a#b\"\n") == [entry(1, "player", "mpv --x \"a#b\"")])
        #expect(entries("player = mpv --title \"a # b\" # mine\n") == [entry(1, "player", "mpv --title \"a # b\"")])
        #expect(entries("player = sh -c 'echo # x'\n") == [entry(1, "player", "sh -c 'echo # x'")])
        #expect(entries("player = mpv --x=a#b\n") == [entry(1, "player", "mpv --x=a#b")])
        #expect(entries("mail-command = msmtp -t # my relay\n") == [entry(1, "mail-command", "msmtp -t")])
        #expect(entries("regular-height = 30 # comment\n") == [entry(1, "regular-height", "30")])
        #expect(entries("player = \"a \\\" # b\"\n") == [entry(1, "player", "\"a \\\" # b\"")], "an escaped quote")
        #expect(entries("# mouse = no\n   # indented\n\n  \t\n") == [])
        #expect(entries("mouse # = no\n") == [entry(1, "mouse", "")], "a comment before any '='")
        #expect(entries("theme.text =\n") == [entry(1, "theme.text", "")])
    }

    /// Lines are counted by line feeds only, as an editor counts them: a
    /// VT, FF, NEL or U+2028 in a comment moves no line number, and a
    /// byte-order mark is no part of the first key.
    @Test func linesAreNumberedAsAnEditorShowsThem() {
        let text = "\u{FEFF}bind = alt-p: preview\n# a \u{0B} b \u{0C} c \u{85} d \u{2028} e \u{2029}\r\nnonsense\r\n"
        #expect(entries(text) == [entry(1, "bind", "alt-p: preview"), entry(3, "nonsense", "")])
    }

    /// The file's settings, and its mistakes with their lines.
    @Test func mistakesAreSaidWithTheirLines() throws {
        let text = "\u{FEFF}mouse = no\n# c \u{2028} c\nregular-width = lots\ntheme.text = #ff0000\ncolr = no\n"
        let resolved = try LaunchSettings.resolving(arguments: [], environment: [:], configFile: text)
        #expect(resolved.warnings.map(\.line) == [3, 5])
        #expect(
            resolved.warnings.map(\.phrase) == [
                CommandLinePhrase.invalidValue(value: "lots", option: "config: regular-width"),
                CommandLinePhrase.unknownConfigKey("colr", suggestion: "color"),
            ])
        #expect(resolved.configMistakes == 2)
        guard case .run(let settings) = resolved.action else { throw SettingsError(CommandLinePhrase.tryHelp) }
        #expect(!settings.mouse)
        #expect(settings.themeColors == [ConfigLine(number: 4, key: "theme.text", value: "#ff0000")])
    }

    /// A file of a million one-letter lines: the first five mistakes are
    /// kept, every one is counted (in one pass: the count is the proof that
    /// every line was looked at, the five that nothing else was kept).
    @Test func aFileOfManyMistakesKeepsTheFirstAndCountsTheRest() throws {
        let lines = 1_000_000
        let text = String(repeating: "a\n", count: lines)
        let resolved = try LaunchSettings.resolving(arguments: ["--version"], environment: [:], configFile: text)
        #expect(resolved.action == .version)
        #expect(resolved.configMistakes == lines)
        #expect(resolved.warnings.count == InputLimits.configMistakesSaid)
        #expect(resolved.warnings.map(\.line) == Array(1...InputLimits.configMistakesSaid))
    }

    /// `bind` and `theme.ROLE` lines are kept for the interface up to a
    /// bound; past it each is a mistake, counted.
    @Test func bindAndThemeLinesHaveABound() throws {
        let most = InputLimits.configLinesOfAKind
        let text =
            String(repeating: "bind = f7: commands\n", count: most + 3)
            + String(repeating: "theme.text = 5\n", count: most + 2)
        let resolved = try LaunchSettings.resolving(arguments: [], environment: [:], configFile: text)
        guard case .run(let settings) = resolved.action else { throw SettingsError(CommandLinePhrase.tryHelp) }
        #expect(settings.keyBindings.count == most && settings.themeColors.count == most)
        #expect(resolved.configMistakes == 5)
        #expect(resolved.warnings.first?.line == most + 1)
        #expect(resolved.warnings.first?.phrase == CommandLinePhrase.tooManyConfigLines(key: "bind", most: most))
    }

    /// Every `# key = value` line `--print-config` writes for a setting,
    /// uncommented, is taken as it stands, and changes nothing (but that
    /// `sort = name` chooses the order rather than take the one used last).
    @Test func everyDefaultLineReadsBackAsTaken() throws {
        let text = LaunchSettings().configFileText(in: .english)
        let defaults = text.split(separator: "\n").filter { $0.hasPrefix("# ") && $0.contains(" = ") }
            .map { String($0.dropFirst(2)) }
            .filter { OptionTable.option(configKey: String($0.prefix { $0 != " " })) != nil }
        #expect(defaults.count == OptionTable.configOptions.filter { !$0.rule.isReadByTheInterface }.count)
        for line in defaults {
            let resolved = try LaunchSettings.resolving(arguments: [], environment: [:], configFile: line + "\n")
            #expect(resolved.configMistakes == 0, "\(line): \(resolved.warnings.map(\.phrase))")
            var expected = LaunchSettings()
            expected.sortIsChosen = line.hasPrefix("sort =")
            #expect(resolved.action == .run(expected), "\(line) changes nothing")
        }
    }
}
