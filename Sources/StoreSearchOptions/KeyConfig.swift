import StoreSearchModel
import StoreSearchText
import StoreSearchUI
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
        var command: Command?
        if commandName != "none" {
            guard let named = Command(named: commandName) else {
                throw BindingProblem(
                    line: line,
                    .unknownCommand(
                        Sanitizer.excerpt(commandName),
                        suggestion: OptionTable.nearest(
                            to: commandName, among: Command.allCases.map(\.rawValue) + ["none"])))
            }
            command = named
        }
        return try keyNames.map { name throws(BindingProblem) in
            // A name the sanitiser would change (a bidi override, a zero-width
            // joiner: `alt-‮`) names no key one can press, nor can it be echoed.
            guard Sanitizer.clean(name) == name, let key = Key(configName: name) else {
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

    /// The bindings of every `bind` line, in order, over `layers`' keys
    /// (`KeyCommand.picking` in storesearch pick); the first mistake throws.
    public static func bindings(_ lines: [ConfigLine], layers: [KeyCommand] = []) throws(BindingProblem) -> Bindings {
        var rules: [BindingRule] = []
        for line in lines { rules += try Self.rules(from: line.value, line: line.number) }
        return try Bindings(rules: rules, layers: layers)
    }

    /// The config file's part about keys, for `--print-config`: how to
    /// write a binding, the places, and every command with its keys in
    /// force (commented out when they are the defaults); the `bind` lines
    /// given last, active.
    public static func configText(_ bindings: Bindings, in language: Language) -> String {
        var lines = [""] + ConfigPhrase.keysHeader.text(in: language).split(separator: "\n").map(String.init)
        lines[lines.count - 1] += KeyContext.allCases.filter { $0 != .tooSmall }.map(\.configName).joined(
            separator: ", ")
        for command in KeyCommand.table {
            lines.append("# " + command.title.text(in: language))
            lines += defaultLines(of: command).map { "# " + $0 }
        }
        if !bindings.rules.isEmpty {
            lines += ["", ConfigPhrase.yourBindings.text(in: language)]
        }
        for rule in bindings.rules {
            let places = rule.places.map { places in
                " in " + KeyContext.allCases.filter(places.contains).map(\.configName).joined(separator: ", ")
            }
            lines.append("bind = \(rule.key.configName): \(rule.command?.rawValue ?? "none")\(places ?? "")")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The `bind` lines that give `command` exactly its default keys: a key
    /// that is its only in some places (`q` quits where nothing is typed)
    /// names them, so every line read back (uncommented) is taken and
    /// changes nothing. A command without a key gets `bind = KEY: name`,
    /// to be filled in.
    public static func defaultLines(of command: KeyCommand) -> [String] {
        guard !command.defaults.isEmpty else { return ["bind = KEY: \(command.name)"] }
        // Each group of default keys as the line that gives it: taken out
        // of the comment, it binds the same keys in the same places.
        return command.defaults.map { group in
            let keys = group.keys.map(\.configName).joined(separator: ", ")
            let places = group.contexts.map { places in
                " in " + KeyContext.allCases.filter(places.contains).map(\.configName).joined(separator: ", ")
            }
            return "bind = \(keys): \(command.name)\(places ?? "")"
        }
    }
}

extension BindingProblem {
    /// What is wrong, as the user reads it (with the line's number).
    public func text(in language: Language) -> String {
        let reason: ConfigPhrase =
            switch kind {
            case .malformed(let text): .malformedBinding(text)
            case .unknownKey(let name): .unknownKey(name)
            case .unknownCommand(let name, let suggestion): .unknownCommand(name, suggestion: suggestion)
            case .unknownPlace(let name, let suggestion): .unknownPlace(name, suggestion: suggestion)
            case .notThere(let command, let context):
                .notThere(command: command.rawValue, place: context.configName, placeName: context.place)
            case .types(let key, let context):
                .types(key: key.label, place: context.configName, placeName: context.place)
            case .clash(let key, let context, let command, let earlier):
                .clash(
                    key: key.label, place: context.configName, placeName: context.place, command: command.rawValue,
                    line: earlier)
            case .noWayToQuit(let context): .noWayToQuit(place: context.configName, placeName: context.place)
            }
        return ConfigPhrase.atLine(line).text(in: language) + reason.text(in: language)
    }
}
