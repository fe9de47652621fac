import Testing
@testable import StoreSearchCore
import TestSupport

private let compact = TraitCollection(horizontal: .compact, vertical: .regular)
private let split = TraitCollection(horizontal: .regular, vertical: .regular)
private let overlay = TraitCollection(horizontal: .regular, vertical: .compact)

/// Drives the model as the event loop does, answering searches from the
/// fixture catalog at once unless asked to hold them.
private struct Driver {
    var state: AppState
    var held: [(SearchRequest, Int)] = []
    var holdSearches = false
    var effects: [Effect] = []

    init(_ traits: TraitCollection, listCapacity: Int = 4) {
        state = AppState(traits: traits, searchesAsYouType: true)
        send(.layoutChanged(LayoutMetrics(traits: traits, listCapacity: listCapacity)))
    }

    mutating func send(_ message: Message) {
        let produced = state.update(message)
        effects += produced
        for effect in produced {
            if case .search(let request, let generation) = effect {
                if holdSearches {
                    held.append((request, generation))
                } else {
                    answer(request, generation)
                }
            }
        }
    }

    mutating func answer(_ request: SearchRequest, _ generation: Int) {
        let results = Fixtures.index.search(request.term, in: request.category)
        send(.searchCompleted(generation: generation, .success(SearchAnswer(results: results, origin: .catalog))))
    }

    mutating func type(_ text: String) {
        for character in text { send(.edit(.insert(String(character)))) }
    }

    var names: [String] { state.results.map(\.name) }
}

@Suite struct UpdateTests {
    @Test func theFieldHasFocusAtLaunchAtEverySize() {
        #expect(Driver(compact).state.focus == .searchField)
        #expect(Driver(split).state.focus == .searchField)
    }

    @Test func typingSearchesOnEveryKeystroke() {
        var driver = Driver(compact)
        driver.type("pi")
        #expect(driver.effects.filter { if case .search = $0 { true } else { false } }.count == 2)
        #expect(driver.names == ["apple pie", "Money", "Pinkerton", "Time"])
        #expect(driver.state.selection == nil)
        #expect(driver.state.focus == .searchField)
    }

    @Test func clearingTheFieldShowsTheHintAgain() {
        var driver = Driver(compact)
        driver.type("pi")
        driver.send(.edit(.killToStart))
        #expect(driver.state.phase == .notSearchedYet)
        #expect(driver.state.shownRequest == nil)
    }

    @Test func aStaleAnswerIsNeverShown() {
        var driver = Driver(compact)
        driver.holdSearches = true
        driver.type("office")
        let (first, second) = (driver.held[0], driver.held[5])
        driver.answer(second.0, second.1)
        #expect(driver.names == ["The Office"])
        driver.answer(first.0, first.1)
        #expect(driver.names == ["The Office"], "the older answer came last and was ignored")
    }

