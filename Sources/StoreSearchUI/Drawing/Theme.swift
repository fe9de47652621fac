import TerminalKit

/// The styles of the interface by role, so widgets say "a selected row",
/// not "white on blue". Made from a theme's colours (`ThemeColors`): the
/// built-in `dark`, `light` and `high-contrast`, any of them with colours of
/// the config file's over it, and `monochrome` (attributes only) for mono
/// terminals, NO_COLOR and `--theme mono`.
public struct Theme: Hashable, Sendable {
    public var text: Style
    public var secondaryText: Style
    public var title: Style
    public var placeholder: Style
    public var border: Style
    public var focusedBorder: Style
    public var selectedRow: Style
    /// The selection when the list does not have focus.
    public var inactiveSelectedRow: Style
    public var segment: Style
    public var selectedSegment: Style
    public var focusedSegment: Style
    public var button: Style
    public var focusedButton: Style
    public var badge: Style
    public var pattern: Style
    public var footerKey: Style
    public var footerText: Style
    public var notice: Style
    public var alertTitle: Style
    public var artwork: Style
    /// How text behind a pop-up looks.
    public var backdrop: Style
    /// Half way to `backdrop`: the dim fading in or out.
    public var halfBackdrop: Style
    /// Whether colours are used at all.
    public var usesColor: Bool
    /// Painted where a cell has the terminal's own colour (nil: left to the terminal).
    public var background: Color?
    public var foreground: Color?

    /// The theme these colours make.
    public init(_ colors: ThemeColors) {
        func color(_ role: ThemeRole) -> Color { colors[role] ?? .default }
        let accent = color(.accent)
        let selection = Style(foreground: color(.selectionText), background: color(.selection))
        text = .plain
        secondaryText = Style(foreground: color(.dim))
        title = Style(attributes: .bold)
        placeholder = Style(foreground: color(.dim))
        border = Style(foreground: color(.border))
        focusedBorder = Style(foreground: accent, attributes: .bold)
        selectedRow = selection
        inactiveSelectedRow = Style(background: color(.inactiveSelection))
        segment = Style(foreground: accent)
        selectedSegment = selection
        focusedSegment = selection.with([.bold, .underline])
        button = Style(foreground: accent, attributes: .bold)
        focusedButton = selection.with(.bold)
        badge = Style(foreground: color(.badgeText), background: color(.badge))
        pattern = Style(foreground: color(.pattern))
        footerKey = Style(foreground: accent, attributes: .bold)
        footerText = Style(foreground: color(.dim))
        notice = Style(foreground: color(.noticeText), background: color(.notice))
        alertTitle = Style(foreground: color(.error), attributes: .bold)
        artwork = Style(foreground: color(.dim))
        backdrop = Style(foreground: color(.backdrop))
        halfBackdrop = Style(foreground: Self.between(colors.assumedText, colors[.backdrop] ?? colors.assumedText))
        usesColor = true
        background = colors[.background]
        foreground = colors[.text]
    }

    private init(monochrome: Void) {
        text = .plain
        secondaryText = Style(attributes: .dim)
        title = Style(attributes: .bold)
        placeholder = Style(attributes: .dim)
        border = Style(attributes: .dim)
        focusedBorder = Style(attributes: .bold)
        selectedRow = Style(attributes: .reverse)
        inactiveSelectedRow = Style(attributes: .underline)
        segment = .plain
        selectedSegment = Style(attributes: .reverse)
        focusedSegment = Style(attributes: [.reverse, .bold, .underline])
        button = Style(attributes: .bold)
        focusedButton = Style(attributes: [.reverse, .bold])
        badge = Style(attributes: .reverse)
        pattern = Style(attributes: .dim)
        footerKey = Style(attributes: .bold)
        footerText = .plain
        notice = Style(attributes: [.reverse, .bold])
        alertTitle = Style(attributes: .bold)
        artwork = Style(attributes: .dim)
        backdrop = Style(attributes: .dim)
        halfBackdrop = Style(attributes: .dim)
        usesColor = false
    }

    /// The default: the iOS-like look, a blue tint and greys, on the
    /// terminal's own (dark) background.
    public static let standard = Theme(.dark)

    /// For NO_COLOR, monochrome terminals and `--theme mono`: attributes only.
    public static let monochrome = Theme(monochrome: ())

    /// The built-in theme `name`.
    public static func named(_ name: ThemeName) -> Theme {
        switch name {
        case .dark: .standard
        case .light: Theme(.light)
        case .highContrast: Theme(.highContrast)
        case .mono: .monochrome
        }
    }

