import StoreSearchModel
import TestSupport
import Testing

/// Issue 39: the history kept failed and empty searches. A search run
/// with Enter is kept once it has found something: at once when its answer
/// is on screen, when the answer comes when it is still under way, never
/// when it fails or finds nothing.
@Suite(.timeLimit(.minutes(1))) struct HistoryKeepingTests {
    static let wide = TraitCollection(horizontal: .compact, vertical: .regular)

    /// A model of the live store: Enter searches, answers come when given.
    private func live() -> ModelDriver {
        var driver = ModelDriver(AppState(traits: Self.wide, source: .store, searchesAsYouType: false))
        driver.send(.screen(.layoutChanged(LayoutMetrics(traits: Self.wide, listCapacity: 8))))
        driver.holdsSearches = true
        return driver
    }

    private func answer(_ driver: inout ModelDriver, _ result: Result<SearchAnswer, SearchFailure>) {
        driver.send(.search(.completed(generation: driver.state.search.generation, result)))
    }

    private func kept(_ driver: ModelDriver) -> [String] {
        driver.effects.compactMap {
            if case .recordSearch(let term) = $0 { term } else { nil }
        }
    }

    @Test func aStoreSearchIsKeptWhenItsAnswerFindsSomething() {
        var driver = live()
        driver.type("time")
        driver.send(.search(.submit))
        #expect(kept(driver).isEmpty && driver.state.history.entries.isEmpty, "not before it answers")
        answer(&driver, .success(SearchAnswer(results: [Fixtures.song(1, "Time")], origin: .store)))
        #expect(kept(driver) == ["time"] && driver.state.history.entries == ["time"])
    }

    @Test func aStoreSearchThatFindsNothingOrFailsIsNotKept() {
        var driver = live()
        driver.type("qeen")
        driver.send(.search(.submit))
        answer(&driver, .success(SearchAnswer(results: [], origin: .store, suggestion: "queen")))
        driver.send(.search(.edit(.killToStart)))
        driver.type("boom")
        driver.send(.search(.submit))
        answer(&driver, .failure(.store(.serverError(status: 500))))
        driver.send(.search(.submit))
        #expect(kept(driver).isEmpty && driver.state.history.entries.isEmpty)
    }

    @Test func aCatalogSearchIsKeptOnlyWhenItFoundSomething() {
        var driver = ModelDriver(Self.wide)
        driver.type("zzqqxxv")
        driver.send(.search(.submit))
        #expect(driver.state.search.phase == .noResults)
        driver.send(.search(.edit(.killToStart)))
        driver.type("time")
        driver.send(.search(.submit))
        #expect(kept(driver) == ["time"] && driver.state.history.entries == ["time"])
    }
}
