import TestSupport
import Testing

@testable import StoreSearchItems
@testable import StoreSearchModel

private let compact = TraitCollection(horizontal: .compact, vertical: .regular)
private let split = TraitCollection(horizontal: .regular, vertical: .regular)
private let overlay = TraitCollection(horizontal: .regular, vertical: .compact)

private typealias Driver = ModelDriver

@Suite(.timeLimit(.minutes(1))) struct UpdateTests {
    @Test func theFieldHasFocusAtLaunchAtEverySize() {
        #expect(Driver(compact).state.focus == .searchField)
        #expect(Driver(split).state.focus == .searchField)
    }

    @Test func typingSearchesOnEveryKeystroke() {
        var driver = Driver(compact)
        driver.type("pi")
        #expect(driver.effects.filter { if case .search = $0 { true } else { false } }.count == 2)
        // Best match first: "pi" begins a word of these names (one word spells no name
        // of its own rank, so they go by name), and only of the others' artist.
        #expect(driver.names == ["apple pie", "Pinkerton", "Money", "Time"])
        #expect(driver.state.list.selection == nil)
        #expect(driver.state.focus == .searchField)
    }

    @Test func clearingTheFieldShowsTheHintAgain() {
        var driver = Driver(compact)
        driver.type("pi")
        driver.send(.search(.edit(.killToStart)))
        #expect(driver.state.search.phase == .notSearchedYet)
        #expect(driver.state.search.shownRequest == nil)
    }

    @Test func aStaleAnswerIsNeverShown() {
        var driver = Driver(compact)
        driver.holdsSearches = true
        driver.type("office")
        let (first, second) = (driver.held[0], driver.held[5])
        driver.answer(second.request, generation: second.generation)
        #expect(driver.names == ["The Office"])
        driver.answer(first.request, generation: first.generation)
        #expect(driver.names == ["The Office"], "the older answer came last and was ignored")
    }

    @Test func loadingShowsOnlyWhenTheSearchIsSlow() {
        var driver = Driver(compact)
        driver.holdsSearches = true
        driver.type("x")
        #expect(
            driver.effects.contains(
                .schedule(
                    .search(.loadingIndicatorDue(generation: 1)),
                    afterMilliseconds: loadingIndicatorDelayMilliseconds)))
        #expect(driver.state.search.phase == .notSearchedYet)
        driver.send(.search(.loadingIndicatorDue(generation: 1)))
        #expect(driver.state.search.phase == .loading)
        driver.answer(driver.held[0].request, generation: 1)
        #expect(driver.state.search.phase == .noResults)
        driver.send(.search(.loadingIndicatorDue(generation: 1)))
        #expect(driver.state.search.phase == .noResults, "a late timer changes nothing")
    }

    @Test func enterMovesToTheListAndSelectsTheFirstResult() {
        var driver = Driver(compact)
        driver.type("pink")
        driver.send(.search(.submit))
        #expect(driver.state.focus == .resultList)
        #expect(driver.state.list.selection == 0)
        #expect(
            driver.effects.filter { if case .search = $0 { true } else { false } }.count == 4,
            "Enter does not search again for what is shown")
    }

    @Test func enterOnAnEmptyFieldStaysPut() {
        var driver = Driver(compact)
        driver.send(.search(.submit))
        #expect(driver.state.focus == .searchField)
    }

    @Test func compactEnterOpensThePopupAndEscCloses() {
        var driver = Driver(compact)
        driver.type("pink")
        driver.send(.search(.submit))
        driver.send(.list(.move(.down)))
        driver.send(.list(.activate))
        #expect(driver.state.topOverlay == .detail(driver.state.results[1]))
        #expect(
            driver.state.detailButton == .albumPage,
            "a song with no store page: focus starts on what opens something, its album, never the favourite")
        driver.send(.detail(.pressButton(.price)))
        #expect(
            driver.state.alerts.notice == .unavailable(HelpPhrase.noStorePage.words)
                && driver.state.detailButton == .albumPage, "it says why")
        for _ in 0..<4 { driver.send(.detail(.cycleButton(by: 1))) }
        #expect(
            driver.state.detailButton == .albumPage,
            "Tab passes the price over: the album's page, the artist's, close, the favourite, the album's page")
        driver.send(.screen(.escape))
        #expect(driver.state.overlays.isEmpty)
        #expect(driver.state.focus == .resultList)
        #expect(driver.state.list.selection == 1)
    }

    @Test func regularEnterFocusesTheSecondaryPane() {
        var driver = Driver(split)
        driver.send(.screen(.focus(.searchField)))
        driver.type("pink")
        #expect(driver.state.detailPaneResult == nil, "nothing selected yet: the pattern shows")
        driver.send(.search(.submit))
        #expect(driver.state.detailPaneResult?.name == "Money")
        driver.send(.list(.move(.down)))
        #expect(driver.state.detailPaneResult?.name == "Time", "the detail follows the selection")
        driver.send(.list(.activate))
        #expect(driver.state.focus == .detail)
        #expect(driver.state.overlays.isEmpty)
    }

    @Test func thePopupBecomesThePaneWhenTheScreenWidens() {
        var driver = Driver(compact)
        driver.type("pink")
        driver.send(.search(.submit))
        driver.send(.list(.move(.down)))
        driver.send(.list(.activate))
        driver.send(.screen(.layoutChanged(LayoutMetrics(traits: split, listCapacity: 10))))
        #expect(driver.state.overlays.isEmpty)
        #expect(driver.state.focus == .detail)
        #expect(driver.state.detailPaneResult?.name == "Time")
        driver.send(.screen(.layoutChanged(LayoutMetrics(traits: compact, listCapacity: 4))))
        #expect(driver.state.overlays.isEmpty, "collapsing never opens a pop-up by itself")
        #expect(driver.state.focus == .resultList)
        #expect(driver.state.list.selection == 1)
        // Pink Floyd's songs (a whole word of the artist) before Pinkerton (a word begun).
        #expect(driver.names == ["Money", "Time", "Pinkerton"])
        #expect(driver.state.search.field.text == "pink")
    }

    @Test func theOverlaySplitViewSlidesTheListAway() {
        var driver = Driver(overlay)
        driver.send(.screen(.focus(.searchField)))
        driver.type("pink")
        driver.send(.search(.submit))
        #expect(!driver.state.screen.isPrimaryPaneHidden)
        driver.send(.list(.activate))
        #expect(driver.state.screen.isPrimaryPaneHidden)
        #expect(driver.state.focus == .detail)
        driver.send(.detail(.showPrimaryPane))
        #expect(!driver.state.screen.isPrimaryPaneHidden)
        #expect(driver.state.focus == .resultList)
        driver.send(.list(.clickResult(2)))
        #expect(driver.state.screen.isPrimaryPaneHidden, "a click is a selection too")
        driver.send(.screen(.escape))
        #expect(!driver.state.screen.isPrimaryPaneHidden)
        #expect(driver.state.focus == .resultList, "Esc beside the list: back to the list, a level down")
        driver.send(.screen(.escape))
        #expect(driver.state.focus == .searchField, "and again: the field")
    }

    @Test func changingTheCategoryRunsTheSearchAgain() {
        var driver = Driver(compact)
        driver.type("the")
        #expect(driver.names == ["The Office", "Money", "Time"], "a word of the name before a word of the album")
        driver.send(.search(.selectCategory(.music)))
        #expect(driver.names == ["Money", "Time"])
        driver.send(.search(.moveCategory(by: -1)))
        #expect(driver.state.search.category == .all)
        driver.send(.search(.moveCategory(by: -1)))
        #expect(driver.state.search.category == .ebooks)
        #expect(driver.state.search.phase == .noResults)
    }

    @Test func aFailedSearchShowsTheAlert() {
        var driver = Driver(compact)
        driver.holdsSearches = true
        driver.type("x")
        driver.send(.search(.completed(generation: 1, .failure(.catalogUnreadable("bad")))))
        #expect(driver.state.topOverlay == .storeError(.catalogUnreadable("bad")))
        #expect(driver.state.search.phase == .notSearchedYet)
        driver.send(.alert(.dismiss))
        #expect(driver.state.overlays.isEmpty)
    }

    @Test func theListScrollsToKeepTheSelectionInView() {
        var driver = Driver(compact, listCapacity: 2)
        driver.type("the")
        driver.send(.search(.submit))
        driver.send(.list(.move(.down)))
        driver.send(.list(.move(.down)))
        #expect(driver.state.list.selection == 2)
        #expect(driver.state.list.scrollOffset == 1)
        driver.send(.list(.move(.first)))
        #expect(driver.state.list.scrollOffset == 0)
        driver.send(.list(.move(.pageDown)))
        #expect(driver.state.list.selection == 2)
        driver.send(.list(.move(.last)))
        driver.send(.screen(.layoutChanged(LayoutMetrics(traits: compact, listCapacity: 10))))
        #expect(driver.state.list.scrollOffset == 0, "a taller list needs no scrolling")
        #expect(driver.state.list.selection == 2)
    }

    @Test func pressingThePriceButtonOpensTheStorePage() {
        var driver = Driver(compact)
        driver.type("things")
        driver.send(.search(.submit))
        driver.send(.list(.activate))
        driver.send(.list(.activate))
        #expect(driver.effects.last == .openURL("https://apps.apple.com/things"))
        driver.send(.detail(.urlOpened("https://apps.apple.com/things", success: false)))
        #expect(driver.state.topOverlay == .address("https://apps.apple.com/things", .noBrowser))
    }

    @Test func anItemWithoutAStorePageSaysSo() {
        var driver = Driver(compact)
        driver.type("time")
        driver.send(.search(.submit))
        driver.send(.list(.activate))
        driver.send(.detail(.pressButton(.price)))
        #expect(driver.state.alerts.notice == .unavailable(HelpPhrase.noStorePage.words))
        #expect(driver.state.detailButton == .albumPage, "focus opened on the album's page")
        driver.send(.detail(.cycleButton(by: 2)))
        #expect(driver.state.alerts.notice == nil, "a key clears the notice")
        #expect(driver.state.detailButton == .close, "on past the artist's page to close")
        driver.send(.list(.activate))
        #expect(driver.state.overlays.isEmpty, "the close button closes")
    }

    @Test func tabCyclesThroughTheControlsOfTheLayout() {
        var compactDriver = Driver(compact)
        var order: [Focus] = []
        for _ in 0..<4 {
            compactDriver.send(.screen(.focusNext))
            order.append(compactDriver.state.focus)
        }
        #expect(
            order == [.categoryControl, .searchField, .categoryControl, .searchField],
            "with no results the empty list is no stop, and Tab never gets stuck")
        compactDriver.type("pink")
        order = []
        for _ in 0..<4 {
            compactDriver.send(.screen(.focusNext))
            order.append(compactDriver.state.focus)
        }
        #expect(order == [.categoryControl, .resultList, .searchField, .categoryControl])
        order = []
        for _ in 0..<3 {
            compactDriver.send(.screen(.focusPrevious))
            order.append(compactDriver.state.focus)
        }
        #expect(order == [.searchField, .resultList, .categoryControl], "Shift-Tab goes round the other way")
        var emptySplit = Driver(split)
        order = []
        for _ in 0..<4 {
            emptySplit.send(.screen(.focusNext))
            order.append(emptySplit.state.focus)
        }
        #expect(order == [.categoryControl, .searchField, .categoryControl, .searchField], "160x48 with no results")
        var splitDriver = Driver(split)
        splitDriver.type("pink")
        splitDriver.send(.search(.submit))
        splitDriver.send(.screen(.focusNext))
        #expect(
            splitDriver.state.focus == .detail && splitDriver.state.detailButton == .favourite,
            "Tab into the detail: its first button (the price of an item with no store page passed over)")
        splitDriver.send(.screen(.focusNext))
        #expect(splitDriver.state.detailButton == .albumPage, "then the album's page")
        splitDriver.send(.screen(.focusNext))
        #expect(splitDriver.state.detailButton == .artistPage, "and the artist's")
        splitDriver.send(.screen(.focusNext))
        #expect(splitDriver.state.focus == .searchField, "then on round")
        splitDriver.send(.screen(.focusPrevious))
        #expect(splitDriver.state.focus == .detail && splitDriver.state.detailButton == .artistPage)
        // Opened (Enter on the result), the detail starts on what opens something.
        splitDriver.send(.screen(.focus(.resultList)))
        splitDriver.send(.list(.activate))
        #expect(splitDriver.state.focus == .detail && splitDriver.state.detailButton == .albumPage)
    }

    @Test func helpOpensAndCloses() {
        var driver = Driver(compact)
        driver.send(.alert(.showHelp))
        driver.send(.alert(.showHelp))
        #expect(driver.state.overlays == [.help])
        driver.send(.screen(.escape))
        #expect(driver.state.overlays.isEmpty)
    }

    @Test func failuresNeverStackAlerts() {
        var driver = Driver(compact)
        driver.holdsSearches = true
        driver.type("x")
        driver.send(.search(.completed(generation: 1, .failure(.catalogNotInStoreShape))))
        driver.type("y")
        driver.send(.search(.completed(generation: 2, .failure(.catalogNotInStoreShape))))
        #expect(driver.state.overlays == [.storeError(.catalogNotInStoreShape)])
    }

    @Test func anUnusableCatalogEndsTheProgramWithItsReason() {
        var driver = Driver(compact)
        driver.send(.search(.catalogFailed(.catalogNotInStoreShape)))
        #expect(driver.state.isQuitting)
        #expect(driver.state.exitReason == .catalogNotInStoreShape)
        #expect(driver.effects.last == .quit)
    }

    @Test func quitCancelsTheSearch() {
        var driver = Driver(compact)
        driver.send(.screen(.quit))
        #expect(driver.state.isQuitting)
        #expect(driver.effects.suffix(2) == [.cancelSearch, .quit])
    }
}

