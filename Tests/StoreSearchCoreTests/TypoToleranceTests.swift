import Testing

@testable import StoreSearchText

/// The rules a forgiving search follows: what counts as one edit, how many
/// a word may carry, the last word as a beginning, folding first.
@Suite(.timeLimit(.minutes(1))) struct TypoToleranceTests {
    private func letters(_ text: String) -> [UInt32] {
        var folder = Folder()
        var words: [[UInt32]] = []
        folder.forEachWord(in: text) { words.append(TypoTolerance.letters(of: $0)) }
        return words.first ?? []
    }

    private func distance(_ word: String, _ text: String, limit: Int = 2) -> Int? {
        TypoTolerance.distance(letters(word), letters(text), limit: limit)
    }

    @Test(
        arguments: [
            ("queen", "queen", 0),
            ("qeen", "queen", 1),  // a letter left out
            ("queeen", "queen", 1),  // a letter too many
            ("qieen", "queen", 1),  // a letter for another
            ("quene", "queen", 1),  // two neighbours swapped
            ("stariway", "stairway", 1),  // a swap in the middle
            ("zepelin", "zeppelin", 1),
            ("qene", "queen", 2),  // a letter left out and a swap
            ("abcd", "dcba", nil),
        ] as [(String, String, Int?)])
    func eachEditCountsOne(word: String, text: String, expected: Int?) {
        #expect(distance(word, text) == expected, "\(word) → \(text)")
    }

    /// A swap is one edit, but a letter edited twice is not a swap (the
    /// optimal string alignment, not the unrestricted Damerau distance).
    @Test func aLetterIsNotEditedTwice() {
        #expect(distance("ca", "abc", limit: 3) == 3)
        #expect(distance("ab", "ba") == 1)
    }

    @Test func distancesBeyondTheLimitAreNil() {
        #expect(distance("qeen", "queen", limit: 0) == nil)
        #expect(distance("qene", "queen", limit: 1) == nil)
        #expect(distance("queen", "queenliness", limit: 2) == nil)
    }

    @Test(arguments: [
        ("the", 0), ("abba", 1), ("queen", 1), ("zepelin", 1), ("stariway", 2), ("stairways", 2),
        ("1999", 0), ("2001a", 1), ("über", 1), ("東京タワー", 1), ("東京", 0),
    ])
    func theEditsAllowedGrowWithTheWord(word: String, allowed: Int) {
        #expect(TypoTolerance.allowedEdits(letters(word)) == allowed, "\(word)")
    }

    /// Letters are scalars of the folded word: a multi-byte letter is one
    /// letter, and one edit.
    @Test func aLetterIsAScalarNotAByte() {
        #expect(letters("東京タワー").count == 5)
        #expect(distance("東京タワ", "東京タワー", limit: 1) == 1)
        #expect(distance("moskva", "mockba", limit: 2) == 2)
        #expect(distance("москва", "моква", limit: 1) == 1)
    }

    @Test func foldingComesBeforeDistance() {
        #expect(distance("QUEEN", "queen") == 0)
        #expect(distance("Beyoncé", "beyonce") == 0)
        #expect(distance("BEYONSE", "beyoncé") == 1)
        #expect(distance("ıstanbul", "İstanbul") == 0)
        #expect(distance("istnabul", "İSTANBUL") == 1)
        #expect(distance("strase", "Straße") == 1)
    }

    /// The last word may stop part way through the word it means, and its
    /// typed part may carry the slip.
    @Test func theLastWordIsABeginningThatMayCarryASlip() {
        func beginning(_ word: String, _ text: String, _ limit: Int) -> Int? {
            TypoTolerance.prefixDistance(letters(word), letters(text), limit: limit)
        }
        #expect(beginning("stai", "stairway", 1) == 0)
        #expect(beginning("stari", "stairway", 1) == 1)
        #expect(beginning("zepp", "zeppelin", 1) == 0)
        #expect(beginning("zepl", "zeppelin", 1) == 1)
        #expect(beginning("qee", "queen", 1) == 1)
        #expect(beginning("xyzq", "queen", 1) == nil)
        // The nearest beginning counts, not the first one within reach.
        #expect(beginning("abcd", "abcdef", 1) == 0)
    }

    /// The rows a walk through sorted words keeps: dropped back to a shared
    /// beginning, they read on as if the text had been read from the start.
    @Test func rowsDroppedBackReadOnAsFromTheStart() {
        var rows = EditRows(word: letters("queen"))
        for letter in letters("quest") { rows.append(letter) }
        rows.truncate(to: 3)
        for letter in letters("en") { rows.append(letter) }
        #expect(rows.last == 0)
        #expect(rows.depth == 5)
        rows.truncate(to: 1)
        for letter in letters("een") { rows.append(letter) }
        #expect(rows.last == 1)
    }

    /// With one edit allowed (a narrow band), rows read again over rows
    /// dropped hold what rows read from the start hold, value for value,
    /// a swap across the letter kept included.
    @Test func rowsReadOverDroppedOnesHoldWhatFreshRowsHold() {
        let word = letters("queen")
        let text = letters("qeuens")
        var walked = EditRows(word: word, limit: 1)
        for letter in letters("qxyzwvu") { walked.append(letter) }
        walked.truncate(to: 1)
        for letter in text.dropFirst() { walked.append(letter) }
        var fresh = EditRows(word: word, limit: 1)
        for letter in text { fresh.append(letter) }
        #expect(walked.depth == fresh.depth)
        for depth in 0...text.count {
            for column in 0...word.count {
                #expect(
                    walked.value(atDepth: depth, column: column) == fresh.value(atDepth: depth, column: column),
                    "row \(depth), column \(column)")
            }
        }
        #expect(walked.minimum == fresh.minimum)
        #expect(walked.last == fresh.last)
    }

    /// At a row whose least value is the limit, only the letters that
    /// match the word where the row is within it (or complete a swap) keep
    /// it there: every other next letter goes over, and is leapt over.
    @Test func onlyAFewLettersKeepARowAtItsLimit() {
        let word = letters("queen")
        let alphabet = Array("abcdefghijklmnopqrstuvwxyz".unicodeScalars).map(\.value)
        func check(_ rows: EditRows) {
            #expect(rows.minimum == 1)
            let keeping = alphabet.filter { letter in
                var next = rows
                next.append(letter)
                return next.minimum <= 1
            }
            #expect(!keeping.isEmpty && keeping.count < 5)
            for letter in [0x60] + alphabet {
                #expect(rows.letterKeeping(within: 1, after: letter) == keeping.first { $0 > letter })
            }
        }
        var rows = EditRows(word: word)
        rows.append(letters("x")[0])
        check(rows)
        // After "uq", a swap of the word's "qu" is under way.
        var swapped = EditRows(word: word)
        for letter in letters("uq") { swapped.append(letter) }
        check(swapped)
    }
}
