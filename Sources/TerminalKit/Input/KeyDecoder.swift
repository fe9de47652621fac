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
///   terminals send Alt chords), but for a Ctrl letter, which is Esc and then
///   that key (Ctrl-C always quits); Esc followed by a sequence is Esc and then
///   that key (`ESC ESC O Q` is Esc, F2: what a script sending the two keys
///   writes; rxvt's Esc-prefixed Alt-arrows read as Esc and the arrow);
/// - UTF-8, with each byte that cannot be read as U+FFFD and what follows
///   read as usual; but the 8-bit C1 introducers (CSI `0x9B`, SS3 `0x8F`,
///   DCS, OSC, APC, PM, SOS), which no UTF-8 character starts with, begin
///   their sequences as their 7-bit forms do (a terminal may answer
///   `0x9B ? 62 ; 4 c`).
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
    /// The longest paste kept, in Unicode scalars; the rest of a flood is
    /// dropped rather than held in memory. The application states its bound
    /// (StoreSearch: `InputLimits.pasteCharacters`).
    public let maximumPasteScalars: Int
    var maximumPasteBytes: Int { 4 * maximumPasteScalars }
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
    /// The sequence being read began with an 8-bit C1 introducer: not an Alt chord when cut short.
    private var eightBitIntroducer = false
    private var pasteBytes: [UInt8] = []
    private var pasteTerminatorMatched = 0
    private static let pasteTerminator: [UInt8] = Array("\u{1B}[201~".utf8)

    public init(maximumPasteScalars: Int) {
        self.maximumPasteScalars = max(1, maximumPasteScalars)
    }

    /// Whether a paste has begun and not ended.
    public var isInPaste: Bool { state == .paste }

    /// Whether an escape sequence (or a lone Esc) has begun and not ended:
    /// what an answer to a query is while it arrives.
    public var isInSequence: Bool {
        switch state {
        case .ground, .paste: false
        default: true
        }
    }

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
        case .csi where !sequenceHasContent && !eightBitIntroducer,
            .ss3 where !sequenceHasContent && !eightBitIntroducer:
            events.append(.key(.alt(state == .csi ? "[" : "O")))
        case .controlString(let introducer, false) where !sequenceHasContent && !eightBitIntroducer:
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
        if utf8.isEmpty, let introducer = Self.sevenBitForm(ofC1: byte) {
            // No UTF-8 character starts with a C1 byte: an 8-bit introducer.
            altCharacter = false
            state = .escape
            escape(introducer, into: &events)
            eightBitIntroducer = true
            return
        }
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

    /// The letter after ESC that an 8-bit C1 introducer stands for.
    static func sevenBitForm(ofC1 byte: UInt8) -> UInt8? {
        switch byte {
        case 0x9B: UInt8(ascii: "[")
        case 0x8F: UInt8(ascii: "O")
        case 0x90: UInt8(ascii: "P")
        case 0x9D: UInt8(ascii: "]")
        case 0x9F: UInt8(ascii: "_")
        case 0x9E: UInt8(ascii: "^")
        case 0x98: UInt8(ascii: "X")
        default: nil
        }
    }

    /// The key one ASCII byte is on its own.
    static func key(forASCII byte: UInt8) -> Key? {
        switch byte {
        // Enter sends CR; LF is Ctrl-J (which moves down in lists, as in fzf).
        case 0x0D: .enter
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
            eightBitIntroducer = false
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
        case 0x01...0x07, 0x0A...0x0C, 0x0E...0x17, 0x19:
            // No command is an Alt-Ctrl chord, and Ctrl-C always quits: Esc
            // then a Ctrl letter inside the escape delay is the two keys (a
            // script's Esc and Ctrl-O, Esc and Ctrl-C). Alt with Backspace
            // (^H), Tab and Enter stay chords.
            state = .ground
            events.append(.key(.escape))
            if let key = Self.key(forASCII: byte) { emit(key, alt: false, into: &events) }
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

    private mutating func controlString(
        _ byte: UInt8, introducer: UInt8, sawEscape: Bool,
        into events: inout [InputEvent]
    ) {
        if sawEscape {
            if byte == UInt8(ascii: "\\") {
                state = .ground
                if let report = Self.report(introducer: introducer, content: sequence) { events.append(report) }
            } else {
                // ESC that is not ST ends the string and begins a sequence.
                state = .escape
                take(byte, into: &events)
            }
            return
        }
        switch byte {
        case 0x07:
            state = .ground
            if let report = Self.report(introducer: introducer, content: sequence) { events.append(report) }
        case 0x9C where eightBitIntroducer:
            // 8-bit ST, for a string begun in 8 bits (in one begun with ESC it may be part of UTF-8).
            state = .ground
            if let report = Self.report(introducer: introducer, content: sequence) { events.append(report) }
        case 0x18, 0x1A:
            state = .ground
        case 0x1B:
            state = .controlString(introducer: introducer, sawEscape: true)
        case _ where introducer == UInt8(ascii: "_"):
            keep(byte)  // An APC's content is kept: the kitty graphics answer is one.
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
            let length =
                switch byte {
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
        if pasteBytes.count < maximumPasteBytes { pasteBytes.append(byte) }
    }

    private mutating func appendToPaste(_ bytes: ArraySlice<UInt8>) {
        let room = maximumPasteBytes - pasteBytes.count
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
        scalars.append(contentsOf: text.unicodeScalars.prefix(maximumPasteScalars))
        return .paste(String(scalars))
    }
}
