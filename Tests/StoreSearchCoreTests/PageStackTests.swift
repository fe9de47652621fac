import TestSupport
import Testing

@testable import StoreSearchItems
@testable import StoreSearchModel
@testable import StoreSearchOptions
@testable import StoreSearchText

private let compact = TraitCollection(horizontal: .compact, vertical: .regular)
private let split = TraitCollection(horizontal: .regular, vertical: .regular)
private let overlay = TraitCollection(horizontal: .regular, vertical: .compact)
private let landscape = TraitCollection(horizontal: .compact, vertical: .compact)

/// The pages opened from a detail: pushed over the results, each keeping
/// its answer, selection and scroll; Esc (and the rest) going back one at
/// a time to the screen as it was left; at most 20 deep; surviving every
/// resize; a lookup's late answer for a page already left never shown.
@Suite(.timeLimit(.minutes(1))) struct PageStackTests {
    /// The catalog of pages, "bohemian" searched and its first result (Queen's) open.
    private func queenOpen(_ traits: TraitCollection = compact, capacity: Int = 4) -> ModelDriver {
        var driver = ModelDriver(traits, listCapacity: capacity, catalog: Fixtures.pages)
        driver.type("bohemian")
        driver.send(.search(.submit))
        let queen = driver.state.results.firstIndex { $0.artistName == "Queen" }!
        driver.send(.list(.clickResult(queen)))
        if traits.arrangement.showsDetailPane { driver.send(.screen(.focus(.detail))) }
        return driver
    }

    @Test func theAlbumButtonPushesItsTracksInOrderWithTheSongSelected() {
        var driver = queenOpen()
        #expect(driver.state.shownDetail?.name == "Bohemian Rhapsody")
        #expect(driver.state.detailButtons(for: driver.state.shownDetail!).contains(.albumPage))
        driver.send(.detail(.pressButton(.albumPage)))
        let page = try! #require(driver.state.browse.top)
        #expect(page.request.subject == .album(name: "Greatest Hits I", artist: "Queen"))
        #expect(page.request.id == 2_000_185 && page.request.entity == .song)
        #expect(driver.names == ["Bohemian Rhapsody", "Another One Bites The Dust", "Killer Queen"], "track order")
        #expect(driver.state.overlays.isEmpty, "the pop-up gave way to the page")
        #expect(driver.state.focus == .resultList && driver.state.list.selection == 0, "the song it came from")
        #expect(page.albumSummary == AlbumSummary(driver.state.results))
        #expect(page.albumSummary?.totalMilliseconds == (358 + 216 + 182) * 1000)
    }

    /// A page opened from a forgiven search is no answer of that search:
    /// it offers no exact search (the rule says its tracks, and Alt-Enter
    /// does nothing there); going back brings the offer back.
    @Test func aPageFromAForgivenSearchOffersNothing() {
        var driver = ModelDriver(compact, listCapacity: 4, catalog: Fixtures.pages)
        driver.type("bohemain")
        #expect(driver.state.offeredSearch != nil, "a forgiven search offers the words as typed")
        driver.send(.search(.submit))
        let queen = driver.state.results.firstIndex { $0.artistName == "Queen" }!
        driver.send(.list(.clickResult(queen)))
        driver.send(.detail(.pressButton(.albumPage)))
        #expect(driver.state.browse.top != nil)
        #expect(driver.state.offeredSearch == nil)
        let names = driver.names
        driver.send(.search(.takeOffer))
        #expect(driver.names == names && driver.state.browse.top != nil, "nothing is searched from a page")
        driver.send(.browse(.back))
        driver.send(.alert(.dismiss))
        #expect(driver.state.browse.top == nil)
        #expect(driver.state.offeredSearch != nil)
    }

    @Test func discsComeBeforeTracksAndTheArtistsItemsGroupByKind() {
        var driver = ModelDriver(compact, catalog: Fixtures.pages)
        driver.type("magic")
        driver.send(.list(.clickResult(0)))
        driver.send(.browse(.open(.album)))
        #expect(driver.names == ["A Kind Of Magic", "Under Pressure", "Innuendo"], "disc 1, then disc 2")
        var books = ModelDriver(compact, catalog: Fixtures.pages)
        books.type("emma")
        books.send(.list(.clickResult(0)))
        books.send(.browse(.open(.artist)))
        #expect(books.names == ["Emma", "Persuasion"], "the author's books")
        #expect(books.state.browse.top?.request.entity == .ebook)
    }

    @Test func escGoesBackToTheDetailItWasOpenedFrom() {
        var driver = queenOpen()
        let below = driver.state.list
        driver.send(.browse(.open(.artist)))
        #expect(driver.state.browse.depth == 1)
        driver.send(.list(.move(.down)))
        driver.send(.screen(.escape))
        #expect(driver.state.browse.depth == 0)
        #expect(driver.state.topOverlay == .detail(driver.state.results[below.selection!]), "the pop-up again")
        #expect(driver.state.list.selection == below.selection && driver.state.list.scrollOffset == below.scrollOffset)
        #expect(driver.effects.last != .cancelLookup, "nothing was under way to cancel")
        driver.send(.screen(.escape))
        #expect(driver.state.overlays.isEmpty, "then Esc closes the pop-up, as ever")
        driver.send(.screen(.escape))
        driver.send(.screen(.escape))
        #expect(driver.state.alerts.notice == .escapeDoesNotQuit, "and never quits")
    }

    @Test func eachPageKeepsItsSelectionAndScroll() {
        var driver = queenOpen(split, capacity: 2)
        driver.send(.browse(.open(.artist)))
        #expect(driver.state.focus == .resultList)
        let artist = driver.names
        #expect(artist.count == 6, "Queen's six songs, not the tribute band's")
        driver.send(.list(.move(.last)))
        driver.send(.screen(.focus(.detail)))
        let kept = (driver.state.list.selection, driver.state.list.scrollOffset)
        #expect(kept.1 > 0, "scrolled")
        driver.send(.detail(.pressButton(.albumPage)))
        #expect(driver.state.browse.depth == 2)
        driver.send(.browse(.back))
        #expect(driver.names == artist)
        #expect((driver.state.list.selection, driver.state.list.scrollOffset) == kept)
        #expect(driver.state.focus == .detail && driver.state.detailButton == .albumPage, "on the button it pressed")
    }

    @Test func atMostTwentyPagesTheOldestGoing() {
        var driver = queenOpen()
        let search = driver.state.list
        for step in 0..<25 {
            driver.send(.list(.move(.first)))
            driver.send(.browse(.open(step.isMultiple(of: 2) ? .album : .artist)))
            #expect(driver.state.browse.depth == min(step + 1, BrowseState.maximumDepth))
        }
        #expect(driver.state.browse.pages.count == 20)
        for _ in 0..<20 { driver.send(.screen(.escape)) }
        #expect(driver.state.browse.depth == 0, "twenty steps back reach the search")
        #expect(driver.state.list.selection == search.selection, "as it was left")
        #expect(driver.state.topOverlay == .detail(driver.state.results[search.selection!]))
    }

    @Test func theStackSurvivesAResizeAtEveryDepth() {
        var driver = queenOpen(split)
        let sizes = [compact, overlay, landscape, split]
        for depth in 1...4 {
            driver.send(.list(.move(.first)))
            driver.send(.browse(.open(depth.isMultiple(of: 2) ? .artist : .album)))
            let page = driver.state.browse.top
            let names = driver.names
            for traits in sizes {
                driver.send(.screen(.layoutChanged(LayoutMetrics(traits: traits, listCapacity: 2))))
                #expect(driver.state.browse.depth == depth && driver.state.browse.top == page)
                #expect(driver.names == names)
                #expect(driver.state.list.selection.map { names.indices.contains($0) } ?? true)
                if traits == landscape {
                    #expect(!driver.state.showsCategories, "the breadcrumb has the categories' row")
                    driver.send(.screen(.focus(.categoryControl)))
                    #expect(driver.state.focus == .searchField, "focus goes where something is drawn")
                    driver.send(.screen(.focus(.resultList)))
                }
            }
        }
        for depth in stride(from: 3, through: 0, by: -1) {
            driver.send(.screen(.layoutChanged(LayoutMetrics(traits: sizes[depth % 4], listCapacity: 3))))
            driver.send(.screen(.escape))
            #expect(driver.state.browse.depth == depth)
        }
        #expect(driver.names.contains("Bohemian Rhapsody") && driver.state.search.field.text == "bohemian")
    }

    @Test func aLateAnswerForAPageAlreadyLeftIsDropped() {
        var driver = queenOpen()
        driver.holdsLookups = true
        let results = driver.names
        driver.send(.browse(.open(.album)))
        #expect(driver.state.browse.top?.pending != nil && driver.state.results.isEmpty)
        driver.send(.browse(.loadingIndicatorDue(generation: driver.heldLookups[0].generation)))
        #expect(driver.state.browse.top?.phase == .loading, "it says it is loading")
        driver.send(.screen(.escape))
        #expect(driver.effects.last == .cancelLookup, "going back cancels the lookup under way")
        let late = driver.heldLookups[0]
        driver.answer(late.request, generation: late.generation)
        #expect(driver.state.browse.depth == 0 && driver.names == results, "the late answer is not shown")
        // Asked again: only the newest answer counts.
        driver.send(.browse(.open(.album)))
        driver.answer(late.request, generation: late.generation)
        #expect(driver.state.browse.top?.pending != nil, "an older lookup's answer is not this page's")
        let current = driver.heldLookups[1]
        driver.answer(current.request, generation: current.generation)
        #expect(driver.names.count == 3)
    }

    @Test func aFailedLookupGoesBackAndSaysWhy() {
        var driver = queenOpen()
        driver.holdsLookups = true
        driver.send(.browse(.open(.artist)))
        driver.send(.browse(.loaded(generation: driver.heldLookups[0].generation, .failure(.store(.offline)))))
        #expect(driver.state.browse.depth == 0)
        #expect(driver.state.topOverlay == .storeError(.store(.offline)), "Whoops, over the detail it came from")
        driver.send(.alert(.dismiss))
        #expect(driver.state.shownDetail?.name == "Bohemian Rhapsody")
    }

    @Test func typingOnAPageSearchesAnew() {
        var driver = queenOpen()
        driver.send(.browse(.open(.artist)))
        driver.send(.browse(.open(.album)))
        driver.send(.screen(.focus(.searchField)))
        driver.send(.search(.edit(.killToStart)))
        driver.type("emma")
        #expect(driver.state.browse.depth == 0, "the pages gave way")
        #expect(driver.names == ["Emma"] && driver.state.focus == .searchField)
        #expect(driver.state.overlays.isEmpty, "no detail opens under the typing")
        // A cursor moved in the field is no new search.
        driver.send(.list(.clickResult(0)))
        driver.send(.browse(.open(.artist)))
        driver.send(.screen(.focus(.searchField)))
        driver.send(.search(.edit(.moveLeft)))
        #expect(driver.state.browse.depth == 1)
    }

    @Test func orderAndFiltersWorkOnAPageAndLeaveTheSearchsOrder() {
        var driver = queenOpen()
        driver.send(.browse(.open(.artist)))
        let natural = driver.names
        driver.send(.shape(.cycleOrder))
        #expect(driver.state.browse.top?.order == .name && driver.names == natural.sorted(by: TextFolding.naturalOrder))
        #expect(driver.state.alerts.notice == .orderChanged(.name))
        #expect(driver.state.shape.order == .relevance, "the search's order stays")
        #expect(!driver.effects.contains { if case .rememberOrder = $0 { true } else { false } })
        for _ in 0..<4 { driver.send(.shape(.cycleOrder)) }
        #expect(driver.state.browse.top?.order == nil && driver.names == natural, "round to its own order")
        #expect(driver.state.alerts.notice == .naturalOrder(.artist))
        driver.send(.shape(.toggleFilter(.kind(.app))))
        #expect(driver.state.results.isEmpty && driver.state.browse.top?.phase == .noResults, "no app of Queen's")
        driver.send(.shape(.clearFilters))
        #expect(driver.names == natural)
    }

    @Test func favouritesAndSavingActOnThePage() {
        var driver = queenOpen()
        driver.send(.browse(.open(.album)))
        driver.send(.list(.move(.last)))
        driver.send(.shape(.toggleFavourite))
        #expect(driver.state.favourites.map(\.name) == ["Killer Queen"])
        driver.send(.export(.open))
        driver.send(.export(.save))
        let exported = driver.effects.compactMap { effect -> [SearchResult]? in
            if case .export(let results, _, _, _) = effect { return results } else { return nil }
        }
        #expect(exported.last?.map(\.name) == driver.names)
        driver.send(.alert(.dismiss))
        driver.send(.shape(.toggleFavouritesView))
        #expect(driver.state.browse.depth == 0 && driver.state.shape.showsFavourites, "the favourites' own list")
    }

    @Test func aPageButtonThatCannotActSaysWhy() {
        var driver = queenOpen()
        driver.send(.browse(.open(.album)))
        driver.send(.list(.activate))
        let song = try! #require(driver.state.shownDetail)
        #expect(driver.state.disabledDetailButtons(for: song).contains(.albumPage), "the page on screen")
        driver.send(.detail(.pressButton(.albumPage)))
        #expect(driver.state.alerts.notice == .unavailable(driver.state.pageUnavailable(.album, for: song)!))
        #expect(driver.state.browse.depth == 1)
        // The store looks up by id: an item it gave none for has a dimmed button.
        var live = AppState(traits: compact, source: .store, searchesAsYouType: false)
        let tribute = Fixtures.pages[6]
        #expect(live.pageUnavailable(.album, for: tribute) != nil && live.pageUnavailable(.artist, for: tribute) != nil)
        #expect(live.pageUnavailable(.album, for: Fixtures.pages[0]) == nil)
        _ = live.update(.browse(.open(.album)))
        #expect(live.browse.depth == 0, "nothing selected, nothing opened")
    }
}
