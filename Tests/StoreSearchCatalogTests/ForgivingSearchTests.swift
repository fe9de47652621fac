import Foundation
import TestSupport
import Testing

@testable import StoreSearchCatalog
@testable import StoreSearchFormats
@testable import StoreSearchItems
@testable import StoreSearchModel
@testable import StoreSearchText

/// A search that forgives typing mistakes: what it finds, what it says it
/// did, and that it leaves exact answers alone.
@Suite(.timeLimit(.minutes(1))) struct ForgivingSearchTests {
    private static let catalog: [SearchResult] =
        (0..<40).map { Fixtures.song(100 + $0, "Song \($0)", artist: "Queen", album: "Greatest Hits") } + [
            Fixtures.song(1, "Stairway to Heaven", artist: "Led Zeppelin", album: "Led Zeppelin IV"),
            Fixtures.song(2, "Stairways", artist: "Someone"),
            Fixtures.song(3, "Been There", artist: "Nobody"),
            Fixtures.song(4, "Teen Spirit", artist: "Nirvana"),
            Fixtures.song(5, "Whole Lotta Love", artist: "Led Zeppelin"),
            Fixtures.song(6, "Love Me Do", artist: "The Beatles"),
            Fixtures.song(7, "Björk Song", artist: "Björk"),
            Fixtures.song(8, "1999", artist: "Prince"),
            Fixtures.song(9, "The Cat", artist: "Cats"),
        ]
    private let index = CatalogIndex(catalog)

    private func names(_ answer: CatalogAnswer) -> [String] { answer.results.map(\.name) }

    /// The likeliest correction's answer, and only its: "been" and "teen"
    /// are as near, and are offered beside it, not mixed in.
    @Test func aWordOneEditAwayFindsItsItemsAndSaysSo() {
        let answer = index.answer("qeen", in: .all)
        #expect(answer.correction == "queen")
        #expect(answer.results.count == 40)
        #expect(answer.results.allSatisfy { $0.artistName == "Queen" })
        #expect(answer.results == index.search("queen", in: .all))
        #expect(Set(answer.alternatives) == ["been", "teen"])
    }

    /// The correction's answer is in the order asked for, as that search's is.
    @Test func aCorrectionAnswersInTheOrderAskedFor() {
        for order in StoreSearchItems.SortOrder.allCases {
            let answer = index.answer("led zepelin", in: .all, order: order)
            #expect(answer.results == index.search("led zeppelin", in: .all, order: order), "\(order)")
        }
    }

    /// A correction with none as close ("zeppelin" for `zepelin`) is
    /// searched for once, in the answer's order, limit and category: the
    /// answer is that search's, and where the category leaves its items
    /// out, the next correction's.
    @Test func aLoneCorrectionAnswersAsItsOwnSearchWould() {
        for order in StoreSearchItems.SortOrder.allCases {
            for limit in [1, 2, 200] {
                let answer = index.answer("zepelin", in: .all, order: order, limit: limit)
                #expect(answer.correction == "zeppelin")
                #expect(answer.alternatives.isEmpty)
                #expect(answer.results == index.search("zeppelin", in: .all, order: order, limit: limit))
                #expect(answer.results.count == min(limit, 2), "\(order) \(limit)")
            }
        }
        #expect(index.answer("zepelin", in: .ebooks).results.isEmpty)
    }

    /// Closest first, then the user's words among those as close: a user
    /// who searched "teen" before means it by "qeen".
    @Test func theUsersWordsComeFirstAmongTheClosest() {
        let known = UserWords(history: ["teen spirit"])
        let answer = index.answer("qeen", in: .all, known: known)
        #expect(answer.correction == "teen")
        #expect(names(answer) == ["Teen Spirit"])
        #expect(answer.alternatives.contains("queen"))
        // A search that is the words typed tells nothing of what they meant.
        #expect(index.answer("qeen", in: .all, known: UserWords(history: ["qeen"])).correction == "queen")
    }

    /// A word of three letters may be one of four with a letter left out;
    /// words found as typed are still taken as typed.
    @Test func aLetterLeftOutOfAShortWordIsForgiven() {
        let answer = index.answer("lve me do", in: .all)
        #expect(names(answer) == ["Love Me Do"])
        #expect(answer.correction == "love me do")
        #expect(names(index.answer("lve", in: .all)).contains("Whole Lotta Love"))
        // Another slip of a short word is not: "cst" is no "cat".
        #expect(index.answer("cst", in: .all).results.isEmpty)
    }

    @Test func aSwapAndAMissingLetterAreForgiven() {
        // As the last word, "stariway" begins "stairways" too, with the same one edit.
        #expect(names(index.answer("stariway", in: .all)) == ["Stairway to Heaven", "Stairways"])
        #expect(names(index.answer("stariway to", in: .all)) == ["Stairway to Heaven"])
        #expect(index.answer("stariway", in: .all).correction == "stairway")
        let zeppelin = index.answer("led zepelin", in: .all)
        #expect(Set(names(zeppelin)) == ["Stairway to Heaven", "Whole Lotta Love"])
        #expect(zeppelin.correction == "led zeppelin")
    }

    /// The last word may stop part way, its typed part carrying the slip.
    @Test func theLastWordIsABeginningWithASlip() {
        let answer = index.answer("to stari", in: .all)
        #expect(names(answer) == ["Stairway to Heaven"])
        #expect(answer.correction == "to stairway")
        // Fewer edits first: "stairway" and "stairways" are both one away from "stairwya".
        #expect(Set(names(index.answer("stairwya", in: .all))) == ["Stairway to Heaven", "Stairways"])
    }

    @Test func exactAnswersAreTodaysAnswers() {
        for query in ["love", "led", "queen", "stair", "1999", "the"] {
            let answer = index.answer(query, in: .all, order: .relevance)
            #expect(answer.results == index.search(query, in: .all, order: .relevance), "\(query)")
            #expect(answer.correction == nil)
        }
    }

    /// Words of fewer than four letters, and numbers, are taken as typed.
    @Test func shortWordsAndNumbersAreNeverForgiven() {
        #expect(index.answer("cst", in: .all).results.isEmpty)
        #expect(index.answer("1998", in: .all).results.isEmpty)
        #expect(names(index.answer("cats", in: .all)) == ["The Cat"])
    }

    /// A slip can make another real word: words that meet in no item are
    /// forgiven too, and the word shown is one the answer holds.
    @Test func aSlipIntoAnotherRealWordIsForgiven() {
        let answer = index.answer("been spirit", in: .all)
        #expect(names(answer) == ["Teen Spirit"])
        #expect(answer.correction == "teen spirit")
    }

    /// Words that meet where the category or the filters do not look are
    /// no slips: nothing near them is offered instead.
    @Test func wordsHiddenByTheCategoryAreNotCorrected() {
        let answer = index.answer("queen", in: .software)
        #expect(answer.results.isEmpty)
        #expect(answer.correction == nil)
        #expect(index.answer("queen", in: .software, exact: true).suggestion == nil)
    }

    @Test func foldingComesFirst() {
        #expect(names(index.answer("BJORK", in: .all)) == ["Björk Song"])
        #expect(index.answer("BJORK", in: .all).correction == nil)
        let answer = index.answer("Bjrök", in: .all)
        #expect(names(answer) == ["Björk Song"])
        #expect(answer.correction == "bjork")
    }

    /// An exact search keeps to the words typed and says what the forgiving
    /// one would have answered.
    @Test func anExactSearchOffersTheCorrection() {
        let answer = index.answer("qeen", in: .all, exact: true)
        #expect(answer.results.isEmpty)
        #expect(answer.suggestion == "queen")
        #expect(index.answer("zzqqxx", in: .all, exact: true).suggestion == nil)
    }

    /// The word shown is one an item the filters admit holds: not "queen"
    /// among e-books, where no Queen song is.
    @Test func theCorrectionIsAWordTheAnswerHolds() {
        let books = CatalogIndex(
            Self.catalog + [
                SearchResult(id: 50, name: "Teen Reads", artistName: "A. Writer", kind: .ebook, genre: "Fiction")
            ])
        let answer = books.answer("qeen", in: .ebooks)
        #expect(names(answer) == ["Teen Reads"])
        #expect(answer.correction == "teen")
    }

    /// "Did you mean" for another source: whole words, each that is no
    /// word of the catalog replaced by the nearest.
    @Test func theCatalogSuggestsWholeWordsForAnotherSource() {
        #expect(index.suggestion(for: "qeen") == "queen")
        #expect(index.suggestion(for: "led zepelin") == "led zeppelin")
        #expect(index.suggestion(for: "Queen") == nil)
        #expect(index.suggestion(for: "zzqqxx") == nil)
        // Whole words only, as the store searches words.
        #expect(index.suggestion(for: "stairwy") == "stairway")
    }

    /// The live store's empty answer gets the catalog's suggestion; an
    /// answer with results, or a failure, is passed on as it is.
    @Test func anEmptyAnswerFromElsewhereGetsTheCatalogsSuggestion() async {
        struct Store: SearchService {
            let searchesAsYouType = false
            func search(_ request: SearchRequest) async -> Result<SearchAnswer, SearchFailure> {
                switch request.term {
                case "offline": .failure(.store(.offline))
                case "queen": .success(SearchAnswer(results: [Fixtures.song(1, "Killer Queen")], origin: .store))
                default: .success(SearchAnswer(results: [], origin: .store))
                }
            }
            func lookup(_ request: LookupRequest) async -> Result<SearchAnswer, SearchFailure> {
                .success(SearchAnswer(results: [], origin: .store))
            }
        }
        let service = SuggestingSearchService(
            primary: Store(), words: CatalogSearchService(results: Self.catalog))
        let empty = await service.search(SearchRequest(term: "qeen", category: .all))
        #expect(try! empty.get().suggestion == "queen")
        #expect(try! await service.search(SearchRequest(term: "queen", category: .all)).get().suggestion == nil)
        #expect(await service.search(SearchRequest(term: "offline", category: .all)) == .failure(.store(.offline)))
    }

    @Test func aStoppedForgivingSearchEndsEarly() {
        #expect(index.answer("qeen", in: .all, shouldStop: { true }).results.isEmpty)
    }
}

