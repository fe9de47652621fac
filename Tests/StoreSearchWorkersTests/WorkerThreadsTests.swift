import Foundation
import StoreSearchWorkers
import Testing

@testable import StoreSearchWorkers

@Suite(.timeLimit(.minutes(1))) struct WorkerThreadsTests {
    private actor Tally {
        var places: [Bool] = []
        func add(_ onWorker: Bool) { places.append(onWorker) }
    }

    /// A door one task waits at (blocking its thread) until another opens it.
    private final class Door: Sendable {
        private let opened = Later<Void>()

        func waitUntilOpen() {
            // (On a worker thread: the test is about a worker that blocks.)
            opened.wait()
        }

        func open() {
            opened.give(())
        }
    }

    @Test func tasksAndTheActorsTheyCallRunOnTheWorkers() async {
        let workers = WorkerThreads(count: 2, name: "test worker")
        let tally = Tally()
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<200 {
                group.addTask(executorPreference: workers) {
                    await tally.add(workers.isCurrent)
                }
            }
        }
        let places = await tally.places
        #expect(places.count == 200)
        #expect(places.allSatisfy { $0 }, "every task ran on one of the workers")
    }

    /// With one worker blocked, another runs the task that unblocks it.
    /// Were the blocked worker the only one, this would never end: the
    /// suite's time limit makes that a failure, not a hang.
    @Test func aBlockedWorkerDoesNotStopTheOthers() async {
        let workers = WorkerThreads(count: 2, name: "test worker")
        let door = Door()
        let waiting = Task.detached(executorPreference: workers) { () -> pthread_t in
            door.waitUntilOpen()
            return pthread_self()
        }
        let opener = await Task.detached(executorPreference: workers) { () -> (pthread_t, Bool) in
            door.open()
            return (pthread_self(), workers.isCurrent)
        }.value
        let waiter = await waiting.value
        #expect(opener.1, "the opener ran on a worker")
        #expect(pthread_equal(waiter, opener.0) == 0, "on another worker than the blocked one")
    }
}