/// Which pictures the screen wants: what it shows, the detail first.
@Suite(.timeLimit(.minutes(1))) struct WantedArtworkTests {
    static let results: [SearchResult] = (0..<10).map { index in
        SearchResult(
            id: index, name: "Song \(index)", artistName: "A", kind: .song,
            artworkURL60: "https://a.test/\(index)-60", artworkURL100: "https://a.test/\(index)-100")
    }

    func state(_ traits: TraitCollection = compact, capacity: Int = 3) -> AppState {
        var state = AppState(traits: traits, searchesAsYouType: true)
        _ = state.update(
            .screen(
                .layoutChanged(
                    LayoutMetrics(
                        traits: traits, listCapacity: capacity, gridColumns: 2,
                        gridPageSize: 4))))
        _ = state.update(.search(.edit(.insert("song"))))
        _ = state.update(
            .search(
                .completed(
                    generation: state.search.generation,
                    .success(SearchAnswer(results: Self.results, origin: .store)))))
        return state
    }

    @Test func theVisibleRowsThumbnails() {
        var state = state()
        #expect(state.wantedArtwork == ["https://a.test/0-60", "https://a.test/1-60", "https://a.test/2-60"])
        _ = state.update(.list(.scroll(by: 5)))
        #expect(
            state.wantedArtwork == ["https://a.test/5-60", "https://a.test/6-60", "https://a.test/7-60"],
            "rows scrolled away are no longer wanted")
        _ = state.update(.list(.toggleThumbnails))
        #expect(state.wantedArtwork.isEmpty, "without thumbnails the list wants none")
    }

    @Test func theDetailsPictureComesFirst() {
        var state = state()
        _ = state.update(.screen(.focus(.resultList)))
        _ = state.update(.list(.move(.down)))
        _ = state.update(.list(.activate))
        #expect(state.wantedArtwork.first == "https://a.test/1-100")
        #expect(state.wantedArtwork.count == 4)
        var split = self.state(TraitCollection(horizontal: .regular, vertical: .regular))
        _ = split.update(.screen(.focus(.resultList)))
        #expect(split.wantedArtwork.first == "https://a.test/0-100", "the secondary pane's result")
    }

    @Test func theGridWantsItsPage() {
        var state = state(TraitCollection(horizontal: .compact, vertical: .compact))
        #expect(state.showsGrid)
        #expect(state.wantedArtwork == (0..<4).map { "https://a.test/\($0)-60" })
        _ = state.update(.list(.showGridPage(2)))
        #expect(state.wantedArtwork == ["https://a.test/8-60", "https://a.test/9-60"])
    }

    @Test func aNewSearchDropsTheOldPictures() {
        var state = state()
        _ = state.update(.search(.edit(.insert("x"))))
        _ = state.update(
            .search(
                .completed(generation: state.search.generation, .success(SearchAnswer(results: [], origin: .store)))))
        #expect(state.wantedArtwork.isEmpty)
    }
}

