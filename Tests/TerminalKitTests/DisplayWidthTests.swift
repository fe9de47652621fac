import Testing

@testable import TerminalKit

@Suite(.timeLimit(.minutes(1))) struct DisplayWidthTests {
    @Test(arguments: [
        ("abc", 3), ("", 0), ("Beyoncé", 7), ("e\u{301}", 1), ("夜に駆ける", 10), ("🎵", 2), ("한국어", 6),
        ("\u{200B}", 0), ("ａ", 2), ("—", 1), ("⌕", 1), ("·", 1),
    ])
    func widthsMatchTheTerminal(text: String, columns: Int) {
        #expect(text.columnWidth == columns)
    }

    /// Emoji sequences are shown as what every terminal measures alike: no
    /// joiner, variation selector, skin tone or tag is ever sent, and a
    /// flag is its two letters.
    @Test(arguments: [
        ("\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}\u{200D}\u{1F466}", ["\u{1F468}"], 2),  // family: the first person
        // rainbow flag: the white flag, one column by wcwidth
        ("\u{1F3F3}\u{FE0F}\u{200D}\u{1F308}", ["\u{1F3F3}"], 1),
        ("\u{1F44D}\u{1F3FD}", ["\u{1F44D}"], 2),  // thumbs up with a skin tone
        ("\u{2764}\u{FE0F}", ["\u{2764}"], 1),  // VS16 would widen it in tmux
        ("1\u{FE0F}\u{20E3}", ["1\u{20E3}"], 1),  // keycap: the digit and its enclosing mark
        ("\u{1F1F3}\u{1F1F1}", ["N", "L"], 2),  // a flag: its letters
        ("\u{1F3F4}\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}", ["\u{1F3F4}"], 2),  // tag sequence
        ("e\u{301}", ["e\u{301}"], 1),
        ("a\u{301}\u{302}\u{303}\u{304}\u{305}\u{306}", ["a\u{301}\u{302}\u{303}\u{304}"], 1),  // as a cchar_t holds
        ("\u{591C}", ["\u{591C}"], 2),
        (" \u{200D}", [" "], 1),
        ("\u{200B}", [], 0),
        ("\u{E0000}", [], 0),  // an unassigned tag: nothing to draw, not a column
    ])
    func emojiSequencesAreReducedToWhatTerminalsMeasureAlike(text: String, shown: [String], columns: Int) {
        #expect(text.count == 1, "one grapheme")
        let character = text.first!
        #expect(character.glyphs.map { String($0.character) } == shown)
        #expect(character.columnWidth == columns)
        #expect(text.columnWidth == columns)
    }

    /// The width the layout counts for a grapheme is the width the terminal
    /// gives what is sent for it: each scalar by wcwidth (combining marks 0).
    @Test func whatIsSentMeasuresAsCounted() {
        let samples =
            "Emoji \u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}\u{200D}\u{1F466} \u{1F3F3}\u{FE0F}\u{200D}\u{1F308} "
            + "\u{1F1F3}\u{1F1F1}\u{1F1E7}\u{1F1EA} \u{1F44D}\u{1F3FD} \u{1F469}\u{1F3FF}\u{200D}\u{1F4BB} \u{2764}\u{FE0F} "
            + "#\u{FE0F}\u{20E3} \u{1F3F4}\u{E0067}\u{E0062}\u{E007F} \u{1F1FA} e\u{301} \u{1100}\u{1161}\u{11A8} "
            + "\u{0915}\u{093F} \u{591C}\u{306B} \u{FF21} \u{1F3FB} \u{0600}1 \u{200B} \u{2060} "
            + "\u{1F3F4}\u{E0067}\u{E0062}\u{E0000} \u{E0000}x \u{E001F}"
        for character in samples {
            let glyphs = character.glyphs
            #expect(
                character.columnWidth == glyphs.reduce(0) { $0 + $1.width }, "\(character.unicodeScalars.map(\.value))")
            for glyph in glyphs {
                let scalars = Array(glyph.character.unicodeScalars)
                #expect(glyph.width == scalars.reduce(0) { $0 + $1.columnWidth })
                #expect(scalars.first!.columnWidth > 0 && scalars.dropFirst().allSatisfy { $0.columnWidth == 0 })
                #expect(scalars.count <= 5)
                #expect(!scalars.contains { $0.joinsOrWidens || $0.isRegionalIndicator })
                #expect(glyph.character.glyphs == [glyph], "reducing twice changes nothing")
            }
        }
    }

    /// A character of one spacing scalar is its own glyph, found without
    /// `glyphs`' work; every other is left to it.
    @Test func aCharacterOfOneSpacingScalarIsItsOwnGlyph() {
        for (text, width) in [("·", 1), ("─", 1), ("é", 1), ("a", 1), ("夜", 2), ("\u{FF21}", 2), ("\u{1F44D}", 2)] {
            let character = Character(text)
            #expect(character.soleGlyph == Glyph(character: character, width: width), "\(text)")
        }
        for text in ["e\u{301}", "\u{1F1FA}", "\u{200B}", "\u{301}", "\t", "\u{1F44D}\u{1F3FD}", "\u{2764}\u{FE0F}"] {
            #expect(Character(text).soleGlyph == nil, "\(Character(text).unicodeScalars.map(\.value))")
        }
    }

    @Test func truncationNeverSplitsAWideCharacter() {
        #expect("夜に駆ける".truncated(toWidth: 6) == "夜に…")
        #expect("夜に駆ける".truncated(toWidth: 5) == "夜に…")
        #expect("夜に駆ける".truncated(toWidth: 10) == "夜に駆ける")
        #expect("Wish You Were Here".truncated(toWidth: 8) == "Wish Yo…")
        #expect("abc".truncated(toWidth: 0) == "")
    }

    @Test func wrapsAtSpacesAndBreaksLongWords() {
        #expect("The Great Gig In The Sky".wrapped(toWidth: 10) == ["The Great", "Gig In The", "Sky"])
        #expect("Supercalifragilistic".wrapped(toWidth: 8) == ["Supercal", "ifragili", "stic"])
        #expect("one two three four".wrapped(toWidth: 9, maxLines: 2) == ["one two", "three…"])
    }
}

