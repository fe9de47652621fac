import StoreSearchWorkers

/// Runs a long stretch of work (seconds of building and searching a big
/// catalog, a child process waited for) on a thread of its own, in the
/// calling task.
///
/// Swift Testing runs tests on the few threads of the concurrency pool, one
/// per core: on a two-core machine two tests that block would hold both,
/// and the others' answers (a deadline's timer, a resumed await) would wait
/// for them. On a thread of its own (a task executor the task prefers) the
/// work leaves the pool to the rest, and it is still the test's: its
/// expectations are recorded against it as anywhere else in its body.
/// (Its stack has room for what a test builds on it, as the main thread's.)
public func onAThreadOfItsOwn<T>(_ work: () throws -> T) async rethrows -> T {
    let executor = WorkerThreads(count: 1, name: "test-own-thread", stackSize: 8 << 20)
    defer { executor.stop() }
    return try await withTaskExecutorPreference(executor) { try await onTheExecutor(work) }
}

/// A function that leaves its caller's executor: it runs on the task's
/// preferred one.
@concurrent private func onTheExecutor<T>(_ work: () throws -> T) async rethrows -> T {
    try work()
}

/// Runs `work(0)`, …, `work(count - 1)` at once, each on a thread of its
/// own (two copies of the program writing one file, say), and waits for
/// all of them without holding a thread of the concurrency pool.
public func onThreadsOfTheirOwn(_ count: Int, _ work: @escaping @Sendable (Int) -> Void) async {
    await withTaskGroup(of: Void.self) { group in
        for number in 0..<count {
            group.addTask { await onAThreadOfItsOwn { work(number) } }
        }
    }
}