/// The walk through the sorted words against every word compared one by one,
/// on a dense table of made-up words (many shared beginnings, letters
/// outside ASCII), where leaps between letters matter most.
@Suite(.timeLimit(.minutes(2))) struct TypoWalkTests {
    @Test func theWalkFindsWhatComparingEveryWordFinds() async throws {
        try await onAThreadOfItsOwn {
            var random = SplitMix(seed: 28)
            let alphabet = Array("abcdeilnorstuéøж")
            func word(_ length: Int) -> String {
                String((0..<length).map { _ in alphabet[Int(random.next() % UInt64(alphabet.count))] })
            }
            let results = (0..<3_000).map { number in
                Fixtures.song(number, word(3 + Int(random.next() % 8)), artist: word(4 + Int(random.next() % 6)))
            }
            let index = CatalogIndex(results)
            let storage = index.storage
            let tokens = (0..<(storage.tokenOffsets.count - 1)).map { TypoTolerance.letters(of: storage.token($0)) }
            #expect(tokens.count > 4_000)
            var visitedMost = 0
            for round in 0..<150 {
                let typed = TypoTolerance.letters(of: Array(TextFolding.fold(word(2 + round % 9)).utf8))
                let allowed = TypoTolerance.allowedEdits(typed)
                let columns = tokens.map { ForgivingReference.distances($0, typed) }
                for reach in [TypoWalk.Reach.whole, .beginning] {
                    var walk = TypoWalk(storage: storage)
                    var found: [Int: Int] = [:]
                    for match in walk.matches(of: typed, allowed: allowed, reach: reach) {
                        for token in match.tokens { found[token] = match.edits }
                    }
                    visitedMost = max(visitedMost, walk.visited)
                    var expected: [Int: Int] = [:]
                    for (number, column) in columns.enumerated() {
                        let edits = reach == .whole ? column[column.count - 1] : column.min()!
                        if edits <= allowed { expected[number] = edits }
                    }
                    #expect(found == expected, "\(typed) \(reach)")
                }
            }
            // The walk looks at far fewer beginnings than there are words.
            #expect(visitedMost < tokens.count)
        }
    }
}