@Suite(.timeLimit(.minutes(1))) struct ScreenBufferTests {
    @Test func writesAreClipped() {
        var buffer = ScreenBuffer(size: Size(columns: 6, rows: 2))
        let used = buffer.write("abcdefgh", at: Point(x: 2, y: 0))
        #expect(used == 4)
        #expect(buffer.text == "  abcd\n")
        buffer.write("xyz", at: Point(x: 0, y: 1), clip: Rect(x: 1, y: 1, width: 1, height: 1))
        #expect(buffer.line(1) == " y    ", "only what falls inside the clip is drawn")
        buffer.write("out", at: Point(x: 0, y: 5))
        #expect(buffer.text == "  abcd\n y")
    }

    @Test func wideCharactersStayWhole() {
        var buffer = ScreenBuffer(size: Size(columns: 5, rows: 1))
        buffer.write("ab夜", at: Point(x: 2, y: 0))
        #expect(buffer.line(0) == "  ab ", "the wide character does not fit in the last column")
        buffer.write("夜夜", at: Point(x: 0, y: 0))
        #expect(buffer.line(0) == "夜夜 ")
        #expect(buffer[1, 0].isContinuation)
        buffer.write("x", at: Point(x: 1, y: 0))
        #expect(buffer.line(0) == " x夜 ", "overwriting half a wide character blanks the other half")
        buffer.write("y", at: Point(x: 2, y: 0))
        #expect(buffer.line(0) == " xy  ")
    }

    @Test func emojiSequencesAreWrittenAsTheirGlyphs() {
        var buffer = ScreenBuffer(size: Size(columns: 10, rows: 1))
        let used = buffer.write(
            "a\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}b\u{1F1F3}\u{1F1F1}c\u{1F3F3}\u{FE0F}\u{200D}\u{1F308}",
            at: Point(x: 0, y: 0))
        #expect(used == 8)
        #expect(buffer.line(0) == "a\u{1F468}bNLc\u{1F3F3}  ")
        #expect(buffer[2, 0].isContinuation)
        let joiners: Set<UInt32> = [0x200D, 0xFE0F]
        #expect(
            (0..<10).allSatisfy { x in !buffer[x, 0].character.unicodeScalars.contains { joiners.contains($0.value) } })
        var narrow = ScreenBuffer(size: Size(columns: 3, rows: 1))
        narrow.write("ab\u{1F1F3}\u{1F1F1}", at: Point(x: 0, y: 0))
        #expect(narrow.line(0) == "ab ", "a flag is drawn whole or not at all")
    }

    @Test func zeroWidthCharactersAreNotDrawnAlone() {
        var buffer = ScreenBuffer(size: Size(columns: 3, rows: 1))
        buffer.write("\u{301}ab", at: Point(x: 0, y: 0))
        #expect(buffer.line(0) == "ab ")
    }

    /// An editor's soft wrap breaks after spaces, keeps every character
    /// (the cursor maps to the pieces) and starts no piece with a space.
    @Test func softWrapBreaksOnWordsAndKeepsEveryCharacter() {
        let text = "keep typing words and keep typing"
        let pieces = text.softWrapped(intoColumns: 9)
        #expect(pieces == ["keep ", "typing ", "words and ", "keep ", "typing"])
        #expect(pieces.joined() == text)
        #expect(!pieces.dropFirst().contains { $0.hasPrefix(" ") }, "no piece starts with a space")
        // A word longer than a line is cut where it must be; spaces hang.
        #expect("abcdefghij".softWrapped(intoColumns: 4) == ["abcd", "efgh", "ij"])
        #expect("ab    cd".softWrapped(intoColumns: 3) == ["ab    ", "cd"])
        #expect("夜に駆ける".softWrapped(intoColumns: 5) == ["夜に", "駆け", "る"])
    }
}
