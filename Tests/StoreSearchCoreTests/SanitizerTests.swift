import Testing

@testable import StoreSearchOptions
@testable import StoreSearchText

@Suite(.timeLimit(.minutes(1))) struct SanitizerTests {
    @Test func plainTextIsUnchanged() {
        #expect(Sanitizer.clean("Wish You Were Here") == "Wish You Were Here")
        #expect(Sanitizer.clean("Beyoncé — 夜に駆ける 🎵") == "Beyoncé — 夜に駆ける 🎵")
    }

    @Test(arguments: [
        ("\u{1B}[31mRed\u{1B}[0m Song", "Red Song"),
        ("\u{1B}]0;pwned\u{07}Title", "Title"),
        ("\u{1B}]8;;http://evil\u{1B}\\link\u{1B}]8;;\u{1B}\\", "link"),
        ("\u{1B}P1$q\u{1B}\\Name", "Name"),
        ("\u{9B}2JName", "Name"),
        ("Bell\u{07}s", "Bells"),
        ("A\u{0}B\u{7F}C\u{85}D", "ABC D"),
        ("Two\nlines\r\nhere\ttab", "Two lines here tab"),
        ("\u{202E}evil\u{202C} \u{2066}x\u{2069}", "evil x"),
        ("  padded   name  ", "padded name"),
        ("\u{1B}cReset", "Reset"),
        ("\u{1B}(BCharset", "Charset"),
        ("Trailing escape \u{1B}", "Trailing escape"),
    ])
    func controlsAndSequencesAreRemoved(input: String, expected: String) {
        #expect(Sanitizer.clean(input) == expected)
    }

    @Test func nothingThatSteersATerminalSurvives() {
        var hostile = ""
        for value in 0..<0xA0 where value != 0x20 {
            hostile += "x" + String(UnicodeScalar(UInt8(value)))
        }
        let cleaned = Sanitizer.clean(hostile)
        #expect(!cleaned.unicodeScalars.contains { $0.value < 0x20 || (0x7F..<0xA0).contains($0.value) })
    }

    @Test func emptyAfterCleaningIsMissing() {
        #expect(Sanitizer.cleanOptional("\u{1B}[0m") == nil)
        #expect(Sanitizer.cleanOptional(nil) == nil)
        #expect(Sanitizer.cleanOptional(" Name ") == "Name")
    }

    /// Found by the fuzzer: a space that a joiner or combining mark leans on
    /// is a Character of its own, but still a space, and is collapsed too.
    @Test func spacesCollapseScalarByScalar() {
        let cleaned = Sanitizer.clean("m \u{1B}Pq#0;2~\u{1B}\\ \u{200D}x  \u{301}y ")
        #expect(Array(cleaned.unicodeScalars) == Array("m \u{200D}x \u{301}y".unicodeScalars))
    }
}

/// Text from outside quoted in a one-line message: clean and short.
@Suite(.timeLimit(.minutes(1))) struct ExcerptTests {
    @Test(arguments: [
        ("pink floyd", "pink floyd"),
        ("\u{1B}[2J\u{1B}]0;pwned\u{07}term", "term"),
        ("two\nlines", "two lines"),
        (String(repeating: "ab", count: 5000), String(repeating: "ab", count: 29) + "a…"),
        (String(repeating: "夜", count: 100), String(repeating: "夜", count: 59) + "…"),
        (String(repeating: "x", count: 60), String(repeating: "x", count: 60)),
        (String(repeating: "x", count: 61), String(repeating: "x", count: 59) + "…"),
        (String(repeating: "\u{1B}[31m", count: 10_000) + "tail", "…"),
    ])
    func cleanedAndCut(text: String, excerpt: String) {
        #expect(Sanitizer.excerpt(text) == excerpt)
    }

    @Test func aShorterLimit() {
        #expect(Sanitizer.excerpt("abcdef", limit: 4) == "abc…")
        #expect(Sanitizer.excerpt("abcd", limit: 4) == "abcd")
        #expect(Sanitizer.excerpt("abcd", limit: 0) == "")
    }

    /// `isClean` decides by bytes what cleaning decides by scalars: the two
    /// agree on valid and broken UTF-8, controls, odd spaces and the scalars
    /// cleaning keeps but `isPlainPrintable` does not name.
    @Test func isCleanAgreesWithCleaning() {
        let pieces: [[UInt8]] = [
            Array("ab".utf8), [0x20], [0x20, 0x20], [0x09], [0x7F], [0x1B], Array("é".utf8), Array("夜".utf8),
            Array("🎵".utf8), Array("\u{2010}".utf8), Array("\u{202E}".utf8), Array("\u{85}".utf8),
            Array("\u{A0}".utf8), Array("\u{FEFF}".utf8), Array("\u{61C}".utf8), Array("\u{2028}".utf8),
            Array("\u{10FFFF}".utf8), [0xC3], [0xC0, 0x80], [0xE0, 0x80, 0x80], [0xED, 0xA0, 0x80],
            [0xF4, 0x90, 0x80, 0x80], [0xF5, 0x80], [0x80], [0xE2, 0x82],
        ]
        var state: UInt64 = 2026
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(state >> 33) % bound
        }
        var cases: [[UInt8]] = [[]] + pieces
        for _ in 0..<5000 { cases.append((0..<next(6)).flatMap { _ in pieces[next(pieces.count)] }) }
        for bytes in cases {
            let kept = Sanitizer.clean(String(decoding: bytes, as: UTF8.self)).utf8.elementsEqual(bytes)
            #expect(bytes.withUnsafeBufferPointer(Sanitizer.isClean) == kept, "\(bytes)")
        }
    }
}
