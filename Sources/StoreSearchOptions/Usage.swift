import StoreSearchModel
import StoreSearchText
import StoreSearchUI

/// `--help` and `--help-all`, made from `OptionTable` in the user's language.
extension Phrase {
    /// `--help`: a screen (24 lines of 80 columns at most): the usage lines,
    /// the options used most (those the table gives a summary), and where
    /// the rest is.
    static func usage(version: String, in language: Language) -> String {
        var lines = ["storesearch \(version): \(UsagePhrase.title.text(in: language))", ""]
        lines += UsagePhrase.usage.text(in: language).split(separator: "\n").map(String.init)
        lines.append("")
        lines.append(UsagePhrase.mostUsed.text(in: language))
        for option in OptionTable.options {
            guard let summary = option.summary?.text(in: language) else { continue }
            var text = summary
            if case .choice(let words) = option.rule { text += ": " + words.joined(separator: "|") }
            lines += table(option.briefSynopsis(in: language), text)
        }
        lines.append("")
        for line in UsagePhrase.theRest.text(in: language).split(separator: "\n") {
            lines += OptionTable.wrap(String(line), width: 79)
        }
        return lines.joined(separator: "\n")
    }

    /// `--help-all`: every option, variable and file.
    static func usageAll(version: String, in language: Language) -> String {
        var lines = ["storesearch \(version): \(UsagePhrase.title.text(in: language))", ""]
        lines += UsagePhrase.usage.text(in: language).split(separator: "\n").map(String.init)
        lines.append("")
        lines += OptionTable.wrap(UsagePhrase.about.text(in: language), width: 76)
        lines.append("")
        lines.append(UsagePhrase.options.text(in: language))
        for option in OptionTable.options where option.long != nil && option.applies(to: nil) {
            lines += row(option, in: language)
        }
        lines.append("")
        lines.append(UsagePhrase.search.text(in: language))
        for option in OptionTable.options where option.belongs(to: .search) {
            lines += row(option, in: language)
        }
        lines.append("")
        lines += OptionTable.wrap(UsagePhrase.lookup.text(in: language), width: 76)
        for option in OptionTable.options where option.belongs(to: .lookup) {
            lines += row(option, in: language)
        }
        lines += OptionTable.wrap(UsagePhrase.exitStatus.text(in: language), width: 76).map { "  " + $0 }
        lines.append("")
        lines += OptionTable.wrap(UsagePhrase.pick.text(in: language), width: 76)
        for option in OptionTable.options where option.scope == .only(.pick) {
            lines += row(option, in: language)
        }
        lines += OptionTable.wrap(UsagePhrase.pickExitStatus.text(in: language), width: 76).map { "  " + $0 }
        lines.append("")
        lines.append(UsagePhrase.environment.text(in: language))
        for option in OptionTable.options {
            guard let variable = option.environment else { continue }
            lines += table(variable, option.help.text(in: language) + defaultNote(option, in: language))
        }
        for note in OptionTable.environmentNotes {
            lines += table(note.names.joined(separator: ", "), note.help.text(in: language))
        }
        lines.append("")
        lines.append(UsagePhrase.files.text(in: language))
        for file in OptionTable.files {
            lines += table(file.documentedPath, file.help.text(in: language))
        }
        let keys = OptionTable.configOptions.compactMap(\.configKey).joined(separator: ", ")
        lines += OptionTable.wrap("\(UsagePhrase.configKey.text(in: language)): \(keys)", width: 72).map {
            "      " + $0
        }
        // The config's own lines, which no flag sets.
        for option in OptionTable.configOptions where option.long == nil {
            lines += table(
                "\(option.configKey!) = \(option.rule.allowed(in: language))", option.help.text(in: language))
        }
        lines.append("")
        lines += OptionTable.wrap(UsagePhrase.keys.text(in: language), width: 76)
        return lines.joined(separator: "\n")
    }

    /// " (default 10)", or nothing.
    static func defaultNote(_ option: OptionSpec, in language: Language) -> String {
        guard let value = option.defaultValue, option.switchValue == nil, option.rule != .none else { return "" }
        return " (\(UsagePhrase.defaultIs.text(in: language)) \(value))"
    }

    private static func row(_ option: OptionSpec, in language: Language) -> [String] {
        table(option.synopsis(in: language), option.help.text(in: language) + defaultNote(option, in: language))
    }

    /// The name in a column of 25, the help beside it (or below, when the name is long).
    private static func table(_ name: String, _ help: String) -> [String] {
        let wrapped = OptionTable.wrap(help, width: 53)
        let left = "  " + name
        if left.count <= 24 {
            return wrapped.enumerated().map { index, line in
                (index == 0
                    ? left.padding(toLength: 25, withPad: " ", startingAt: 0) : String(repeating: " ", count: 25))
                    + line
            }
        }
        return [left] + wrapped.map { String(repeating: " ", count: 25) + $0 }
    }
}

extension OptionTable {
    /// `text` in lines of at most `width` characters, broken at spaces.
    public static func wrap(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if !line.isEmpty && line.count + 1 + word.count > width {
                lines.append(line)
                line = ""
            }
            line += line.isEmpty ? String(word) : " " + word
        }
        if !line.isEmpty || lines.isEmpty { lines.append(line) }
        return lines
    }

    static func configHeader(in language: Language) -> [String] {
        wrap(ConfigPhrase.fileHeader.text(in: language), width: 76).map { "# " + $0 }
            + ["# \(ConfigPhrase.saveAs.text(in: language)) \(file(.config).documentedPath)."]
    }
}

extension OptionSpec {
    /// The comment above a key in `--print-config`.
    func configHelp(in language: Language) -> String {
        var text = help.text(in: language)
        if let long, switchValue != nil { text = "\(long): \(text)" }
        text += ". \(ConfigPhrase.allowed.text(in: language)): \(rule.allowed(in: language))."
        let also = [switchValue == nil ? long : nil, environment].compactMap { $0 }
        if !also.isEmpty { text += " \(ConfigPhrase.also.text(in: language)): \(also.joined(separator: ", "))." }
        return text
    }
}