/// A move made in the list while the answer to the letters typed before
/// it is on its way: when that answer is the list moved in again (the
/// letters narrowed nothing), the move and the scroll are kept; another
/// list starts again, with nothing selected while the field has focus.
@Suite(.timeLimit(.minutes(1))) struct AnswerAfterAMoveTests {
    static let results = WantedArtworkTests.results

    func answer(_ state: inout AppState, _ results: [SearchResult]) {
        _ = state.update(
            .search(
                .completed(
                    generation: state.search.generation, .success(SearchAnswer(results: results, origin: .catalog)))))
    }

    @Test func theSameListAgainKeepsTheMoveAndAnotherStartsAgain() {
        var state = AppState(traits: compact, searchesAsYouType: true)
        _ = state.update(.screen(.layoutChanged(LayoutMetrics(traits: compact, listCapacity: 3))))
        _ = state.update(.search(.edit(.insert("son"))))
        answer(&state, Self.results)
        _ = state.update(.search(.edit(.insert("g"))))
        for _ in 0..<5 { _ = state.update(.list(.select(.down))) }
        let moved = state.list.selection
        let scrolled = state.list.scrollOffset
        #expect(moved == 4 && scrolled > 0, "moved to the fifth song before the answer, the list scrolled")
        answer(&state, Self.results)
        #expect(state.focus == .searchField)
        #expect(state.list.selection == moved)
        #expect(state.list.scrollOffset == scrolled)
        _ = state.update(.search(.edit(.insert("s"))))
        for _ in 0..<5 { _ = state.update(.list(.select(.down))) }
        answer(&state, Array(Self.results.prefix(6)))
        #expect(state.list.selection == nil)
        #expect(state.list.scrollOffset == 0)
    }
}
