/// Colours as numbers a terminal of a given depth understands: the pure
/// half of colour handling (the backend only asks ncurses for pairs).
public enum ColorMapping {
    /// The terminal's number for `color` at `depth` (-1: the terminal's own
    /// default). Colours the terminal lacks become the nearest it has; on
    /// 8-colour terminals the bright colours become their dark twins made
    /// bold (`brightens`).
    public static func number(for color: Color, depth: ColorDepth) -> (number: Int32, brightens: Bool) {
        switch (color, depth) {
        case (.default, _), (_, .none):
            return (-1, false)
        case (.ansi(let value), .direct) where value >= 8:
            return number(for: rgb(ofIndexed: value), depth: depth)
        case (.ansi(let value), .ansi8) where value >= 8:
            return (Int32(value - 8), true)
        case (.ansi(let value), _):
            return (Int32(value), false)
        case (.indexed(let value), .direct):
            return number(for: rgb(ofIndexed: value), depth: depth)
        case (.indexed(let value), .palette256):
            return (Int32(value), false)
        case (.indexed(let value), _):
            return number(for: .ansi(nearestANSI(toIndexed: value)), depth: depth)
        case (.rgb(let red, let green, let blue), .direct):
            // Direct-colour terminals take numbers under 8 as the ANSI
            // colours: the darkest blues stay off them.
            return (max(8, Int32(red) << 16 | Int32(green) << 8 | Int32(blue)), false)
        case (.rgb(let red, let green, let blue), _):
            return number(for: .indexed(nearestIndexed(red: red, green: green, blue: blue)), depth: depth)
        }
    }

    /// The 256-colour palette entry nearest to an RGB colour (6x6x6 cube or grey ramp).
    public static func nearestIndexed(red: UInt8, green: UInt8, blue: UInt8) -> UInt8 {
        func level(_ value: UInt8) -> Int { value < 48 ? 0 : value < 115 ? 1 : (Int(value) - 35) / 40 }
        if red == green && green == blue {
            if red < 8 { return 16 }
            if red > 248 { return 231 }
            return UInt8(232 + (Int(red) - 8) / 10)
        }
        return UInt8(16 + 36 * level(red) + 6 * level(green) + level(blue))
    }

    /// The colour of a 256-colour palette entry, as xterm defines them.
    public static func rgb(ofIndexed value: UInt8) -> Color {
        let standard: [(UInt8, UInt8, UInt8)] = [
            (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205), (0, 205, 205),
            (229, 229, 229), (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0), (92, 92, 255),
            (255, 0, 255), (0, 255, 255), (255, 255, 255),
        ]
        switch value {
        case 0..<16:
            let (red, green, blue) = standard[Int(value)]
            return .rgb(red, green, blue)
        case 232...255:
            let grey = UInt8(8 + 10 * (Int(value) - 232))
            return .rgb(grey, grey, grey)
        default:
            let cube = Int(value) - 16
            func level(_ step: Int) -> UInt8 { step == 0 ? 0 : UInt8(55 + 40 * step) }
            return .rgb(level(cube / 36), level((cube / 6) % 6), level(cube % 6))
        }
    }

    /// The standard colour nearest to a palette entry, for 8- and 16-colour terminals.
    public static func nearestANSI(toIndexed value: UInt8) -> UInt8 {
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
