import StoreSearchModel
import StoreSearchUI

/// What happens when an option is given. A setting or a choice of
/// `storesearch search` carries its value's rule: the one made from a key
/// path and a kind (`.yesNo(\.cache)`, `.seconds(\.timeout, max: 600)`)
/// gives the rule, the reading of the text and its writing back at once,
/// as swift-argument-parser's property wrappers do, so a table line says
/// each of them once.
public enum OptionEffect: Sendable {
    /// Sets a setting from its text (false: the text is not allowed), and
    /// reads it back as the config file writes it (nil: not set).
    case setting(
        OptionValueRule,
        set: @Sendable (inout LaunchSettings, String) -> Bool,
        get: @Sendable (LaunchSettings) -> String?)
    /// Sets one of `storesearch search`'s choices (its settings and term
    /// are filled in after every option is read).
    case search(OptionValueRule, set: @Sendable (inout SearchCommand, String) -> Bool)
    /// Does something else instead of starting.
    case action(OptionAction)

    /// What the value may be.
    public var rule: OptionValueRule {
        switch self {
        case .setting(let rule, _, _), .search(let rule, _): rule
        case .action: .none
        }
    }
}

/// A setting, as a table line names it: `\.cache`. Key-path literals are
/// `Sendable` (SE-0418), so the effects' closures may keep them.
public typealias SettingPath<Value> = WritableKeyPath<LaunchSettings, Value> & Sendable

/// One of `storesearch search`'s choices: `\.exact`, `\.filter.freeOnly`.
public typealias SearchPath<Value> = WritableKeyPath<SearchCommand, Value> & Sendable

// MARK: Settings

extension OptionEffect {
    /// Yes or no (also true/false, on/off, 1/0, in any case), written back
    /// as yes or no.
    public static func yesNo(_ setting: SettingPath<Bool>) -> OptionEffect {
        value(setting, .yesNo, read: readYesNo, write: { $0 ? "yes" : "no" })
    }

    /// One of a type's cases by its name (`.choice(\.source)`: auto,
    /// itunes, catalog), as written or, `ignoringCase`, in any case.
    public static func choice<Choice: RawRepresentable & CaseIterable & Sendable>(
        _ setting: SettingPath<Choice>, ignoringCase: Bool = false
    ) -> OptionEffect where Choice.RawValue == String {
        choice(setting, ignoringCase: ignoringCase, marking: nil)
    }

    /// A choice that is remembered apart from its value (`--sort`): given,
    /// it sets `chosen` too; not chosen, it is not written back, as the
    /// value in force then comes from elsewhere (the order used last).
    public static func choice<Choice: RawRepresentable & CaseIterable & Sendable>(
        _ setting: SettingPath<Choice>, ignoringCase: Bool = false, chosen: SettingPath<Bool>
    ) -> OptionEffect where Choice.RawValue == String {
        choice(setting, ignoringCase: ignoringCase, marking: chosen)
    }

    private static func choice<Choice: RawRepresentable & CaseIterable & Sendable>(
        _ setting: SettingPath<Choice>, ignoringCase: Bool, marking chosen: SettingPath<Bool>?
    ) -> OptionEffect where Choice.RawValue == String {
        .setting(
            .choice(Choice.allCases.map(\.rawValue)),
            set: { settings, text in
                guard let choice = Choice(rawValue: ignoringCase ? text.lowercased() : text) else { return false }
                settings[keyPath: setting] = choice
                if let chosen { settings[keyPath: chosen] = true }
                return true
            },
            get: { settings in
                if let chosen, !settings[keyPath: chosen] { return nil }
                return settings[keyPath: setting].rawValue
            })
    }

    /// Seconds, more than 0 and at most `max`; written back whole when
    /// they are ("10", "2.5").
    public static func seconds(_ setting: SettingPath<Double>, max: Int) -> OptionEffect {
        value(setting, .seconds(max: max), read: { readSeconds($0, max: Double(max)) }, write: secondsText)
    }

