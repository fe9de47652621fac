/// Where results come from.
public enum SourceChoice: String, CaseIterable, Sendable {
    /// The bundled offline catalog, or the file given with `--catalog`.
    case catalog
}

/// Everything the command line, the environment and the config file decide,
/// resolved in that order of strength: a flag beats the environment, which
/// beats the config file, which beats the defaults.
public struct LaunchSettings: Equatable, Sendable {
    public var source: SourceChoice = .catalog
    /// A catalog file to search instead of the bundled one.
    public var catalogPath: String?
    public var regularWidth = 100
    public var regularHeight = 20
    public var animation = true
    public var mouse = true
    public var color = true

    public init() {}
}

/// What the command line asks for.
public enum LaunchAction: Equatable, Sendable {
    case run(LaunchSettings)
    case help
    case version
}

/// A mistake on the command line or in the config file, in the user's words.
public struct SettingsError: Error, Equatable, Sendable {
    public var phrase: Phrase

    public init(_ phrase: Phrase) {
        self.phrase = phrase
    }
}

extension LaunchSettings {
    /// Resolves the settings. `configFile` is the config file's text, if any;
    /// mistakes in it are returned as `warnings` (the program still starts),
    /// mistakes on the command line are thrown.
    public static func resolve(
        arguments: [String],
        environment: [String: String],
        configFile: String?
    ) throws(SettingsError) -> (action: LaunchAction, warnings: [SettingsError]) {
        var settings = LaunchSettings()
        var warnings: [SettingsError] = []
        if let configFile {
            for (key, value) in parseConfig(configFile) {
                do throws(SettingsError) {
                    try settings.apply(key: key, value: value, origin: "config: \(key)")
                } catch {
                    warnings.append(error)
                }
            }
        }
        settings.applyEnvironment(environment, warnings: &warnings)

        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            let (name, inlineValue) = splitOption(argument)
            switch name {
            case "-h", "--help": return (.help, warnings)
            case "-V", "--version": return (.version, warnings)
            case "--no-animation": settings.animation = false
            case "--no-mouse": settings.mouse = false
            case "--no-color", "--no-colour": settings.color = false
            case "--source", "--catalog", "--regular-width", "--regular-height":
                guard let value = inlineValue ?? remaining.popFirst() else {
                    throw SettingsError(.missingValue(option: name))
                }
                try settings.apply(key: String(name.dropFirst(2)), value: value, origin: name)
            default:
                throw SettingsError(.unknownOption(argument))
            }
        }
        return (.run(settings), warnings)
    }

    private mutating func applyEnvironment(_ environment: [String: String], warnings: inout [SettingsError]) {
        let variables = [("STORESEARCH_REGULAR_WIDTH", "regular-width"),
                         ("STORESEARCH_REGULAR_HEIGHT", "regular-height"),
                         ("STORESEARCH_CATALOG", "catalog")]
        for (variable, key) in variables {
            guard let value = environment[variable], !value.isEmpty else { continue }
            do throws(SettingsError) {
                try apply(key: key, value: value, origin: variable)
            } catch {
                warnings.append(error)
            }
        }
        // https://no-color.org: set and not empty.
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { color = false }
        if let ci = environment["CI"], !ci.isEmpty, ci != "false", ci != "0" { animation = false }
    }

    private mutating func apply(key: String, value: String, origin: String) throws(SettingsError) {
        switch key {
        case "source":
            guard let choice = SourceChoice(rawValue: value) else {
                throw SettingsError(.invalidValue(value: value, option: origin))
            }
            source = choice
        case "catalog":
            catalogPath = value
        case "regular-width":
            regularWidth = try Self.size(value, origin: origin)
        case "regular-height":
            regularHeight = try Self.size(value, origin: origin)
        case "animation":
            animation = try Self.flag(value, origin: origin)
        case "mouse":
            mouse = try Self.flag(value, origin: origin)
        case "color", "colour":
            color = try Self.flag(value, origin: origin)
        default:
            throw SettingsError(.unknownOption(origin))
        }
    }

    private static func size(_ value: String, origin: String) throws(SettingsError) -> Int {
        guard let number = Int(value), (1...10_000).contains(number) else {
            throw SettingsError(.invalidValue(value: value, option: origin))
        }
        return number
    }

    private static func flag(_ value: String, origin: String) throws(SettingsError) -> Bool {
        switch value.lowercased() {
        case "yes", "true", "on", "1": return true
        case "no", "false", "off", "0": return false
        default: throw SettingsError(.invalidValue(value: value, option: origin))
        }
    }

    /// `--name=value` → ("--name", "value"); anything else → (argument, nil).
    private static func splitOption(_ argument: String) -> (String, String?) {
        guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }

    /// `key = value` lines; `#` starts a comment; blank lines are skipped.
    static func parseConfig(_ text: String) -> [(String, String)] {
        text.split(whereSeparator: \.isNewline).compactMap { rawLine in
            let line = rawLine.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0]
            let parts = line.split(separator: "=", maxSplits: 1).map { $0.trimmingSpaces }
            guard parts.count == 2, !parts[0].isEmpty else {
                return line.trimmingSpaces.isEmpty ? nil : (line.trimmingSpaces, "")
            }
            return (parts[0], parts[1])
        }
    }
}

extension StringProtocol {
    var trimmingSpaces: String {
        String(drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }
}
