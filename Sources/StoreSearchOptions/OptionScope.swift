import StoreSearchUI

/// Where an option is accepted.
public enum OptionScope: Hashable, Sendable {
    /// `storesearch [options]` only (`--print-config`, `--diagnose`).
    case interface
    /// `storesearch search TERM [options]` only.
    case search
    /// `storesearch lookup ID [options]` only.
    case lookup
    /// The commands that print results: `search` and `lookup`.
    case commands
    /// Everywhere.
    case both
}

/// The commands a first word names: `storesearch search TERM`, `storesearch lookup ID`.
public enum Subcommand: String, CaseIterable, Hashable, Sendable {
    case search, lookup
}
