import CNcursesw
import TerminalKit

/// Maps styles to what this terminal can show: colour pairs from ncurses'
/// pair allocator, and attributes.
///
/// Pairs are a few hundred for the interface, but artwork brings a pair for
/// nearly every cell of every picture. When the terminal's pairs run out,
/// all are released at once (`reset_color_pairs`) and the caller draws the
/// whole screen again: ncurses would otherwise reuse the oldest pairs and
/// quietly recolour cells still on screen.
struct ColorPalette {
    /// How many colours the terminal has; 0 when colours are off (NO_COLOR).
    let colors: Int
    let depth: ColorDepth
    private let pairLimit: Int
    private var pairs: [Int64: Int32] = [:]
    /// Counts the resets; a change during a frame means "draw it all again".
    private(set) var generation = 0

    init(colors: Int, directColor: Bool = false, pairLimit: Int = 0) {
        self.colors = colors
        depth = colors > 0 ? ColorDepth(colors: colors, hasDirectColor: directColor) : .none
        self.pairLimit = pairLimit
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
            let (foreground, brightens) = ColorMapping.number(for: style.foreground, depth: depth)
            let (background, _) = ColorMapping.number(for: style.background, depth: depth)
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
        if pairLimit > 0 && pairs.count >= pairLimit - 2 {
            reset_color_pairs()
            pairs.removeAll(keepingCapacity: true)
            generation += 1
        }
        let allocated = alloc_pair(foreground, background)
        let pair = allocated < 0 ? 0 : allocated
        pairs[key] = pair
        return pair
    }
}