    /// The theme for a terminal that shows `depth`: colours only where there
    /// are colours. Without them (NO_COLOR, or a terminal such as vt100,
    /// vt220 or xterm-mono) the selection, the focused category and the
    /// highlighted menu item would look like everything else in a colour
    /// theme, so they are marked with attributes alone.
    public static func matching(_ depth: ColorDepth, theme: Theme = .standard) -> Theme {
        depth == .none ? .monochrome : theme
    }

    /// The 256-colour entry half way between two colours.
    static func between(_ one: Color, _ other: Color) -> Color {
        func rgb(_ color: Color) -> (Int, Int, Int) {
            switch color {
            case .rgb(let red, let green, let blue): (Int(red), Int(green), Int(blue))
            case .ansi(let value), .indexed(let value): rgb(ColorMapping.rgb(ofIndexed: value))
            case .default: (128, 128, 128)
            }
        }
        let (a, b) = (rgb(one), rgb(other))
        return .indexed(
            ColorMapping.nearestIndexed(
                red: UInt8((a.0 + b.0) / 2), green: UInt8((a.1 + b.1) / 2), blue: UInt8((a.2 + b.2) / 2)))
    }

    /// How a cell looks behind a pop-up: the screen dimmed, as iOS dims
    /// what is behind a presented view.
    public func dimmed(_ style: inout Style) {
        style = backdrop
    }

    /// Gives cells left in the terminal's own colours the theme's, where it
    /// paints its own (the light theme on a dark terminal).
    public func paint(_ buffer: inout ScreenBuffer) {
        guard background != nil || foreground != nil else { return }
        buffer.restyle(buffer.bounds) { style in
            if let background, style.background == .default { style.background = background }
            if let foreground, style.foreground == .default { style.foreground = foreground }
        }
    }
}

/// A theme's colours by role; a role left out is the terminal's own colour.
public struct ThemeColors: Hashable, Sendable {
    public var colors: [ThemeRole: Color]
    /// What the terminal's own colours are taken to be when contrast is
    /// worked out (a theme that leaves them to the terminal assumes a dark one).
    public var assumedBackground: Color
    public var assumedText: Color

    public subscript(role: ThemeRole) -> Color? {
        get { colors[role] }
        set { colors[role] = newValue }
    }

    /// Today's look: the tint a blue that reads on black (iOS's system blue
    /// is #007AFF), greys, yellow for badges and notices.
    public static let dark = ThemeColors(
        colors: [
            .dim: .brightBlack, .accent: .indexed(33), .selection: .blue, .selectionText: .brightWhite,
            .inactiveSelection: .indexed(237), .border: .brightBlack, .pattern: .indexed(239), .notice: .yellow,
            .noticeText: .black, .badge: .yellow, .badgeText: .black, .backdrop: .indexed(240),
        ],
        assumedBackground: .rgb(0, 0, 0), assumedText: .rgb(229, 229, 229))

    /// Dark grey on white, a deep blue for what acts; painted by the program.
    public static let light = ThemeColors(
        colors: [
            .background: .indexed(231), .text: .indexed(235), .dim: .indexed(241), .accent: .indexed(25),
            .selection: .indexed(25), .selectionText: .indexed(231), .inactiveSelection: .indexed(254),
            .border: .indexed(246), .pattern: .indexed(252), .error: .indexed(124), .notice: .indexed(229),
            .noticeText: .indexed(235), .badge: .indexed(178), .badgeText: .indexed(232), .backdrop: .indexed(250),
        ],
        assumedBackground: .indexed(231), assumedText: .indexed(235))

    /// White on black, yellow for what acts and for the selection.
    public static let highContrast = ThemeColors(
        colors: [
            .background: .indexed(16), .text: .indexed(231), .dim: .indexed(252), .accent: .indexed(226),
            .selection: .indexed(226), .selectionText: .indexed(16), .inactiveSelection: .indexed(240),
            .border: .indexed(231), .pattern: .indexed(244), .error: .indexed(203), .notice: .indexed(231),
            .noticeText: .indexed(16), .badge: .indexed(51), .badgeText: .indexed(16), .backdrop: .indexed(246),
        ],
        assumedBackground: .indexed(16), assumedText: .indexed(231))

    /// The built-in colours of `name` (mono has none).
    public static func named(_ name: ThemeName) -> ThemeColors? {
        switch name {
        case .dark: .dark
        case .light: .light
        case .highContrast: .highContrast
        case .mono: nil
        }
    }
}
