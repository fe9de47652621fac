import StoreSearchItems
import StoreSearchModel
import TestSupport
import Testing

/// Order, filters, narrowing a live answer, history, favourites and saving,
/// as the model sees them: messages in, state and effects out.
@Suite struct ShapingUpdateTests {
    static let wide = TraitCollection(horizontal: .compact, vertical: .regular)

    /// A model of the live store: Enter searches, answers come when given.
    func live() -> ModelDriver {
        var driver = ModelDriver(AppState(traits: Self.wide, source: .store, searchesAsYouType: false))
        driver.send(.screen(.layoutChanged(LayoutMetrics(traits: Self.wide, listCapacity: 8))))
        driver.holdsSearches = true
        return driver
    }

    func answer(_ driver: inout ModelDriver, _ results: [SearchResult]) {
        let generation = driver.state.search.generation
        driver.send(
            .search(.completed(generation: generation, .success(SearchAnswer(results: results, origin: .store)))))
    }

    static let answer: [SearchResult] = [
        Fixtures.song(1, "Time", album: "The Dark Side of the Moon"),
        Fixtures.song(2, "Money", album: "The Dark Side of the Moon", price: "1.29"),
        Fixtures.song(3, "Time After Time", artist: "Cyndi Lauper", price: "0"),
        Fixtures.song(4, "Us and Them", album: "The Dark Side of the Moon"),
    ]

    @Test func typingAfterALiveAnswerNarrowsItWithoutAskingTheStore() {
        var driver = live()
        driver.type("pink")
        driver.send(.search(.submit))
        answer(&driver, Self.answer)
        // Best match first by default: the store's own order, kept.
        #expect(driver.names == ["Time", "Money", "Time After Time", "Us and Them"])
        let asked = driver.held.count
        driver.send(.screen(.focus(.searchField)))
        driver.send(.search(.edit(.moveToEnd)))
        driver.type(" ti")
        #expect(driver.held.count == asked, "no new request")
        #expect(driver.names == ["Time", "Time After Time"])
        #expect(driver.state.narrowing?.shown == 2 && driver.state.narrowing?.of == 4)
        driver.send(.search(.submit))
        #expect(driver.held.count == asked + 1, "Enter asks the store for the new words")
    }

    @Test func filtersAndOrderShapeALiveAnswerAtOnce() {
        var driver = live()
        driver.type("pink")
        driver.send(.search(.submit))
        answer(&driver, Self.answer)
        let asked = driver.held.count
        driver.send(.shape(.toggleFilter(.freeOnly)))
        #expect(driver.names == ["Time After Time"])
        driver.send(.shape(.clearFilters))
        driver.send(.shape(.cycleOrder))  // name
        driver.send(.shape(.cycleOrder))  // artist
        driver.send(.shape(.cycleOrder))  // price
        #expect(driver.state.shape.order == .price)
        #expect(driver.effects.contains(.rememberOrder(.price)))
        #expect(driver.held.count == asked, "the store is not asked again")
        #expect(driver.state.alerts.notice == .orderChanged(.price))
    }

    @Test func aLocalIndexIsAskedForTheOrderAndFilters() {
        var driver = ModelDriver(Self.wide)
        driver.type("t")
        driver.send(.shape(.toggleFilter(.kind(.app))))
        let request = driver.effects.compactMap { effect -> SearchRequest? in
            if case .search(let request, _) = effect { return request }
            return nil
        }.last
        #expect(request?.filter.kinds == [.app])
        driver.send(.shape(.cycleOrder))
        let ordered = driver.effects.compactMap { effect -> SearchRequest? in
            if case .search(let request, _) = effect { return request }
            return nil
        }.last
        #expect(ordered?.order == .name && ordered?.filter.kinds == [.app])
    }

    @Test func theHistoryIsWalkedAndGivesBackWhatWasBeingTyped() {
        var driver = ModelDriver(Self.wide)
        driver.state.history.entries = ["money", "time", "pink floyd"]
        driver.type("dr")
        driver.send(.history(.previous))
        #expect(driver.state.search.field.text == "money")
        driver.send(.history(.previous))
        driver.send(.history(.previous))
        driver.send(.history(.previous))
        #expect(driver.state.search.field.text == "pink floyd", "the oldest stays")
        driver.send(.history(.next))
        driver.send(.history(.next))
        driver.send(.history(.next))
        #expect(driver.state.search.field.text == "dr", "past the newest: what was being typed")
        #expect(driver.names.isEmpty, "and it was searched as typed")
    }

    @Test func runSearchesAreRecordedOnceNewestFirst() {
        var driver = ModelDriver(Self.wide)
        driver.state.history.entries = ["money", "time"]
        driver.type("time")
        driver.send(.search(.submit))
        #expect(driver.state.history.entries == ["time", "money"])
        #expect(driver.effects.contains(.recordSearch("time")))
        var off = ModelDriver(Self.wide)
        off.state.history.isEnabled = false
        off.type("time")
        off.send(.search(.submit))
        #expect(off.state.history.entries.isEmpty && !off.effects.contains(.recordSearch("time")))
    }

