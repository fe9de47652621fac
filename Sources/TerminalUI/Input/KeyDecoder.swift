/// Turns the bytes a terminal sends into keys, clicks and pastes, the same
/// whatever TERM says and whoever sends them: a terminal in either cursor-key
/// mode, tmux, a TTY recorder's script, an expect or pty driver.
///
/// It reads the whole ECMA-48 grammar itself (the way crossterm, Bubble Tea
/// and libtermkey do) rather than trusting terminfo, which knows only the one
/// form of each key that its entry lists:
///
/// - arrows, Home, End, Insert, Delete, PgUp, PgDn in the CSI and SS3 forms;
///   F1–F20 in the xterm (`SS3 P`, `CSI 15~`), vt220 (`CSI 11~`), rxvt
///   (`CSI 11~`, `CSI 2$`, `CSI 11^`) and Linux console (`CSI [A`) forms;
///   xterm's modifier parameter (`CSI 1;5C` is Ctrl-Right); Shift-Tab
///   (`CSI Z`); the application keypad (`SS3 p` is 0);
/// - the kitty keyboard protocol (`CSI 99;5u`) and xterm's modifyOtherKeys
///   (`CSI 27;5;99~`), both Ctrl-C;
/// - SGR (`CSI < 0;10;5 M`), urxvt (`CSI 32;10;5M`) and X10 (`CSI M` and
///   three bytes) mouse reports;
/// - bracketed paste (`CSI 200~` … `CSI 201~`) as one text, its keys not obeyed;
/// - Esc followed at once by a character is that character with Alt (as
///   terminals send Alt chords); Esc followed by a sequence is Esc and then
///   that key (`ESC ESC O Q` is Esc, F2: what a script sending the two keys
///   writes; rxvt's Esc-prefixed Alt-arrows read as Esc and the arrow);
/// - UTF-8, with each byte that cannot be read as U+FFFD and what follows
///   read as usual.
///
/// Any other complete CSI, SS3, OSC, DCS, APC, PM or SOS sequence (focus
/// reports, answers to queries nobody asked, unknown keys) is swallowed whole,
/// in one read or split across many: a byte that began with ESC never becomes
/// text. Pure and total: the fuzzer holds it to that for any byte stream.
public struct KeyDecoder: Sendable {
    /// How long an unfinished sequence waits for the rest before it counts
    /// as what has arrived: a lone Esc is Esc after this. 50 ms, as Neovim's
    /// `ttimeoutlen`: well under the tenth of a second in which a key feels
    /// instant, and long enough for a sequence that a pty, ssh or tmux split
    /// across two reads to arrive whole.
    public static let escapeDelay: Duration = .milliseconds(50)
    /// How long a bracketed paste waits for more before what arrived is the paste.
    public static let pasteDelay: Duration = .milliseconds(500)
    /// The longest paste kept: enough for any search or support mail; the
    /// rest of a flood is dropped rather than held in memory.
    public static let maximumPasteScalars = 65_536
    static let maximumPasteBytes = 4 * maximumPasteScalars
    /// Parameters beyond this are not kept (the sequence is still swallowed whole).
    static let maximumSequenceBytes = 128

    private enum State: Hashable, Sendable {
        case ground
        /// After ESC.
        case escape
        case csi
        case ss3
        /// OSC, DCS, APC, PM or SOS, until ST (or BEL); `sawEscape` after an ESC inside it.
        case controlString(introducer: UInt8, sawEscape: Bool)
        /// After `ESC [ M`: the three bytes of an X10 mouse report.
        case x10Mouse
        /// After `ESC [ [`: the Linux console's F1–F5.
        case linuxFunction
        case paste
    }

    private var state = State.ground
    /// Parameter and intermediate bytes of the sequence being read.
    private var sequence: [UInt8] = []
    /// Whether the sequence had more bytes than are kept, or anything inside it.
    private var sequenceHasContent = false
    /// A character begun in UTF-8, and how many bytes it needs in all.
    private var utf8: [UInt8] = []
    private var utf8Length = 0
    /// The next character completed was typed with Alt (Esc before it).
    private var altCharacter = false
    private var pasteBytes: [UInt8] = []
    private var pasteTerminatorMatched = 0
    private static let pasteTerminator: [UInt8] = Array("\u{1B}[201~".utf8)

    public init() {}

    /// Whether a paste has begun and not ended.
    public var isInPaste: Bool { state == .paste }