    /// A whole number within `range`.
    public static func integer(_ setting: SettingPath<Int>, in range: ClosedRange<Int>) -> OptionEffect {
        value(
            setting, .integer(range), read: { text in Int(text).flatMap { range.contains($0) ? $0 : nil } },
            write: { String($0) })
    }

    /// Text that `rule` accepts (`.webAddress`, `.mailAddress`…), kept in
    /// the form the rule gives it (a country upper-cased).
    public static func text(_ setting: SettingPath<String>, _ rule: OptionValueRule) -> OptionEffect {
        value(setting, rule, read: { rule.acceptedText($0) }, write: { $0 })
    }

    /// Text that `rule` accepts, for a setting that may be unset (nil:
    /// worked out at run time). With `emptyIsUnset`, empty text (or only
    /// spaces) unsets it, as though it had not been given.
    public static func text(
        _ setting: SettingPath<String?>, _ rule: OptionValueRule, emptyIsUnset: Bool = false
    ) -> OptionEffect {
        .setting(
            rule,
            set: { settings, text in
                if emptyIsUnset && text.trimmingSpaces.isEmpty {
                    settings[keyPath: setting] = nil
                    return true
                }
                guard let value = rule.acceptedText(text) else { return false }
                settings[keyPath: setting] = value
                return true
            },
            get: { $0[keyPath: setting] })
    }

    /// Config lines the interface reads itself, line by line (`bind`,
    /// `theme.ROLE`): no setting is set from them here.
    public static func readByTheInterface(_ rule: OptionValueRule) -> OptionEffect {
        .setting(rule, set: { _, _ in false }, get: { _ in nil })
    }

    /// The one place a setting's text meets its key path: `read` gives the
    /// value (nil: not allowed), `write` the text the config file holds.
    private static func value<Value>(
        _ setting: SettingPath<Value>, _ rule: OptionValueRule, read: @escaping @Sendable (String) -> Value?,
        write: @escaping @Sendable (Value) -> String
    ) -> OptionEffect {
        .setting(
            rule,
            set: { settings, text in
                guard let value = read(text) else { return false }
                settings[keyPath: setting] = value
                return true
            },
            get: { write($0[keyPath: setting]) })
    }
}

// MARK: storesearch search

extension OptionEffect {
    /// A switch of `storesearch search` (`--exact`): given, it is on.
    public static func searchFlag(_ choice: SearchPath<Bool>) -> OptionEffect {
        .search(.none) { command, _ in
            command[keyPath: choice] = true
            return true
        }
    }

    /// One of a type's cases by its name, as written (`--format json`).
    public static func searchChoice<Choice: RawRepresentable & CaseIterable & Sendable>(
        _ choice: SearchPath<Choice>
    ) -> OptionEffect where Choice.RawValue == String {
        .search(.choice(Choice.allCases.map(\.rawValue))) { command, text in
            guard let value = Choice(rawValue: text) else { return false }
            command[keyPath: choice] = value
            return true
        }
    }

    /// A whole number within `range` (`--limit`).
    public static func searchInteger(_ choice: SearchPath<Int>, in range: ClosedRange<Int>) -> OptionEffect {
        .search(.integer(range)) { command, text in
            guard let number = Int(text), range.contains(number) else { return false }
            command[keyPath: choice] = number
            return true
        }
    }
}

// MARK: Values read and written

extension OptionEffect {
    static func readYesNo(_ text: String) -> Bool? {
        switch text.lowercased() {
        case "yes", "true", "on", "1": true
        case "no", "false", "off", "0": false
        default: nil
        }
    }

    static func readSeconds(_ text: String, max: Double) -> Double? {
        guard let seconds = Double(text), seconds > 0, seconds <= max else { return nil }
        return seconds
    }

    /// "10", "2.5": seconds as the config file writes them.
    static func secondsText(_ seconds: Double) -> String {
        seconds == seconds.rounded() && abs(seconds) < 1e15 ? String(Int(seconds)) : String(seconds)
    }
}
