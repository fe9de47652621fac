import StoreSearchCore
import TerminalKit

/// The config file's `bind` lines, read into rules:
///
///     bind = alt-p: preview              Alt-P plays the preview wherever preview works
///     bind = f7, ctrl-g: commands        two keys for one command
///     bind = ctrl-n: down in field, list only in those places
///     bind = alt-s: none                 Alt-S does nothing (anywhere)
///
/// A key is a config name (`ctrl-o`, `alt-p`, `f9`, `shift-tab`, `pgdn`), a
/// command a name from the table (`storesearch --print-config` lists them),
/// a place one of `KeyContext`'s config names.
public enum KeyConfig {
    /// The rules one `bind` line gives (`line` is its number in the file).
    public static func rules(from text: String, line: Int) throws(BindingProblem) -> [BindingRule] {
        guard text.count <= 512, let colon = separator(in: text) else {
            throw BindingProblem(line: line, .malformed(Sanitizer.excerpt(text)))
        }
        let keyNames = text[..<colon].split(whereSeparator: { $0 == "," || $0 == " " }).map(String.init)
        var target = text[text.index(after: colon)...].split(separator: " ", omittingEmptySubsequences: true)
            .map(String.init)
        guard !keyNames.isEmpty, let commandName = target.first else {
            throw BindingProblem(line: line, .malformed(Sanitizer.excerpt(text)))
        }
        target.removeFirst()
        var places: Set<KeyContext>?
        if !target.isEmpty {
            guard target.first == "in", target.count > 1 else {
                throw BindingProblem(line: line, .malformed(Sanitizer.excerpt(text)))
            }
            places = []
            for name in target.dropFirst().joined(separator: " ").split(separator: ",").map({ $0.trimmingSpaces }) {
                guard let place = KeyContext.named[name] else {
                    throw BindingProblem(
                        line: line,
                        .unknownPlace(
                            Sanitizer.excerpt(name),
                            suggestion: OptionTable.nearest(to: name, among: KeyContext.allCases.map(\.configName))))
                }
                places!.insert(place)
            }
        }
        var command: CommandName?
        if commandName != "none" {
            guard KeyCommand.named[CommandName(commandName)] != nil else {
                throw BindingProblem(
                    line: line,
                    .unknownCommand(
                        Sanitizer.excerpt(commandName),
                        suggestion: OptionTable.nearest(
                            to: commandName, among: KeyCommand.table.map(\.name.rawValue) + ["none"])))
            }
            command = CommandName(commandName)
        }
        return try keyNames.map { name throws(BindingProblem) in
            guard let key = Key(configName: name) else {
                throw BindingProblem(line: line, .unknownKey(Sanitizer.excerpt(name)))
            }
            return BindingRule(key: key, command: command, places: places, line: line)
        }
    }

    /// The colon between keys and command: the first one that has a key
    /// before it (so `bind = :: close in help` binds the colon key).
    private static func separator(in text: String) -> String.Index? {
        var index = text.startIndex
        while let colon = text[index...].firstIndex(of: ":") {
            if !text[..<colon].trimmingSpaces.isEmpty { return colon }
            index = text.index(after: colon)
        }
        return nil
    }

    /// The bindings of every `bind` line, in order; the first mistake throws.
    public static func bindings(_ lines: [ConfigLine]) throws(BindingProblem) -> Bindings {
        var rules: [BindingRule] = []
        for line in lines { rules += try Self.rules(from: line.value, line: line.number) }
        return try Bindings(rules: rules)
    }

