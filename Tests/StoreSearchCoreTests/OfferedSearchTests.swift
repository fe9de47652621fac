import StoreSearchCore
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

    /// The live store found nothing: the nearest words the program knows,
    /// the favourites' before the bundled catalog's before the history's.
    @Test func nothingFromTheStoreOffersTheNearestKnownWords() {
        var driver = ModelDriver(AppState(traits: Self.traits, source: .store, searchesAsYouType: false))
        driver.holdsSearches = true
        func ask(_ term: String, catalogSuggests suggestion: String?) {
            driver.send(.search(.edit(.killToStart)))
            driver.type(term)
            driver.send(.search(.submit))
            let answer = SearchAnswer(results: [], origin: .store, suggestion: suggestion)
            driver.send(.search(.completed(generation: driver.state.search.generation, .success(answer))))
        }
        ask("qeen", catalogSuggests: "queen")
        #expect(driver.state.search.phase == .noResults)
        #expect(driver.state.offeredSearch == .suggestion("queen"))
        // "qeen" is in the history now; that is no reason to suggest it.
        ask("qeeen", catalogSuggests: "queen")
        #expect(driver.state.offeredSearch == .suggestion("queen"))
        // A favourite's word one edit away wins over the catalog's.
        driver.send(
            .shape(
                .favouritesChanged(
                    StoredChange(items: [Fixtures.song(9, "Qeens of the Night", artist: "Nobody")]), marked: true)))
        ask("qeeens", catalogSuggests: "queens")
        #expect(driver.state.offeredSearch == .suggestion("qeens"))
        ask("zzzz qeen", catalogSuggests: nil)
        #expect(driver.state.offeredSearch == .suggestion("zzzz qeens"))
        // Taking it asks the store for those words.
        let asked = driver.held.count
        driver.send(.search(.takeOffer))
        #expect(driver.state.search.field.text == "zzzz qeens")
        #expect(driver.held.count == asked + 1)
    }
}
