/// A key as the user pressed it: what was pressed and the modifiers held.
///
/// Ctrl with a letter is that letter, lowercase, with `.control` (Ctrl-A is
/// `.control("a")` whether it came as the byte 0x01 or as a kitty or
/// modifyOtherKeys sequence); Shift with a printable key is the shifted
/// character itself ("A", not Shift-a). The static members read as the keys
/// they are, so a switch can say `case .up, .control("p"):`.
public struct Key: Hashable, Sendable, CustomStringConvertible {
    public enum Code: Hashable, Sendable {
        case character(Character)
        case enter, tab, escape, backspace, delete, insert
        case up, down, left, right, home, end, pageUp, pageDown
        case function(Int)
    }

    public struct Modifiers: OptionSet, Hashable, Sendable {
        public let rawValue: UInt8
        public init(rawValue: UInt8) { self.rawValue = rawValue }

        public static let shift = Modifiers(rawValue: 1)
        /// Alt, Option or Meta: terminals send them alike.
        public static let alt = Modifiers(rawValue: 2)
        public static let control = Modifiers(rawValue: 4)

        /// From xterm's modifier parameter (1 + Shift 1 + Alt 2 + Ctrl 4 +
        /// Meta 8); Meta counts as Alt, and the lock bits are ignored.
        init(xtermParameter parameter: Int) {
            let bits = max(0, parameter - 1)
            var modifiers: Modifiers = []
            if bits & 1 != 0 { modifiers.insert(.shift) }
            if bits & (2 | 8 | 32) != 0 { modifiers.insert(.alt) }
            if bits & 4 != 0 { modifiers.insert(.control) }
            self = modifiers
        }
    }

    public var code: Code
    public var modifiers: Modifiers

    public init(_ code: Code, _ modifiers: Modifiers = []) {
        self.code = code
        self.modifiers = modifiers
    }

    /// The character a key types into a text field: a printable character
    /// with no modifier but Shift.
    public var typedCharacter: Character? {
        guard case .character(let character) = code, modifiers.isSubset(of: .shift) else { return nil }
        return character.isTypeable ? character : nil
    }

    /// The same key without Shift (a binding for Up also answers Shift-Up
    /// when nothing binds Shift-Up itself).
    public var withoutShift: Key? {
        modifiers.contains(.shift) ? Key(code, modifiers.subtracting(.shift)) : nil
    }

    /// "Ctrl-Alt-Shift-", as far as the modifiers go.
    var modifierPrefix: String {
        (modifiers.contains(.control) ? "Ctrl-" : "") + (modifiers.contains(.alt) ? "Alt-" : "")
            + (modifiers.contains(.shift) ? "Shift-" : "")
    }

    public var description: String {
        var name = modifierPrefix
        switch code {
        case .character(" "): name += "Space"
        case .character(let character): name += String(character)
        case .enter: name += "Enter"
        case .tab: name += "Tab"
        case .escape: name += "Esc"
        case .backspace: name += "Backspace"
        case .delete: name += "Delete"
        case .insert: name += "Insert"
        case .up: name += "Up"
        case .down: name += "Down"
        case .left: name += "Left"
        case .right: name += "Right"
        case .home: name += "Home"
        case .end: name += "End"
        case .pageUp: name += "PgUp"
        case .pageDown: name += "PgDn"
        case .function(let number): name += "F\(number)"
        }
        return name
    }

    // MARK: The keys by name

    public static func character(_ character: Character) -> Key { Key(.character(character)) }
    public static func control(_ letter: Character) -> Key { Key(.character(letter), .control) }
    public static func alt(_ character: Character) -> Key { Key(.character(character), .alt) }
    public static func function(_ number: Int) -> Key { Key(.function(number)) }

    public static let enter = Key(.enter)
    public static let tab = Key(.tab)
    public static let backTab = Key(.tab, .shift)
    public static let escape = Key(.escape)
    public static let backspace = Key(.backspace)
    public static let delete = Key(.delete)
    public static let insert = Key(.insert)
    public static let up = Key(.up)
    public static let down = Key(.down)
    public static let left = Key(.left)
    public static let right = Key(.right)
    public static let home = Key(.home)
    public static let end = Key(.end)
    public static let pageUp = Key(.pageUp)
    public static let pageDown = Key(.pageDown)
    public static let controlLeft = Key(.left, .control)
    public static let controlRight = Key(.right, .control)
    public static let altLeft = Key(.left, .alt)
    public static let altRight = Key(.right, .alt)
    public static let altBackspace = Key(.backspace, .alt)
}

extension Character {
    /// Whether the character is text a user can type into a field: not a
    /// control character (C0, DEL, C1) and not a lone format mark that
    /// would steer the display.
    var isTypeable: Bool {
        guard let first = unicodeScalars.first else { return false }
        switch first.value {
        case 0..<0x20, 0x7F..<0xA0: return false
        default: return true
        }
    }
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
    /// An answer to a query the program sent (see `TerminalReport`).
    case report(TerminalReport)
}