    /// The config file's part about keys, for `--print-config`: how to
    /// write a binding, the places, and every command with its keys in
    /// force (commented out when they are the defaults); the `bind` lines
    /// given last, active.
    public static func configText(_ bindings: Bindings, in language: Language) -> String {
        let english = language == .english
        var lines = [
            "",
            english
                ? "# Keys: 'bind = KEY[, KEY]: COMMAND [in PLACE, PLACE]', or 'bind = KEY: none' to free"
                : "# Toetsen: 'bind = TOETS[, TOETS]: COMMANDO [in PLEK, PLEK]', of 'bind = TOETS: none' om",
            english
                ? "# a key. Keys: ctrl-o, alt-p, f9, shift-tab, up, pgdn, enter, esc, space... A key"
                : "# een toets vrij te maken. Toetsen: ctrl-o, alt-p, f9, shift-tab, up, pgdn, enter, esc,",
            english
                ? "# without Ctrl or Alt cannot be bound where it types. Places: "
                : "# space... Een toets zonder Ctrl of Alt kan niet waar hij typt. Plekken: ",
        ]
        lines[lines.count - 1] += KeyContext.allCases.filter { $0 != .tooSmall }.map(\.configName).joined(
            separator: ", ")
        for command in KeyCommand.table {
            let defaults = Bindings.standard.keys(for: command.name).map(\.configName).joined(separator: ", ")
            lines.append("# " + command.title.text(in: language))
            lines.append("# bind = \(defaults.isEmpty ? "KEY" : defaults): \(command.name)")
        }
        if !bindings.rules.isEmpty {
            lines += ["", english ? "# Your bindings:" : "# Je eigen toetsen:"]
        }
        for rule in bindings.rules {
            let places = rule.places.map { places in
                " in " + KeyContext.allCases.filter(places.contains).map(\.configName).joined(separator: ", ")
            }
            lines.append("bind = \(rule.key.configName): \(rule.command?.rawValue ?? "none")\(places ?? "")")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}

extension BindingProblem {
    /// What is wrong, as the user reads it (with the line's number).
    public func text(in language: Language) -> String {
        let english = language == .english
        let prefix = english ? "config line \(line): " : "instellingen regel \(line): "
        func place(_ context: KeyContext) -> String { "\(context.configName) (\(context.place.text(in: language)))" }
        func suggest(_ suggestion: String?) -> String {
            suggestion.map { english ? " (did you mean '\($0)'?)" : " (bedoel je '\($0)'?)" } ?? ""
        }
        let reason: String =
            switch kind {
            case .malformed(let text):
                english
                    ? "'bind = \(text)' is not 'bind = KEY: COMMAND [in PLACE]'"
                    : "'bind = \(text)' is niet 'bind = TOETS: COMMANDO [in PLEK]'"
            case .unknownKey(let name):
                english
                    ? "'\(name)' is no key name (such as ctrl-o, alt-p, f9, shift-tab, pgdn, enter)"
                    : "'\(name)' is geen toetsnaam (zoals ctrl-o, alt-p, f9, shift-tab, pgdn, enter)"
            case .unknownCommand(let name, let suggestion):
                (english ? "there is no command '\(name)'" : "er is geen commando '\(name)'") + suggest(suggestion)
            case .unknownPlace(let name, let suggestion):
                (english ? "there is no place '\(name)'" : "er is geen plek '\(name)'") + suggest(suggestion)
            case .notThere(let command, let context):
                english
                    ? "'\(command)' does not work in \(place(context))"
                    : "'\(command)' werkt niet in \(place(context))"
            case .types(let key, let context):
                english
                    ? "\(key.label) types in \(place(context)); bind a key with Ctrl or Alt, or a function key"
                    : "\(key.label) typt in \(place(context)); kies een toets met Ctrl of Alt, of een functietoets"
            case .clash(let key, let context, let command, let earlier):
                english
                    ? "\(key.label) is already bound to '\(command)' in \(place(context)) by line \(earlier)"
                    : "\(key.label) is al aan '\(command)' gekoppeld in \(place(context)) door regel \(earlier)"
            case .noWayToQuit(let context):
                english
                    ? "this leaves no key to quit in \(place(context)); keep Ctrl-C or bind another to 'quit'"
                    : "zo blijft er geen toets over om te stoppen in \(place(context)); houd Ctrl-C of koppel een andere aan 'quit'"
            }
        return prefix + reason
    }
}
