import StoreSearchOptions

/// `OptionTable` as documentation: the man page's OPTIONS, SEARCH COMMAND
/// and LOOKUP COMMAND options, ENVIRONMENT and FILES, and README's option
/// and file lists (`make docs` writes them; `make test` fails when they are
/// stale). The program itself never writes them, so they live here, beside
/// the tool that does, rather than in the core.
enum OptionDocs {
    // MARK: Man page

    private static func manEntry(_ option: OptionSpec) -> [String] {
        var lines = [".TP"]
        let names = [option.short, option.long].compactMap { $0 }.map { "\\fB\(DocumentText.roff($0))\\fR" }
            .joined(separator: ", ")
        var head = names
        if option.valueIsOptional { head += "[=\\fI\(DocumentText.roff(option.placeholder?.english ?? "VALUE"))\\fR]" }
        if option.takesValue {
            let value: String
            if case .choice(let words) = option.rule {
                value = words.joined(separator: "|")
            } else {
                value = option.placeholder?.english ?? "VALUE"
            }
            head += " \\fI\(DocumentText.roff(value))\\fR"
        }
        lines.append(head)
        var text = DocumentText.capitalised(option.help.english) + "."
        if let detail = option.manDetail { text += " " + detail }
        var also: [String] = []
        if !option.aliases.isEmpty { also.append("Also spelt " + option.aliases.joined(separator: ", ") + ".") }
        if let key = option.configKey {
            let value = option.switchValue.map { " = \($0)" } ?? ""
            also.append("Config key \(key)\(value)" + (option.environment.map { ", environment \($0)" } ?? "") + ".")
        }
        if let value = option.defaultValue, option.switchValue == nil, option.rule != .none {
            also.append("Default: \(value).")
        }
        lines.append(DocumentText.roff(([text] + also).joined(separator: " ")))
        return lines
    }

    /// The man page's OPTIONS section (options of the program, not of `search` or `lookup`).
    static func manOptions() -> String {
        var lines: [String] = []
        for option in OptionTable.options where option.long != nil && option.applies(to: nil) {
            lines += manEntry(option)
        }
        lines.append(".PP")
        lines.append(DocumentText.roff("Settings without a flag, for the config file and the environment:"))
        for option in OptionTable.options where option.long == nil {
            lines.append(".TP")
            lines.append("\\fB\(DocumentText.roff(option.configKey ?? ""))\\fR")
            var text = DocumentText.capitalised(option.help.english) + "."
            if let variable = option.environment { text += " Environment \(variable)." }
            if let value = option.defaultValue { text += " Default: \(value)." }
            lines.append(DocumentText.roff(text))
        }
        return lines.joined(separator: "\n")
    }

    /// The options of `storesearch search`, for the man page's SEARCH COMMAND section.
    static func manSearchOptions() -> String {
        OptionTable.options.filter { $0.belongs(to: .search) }.flatMap(manEntry).joined(separator: "\n")
    }

    /// The options of `storesearch pick` alone, for the man page's PICK
    /// COMMAND section, and a line naming those it shares with `search`.
    static func manPickOptions() -> String {
        let shared = OptionTable.options.filter { $0.belongs(to: .pick) && $0.scope != .only(.pick) }
        let own = OptionTable.options.filter { $0.scope == .only(.pick) }
        return
            (own.flatMap(manEntry) + [
                ".PP",
                DocumentText.roff(
                    "As for search: " + shared.compactMap(\.long).joined(separator: ", ")
                        + "; and every option of the interface (the source, the order, the theme…)."),
            ]).joined(separator: "\n")
    }

    /// The options of `storesearch lookup`, for the man page's LOOKUP COMMAND section.
    static func manLookupOptions() -> String {
        OptionTable.options.filter { $0.belongs(to: .lookup) }.flatMap(manEntry).joined(separator: "\n")
    }

    static func manEnvironment() -> String {
        var lines: [String] = []
        for option in OptionTable.options {
            guard let variable = option.environment else { continue }
            lines += [".TP", ".B \(DocumentText.roff(variable))"]
            let flag = option.long.map { " (as \($0))" } ?? ""
            lines.append(DocumentText.roff(DocumentText.capitalised(option.help.english) + flag + "."))
        }
        for note in OptionTable.environmentNotes {
            lines += [
                ".TP", ".B \(DocumentText.roff(note.names.joined(separator: ", ")))",
                DocumentText.roff(DocumentText.capitalised(note.help.english) + "."),
            ]
        }
        return lines.joined(separator: "\n")
    }

    static func manFiles() -> String {
        var lines: [String] = []
        for file in OptionTable.files {
            lines += [".TP", ".I \(DocumentText.roff(file.documentedPath))"]
            var text = DocumentText.capitalised(file.help.english) + "."
            if let detail = file.manDetail { text += " " + detail }
            if file.name == .config {
                text += " Keys: " + OptionTable.configOptions.compactMap(\.configKey).joined(separator: ", ") + "."
            }
            lines.append(DocumentText.roff(text))
        }
        return lines.joined(separator: "\n")
    }

    // MARK: README

    static func markdownOptions() -> String {
        var lines = [
            "Each option once, from the option table (`OptionTable.swift`); `storesearch --print-config` writes",
            "every config key with its help and default.",
            "",
            "| Option | Config key | Environment | Default | What it does |",
            "| --- | --- | --- | --- | --- |",
        ]
        for option in OptionTable.options {
            var name = option.long == nil ? "" : "`\(option.synopsis(in: .english))`"
            if !option.scope.interface { name += " (" + option.scope.commandNames.joined(separator: ", ") + ")" }
            if !option.aliases.isEmpty {
                name += " (also " + option.aliases.map { "`\($0)`" }.joined(separator: ", ") + ")"
            }
            let key = option.configKey.map { "`\($0)`" + (option.switchValue.map { " = \($0)" } ?? "") } ?? ""
            let variable = option.environment.map { "`\($0)`" } ?? ""
            let fallback = option.defaultValue.map { "`\($0)`" } ?? ""
            lines.append(
                "| \(DocumentText.markdownCell(name)) | \(DocumentText.markdownCell(key)) | \(variable) | \(DocumentText.markdownCell(fallback)) | \(DocumentText.markdownCell(option.help.english)) |"
            )
        }
        lines.append("")
        lines.append("Other environment variables:")
        lines.append("")
        for note in OptionTable.environmentNotes {
            lines.append("- " + note.names.map { "`\($0)`" }.joined(separator: ", ") + ": " + note.help.english + ".")
        }
        return lines.joined(separator: "\n")
    }

    static func markdownFiles() -> String {
        OptionTable.files.map { file in
            var text = "- `\(file.documentedPath)`: \(file.help.english)."
            if let detail = file.manDetail { text += " " + detail }
            return text
        }.joined(separator: "\n")
    }
}
