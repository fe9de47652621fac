/// `--help`, made from `OptionTable` in the user's language.
extension Phrase {
    static let usageTexts = (
        title: LocalizedText(
            "search the Apple media store from the terminal", dutch: "doorzoek de Apple-mediawinkel vanuit de terminal"),
        usage: LocalizedText(
            """
            Usage: storesearch [options]
                   storesearch search TERM [search options] [options]
                   storesearch lookup ID [lookup options] [options]
            """,
            dutch: """
                Gebruik: storesearch [opties]
                         storesearch search ZOEKTERM [zoekopties] [opties]
                         storesearch lookup ID [opzoekopties] [opties]
                """),
        about: LocalizedText(
            "Songs, apps, e-books and films, in a layout that follows the terminal's size: a list with a pop-up detail when narrow, a split view when wide.",
            dutch:
                "Liedjes, apps, e-boeken en films, in een opmaak die de grootte van de terminal volgt: een lijst met een pop-up als hij smal is, een gesplitst scherm als hij breed is."
        ),
        options: LocalizedText("Options:", dutch: "Opties:"),
        search: LocalizedText(
            "storesearch search TERM prints results without the interface:",
            dutch: "storesearch search ZOEKTERM drukt resultaten af zonder de interface:"),
        lookup: LocalizedText(
            "storesearch lookup ID prints, as search does, what a store id names: the item, or an artist's or album's items (their page in the interface):",
            dutch:
                "storesearch lookup ID drukt, zoals search, af wat een id van de winkel noemt: het item, of de items van een artiest of album (hun pagina in de interface):"
        ),
        exitStatus: LocalizedText(
            "Exit status: 0 with results, 1 with none (or when they could not be written), 2 for a wrong command line, 3 when the store or the catalog failed.",
            dutch:
                "Afsluitcode: 0 met resultaten, 1 zonder (of als ze niet geschreven konden worden), 2 bij een verkeerde opdracht, 3 als de winkel of de catalogus faalde."
        ),
        environment: LocalizedText("Environment:", dutch: "Omgeving:"),
        files: LocalizedText("Files:", dutch: "Bestanden:"),
        keys: LocalizedText(
            "Keys: F1 shows those that work where you are, then all; Ctrl-O finds any command by name; F2 opens the menu (Send Support Email, Rate this App, Favourites, Filters…, Next Order, Save Results…, Commands…, About); F5 filters, F6 the order, F8 the favourites, Ctrl-R earlier searches. While typing, Up and Down move through the results. A key that means nothing where it is pressed changes nothing and says so. Ctrl-C or F10 quits. Keys and colours can be set in the config file (bind, theme).",
            dutch:
                "Toetsen: F1 toont die hier werken, dan alle; Ctrl-O vindt elk commando op naam; F2 opent het menu (Supportmail sturen, Beoordeel deze app, Favorieten, Filters…, Volgende volgorde, Resultaten bewaren…, Commando's…, Over); F5 filters, F6 de volgorde, F8 de favorieten, Ctrl-R eerdere zoekopdrachten. Tijdens het typen gaan pijl omhoog en omlaag door de resultaten. Een toets die ergens niets betekent verandert niets en zegt dat. Ctrl-C of F10 stopt. Toetsen en kleuren staan in het instellingenbestand (bind, theme)."
        ),
        defaultIs: LocalizedText("default", dutch: "standaard"),
        configKey: LocalizedText("config", dutch: "instelling")
    )

    static func usage(version: String, in language: Language) -> String {
        let texts = usageTexts
        var lines = ["storesearch \(version): \(texts.title.text(in: language))", ""]
        lines += texts.usage.text(in: language).split(separator: "\n").map(String.init)
        lines.append("")
        lines += OptionTable.wrap(texts.about.text(in: language), width: 76)
        lines.append("")
        lines.append(texts.options.text(in: language))
        for option in OptionTable.options where option.long != nil && option.applies(to: nil) {
            lines += row(option, in: language)
        }
        lines.append("")
        lines.append(texts.search.text(in: language))
        for option in OptionTable.options where option.belongs(to: .search) {
            lines += row(option, in: language)
        }
        lines.append("")
        lines += OptionTable.wrap(texts.lookup.text(in: language), width: 76)
        for option in OptionTable.options where option.belongs(to: .lookup) {
            lines += row(option, in: language)
        }
        lines += OptionTable.wrap(texts.exitStatus.text(in: language), width: 76).map { "  " + $0 }
        lines.append("")
        lines.append(texts.environment.text(in: language))
        for option in OptionTable.options {
            guard let variable = option.environment else { continue }
            lines += table(variable, option.help.text(in: language) + defaultNote(option, in: language))
        }
        for note in OptionTable.environmentNotes {
            lines += table(note.names.joined(separator: ", "), note.help.text(in: language))
        }
        lines.append("")
        lines.append(texts.files.text(in: language))
        for file in OptionTable.files {
            lines += table(file.documentedPath, file.help.text(in: language))
        }
        let keys = OptionTable.configOptions.compactMap(\.configKey).joined(separator: ", ")
        lines += OptionTable.wrap("\(texts.configKey.text(in: language)): \(keys)", width: 72).map { "      " + $0 }
        // The config's own lines, which no flag sets.
        for option in OptionTable.configOptions where option.long == nil {
            lines += table(
                "\(option.configKey!) = \(option.rule.allowed(in: language))", option.help.text(in: language))
        }
        lines.append("")
        lines += OptionTable.wrap(texts.keys.text(in: language), width: 76)
        return lines.joined(separator: "\n")
    }

    /// " (default 10)", or nothing.
    static func defaultNote(_ option: OptionSpec, in language: Language) -> String {
        guard let value = option.defaultValue, option.switchValue == nil, option.rule != .none else { return "" }
        return " (\(usageTexts.defaultIs.text(in: language)) \(value))"
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

    static let configTexts = (
        header: LocalizedText(
            "storesearch config file: 'key = value' lines; '#' starts a comment. Flags beat the environment, which beats this file. A line starting '# key =' is the default; a line without '#' is the value in force.",
            dutch:
                "instellingenbestand van storesearch: regels 'sleutel = waarde'; '#' begint commentaar. Opties gaan voor de omgeving, die voor dit bestand gaat. Een regel '# sleutel =' is de standaard; een regel zonder '#' is de geldende waarde."
        ),
        place: LocalizedText("Save it as", dutch: "Bewaar het als"),
        allowed: LocalizedText("Allowed", dutch: "Toegestaan"),
        also: LocalizedText("Also", dutch: "Ook")
    )

    static func configHeader(in language: Language) -> [String] {
        wrap(configTexts.header.text(in: language), width: 76).map { "# " + $0 }
            + ["# \(configTexts.place.text(in: language)) \(file(.config).documentedPath)."]
    }
}

extension OptionSpec {
    /// The comment above a key in `--print-config`.
    func configHelp(in language: Language) -> String {
        let texts = OptionTable.configTexts
        var text = help.text(in: language)
        if let long, switchValue != nil { text = "\(long): \(text)" }
        text += ". \(texts.allowed.text(in: language)): \(rule.allowed(in: language))."
        let also = [switchValue == nil ? long : nil, environment].compactMap { $0 }
        if !also.isEmpty { text += " \(texts.also.text(in: language)): \(also.joined(separator: ", "))." }
        return text
    }
}