    @Test func loadingShowsOnlyWhenTheSearchIsSlow() {
        var driver = Driver(compact)
        driver.holdSearches = true
        driver.type("x")
        #expect(driver.effects.contains(.schedule(.loadingIndicatorDue(generation: 1),
                                                  afterMilliseconds: loadingIndicatorDelayMilliseconds)))
        #expect(driver.state.phase == .notSearchedYet)
        driver.send(.loadingIndicatorDue(generation: 1))
        #expect(driver.state.phase == .loading)
        driver.answer(driver.held[0].0, 1)
        #expect(driver.state.phase == .noResults)
        driver.send(.loadingIndicatorDue(generation: 1))
        #expect(driver.state.phase == .noResults, "a late timer changes nothing")
    }

    @Test func enterMovesToTheListAndSelectsTheFirstResult() {
        var driver = Driver(compact)
        driver.type("pink")
        driver.send(.submit)
        #expect(driver.state.focus == .resultList)
        #expect(driver.state.selection == 0)
        #expect(driver.effects.filter { if case .search = $0 { true } else { false } }.count == 4,
                "Enter does not search again for what is shown")
    }

    @Test func enterOnAnEmptyFieldStaysPut() {
        var driver = Driver(compact)
        driver.send(.submit)
        #expect(driver.state.focus == .searchField)
    }

    @Test func compactEnterOpensThePopupAndEscCloses() {
        var driver = Driver(compact)
        driver.type("pink")
        driver.send(.submit)
        driver.send(.moveSelection(.down))
        driver.send(.activate)
        #expect(driver.state.topOverlay == .detail(driver.state.results[1]))
        #expect(driver.state.detailButton == .price)
        driver.send(.escape)
        #expect(driver.state.overlays.isEmpty)
        #expect(driver.state.focus == .resultList)
        #expect(driver.state.selection == 1)
    }

    @Test func regularEnterFocusesTheSecondaryPane() {
        var driver = Driver(split)
        driver.send(.focus(.searchField))
        driver.type("pink")
        #expect(driver.state.detailPaneResult == nil, "nothing selected yet: the pattern shows")
        driver.send(.submit)
        #expect(driver.state.detailPaneResult?.name == "Money")
        driver.send(.moveSelection(.down))
        #expect(driver.state.detailPaneResult?.name == "Pinkerton", "the detail follows the selection")
        driver.send(.activate)
        #expect(driver.state.focus == .detail)
        #expect(driver.state.overlays.isEmpty)
    }

    @Test func thePopupBecomesThePaneWhenTheScreenWidens() {
        var driver = Driver(compact)
        driver.type("pink")
        driver.send(.submit)
        driver.send(.moveSelection(.down))
        driver.send(.activate)
        driver.send(.layoutChanged(LayoutMetrics(traits: split, listCapacity: 10)))
        #expect(driver.state.overlays.isEmpty)
        #expect(driver.state.focus == .detail)
        #expect(driver.state.detailPaneResult?.name == "Pinkerton")
        driver.send(.layoutChanged(LayoutMetrics(traits: compact, listCapacity: 4)))
        #expect(driver.state.overlays.isEmpty, "collapsing never opens a pop-up by itself")
        #expect(driver.state.focus == .resultList)
        #expect(driver.state.selection == 1)
        #expect(driver.names == ["Money", "Pinkerton", "Time"])
        #expect(driver.state.field.text == "pink")
    }

    @Test func theOverlaySplitViewSlidesTheListAway() {
        var driver = Driver(overlay)
        driver.send(.focus(.searchField))
        driver.type("pink")
        driver.send(.submit)
        #expect(!driver.state.isPrimaryPaneHidden)
        driver.send(.activate)
        #expect(driver.state.isPrimaryPaneHidden)
        #expect(driver.state.focus == .detail)
        driver.send(.showPrimaryPane)
        #expect(!driver.state.isPrimaryPaneHidden)
        #expect(driver.state.focus == .resultList)
        driver.send(.clickResult(2))
        #expect(driver.state.isPrimaryPaneHidden, "a click is a selection too")
        driver.send(.escape)
        #expect(!driver.state.isPrimaryPaneHidden)
        #expect(driver.state.focus == .searchField)
    }

    @Test func changingTheCategoryRunsTheSearchAgain() {
        var driver = Driver(compact)
        driver.type("the")
        #expect(driver.names == ["Money", "The Office", "Time"])
        driver.send(.selectCategory(.music))
        #expect(driver.names == ["Money", "Time"])
        driver.send(.moveCategory(by: -1))
        #expect(driver.state.category == .all)
        driver.send(.moveCategory(by: -1))
        #expect(driver.state.category == .ebooks)
        #expect(driver.state.phase == .noResults)
    }

    @Test func aFailedSearchShowsTheAlert() {
        var driver = Driver(compact)
        driver.holdSearches = true
        driver.type("x")
        driver.send(.searchCompleted(generation: 1, .failure(.catalogUnreadable("bad"))))
        #expect(driver.state.topOverlay == .storeError(.catalogUnreadable("bad")))
        #expect(driver.state.phase == .notSearchedYet)
        driver.send(.dismissOverlay)
        #expect(driver.state.overlays.isEmpty)
    }

    @Test func theListScrollsToKeepTheSelectionInView() {
        var driver = Driver(compact, listCapacity: 2)
        driver.type("the")
        driver.send(.submit)
        driver.send(.moveSelection(.down))
        driver.send(.moveSelection(.down))
        #expect(driver.state.selection == 2)
        #expect(driver.state.scrollOffset == 1)
        driver.send(.moveSelection(.first))
        #expect(driver.state.scrollOffset == 0)
        driver.send(.moveSelection(.pageDown))
        #expect(driver.state.selection == 2)
        driver.send(.moveSelection(.last))
        driver.send(.layoutChanged(LayoutMetrics(traits: compact, listCapacity: 10)))
        #expect(driver.state.scrollOffset == 0, "a taller list needs no scrolling")
        #expect(driver.state.selection == 2)
    }

    @Test func pressingThePriceButtonOpensTheStorePage() {
        var driver = Driver(compact)
        driver.type("things")
        driver.send(.submit)
        driver.send(.activate)
        driver.send(.activate)
        #expect(driver.effects.last == .openURL("https://apps.apple.com/things"))
        driver.send(.urlOpened("https://apps.apple.com/things", success: false))
        #expect(driver.state.topOverlay == .address("https://apps.apple.com/things"))
    }

    @Test func anItemWithoutAStorePageSaysSo() {
        var driver = Driver(compact)
        driver.type("time")
        driver.send(.submit)
        driver.send(.activate)
        driver.send(.pressDetailButton(.price))
        #expect(driver.state.notice == .noStorePage)
        driver.send(.cycleDetailButton)
        #expect(driver.state.notice == nil, "a key clears the notice")
        driver.send(.activate)
        #expect(driver.state.overlays.isEmpty, "the close button closes")
    }

    @Test func tabCyclesThroughTheControlsOfTheLayout() {
        var compactDriver = Driver(compact)
        var order: [Focus] = []
        for _ in 0..<4 {
            compactDriver.send(.focusNext)
            order.append(compactDriver.state.focus)
        }
        #expect(order == [.categoryControl, .searchField, .categoryControl, .searchField],
                "with no results the empty list is no stop, and Tab never gets stuck")
        compactDriver.type("pink")
        order = []
        for _ in 0..<4 {
            compactDriver.send(.focusNext)
            order.append(compactDriver.state.focus)
        }
        #expect(order == [.categoryControl, .resultList, .searchField, .categoryControl])
        order = []
        for _ in 0..<3 {
            compactDriver.send(.focusPrevious)
            order.append(compactDriver.state.focus)
        }
        #expect(order == [.searchField, .resultList, .categoryControl], "Shift-Tab goes round the other way")
        var emptySplit = Driver(split)
        order = []
        for _ in 0..<4 {
            emptySplit.send(.focusNext)
            order.append(emptySplit.state.focus)
        }
        #expect(order == [.categoryControl, .searchField, .categoryControl, .searchField], "160x48 with no results")
        var splitDriver = Driver(split)
        splitDriver.type("pink")
        splitDriver.send(.submit)
        splitDriver.send(.focusNext)
        #expect(splitDriver.state.focus == .detail)
        splitDriver.send(.focusNext)
        #expect(splitDriver.state.focus == .searchField)
        splitDriver.send(.focusPrevious)
        #expect(splitDriver.state.focus == .detail)
    }

    @Test func helpOpensAndCloses() {
        var driver = Driver(compact)
        driver.send(.showHelp)
        driver.send(.showHelp)
        #expect(driver.state.overlays == [.help])
        driver.send(.escape)
        #expect(driver.state.overlays.isEmpty)
    }

    @Test func failuresNeverStackAlerts() {
        var driver = Driver(compact)
        driver.holdSearches = true
        driver.type("x")
        driver.send(.searchCompleted(generation: 1, .failure(.catalogNotInStoreShape)))
        driver.type("y")
        driver.send(.searchCompleted(generation: 2, .failure(.catalogNotInStoreShape)))
        #expect(driver.state.overlays == [.storeError(.catalogNotInStoreShape)])
    }

    @Test func anUnusableCatalogEndsTheProgramWithItsReason() {
        var driver = Driver(compact)
        driver.send(.catalogFailed(.catalogNotInStoreShape))
        #expect(driver.state.isQuitting)
        #expect(driver.state.exitReason == .catalogNotInStoreShape)
        #expect(driver.effects.last == .quit)
    }

    @Test func quitCancelsTheSearch() {
        var driver = Driver(compact)
        driver.send(.quit)
        #expect(driver.state.isQuitting)
        #expect(driver.effects.suffix(2) == [.cancelSearch, .quit])
    }
}

