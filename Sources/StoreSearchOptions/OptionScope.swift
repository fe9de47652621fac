import StoreSearchUI

/// Where an option is accepted: `storesearch [options]` (the interface),
/// and which of the commands a first word names.
public struct OptionScope: Hashable, Sendable {
    public var interface: Bool
    public var commands: Set<Subcommand>

    /// `storesearch [options]` only (`--print-config`, `--diagnose`).
    public static let interface = OptionScope(interface: true, commands: [])
    /// Everywhere.
    public static let both = OptionScope(interface: true, commands: Set(Subcommand.allCases))

    /// Only these commands': `.only(.search, .pick)`.
    public static func only(_ commands: Subcommand...) -> OptionScope {
        OptionScope(interface: false, commands: Set(commands))
    }

    /// The commands that take it, in their order (`search`, `lookup`, `pick`).
    public var commandNames: [String] { Subcommand.allCases.filter(commands.contains).map(\.rawValue) }
}

/// The commands a first word names: `storesearch search TERM`, `storesearch
/// lookup ID`, `storesearch pick [WORDS]`.
public enum Subcommand: String, CaseIterable, Hashable, Sendable {
    case search, lookup, pick
}
