import Foundation
import StoreSearchItems
import StoreSearchModel
import StoreSearchUI
import StoreSearchWorkers
import Synchronization
import TerminalKit
import TestSupport
import Testing

@testable import StoreSearchRuntime

/// Issue 30's correctness smells in the program's plumbing, each with the
/// behaviour the old code got wrong.
@Suite(.timeLimit(.minutes(1))) struct ProgramPlumbingTests {
    /// A message dispatched by an effect waits until the effects of the
    /// message before are all carried out: they run against the state
    /// their own message made. (The old dispatch recursed: the nested
    /// message's effects ran between the outer ones.)
    @Test func aMessageFromAnEffectWaitsForTheEffectsBeforeIt() {
        let messages = RunToCompletion<String>()
        var done: [String] = []
        func handle(_ message: String) {
            for effect in ["\(message).1", "\(message).2"] {
                done.append(effect)
                if effect == "A.1" { messages.run("B", handle) }
            }
        }
        messages.run("A", handle)
        #expect(done == ["A.1", "A.2", "B.1", "B.2"])
    }

    /// Favourites as a file, its first write slow (a busy disk).
    final class SlowFavourites: FavouritesService, Sendable {
        let items = Mutex<[SearchResult]>([])
        let calls = Mutex(0)
        let finished = Mutex(0)

        func load() -> StoredList<SearchResult> { StoredList(items: []) }

        func set(_ results: [SearchResult], favourite: Bool) -> StoredChange<SearchResult> {
            let result = results[0]
            let call = calls.withLock { calls in
                calls += 1
                return calls
            }
            // (On the program's worker thread, as a slow disk would hold it.)
            if call == 1 { Thread.sleep(forTimeInterval: 0.2) }
            let now = items.withLock { items in
                items.removeAll { $0.identity == result.identity }
                if favourite { items.insert(result, at: 0) }
                return items
            }
            finished.withLock { $0 += 1 }
            return StoredChange(items: now)
        }
    }

    /// Mark, then unmark at once: each write started a thread of its own,
    /// and the second could land first, leaving the item marked in the
    /// file and on screen. State-file writes now run one at a time, in order.
    @Test func aFavouriteMarkedAndUnmarkedQuicklyEndsUnmarked() async throws {
        let backend = TestBackend(size: Size(columns: 80, rows: 24))
        let favourites = SlowFavourites()
        let services = ProgramServices(
            search: CatalogStandIn(), openURL: { _ in false }, mail: NoMail(), work: ThreadedWorkRunner(),
            log: { _ in }, favourites: favourites)
        let program = Program(
            state: AppState(traits: SizeClassThresholds.standard.traits(for: backend.size), searchesAsYouType: true),
            backend: backend, services: services,
            context: RenderContext(localizer: Localizer(language: .english)))
        program.start()
        let item = Fixtures.song(1, "Time")
        program.dispatch(.shape(.favouritesChanged(StoredChange(items: []), marked: false)))
        program.dispatch(.screen(.focus(.resultList)))
        // Marked and unmarked as two quick Alt-M would, the item selected.
        program.perform(.setFavourites([item], true))
        program.perform(.setFavourites([item], false))
        let answered = await eventually {
            program.runUntilIdle()
            return favourites.finished.withLock({ $0 }) == 2 && program.mailbox.isEmpty && !backend.hasQueuedEvents
        }
        try #require(answered, "both writes answered")
        program.runUntilIdle()
        #expect(favourites.items.withLock { $0 }.isEmpty, "the file ends as the last key left it")
        #expect(program.state.favourites.isEmpty, "and so does the screen")
        #expect(program.state.alerts.notice == .favourite(false))
    }

    /// storesearch pick ends on Enter at once: a favourite made just before
    /// was lost when its write (on a thread of its own) had not ended yet.
    /// Finishing waits for the writes under way.
    @Test func finishingWaitsForTheFavouritesWriteUnderWay() async throws {
        let backend = TestBackend(size: Size(columns: 80, rows: 24))
        let favourites = SlowFavourites()
        let services = ProgramServices(
            search: CatalogStandIn(), openURL: { _ in false }, mail: NoMail(), work: ThreadedWorkRunner(),
            log: { _ in }, favourites: favourites)
        let program = Program(
            state: AppState(traits: SizeClassThresholds.standard.traits(for: backend.size), searchesAsYouType: true),
            backend: backend, services: services,
            context: RenderContext(localizer: Localizer(language: .english)))
        program.start()
        program.perform(.setFavourites([Fixtures.song(1, "Time")], true))
        await onAThreadOfItsOwn { program.finish() }
        #expect(favourites.finished.withLock { $0 } == 1, "the slow write ended before the program did")
    }

    /// Quitting waits for a mail command on the program's (monotonic)
    /// clock: the old deadline was `Date()`, which a clock set back moves.
    @Test func quittingWaitsForTheMailCommandOnTheProgramsClock() async throws {
        let clock = ManualClock()
        let delivery = MailDelivery(clock: clock)
        let returned = Mutex(false)
        OwnThread.start(named: "test quitting") {
            delivery.cancelAndWait()
            returned.withLock { $0 = true }
        }
        try await Task.sleep(for: .milliseconds(200))
        #expect(!returned.withLock { $0 }, "the command has not ended and no time has passed")
        clock.advance(by: MailDelivery.patience)
        #expect(
            await eventually(within: .seconds(2)) { returned.withLock { $0 } },
            "the wait ended when the program's clock said so")
    }
}

/// A search service that answers nothing.
private struct CatalogStandIn: SearchService {
    let searchesAsYouType = true
    func search(_ request: SearchRequest) async -> Result<SearchAnswer, SearchFailure> {
        .success(SearchAnswer(results: [], origin: .catalog))
    }
    func lookup(_ request: LookupRequest) async -> Result<SearchAnswer, SearchFailure> {
        .success(SearchAnswer(results: [], origin: .catalog))
    }
}

/// Mail that goes nowhere.
private struct NoMail: MailService {
    func save(_ draft: MailDraft, replacing path: String?) -> Result<String, DraftFailure> { .success("/d/1.eml") }
    func send(_ draft: MailDraft, cancellation: Cancellation) -> MailOutcome { .sent }
    func findUnsent() -> UnsentDraft? { nil }
    func delete(_ path: String) {}
}
