/// The built-in colour themes (`--theme`, config `theme`).

public enum ThemeName: String, CaseIterable, Sendable {
    /// The iOS-like look on a dark terminal: the default.
    case dark
    /// Dark text on a light background the program paints itself.
    case light
    /// White on black with yellow for what acts: the strongest contrast.
    case highContrast = "high-contrast"
    /// No colours: bold, dim, underline and reverse only (as under NO_COLOR).
    case mono
}

/// The named colours a theme is made of; a config line `theme.ROLE = COLOUR`
/// sets one (a 256-colour number or `#rrggbb`) over the chosen theme.
public enum ThemeRole: String, CaseIterable, Sendable {
    /// Behind everything (unset: the terminal's own).
    case background
    /// Text (unset: the terminal's own).
    case text
    /// Secondary text: artists, hints, the footer's words, placeholders.
    case dim
    /// What acts: buttons, keys in the footer, the focused field's border, categories.
    case accent
    /// Behind the selected row, the focused button and the chosen category.
    case selection
    /// Text on `selection`.
    case selectionText = "selection-text"
    /// Behind the selection of a list that does not have focus.
    case inactiveSelection = "inactive-selection"
    /// Box lines and rules.
    case border
    /// The dotted background of an empty detail pane.
    case pattern
    /// Alert titles ("Whoops...").
    case error
    /// Behind a notice, and its text.
    case notice
    case noticeText = "notice-text"
    /// Behind the source badge, and its text.
    case badge
    case badgeText = "badge-text"
    /// What lies behind a pop-up, dimmed.
    case backdrop
}

extension ThemeRole {
    /// Config keys for colours begin with this: `theme.accent`.
    public static let configPrefix = "theme."
}
