/// `OptionTable` as documentation and shell completions: the man page's
/// OPTIONS, SEARCH COMMAND options, ENVIRONMENT and FILES, README's option
/// and file lists, and the bash, zsh and fish completion scripts. The docs
/// tool (`make docs`) writes them; `make test` fails when they are stale.
public enum OptionDocs {
    // MARK: Man page

    static func roff(_ text: String) -> String {
        var escaped = text.replacingOccurrences(of: "\\", with: "\\e").replacingOccurrences(of: "-", with: "\\-")
        if escaped.hasPrefix(".") || escaped.hasPrefix("'") { escaped = "\\&" + escaped }
        return escaped
    }

    private static func manEntry(_ option: OptionSpec) -> [String] {
        var lines = [".TP"]
        let names = [option.short, option.long].compactMap { $0 }.map { "\\fB\(roff($0))\\fR" }
            .joined(separator: ", ")
        var head = names
        if option.takesValue {
            let value: String
            if case .choice(let words) = option.rule {
                value = words.joined(separator: "|")
            } else {
                value = option.placeholder?.english ?? "VALUE"
            }
            head += " \\fI\(roff(value))\\fR"
        }
        lines.append(head)
        var text = capitalised(option.help.english) + "."
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
        lines.append(roff(([text] + also).joined(separator: " ")))
        return lines
    }

    static func capitalised(_ text: String) -> String {
        text.prefix(1).uppercased() + text.dropFirst()
    }

    /// The man page's OPTIONS section (options of the program, not of `search` or `lookup`).
    public static func manOptions() -> String {
        var lines: [String] = []
        for option in OptionTable.options where option.long != nil && option.applies(to: nil) {
            lines += manEntry(option)
        }
        lines.append(".PP")
        lines.append(roff("Settings without a flag, for the config file and the environment:"))
        for option in OptionTable.options where option.long == nil {
            lines.append(".TP")
            lines.append("\\fB\(roff(option.configKey ?? ""))\\fR")
            var text = capitalised(option.help.english) + "."
            if let variable = option.environment { text += " Environment \(variable)." }
            if let value = option.defaultValue { text += " Default: \(value)." }
            lines.append(roff(text))
        }
        return lines.joined(separator: "\n")
    }

    /// The options of `storesearch search`, for the man page's SEARCH COMMAND section.
    public static func manSearchOptions() -> String {
        OptionTable.options.filter { $0.belongs(to: .search) }.flatMap(manEntry).joined(separator: "\n")
    }

    /// The options of `storesearch lookup`, for the man page's LOOKUP COMMAND section.
    public static func manLookupOptions() -> String {
        OptionTable.options.filter { $0.belongs(to: .lookup) }.flatMap(manEntry).joined(separator: "\n")
    }

    public static func manEnvironment() -> String {
        var lines: [String] = []
        for option in OptionTable.options {
            guard let variable = option.environment else { continue }
            lines += [".TP", ".B \(roff(variable))"]
            let flag = option.long.map { " (as \($0))" } ?? ""
            lines.append(roff(capitalised(option.help.english) + flag + "."))
        }
        for note in OptionTable.environmentNotes {
            lines += [
                ".TP", ".B \(roff(note.names.joined(separator: ", ")))", roff(capitalised(note.help.english) + "."),
            ]
        }
        return lines.joined(separator: "\n")
    }

    public static func manFiles() -> String {
        var lines: [String] = []
        for file in OptionTable.files {
            lines += [".TP", ".I \(roff(file.documentedPath))"]
            var text = capitalised(file.help.english) + "."
            if let detail = file.manDetail { text += " " + detail }
            if file.name == .config {
                text += " Keys: " + OptionTable.configOptions.compactMap(\.configKey).joined(separator: ", ") + "."
            }
            lines.append(roff(text))
        }
        return lines.joined(separator: "\n")
    }

    // MARK: README

    private static func cell(_ text: String) -> String { text.replacingOccurrences(of: "|", with: "\\|") }

