/// How many colours the terminal shows, as the backend found out: artwork
/// is drawn for it, and `Color.rgb` falls back to the nearest it has.
public enum ColorDepth: Hashable, Sendable, CaseIterable {
    /// No colour (NO_COLOR, monochrome terminals): shapes only.
    case none
    case ansi8
    case ansi16
    case palette256
    /// 24-bit colour (terminfo's RGB flag, as in xterm-direct).
    case direct

    /// The depth of a terminal with `colors` colours (ncurses' COLORS).
    public init(colors: Int, hasDirectColor: Bool = false) {
        switch colors {
        case _ where hasDirectColor || colors >= 1 << 24: self = .direct
        case 256...: self = .palette256
        case 16...: self = .ansi16
        case 8...: self = .ansi8
        default: self = .none
        }
    }
}
