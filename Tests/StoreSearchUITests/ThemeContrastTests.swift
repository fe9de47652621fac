import Foundation
import Testing

@testable import StoreSearchUI
@testable import TerminalKit

/// Every built-in theme's text reads against what is behind it: a contrast
/// of at least 4.5:1 (WCAG 2's AA for normal text), worked out from the
/// theme's own colours as xterm shows them. Decoration (box lines, the
/// dotted pattern) and what lies dimmed behind a pop-up are left out, as
/// WCAG leaves out inactive and decorative parts.
@Suite(.timeLimit(.minutes(1))) struct ThemeContrastTests {
    /// The pairs of text and background the screen draws, by role.
    static let pairs: [(text: ThemeRole, on: ThemeRole, what: String)] = [
        (.text, .background, "text"),
        (.dim, .background, "secondary text, the footer's words"),
        (.accent, .background, "buttons, the footer's keys, categories"),
        (.selectionText, .selection, "the selected row and focused button"),
        (.text, .inactiveSelection, "the selection of a list without focus"),
        (.noticeText, .notice, "a notice"),
        (.badgeText, .badge, "the source badge"),
        (.error, .background, "alert titles"),
    ]

    static let themes: [(ThemeName, ThemeColors)] = [(.dark, .dark), (.light, .light), (.highContrast, .highContrast)]

    @Test(arguments: themes.map(\.0))
    func everyTextReachesFourAndAHalfToOne(theme: ThemeName) {
        let colors = ThemeColors.named(theme)!
        for pair in Self.pairs {
            let ratio = Self.contrast(colors, pair.text, pair.on)
            #expect(ratio >= 4.5, "\(theme): \(pair.what) is \(String(format: "%.2f", ratio)):1")
        }
    }

    @Test func theWeakestPairOfEachThemeIsReported() {
        // The figures the closing note and the man page quote.
        let dark = Self.weakest(.dark)
        let light = Self.weakest(.light)
        let high = Self.weakest(.highContrast)
        #expect(dark >= 4.5 && light >= 4.5 && high >= 7, "dark \(dark), light \(light), high-contrast \(high)")
    }

    @Test func aBlueAsDarkAsTheOldTintWouldFail() {
        // The check can fail: ANSI blue (xterm's #0000ee) on black is 2.2:1.
        var colors = ThemeColors.dark
        colors[.accent] = .blue
        #expect(Self.contrast(colors, .accent, .background) < 4.5)
    }

    static func weakest(_ colors: ThemeColors) -> Double {
        pairs.map { contrast(colors, $0.text, $0.on) }.min()!
    }

    /// WCAG 2's contrast ratio of two roles' colours.
    static func contrast(_ colors: ThemeColors, _ text: ThemeRole, _ background: ThemeRole) -> Double {
        let foreground = luminance(colors[text] ?? colors.assumedText, default: colors.assumedText)
        let behind = luminance(colors[background] ?? colors.assumedBackground, default: colors.assumedBackground)
        return (max(foreground, behind) + 0.05) / (min(foreground, behind) + 0.05)
    }

    static func luminance(_ color: Color, default fallback: Color) -> Double {
        let (red, green, blue) = rgb(color == .default ? fallback : color)
        func linear(_ value: UInt8) -> Double {
            let channel = Double(value) / 255
            return channel <= 0.04045 ? channel / 12.92 : pow((channel + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    static func rgb(_ color: Color) -> (UInt8, UInt8, UInt8) {
        switch color {
        case .rgb(let red, let green, let blue): (red, green, blue)
        case .ansi(let value), .indexed(let value): rgb(ColorMapping.rgb(ofIndexed: value))
        case .default: (0, 0, 0)
        }
    }
}
