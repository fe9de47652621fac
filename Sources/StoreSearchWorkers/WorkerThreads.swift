import Foundation
import Synchronization

/// A few threads of our own that run the program's tasks:
/// `Task.detached(executorPreference: WorkerThreads.shared) { ... }`.
///
/// On Linux the global concurrent executor is libdispatch's worker pool,
/// whose first use also starts a timer that checks the pool once a second
/// for the rest of the process: an idle program would never be idle. These
/// threads wait at a `JobQueue` until there is work, so with nothing to do
/// the program uses no CPU at all. Actors called from such a task run here
/// too (a task's executor preference carries over), as do its child tasks.
///
/// Work that blocks for long (a catalog's first indexing, a child process)
/// belongs on a thread of its own (`OwnThread`), so that these stay free
/// for the short jobs: an answer to resume, a search to run.
public final class WorkerThreads: TaskExecutor, Sendable {
    public static let shared = WorkerThreads(count: 4, name: "storesearch worker")

    private let jobs = JobQueue<UnownedJob>()
    private struct Threads {
        /// The threads started, by `pthread_self()`.
        var started: Set<pthread_t> = []
        var starting = 0
        var idle = 0
    }
    private let threads = Mutex(Threads())
    private let count: Int
    private let name: String
    private let stackSize: Int?

    public init(count: Int, name: String, stackSize: Int? = nil) {
        self.count = max(1, count)
        self.name = name
        self.stackSize = stackSize
    }

    public func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        guard jobs.put(job) else {
            // Stopped: a job that still comes (a task's last step) gets a thread of its own.
            OwnThread.start(named: name, stackSize: stackSize) { [self] in
                job.runSynchronously(on: asUnownedTaskExecutor())
            }
            return
        }
        // Threads start on demand: a run that never searches starts none.
        let startsOne = threads.withLock { threads in
            guard threads.idle == 0, threads.started.count + threads.starting < count else { return false }
            threads.starting += 1
            return true
        }
        if startsOne {
            OwnThread.start(named: name, stackSize: stackSize) { [self] in
                threads.withLock { threads in
                    threads.starting -= 1
                    threads.started.insert(pthread_self())
                }
                work()
            }
        }
    }

    /// Lets the threads end once the jobs given so far are done (an
    /// executor made for a while, as a test's own thread is).
    public func stop() {
        jobs.close()
    }

    /// Whether the calling code runs on one of these threads.
    var isCurrent: Bool {
        threads.withLock { $0.started.contains(pthread_self()) }
    }

    private func work() {
        while true {
            threads.withLock { $0.idle += 1 }
            let job = jobs.take()
            threads.withLock { $0.idle -= 1 }
            guard let job else { return }
            job.runSynchronously(on: asUnownedTaskExecutor())
        }
    }
}

/// A thread of its own, for work that blocks for long: a child process
/// waited for, an index built, transfers driven. The only way this program
/// starts a thread.
public enum OwnThread {
    /// Starts `work` on a new thread named `name`; `niceness` above 0 makes
    /// it give way to the others (on Linux a nice value is a thread's own).
    @discardableResult
    public static func start(
        named name: String, stackSize: Int? = nil, niceness: Int32 = 0,
        _ work: @escaping @Sendable () -> Void
    ) -> Ending {
        let ending = Ending()
        let thread = Thread {
            // Named from within: a thread is named as its creator was until it renames itself.
            Thread.current.name = name
            if niceness != 0 { giveWay(niceness: niceness) }
            work()
            ending.ended.give(())
        }
        if let stackSize { thread.stackSize = stackSize }
        thread.start()
        return ending
    }

    /// Makes the calling thread give way to the others from now on: its
    /// nice value (its own, on Linux) raised to `niceness`, which an
    /// ordinary process cannot lower again.
    public static func giveWay(niceness: Int32) {
        setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, niceness)
    }

    /// A started thread's end, for whoever must wait for it.
    public final class Ending: Sendable {
        fileprivate let ended = Later<Void>()

        /// Waits until the thread's work has returned.
        public func wait() { ended.wait() }

        /// Waits until the thread's work has returned, until `deadline` at
        /// most; whether it returned.
        public func wait(before deadline: ContinuousClock.Instant) -> Bool { ended.wait(before: deadline) != nil }

        /// Whether its work has returned.
        public var hasEnded: Bool { ended.answer != nil }
    }
}
