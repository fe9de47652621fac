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
        file (bind = KEY: COMMAND, see FILES and storesearch-config(5)); the \
        names are those given here. In storesearch pick (see PICK COMMAND) \
        Enter in the field and the results prints the choice and ends, and \
        Esc in the field ends it with nothing chosen; with --multi, Tab and \
        Shift-Tab mark there, as in fzf, and Next and Previous are found in \
        the palette. Marks (m and M where nothing is typed, u clears them) \
        show as a ✓ in the rows and their count on the list's rule; with \
        marks, the favourite and Copy Link keys and Save Results act on every \
        marked item (a detail's own buttons on its item).
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

    /// A command's default keys, each with the places it gives the command
    /// in when that is not everywhere the command works (`Ctrl-K` moves up
    /// in the lists and cuts to the end of a mail's line: said, not listed
    /// twice as if both were everywhere).
    static func keys(of command: Command) -> [(label: String, places: [KeyContext]?)] {
        let works = KeyContext.allCases.filter { $0 != .tooSmall && command.places.contains($0) }
        let nothingTyped = works.filter { !$0.types }
        return Bindings.standard.keys(for: command).map { key in
            let places = works.filter { Bindings.standard.keys(for: command, in: $0).contains(key) }
            if places == works { return (key.label, nil) }
            if places == nothingTyped && nothingTyped.count > 3 { return (key.label, []) }
            return (key.label, places)
        }
    }

    /// storesearch pick's keys for `command` (`KeyCommand.picking`,
    /// `pickingMany`): "Enter (storesearch pick, in field, list, grid)".
    static func pickKeys(of command: Command) -> [String] {
        let layers = [(KeyCommand.picking, "storesearch pick"), (KeyCommand.pickingMany, "storesearch pick --multi")]
        return layers.flatMap { layer, name in
            layer.filter { $0.command == command }.flatMap(\.defaults).flatMap { group in
                let places = KeyContext.allCases.filter { group.contexts?.contains($0) ?? true }.map(\.configName)
                return group.keys.map { "\($0.label) (\(name), in \(places.joined(separator: ", ")))" }
            }
        }
    }

    /// "(where nothing is typed)", "(in field, list)": the places a key works in, or nothing.
    static func placeNote(_ places: [KeyContext]?) -> String {
        guard let places else { return "" }
        if places.isEmpty { return " (where nothing is typed)" }
        return " (in " + places.map(\.configName).joined(separator: ", ") + ")"
    }

    /// The commands and notes by section, in the table's order, with their default keys.
    static var sections: [(section: KeySection, lines: [(keys: [String], help: String, name: String?)])] {
        KeySection.allCases.map { section in
            let notes = KeyCommand.notes.filter { $0.section == section }.map {
                ([$0.label.english], $0.help.english, String?.none)
            }
            let commands = KeyCommand.table.filter { $0.section == section }.map { command in
                (
                    keys(of: command.name).map { $0.label + placeNote($0.places) } + pickKeys(of: command.name),
                    command.title.english, Optional(command.name.rawValue)
                )
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
                lines.append(".B \(DocumentText.roff(entry.keys.isEmpty ? "—" : entry.keys.joined(separator: ", ")))")
                lines.append(DocumentText.roff(entry.help + (entry.name.map { " (\($0))" } ?? "")) + ".")
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

    /// The guide's key tables (docs/guide/keys.md, whose prose says what
    /// the man page's preamble does): a table a section, each key with the
    /// places it works in when that is not everywhere its command does.
    static func markdown() -> String {
        var lines: [String] = []
        for (section, entries) in sections {
            if !lines.isEmpty { lines.append("") }
            lines += ["### \(section.title.english)", "", "| Keys | What it does | Command |", "| --- | --- | --- |"]
            for entry in entries {
                let keys = entry.keys.isEmpty ? "—" : entry.keys.map(code).joined(separator: " ")
                lines.append(
                    "| \(DocumentText.markdownCell(keys)) | \(DocumentText.markdownCell(entry.help)) | "
                        + (entry.name.map { "`\($0)`" } ?? "") + " |")
            }
        }
        return lines.joined(separator: "\n")
    }

    /// "`Ctrl-K` (in field, list)": the key in code, its places after it.
    private static func code(_ key: String) -> String {
        guard let open = key.range(of: " (") else { return "`\(key)`" }
        return "`\(key[..<open.lowerBound])`" + key[open.lowerBound...]
    }

    /// The places, by the names `bind` lines give them, for the guide.
    static func markdownPlaces() -> String {
        KeyContext.allCases.filter { $0 != .tooSmall }.map { place in
            "- `\(place.configName)`: \(place.place.english)" + (place.types ? " (printable keys type here)" : "")
        }.joined(separator: "\n")
    }

    // MARK: README's first minute

    /// A row of the first minute: what it is for, and the commands whose
    /// keys it names in one place (nil: in every place the command works,
    /// only the keys that work in all of them).
    private struct FirstMinute {
        var commands: [Command]
        var place: KeyContext?
        var text: String
    }

    /// The keys a newcomer needs in the first minute: start, type, move,
    /// open, back, the menu and the palette, quit. The words are README's;
    /// the keys are the table's, as they are bound in the place named.
    private static let firstMinuteRows: [FirstMinute] = [
        FirstMinute(
            commands: [.down, .up], place: .field,
            text:
                "While typing: move through the results (the field keeps focus; a wide terminal shows the detail beside the list)"
        ),
        FirstMinute(
            commands: [.search], place: .field,
            text: "In the field: search now and go to the results, or open the result moved to"),
        FirstMinute(
            commands: [.down, .up, .first, .last], place: .list,
            text: "In the results: move; to the first, to the last"),
        FirstMinute(
            commands: [.open], place: .list, text: "In the results: open the result (the pop-up, or the detail pane)"),
        FirstMinute(
            commands: [.close], place: .popup,
            text: "Back one level: close the pop-up, a sheet or a page, with what was there given back; never quits"),
        FirstMinute(
            commands: [.searchField], place: .list, text: "From the results: back to the search field, the words kept"),
        FirstMinute(commands: [.help], place: .list, text: "Help: the keys that work where you are, then all of them"),
        FirstMinute(
            commands: [.menu], place: nil, text: "The menu: support mail, favourites, filters, order, saving, About"),
        FirstMinute(commands: [.commands], place: nil, text: "Every command, found by typing part of its name"),
        FirstMinute(commands: [.quit], place: nil, text: "Quit (Esc and q never do)"),
    ]

    /// README's first minute: the keys that matter, from the table.
    static func firstMinute() -> String {
        var lines = [
            "| Keys | What they do |", "| --- | --- |",
            "| `\(KeyCommand.notes[0].label.english)` | Type a search: the field has focus at start-up; results follow the typing on local catalogs, the live store searches on Enter |",
        ]
        for row in firstMinuteRows {
            var seen: Set<String> = []
            let keys = row.commands.flatMap { command -> [String] in
                if let place = row.place { return Bindings.standard.keys(for: command, in: place).map(\.label) }
                let works = KeyContext.allCases.filter { $0 != .tooSmall && command.places.contains($0) }
                return Bindings.standard.keys(for: command).filter { key in
                    works.allSatisfy { Bindings.standard.keys(for: command, in: $0).contains(key) }
                }.map(\.label)
            }.filter { seen.insert($0).inserted }
            lines.append(
                "| " + keys.map { "`\($0)`" }.joined(separator: " ") + " | \(DocumentText.markdownCell(row.text)) |")
        }
        return lines.joined(separator: "\n")
    }
}
