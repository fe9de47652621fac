import StoreSearchModel
import TerminalKit

/// The keys in force: the table's defaults with the config file's `bind`
/// lines applied. Dispatch, the footer, help, the palette and About read
/// them, so what they say is what the keys do.
public struct Bindings: Sendable {
    private struct Entry: Sendable {
        var key: Key
        var command: Command
    }

    /// For each place, its keys in the table's order (a rebound key last).
    private var entries: [KeyContext: [Entry]] = [:]
    private var lookup: [KeyContext: [Key: Command]] = [:]
    /// The rules applied, as the config file gave them.
    public private(set) var rules: [BindingRule] = []

    /// The table's own keys.
    public static let standard = Bindings()

    private init() {
        // Command by command (this runs before the first frame): each place
        // still gets its keys in the table's order, the first command of a
        // key keeping it. Each place's keys are gathered in an array of its
        // own, its look-up sized once, and the two tables filled at the end.
        let places = KeyContext.allCases
        var lists = [[Entry]](repeating: [], count: places.count)
        var found = [[Key: Command]](repeating: [:], count: places.count)
        for index in found.indices { found[index].reserveCapacity(Self.keysAPlace) }
        for command in KeyCommand.table {
            command.forEachDefaultKey { context, key in
                guard let place = places.firstIndex(of: context), found[place][key] == nil else { return }
                found[place][key] = command.command
                lists[place].append(Entry(key: key, command: command.command))
            }
        }
        entries.reserveCapacity(places.count)
        lookup.reserveCapacity(places.count)
        for (index, context) in places.enumerated() where !lists[index].isEmpty {
            entries[context] = lists[index]
            lookup[context] = found[index]
        }
    }

    /// About how many keys a place has (its look-up is sized for them at once).
    private static let keysAPlace = 128

    /// The defaults, with a layer's keys over them (`KeyCommand.picking`
    /// in storesearch pick), then `rules` applied in order; the first rule
    /// that cannot be applied throws, and nothing is half applied.
    public init(rules: [BindingRule], layers: [KeyCommand] = []) throws(BindingProblem) {
        self.init()
        for command in layers {
            for context in KeyContext.allCases {
                // First among the command's keys: the footer names pick's Tab, not m.
                for key in command.defaultKeys(in: context).reversed() {
                    remove(key, in: context)
                    add(key, command.command, in: context, first: true)
                }
            }
        }
        var userBound: [KeyContext: [Key: BindingRule]] = [:]
        for rule in rules {
            guard let command = rule.command else {
                for context in rule.places ?? KeyContext.everywhere { remove(rule.key, in: context) }
                try requireQuit(after: rule)
                continue
            }
            let places = rule.places ?? command.places
            if let outside = places.subtracting(command.places).first {
                throw BindingProblem(line: rule.line, .notThere(command: command, place: outside))
            }
            for context in KeyContext.allCases where places.contains(context) {
                if rule.key.typedCharacter != nil && Self.typingPlaces.contains(context) {
                    throw BindingProblem(line: rule.line, .types(key: rule.key, place: context))
                }
                if let earlier = userBound[context]?[rule.key], earlier.command != command {
                    throw BindingProblem(
                        line: rule.line,
                        .clash(key: rule.key, place: context, command: earlier.command!, line: earlier.line))
                }
                userBound[context, default: [:]][rule.key] = rule
                remove(rule.key, in: context)
                add(rule.key, command, in: context)
            }
            try requireQuit(after: rule)
        }
        self.rules = rules
    }

    /// Places where a printable key types: binding one there would take a letter from what is typed.
    static let typingPlaces = KeyContext.typing

    private mutating func add(_ key: Key, _ command: Command, in context: KeyContext, first: Bool = false) {
        entries[context, default: []].insert(
            Entry(key: key, command: command), at: first ? 0 : entries[context]?.count ?? 0)
        lookup[context, default: [:]][key] = command
    }

    private mutating func remove(_ key: Key, in context: KeyContext) {
        guard lookup[context]?.removeValue(forKey: key) != nil else { return }
        entries[context]?.removeAll { $0.key == key }
    }

