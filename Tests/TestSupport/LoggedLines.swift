import Synchronization

/// Lines a service logged, gathered across the threads it logs from.
public final class LoggedLines: Sendable {
    private let lines = Mutex<[String]>([])

    public init() {}

    public func add(_ line: String) {
        lines.withLock { $0.append(line) }
    }

    public var all: [String] { lines.withLock { $0 } }
}