    public static func markdownOptions() -> String {
        var lines = [
            "Each option once, from the option table (`OptionTable.swift`); `storesearch --print-config` writes",
            "every config key with its help and default.",
            "",
            "| Option | Config key | Environment | Default | What it does |",
            "| --- | --- | --- | --- | --- |",
        ]
        for option in OptionTable.options {
            var name = option.long == nil ? "" : "`\(option.synopsis(in: .english))`"
            switch option.scope {
            case .search: name += " (search)"
            case .lookup: name += " (lookup)"
            case .commands: name += " (search, lookup)"
            case .interface, .both: break
            }
            if !option.aliases.isEmpty {
                name += " (also " + option.aliases.map { "`\($0)`" }.joined(separator: ", ") + ")"
            }
            let key = option.configKey.map { "`\($0)`" + (option.switchValue.map { " = \($0)" } ?? "") } ?? ""
            let variable = option.environment.map { "`\($0)`" } ?? ""
            let fallback = option.defaultValue.map { "`\($0)`" } ?? ""
            lines.append(
                "| \(cell(name)) | \(cell(key)) | \(variable) | \(cell(fallback)) | \(cell(option.help.english)) |")
        }
        lines.append("")
        lines.append("Other environment variables:")
        lines.append("")
        for note in OptionTable.environmentNotes {
            lines.append("- " + note.names.map { "`\($0)`" }.joined(separator: ", ") + ": " + note.help.english + ".")
        }
        return lines.joined(separator: "\n")
    }

    public static func markdownFiles() -> String {
        OptionTable.files.map { file in
            var text = "- `\(file.documentedPath)`: \(file.help.english)."
            if let detail = file.manDetail { text += " " + detail }
            return text
        }.joined(separator: "\n")
    }

    // MARK: Completions

    static let generatedNote = "Generated by storesearch-docs from OptionTable.swift (make docs); do not edit."

    private static func shellWords(_ words: [String]) -> String { words.joined(separator: " ") }

