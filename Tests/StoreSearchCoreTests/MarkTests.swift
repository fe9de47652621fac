import StoreSearchItems
import StoreSearchModel
import StoreSearchText
import TestSupport
import Testing

/// Marks (issue 41): several results chosen to act on together, kept across
/// searches and pages, in the order marked; and storesearch pick's ends.
@Suite(.timeLimit(.minutes(1))) struct MarkTests {
    static let compact = TraitCollection(horizontal: .compact, vertical: .regular)

    func driver(pick: PickState? = nil) -> ModelDriver {
        var driver = ModelDriver(Self.compact, listCapacity: 8)
        driver.state.pick = pick
        return driver
    }

    func marked(_ driver: ModelDriver) -> [String] { driver.state.list.marks.map(\.name) }

    @Test func aMarkMovesOnAndMarksAreKeptInTheOrderMarked() {
        var driver = driver()
        driver.type("pink")
        #expect(driver.names == ["Money", "Time", "Pinkerton"])
        driver.send(.screen(.focus(.resultList)))
        driver.send(.command(.mark))
        #expect(marked(driver) == ["Money"])
        #expect(driver.state.list.selection == 1, "on to the next")
        driver.send(.command(.down))
        driver.send(.command(.mark))
        #expect(marked(driver) == ["Money", "Pinkerton"])
        #expect(driver.state.list.selection == 2, "the last stays the last")
        driver.send(.command(.markPrevious))
        #expect(marked(driver) == ["Money"], "the last, unmarked; then the one before")
        #expect(driver.state.list.selection == 1)
        driver.send(.command(.markPrevious))
        #expect(marked(driver) == ["Money", "Time"] && driver.state.list.selection == 0)
        driver.send(.command(.markPrevious))
        #expect(marked(driver) == ["Time"])
        // Not the order shown: the order marked.
        driver.send(.command(.markPrevious))
        #expect(marked(driver) == ["Time", "Money"])
    }

    @Test func marksOutliveANewSearchAPageAndTheWayBack() {
        var driver = driver()
        driver.type("time")
        driver.send(.screen(.focus(.resultList)))
        driver.send(.command(.mark))
        // A new search: Time is not among its results, and still marked.
        driver.send(.screen(.focus(.searchField)))
        driver.send(.search(.edit(.killToStart)))
        driver.type("track")
        #expect(driver.names == ["Track 2", "Track 10"])
        driver.send(.command(.down))
        driver.send(.list(.mark(forward: true)))
        #expect(marked(driver) == ["Time", "Track 2"])
        // An album's page: marked there too; back, every mark is there.
        driver.send(.search(.edit(.killToStart)))
        driver.type("money")
        driver.send(.screen(.focus(.resultList)))
        driver.send(.browse(.open(.album)))
        #expect(driver.state.browse.top != nil && driver.names.contains("Time"))
        let time = driver.state.results.firstIndex { $0.name == "Time" }!
        #expect(driver.state.isMarked(driver.state.results[time]), "a mark shows wherever its item is")
        driver.send(.list(.move(.first)))
        driver.send(.command(.mark))
        driver.send(.screen(.escape))
        #expect(driver.state.browse.top == nil)
        #expect(driver.state.list.marks.count == 3)
        driver.send(.command(.clearMarks))
        #expect(driver.state.list.marks.isEmpty)
    }

    @Test func pickAllowsMarksOnlyWithMultiAndAtMostItsLimit() {
        var one = driver(pick: PickState(markLimit: nil))
        one.type("pink")
        one.send(.command(.mark))
        #expect(one.state.list.marks.isEmpty)
        #expect(one.state.alerts.notice == .unavailable(HelpPhrase.marksNeedMulti.words))

        var two = driver(pick: PickState(markLimit: 2))
        two.type("pink")
        #expect(two.state.list.selection == 0, "in pick the first result is selected from the field")
        two.send(.command(.mark))
        two.send(.command(.mark))
        #expect(marked(two) == ["Money", "Time"] && two.state.list.selection == 2)
        two.send(.command(.mark))
        #expect(marked(two) == ["Money", "Time"], "no third")
        #expect(two.state.alerts.notice == .markLimit(2))
        #expect(two.state.list.selection == 2, "the selection stays on what was not marked")
        two.send(.command(.markPrevious))
        #expect(marked(two) == ["Money", "Time"], "still refused")
        two.send(.list(.move(.first)))
        two.send(.command(.mark))
        #expect(marked(two) == ["Time"], "unmarking works at the limit")
    }

    @Test func pickChoosesTheMarksElseTheSelectedResult() {
        var marks = driver(pick: PickState(markLimit: 10))
        marks.type("pink")
        marks.send(.command(.down))
        marks.send(.command(.mark))
        marks.send(.list(.move(.first)))
        marks.send(.command(.mark))
        marks.send(.command(.accept))
        #expect(marks.state.pick?.chosen?.map(\.name) == ["Time", "Money"])
        #expect(marks.state.isQuitting)
        #expect(marks.effects.contains(.recordSearch("pink")), "the words are kept in the history")

        var first = driver(pick: PickState(markLimit: nil))
        first.type("pink")
        first.send(.command(.accept))
        #expect(first.state.pick?.chosen?.map(\.name) == ["Money"])
    }

    @Test func pickSearchesWordsNotSearchedYetBeforeChoosing() {
        var driver = ModelDriver(AppState(traits: Self.compact, source: .store, searchesAsYouType: false))
        driver.send(.screen(.layoutChanged(LayoutMetrics(traits: Self.compact, listCapacity: 8))))
        driver.state.pick = PickState(markLimit: nil)
        driver.type("time")
        driver.send(.command(.accept))
        #expect(driver.state.pick?.chosen == nil && !driver.state.isQuitting, "Enter searched")
        #expect(driver.state.focus == .searchField, "and the field kept focus, as fzf's does")
        #expect(driver.names.first == "Time")
        driver.send(.command(.accept))
        #expect(driver.state.pick?.chosen?.map(\.name) == ["Time"])
    }

    @Test func escapeInPicksFieldEndsItWithNothingChosenAfterEveryLevel() {
        var driver = driver(pick: PickState(markLimit: nil))
        driver.type("money")
        driver.send(.screen(.focus(.resultList)))
        driver.send(.browse(.open(.album)))
        driver.send(.command(.close))
        #expect(driver.state.browse.top == nil && !driver.state.isQuitting, "the page went back first")
        driver.send(.command(.close))
        #expect(driver.state.focus == .searchField && !driver.state.isQuitting, "then to the field")
        driver.send(.command(.close))
        #expect(driver.state.isQuitting && driver.state.pick?.chosen == [])

        var interface = self.driver()
        interface.send(.command(.close))
        #expect(!interface.state.isQuitting && interface.state.alerts.notice == .escapeDoesNotQuit)
    }

    @Test func favouriteCopyAndSaveActOnEveryMark() {
        var driver = driver()
        driver.type("things")
        driver.send(.screen(.focus(.resultList)))
        driver.send(.command(.mark))
        driver.send(.search(.edit(.killToStart)))
        driver.type("emma")
        driver.send(.screen(.focus(.resultList)))
        driver.send(.command(.mark))
        let marks = driver.state.list.marks
        #expect(driver.state.label(of: .copyLink).english == "Copy the link: 2 marked")
        driver.send(.command(.copyLink))
        #expect(
            driver.effects.last
                == .copyToClipboard("https://apps.apple.com/things\nhttps://www.gutenberg.org/ebooks/158"))
        driver.send(
            .detail(.copied("https://apps.apple.com/things\nhttps://www.gutenberg.org/ebooks/158", delivered: true)))
        #expect(driver.state.alerts.notice == .linksCopied(2))
        driver.send(.command(.favourite))
        #expect(driver.effects.last == .setFavourites(marks, true))
        #expect(driver.state.favourites == marks)
        #expect(driver.state.label(of: .favourite).english == "Unmark favourite: 2 marked")
        driver.send(.shape(.favouritesChanged(StoredChange(items: marks), marked: true, count: 2)))
        #expect(driver.state.alerts.notice == .favourite(true, count: 2))
        driver.send(.command(.saveResults))
        driver.send(.export(.save))
        guard case .export(let saved, _, _, _)? = driver.effects.last else {
            Issue.record("Save Results saved nothing")
            return
        }
        #expect(saved == marks, "the marks, not the one result shown")
    }

    @Test func copyingMarksWithoutLinksSaysSo() {
        var driver = driver()
        driver.type("time")
        driver.send(.screen(.focus(.resultList)))
        driver.send(.command(.mark))
        driver.send(.command(.copyLink))
        #expect(driver.state.alerts.notice == .unavailable(HelpPhrase.noMarkedLink.words))
        #expect(!driver.effects.contains { if case .copyToClipboard = $0 { true } else { false } })
    }

    @Test func acceptOutsidePickSaysWhere() {
        var driver = driver()
        driver.type("pink")
        #expect(driver.state.availability(of: .accept) == .unavailable(HelpPhrase.onlyInPick.words))
        #expect(InputLimits.marks == driver.state.markLimit)
    }
}