/// The index's forgiving search against the plain one (`ForgivingReference`)
/// on a generated catalog of 50,000 items, for a few hundred (240) seeded typing
/// mistakes, in every order, with filters and categories.
@Suite(.timeLimit(.minutes(4))) struct ForgivingReferenceTests {
    /// Words of the catalog's names with one or two edits (a letter left
    /// out, added, changed, or two swapped), one or two words a query, the
    /// last sometimes cut short; and a few queries that find exactly.
    static func typoQueries(for index: CatalogIndex, count: Int, seed: UInt64 = 28) -> [String] {
        var random = SplitMix(seed: seed)
        let names = index.items.prefix(20_000).map { TextFolding.words($0.name).map(String.init) }.filter {
            $0.contains { $0.count >= 4 }
        }
        func pick<T>(_ list: [T]) -> T { list[Int(random.next() % UInt64(list.count))] }
        func misspelt(_ word: String) -> String {
            var letters = Array(word)
            let edits = letters.count >= 8 && random.next() % 2 == 0 ? 2 : 1
            for _ in 0..<edits where letters.count > 1 {
                let at = Int(random.next() % UInt64(letters.count - 1))
                switch random.next() % 4 {
                case 0: letters.remove(at: at)
                case 1: letters.insert(pick(Array("abcdefghijklmnopqrstuvwxyz")), at: at)
                case 2: letters[at] = pick(Array("abcdefghijklmnopqrstuvwxyz"))
                default: letters.swapAt(at, at + 1)
                }
            }
            return String(letters)
        }
        var queries = ["qeen", "stariway", "led zepelin", "love", "pink floid", "zzqqxxyy", "beatels"]
        while queries.count < count {
            let name = pick(names)
            let long = name.filter { $0.count >= 4 }
            var words = [misspelt(pick(long))]
            if name.count > 1, random.next() % 2 == 0 {
                let other = pick(name)
                words.insert(random.next() % 2 == 0 ? misspelt(other) : other, at: 0)
            }
            if random.next() % 3 == 0, let last = words.last, last.count > 5 {
                words[words.count - 1] = String(last.prefix(last.count - 2))
            }
            queries.append(words.joined(separator: " "))
        }
        return queries
    }

    @Test func theIndexAnswersAsThePlainReferenceDoes() async throws {
        try await onAThreadOfItsOwn {
            let data = try GeneratedCatalog.json(items: 50_000, oddEvery: 40)
            let results = try data.withUnsafeBytes { raw in
                var results: [SearchResult] = []
                try CatalogFileReader.read(raw.bindMemory(to: UInt8.self)) { result, _ in results.append(result) }
                return results
            }
            let index = CatalogIndex(results)
            let reference = ForgivingReference(index: index)
            let filters = [
                ResultFilter(), ResultFilter(freeOnly: true), ResultFilter(hidesExplicit: true),
                ResultFilter(priceRange: 5_000...20_000), ResultFilter(kinds: [.song, .ebook]),
            ]
            var corrected = 0
            var checked = 0
            for (number, query) in Self.typoQueries(for: index, count: 240).enumerated() {
                let filter = number % 3 == 0 ? filters[number / 3 % filters.count] : ResultFilter()
                let category = number % 4 == 0 ? Category.allCases[number / 4 % Category.allCases.count] : .all
                let exactly = index.search(query, in: category, filter: filter, limit: 1)
                let answer = index.answer(query, in: category, filter: filter)
                guard exactly.isEmpty else {
                    for order in StoreSearchItems.SortOrder.allCases {
                        #expect(
                            index.answer(query, in: category, order: order, filter: filter).results
                                == index.search(query, in: category, order: order, filter: filter), "\(query) \(order)")
                    }
                    #expect(answer.correction == nil, "\(query)")
                    continue
                }
                let typed = SearchWords.bounded(WordTokenizer.words(query))
                let fewest = reference.fewestEdits(query, in: category, filter: filter)
                guard let correction = answer.correction else {
                    // Nothing near finds anything (when it could be told).
                    if case .some(let edits) = fewest { #expect(edits == nil, "\(query) \(category): no correction") }
                    continue
                }
                corrected += 1
                // Only the correction's own answer, in every order.
                for order in StoreSearchItems.SortOrder.allCases {
                    for limit in order == .name && number % 3 == 1 ? [200, 7] : [200] {
                        let found = index.answer(query, in: category, order: order, filter: filter, limit: limit)
                        #expect(found.correction == correction, "\(query) \(order)")
                        #expect(
                            found.results
                                == index.search(correction, in: category, order: order, filter: filter, limit: limit),
                            "\(query) \(order) \(category) \(limit)")
                    }
                }
                // Each word as typed or within its edits; as few in all as any correction that finds something.
                let shown = correction.split(separator: " ").map { Array($0.utf8) }
                #expect(shown.count == typed.count, "\(query): \(correction)")
                let edits = zip(typed, shown).enumerated().map { number, pair in
                    ForgivingReference.edits(from: pair.0, to: pair.1, isLast: number == typed.count - 1)
                }
                #expect(edits.allSatisfy { $0 != nil }, "\(query): \(correction)")
                #expect(reference.finds(shown, in: category, filter: filter), "\(query): \(correction)")
                if case .some(let least?) = fewest {
                    checked += 1
                    #expect(edits.compactMap { $0 }.reduce(0, +) == least, "\(query): \(correction)")
                }
                for other in answer.alternatives {
                    #expect(
                        !index.search(other, in: category, filter: filter, limit: 1).isEmpty, "\(query): \(other)")
                }
                let exact = index.answer(query, in: category, filter: filter, exact: true)
                #expect(exact.results.isEmpty && exact.suggestion == correction, "\(query) exact")
            }
            #expect(checked > 60, "the fewest edits were checked for many")
            #expect(corrected > 120, "most of the queries are slips the forgiving search answers")
        }
    }
}