    /// `completions/storesearch.bash`.
    public static func bash() -> String {
        let options = OptionTable.options
        func longNames(_ filter: (OptionSpec) -> Bool) -> String {
            shellWords(options.filter(filter).flatMap(\.names))
        }
        var valueCases: [String] = []
        for option in options where option.takesValue && !option.names.isEmpty {
            let names = option.names.joined(separator: "|")
            switch option.rule {
            case .file:
                valueCases.append(
                    "        \(names))\n            compopt -o filenames 2>/dev/null\n            COMPREPLY=($(compgen -f -- \"$cur\"))\n            return ;;"
                )
            case .kinds(let words):
                valueCases.append(
                    "        \(names))\n            local done=\"\" last=\"$cur\"\n            [[ $cur == *,* ]] && done=\"${cur%,*},\" last=\"${cur##*,}\"\n            compopt -o nospace 2>/dev/null\n            COMPREPLY=($(compgen -P \"$done\" -W \"\(shellWords(words))\" -- \"$last\"))\n            return ;;"
                )
            default:
                let words = option.rule.completions
                valueCases.append(
                    "        \(names))\n            COMPREPLY=(\(words.isEmpty ? "" : "$(compgen -W \"\(shellWords(words))\" -- \"$cur\")"))\n            return ;;"
                )
            }
        }
        return """
            # bash completion for storesearch.
            # \(generatedNote)

            _storesearch() {
                local cur prev command=""
                cur="${COMP_WORDS[COMP_CWORD]}"
                prev="${COMP_WORDS[COMP_CWORD-1]}"
                ((COMP_CWORD > 1)) && command=${COMP_WORDS[1]}
                # --option=value: complete the value.
                if [[ $cur == --*=* ]]; then
                    prev="${cur%%=*}"
                    cur="${cur#*=}"
                fi
                case "$prev" in
            \(valueCases.joined(separator: "\n"))
                esac
                local options="\(longNames { $0.scope == .both })"
                case "$command" in
                    search) options="$options \(longNames { $0.belongs(to: .search) })" ;;
                    lookup) options="$options \(longNames { $0.belongs(to: .lookup) })" ;;
                    *) options="$options \(longNames { $0.belongs(to: nil) })" ;;
                esac
                if [[ $cur == -* ]]; then
                    COMPREPLY=($(compgen -W "$options" -- "$cur"))
                elif ((COMP_CWORD == 1)); then
                    COMPREPLY=($(compgen -W "\(shellWords(OptionTable.commands))" -- "$cur"))
                fi
            }
            complete -F _storesearch storesearch

            """
    }

    /// zsh's `[help]` text: the first clause, with what _arguments reads specially escaped.
    private static func zshHelp(_ option: OptionSpec) -> String {
        var text = option.help.english
        if let cut = text.firstIndex(where: { $0 == ";" || $0 == "(" || $0 == ":" }) { text = String(text[..<cut]) }
        text = text.trimmingSpaces
        for (from, to) in [("\\", "\\\\"), ("[", "\\["), ("]", "\\]"), (":", "\\:"), ("'", "'\\''")] {
            text = text.replacingOccurrences(of: from, with: to)
        }
        return text
    }

    private static func zshSpec(_ option: OptionSpec) -> [String] {
        let help = zshHelp(option)
        var action = ""
        if option.takesValue {
            let placeholder = (option.placeholder?.english ?? "value").lowercased()
            switch option.rule {
            case .file: action = ":\(placeholder):_files"
            case .kinds(let words): action = ":\(placeholder):_sequence compadd - \(shellWords(words))"
            default:
                let words = option.rule.completions
                action = words.isEmpty ? ":\(placeholder): " : ":\(placeholder):(\(shellWords(words)))"
            }
        }
        let equals = option.takesValue ? "=" : ""
        let names = option.names
        if names.count == 1 {
            return ["'\(names[0])\(equals)[\(help)]\(action)'"]
        }
        let exclusion = "(\(names.joined(separator: " ")))"
        return names.map {
            "'\(exclusion)\($0)\(option.takesValue && $0.hasPrefix("--") ? "=" : "")[\(help)]\(action)'"
        }
    }

    /// `completions/_storesearch`.
    public static func zsh() -> String {
        let options = OptionTable.options
        func specs(_ applies: (OptionSpec) -> Bool) -> String {
            options.filter { applies($0) && !$0.names.isEmpty }.flatMap(zshSpec).map { "    " + $0 }.joined(
                separator: "\n")
        }
        let commands = shellWords(OptionTable.commands)
        return """
            #compdef storesearch
            # zsh completion for storesearch.
            # \(generatedNote)

            local -a common interface search lookup
            common=(
            \(specs { $0.scope == .both })
            )
            interface=(
            \(specs { $0.belongs(to: nil) })
            )
            search=(
            \(specs { $0.belongs(to: .search) })
            )
            lookup=(
            \(specs { $0.belongs(to: .lookup) })
            )
            if (( CURRENT > 2 )) && [[ ${words[2]} == search ]]; then
                _arguments -s -S : $common $search '1:command:(\(commands))' '*:term: '
            elif (( CURRENT > 2 )) && [[ ${words[2]} == lookup ]]; then
                _arguments -s -S : $common $lookup '1:command:(\(commands))' '2:id: '
            else
                _arguments -s -S : $common $interface '1:command:(\(commands))'
            fi

            """
    }

    private static func fishQuote(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "'", with: "\\'") + "'"
    }

    /// `completions/storesearch.fish`.
    public static func fish() -> String {
        var lines = [
            "# fish completion for storesearch.", "# \(generatedNote)", "",
            "complete -c storesearch -f",
            "complete -c storesearch -n __fish_use_subcommand -a search -d "
                + fishQuote("search without the interface"),
            "complete -c storesearch -n __fish_use_subcommand -a lookup -d "
                + fishQuote("print what a store id names: an item, an artist's or album's items"),
        ]
        for option in OptionTable.options where !option.names.isEmpty {
            var parts = ["complete -c storesearch"]
            switch option.scope {
            case .search: parts.append("-n '__fish_seen_subcommand_from search'")
            case .lookup: parts.append("-n '__fish_seen_subcommand_from lookup'")
            case .commands: parts.append("-n '__fish_seen_subcommand_from search lookup'")
            case .interface: parts.append("-n 'not __fish_seen_subcommand_from search lookup'")
            case .both: break
            }
            for name in option.names {
                if name.hasPrefix("--") {
                    parts.append("-l " + name.dropFirst(2))
                } else {
                    parts.append("-s " + name.dropFirst())
                }
            }
            if option.takesValue {
                if option.rule.isFile {
                    parts.append("-r -F")
                } else {
                    parts.append("-x")
                    let words = option.rule.completions
                    if !words.isEmpty { parts.append("-a " + fishQuote(shellWords(words))) }
                }
            }
            parts.append("-d " + fishQuote(zshHelpPlain(option)))
            lines.append(parts.joined(separator: " "))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func zshHelpPlain(_ option: OptionSpec) -> String {
        var text = option.help.english
        if let cut = text.firstIndex(where: { $0 == ";" || $0 == "(" || $0 == ":" }) { text = String(text[..<cut]) }
        return text.trimmingSpaces
    }
}
