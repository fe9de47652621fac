import Testing
@testable import TerminalUI

@Suite struct DisplayWidthTests {
    @Test(arguments: [
        ("abc", 3), ("", 0), ("Beyoncé", 7), ("e\u{301}", 1), ("夜に駆ける", 10), ("🎵", 2), ("한국어", 6),
        ("\u{200B}", 0), ("ａ", 2), ("—", 1), ("⌕", 1), ("·", 1),
    ])
    func widthsMatchTheTerminal(text: String, columns: Int) {
        #expect(text.columnWidth == columns)
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

@Suite struct ScreenBufferTests {
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

    @Test func zeroWidthCharactersAreNotDrawnAlone() {
        var buffer = ScreenBuffer(size: Size(columns: 3, rows: 1))
        buffer.write("\u{301}ab", at: Point(x: 0, y: 0))
        #expect(buffer.line(0) == "ab ")
    }
}
