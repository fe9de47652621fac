import Synchronization

/// Handles one item at a time, to the end: an item given while another is
/// being handled (a message dispatched by one of its effects) waits until
/// that one is done. Without it, an effect's answer on the same thread was
/// handled at once, and the effects still to come of the message before
/// ran against the state that answer made.
final class RunToCompletion<Item> {
    private var waiting: [Item] = []
    private var isRunning = false

    /// Handles `item` with `handle` now, or after the item being handled.
    func run(_ item: Item, _ handle: (Item) -> Void) {
        waiting.append(item)
        guard !isRunning else { return }
        isRunning = true
        defer { isRunning = false }
        while !waiting.isEmpty {
            handle(waiting.removeFirst())
        }
    }
}

/// Blocking work run one job at a time, in the order given, on the work
/// runner's threads: writes to the same state file (a search recorded, a
/// favourite marked then unmarked) land in the order they were asked, on
/// disk and in the answers that follow.
final class SerialWork: Sendable {
    private let runner: any WorkRunner
    private let jobs = Mutex<(waiting: [@Sendable () -> Void], isRunning: Bool)>(([], false))

    init(runner: any WorkRunner) {
        self.runner = runner
    }

    public func start(_ job: @escaping @Sendable () -> Void) {
        let startsRunner = jobs.withLock { jobs in
            jobs.waiting.append(job)
            guard !jobs.isRunning else { return false }
            jobs.isRunning = true
            return true
        }
        guard startsRunner else { return }
        runner.startBlocking { [self] in
            while let next = self.jobs.withLock({ jobs -> (@Sendable () -> Void)? in
                guard !jobs.waiting.isEmpty else {
                    jobs.isRunning = false
                    return nil
                }
                return jobs.waiting.removeFirst()
            }) {
                next()
            }
        }
    }
}
