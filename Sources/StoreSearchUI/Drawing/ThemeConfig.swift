import StoreSearchCore
import TerminalKit

/// The theme in force: a built-in one (`theme = light`) with the config
/// file's `theme.ROLE = COLOUR` lines over it.
public enum ThemeConfig {
    /// The theme `name` with `lines` applied; the first line that cannot be
    /// taken throws, naming its line.
    public static func theme(named name: ThemeName, lines: [ConfigLine]) throws(ThemeProblem) -> Theme {
        guard var colors = ThemeColors.named(name) else {
            if let line = lines.first { throw ThemeProblem(line: line.number, .monoHasNoColours) }
            return .monochrome
        }
        for line in lines {
            let roleName = String(line.key.dropFirst(ThemeRole.configPrefix.count))
            guard let role = ThemeRole(rawValue: roleName) else {
                throw ThemeProblem(
                    line: line.number,
                    .unknownRole(
                        Sanitizer.excerpt(roleName),
                        suggestion: OptionTable.nearest(to: roleName, among: ThemeRole.allCases.map(\.rawValue))))
            }
            guard let color = color(line.value) else {
                throw ThemeProblem(line: line.number, .badColour(Sanitizer.excerpt(line.value)))
            }
            colors[role] = color
            if role == .background { colors.assumedBackground = color }
            if role == .text { colors.assumedText = color }
        }
        return Theme(colors)
    }

    /// `75` (a 256-colour number), `#5fafff`, or `default` (the terminal's own).
    static func color(_ text: String) -> Color? {
        let text = text.lowercased()
        if text == "default" { return .default }
        if let number = UInt8(text) { return number < 16 ? .ansi(number) : .indexed(number) }
        guard text.count == 7, text.first == "#", let value = UInt32(text.dropFirst(), radix: 16) else { return nil }
        return .rgb(UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF))
    }
}

/// Why a `theme.ROLE` line cannot be taken, and its line.
public struct ThemeProblem: Error, Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        case unknownRole(String, suggestion: String?)
        case badColour(String)
        case monoHasNoColours
    }

    public var line: Int
    public var kind: Kind

    public init(line: Int, _ kind: Kind) {
        self.line = line
        self.kind = kind
    }

    public func text(in language: Language) -> String {
        let reason: ConfigPhrase =
            switch kind {
            case .unknownRole(let role, let suggestion):
                .unknownColourRole(
                    role, suggestion: suggestion, roles: ThemeRole.allCases.map(\.rawValue).joined(separator: ", "))
            case .badColour(let value): .badColour(value)
            case .monoHasNoColours: .monoHasNoColours
            }
        return ConfigPhrase.atLine(line).text(in: language) + reason.text(in: language)
    }
}
