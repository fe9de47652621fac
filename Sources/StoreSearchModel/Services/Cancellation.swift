import Synchronization

/// A flag one thread raises and another checks: stops blocking work under
/// way (a mail command being fed) when the program is quitting.
public final class Cancellation: Sendable {
    private let cancelled = Atomic<Bool>(false)

    public init() {}

    public var isCancelled: Bool { cancelled.load(ordering: .acquiring) }

    public func cancel() {
        cancelled.store(true, ordering: .releasing)
    }
}
