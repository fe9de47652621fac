import StoreSearchUI

/// Every option, config key and environment variable, declared once. The
/// command line parser, the config file reader, `--help` (English and
/// Dutch) and `--print-config` are made from it here; the man page's
/// OPTIONS, ENVIRONMENT and FILES sections, README's lists and the shell
/// completions by storesearch-docs (`make docs` writes the generated files;
/// `make test` fails when stale).
///
/// The table is kept by area: the settings (`OptionTable+Settings.swift`),
/// the commands' own options and what runs instead of starting
/// (`OptionTable+Commands.swift`), the environment and the files
/// (`OptionTable+Environment.swift`); how a name is found,
/// `OptionTable+Lookups.swift`.
public enum OptionTable {
    /// Every option, in the order help, the man page, README and the
    /// completions list them.
    public static let options: [OptionSpec] = settings + interfaceSettings + commandOptions + actions

    /// The bound of the options that count things on the screen or in time.
    static let sizes = 1...10_000

    /// What `--kind` takes (the store's names, and the spellings people use).
    static let kindNames = [
        "song", "musicVideo", "film", "tvEpisode", "podcast", "app", "macApp", "ebook", "audiobook", "movie", "tv",
        "mac-app", "book",
    ]

    /// The commands a first word may name (`storesearch search TERM`, `storesearch lookup ID`).
    public static let commands = Subcommand.allCases.map(\.rawValue)

    /// The config key of key bindings.
    public static let bindKey = "bind"

    /// The options that have a config key, in the table's order.
    public static var configOptions: [OptionSpec] { options.filter { $0.configKey != nil } }

    public static func file(_ name: FileSpec.Name) -> FileSpec {
        files.first { $0.name == name }!
    }
}
