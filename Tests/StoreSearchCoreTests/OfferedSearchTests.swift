import StoreSearchItems
import StoreSearchModel
import TestSupport
import Testing

/// What a search offers beside its answer, as the model sees it: the words
/// exactly as typed after a forgiven typing mistake, a correction under
/// "Nothing Found"; taken by one message (the key and the click send it).
@Suite(.timeLimit(.minutes(1))) struct OfferedSearchTests {
    static let traits = TraitCollection(horizontal: .compact, vertical: .regular)
    static let catalog: [SearchResult] = [
        Fixtures.song(1, "Bohemian Rhapsody", artist: "Queen"),
        Fixtures.song(2, "Killer Queen", artist: "Queen"),
        Fixtures.song(3, "Stairway to Heaven", artist: "Led Zeppelin"),
        Fixtures.song(4, "Time", album: "The Dark Side of the Moon"),
    ]

    func local() -> ModelDriver {
        ModelDriver(Self.traits, catalog: Self.catalog)
    }

    @Test func aForgivenSearchOffersTheWordsAsTyped() {
        var driver = local()
        driver.type("qeen")
        #expect(driver.names == ["Bohemian Rhapsody", "Killer Queen"])
        #expect(driver.state.offeredSearch == .exactly(typed: "qeen", shown: "queen"))
        // Exactly as typed: nothing, and the correction is offered instead.
        driver.send(.search(.takeOffer))
        #expect(driver.effects.contains { if case .search(let request, _) = $0 { request.exact } else { false } })
        #expect(driver.state.search.phase == .noResults)
        #expect(driver.state.offeredSearch == .suggestion("queen"))
        #expect(driver.state.search.field.text == "qeen")
        // Taking that puts the words in the field and searches them.
        driver.send(.search(.takeOffer))
        #expect(driver.state.search.field.text == "queen")
        #expect(driver.names == ["Bohemian Rhapsody", "Killer Queen"])
        #expect(driver.state.offeredSearch == nil)
    }

    @Test func changingTheWordsForgivesAgain() {
        var driver = local()
        driver.type("qeen")
        driver.send(.search(.takeOffer))
        #expect(driver.state.search.exact)
        driver.send(.search(.edit(.deleteBackward)))
        driver.type("n")
        #expect(!driver.state.search.exact)
        #expect(driver.state.offeredSearch == .exactly(typed: "qeen", shown: "queen"))
    }

    /// The favourites' own offer taken (Alt-Enter in the favourites view)
    /// leaves the search F8 gives back as it was, selection and all: it was
    /// asked again, exactly, and the list stood at its top.
    @Test func theFavouritesOfferTakenLeavesTheSearchGivenBackAsItWas() {
        var driver = local()
        let favourite = Fixtures.song(9, "Quean Street", artist: "Nobody")
        driver.send(.shape(.favouritesChanged(StoredChange(items: [favourite]), marked: true)))
        driver.type("queen")
        driver.send(.screen(.focus(.resultList)))
        driver.send(.list(.move(.down)))
        let before = (driver.state.list, driver.state.focus, driver.state.search.shownRequest)
        driver.send(.shape(.toggleFavouritesView))
        // In the favourites the field starts empty and filters them.
        driver.type("queen")
        #expect(driver.state.offeredSearch != nil, "no favourite holds queen; a near word is offered")
        driver.send(.search(.takeOffer))
        #expect(driver.state.search.exact)
        let effectsBefore = driver.effects.count
        driver.send(.shape(.toggleFavouritesView))
        #expect(!driver.state.search.exact)
        #expect(
            !driver.effects.dropFirst(effectsBefore).contains { if case .search = $0 { true } else { false } },
            "\(driver.effects)")
        #expect((driver.state.list, driver.state.focus, driver.state.search.shownRequest) == before)
    }

    @Test func exactAnswersOfferNothing() {
        var driver = local()
        driver.type("queen")
        #expect(driver.state.offeredSearch == nil)
        driver.send(.search(.takeOffer))
        #expect(driver.names == ["Bohemian Rhapsody", "Killer Queen"])
    }

    @Test func theFavouritesForgiveAsTheCatalogDoes() {
        var driver = local()
        driver.send(.shape(.favouritesChanged(StoredChange(items: Self.catalog), marked: true)))
        driver.send(.shape(.toggleFavouritesView))
        driver.send(.screen(.focus(.searchField)))
        driver.type("stariway")
        #expect(driver.names == ["Stairway to Heaven"])
        #expect(driver.state.offeredSearch == .exactly(typed: "stariway", shown: "stairway"))
        driver.send(.search(.takeOffer))
        #expect(driver.names.isEmpty)
        #expect(driver.state.offeredSearch == .suggestion("stairway"))
    }

    /// `kice` is one letter from rice (six favourites by Edgar Rice
    /// Burroughs) and from Kite (one, a song of that name): the favourites
    /// weigh the corrections as the catalog does, and the name wins.
    @Test func theFavouritesTakeTheCorrectionThatNamesAnItem() {
        var driver = local()
        let favourites =
            (0..<6).map { Fixtures.song(100 + $0, "Tale \($0)", artist: "Edgar Rice Burroughs") }
            + [Fixtures.song(1, "Kite", artist: "U2")]
        driver.send(.shape(.favouritesChanged(StoredChange(items: favourites), marked: true)))
        driver.send(.shape(.toggleFavouritesView))
        driver.send(.screen(.focus(.searchField)))
        driver.type("kice")
        #expect(driver.names == ["Kite"])
        #expect(driver.state.offeredSearch == .exactly(typed: "kice", shown: "kite", also: ["rice"]))
    }

    /// A live search that finds `found` (nothing, by default), the bundled
    /// catalog's near words given for each word, as the store service
    /// gives them with an empty answer.
    private static func ask(
        _ driver: inout ModelDriver, _ term: String, found: [SearchResult] = [], near: [[NearWord]] = []
    ) {
        driver.send(.search(.edit(.killToStart)))
        driver.type(term)
        driver.send(.search(.submit))
        let answer = SearchAnswer(results: found, origin: .store, nearWords: found.isEmpty ? near : [])
        driver.send(.search(.completed(generation: driver.state.search.generation, .success(answer))))
    }

    private static func liveDriver() -> ModelDriver {
        var driver = ModelDriver(AppState(traits: Self.traits, source: .store, searchesAsYouType: false))
        driver.holdsSearches = true
        return driver
    }

    /// The live store found nothing: the nearest words the program knows
    /// (the bundled catalog's, the favourites', the history's), the closest
    /// first; the user's own before the catalog's among those as close.
    @Test func nothingFromTheStoreOffersTheNearestKnownWords() {
        var driver = Self.liveDriver()
        Self.ask(&driver, "qeen", near: [[NearWord(word: "queen", edits: 1, uses: 40)]])
        #expect(driver.state.search.phase == .noResults)
        #expect(driver.state.offeredSearch == .suggestion("queen"))
        // "qeen" is in the history now; that is no reason to suggest it.
        Self.ask(&driver, "qeeen", near: [[NearWord(word: "queen", edits: 1, uses: 40)]])
        #expect(driver.state.offeredSearch == .suggestion("queen"))
        // A favourite's word as close wins over the catalog's.
        driver.send(
            .shape(
                .favouritesChanged(
                    StoredChange(items: [Fixtures.song(9, "Qeens of the Night", artist: "Nobody")]), marked: true)))
        Self.ask(&driver, "qeeens", near: [[NearWord(word: "queens", edits: 1, uses: 3)]])
        #expect(driver.state.offeredSearch == .suggestion("qeens"))
        Self.ask(&driver, "zzzz qeen", near: [[], [NearWord(word: "queen", edits: 1, uses: 40)]])
        #expect(driver.state.offeredSearch == .suggestion("zzzz qeens"))
        // Taking it asks the store for those words.
        let asked = driver.held.count
        driver.send(.search(.takeOffer))
        #expect(driver.state.search.field.text == "zzzz qeens")
        #expect(driver.held.count == asked + 1)
    }

    /// "tom waits" found something; "tom waitz" means it, not the
    /// catalog's commoner "wait": the history's words come first among
    /// words as close.
    @Test func theHistorysWordsComeBeforeTheCatalogsAsClose() {
        var driver = Self.liveDriver()
        Self.ask(&driver, "tom waits", found: [Fixtures.song(1, "Downtown Train", artist: "Tom Waits")])
        Self.ask(
            &driver, "tom waitz",
            near: [
                [NearWord(word: "tom", edits: 0, uses: 12)],
                [NearWord(word: "wait", edits: 1, uses: 30), NearWord(word: "waltz", edits: 1, uses: 9)],
            ])
        #expect(driver.state.offeredSearch == .suggestion("tom waits"))
    }

    /// A search that found nothing (recorded in the history before its
    /// answer, or in an earlier run) is no evidence of what was meant, and
    /// is never offered: "glasjaw" after "glassjaw" offers "glassjaw".
    @Test func searchesThatFoundNothingAreNeverOffered() {
        var driver = Self.liveDriver()
        driver.state.history.entries = ["glasjaw", "glassjaw"]
        Self.ask(&driver, "glasjaw")
        #expect(driver.state.offeredSearch == .suggestion("glassjaw"))
        // "tom wait" found nothing in this session: "tom waitz" offers the next best.
        Self.ask(&driver, "tom wait")
        let near: [[NearWord]] = [
            [NearWord(word: "tom", edits: 0, uses: 12)],
            [NearWord(word: "wait", edits: 1, uses: 30), NearWord(word: "waltz", edits: 1, uses: 9)],
        ]
        Self.ask(&driver, "tom waitz", near: near)
        #expect(driver.state.offeredSearch == .suggestion("tom waltz"))
        // Every correction known to fail: none is offered.
        Self.ask(&driver, "tom waltz")
        Self.ask(&driver, "tom waitz", near: near)
        #expect(driver.state.offeredSearch == nil)
    }

    /// A forgiven local search shows its correction's answer alone and
    /// offers the other corrections as close, each taken by a click: its
    /// words in the field, searched.
    @Test func theOtherCorrectionsAreOfferedNotMixedIn() {
        let catalog = [
            Fixtures.song(1, "Killer Queen", artist: "Queen"), Fixtures.song(2, "Bohemian Rhapsody", artist: "Queen"),
            Fixtures.song(3, "Teen Spirit", artist: "Nirvana"), Fixtures.song(4, "Been There", artist: "Nobody"),
        ]
        var driver = ModelDriver(Self.traits, catalog: catalog)
        driver.type("qeen")
        guard case .exactly(let typed, let shown, let also)? = driver.state.offeredSearch else {
            Issue.record("a correction is offered")
            return
        }
        #expect(typed == "qeen" && shown == "queen" && Set(also) == ["teen", "been"])
        #expect(driver.names == ["Bohemian Rhapsody", "Killer Queen"], "Queen's, and only Queen's")
        driver.send(.search(.takeAlternative("teen")))
        #expect(driver.state.search.field.text == "teen")
        #expect(driver.names == ["Teen Spirit"])
        #expect(driver.state.offeredSearch == nil)
        // Only what was offered is taken.
        driver.send(.search(.takeAlternative("been")))
        #expect(driver.state.search.field.text == "teen")
    }
}
