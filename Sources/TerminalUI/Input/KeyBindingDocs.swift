import StoreSearchCore

/// The key bindings as documentation, from `KeyBinding.table`: the man
/// page's KEYS section and README's key table (`make docs` writes them,
/// `make test` checks they are current).
public enum KeyBindingDocs {
    /// What holds for every key, said once before the table.
    static let preamble = """
        Printable keys always type into the search field, from anywhere on the \
        search screen (focus moves there, and the text goes at its end); \
        commands live on F-keys, Ctrl and Alt chords, arrows, Enter, Esc and \
        Tab. Keys are read the same whatever TERM says and whoever sends them: \
        both cursor-key modes, the xterm, vt220, rxvt and Linux-console \
        function keys, xterm's modifiers, the kitty keyboard protocol and \
        modifyOtherKeys; any other escape sequence is swallowed, never typed. \
        Esc alone counts as Esc once 50 ms pass with nothing after it (Esc \
        followed at once by a key is Alt with that key, as terminals send \
        Alt): a script that means Esc and then a letter waits longer than \
        that between them. Esc never quits.
        """

    /// The bindings by section, in the table's order (help-only lines included).
    static var sections: [(section: KeySection, bindings: [KeyBinding])] {
        KeySection.allCases.compactMap { section in
            let bindings = KeyBinding.table.filter { $0.section == section }
            return bindings.isEmpty ? nil : (section, bindings)
        }
    }

    /// The man page's KEYS section (without its `.SH` line).
    public static func manPage() -> String {
        var lines = [roff(preamble)]
        for (section, bindings) in sections {
            lines.append(".SS \(roff(section.title.english))")
            for binding in bindings {
                lines.append(".TP")
                lines.append(".B \(roff(binding.label.components(separatedBy: "  ").joined(separator: ", ")))")
                lines.append(roff(binding.help.english) + ".")
            }
        }
        return lines.joined(separator: "\n")
    }

    /// README's key table (without its heading).
    public static func markdown() -> String {
        var lines = [preamble, "", "| Where | Keys | Does |", "| --- | --- | --- |"]
        for (section, bindings) in sections {
            for binding in bindings {
                let keys = binding.label.components(separatedBy: "  ").map { "`\($0)`" }.joined(separator: " ")
                lines.append("| \(section.title.english) | \(keys) | \(markdownCell(binding.help.english)) |")
            }
        }
        return lines.joined(separator: "\n")
    }

    /// Text as roff reads it: hyphens as minus signs, backslashes escaped, and
    /// a line that begins with a control character protected.
    static func roff(_ text: String) -> String {
        var escaped = text.replacingOccurrences(of: "\\", with: "\\e").replacingOccurrences(of: "-", with: "\\-")
        if escaped.hasPrefix(".") || escaped.hasPrefix("'") { escaped = "\\&" + escaped }
        return escaped
    }

    private static func markdownCell(_ text: String) -> String {
        text.replacingOccurrences(of: "|", with: "\\|")
    }
}
