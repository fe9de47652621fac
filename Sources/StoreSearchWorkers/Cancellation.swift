import Foundation

/// A flag one thread raises and another checks: stops blocking work under
/// way (a mail command being fed) when the program is quitting.
public final class Cancellation: @unchecked Sendable {
    private let lock = NSLock()
    private var cancelled = false

    public init() {}

    public var isCancelled: Bool { lock.withLock { cancelled } }

    public func cancel() {
        lock.withLock { cancelled = true }
    }
}
