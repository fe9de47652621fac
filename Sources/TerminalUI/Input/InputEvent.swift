/// A key as the user pressed it, decoded by the backend.
public enum Key: Hashable, Sendable {
    case character(Character)
    /// Ctrl with a letter, as the lowercase letter: Ctrl-A is `.control("a")`.
    case control(Character)
    /// Alt (Meta) with a character: Alt-1 is `.alt("1")`.
    case alt(Character)
    case enter, tab, backTab, escape, backspace, delete, insert
    case up, down, left, right, home, end, pageUp, pageDown
    case controlLeft, controlRight, altBackspace
    case function(Int)
}

/// A mouse event at a cell.
public struct MouseEvent: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        case press
        case wheelUp
        case wheelDown
    }

    public var kind: Kind
    public var position: Point

    public init(_ kind: Kind, at position: Point) {
        self.kind = kind
        self.position = position
    }
}

/// Everything the terminal can tell the program.
public enum InputEvent: Hashable, Sendable {
    case key(Key)
    case mouse(MouseEvent)
    /// Text pasted in one go (bracketed paste).
    case paste(String)
    case resize(Size)
}
