import StoreSearchText
import StoreSearchUI
import TerminalKit

extension FuzzTarget {
    /// The first byte picks the way the rest is read.
    ///
    /// Even: as a script that builds a terminal's byte stream from pieces
    /// whose meaning is known (typed text, pastes, and escape sequences of
    /// every family: CSI with any parameters, intermediates and final, SS3,
    /// OSC/DCS/APC/PM/SOS strings, X10 mouse reports, Linux F-keys, Alt
    /// chords), then splits it into reads at points the script chooses. What
    /// must hold: the text typed is exactly the text pieces (nothing that
    /// began with ESC reaches the field as text), each paste is its piece,
    /// and the reads' boundaries change nothing.
    ///
    /// Odd: as raw bytes, any at all: decoding in one read and in three
    /// gives the same events, a flush leaves nothing unfinished, and a paste
    /// stays within its cap.
    static func keyDecoder(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let first = bytes.first else { return }
        if first % 2 == 0 {
            keyDecoderScript(Array(bytes.dropFirst()))
        } else {
            keyDecoderRawBytes(Array(bytes.dropFirst()))
        }
    }

    private static func decodeInReads(_ stream: [UInt8], cuts: [Int]) -> (events: [InputEvent], decoder: KeyDecoder) {
        var decoder = KeyDecoder(maximumPasteScalars: InputLimits.pasteCharacters)
        var events: [InputEvent] = []
        var start = 0
        for cut in cuts.map({ min(max($0, 0), stream.count) }).sorted() where cut >= start {
            events += decoder.decode(stream[start..<cut])
            start = cut
        }
        events += decoder.decode(stream[start...])
        return (events, decoder)
    }

    private static func keyDecoderRawBytes(_ stream: [UInt8]) {
        var whole = KeyDecoder(maximumPasteScalars: InputLimits.pasteCharacters)
        let once = whole.decode(stream)
        let cuts = stream.prefix(2).map { Int($0) * stream.count / 256 }
        var (split, decoder) = decodeInReads(stream, cuts: cuts)
        check(split == once, "reads split at \(cuts) decode differently")
        split += decoder.flush()
        check(decoder.waitsForMore == nil, "something unfinished after a flush")
        check(!decoder.isInPaste, "a paste left open after flush")
        check(split.count <= stream.count + 2, "more events than bytes")
        for case .paste(let text) in split {
            check(text.unicodeScalars.count <= InputLimits.pasteCharacters, "a paste beyond its cap")
        }
    }

    /// Reads the script a byte at a time; past its end, zeros.
    private struct Script {
        var bytes: [UInt8]
        var index = 0
        mutating func next() -> UInt8 {
            defer { index += 1 }
            return index < bytes.count ? bytes[index] : 0
        }
        var isDone: Bool { index >= bytes.count }
    }

    private static func keyDecoderScript(_ program: [UInt8]) {
        var script = Script(bytes: program)
        var stream: [UInt8] = []
        var typed = ""
        var pastes: [String] = []
        let esc: UInt8 = 0x1B
        let textCharacters: [String] = ["a", "q", "Z", "0", "9", " ", "[", "~", "O", ";", "é", "日", "😀", "ß"]
        while !script.isDone && stream.count < 4096 {
            switch script.next() % 8 {
            case 0:
                // Typed text: printable characters, never ESC or a control.
                for _ in 0...(script.next() % 8) {
                    let character = textCharacters[Int(script.next()) % textCharacters.count]
                    stream += Array(character.utf8)
                    typed += character
                }
            case 1:
                // CSI: a private marker or not, any parameters, maybe an
                // intermediate, a final; but not the forms that are keys that
                // type (kitty's `u`, modifyOtherKeys' 27;..~), not the paste
                // marker, and not the two forms the grammar cannot tell from
                // others (X10 mouse `CSI M` and the Linux console's `CSI [`).
                var body: [UInt8] = []
                if script.next() % 4 == 0 { body.append(Array("<=>?".utf8)[Int(script.next()) % 4]) }
                for _ in 0..<(script.next() % 6) { body.append(Array("0123456789;:".utf8)[Int(script.next()) % 12]) }
                if script.next() % 5 == 0 { body.append(0x20 + script.next() % 16) }
                var final = 0x40 + script.next() % 63
                if final == UInt8(ascii: "u")
                    || (body.isEmpty && (final == UInt8(ascii: "M") || final == UInt8(ascii: "[")))
                    || (final == UInt8(ascii: "~")
                        && (body.starts(with: Array("27".utf8)) || body == Array("200".utf8)))
                {
                    final = UInt8(ascii: "A")
                }
                // rxvt's '$' ends a key after plain numbers: keep it away from them.
                if let dollar = body.firstIndex(of: UInt8(ascii: "$")),
                    body[..<dollar].allSatisfy({ (0x30...0x3B).contains($0) })
                {
                    body[dollar] = UInt8(ascii: "!")
                }
                stream += [esc, UInt8(ascii: "[")] + body + [final]
            case 2:
                // SS3 with an optional modifier and a final that is no keypad character.
                var body: [UInt8] = []
                if script.next() % 3 == 0 { body.append(0x31 + script.next() % 8) }
                let finals = Array("ABCDHFPQRSMIabcdEZ".utf8)
                stream += [esc, UInt8(ascii: "O")] + body + [finals[Int(script.next()) % finals.count]]
            case 3:
                // A control string (OSC, DCS, APC, PM, SOS) ended by BEL or ST.
                let introducer = Array("]P_^X".utf8)[Int(script.next()) % 5]
                var body: [UInt8] = []
                for _ in 0..<(script.next() % 12) { body.append(0x20 + script.next() % 95) }
                stream += [esc, introducer] + body + (script.next() % 2 == 0 ? [0x07] : [esc, UInt8(ascii: "\\")])
            case 4:
                // An X10 mouse report: three bytes of any value.
                stream += [esc, UInt8(ascii: "["), UInt8(ascii: "M"), script.next(), script.next(), script.next()]
            case 5:
                // The Linux console's F-keys, and anything after ESC [ [.
                stream += [esc, UInt8(ascii: "["), UInt8(ascii: "["), script.next()]
            case 6:
                // A paste, holding text, line breaks and keys that must not act.
                var text = ""
                for _ in 0..<(script.next() % 10) {
                    switch script.next() % 5 {
                    case 0: text += "\r"
                    case 1: text += "\u{1B}[A"
                    case 2: text += "\u{3}"
                    default: text += textCharacters[Int(script.next()) % textCharacters.count]
                    }
                }
                stream += Array("\u{1B}[200~".utf8) + Array(text.utf8) + Array("\u{1B}[201~".utf8)
                pastes.append(text.replacingOccurrences(of: "\r", with: "\n"))
            default:
                // Alt with a letter (never one that begins a sequence).
                stream += [esc, Array("abcdefghijklmnqrstuvwxyz".utf8)[Int(script.next()) % 24]]
            }
        }
        let cuts = (0..<3).map { _ in Int(script.next()) * stream.count / 255 }
        var (events, decoder) = decodeInReads(stream, cuts: cuts)
        events += decoder.flush()
        var typedBack = ""
        var pastedBack: [String] = []
        for event in events {
            switch event {
            case .key(let key) where key.modifiers.isEmpty:
                if case .character(let character) = key.code { typedBack.append(character) }
            case .paste(let text):
                pastedBack.append(text)
            default:
                break
            }
        }
        check(
            typedBack == typed,
            "typed \(typed.debugDescription) but decoded \(typedBack.debugDescription) from \(stream)")
        check(pastedBack == pastes, "pasted \(pastes) but decoded \(pastedBack)")
    }
}
