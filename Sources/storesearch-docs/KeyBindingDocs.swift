import StoreSearchModel
import StoreSearchUI
import TerminalKit

/// The key bindings as documentation, from `KeyBinding.table`: the man
/// page's KEYS section and README's key table (`make docs` writes them,
/// `make test` checks they are current).
enum KeyBindingDocs {
    /// What holds for every key, said once before the table.
    static let preamble = """
        Two places, two grammars. In the search field (which has focus at \
        start-up, so the first word typed is a search) and every line being \
        written, printable keys type; commands there live on F-keys, Ctrl and \
        Alt chords, arrows, Enter, Esc and Tab. Where nothing is typed (the \
        results, the grid, a page, the detail, the pop-up, help, About, the \
        menu, the filters) single keys are commands too: j and k move, g and G \
        go to the first and the last, q goes back (never quits), ? is help, / \
        goes to the search field with the query kept and the cursor at its \
        end, and o, c, p, f, a and r open the store page, copy the link, play \
        the preview, mark the favourite and open the album's and the artist's \
        page (the detail's buttons underline them). A printable key that means \
        nothing there does nothing and says so ("x does nothing here · / \
        searches"): it never types into a field that does not have focus, and \
        no key both acts and types. Every Alt chord has a key without Alt \
        where it works (macOS's Option key types). Esc goes back one level \
        from everywhere: what lies on top closes, a page goes back, the \
        favourites close, and what was there comes back as it was; Esc never \
        quits. No key does damage: a key or chord that means nothing where it \
        is pressed changes nothing and says so, and a chord with Ctrl or Alt \
        never types its letter. While typing, Up, Down, Ctrl-K, Ctrl-J, PgUp \
        and PgDn move the selection in the results and the field keeps focus; \
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
        between them. Every key can be bound to another command in the config \
        file (bind = KEY: COMMAND, see FILES); the names are those given here.
        """

    /// The keys the focus model's table has a column for, and their heading.
    private static let columns: [(heading: String, keys: [Key])] = [
        ("↑ ↓", [.up, .down]), ("j k", [.character("j"), .character("k")]),
        ("g G", [.character("g"), .character("G")]), ("PgUp PgDn", [.pageUp, .pageDown]),
        ("← →", [.left, .right]), ("Enter", [.enter]), ("Space", [.character(" ")]), ("Tab", [.tab]),
        ("Esc", [.escape]), ("q", [.character("q")]), ("?", [.character("?")]), ("/", [.character("/")]),
        ("Backspace", [.backspace]),
    ]

    /// ARCHITECTURE.md's focus model: for each place, what a printable key
    /// does and the command each key gives there (the table's defaults).
    static func focusModel() -> String {
        var lines = [
            "| place | printable keys | "
                + columns.map(\.heading).joined(separator: " | ") + " | o c p f a r | 1 2 3 4 |",
            "|" + String(repeating: " --- |", count: columns.count + 4),
        ]
        for place in KeyContext.allCases where place != .tooSmall {
            let printable =
                place.types
                ? "type"
                : place == .menu
                    ? "the underlined letter chooses"
                    : place == .ratingStars ? "1–5: stars" : "command, or says it does nothing"
            var cells = [place.place.english, printable]
            for column in columns {
                let names = column.keys.map { key in
                    Bindings.standard.command(for: key, in: place)?.label.english
                        ?? (place.types && key.typedCharacter != nil ? "type" : "—")
                }
                cells.append(names.allSatisfy { $0 == names[0] } ? names[0] : names.joined(separator: " / "))
            }
            let letters = "ocpfar".compactMap { Bindings.standard.command(for: .character($0), in: place) }
            cells.append(letters.count == 6 && !place.types ? "act on the item" : place.types ? "type" : "—")
            let digits = "1234".compactMap { Bindings.standard.command(for: .character($0), in: place) }
            cells.append(
                place.types ? "type" : digits.count == 4 ? digits.map(\.label.english).joined(separator: ", ") : "—")
            lines.append("| " + cells.map(DocumentText.markdownCell).joined(separator: " | ") + " |")
        }
        return lines.joined(separator: "\n")
    }

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
