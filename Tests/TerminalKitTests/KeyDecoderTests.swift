import Testing

@testable import TerminalKit

/// The longest paste a decoder keeps in these tests (the application passes its own bound).
private let pasteLimit = 65_536

/// The bytes real terminals, multiplexers and scripted drivers send, and the
/// keys they must become, whatever TERM says.
@Suite(.timeLimit(.minutes(1))) struct KeyDecoderTests {
    func decode(_ bytes: [UInt8]) -> [InputEvent] {
        var decoder = KeyDecoder(maximumPasteScalars: pasteLimit)
        return decoder.decode(bytes) + decoder.flush()
    }

    func decode(_ text: String) -> [InputEvent] { decode(Array(text.utf8)) }

    static let esc = "\u{1B}"

    /// Sequence → key, for every family the issue names.
    static let sequences: [(String, Key)] = [
        // Cursor keys, normal (CSI) and application (SS3) mode.
        ("\(esc)[A", .up), ("\(esc)[B", .down), ("\(esc)[C", .right), ("\(esc)[D", .left),
        ("\(esc)[H", .home), ("\(esc)[F", .end),
        ("\(esc)OA", .up), ("\(esc)OB", .down), ("\(esc)OC", .right), ("\(esc)OD", .left),
        ("\(esc)OH", .home), ("\(esc)OF", .end),
        // The editing keys, vt220 style (and rxvt's Home and End).
        ("\(esc)[1~", .home), ("\(esc)[2~", .insert), ("\(esc)[3~", .delete), ("\(esc)[4~", .end),
        ("\(esc)[5~", .pageUp), ("\(esc)[6~", .pageDown), ("\(esc)[7~", .home), ("\(esc)[8~", .end),
        // Function keys: xterm (SS3 P–S, then CSI n~), vt220 and rxvt (CSI 11~–14~), the Linux console (CSI [A–E).
        ("\(esc)OP", .function(1)), ("\(esc)OQ", .function(2)), ("\(esc)OR", .function(3)), ("\(esc)OS", .function(4)),
        ("\(esc)[11~", .function(1)), ("\(esc)[12~", .function(2)), ("\(esc)[13~", .function(3)),
        ("\(esc)[14~", .function(4)), ("\(esc)[15~", .function(5)), ("\(esc)[17~", .function(6)),
        ("\(esc)[18~", .function(7)), ("\(esc)[19~", .function(8)), ("\(esc)[20~", .function(9)),
        ("\(esc)[21~", .function(10)), ("\(esc)[23~", .function(11)), ("\(esc)[24~", .function(12)),
        ("\(esc)[[A", .function(1)), ("\(esc)[[B", .function(2)), ("\(esc)[[C", .function(3)),
        ("\(esc)[[D", .function(4)), ("\(esc)[[E", .function(5)),
        // xterm's modifier parameter, kept.
        ("\(esc)[1;5C", .controlRight), ("\(esc)[1;5D", .controlLeft), ("\(esc)[1;2A", Key(.up, .shift)),
        ("\(esc)[1;3D", .altLeft), ("\(esc)[1;3C", .altRight), ("\(esc)[1;6B", Key(.down, [.control, .shift])),
        ("\(esc)[5;5~", Key(.pageUp, .control)), ("\(esc)[3;3~", Key(.delete, .alt)),
        ("\(esc)[1;5P", Key(.function(1), .control)), ("\(esc)[1;2R", Key(.function(3), .shift)),
        ("\(esc)[15;2~", Key(.function(5), .shift)), ("\(esc)[2;5~", Key(.insert, .control)),
        ("\(esc)O5P", Key(.function(1), .control)), ("\(esc)O1;2Q", Key(.function(2), .shift)),
        ("\(esc)[1;9A", Key(.up, .alt)),
        // rxvt's own modifier forms.
        ("\(esc)[2$", Key(.insert, .shift)), ("\(esc)[11^", Key(.function(1), .control)),
        ("\(esc)[3@", Key(.delete, [.control, .shift])), ("\(esc)[a", Key(.up, .shift)),
        ("\(esc)[d", Key(.left, .shift)),
        ("\(esc)Oa", Key(.up, .control)), ("\(esc)Od", .controlLeft),
        // Shift-Tab.
        ("\(esc)[Z", .backTab),
        // The application keypad.
        ("\(esc)OM", .enter), ("\(esc)Op", .character("0")), ("\(esc)Oy", .character("9")),
        ("\(esc)Ok", .character("+")),
        // The kitty keyboard protocol.
        ("\(esc)[99;5u", .control("c")), ("\(esc)[97u", .character("a")), ("\(esc)[97;2u", .character("A")),
        ("\(esc)[97:65;2u", .character("A")), ("\(esc)[13u", .enter), ("\(esc)[27u", .escape),
        ("\(esc)[9;2u", .backTab),
        ("\(esc)[57399u", .character("0")), ("\(esc)[57414u", .enter), ("\(esc)[127;3u", .altBackspace),
        ("\(esc)[99;6u", Key(.character("c"), [.control, .shift])), ("\(esc)[57376u", .function(13)),
        ("\(esc)[100;3:1u", .alt("d")), ("\(esc)[97;2;65u", .character("A")),
        // xterm's modifyOtherKeys.
        ("\(esc)[27;5;99~", .control("c")), ("\(esc)[27;2;65~", .character("A")),
        ("\(esc)[27;5;13~", Key(.enter, .control)),
        ("\(esc)[27;3;118~", .alt("v")),
        // Alt as Esc first: with a character, with Backspace, with a control.
        ("\(esc)a", .alt("a")), ("\(esc)T", .alt("T")), ("\(esc)\u{7F}", .altBackspace),
        ("\(esc)é", .alt("é")),
        // Control characters.
        ("\u{1}", .control("a")), ("\u{3}", .control("c")), ("\r", .enter), ("\n", .control("j")), ("\t", .tab),
        ("\u{7F}", .backspace), ("\u{8}", .backspace), ("\u{0}", .control(" ")), ("\u{1C}", .control("\\")),
        ("\u{1F}", .control("_")),
    ]

    @Test func everyFamilyOfKeysDecodes() {
        for (bytes, key) in Self.sequences {
            #expect(decode(bytes) == [.key(key)], "\(bytes.debugDescription)")
        }
    }

    @Test func everySequenceDecodesTheSameSplitAtEveryByte() {
        for (text, key) in Self.sequences {
            let bytes = Array(text.utf8)
            for cut in 1..<max(1, bytes.count) {
                var decoder = KeyDecoder(maximumPasteScalars: pasteLimit)
                let events = decoder.decode(bytes[..<cut]) + decoder.decode(bytes[cut...])
                #expect(events == [.key(key)], "\(text.debugDescription) cut after \(cut) bytes")
            }
        }
    }

    @Test func sequencesBackToBackInOneRead() {
        let all = Self.sequences.map(\.0).joined()
        #expect(decode(all) == Self.sequences.map { .key($0.1) })
        #expect(
            decode("\(Self.esc)[A\(Self.esc)[B\(Self.esc)OP\(Self.esc)[12~x") == [
                .key(.up), .key(.down), .key(.function(1)), .key(.function(2)), .key(.character("x")),
            ])
    }

    @Test func otherCompleteSequencesAreSwallowedWhole() {
        let esc = Self.esc
        let swallowed = [
            "\(esc)[I", "\(esc)[O",  // focus in and out
            "\(esc)[99;99X", "\(esc)[?1;2c", "\(esc)[>0;136;0c", "\(esc)[12;40R", "\(esc)[?2004;1$y",
            "\(esc)[201~", "\(esc)[99~", "\(esc)[1;5E", "\(esc)[E", "\(esc)[?62u",
            "\(esc)Oz",
            "\(esc)]11;rgb:0000/0000/0000\u{7}", "\(esc)]0;title\(esc)\\", "\(esc)]52;c;aGVsbG8=\u{7}",
            "\(esc)P1$r0m\(esc)\\", "\(esc)_Gi=1;OK\(esc)\\", "\(esc)^private\(esc)\\", "\(esc)Xsos\(esc)\\",
            "\(esc)[<35;10;5M",  // mouse motion
            "\(esc)[<0;10;5m",  // a release
            "\(esc)[97;1:3u",  // a kitty key release
            "\(esc)[57441u",  // kitty: left Shift alone
            "\(esc)[1\u{18}",  // cancelled by CAN
        ]
        // Answers to the program's own queries (Primary DA, the kitty
        // graphics query) come out as reports, never as keys.
        func keysOnly(_ events: [InputEvent]) -> [InputEvent] {
            events.filter { if case .report = $0 { false } else { true } }
        }
        for sequence in swallowed {
            #expect(keysOnly(decode(sequence + "x")) == [.key(.character("x"))], "\(sequence.debugDescription)")
            // ... also when it arrives a byte at a time.
            var decoder = KeyDecoder(maximumPasteScalars: pasteLimit)
            var events: [InputEvent] = []
            for byte in (sequence + "x").utf8 { events += decoder.decode([byte]) }
            #expect(keysOnly(events) == [.key(.character("x"))], "\(sequence.debugDescription), a byte a read")
        }
    }

    @Test func mouseReportsInEveryForm() {
        let esc = Self.esc
        #expect(decode("\(esc)[<0;10;5M") == [.mouse(MouseEvent(.press, at: Point(x: 9, y: 4)))])
        #expect(decode("\(esc)[<64;3;3M") == [.mouse(MouseEvent(.wheelUp, at: Point(x: 2, y: 2)))])
        #expect(decode("\(esc)[<65;3;3M") == [.mouse(MouseEvent(.wheelDown, at: Point(x: 2, y: 2)))])
        #expect(decode("\(esc)[<2;3;3M").isEmpty, "the right button means nothing here")
        // X10: three bytes, each 32 more than the value; a column past 95 is a byte past 127.
        #expect(decode([0x1B, 0x5B, 0x4D, 32, 42, 37]) == [.mouse(MouseEvent(.press, at: Point(x: 9, y: 4)))])
        #expect(decode([0x1B, 0x5B, 0x4D, 32, 200, 37]) == [.mouse(MouseEvent(.press, at: Point(x: 167, y: 4)))])
        #expect(decode([0x1B, 0x5B, 0x4D, 35, 42, 37]).isEmpty, "an X10 release")
        #expect(decode([0x1B, 0x5B, 0x4D, 97, 42, 37]) == [.mouse(MouseEvent(.wheelDown, at: Point(x: 9, y: 4)))])
        // urxvt's decimal form.
        #expect(decode("\(esc)[32;10;5M") == [.mouse(MouseEvent(.press, at: Point(x: 9, y: 4)))])
    }

    @Test func aLoneEscIsEscAfterTheDelayAndUnfinishedSequencesAreGivenUp() {
        var decoder = KeyDecoder(maximumPasteScalars: pasteLimit)
        #expect(decoder.waitsForMore == nil)
        #expect(decoder.decode(Array("\(Self.esc)".utf8)).isEmpty, "Esc waits: a sequence may follow")
        #expect(decoder.waitsForMore == KeyDecoder.escapeDelay)
        #expect(decoder.flush() == [.key(.escape)])
        #expect(decoder.waitsForMore == nil)
        #expect(decode("\(Self.esc)\(Self.esc)") == [.key(.escape), .key(.escape)])
        #expect(
            decode("\(Self.esc)\(Self.esc)OQ") == [.key(.escape), .key(.function(2))],
            "Esc then F2, as a script writes them back to back")
        #expect(decode("\(Self.esc)\(Self.esc)[A") == [.key(.escape), .key(.up)])
        #expect(decode("\(Self.esc)[") == [.key(.alt("["))], "ESC [ alone was Alt-[")
        #expect(decode("\(Self.esc)O") == [.key(.alt("O"))])
        #expect(decode("\(Self.esc)]") == [.key(.alt("]"))])
        #expect(decode("\(Self.esc)[1;").isEmpty, "a sequence cut short is swallowed, never typed")
        #expect(decode("\(Self.esc)]11;rgb:00").isEmpty)
        #expect(decode([0x1B, 0x5B, 0x4D, 32]).isEmpty)
    }

    /// Ctrl-C always quits: Esc then Ctrl-C within the escape delay (a
    /// script's `printf '\e\x03'`, or a quick hand) is the two keys, never an Alt chord.
    @Test func escapeThenAControlLetterIsTheTwoKeys() {
        #expect(decode([0x1B, 0x03]) == [.key(.escape), .key(.control("c"))])
        #expect(decode([0x1B, 0x1B, 0x03]) == [.key(.escape), .key(.escape), .key(.control("c"))])
        #expect(decode([0x1B, 0x0F]) == [.key(.escape), .key(.control("o"))], "a script's Esc, then Ctrl-O")
        #expect(decode([0x1B, 0x0A]) == [.key(.escape), .key(.control("j"))])
        #expect(decode([0x1B, 0x7F]) == [.key(.altBackspace)], "Alt-Backspace stays a chord")
        #expect(decode([0x1B, 0x08]) == [.key(Key(.backspace, .alt))])
        #expect(decode([0x1B, 0x0D]) == [.key(Key(.enter, .alt))], "and Alt-Enter")
    }

    @Test func controlsInsideASequenceActAndTheSequenceGoesOn() {
        #expect(decode("\(Self.esc)[1\u{3};5C") == [.key(.control("c")), .key(.controlRight)])
        #expect(decode("\(Self.esc)[1;5\(Self.esc)[B") == [.key(.down)], "ESC begins a new sequence")
        #expect(decode("\(Self.esc)]0;ti\(Self.esc)[Ax") == [.key(.up), .key(.character("x"))])
    }

    @Test func utf8AndTheBytesThatAreNotUTF8() {
        #expect(decode("é日😀") == [.key(.character("é")), .key(.character("日")), .key(.character("😀"))])
        let cafe: [UInt8] = Array("caf".utf8) + [0xE9] + Array(" au lait".utf8)
        #expect(
            decode(cafe)
                == ["c", "a", "f", "\u{FFFD}", " ", "a", "u", " ", "l", "a", "i", "t"].map {
                    .key(.character($0))
                }, "a Latin-1 é is one U+FFFD and what follows is read")
        #expect(
            decode([0x61, 0xFF, 0x62]) == [.key(.character("a")), .key(.character("\u{FFFD}")), .key(.character("b"))])
        #expect(
            decode([0xFF, 0x03]) == [.key(.character("\u{FFFD}")), .key(.control("c"))],
            "Ctrl-C right after a bad byte is Ctrl-C")
        #expect(decode([0xE6, 0x97]) == [.key(.character("\u{FFFD}"))], "a character cut short, at the flush")
        #expect(decode([0xE6, 0x97, 0x1B, 0x5B, 0x41]) == [.key(.character("\u{FFFD}")), .key(.up)])
        #expect(decode([0xC0, 0xAF]) == [.key(.character("\u{FFFD}")), .key(.character("\u{FFFD}"))], "overlong")
        #expect(decode([0xED, 0xA0, 0x80]).count == 3, "a surrogate is no character")
        #expect(decode([0xC2, 0x9B, 0x41]) == [.key(.character("A"))], "C1 controls mean nothing")
        // A character split across reads.
        var decoder = KeyDecoder(maximumPasteScalars: pasteLimit)
        #expect(decoder.decode([0xE6]).isEmpty)
        #expect(decoder.waitsForMore == KeyDecoder.escapeDelay)
        #expect(decoder.decode([0x97, 0xA5]) == [.key(.character("日"))])
    }

    @Test func aPasteIsTextWhateverItHolds() {
        let esc = Self.esc
        #expect(
            decode("\(esc)[200~line one\r\nline\rtwo\(esc)[A\u{3}\(esc)[201~x") == [
                .paste("line one\nline\ntwo\(esc)[A\u{3}"), .key(.character("x")),
            ], "keys inside a paste are not obeyed; what the text holds is the sanitiser's business")
        #expect(decode("\(esc)[200~a\(esc)[201\(esc)[201~") == [.paste("a\(esc)[201")], "almost the end marker")
        #expect(
            decode([0x1B, 0x5B, 0x32, 0x30, 0x30, 0x7E, 0x61, 0xFF, 0x1B, 0x5B, 0x32, 0x30, 0x31, 0x7E]) == [
                .paste("a\u{FFFD}")
            ])
    }

    @Test func aPasteSpansReadsAndIsFlushedWhenItsEndNeverComes() {
        var decoder = KeyDecoder(maximumPasteScalars: pasteLimit)
        #expect(decoder.decode(Array("\(Self.esc)[200~hel".utf8)).isEmpty)
        #expect(decoder.isInPaste)
        #expect(decoder.waitsForMore == KeyDecoder.pasteDelay)
        #expect(decoder.decode(Array("lo\(Self.esc)[20".utf8)).isEmpty)
        #expect(decoder.decode(Array("1~".utf8)) == [.paste("hello")])
        #expect(decoder.decode(Array("\(Self.esc)[200~cut sho".utf8)).isEmpty)
        #expect(decoder.flush() == [.paste("cut sho")])
        #expect(!decoder.isInPaste)
    }

    @Test func aPasteFloodIsCapped() {
        let flood =
            Array("\(Self.esc)[200~".utf8) + Array(repeating: 0x61, count: 400_000) + Array("\(Self.esc)[201~".utf8)
        guard case .paste(let text)? = decode(flood).first else {
            Issue.record("no paste")
            return
        }
        #expect(text.unicodeScalars.count == pasteLimit)
    }

    @Test func typedCharactersAreOnlyThePrintableOnesWithoutModifiers() {
        #expect(Key.character("a").typedCharacter == "a")
        #expect(Key.character("A").typedCharacter == "A")
        #expect(Key(.character("A"), .shift).typedCharacter == "A")
        #expect(Key.alt("a").typedCharacter == nil)
        #expect(Key.control("a").typedCharacter == nil)
        #expect(Key.up.typedCharacter == nil)
        #expect(Key.character("\u{7}").typedCharacter == nil)
    }
}
