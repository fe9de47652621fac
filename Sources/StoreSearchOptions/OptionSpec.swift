import StoreSearchText
import StoreSearchUI

/// Options that do something instead of starting the interface.
public enum OptionAction: Hashable, Sendable {
    /// `--help` (the options used most) and `--help-all` (every option, variable and file).
    case help, helpAll, version, printConfig, diagnose
}

/// One option: its names, its value, where it may also be set, and its help.
public struct OptionSpec: Sendable {
    /// `--source`; nil for a setting with no flag (config and environment only).
    public var long: String?
    /// `-h`.
    public var short: String?
    /// Other spellings: `--no-colour`, `--favorites`.
    public var aliases: [String] = []
    /// The value's name in help: `FILE`, `N`; English and Dutch.
    public var placeholder: LocalizedText?
    /// The value may be left out (`--multi`, `--multi=2`): given, it is
    /// given with `=` (the next word is never taken for it).
    public var valueIsOptional = false
    /// A switch sets its config key to this (`--no-cache`: "no"); nil: the
    /// option takes a value (or is an action).
    public var switchValue: String?
    /// The config file's key (`source`), and its other spellings.
    public var configKey: String?
    public var configAliases: [String] = []
    /// The environment variable that sets it (`STORESEARCH_CATALOG`).
    public var environment: String?
    /// The default as the config file writes it; nil: none (worked out at run time).
    public var defaultValue: String?
    public var scope: OptionScope
    /// One line or two for `--help`, the completions and the config file.
    public var help: LocalizedText
    /// Its line in the short `--help`, which names the options used most
    /// (ten, and fits a screen); nil: only `--help-all` and the man page name it.
    public var summary: LocalizedText?
    /// More for the man page (English, as the man page is).
    public var manDetail: String?
    /// What giving it does; a setting's also says what its value may be.
    public var effect: OptionEffect

    /// What the value may be, as the effect says.
    public var rule: OptionValueRule { effect.rule }

    /// Whether the option takes a value on the command line.
    public var takesValue: Bool {
        guard case .action = effect else { return switchValue == nil && rule != .none && !valueIsOptional }
        return false
    }

    /// Every command-line spelling.
    public var names: [String] { [short, long].compactMap { $0 } + aliases }

    /// Whether it is accepted by `command` (nil: the interface).
    public func applies(to command: Subcommand?) -> Bool {
        command.map(scope.commands.contains) ?? scope.interface
    }

    /// Whether it is `command`'s own (not one every command takes).
    public func belongs(to command: Subcommand?) -> Bool {
        scope != .both && applies(to: command)
    }

    /// `--source auto|itunes|catalog`, `--catalog FILE`, `-h, --help`.
    public func synopsis(in language: Language) -> String {
        let name = [short, long].compactMap { $0 }.joined(separator: ", ")
        if valueIsOptional { return name + "[=" + (placeholder?.text(in: language) ?? "VALUE") + "]" }
        guard takesValue else { return name }
        if case .choice(let words) = rule { return name + " " + words.joined(separator: "|") }
        return name + " " + (placeholder?.text(in: language) ?? "VALUE")
    }

    /// `--sort ORDER`, `--catalog FILE`: the names and the value's name
    /// (not its choices), for the short `--help`.
    public func briefSynopsis(in language: Language) -> String {
        let name = [short, long].compactMap { $0 }.joined(separator: ", ")
        if valueIsOptional { return synopsis(in: language) }
        guard takesValue else { return name }
        return name + " " + (placeholder?.text(in: language) ?? "VALUE")
    }
}

/// An environment variable that is not an option's (the locale, NO_COLOR).
public struct EnvironmentNote: Sendable {
    public var names: [String]
    public var help: LocalizedText
}
