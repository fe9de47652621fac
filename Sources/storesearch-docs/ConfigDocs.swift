import StoreSearchModel
import StoreSearchOptions
import StoreSearchUI

/// The config file as documentation: storesearch-config(5)'s KEYS, BIND and
/// THEME sections, and the guide's lists of themes, colour roles and places
/// (`make docs` writes them; `make test` fails when they are stale). The
/// keys come from `OptionTable`, the commands and their default keys from
/// `KeyCommand.table`, the themes and roles from `ThemeName` and `ThemeRole`.
enum ConfigDocs {
    // MARK: storesearch-config(5)

    /// Every config key: what it may be, its default, the flag and variable
    /// that set it too, and what it does.
    static func manKeys() -> String {
        var lines: [String] = []
        for option in OptionTable.configOptions {
            guard let key = option.configKey else { continue }
            lines.append(".TP")
            lines.append(
                "\\fB\(DocumentText.roff(key))\\fR = \\fI\(DocumentText.roff(option.rule.allowed(in: .english)))\\fR")
            // A switch's help says what its flag does: "no motion", for animation = no.
            var text =
                option.switchValue.map { "With \(key) = \($0) (as \(option.long ?? key)): \(option.help.english)." }
                ?? DocumentText.capitalised(option.help.english) + "."
            if let detail = option.manDetail { text += " " + detail }
            var also: [String] = []
            if let value = option.defaultValue { also.append("Default: \(value).") }
            if let long = option.long, option.switchValue == nil { also.append("As a flag: \(long).") }
            if let variable = option.environment { also.append("Environment: \(variable).") }
            lines.append(DocumentText.roff(([text] + also).joined(separator: " ")))
        }
        return lines.joined(separator: "\n")
    }

    /// Every command a `bind` line may name, with its words and the lines that give its default keys.
    static func manCommands() -> String {
        var lines: [String] = []
        for command in KeyCommand.table {
            lines += [".TP", "\\fB\(DocumentText.roff(command.name.rawValue))\\fR"]
            let title = command.title.english
            lines.append(DocumentText.roff(title.hasSuffix(".") ? title : title + "."))
            lines.append(".br")
            lines.append(
                KeyConfig.defaultLines(of: command).map { "\\f(CW\(DocumentText.roff($0))\\fR" }.joined(
                    separator: "\n.br\n"))
        }
        return lines.joined(separator: "\n")
    }

    /// The places a binding may be limited to.
    static func manPlaces() -> String {
        KeyContext.allCases.filter { $0 != .tooSmall }.flatMap { place in
            [
                ".TP", "\\fB\(DocumentText.roff(place.configName))\\fR",
                DocumentText.roff(
                    DocumentText.capitalised(place.place.english)
                        + (place.types
                            ? "; printable keys type here, so only a chord with Ctrl or Alt, or a key with a name (F7, Up), can be bound."
                            : ".")),
            ]
        }.joined(separator: "\n")
    }

    /// The themes `theme =` names.
    static func manThemes() -> String {
        ThemeName.allCases.flatMap {
            [".TP", "\\fB\(DocumentText.roff($0.rawValue))\\fR", DocumentText.roff(describe($0))]
        }.joined(separator: "\n")
    }

    /// The roles `theme.ROLE =` colours.
    static func manRoles() -> String {
        ThemeRole.allCases.flatMap {
            [".TP", "\\fBtheme.\(DocumentText.roff($0.rawValue))\\fR", DocumentText.roff(describe($0))]
        }.joined(separator: "\n")
    }

    // MARK: The guide

    static func markdownThemes() -> String {
        ThemeName.allCases.map { "- `\($0.rawValue)`: \(describe($0))" }.joined(separator: "\n")
    }

    static func markdownRoles() -> String {
        (["| Role | What it colours |", "| --- | --- |"]
            + ThemeRole.allCases.map { "| `theme.\($0.rawValue)` | \(DocumentText.markdownCell(describe($0))) |" })
            .joined(separator: "\n")
    }

    // MARK: Words

    /// A theme, as the man page and the guide describe it.
    static func describe(_ theme: ThemeName) -> String {
        switch theme {
        case .dark:
            "The default: the terminal's own text and background (taken to be dark), a blue for what acts, yellow for badges and notices."
        case .light:
            "Dark grey on white, painted by the program whatever the terminal's own background, a deep blue for what acts."
        case .highContrast: "White on black, yellow for what acts and for the selection: the strongest contrast."
        case .mono: "No colours: bold, dim, underline and reverse only, as under NO_COLOR."
        }
    }

    /// A colour role, as the man page and the guide describe it.
    static func describe(_ role: ThemeRole) -> String {
        switch role {
        case .background: "Behind everything (unset: the terminal's own)."
        case .text: "Text (unset: the terminal's own)."
        case .dim: "Secondary text: artists, hints, the footer's words, placeholders."
        case .accent: "What acts: buttons, keys in the footer, the focused field's border, categories."
        case .selection: "Behind the selected row, the focused button and the chosen category."
        case .selectionText: "Text on the selection."
        case .inactiveSelection: "Behind the selection of a list that does not have focus."
        case .border: "Box lines and rules."
        case .pattern: "The dotted background of an empty detail pane."
        case .error: "Alert titles (\"Whoops...\")."
        case .notice: "Behind a notice."
        case .noticeText: "A notice's text."
        case .badge: "Behind the source badge."
        case .badgeText: "The source badge's text."
        case .backdrop: "What lies behind a pop-up, dimmed."
        }
    }
}
