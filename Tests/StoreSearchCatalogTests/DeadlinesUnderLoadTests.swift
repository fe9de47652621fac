import Foundation
import StoreSearchCatalog
import StoreSearchFiles
import StoreSearchFormats
import StoreSearchItems
import StoreSearchMail
import StoreSearchModel
import StoreSearchOptions
import StoreSearchPrograms
import StoreSearchStore
import StoreSearchText
import StoreSearchWorkers
import Synchronization
import TestSupport
import Testing

/// The program's own deadlines hold while both cores index a catalog in
/// the same process, as when the interface starts on a big catalog and a
/// store search or a support mail is under way: the store's deadline is
/// kept by the transfers' thread, the mail command's by its own, never
/// behind the index's work.
@Suite(.timeLimit(.minutes(2))) struct DeadlinesUnderLoadTests {
    static let deadline = Duration.milliseconds(500)
    static let slack = Duration.seconds(1)

    /// Two threads that index a catalog of 20,000 items again and again
    /// until they are told to stop: both cores busy for exactly as long as
    /// the test needs them (a catalog indexed once would end when it ends,
    /// sooner on a quick machine, or go on after the test on a slow one).
    final class Indexing: Sendable {
        private final class Counts: Sendable {
            let stopping = Atomic<Bool>(false)
            /// The threads indexing now: each counts itself in before its
            /// first round and out after its last.
            let busy = Atomic<Int>(0)
        }
        private let counts = Counts()
        private let endings: [OwnThread.Ending]

        init() throws {
            let results = try StoreResponseDecoder.decode(try GeneratedCatalog.json(items: 20_000))
            let counts = self.counts
            endings = (0..<2).map { number in
                OwnThread.start(named: "test indexing \(number)") {
                    counts.busy.add(1, ordering: .relaxed)
                    while !counts.stopping.load(ordering: .relaxed) { _ = CatalogIndex(results) }
                    counts.busy.subtract(1, ordering: .relaxed)
                }
            }
        }

        /// How many of the two threads are indexing now.
        var busy: Int { counts.busy.load(ordering: .relaxed) }

        /// Waits until both threads index.
        func underWay() async -> Bool { await eventually { busy == 2 } }

        /// Stops both threads and waits for them (a round at most).
        func stop() async {
            counts.stopping.store(true, ordering: .relaxed)
            await onAThreadOfItsOwn {
                // (On a thread of the test's own, which waits for the indexing threads' end.)
                for ending in endings { ending.wait() }
            }
        }
    }

    @Test func aStoreSearchTimesOutInTimeWhileACatalogIsIndexed() async throws {
        let indexing = try await onAThreadOfItsOwn { try Indexing() }
        let listener = try SilentListener()
        let store = LiveStoreService(
            baseURL: "http://127.0.0.1:\(listener.port)/search", locale: StoreLocale(country: "US", lang: "en_us"),
            fetcher: HTTPFetcher(userAgent: "storesearch-tests"), cache: nil,
            limiter: RateLimiter(perMinute: 100), deadline: Self.deadline, log: { _ in })
        #expect(await indexing.underWay())
        let started = ContinuousClock.now
        // On the program's workers, where the interface's searches run.
        let result = await Task.detached(executorPreference: WorkerThreads.shared) {
            await store.search(SearchRequest(term: "queen", category: .all))
        }.value
        let elapsed = ContinuousClock.now - started
        #expect(indexing.busy == 2, "both threads indexed while the search waited")
        await indexing.stop()
        guard case .failure(.store(.timedOut)) = result else {
            Issue.record("expected a time-out, got \(result)")
            return
        }
        #expect(elapsed >= Self.deadline && elapsed < Self.deadline + Self.slack, "\(elapsed)")
    }

    @Test func aMailCommandTimesOutInTimeWhileACatalogIsIndexed() async throws {
        let indexing = try await onAThreadOfItsOwn { try Indexing() }
        let folder = Scratch.folder("mail")
        let command = folder.appendingPathComponent("hangs").path
        try Data("#!/bin/sh\nexec sleep 30\n".utf8).write(to: URL(fileURLWithPath: command))
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: command)
        #expect(await indexing.underWay())
        let started = ContinuousClock.now
        // On a thread of its own, as the program delivers.
        let result = await onAThreadOfItsOwn {
            MailTransport(executable: command, arguments: []).deliver("x", timeout: Self.deadline.inSeconds)
        }
        let elapsed = ContinuousClock.now - started
        #expect(indexing.busy == 2, "both threads indexed while the command ran")
        await indexing.stop()
        #expect(result?.reason.contains("did not finish") == true, "\(String(describing: result))")
        #expect(elapsed >= Self.deadline && elapsed < Self.deadline + Self.slack, "\(elapsed)")
    }
}
