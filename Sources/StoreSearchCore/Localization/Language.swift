/// The languages the interface speaks.
public enum Language: String, CaseIterable, Hashable, Sendable {
    case english = "en"
    case dutch = "nl"

    /// The language chosen by the POSIX locale variables, in their order of
    /// precedence: `LC_ALL`, then `LC_MESSAGES`, then `LANG`. Anything that is
    /// not Dutch is English.
    public init(environment: [String: String]) {
        let name = LocaleSettings.firstSet(["LC_ALL", "LC_MESSAGES", "LANG"], in: environment) ?? ""
        self = name.lowercased().hasPrefix("nl") ? .dutch : .english
    }
}

/// Which locale formats numbers and prices, from the POSIX variables.
public enum LocaleSettings {
    /// The first variable of `names` that is set and not empty.
    static func firstSet(_ names: [String], in environment: [String: String]) -> String? {
        names.lazy.compactMap { environment[$0] }.first { !$0.isEmpty }
    }

    /// A Foundation locale identifier for a POSIX locale name:
    /// `nl_NL.UTF-8@euro` → `nl_NL`; `C`, `POSIX` and `C.UTF-8` → `en_US`.
    public static func identifier(forPOSIXName name: String?) -> String {
        guard let name, !name.isEmpty else { return "en_US" }
        let base = name.split(separator: ".").first.map(String.init) ?? name
        let trimmed = base.split(separator: "@").first.map(String.init) ?? base
        if trimmed == "C" || trimmed == "POSIX" || trimmed.isEmpty { return "en_US" }
        return trimmed
    }

    /// The locale for prices (`LC_ALL`, `LC_MONETARY`, `LANG`).
    public static func monetaryIdentifier(environment: [String: String]) -> String {
        identifier(forPOSIXName: firstSet(["LC_ALL", "LC_MONETARY", "LANG"], in: environment))
    }

    /// The locale for other numbers (`LC_ALL`, `LC_NUMERIC`, `LANG`).
    public static func numericIdentifier(environment: [String: String]) -> String {
        identifier(forPOSIXName: firstSet(["LC_ALL", "LC_NUMERIC", "LANG"], in: environment))
    }
}
