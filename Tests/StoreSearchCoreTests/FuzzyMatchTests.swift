import Testing

@testable import StoreSearchText

/// The bound on the work of the palette's and the history's fuzzy match
/// (issue 39: a flood of keys typed into the palette ran it over every
/// command for every key, without a bound).
@Suite(.timeLimit(.minutes(1))) struct FuzzyMatchTests {
    /// Words past `maximumWords` (and repeats) are not looked at: a query
    /// of a thousand words costs what 32 do.
    @Test func aQueryOfManyWordsLooksAtTheFirstFew() {
        let words = (1...FuzzyMatch.maximumWords).map { "w\($0)" }
        let text = words.joined(separator: " ")
        let query = (words + (1...200).map { "other\($0)" }).joined(separator: " ")
        #expect(FuzzyMatch.match(query, in: text) != nil)
        #expect(FuzzyMatch.match(String(repeating: "w1 ", count: 5_000), in: text) != nil)
    }

    /// Only the first `maximumTextCharacters` of a text are looked at.
    @Test func aLongTextIsLookedAtUpToItsBound() {
        let text = String(repeating: "a", count: FuzzyMatch.maximumTextCharacters) + "zebra"
        #expect(FuzzyMatch.match("zebra", in: text) == nil)
        #expect(FuzzyMatch.match("aaa", in: text) != nil)
    }
}
