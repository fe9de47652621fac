/// What each escape sequence means: the keys, modifiers and mouse reports
/// of every family `KeyDecoder` reads (see its documentation for the list).
// MARK: What each sequence means

extension KeyDecoder {
    /// The numbers of a sequence's parameters: `1;5` is [[1], [5]], `97:65;2`
    /// is [[97, 65], [2]]; an empty parameter is nil.
    static func parameters(_ bytes: some Collection<UInt8>) -> [[Int?]] {
        guard !bytes.isEmpty else { return [] }
        return bytes.split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false).map { parameter in
            parameter.split(separator: UInt8(ascii: ":"), omittingEmptySubsequences: false).map { digits in
                guard !digits.isEmpty, digits.count < 10, digits.allSatisfy({ (0x30...0x39).contains($0) }) else {
                    return nil
                }
                return digits.reduce(0) { $0 * 10 + Int($1 - 0x30) }
            }
        }
    }

    /// The modifiers in parameter `index` (xterm's 1 + bits), none when absent.
    private static func modifiers(_ parameters: [[Int?]], at index: Int) -> Key.Modifiers {
        guard parameters.indices.contains(index), let value = parameters[index].first ?? nil else { return [] }
        return Key.Modifiers(xtermParameter: value)
    }

    static func csiEvent(_ bytes: [UInt8], final: UInt8) -> InputEvent? {
        let marker = bytes.first.flatMap { (0x3C...0x3F).contains($0) ? $0 : nil }
        let body = marker == nil ? bytes[...] : bytes.dropFirst()
        if marker == UInt8(ascii: "?"), final == UInt8(ascii: "y"), body.last == UInt8(ascii: "$") {
            // DECRPM, the answer to DECRQM: `CSI ? mode ; state $ y`.
            let numbers = Self.parameters(body.dropLast()).map { ($0.first ?? nil) ?? 0 }
            return numbers.count == 2 ? .report(.privateMode(numbers[0], state: numbers[1])) : nil
        }
        // Intermediates (space to '/') mark answers and settings, never keys.
        guard !body.contains(where: { (0x20...0x2F).contains($0) }) else { return nil }
        let parameters = Self.parameters(body)
        let first = parameters.first?.first ?? nil
        if let report = TerminalReport.csi(marker: marker, parameters: parameters.map { $0.first ?? nil }, final: final)
        {
            return .report(report)
        }
        switch (marker, final) {
        case (UInt8(ascii: "<"), UInt8(ascii: "M")), (UInt8(ascii: "<"), UInt8(ascii: "m")):
            return sgrMouse(parameters, released: final == UInt8(ascii: "m"))
        case (nil, UInt8(ascii: "M")) where parameters.count == 3:
            // urxvt's 1015 mode: the X10 numbers in decimal.
            let numbers = parameters.map { ($0.first ?? nil) ?? 0 }
            return mouse(button: numbers[0] - 32, x: numbers[1], y: numbers[2], released: false)
        case (nil, _):
            break
        default:
            return nil
        }
        let key: Key? =
            switch final {
            case UInt8(ascii: "A"): Key(.up)
            case UInt8(ascii: "B"): Key(.down)
            case UInt8(ascii: "C"): Key(.right)
            case UInt8(ascii: "D"): Key(.left)
            case UInt8(ascii: "H"): Key(.home)
            case UInt8(ascii: "F"): Key(.end)
            case UInt8(ascii: "P"): Key(.function(1))
            case UInt8(ascii: "Q"): Key(.function(2))
            // `CSI row;col R` answers a cursor-position query; F3 carries 1 first.
            case UInt8(ascii: "R") where parameters.count == 2 && first == 1: Key(.function(3))
            case UInt8(ascii: "S"): Key(.function(4))
            case UInt8(ascii: "Z"): .backTab
            // rxvt's Shift with the arrows.
            case UInt8(ascii: "a"): Key(.up, .shift)
            case UInt8(ascii: "b"): Key(.down, .shift)
            case UInt8(ascii: "c") where parameters.isEmpty: Key(.right, .shift)
            case UInt8(ascii: "d"): Key(.left, .shift)
            case UInt8(ascii: "~"): tildeKey(parameters)
            // rxvt's Ctrl and Ctrl-Shift with the function keys.
            case UInt8(ascii: "^"): tildeKey(body, extra: .control)
            case UInt8(ascii: "@"): tildeKey(body, extra: [.control, .shift])
            case UInt8(ascii: "u"): unicodeKey(parameters)
            default: nil
            }
        guard var key else { return nil }
        if final != UInt8(ascii: "~") && final != UInt8(ascii: "u") && final != UInt8(ascii: "^")
            && final != UInt8(ascii: "@")
        {
            key.modifiers.formUnion(modifiers(parameters, at: 1))
        }
        return .key(key)
    }

    static func tildeKey(_ bytes: some Collection<UInt8>, extra: Key.Modifiers) -> Key? {
        guard var key = tildeKey(parameters(bytes)) else { return nil }
        key.modifiers.formUnion(extra)
        return key
    }

    /// `CSI n ~` and `CSI n;m ~`: the vt220 editing and function keys, and
    /// modifyOtherKeys (`CSI 27;m;c ~`).
    static func tildeKey(_ parameters: [[Int?]]) -> Key? {
        guard let number = parameters.first?.first ?? nil else { return nil }
        if number == 27 {
            guard parameters.count >= 3, let code = parameters[2].first ?? nil else { return nil }
            return unicodeKey(code: code, shifted: nil, modifiers: modifiers(parameters, at: 1), text: nil)
        }
        let code: Key.Code? =
            switch number {
            case 1, 7: .home
            case 2: .insert
            case 3: .delete
            case 4, 8: .end
            case 5: .pageUp
            case 6: .pageDown
            case 11...15: .function(number - 10)
            case 17...21: .function(number - 11)
            case 23...26: .function(number - 12)
            case 28, 29: .function(number - 13)
            case 31...34: .function(number - 14)
            default: nil
            }
        return code.map { Key($0, modifiers(parameters, at: 1)) }
    }

    /// The kitty keyboard protocol's `CSI code[:shifted[:base]] [; mods[:event] [; text]] u`.
    static func unicodeKey(_ parameters: [[Int?]]) -> Key? {
        guard let code = parameters.first?.first ?? nil else { return nil }
        let shifted = parameters[0].count > 1 ? parameters[0][1] : nil
        // Key releases (event 3) are not presses.
        if parameters.count > 1, parameters[1].count > 1, parameters[1][1] == 3 { return nil }
        let text: String? =
            parameters.count > 2
            ? String(String.UnicodeScalarView(parameters[2].compactMap { $0.flatMap(Unicode.Scalar.init) }))
            : nil
        return unicodeKey(code: code, shifted: shifted, modifiers: modifiers(parameters, at: 1), text: text)
    }

    static func unicodeKey(code: Int, shifted: Int?, modifiers: Key.Modifiers, text: String?) -> Key? {
        let functional: Key.Code? =
            switch code {
            case 9: .tab
            case 13, 57414: .enter
            case 27: .escape
            case 8, 127: .backspace
            case 57376...57398: .function(code - 57376 + 13)
            case 57417: .left
            case 57418: .right
            case 57419: .up
            case 57420: .down
            case 57421: .pageUp
            case 57422: .pageDown
            case 57423: .home
            case 57424: .end
            case 57425: .insert
            case 57426: .delete
            default: nil
            }
        if let functional { return Key(functional, modifiers) }
        let keypad: [Int: Character] = [
            57409: ".", 57410: "/", 57411: "*", 57412: "-", 57413: "+", 57415: "=",
            57416: ",",
        ]
        var character: Character
        if (57399...57408).contains(code) {
            character = Character(Unicode.Scalar(UInt8(code - 57399) + 0x30))
        } else if let sign = keypad[code] {
            character = sign
        } else if (0xE000...0xF8FF).contains(code) {
            // Kitty's other private-use codes: lock and modifier keys, media keys.
            return nil
        } else if let scalar = Unicode.Scalar(UInt32(clamping: code)), scalar.value >= 0x20,
            !(0x7F..<0xA0).contains(scalar.value)
        {
            character = Character(scalar)
        } else {
            return nil
        }
        var modifiers = modifiers
        if modifiers.contains(.control) {
            // Ctrl with a letter is the lowercase letter, as the control bytes give it.
            character = Character(String(character).lowercased())
            return Key(.character(character), modifiers)
        }
        if modifiers.contains(.shift) {
            if let text, let first = text.first, text.count == 1 {
                character = first
            } else if let shifted, let scalar = Unicode.Scalar(UInt32(clamping: shifted)) {
                character = Character(scalar)
            } else {
                character = Character(String(character).uppercased())
            }
            modifiers.remove(.shift)
        }
        return Key(.character(character), modifiers)
    }

    /// `SS3 final`, maybe with a modifier first (`ESC O 5 P`, `ESC O 1;5P`).
    static func ss3Key(_ bytes: [UInt8], final: UInt8) -> Key? {
        let parameters = parameters(bytes)
        let modifier = parameters.last.flatMap { $0.first ?? nil }.map(Key.Modifiers.init(xtermParameter:)) ?? []
        let keypad = Array("*+,-./0123456789")
        let code: Key.Code? =
            switch final {
            case UInt8(ascii: "A"): .up
            case UInt8(ascii: "B"): .down
            case UInt8(ascii: "C"): .right
            case UInt8(ascii: "D"): .left
            case UInt8(ascii: "H"): .home
            case UInt8(ascii: "F"): .end
            case UInt8(ascii: "P"): .function(1)
            case UInt8(ascii: "Q"): .function(2)
            case UInt8(ascii: "R"): .function(3)
            case UInt8(ascii: "S"): .function(4)
            case UInt8(ascii: "M"): .enter
            case UInt8(ascii: "I"): .tab
            case UInt8(ascii: " "): .character(" ")
            case UInt8(ascii: "X"): .character("=")
            case UInt8(ascii: "j")...UInt8(ascii: "y"): .character(keypad[Int(final - UInt8(ascii: "j"))])
            default: nil
            }
        if let code { return Key(code, modifier) }
        // rxvt's Ctrl with the arrows.
        let rxvt: Key.Code? =
            switch final {
            case UInt8(ascii: "a"): .up
            case UInt8(ascii: "b"): .down
            case UInt8(ascii: "c"): .right
            case UInt8(ascii: "d"): .left
            default: nil
            }
        return rxvt.map { Key($0, .control) }
    }

    // MARK: Mouse

    static func sgrMouse(_ parameters: [[Int?]], released: Bool) -> InputEvent? {
        guard parameters.count == 3 else { return nil }
        let numbers = parameters.map { ($0.first ?? nil) ?? -1 }
        return mouse(button: numbers[0], x: numbers[1], y: numbers[2], released: released)
    }

    static func x10Mouse(_ bytes: [UInt8]) -> InputEvent? {
        mouse(button: Int(bytes[0]) - 32, x: Int(bytes[1]) - 32, y: Int(bytes[2]) - 32, released: false)
    }

    /// A report's button number (xterm: low bits the button, 3 a release in
    /// X10, +32 motion, +64 the wheel) and 1-based cell, as an event; nil for
    /// what the program does not use (releases, motion, other buttons).
    static func mouse(button: Int, x: Int, y: Int, released: Bool) -> InputEvent? {
        guard button >= 0, x >= 1, y >= 1, !released, button & 32 == 0 else { return nil }
        let position = Point(x: x - 1, y: y - 1)
        if button & 64 != 0 {
            switch button & 3 {
            case 0: return .mouse(MouseEvent(.wheelUp, at: position))
            case 1: return .mouse(MouseEvent(.wheelDown, at: position))
            default: return nil
            }
        }
        return button & 3 == 0 ? .mouse(MouseEvent(.press, at: position)) : nil
    }

    /// A finished control string that answers a query (an APC with the
    /// kitty graphics answer) is a report.
    static func report(introducer: UInt8, content: [UInt8]) -> InputEvent? {
        guard introducer == UInt8(ascii: "_"), let report = TerminalReport.apc(content) else { return nil }
        return .report(report)
    }
}

extension UInt8 {
    var isDigitOrSemicolon: Bool { (0x30...0x39).contains(self) || self == 0x3B }
}
