import Foundation
import TestSupport
import Testing

@testable import StoreSearchCatalog
@testable import StoreSearchItems

/// Which correction a search with a typing mistake takes when several find
/// something (issue 37): someone who knows an item types its name, so the
/// correction that names an item, typed whole, wins over a commoner word.
@Suite(.timeLimit(.minutes(1))) struct KnownItemCorrectionTests {
    private static let catalog: [SearchResult] =
        (0..<6).map { Fixtures.song(100 + $0, "Tale \($0)", artist: "Edgar Rice Burroughs") } + [
            Fixtures.song(1, "Kite", artist: "U2"),
            Fixtures.song(2, "What Is And What Should Never Be", artist: "Led Zeppelin"),
            Fixtures.song(3, "What Is And Should Never Be", artist: "Led Zeppelin"),
            Fixtures.song(4, "Real Thing", artist: "Alice In Chains"),
            Fixtures.song(5, "Even Better Than The Real Thing", artist: "U2"),
            Fixtures.song(6, "Thin Real Ice", artist: "Thinkers"),
            Fixtures.song(7, "Thinking Real Hard", artist: "Thinkers"),
        ]
    private let index = CatalogIndex(catalog)

    /// `kice` is one letter from rice (six items) and from Kite (one, a
    /// song of that name): the name is what was meant; rice is offered.
    @Test func theCorrectionThatNamesAnItemWinsOverACommonerWord() {
        let answer = index.answer("kice", in: .all, order: .relevance)
        #expect(answer.correction == "kite")
        #expect(answer.results.map(\.name) == ["Kite"])
        #expect(answer.alternatives.contains("rice"))
    }

    /// A word typed twice stays twice in the correction: as words once
    /// each, the search would be another song's name.
    @Test func aWordTypedTwiceStaysTwiceInTheCorrection() {
        let answer = index.answer("what is and what hould never be", in: .all, order: .relevance)
        #expect(answer.correction == "what is and what should never be")
        #expect(answer.results.first?.name == "What Is And What Should Never Be")
    }

    /// Two letters swapped at the end of the last word: `thign` is `thin`
    /// begun (a letter left out), and also thing typed whole; the word
    /// typed whole is taken, the beginning offered.
    @Test func aSwapAtTheEndOfTheLastWordFindsTheWholeWord() {
        let answer = index.answer("real thign", in: .all, order: .relevance)
        #expect(answer.correction == "real thing")
        #expect(answer.results.first?.name == "Real Thing")
        #expect(answer.alternatives.contains("real thin"))
    }

    /// A name typed with a letter left out of a word that is not the last
    /// (`specia a`: the words only begin words): the index puts the name
    /// the search spells first, as the sort of every match would, before
    /// longer names that sort earlier (a 1M known-item miss, issue 37).
    @Test func theNameTheSearchSpellsComesFirstAmongWordsBegun() {
        let index = CatalogIndex([
            Fixtures.song(1, "1 À Special 1 Sol", artist: "Milton Nascimento"),
            Fixtures.song(2, "16 Special A Básica", artist: "Rush"),
            Fixtures.song(3, "Special A", artist: "Red Hot Chili Peppers"),
            Fixtures.song(4, "2 a Live Tonight Special", artist: "Led Zeppelin"),
            Fixtures.song(5, "Apples Special", artist: "Green Day"),
        ])
        let answer = index.answer("specia a", in: .all, order: .relevance)
        #expect(answer.correction == nil, "the words begin words: searched as typed")
        #expect(answer.results.map(\.name).first == "Special A")
        #expect(
            answer.results.map(\.name)
                == Self.sorted(index.answer("specia a", in: .all, order: .name).results, query: "specia a"))
    }

    /// Seven commoner words are one letter from `aone`, and each finds a
    /// door with it; the eighth, aonde, is a name of its own: the
    /// corrections are weighed past the first few until one is an item's
    /// very name (a 1M known-item miss, issue 37).
    @Test func theCorrectionsAreWeighedOnUntilOneNamesAnItem() {
        let common = ["one", "anne", "gone", "alone", "done", "none", "bone"]
        var items: [SearchResult] = []
        for (number, word) in common.enumerated() {
            for copy in 0..<(9 - number) {
                items.append(Fixtures.song(100 * (number + 1) + copy, "\(word) Door Song \(copy)", artist: "Doors"))
            }
        }
        items.append(Fixtures.song(1, "Aonde Door", artist: "Anne-Sophie"))
        let answer = CatalogIndex(items).answer("aone door", in: .all, order: .relevance)
        #expect(answer.correction == "aonde door")
        #expect(answer.results.first?.name == "Aonde Door")
        #expect(answer.alternatives.contains("one door"))
    }

    private static func sorted(_ results: [SearchResult], query: String) -> [String] {
        results.sorted(by: .relevance, query: query).map(\.name)
    }
}
