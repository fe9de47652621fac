import Foundation

/// Runs a long stretch of work (seconds of building and searching a big
/// catalog) on a thread of its own, in the calling task.
///
/// Swift Testing runs tests on the few threads of the concurrency pool, one
/// per core: on a two-core machine two such tests would hold both, and every
/// other test would wait for them, its time limit running out. On a thread
/// of its own (a task executor the task prefers) the work leaves the pool
/// to the rest, and it is still the test's: its expectations are recorded
/// against it as anywhere else in its body.
public func onAThreadOfItsOwn<T>(_ work: () throws -> T) async rethrows -> T {
    let executor = OwnThreadExecutor()
    defer { executor.stop() }
    return try await withTaskExecutorPreference(executor) { try await onTheExecutor(work) }
}

/// A function that leaves its caller's executor: it runs on the task's
/// preferred one.
@concurrent private func onTheExecutor<T>(_ work: () throws -> T) async rethrows -> T {
    try work()
}

/// A task executor running its jobs one at a time on one thread.
private final class OwnThreadExecutor: TaskExecutor, @unchecked Sendable {
    private let condition = NSCondition()
    private var jobs: [UnownedJob] = []
    private var stopped = false

    init() {
        let thread = Thread { [self] in run() }
        thread.name = "test-own-thread"
        // Room for what the test builds on its stack, as on the main thread.
        thread.stackSize = 8 << 20
        thread.start()
    }

    func enqueue(_ job: UnownedJob) {
        condition.lock()
        jobs.append(job)
        condition.signal()
        condition.unlock()
    }

    func stop() {
        condition.lock()
        stopped = true
        condition.signal()
        condition.unlock()
    }

    private func run() {
        while true {
            condition.lock()
            while jobs.isEmpty && !stopped { condition.wait() }
            if jobs.isEmpty {
                condition.unlock()
                return
            }
            let job = jobs.removeFirst()
            condition.unlock()
            job.runSynchronously(on: asUnownedTaskExecutor())
        }
    }
}
