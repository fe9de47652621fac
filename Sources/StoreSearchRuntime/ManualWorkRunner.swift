import Foundation
import StoreSearchWorkers
import Synchronization
import TerminalKit

/// Runs the program's background work when a test says: at once (the
/// default: a search answers before the next turn of the loop), or held
/// until `runHeld` (a search still under way while keys arrive).
public final class ManualWorkRunner: WorkRunner, Sendable {
    private let held = Mutex<[@Sendable () -> Void]>([])
    private let holding = Atomic<Bool>(false)

    /// Whether work waits for `runHeld` instead of running when started.
    public var holds: Bool {
        get { holding.load(ordering: .relaxed) }
        set { holding.store(newValue, ordering: .relaxed) }
    }

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

    /// Runs async work to its end on the calling thread: its jobs (the
    /// task, the actors it calls, each step after an await) are run here in
    /// turn until it is done. The thread only waits while the work waits for
    /// something outside it, and never spins.
    private static func runToTheEnd(_ work: @escaping @Sendable () async -> Void) {
        let executor = CallingThreadExecutor()
        let done = Later<Void>()
        Task.detached(executorPreference: executor) {
            await work()
            done.give(())
        }
        executor.run(until: done)
    }
}

/// A task executor whose jobs are run by the thread that waits for the work.
private final class CallingThreadExecutor: TaskExecutor, Sendable {
    private let jobs = JobQueue<UnownedJob>()

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        // Once the work is done nobody runs these jobs here: a task it left
        // behind goes on on the program's workers.
        guard jobs.put(job) else {
            return job.runSynchronously(on: WorkerThreads.shared.asUnownedTaskExecutor())
        }
    }

    func run(until done: Later<Void>) {
        while done.answer == nil, let job = jobs.take() {
            job.runSynchronously(on: asUnownedTaskExecutor())
        }
        jobs.close()
        while let job = jobs.takeIfAny() { job.runSynchronously(on: asUnownedTaskExecutor()) }
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
