/// A terminal colour. The backend maps it to what the terminal can show:
/// direct colour, 256 colours, 8 colours, or none under NO_COLOR.
public enum Color: Hashable, Sendable {
    case `default`
    /// One of the 16 standard colours, 0-15.
    case ansi(UInt8)
    /// A colour of the 256-colour palette.
    case indexed(UInt8)
    case rgb(UInt8, UInt8, UInt8)

    public static let black = Color.ansi(0)
    public static let red = Color.ansi(1)
    public static let green = Color.ansi(2)
    public static let yellow = Color.ansi(3)
    public static let blue = Color.ansi(4)
    public static let magenta = Color.ansi(5)
    public static let cyan = Color.ansi(6)
    public static let white = Color.ansi(7)
    public static let brightBlack = Color.ansi(8)
    public static let brightWhite = Color.ansi(15)
}

/// How a cell looks.
public struct Style: Hashable, Sendable {
    public struct Attributes: OptionSet, Hashable, Sendable {
        public let rawValue: UInt8
        public init(rawValue: UInt8) { self.rawValue = rawValue }

        public static let bold = Attributes(rawValue: 1 << 0)
        public static let dim = Attributes(rawValue: 1 << 1)
        public static let reverse = Attributes(rawValue: 1 << 2)
        public static let underline = Attributes(rawValue: 1 << 3)
        public static let italic = Attributes(rawValue: 1 << 4)
    }

    public var foreground: Color
    public var background: Color
    public var attributes: Attributes

    public init(foreground: Color = .default, background: Color = .default, attributes: Attributes = []) {
        self.foreground = foreground
        self.background = background
        self.attributes = attributes
    }

    public static let plain = Style()

    public func with(_ attributes: Attributes) -> Style {
        var copy = self
        copy.attributes.formUnion(attributes)
        return copy
    }

    public func with(foreground: Color) -> Style {
        var copy = self
        copy.foreground = foreground
        return copy
    }

    public func with(background: Color) -> Style {
        var copy = self
        copy.background = background
        return copy
    }
}