    /// How long to wait for more bytes before `flush` (nil: nothing is unfinished).
    public var waitsForMore: Duration? {
        switch state {
        case .ground: utf8.isEmpty ? nil : Self.escapeDelay
        case .paste: Self.pasteDelay
        default: Self.escapeDelay
        }
    }

    // MARK: Decoding

    public mutating func decode<Bytes: Sequence>(_ bytes: Bytes) -> [InputEvent] where Bytes.Element == UInt8 {
        var events: [InputEvent] = []
        for byte in bytes {
            take(byte, into: &events)
        }
        return events
    }

    /// What has arrived of an unfinished sequence, when no more came in
    /// time: a lone Esc is Esc, `ESC [` alone is Alt-[, a paste without its
    /// end is the paste, and a part of anything else is swallowed.
    public mutating func flush() -> [InputEvent] {
        var events: [InputEvent] = []
        if !utf8.isEmpty {
            utf8.removeAll()
            typeCharacter("\u{FFFD}", into: &events)
        }
        switch state {
        case .ground:
            break
        case .escape:
            events.append(.key(.escape))
            altCharacter = false
        case .csi where !sequenceHasContent, .ss3 where !sequenceHasContent:
            events.append(.key(.alt(state == .csi ? "[" : "O")))
        case .controlString(let introducer, false) where !sequenceHasContent:
            events.append(.key(.alt(Character(Unicode.Scalar(introducer)))))
        case .paste:
            events.append(finishPaste())
        case .csi, .ss3, .controlString, .x10Mouse, .linuxFunction:
            break
        }
        state = .ground
        return events
    }

    private mutating func take(_ byte: UInt8, into events: inout [InputEvent]) {
        switch state {
        case .ground:
            ground(byte, into: &events)
        case .escape:
            escape(byte, into: &events)
        case .csi:
            csi(byte, into: &events)
        case .ss3:
            ss3(byte, into: &events)
        case .controlString(let introducer, let sawEscape):
            controlString(byte, introducer: introducer, sawEscape: sawEscape, into: &events)
        case .x10Mouse:
            sequence.append(byte)
            if sequence.count == 3 {
                state = .ground
                if let event = Self.x10Mouse(sequence) { events.append(event) }
            }
        case .linuxFunction:
            state = .ground
            if (0x41...0x45).contains(byte) { events.append(.key(.function(Int(byte) - 0x40))) }
        case .paste:
            paste(byte, into: &events)
        }
    }

    private mutating func ground(_ byte: UInt8, into events: inout [InputEvent]) {
        if !utf8.isEmpty || byte >= 0x80 {
            continueCharacter(byte, into: &events)
            return
        }
        if byte == 0x1B {
            state = .escape
            return
        }
        if let key = Self.key(forASCII: byte) {
            let alt = altCharacter
            altCharacter = false
            emit(key, alt: alt, into: &events)
        }
    }

    /// The key one ASCII byte is on its own.
    static func key(forASCII byte: UInt8) -> Key? {
        switch byte {
        case 0x0D, 0x0A: .enter
        case 0x09: .tab
        case 0x7F, 0x08: .backspace
        case 0x00: .control(" ")
        case 0x01...0x1A: .control(Character(Unicode.Scalar(byte + 0x60)))
        case 0x1C...0x1F: .control(Character(Unicode.Scalar(byte + 0x40)))
        case 0x20...0x7E: .character(Character(Unicode.Scalar(byte)))
        default: nil
        }
    }

    private mutating func escape(_ byte: UInt8, into events: inout [InputEvent]) {
        func begin(_ next: State) {
            state = next
            sequence.removeAll(keepingCapacity: true)
            sequenceHasContent = false
        }
        switch byte {
        case 0x1B:
            // Esc, then another Esc or a sequence: two keys.
            events.append(.key(.escape))
        case UInt8(ascii: "["):
            begin(.csi)
        case UInt8(ascii: "O"):
            begin(.ss3)
        case UInt8(ascii: "]"), UInt8(ascii: "P"), UInt8(ascii: "_"), UInt8(ascii: "^"), UInt8(ascii: "X"):
            begin(.controlString(introducer: byte, sawEscape: false))
        case 0x18, 0x1A:
            // CAN and SUB cancel what was begun.
            state = .ground
        case 0x80...:
            // Alt with a character beyond ASCII (Esc, then its UTF-8).
            state = .ground
            altCharacter = true
            ground(byte, into: &events)
        default:
            state = .ground
            if let key = Self.key(forASCII: byte) { emit(key, alt: true, into: &events) }
        }
    }