    /// Quitting stays possible everywhere, whatever the config says.
    private func requireQuit(after rule: BindingRule) throws(BindingProblem) {
        for context in KeyContext.allCases where keys(for: .quit, in: context).isEmpty {
            throw BindingProblem(line: rule.line, .noWayToQuit(place: context))
        }
    }

    // MARK: Reading them

    /// The command `key` gives in `context`: its own binding, else (for a
    /// key with Shift) the binding of the key without it.
    public func command(for key: Key, in context: KeyContext) -> Command? {
        lookup[context]?[key] ?? key.withoutShift.flatMap { lookup[context]?[$0] }
    }

    /// The keys that give `command` in `context`, in order.
    public func keys(for command: Command, in context: KeyContext) -> [Key] {
        (entries[context] ?? []).filter { $0.command == command }.map(\.key)
    }

    /// The keys that give `command` anywhere, each once, in order.
    public func keys(for command: Command) -> [Key] {
        var seen: Set<Key> = []
        return KeyContext.allCases.flatMap { keys(for: command, in: $0) }.filter { seen.insert($0).inserted }
    }

    /// The keys of `command` as help and the footer show them ("Ctrl-C  F10").
    public func label(for command: Command, in context: KeyContext? = nil) -> String {
        let bound = context.map { keys(for: command, in: $0) } ?? keys(for: command)
        return bound.map(\.label).joined(separator: "  ")
    }

    /// The first key of `command` here (else anywhere), as the footer and notices name it.
    public func shortLabel(for command: Command, in context: KeyContext? = nil) -> String? {
        (context.map { keys(for: command, in: $0) }?.first ?? keys(for: command).first)?.label
    }

    /// The first key of `command` (here, else anywhere) for a sentence: "—" when it has none.
    public func name(of command: Command, in context: KeyContext? = nil) -> String {
        shortLabel(for: command, in: context) ?? "—"
    }

    /// Every command's keys in force, by label (the palette finds a command
    /// by its key's name): `SessionInfo.commandKeys`.
    public var keyNames: [Command: [String]] {
        // `keys(for:)` of every command, in one pass over the places (this
        // runs before the first frame): place by place, each command's
        // keys in order, a key already named left out.
        var found: [Command: [Key]] = [:]
        found.reserveCapacity(Command.allCases.count)
        for context in KeyContext.allCases {
            for entry in entries[context] ?? [] where found[entry.command]?.contains(entry.key) != true {
                found[entry.command, default: []].append(entry.key)
            }
        }
        return Dictionary(uniqueKeysWithValues: Command.allCases.map { ($0, (found[$0] ?? []).map(\.label)) })
    }

    /// Whether the table binds a key twice in a place (its tests want none).
    static var defaultConflicts: [(KeyContext, Key)] {
        var conflicts: [(KeyContext, Key)] = []
        for context in KeyContext.allCases {
            var seen: Set<Key> = []
            for command in KeyCommand.table {
                for key in command.defaultKeys(in: context) where !seen.insert(key).inserted {
                    conflicts.append((context, key))
                }
            }
        }
        return conflicts
    }
}

/// One `bind` line of the config file: a key to a command (nil: to
/// nothing), in the places named (nil: wherever the command works).
public struct BindingRule: Hashable, Sendable {
    public var key: Key
    public var command: Command?
    public var places: Set<KeyContext>?
    /// The config file's line that said it.
    public var line: Int

    public init(key: Key, command: Command?, places: Set<KeyContext>?, line: Int) {
        self.key = key
        self.command = command
        self.places = places
        self.line = line
    }
}

/// Why a `bind` line cannot be taken, and its line.
public struct BindingProblem: Error, Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        case malformed(String)
        case unknownKey(String)
        case unknownCommand(String, suggestion: String?)
        case unknownPlace(String, suggestion: String?)
        case notThere(command: Command, place: KeyContext)
        case types(key: Key, place: KeyContext)
        case clash(key: Key, place: KeyContext, command: Command, line: Int)
        case noWayToQuit(place: KeyContext)
    }

    public var line: Int
    public var kind: Kind

    public init(line: Int, _ kind: Kind) {
        self.line = line
        self.kind = kind
    }
}
