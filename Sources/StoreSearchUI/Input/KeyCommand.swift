import StoreSearchModel
import StoreSearchText
import TerminalKit

/// One row of the key table: a command (`StoreSearchCore.Command`: its
/// name, words and places, and, in the model, what it does and whether it
/// can act now) and the keys that give it by default, by place. The key
/// handling, the footer, help, the palette's keys, the menu's key hints,
/// About, `--print-config`, the man page and README are made from
/// `KeyCommand.table` and the bindings in force.
public struct KeyCommand: Sendable {
    /// Default keys and the places they apply in (nil: wherever the command works).
    public struct Keys: Sendable {
        public var keys: [Key]
        public var contexts: Set<KeyContext>?
    }

    public let command: Command
    public let defaults: [Keys]

    /// A command and its default keys, in the order given (the first key
    /// in force in a place is the one the footer shows there).
    init(_ command: Command, _ groups: Keys...) {
        self.command = command
        defaults = groups
    }

    public var name: Command { command }
    public var section: KeySection { command.section }
    public var title: LocalizedText { command.title }
    public var label: LocalizedText { command.label }
    public var contexts: Set<KeyContext> { command.places }

    /// The default keys in `context`.
    public func defaultKeys(in context: KeyContext) -> [Key] {
        let places = contexts
        return defaults.filter { Self.applies($0, in: context, places: places) }.flatMap(\.keys)
    }

    /// Each default key with each place it is in, a group of keys at a
    /// time: place by place, the keys `defaultKeys(in:)` lists, in its
    /// order. The command's places are asked once (`Bindings` reads every
    /// command's keys this way before the first frame).
    public func forEachDefaultKey(_ body: (KeyContext, Key) -> Void) {
        let places = contexts
        for group in defaults {
            for context in KeyContext.allCases where Self.applies(group, in: context, places: places) {
                for key in group.keys { body(context, key) }
            }
        }
    }

    /// Whether `group`'s keys are in force in `context`, for a command that works in `places`.
    private static func applies(_ group: Keys, in context: KeyContext, places: Set<KeyContext>) -> Bool {
        places.contains(context) && group.contexts?.contains(context) ?? true
    }

    /// The rows by command.
    public static let named: [Command: KeyCommand] = Dictionary(
        uniqueKeysWithValues: table.map { ($0.command, $0) })
}

extension KeyCommand.Keys {
    /// Keys wherever the command works.
    static func keys(_ keys: Key...) -> Self { Self(keys: keys, contexts: nil) }

    /// Keys for some places only: `.only([.character("j")], in: KeyContext.browsing)`.
    static func only(_ keys: [Key], in contexts: Set<KeyContext>) -> Self {
        Self(keys: keys, contexts: contexts)
    }
}

/// A line of help that is no command: what typing, pasting and the mouse do.
public struct KeyNote: Sendable {
    public let label: LocalizedText
    public let section: KeySection
    public let help: LocalizedText
}
