/// The styles of the interface by role, so widgets say "a selected row",
/// not "white on blue". Two themes: colour, and monochrome for NO_COLOR
/// and terminals without colours (`matching(_:)` picks one).
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
    /// Whether colours are used at all.
    public var usesColor: Bool

    /// The iOS-like theme: system blue as the tint, greys for secondary text.
    public static let standard = Theme(
        text: .plain,
        secondaryText: Style(foreground: .brightBlack),
        title: Style(attributes: .bold),
        placeholder: Style(foreground: .brightBlack),
        border: Style(foreground: .brightBlack),
        focusedBorder: Style(foreground: .blue, attributes: .bold),
        selectedRow: Style(foreground: .brightWhite, background: .blue),
        inactiveSelectedRow: Style(background: .indexed(237)),
        segment: Style(foreground: .blue),
        selectedSegment: Style(foreground: .brightWhite, background: .blue),
        focusedSegment: Style(foreground: .brightWhite, background: .blue, attributes: [.bold, .underline]),
        button: Style(foreground: .blue, attributes: .bold),
        focusedButton: Style(foreground: .brightWhite, background: .blue, attributes: .bold),
        badge: Style(foreground: .black, background: .yellow),
        pattern: Style(foreground: .indexed(239)),
        footerKey: Style(foreground: .blue, attributes: .bold),
        footerText: Style(foreground: .brightBlack),
        notice: Style(foreground: .black, background: .yellow),
        alertTitle: Style(attributes: .bold),
        artwork: Style(foreground: .brightBlack),
        usesColor: true
    )

    /// For NO_COLOR and monochrome terminals: attributes only.
    public static let monochrome = Theme(
        text: .plain,
        secondaryText: Style(attributes: .dim),
        title: Style(attributes: .bold),
        placeholder: Style(attributes: .dim),
        border: Style(attributes: .dim),
        focusedBorder: Style(attributes: .bold),
        selectedRow: Style(attributes: .reverse),
        inactiveSelectedRow: Style(attributes: .underline),
        segment: .plain,
        selectedSegment: Style(attributes: .reverse),
        focusedSegment: Style(attributes: [.reverse, .bold, .underline]),
        button: Style(attributes: .bold),
        focusedButton: Style(attributes: [.reverse, .bold]),
        badge: Style(attributes: .reverse),
        pattern: Style(attributes: .dim),
        footerKey: Style(attributes: .bold),
        footerText: .plain,
        notice: Style(attributes: [.reverse, .bold]),
        alertTitle: Style(attributes: .bold),
        artwork: Style(attributes: .dim),
        usesColor: false
    )

    /// The theme for a terminal that shows `depth`: colours only where there
    /// are colours. Without them (NO_COLOR, or a terminal such as vt100,
    /// vt220 or xterm-mono) the selection, the focused category and the
    /// highlighted menu item would look like everything else in the
    /// colour theme, so they are marked with attributes alone.
    public static func matching(_ depth: ColorDepth) -> Theme {
        depth == .none ? .monochrome : .standard
    }

    /// How a cell looks behind a pop-up: the screen dimmed, as iOS dims
    /// what is behind a presented view.
    public func dimmed(_ style: inout Style) {
        if usesColor {
            style = Style(foreground: .indexed(240), background: .default, attributes: [])
        } else {
            style = Style(attributes: .dim)
        }
    }
}
