/// How pictures are drawn (`--images`, config `images`).

public enum ImageMode: String, CaseIterable, Sendable {
    /// The best the terminal says it can do: kitty, iTerm2 or sixel
    /// pictures, else character cells.
    case auto
    /// The kitty graphics protocol (kitty, WezTerm, Konsole, Ghostty).
    case kitty
    /// DEC sixel (xterm as a VT340, foot, mlterm, WezTerm, Konsole).
    case sixel
    /// iTerm2's inline images (iTerm2, WezTerm).
    case iterm
    /// Character cells drawn by libchafa: every terminal.
    case symbols
    /// No pictures: placeholders and generated covers, nothing fetched.
    case off
}
