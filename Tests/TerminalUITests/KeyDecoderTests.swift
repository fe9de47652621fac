import Testing
@testable import TerminalUI

@Suite struct KeyDecoderTests {
    func decode(_ inputs: [RawInput]) -> [InputEvent] {
        var decoder = KeyDecoder()
        return decoder.decode(inputs) + decoder.flush()
    }

    func characters(_ text: String) -> [RawInput] { text.unicodeScalars.map { .character($0.value) } }

    @Test func charactersControlsAndAltChords() {
        #expect(decode(characters("a\u{1}\r\t\u{7F}")) == [
            .key(.character("a")), .key(.control("a")), .key(.enter), .key(.tab), .key(.backspace),
        ])
        #expect(decode(characters("\u{1B}b")) == [.key(.alt("b"))], "Esc then a character at once: Alt")
        #expect(decode(characters("\u{1B}\u{7F}")) == [.key(.altBackspace)])
        #expect(decode(characters("\u{1B}")) == [.key(.escape)], "Esc alone")
        #expect(decode(characters("\u{1B}\u{1B}")) == [.key(.escape), .key(.escape)])
        #expect(decode(characters("\u{0}\u{1C}\u{9B}\u{85}")).isEmpty, "other C0 and the C1 controls mean nothing")
    }

    @Test func aPasteIsTextWhateverItHolds() {
        let inputs: [RawInput] = [.pasteBegin] + characters("line one\r\u{1B}[2Jq") + [.key(.up), .key(.enter)]
            + characters("two") + [.pasteEnd] + characters("x")
        #expect(decode(inputs) == [.paste("line one\n\u{1B}[2Jq\ntwo"), .key(.character("x"))],
                "keys inside a paste are not obeyed; what the text holds is the sanitiser's business")
    }

    @Test func aPasteCanSpanReadsAndIsFlushedWhenItsEndNeverComes() {
        var decoder = KeyDecoder()
        #expect(decoder.decode([.pasteBegin] + characters("hel")).isEmpty)
        #expect(decoder.isInPaste)
        #expect(decoder.decode(characters("lo") + [.pasteEnd]) == [.paste("hello")])
        #expect(decoder.decode([.pasteBegin] + characters("cut sho")).isEmpty)
        #expect(decoder.flush() == [.paste("cut sho")])
        #expect(!decoder.isInPaste)
    }

    @Test func aPasteFloodIsCapped() {
        let flood = [RawInput.pasteBegin] + Array(repeating: .character(0x61), count: 200_000) + [.pasteEnd]
        guard case .paste(let text)? = decode(flood).first else { Issue.record("no paste"); return }
        #expect(text.unicodeScalars.count == KeyDecoder.maximumPasteScalars)
    }

    @Test func aRunOfResizesIsTheLastOne() {
        let sizes = (1...5).map { RawInput.event(.resize(Size(columns: $0 * 10, rows: 10))) }
        #expect(decode(sizes + characters("a") + sizes.prefix(2)) == [
            .resize(Size(columns: 50, rows: 10)), .key(.character("a")), .resize(Size(columns: 20, rows: 10)),
        ])
    }
}
