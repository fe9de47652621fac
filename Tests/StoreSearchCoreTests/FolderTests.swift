import StoreSearchFormats
import StoreSearchText
import Testing

/// `Folder` folds short ASCII text a word of bytes at a time and longer or
/// other text a byte at a time: both must give what the plain rule says.
@Suite(.timeLimit(.minutes(1))) struct FolderTests {
    /// The rule for ASCII, written as plainly as it can be: letters
    /// lowered, words the runs of letters and digits.
    private func plainFold(_ text: [UInt8]) -> (folded: [UInt8], words: [[UInt8]]) {
        let folded = text.map { $0 >= 0x41 && $0 <= 0x5A ? $0 + 0x20 : $0 }
        var words: [[UInt8]] = []
        var word: [UInt8] = []
        for byte in folded {
            if (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x30 && byte <= 0x39) {
                word.append(byte)
            } else if !word.isEmpty {
                words.append(word)
                word = []
            }
        }
        if !word.isEmpty { words.append(word) }
        return (folded, words)
    }

    /// Every ASCII byte, alone and at each place of a block of eight, and
    /// texts of every length up to past the longest folded a block at a
    /// time, of bytes drawn to make words of all lengths.
    private func asciiSamples() -> [[UInt8]] {
        var samples: [[UInt8]] = (0..<128).map { [UInt8($0)] }
        for byte in 0..<128 {
            for place in 0..<9 {
                var text = Array("Ab9zZ0aY@".utf8)
                text[place] = UInt8(byte)
                samples.append(text)
            }
        }
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array("aZ09 -_.@[`{/:Mq".utf8) + [0x7F, 0x00, 0x1F]
        for length in 0...80 {
            for _ in 0..<20 {
                samples.append((0..<length).map { _ in alphabet.randomElement(using: &generator)! })
            }
        }
        return samples
    }

    @Test func asciiFoldsAsThePlainRuleSays() {
        var folder = Folder()
        for text in asciiSamples() {
            let expected = plainFold(text)
            text.withUnsafeBufferPointer { bytes in
                var folded: [UInt8] = []
                folder.appendFolded(bytes, to: &folded)
                #expect(folded == expected.folded, "\(text)")
                var words: [[UInt8]] = []
                folder.forEachWord(in: bytes) { words.append(Array($0)) }
                #expect(words == expected.words, "\(text)")
                var withBounds: [UInt8] = [1, 2, 3]
                var bounds: [Range<Int>] = []
                folder.appendFolded(bytes, to: &withBounds, wordBounds: &bounds)
                #expect(withBounds == [1, 2, 3] + expected.folded, "\(text)")
                #expect(bounds.map { Array(withBounds[$0]) } == expected.words, "\(text)")
            }
        }
    }

    @Test(arguments: [
        "Beyoncé", "ÆON Flux", "Straße 2", "ＦＵＬＬ", "ﬁne", "e\u{301}cole", "夜に駆ける", "Ça va? — Ça!", "ı\u{307}",
        "Đorđe Ðorðe", "a\u{301}\u{301}b c", "۱۲۳ abc", String(repeating: "Word ", count: 30), "\u{300}x y",
    ])
    func boundsGiveTheWordsOfAnyText(text: String) {
        var folder = Folder()
        var folded: [UInt8] = []
        folder.appendFolded(text, to: &folded)
        var words: [[UInt8]] = []
        folder.forEachWord(in: text) { words.append(Array($0)) }
        var withBounds: [UInt8] = []
        var bounds: [Range<Int>] = []
        var utf8 = text
        utf8.withUTF8 { folder.appendFolded($0, to: &withBounds, wordBounds: &bounds) }
        #expect(withBounds == folded)
        #expect(bounds.map { Array(withBounds[$0]) } == words)
    }
}
