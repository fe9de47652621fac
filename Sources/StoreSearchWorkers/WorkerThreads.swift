import Foundation

/// A few threads of our own that run the program's tasks:
/// `Task.detached(executorPreference: WorkerThreads.shared) { ... }`.
///
/// On Linux the global concurrent executor is libdispatch's worker pool,
/// whose first use also starts a timer that checks the pool once a second
/// for the rest of the process: an idle program would never be idle. These
/// threads sleep on a condition until there is work, so with nothing to do
/// the program uses no CPU at all. Actors called from such a task run here
/// too (a task's executor preference carries over), as do its child tasks.
///
/// Work that blocks (a catalog's first indexing, a picture's decoding) is
/// fine: up to `count` tasks run at once and the rest wait their turn.
public final class WorkerThreads: TaskExecutor, @unchecked Sendable {
    public static let shared = WorkerThreads(count: 4, name: "storesearch worker")

    private let condition = NSCondition()
    private var jobs: [UnownedJob] = []
    /// Where the next job to run is in `jobs` (taken from the front without shifting).
    private var next = 0
    /// The threads started, by `pthread_self()`.
    private var threads: Set<pthread_t> = []
    private var idleThreads = 0
    private var startedThreads = 0
    private let count: Int
    private let name: String

    public init(count: Int, name: String) {
        self.count = max(1, count)
        self.name = name
    }

    /// Runs `work` on a thread of its own, for work that blocks for long
    /// (a child process, a file to write and sync): the few workers stay free.
    public static func detachThread(_ work: @escaping @Sendable () -> Void) {
        Thread.detachNewThread(work)
    }

    public func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        condition.lock()
        jobs.append(job)
        if idleThreads > 0 {
            condition.signal()
        } else if startedThreads < count {
            // Threads start on demand: a run that never searches starts none.
            startedThreads += 1
            Thread.detachNewThread { [unowned self] in
                // Named from within: a thread is named as its creator was until it renames itself.
                Thread.current.name = name
                condition.lock()
                threads.insert(pthread_self())
                condition.unlock()
                work()
            }
        }
        condition.unlock()
    }

    /// Whether the calling code runs on one of these threads.
    var isCurrent: Bool {
        condition.lock()
        defer { condition.unlock() }
        return threads.contains(pthread_self())
    }

    private func work() {
        while true {
            condition.lock()
            while next == jobs.count {
                idleThreads += 1
                condition.wait()
                idleThreads -= 1
            }
            let job = jobs[next]
            next += 1
            if next == jobs.count {
                jobs.removeAll(keepingCapacity: true)
                next = 0
            } else if next >= 1024 && next * 2 >= jobs.count {
                jobs.removeFirst(next)
                next = 0
            }
            condition.unlock()
            job.runSynchronously(on: asUnownedTaskExecutor())
        }
    }
}
