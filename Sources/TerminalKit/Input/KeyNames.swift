/// Keys by name: as help, the footer and notices show them (`Ctrl-O`,
/// `Alt-P`, `↑`, `PgDn`), and as the config file writes them (`ctrl-o`,
/// `alt-p`, `up`, `pgdn`).
extension Key {
    /// The key as the screen names it. A chord's letter is written as a
    /// capital, as keyboards and menus write it (Ctrl-C, Alt-P); Alt with a
    /// capital letter is Alt-Shift-P.
    public var label: String {
        var name = modifierPrefix
        switch code {
        case .character(" "): name += "Space"
        case .character(let character) where !modifiers.isEmpty && character.isLetter:
            if character.isUppercase && !modifiers.contains(.shift) { name += "Shift-" }
            name += character.uppercased()
        case .character(let character): name += String(character)
        case .up: name += "↑"
        case .down: name += "↓"
        case .left: name += "←"
        case .right: name += "→"
        default: name += description.split(separator: "-", omittingEmptySubsequences: false).last!
        }
        return name
    }

    /// The key as the config file writes it; `Key(configName:)` reads it back.
    public var configName: String {
        var name = modifierPrefix.lowercased()
        switch code {
        case .character(" "): name += "space"
        case .character(let character): name += String(character)
        case .function(let number): name += "f\(number)"
        default:
            name += Self.codeNames.first { $0.value == code }!.key
        }
        return name
    }

    /// The keys without a character, by their config names (the first of
    /// each is the one `configName` writes).
    private static let codeNames: KeyValuePairs<String, Code> = [
        "enter": .enter, "return": .enter, "tab": .tab, "esc": .escape, "escape": .escape,
        "backspace": .backspace, "delete": .delete, "del": .delete, "insert": .insert, "ins": .insert,
        "up": .up, "down": .down, "left": .left, "right": .right, "home": .home, "end": .end,
        "pgup": .pageUp, "pageup": .pageUp, "pgdn": .pageDown, "pagedown": .pageDown, "space": .character(" "),
    ]

    /// A key from its config name: `ctrl-o`, `alt-p`, `alt-P` (Alt with
    /// Shift-P), `f9`, `shift-tab`, `pgdn`, `j`, `?`. Modifier names are
    /// `ctrl`, `alt` (or `meta`) and `shift`, in any order and case; nil for
    /// anything else, and for a Ctrl chord no terminal can send (Ctrl-1).
    public init?(configName: String) {
        guard configName.count <= 32 else { return nil }
        var rest = Substring(configName)
        var modifiers: Modifiers = []
        while let dash = rest.dropFirst().firstIndex(of: "-") {
            switch rest[..<dash].lowercased() {
            case "ctrl", "control", "c": modifiers.insert(.control)
            case "alt", "meta", "m", "a": modifiers.insert(.alt)
            case "shift", "s": modifiers.insert(.shift)
            default: return nil
            }
            rest = rest[rest.index(after: dash)...]
        }
        let base = String(rest)
        let code: Code
        if let named = Self.codeNames.first(where: { $0.key == base.lowercased() }) {
            code = named.value
        } else if base.count == 1, let character = base.first, character.isTypeable {
            code = .character(modifiers.contains(.control) ? Character(character.lowercased()) : character)
        } else if base.lowercased().hasPrefix("f"), let number = Int(base.dropFirst()), (1...12).contains(number) {
            code = .function(number)
        } else {
            return nil
        }
        if case .character(let character) = code {
            if modifiers.contains(.shift), character.isLetter {
                // Shift with a letter is the capital letter itself.
                modifiers.remove(.shift)
                self.init(.character(Character(character.uppercased())), modifiers)
                return
            }
            if modifiers.contains(.control),
                !(character.isLetter && character.isASCII || " @[\\]^_".contains(character))
            {
                return nil
            }
        }
        self.init(code, modifiers)
    }
}
