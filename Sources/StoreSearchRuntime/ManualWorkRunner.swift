import Foundation
import StoreSearchWorkers
import Synchronization
import TerminalKit

/// Runs the program's background work when a test says: at once (the
/// default: a search answers before the next turn of the loop), or held
/// until `runHeld` (a search still under way while keys arrive).
public final class ManualWorkRunner: WorkRunner, @unchecked Sendable {
    private let held = Mutex<[@Sendable () -> Void]>([])
    /// Whether work waits for `runHeld` instead of running when started.
    public var holds = false

    public init() {}

    public func start(_ work: @escaping @Sendable () async -> Void) -> WorkHandle {
        let cancelled = Mutex(false)
        let job: @Sendable () -> Void = {
            guard !cancelled.withLock({ $0 }) else { return }
            Self.runToTheEnd(work)
        }
        if holds { held.withLock { $0.append(job) } } else { job() }
        return WorkHandle { cancelled.withLock { $0 = true } }
    }

    public func startBlocking(_ work: @escaping @Sendable () -> Void) {
        if holds { held.withLock { $0.append(work) } } else { work() }
    }

    /// Runs the work held so far, in the order it was started.
    public func runHeld() {
        let jobs = held.withLock { jobs in
            defer { jobs.removeAll() }
            return jobs
        }
        for job in jobs { job() }
    }

    public var heldCount: Int { held.withLock { $0.count } }

    /// Runs async work to its end on this thread's behalf, on the worker
    /// threads (the cooperative pool may be all busy waiting, as Swift
    /// Testing's tests are).
    private static func runToTheEnd(_ work: @escaping @Sendable () async -> Void) {
        let done = Mutex(false)
        Task.detached(executorPreference: WorkerThreads.shared) {
            await work()
            done.withLock { $0 = true }
        }
        while !done.withLock({ $0 }) { usleep(100) }
    }
}

extension Program where Backend == TestBackend {
    /// Turns the loop until nothing is left to do now: no queued event, no
    /// message, no timer due, no frame put off. Time does not move; tests
    /// move `ManualClock` themselves.
    public func runUntilIdle(maximumTurns: Int = 10_000) {
        var turns = 0
        repeat {
            step()
            turns += 1
        } while !state.isQuitting && turns < maximumTurns
            && (backend.hasQueuedEvents || hasQueuedInput || !mailbox.isEmpty
                || (nextWait().map { $0 <= .zero } ?? false))
    }
}
