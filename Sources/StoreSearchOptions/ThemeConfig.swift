import StoreSearchModel
import StoreSearchText
import StoreSearchUI
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
    /// Digits only: `+5` or `#+5faff` is no colour (Swift's integer
    /// parsing would take the sign).
    public static func color(_ text: String) -> Color? {
        let text = text.lowercased()
        if text == "default" { return .default }
        if (1...3).contains(text.utf8.count), text.utf8.allSatisfy({ (0x30...0x39).contains($0) }),
            let number = UInt8(text)
        {
            return number < 16 ? .ansi(number) : .indexed(number)
        }
        let digits = text.utf8.dropFirst()
        guard text.utf8.count == 7, text.first == "#", digits.allSatisfy(\.isHexDigit),
            let value = UInt32(text.dropFirst(), radix: 16)
        else { return nil }
        return .rgb(UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF))
    }

    /// The config file's part about colours, for `--print-config`: how to
    /// write one, then each role: the value `lines` give it, or commented
    /// out, the theme's own (what the line gives when uncommented). The
    /// mono theme has none to give.
    public static func configText(theme: ThemeName, lines: [ConfigLine], in language: Language) -> String {
        var text = "\n" + ConfigPhrase.coloursHeader.text(in: language) + "\n"
        guard let colours = ThemeColors.named(theme) else {
            return text + "# " + ConfigPhrase.monoHasNoColours.text(in: language) + "\n"
        }
        for role in ThemeRole.allCases {
            let key = ThemeRole.configPrefix + role.rawValue
            if let line = lines.last(where: { $0.key == key }) {
                text += "\(key) = \(Sanitizer.clean(line.value))\n"
            } else {
                text += "# \(key) = \(Self.text(of: colours[role] ?? .default))\n"
            }
        }
        return text
    }

    /// `color`'s text for `color`: what `--print-config` writes, read back the same.
    public static func text(of color: Color) -> String {
        switch color {
        case .default: "default"
        case .ansi(let number), .indexed(let number): String(number)
        case .rgb(let red, let green, let blue):
            "#" + [red, green, blue].map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined()
        }
    }
}

extension UInt8 {
    fileprivate var isHexDigit: Bool {
        (0x30...0x39).contains(self) || (0x61...0x66).contains(self)
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
