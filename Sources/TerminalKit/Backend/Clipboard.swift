import Foundation

/// Copying text through the terminal: OSC 52, which xterm introduced and
/// most emulators now take, reaches the clipboard of the computer the user
/// sits at, over ssh too.
public enum ClipboardSequence {
    /// `ESC ] 52 ; c ; <base64 of the UTF-8> BEL`: puts `text` on the
    /// clipboard ("c"). Base64 leaves nothing in `text` for the terminal to
    /// act on, so any text is safe to send; it is never cut (terminals and
    /// tmux have limits of their own, far above a link's length).
    public static func osc52(_ text: String) -> [UInt8] {
        Array("\u{1B}]52;c;".utf8) + Array(Data(text.utf8).base64EncodedString().utf8) + [0x07]
    }
}

/// Whether an OSC 52 sequence will likely reach a clipboard, guessed from
/// the environment: a terminal never answers whether it took one.
///
/// - `.supported`: the terminal is known to take it by default (kitty,
///   foot, Alacritty, WezTerm, Ghostty, Windows Terminal), or tmux with
///   `set-clipboard on` relays it.
/// - `.unsupported`: it is known not to: the Linux console and other
///   non-xterm terminals (`linux`, `vt100`, `vt220`, `dumb`…), GNOME
///   Terminal and the other VTE terminals (VTE has never implemented
///   OSC 52), Apple's Terminal, GNU screen, and tmux with `set-clipboard`
///   `external` (the default) or `off`: tmux 3.x only takes an application's
///   OSC 52 with `on`; `external` is for tmux's own copy mode.
/// - `.unknown`: anything else xterm-like (xterm itself disallows it until
///   `disallowedWindowOps` is changed; iTerm2 and mintty until the user
///   allows it; Konsole, VS Code and others depend on their version).
///   Send it, and show the text too.
public enum ClipboardSupport: Hashable, Sendable {
    case supported
    case unsupported
    case unknown

    /// The guess for `environment`. `tmuxSetClipboard` is what
    /// `tmux show-options -gv set-clipboard` printed (nil when not asked or
    /// it failed); it only matters inside tmux (`TMUX` set).
    public static func guess(environment: [String: String], tmuxSetClipboard: String?) -> ClipboardSupport {
        func value(_ name: String) -> String { environment[name] ?? "" }
        if !value("TMUX").isEmpty {
            switch tmuxSetClipboard?.trimmingCharacters(in: .whitespacesAndNewlines) {
            case "on": return .supported
            case "off", "external": return .unsupported
            default: return .unknown
            }
        }
        // GNU screen swallows OSC 52 unless it is wrapped in its own passthrough.
        if !value("STY").isEmpty { return .unsupported }
        let term = value("TERM").lowercased()
        let program = value("TERM_PROGRAM").lowercased()
        if term.isEmpty || Self.plainTerminals.contains(term) || term.hasPrefix("screen") { return .unsupported }
        // Markers of terminals that take it, checked before VTE's: a kitty
        // started from GNOME Terminal still has VTE_VERSION in its environment.
        if term.hasPrefix("xterm-kitty") || !value("KITTY_WINDOW_ID").isEmpty || term.hasPrefix("foot")
            || term.hasPrefix("alacritty") || !value("ALACRITTY_SOCKET").isEmpty
            || !value("ALACRITTY_WINDOW_ID").isEmpty
            || program == "wezterm" || term.hasPrefix("wezterm") || program == "ghostty"
            || term.hasPrefix("xterm-ghostty")
            || !value("WT_SESSION").isEmpty
        {
            return .supported
        }
        if program == "apple_terminal" || !value("VTE_VERSION").isEmpty { return .unsupported }
        return .unknown
    }

    /// Terminals (by TERM) with no clipboard sequence at all.
    private static let plainTerminals: Set<String> = [
        "linux", "vt52", "vt100", "vt102", "vt220", "vt320", "vt420", "dumb", "cons25", "sun", "ansi", "pcansi",
        "wsvt25", "att4424", "unknown",
    ]
}