    /// A control character inside a sequence: CAN and SUB cancel it, ESC
    /// begins another, the others act as typed (as a terminal's parser
    /// executes them) and the sequence goes on. Returns whether it was one.
    private mutating func controlInsideSequence(_ byte: UInt8, into events: inout [InputEvent]) -> Bool {
        switch byte {
        case 0x1B:
            state = .escape
        case 0x18, 0x1A:
            state = .ground
        case 0x00..<0x20:
            if let key = Self.key(forASCII: byte) { events.append(.key(key)) }
        case 0x7F:
            break
        default:
            return false
        }
        return true
    }

    private mutating func keep(_ byte: UInt8) {
        if sequence.count < Self.maximumSequenceBytes { sequence.append(byte) }
        sequenceHasContent = true
    }

    private mutating func csi(_ byte: UInt8, into events: inout [InputEvent]) {
        if controlInsideSequence(byte, into: &events) { return }
        if !sequenceHasContent {
            // The two forms that break the grammar: the Linux console's
            // F1–F5 (`ESC [ [ A`) and X10 mouse reports (`ESC [ M` and three raw bytes).
            if byte == UInt8(ascii: "[") {
                state = .linuxFunction
                return
            }
            if byte == UInt8(ascii: "M") {
                state = .x10Mouse
                return
            }
        }
        switch byte {
        case UInt8(ascii: "$") where !sequence.isEmpty && sequence.allSatisfy(\.isDigitOrSemicolon):
            // rxvt ends Shift with a function key in '$', which the grammar calls an intermediate.
            state = .ground
            if let key = Self.tildeKey(sequence, extra: .shift) { events.append(.key(key)) }
        case 0x20...0x3F:
            keep(byte)
        case 0x40...0x7E:
            state = .ground
            if sequence == Array("200".utf8) && byte == UInt8(ascii: "~") {
                state = .paste
                pasteBytes.removeAll(keepingCapacity: true)
                pasteTerminatorMatched = 0
                return
            }
            if let event = Self.csiEvent(sequence, final: byte) { events.append(event) }
        default:
            // Beyond ASCII: not part of any sequence; the bytes so far are dropped.
            state = .ground
            ground(byte, into: &events)
        }
    }

    private mutating func ss3(_ byte: UInt8, into events: inout [InputEvent]) {
        if controlInsideSequence(byte, into: &events) { return }
        switch byte {
        case 0x20...0x3F:
            keep(byte)
        case 0x40...0x7E:
            state = .ground
            if let key = Self.ss3Key(sequence, final: byte) { events.append(.key(key)) }
        default:
            state = .ground
            ground(byte, into: &events)
        }
    }

    private mutating func controlString(_ byte: UInt8, introducer: UInt8, sawEscape: Bool,
                                        into events: inout [InputEvent]) {
        if sawEscape {
            if byte == UInt8(ascii: "\\") {
                state = .ground
            } else {
                // ESC that is not ST ends the string and begins a sequence.
                state = .escape
                take(byte, into: &events)
            }
            return
        }
        switch byte {
        case 0x07, 0x18, 0x1A:
            state = .ground
        case 0x1B:
            state = .controlString(introducer: introducer, sawEscape: true)
        default:
            sequenceHasContent = true
        }
    }

    private mutating func emit(_ key: Key, alt: Bool, into events: inout [InputEvent]) {
        var key = key
        if alt { key.modifiers.insert(.alt) }
        events.append(.key(key))
    }

    // MARK: UTF-8

    private mutating func continueCharacter(_ byte: UInt8, into events: inout [InputEvent]) {
        if utf8.isEmpty {
            let length = switch byte {
            case 0xC2...0xDF: 2
            case 0xE0...0xEF: 3
            case 0xF0...0xF4: 4
            default: 0
            }
            guard length > 0 else {
                typeCharacter("\u{FFFD}", into: &events)
                return
            }
            utf8 = [byte]
            utf8Length = length
            return
        }
        guard Self.continues(utf8, with: byte) else {
            // The character broke off: what came is one U+FFFD, and this byte starts afresh.
            utf8.removeAll()
            typeCharacter("\u{FFFD}", into: &events)
            ground(byte, into: &events)
            return
        }
        utf8.append(byte)
        guard utf8.count == utf8Length else { return }
        let character = String(decoding: utf8, as: UTF8.self).first ?? "\u{FFFD}"
        utf8.removeAll()
        // C1 controls typed as UTF-8 mean nothing here.
        if let scalar = character.unicodeScalars.first, (0x80..<0xA0).contains(scalar.value) {
            altCharacter = false
            return
        }
        typeCharacter(character, into: &events)
    }