    @Test func ctrlRListsEarlierSearchesNewestFirstFilteredAsOneTypes() {
        var driver = ModelDriver(Self.wide)
        driver.state.history.entries = ["money", "pink floyd time", "time after time", "floyd"]
        driver.send(.history(.openPicker))
        #expect(driver.state.topOverlay == .historyList)
        #expect(driver.state.history.pickerMatches == [0, 1, 2, 3], "nothing typed: every search, newest first")
        for character in "fl" { driver.send(.history(.pickerEdit(.insert(String(character))))) }
        #expect(driver.state.history.pickerMatches == [1, 3])
        driver.send(.history(.pickerMove(by: 1)))
        driver.send(.history(.pickerMove(by: 5)))
        #expect(driver.state.history.picker?.selection == 1, "kept among the matches")
        driver.send(.history(.pickerChoose))
        #expect(driver.state.history.picker == nil && driver.state.overlays.isEmpty)
        #expect(driver.state.search.field.text == "floyd")
        #expect(driver.effects.contains(.recordSearch("floyd")), "it is run")
        driver.send(.history(.openPicker))
        driver.send(.history(.pickerEdit(.insert("zzz"))))
        #expect(driver.state.history.pickerMatches.isEmpty)
        driver.send(.history(.pickerChoose))
        #expect(driver.state.topOverlay == .historyList, "nothing to run: it stays")
        driver.send(.history(.closePicker))
        #expect(driver.state.search.field.text == "floyd", "Esc leaves the field as it was")
        #expect(driver.state.overlays.isEmpty)
    }

    @Test func theEmptyScreensRecentSearchesAreReachedByKeys() {
        var driver = ModelDriver(Self.wide)
        driver.state.history.entries = ["money", "time"]
        driver.send(.history(.moveRecent(by: 1)))
        driver.send(.history(.moveRecent(by: 1)))
        driver.send(.history(.moveRecent(by: 1)))
        #expect(driver.state.history.recentSelection == 1, "kept among those shown")
        driver.send(.search(.submit))
        #expect(driver.state.search.field.text == "time")
        #expect(driver.state.history.recentSelection == nil)
        #expect(driver.state.search.shownRequest?.term == "time")
    }

    @Test func favouritesAreMarkedShownAndUnmarked() {
        var driver = ModelDriver(Self.wide)
        driver.type("time")
        driver.send(.screen(.focus(.resultList)))
        let time = driver.state.selectedResult!
        driver.send(.shape(.toggleFavourite))
        #expect(driver.state.favourites.map(\.id) == [time.id])
        #expect(driver.effects.contains(.setFavourites([time], true)))
        driver.send(.shape(.toggleFavouritesView))
        #expect(driver.names == ["Time"])
        driver.send(.shape(.toggleFavourite))
        #expect(driver.state.favourites.isEmpty && driver.effects.contains(.setFavourites([time], false)))
        #expect(driver.state.results.isEmpty)
        driver.send(.shape(.toggleFavouritesView))
        #expect(driver.names == ["Time"], "back to the search's answer")
    }

    /// Issue 27: "Added to your favourites" was said when nothing was
    /// written (a full disk, a read-only folder). What is said, and the
    /// star, come from what the file holds after the write.
    @Test func whatIsSaidOfAFavouriteIsWhatWasWritten() {
        var driver = ModelDriver(Self.wide)
        driver.type("time")
        driver.send(.screen(.focus(.resultList)))
        let time = driver.state.selectedResult!
        driver.send(.shape(.toggleFavourite))
        #expect(driver.state.alerts.notice == nil, "nothing is said before the file answers")
        driver.send(
            .shape(
                .favouritesChanged(
                    StoredChange(items: [], failure: .system("No space left on device")), marked: true)))
        #expect(driver.state.favourites.isEmpty, "the star is gone: the file holds none")
        #expect(
            driver.state.alerts.notice
                == .file(.favouriteNotSaved(marked: true, .system("No space left on device"))))
        driver.send(.shape(.toggleFavourite))
        driver.send(.shape(.favouritesChanged(StoredChange(items: [time]), marked: true)))
        #expect(driver.state.favourites == [time] && driver.state.alerts.notice == .favourite(true))
        driver.send(.history(.notKept(.notAFile(.fifo))))
        #expect(driver.state.alerts.notice == .file(.historyNotKept(.notAFile(.fifo))))
    }

    @Test func savingAsksBeforeReplacingAFile() {
        var driver = ModelDriver(Self.wide)
        // The download folder, whole: never "./", the folder the program was started from.
        driver.state.session.exportFolder = "/home/me/Downloads"
        driver.type("time")
        driver.send(.export(.open))
        #expect(driver.state.topOverlay == .export)
        #expect(driver.state.exportSheet?.path.text == "/home/me/Downloads/storesearch-results.json")
        driver.send(.export(.toggleFormat))
        #expect(driver.state.exportSheet?.path.text == "/home/me/Downloads/storesearch-results.tsv")
        driver.send(.export(.save))
        #expect(
            driver.effects.last
                == .export(
                    driver.state.results, path: "/home/me/Downloads/storesearch-results.tsv", format: .tsv,
                    overwrite: false))
        driver.send(.export(.finished(.exists(path: "/home/me/storesearch-results.tsv"))))
        driver.send(.export(.save))
        #expect(
            driver.effects.last
                == .export(
                    driver.state.results, path: "/home/me/Downloads/storesearch-results.tsv", format: .tsv,
                    overwrite: true))
        driver.send(.export(.finished(.written(path: "/home/me/storesearch-results.tsv"))))
        #expect(
            driver.state.overlays.isEmpty && driver.state.alerts.notice == .exported("/home/me/storesearch-results.tsv")
        )
    }
}
