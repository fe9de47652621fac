import StoreSearchCore
import TerminalKit

/// A command's name: what the config file binds (`bind = alt-p: preview`)
/// and the man page lists. Stable across languages and versions.
public struct CommandName: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    public let rawValue: String
    public init(stringLiteral value: String) { rawValue = value }
    public init(_ value: String) { rawValue = value }
    public var description: String { rawValue }
}

/// Everything a command may look at when it runs: the state, where the
/// key landed, the key (nil when run from the palette or a menu), and the
/// screen as last drawn (it says how far things scroll).
public struct KeyScene {
    public var state: AppState
    public var context: KeyContext
    public var key: Key?
    public var frame: Frame?
    public var bindings: Bindings

    public init(state: AppState, context: KeyContext, key: Key? = nil, frame: Frame?, bindings: Bindings) {
        self.state = state
        self.context = context
        self.key = key
        self.frame = frame
        self.bindings = bindings
    }

    var language: Language { state.session.language }
}

/// One command of the one table: its name, where it works, the keys that
/// give it by default, how help, the palette and the footer name it, and
/// what it does. Dispatch, the footer, help, the palette, the menu's key
/// hints, About, the config file's bindings, the man page and README are
/// all made from `KeyCommand.table`.
public struct KeyCommand: Sendable {
    /// Default keys and the places they apply in (a subset of `contexts`).
    public struct Keys: Sendable {
        public var keys: [Key]
        public var contexts: Set<KeyContext>?
    }

    public let name: CommandName
    public let section: KeySection
    /// What it does, in a few words: the palette's line, help's line.
    public let title: LocalizedText
    /// Where it works (with or without a key).
    public let contexts: Set<KeyContext>
    public let defaults: [Keys]
    /// The footer's verb for it here and now, if it deserves a place there.
    let footer: (@Sendable (KeyScene) -> Phrase.Action?)?
    /// Why it cannot act now (said as a notice when its key is pressed, and
    /// beside it in the palette); nil when it can, or when it simply has
    /// nothing to do (`run` then gives no messages).
    let check: (@Sendable (KeyScene) -> LocalizedText?)?
    /// The messages it sends: most commands send one message; a few depend
    /// on where they are given.
    let run: @Sendable (KeyScene) -> [Message]

    init(
        _ name: CommandName, _ section: KeySection, _ title: LocalizedText, in contexts: Set<KeyContext>,
        keys: [Key] = [], _ more: [Keys] = [],
        footer: (@Sendable (KeyScene) -> Phrase.Action?)? = nil,
        check: (@Sendable (KeyScene) -> LocalizedText?)? = nil,
        run: @escaping @Sendable (KeyScene) -> [Message]
    ) {
        self.name = name
        self.section = section
        self.title = title
        self.contexts = contexts
        defaults = (keys.isEmpty ? [] : [Keys(keys: keys, contexts: nil)]) + more
        self.footer = footer
        self.check = check
        self.run = run
    }

    /// A command that always sends the same messages.
    init(
        _ name: CommandName, _ section: KeySection, _ title: LocalizedText, in contexts: Set<KeyContext>,
        keys: [Key] = [], _ more: [Keys] = [], footer: Phrase.Action? = nil,
        check: (@Sendable (KeyScene) -> LocalizedText?)? = nil, sends messages: [Message]
    ) {
        let verb: (@Sendable (KeyScene) -> Phrase.Action?)? =
            if let footer { { _ in footer } } else { nil }
        self.init(name, section, title, in: contexts, keys: keys, more, footer: verb, check: check) { _ in messages }
    }

    /// The default keys in `context`.
    public func defaultKeys(in context: KeyContext) -> [Key] {
        guard contexts.contains(context) else { return [] }
        return defaults.filter { $0.contexts?.contains(context) ?? true }.flatMap(\.keys)
    }

    /// Whether it would act in `scene`, and if not, why (nil reason: there
    /// is simply nothing for it to do now).
    public func availability(in scene: KeyScene) -> Availability {
        guard contexts.contains(scene.context) else { return .elsewhere(contexts) }
        if let reason = check?(scene) { return .unavailable(reason) }
        return run(scene).isEmpty ? .idle : .works
    }

    /// The commands by name.
    public static let named: [CommandName: KeyCommand] = Dictionary(
        uniqueKeysWithValues: table.map { ($0.name, $0) })
}

extension KeyCommand.Keys {
    /// Extra default keys for some places: `[.character("j")] @ [.sheet]`.
    static func only(_ keys: [Key], in contexts: Set<KeyContext>) -> Self {
        Self(keys: keys, contexts: contexts)
    }
}

/// Whether a command can act where and when it is asked.
public enum Availability: Hashable, Sendable {
    case works
    /// It works here, but has nothing to do now (Up at the top).
    case idle
    /// It cannot act now, for this reason.
    case unavailable(LocalizedText)
    /// It works only in these places.
    case elsewhere(Set<KeyContext>)

    /// Why not, in words (nil when it works).
    public var reason: LocalizedText? {
        switch self {
        case .works: nil
        case .idle: HelpPhrase.nothingToDoHere.words
        case .unavailable(let reason): reason
        case .elsewhere(let places):
            places.isSuperset(of: KeyContext.main)
                ? HelpPhrase.worksOnSearchScreen.words
                : HelpPhrase.worksIn(KeyContext.allCases.filter(places.contains).prefix(3).map(\.place)).words
        }
    }
}

/// A line of help that is no command: what typing, pasting and the mouse do.
public struct KeyNote: Sendable {
    public let label: LocalizedText
    public let section: KeySection
    public let help: LocalizedText
}
