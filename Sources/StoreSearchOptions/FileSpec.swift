import StoreSearchText
import StoreSearchUI

/// Where a file lives, after the XDG base directory spec.
public enum BaseDirectory: String, CaseIterable, Sendable {
    case config = "XDG_CONFIG_HOME"
    case cache = "XDG_CACHE_HOME"
    case data = "XDG_DATA_HOME"
    case state = "XDG_STATE_HOME"

    /// The folder under $HOME used when the variable is unset or not absolute.
    public var fallback: String {
        switch self {
        case .config: ".config"
        case .cache: ".cache"
        case .data: ".local/share"
        case .state: ".local/state"
        }
    }

    /// The folder in force: the variable when absolute, else under `home`.
    public func path(environment: [String: String], home: String) -> String {
        if let value = environment[rawValue], value.hasPrefix("/") { return value }
        return home + "/" + fallback
    }
}

/// A file or folder the program reads or writes.
public struct FileSpec: Sendable {
    public enum Name: Hashable, Sendable {
        case config, responses, index, artwork, drafts, favourites, history, catalogHistory, log
    }
    public var name: Name
    public var base: BaseDirectory
    /// Below the base: `storesearch/config`; folders end in `/`.
    public var relative: String
    public var help: LocalizedText
    public var manDetail: String?

    /// `$XDG_CONFIG_HOME/storesearch/config`.
    public var documentedPath: String { "$\(base.rawValue)/\(relative)" }

    /// The path in force (without a trailing slash).
    public func path(environment: [String: String], home: String) -> String {
        var relative = relative
        if relative.hasSuffix("/") { relative.removeLast() }
        return base.path(environment: environment, home: home) + "/" + relative
    }
}
