import StoreSearchCore
import StoreSearchUI
import TerminalKit

/// The key bindings as documentation, from `KeyBinding.table`: the man
/// page's KEYS section and README's key table (`make docs` writes them,
/// `make test` checks they are current).
enum KeyBindingDocs {
    /// What holds for every key, said once before the table.
    static let preamble = """
        Printable keys always type into the search field, from anywhere on the \
        search screen (focus moves there, and the text goes at its end); \
        commands live on F-keys, Ctrl and Alt chords, arrows, Enter, Esc and \
        Tab. No key does damage: a key or chord that means nothing where it is \
        pressed changes nothing (not the search, not the selection, not what \
        is open) and says so in a notice, and a chord with Ctrl or Alt never \
        types its letter. While typing, Up, Down, Ctrl-K, Ctrl-J, PgUp and \
        PgDn move the selection in the results and the field keeps focus; \
        Enter then opens the result moved to. Ctrl-O opens the command \
        palette: every command below, found by typing part of its name. F1 \
        opens help on the keys that work where you are. Keys are read the \
        same whatever TERM says and whoever sends them: both cursor-key \
        modes, the xterm, vt220, rxvt and Linux-console function keys, \
        xterm's modifiers, the kitty keyboard protocol and modifyOtherKeys; \
        any other escape sequence is swallowed, never typed. Esc alone counts \
        as Esc once 50 ms pass with nothing after it (Esc followed at once by \
        a character is Alt with that character, as terminals send Alt; by a \
        Ctrl letter, the two keys, as no command is an Alt-Ctrl chord): a \
        script that means Esc and then a letter waits longer than that \
        between them. Esc \
        never quits. Every key can be bound to another command in the config \
        file (bind = KEY: COMMAND, see FILES); the names are those given here.
        """

    /// The commands and notes by section, in the table's order, with their default keys.
    static var sections: [(section: KeySection, lines: [(keys: String, help: String)])] {
        KeySection.allCases.map { section in
            let notes = KeyCommand.notes.filter { $0.section == section }.map { ($0.label.english, $0.help.english) }
            let commands = KeyCommand.table.filter { $0.section == section }.map { command in
                let keys = Bindings.standard.keys(for: command.name).map(\.label).joined(separator: "  ")
                return (keys.isEmpty ? "—" : keys, "\(command.title.english) (\(command.name))")
            }
            return (section, notes + commands)
        }
    }

    /// The man page's KEYS section (without its `.SH` line).
    static func manPage() -> String {
        var lines = [DocumentText.roff(preamble)]
        for (section, entries) in sections {
            lines.append(".SS \(DocumentText.roff(section.title.english))")
            for entry in entries {
                lines.append(".TP")
                lines.append(
                    ".B \(DocumentText.roff(entry.keys.components(separatedBy: "  ").joined(separator: ", ")))")
                lines.append(DocumentText.roff(entry.help) + ".")
            }
        }
        lines.append(".SS Places")
        lines.append(
            DocumentText.roff(
                "Where a binding applies, as 'bind = KEY: COMMAND in PLACE' names it: "
                    + KeyContext.allCases.filter { $0 != .tooSmall }.map { "\($0.configName) (\($0.place.english))" }
                    .joined(separator: ", ") + "."))
        return lines.joined(separator: "\n")
    }

    /// README's key table (without its heading).
    static func markdown() -> String {
        var lines = [preamble, "", "| Where | Keys | Does (command) |", "| --- | --- | --- |"]
        for (section, entries) in sections {
            for entry in entries {
                let keys = entry.keys.components(separatedBy: "  ").map { "`\($0)`" }.joined(separator: " ")
                lines.append("| \(section.title.english) | \(keys) | \(DocumentText.markdownCell(entry.help)) |")
            }
        }
        return lines.joined(separator: "\n")
    }
}
