import TestSupport
import Testing

@testable import StoreSearchCatalog
@testable import StoreSearchItems
@testable import StoreSearchOptions

@Suite(.timeLimit(.minutes(1))) struct CatalogIndexTests {
    let index = Fixtures.index

    private func names(_ query: String, _ category: Category = .all) -> [String] {
        index.search(query, in: category).map(\.name)
    }

    /// A name longer than 65,535 bytes and an album of more distinct words
    /// than that are an item like any other, found by their words.
    @Test func anItemOfHugeTextIsIndexedLikeAnyOther() {
        let name = "Long " + String(repeating: "a", count: 70_000)
        let album = (0..<70_000).map { "w\($0)" }.joined(separator: " ")
        let index = CatalogIndex([Fixtures.song(1, name, album: album), Fixtures.song(2, "Short")])
        #expect(index.search("long", in: .all).map(\.name) == [name])
        #expect(index.search("w69999", in: .all).map(\.id) == [1])
        #expect(index.search("short", in: .all).map(\.id) == [2])
    }

    @Test func everyWordMustStartAWord() {
        #expect(names("pink") == ["Money", "Pinkerton", "Time"])
        #expect(names("pink mon") == ["Money"])
        #expect(names("ink") == [])
        #expect(names("pink nothing") == [])
    }

    @Test func matchesArtistAlbumAndGenre() {
        #expect(names("dark side") == ["Money", "Time"])
        #expect(names("productivity") == ["Things"])
        #expect(names("austen") == ["Emma"])
    }

    @Test func ignoresCaseAndDiacritics() {
        #expect(names("BEYONCE") == ["Déjà Vu"])
        #expect(names("deja") == ["Déjà Vu"])
        #expect(names("DÉJÀ") == ["Déjà Vu"])
    }

    /// Letters people type without their marks, both ways round: the
    /// query's letter against the catalog's plain one, and the reverse.
    @Test(arguments: [
        ("ıstanbul", "Istanbul"), ("istanbul", "İstanbul"), ("diyarbakır", "DİYARBAKIR"), ("DIYARBAKIR", "Diyarbakır"),
        ("strasse", "Straße"), ("STRASSE", "STRAẞE"), ("straße", "Strasse"),
        ("aeon", "Æon Flux"), ("æon", "Aeon Flux"), ("oeuvre", "Œuvre"), ("oresund", "Øresund"),
        ("øresund", "Oresund"), ("lodz", "Łódź"), ("łodz", "Lodz"), ("dorde", "Đorđe"), ("dordevic", "Ðorðević"),
        ("thor", "Þór"), ("þor", "Thor"), ("hamrun", "Ħamrun"),
    ])
    func lettersWithoutTheirMarks(query: String, name: String) {
        let index = CatalogIndex([Fixtures.song(1, name), Fixtures.song(2, "Unrelated")])
        #expect(index.search(query, in: .all).map(\.name) == [name], "\(query) finds \(name)")
    }

    @Test func punctuationSeparatesWords() {
        #expect(names("r&b") == ["Déjà Vu"])
        #expect(names("soul") == ["Déjà Vu"])
    }

    @Test func sortsByNameNaturally() {
        #expect(names("numbers") == ["Track 2", "Track 10"])
        #expect(index.items.map(\.name).prefix(3) == ["apple pie", "Déjà Vu", "Emma"])
    }

    @Test func categoryFiltersByKind() {
        #expect(names("the", .all) == ["Money", "The Office", "Time"])
        #expect(names("the", .music) == ["Money", "Time"])
        #expect(names("things", .software) == ["Things"])
        #expect(names("things", .music) == [])
        #expect(names("emma", .ebooks) == ["Emma"])
    }

    @Test func blankQueriesFindNothing() {
        #expect(names("") == [])
        #expect(names("  -- ") == [])
    }

    @Test func stopsAtTheLimit() {
        let many = (0..<500).map { Fixtures.song($0, "Song \($0)") }
        let results = CatalogIndex(many).search("song", in: .all)
        #expect(results.count == 200)
        #expect(results.first?.name == "Song 0")
        #expect(results.last?.name == "Song 199")
    }

    /// By relevance, a one-word search stops once its 200 are names begun
    /// (rank 7, the best a word begun gives one word): it must not read
    /// every match. `shouldStop` is asked every 64k matches read, so it is
    /// never asked when the search stops at its 200th.
    @Test func aOneWordSearchByRelevanceStopsAtItsBestBegunRank() {
        let many = (0..<70_000).map { Fixtures.song($0, "Lonely \($0)") }
        var asked = 0
        let results = CatalogIndex(many).search(
            "lo", in: .all, order: .relevance,
            shouldStop: {
                asked += 1
                return false
            })
        #expect(results.count == 200)
        #expect(results.first?.name == "Lonely 0")
        #expect(asked == 0, "read past 64k matches: asked to stop \(asked) times")
    }

    /// A rare word's few matches are asked for a common letter by their
    /// own text (the thousands of words the letter begins cost more to
    /// read), in every field and folded as the index folds: the answer is
    /// still every item where each word begins a word, in every order.
    @Test func aRareWordWithACommonLetterFindsWhatTheIndexWould() {
        var items = (0..<10_000).map { Fixtures.song($0, "Aword\($0)", artist: nil) }
        items += [
            Fixtures.song(20_001, "Zebra Crossing", artist: "Abba"),
            Fixtures.song(20_002, "Zebra Dance", artist: nil, album: "Ärger"),
            Fixtures.song(20_003, "Zebra Echo", artist: nil, genre: "Ambient"),
            Fixtures.song(20_004, "Zebra Ant", artist: nil),
            Fixtures.song(20_005, "Zebra Bee", artist: nil),
            Fixtures.song(20_006, "Zebra Flame", artist: "Baa"),
        ]
        let index = CatalogIndex(items)
        for order in StoreSearchItems.SortOrder.allCases {
            let found = Set(index.search("zebra a", in: .all, order: order).map(\.id))
            #expect(found == [20_001, 20_002, 20_003, 20_004], "\(order)")
        }
    }

    /// With more matches to read than `ArtistNames.askedFrom`, whether an
    /// item's artist is the query is asked of the catalog's artists, sorted
    /// by their keys' hashes: the songs of Queen (written either way) come
    /// before thousands of names that hold the word, and Queens does not.
    @Test func anArtistThatIsTheQueryLeadsThousandsOfMatches() {
        var items = (0..<6_000).map { Fixtures.song($0, "Queen of \($0)", artist: "Artist \($0)") }
        items += [
            Fixtures.song(10_001, "Bohemian Rhapsody", artist: "Queen"),
            Fixtures.song(10_002, "Somebody to Love", artist: "QUEEN"),
            Fixtures.song(10_003, "Another One", artist: "Queens"),
        ]
        let index = CatalogIndex(items)
        let found = index.search("queen", in: .all, order: .relevance).map(\.id)
        #expect(found.count == 200)
        #expect(Set(found.prefix(2)) == [10_001, 10_002])
        #expect(!found.contains(10_003))
    }

    /// By relevance, the items named as the query come first, every one
    /// of them, wherever they are in name order: none, one, or many
    /// together, at the catalog's beginning, middle or end.
    @Test(arguments: [0, 1, 2, 37, 150])
    func everyItemNamedAsTheQueryComesFirst(named: Int) {
        var items = (0..<300).map { Fixtures.song($0, "Queen of \($0)", artist: "Artist \($0)") }
        items += (0..<named).map { Fixtures.song(1_000 + $0, "Queen", artist: "Artist \($0)") }
        items += (0..<named).map { Fixtures.song(2_000 + $0, "Zoo", artist: "Artist \($0)") }
        items += (0..<named).map { Fixtures.song(3_000 + $0, "Aaa", artist: "Artist \($0)") }
        items += [Fixtures.song(4_000, "Queens", artist: "Someone"), Fixtures.song(4_001, "Quee", artist: "Someone")]
        // Next come the artist's: a song of Queen's before the names that hold the word.
        items += [Fixtures.song(5_000, "Zulu", artist: "Queen")]
        let index = CatalogIndex(items)
        for (query, first) in [("queen", 1_000), ("zoo", 2_000), ("aaa", 3_000)] {
            let found = index.search(query, in: .all, order: .relevance).map(\.id)
            #expect(Set(found.prefix(named)) == Set(first..<first + named), "\(query)")
            #expect(!found.dropFirst(named).contains { (first..<first + named).contains($0) }, "\(query)")
        }
        #expect(index.search("queen", in: .all, order: .relevance).dropFirst(named).first?.id == 5_000)
    }

    /// The common words' sets kept take 16 MB at most, and at least eight
    /// are kept: 128 at a million items, 12 at ten million.
    @Test func theCommonWordsKeptFitTheirBound() {
        #expect(CommonWords.kept(count: 1_000_000) == 128)
        #expect(CommonWords.kept(count: 10_000_000) == 12)
        #expect(CommonWords.kept(count: 100_000_000) == 8)
        for count in [0, 1, 4_000, 1_000_000, 10_000_000] {
            let setBytes = (count + 63) / 64 * 8
            #expect(CommonWords.kept(count: count) * setBytes <= CommonWords.keptBytes, "\(count)")
        }
    }

    /// A common word that searches keep asking their candidates of gets
    /// its set once they have asked enough (its postings over
    /// `CommonWords.gallopCost`), not before: each search tells what its
    /// cursors were asked when it ends.
    @Test func aCommonWordAskedOftenEnoughGetsItsSet() {
        var items = (0..<1_270).map { Fixtures.song($0, "The Song \($0)") }
        items += (0..<10).map { Fixtures.song(2_000 + $0, "The Zebra \($0)") }
        let index = CatalogIndex(items)
        let the = index.tokenRange(forPrefix: Array("the".utf8))
        // Each search asks "the" of the ten zebras: 10 an ask, 1,280 postings.
        let asks = index.postingCount(the) / CommonWords.gallopCost / 10
        for _ in 0..<asks {
            #expect(index.search("zebra the", in: .all, order: .name).count == 10)
        }
        #expect(index.commonWords.kept(the) == nil, "asked too little yet")
        #expect(index.search("zebra the", in: .all, order: .name).count == 10)
        #expect(index.commonWords.kept(the) != nil)
    }

    @Test func aStoppedSearchEndsEarly() {
        let many = (0..<5000).map { Fixtures.song($0, "Name \($0)") }
        #expect(!CatalogIndex(many).search("name 1", in: .all).isEmpty)
        #expect(CatalogIndex(many).search("name 1", in: .all, shouldStop: { true }).isEmpty)
    }
}