/// Which pictures the screen wants: what it shows, the detail first.
@Suite struct WantedArtworkTests {
    static let results: [SearchResult] = (0..<10).map { index in
        SearchResult(id: index, name: "Song \(index)", artistName: "A", kind: .song,
                     artworkURL60: "https://a.test/\(index)-60", artworkURL100: "https://a.test/\(index)-100")
    }

    func state(_ traits: TraitCollection = compact, capacity: Int = 3) -> AppState {
        var state = AppState(traits: traits, searchesAsYouType: true)
        _ = state.update(.layoutChanged(LayoutMetrics(traits: traits, listCapacity: capacity, gridColumns: 2,
                                                      gridPageSize: 4)))
        _ = state.update(.edit(.insert("song")))
        _ = state.update(.searchCompleted(generation: state.generation,
                                          .success(SearchAnswer(results: Self.results, origin: .store))))
        return state
    }

    @Test func theVisibleRowsThumbnails() {
        var state = state()
        #expect(state.wantedArtwork == ["https://a.test/0-60", "https://a.test/1-60", "https://a.test/2-60"])
        _ = state.update(.scrollList(by: 5))
        #expect(state.wantedArtwork == ["https://a.test/5-60", "https://a.test/6-60", "https://a.test/7-60"],
                "rows scrolled away are no longer wanted")
        _ = state.update(.toggleThumbnails)
        #expect(state.wantedArtwork.isEmpty, "without thumbnails the list wants none")
    }

    @Test func theDetailsPictureComesFirst() {
        var state = state()
        _ = state.update(.focus(.resultList))
        _ = state.update(.moveSelection(.down))
        _ = state.update(.activate)
        #expect(state.wantedArtwork.first == "https://a.test/1-100")
        #expect(state.wantedArtwork.count == 4)
        var split = self.state(TraitCollection(horizontal: .regular, vertical: .regular))
        _ = split.update(.focus(.resultList))
        #expect(split.wantedArtwork.first == "https://a.test/0-100", "the secondary pane's result")
    }

    @Test func theGridWantsItsPage() {
        var state = state(TraitCollection(horizontal: .compact, vertical: .compact))
        #expect(state.showsGrid)
        #expect(state.wantedArtwork == (0..<4).map { "https://a.test/\($0)-60" })
        _ = state.update(.showGridPage(2))
        #expect(state.wantedArtwork == ["https://a.test/8-60", "https://a.test/9-60"])
    }

    @Test func aNewSearchDropsTheOldPictures() {
        var state = state()
        _ = state.update(.edit(.insert("x")))
        _ = state.update(.searchCompleted(generation: state.generation, .success(SearchAnswer(results: [], origin: .store))))
        #expect(state.wantedArtwork.isEmpty)
    }
}
