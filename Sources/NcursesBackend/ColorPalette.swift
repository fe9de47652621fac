import CNcursesw
import TerminalUI

/// Maps styles to what this terminal can show: colour pairs from ncurses'
/// pair allocator, and attributes.
struct ColorPalette {
    /// How many colours the terminal has; 0 when colours are off (NO_COLOR).
    let colors: Int
    private var pairs: [Int64: Int32] = [:]

    init(colors: Int) {
        self.colors = colors
    }

    /// The attributes and colour pair for `style`.
    mutating func resolve(_ style: Style) -> (attributes: attr_t, pair: Int32) {
        var attributes = ss_A_NORMAL
        var bold = style.attributes.contains(.bold)
        if style.attributes.contains(.dim) { attributes |= ss_A_DIM }
        if style.attributes.contains(.reverse) { attributes |= ss_A_REVERSE }
        if style.attributes.contains(.underline) { attributes |= ss_A_UNDERLINE }
        if style.attributes.contains(.italic) { attributes |= ss_A_ITALIC }
        var pair: Int32 = 0
        if colors > 0 {
            let (foreground, brightens) = index(of: style.foreground)
            let (background, _) = index(of: style.background)
            bold = bold || brightens
            pair = self.pair(foreground: foreground, background: background)
        }
        if bold { attributes |= ss_A_BOLD }
        return (attributes, pair)
    }

    private mutating func pair(foreground: Int32, background: Int32) -> Int32 {
        if foreground == -1 && background == -1 { return 0 }
        let key = Int64(foreground) << 32 | Int64(UInt32(bitPattern: background))
        if let known = pairs[key] { return known }
        let allocated = alloc_pair(foreground, background)
        let pair = allocated < 0 ? 0 : allocated
        pairs[key] = pair
        return pair
    }

    /// The terminal's colour number for `color`; on 8-colour terminals the
    /// bright colours become their dark twins made bold.
    private func index(of color: Color) -> (Int32, brightens: Bool) {
        switch color {
        case .default:
            return (-1, false)
        case .ansi(let value):
            if colors >= 16 || value < 8 { return (Int32(value), false) }
            return (Int32(value - 8), true)
        case .indexed(let value):
            if colors >= 256 { return (Int32(value), false) }
            return index(of: .ansi(Self.nearestANSI(toIndexed: value)))
        case .rgb(let red, let green, let blue):
            let indexed = Self.nearestIndexed(red: red, green: green, blue: blue)
            return index(of: .indexed(indexed))
        }
    }

    /// The 256-colour palette entry nearest to an RGB colour (6x6x6 cube or grey ramp).
    static func nearestIndexed(red: UInt8, green: UInt8, blue: UInt8) -> UInt8 {
        func level(_ value: UInt8) -> Int { value < 48 ? 0 : value < 115 ? 1 : (Int(value) - 35) / 40 }
        if red == green && green == blue {
            if red < 8 { return 16 }
            if red > 248 { return 231 }
            return UInt8(232 + (Int(red) - 8) / 10)
        }
        return UInt8(16 + 36 * level(red) + 6 * level(green) + level(blue))
    }

    /// The standard colour nearest to a palette entry, for 8- and 16-colour terminals.
    static func nearestANSI(toIndexed value: UInt8) -> UInt8 {
        switch value {
        case 0..<16: return value
        case 232...255: return value < 244 ? 8 : 7
        default:
            let cube = Int(value) - 16
            let (red, green, blue) = (cube / 36, (cube / 6) % 6, cube % 6)
            let bright = max(red, green, blue) > 3
            let bits = (red > 2 ? 1 : 0) | (green > 2 ? 2 : 0) | (blue > 2 ? 4 : 0)
            if bits == 0 { return max(red, green, blue) > 1 ? 8 : 0 }
            return UInt8(bits + (bright ? 8 : 0))
        }
    }
}
