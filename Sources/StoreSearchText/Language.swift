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

    /// The character type the interface is asked to work in: the variable
    /// that sets it (`LC_ALL`, `LC_CTYPE`, `LANG`) and its value, when set.
    public static func characterLocale(environment: [String: String]) -> (variable: String, value: String)? {
        for name in ["LC_ALL", "LC_CTYPE", "LANG"] {
            if let value = environment[name], !value.isEmpty { return (name, value) }
        }
        return nil
    }

    /// The character set a locale asks for when it is not UTF-8 (the
    /// interface draws and reads UTF-8 only), else nil. `installedCodeset` is
    /// what the C library says of the locale when it is installed
    /// (`nl_langinfo(CODESET)`); when it is not, the name's own ".charset"
    /// says. C and POSIX ask for nothing in particular: UTF-8 is used.
    public static func nonUTF8Charset(locale: String?, installedCodeset: String?) -> String? {
        guard let locale, !locale.isEmpty else { return nil }
        let base = locale.split(separator: "@").first.map(String.init) ?? locale
        let name = base.split(separator: ".").first.map(String.init) ?? base
        let declared = base.contains(".") ? base.split(separator: ".", maxSplits: 1).last.map(String.init) : nil
        // Plain Swift, not Foundation's replacingOccurrences: this runs
        // before the first frame, and the NSString bridge's first use cost
        // a third of a millisecond of type lookups there.
        func isUTF8(_ charset: String) -> Bool {
            charset.lowercased().filter { $0 != "-" && $0 != "_" } == "utf8"
        }
        if name == "C" || name == "POSIX" {
            return declared.map { isUTF8($0) ? nil : $0 } ?? nil
        }
        if let installedCodeset {
            return isUTF8(installedCodeset) ? nil : installedCodeset
        }
        if let declared { return isUTF8(declared) ? nil : declared }
        return nil
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

/// The storefront and language the store is asked for, from the locale
/// (`LC_ALL`, `LC_MESSAGES`, `LANG`): nl_NL.UTF-8 → country NL, lang nl_nl;
/// C and POSIX → US, en_us.
public struct StoreLocale: Hashable, Sendable {
    public var country: String
    public var lang: String

    public init(country: String, lang: String) {
        self.country = country
        self.lang = lang
    }

    public init(environment: [String: String]) {
        let posix = LocaleSettings.firstSet(["LC_ALL", "LC_MESSAGES", "LANG"], in: environment)
        let identifier = LocaleSettings.identifier(forPOSIXName: posix)
        let parts = identifier.split(separator: "_")
        let language = parts.first.map { $0.lowercased() } ?? "en"
        let region = parts.count > 1 && parts[1].count == 2 ? parts[1].uppercased() : "US"
        self.init(country: region, lang: "\(language)_\(region.lowercased())")
    }
}