    /// Whether `byte` may follow `begun` in well-formed UTF-8 (Unicode's table
    /// 3-7: no overlong forms, no surrogates, nothing past U+10FFFF).
    private static func continues(_ begun: [UInt8], with byte: UInt8) -> Bool {
        guard (0x80...0xBF).contains(byte) else { return false }
        guard begun.count == 1 else { return true }
        return switch begun[0] {
        case 0xE0: byte >= 0xA0
        case 0xED: byte <= 0x9F
        case 0xF0: byte >= 0x90
        case 0xF4: byte <= 0x8F
        default: true
        }
    }

    private mutating func typeCharacter(_ character: Character, into events: inout [InputEvent]) {
        let alt = altCharacter
        altCharacter = false
        emit(.character(character), alt: alt, into: &events)
    }

    // MARK: Bracketed paste

    private mutating func paste(_ byte: UInt8, into events: inout [InputEvent]) {
        let terminator = Self.pasteTerminator
        if byte == terminator[pasteTerminatorMatched] {
            pasteTerminatorMatched += 1
            if pasteTerminatorMatched == terminator.count {
                state = .ground
                events.append(finishPaste())
            }
            return
        }
        if pasteTerminatorMatched > 0 {
            // What looked like the end marker was text; only ESC can begin it again.
            appendToPaste(terminator[0..<pasteTerminatorMatched])
            pasteTerminatorMatched = 0
            if byte == terminator[0] {
                pasteTerminatorMatched = 1
                return
            }
        }
        if pasteBytes.count < Self.maximumPasteBytes { pasteBytes.append(byte) }
    }

    private mutating func appendToPaste(_ bytes: ArraySlice<UInt8>) {
        let room = Self.maximumPasteBytes - pasteBytes.count
        if room > 0 { pasteBytes += bytes.prefix(room) }
    }

    /// The paste as text: line breaks as "\n" (CR LF and CR alike), bytes
    /// that are not UTF-8 as U+FFFD, at most `maximumPasteScalars` scalars.
    private mutating func finishPaste() -> InputEvent {
        var normalized: [UInt8] = []
        normalized.reserveCapacity(pasteBytes.count)
        var previousWasReturn = false
        for byte in pasteBytes {
            if byte == 0x0A && previousWasReturn {
                previousWasReturn = false
                continue
            }
            previousWasReturn = byte == 0x0D
            normalized.append(byte == 0x0D ? 0x0A : byte)
        }
        pasteBytes.removeAll()
        pasteTerminatorMatched = 0
        let text = String(decoding: normalized, as: UTF8.self)
        var scalars = String.UnicodeScalarView()
        scalars.append(contentsOf: text.unicodeScalars.prefix(Self.maximumPasteScalars))
        return .paste(String(scalars))
    }
}

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
        // Intermediates (space to '/') mark answers and settings, never keys.
        guard !body.contains(where: { (0x20...0x2F).contains($0) }) else { return nil }
        let parameters = Self.parameters(body)
        let first = parameters.first?.first ?? nil
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
        let key: Key? = switch final {
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
            && final != UInt8(ascii: "@") {
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
        let code: Key.Code? = switch number {
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
        let text: String? = parameters.count > 2
            ? String(String.UnicodeScalarView(parameters[2].compactMap { $0.flatMap(Unicode.Scalar.init) }))
            : nil
        return unicodeKey(code: code, shifted: shifted, modifiers: modifiers(parameters, at: 1), text: text)
    }

    static func unicodeKey(code: Int, shifted: Int?, modifiers: Key.Modifiers, text: String?) -> Key? {
        let functional: Key.Code? = switch code {
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
        let keypad: [Int: Character] = [57409: ".", 57410: "/", 57411: "*", 57412: "-", 57413: "+", 57415: "=",
                                          57416: ","]
        var character: Character
        if (57399...57408).contains(code) {
            character = Character(Unicode.Scalar(UInt8(code - 57399) + 0x30))
        } else if let sign = keypad[code] {
            character = sign
        } else if (0xE000...0xF8FF).contains(code) {
            // Kitty's other private-use codes: lock and modifier keys, media keys.
            return nil
        } else if let scalar = Unicode.Scalar(UInt32(clamping: code)), scalar.value >= 0x20,
                  !(0x7F..<0xA0).contains(scalar.value) {
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
        let code: Key.Code? = switch final {
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
        let rxvt: Key.Code? = switch final {
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
}

extension UInt8 {
    fileprivate var isDigitOrSemicolon: Bool { (0x30...0x39).contains(self) || self == 0x3B }
}
