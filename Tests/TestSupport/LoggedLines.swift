import Foundation

/// Lines a service logged, gathered across the threads it logs from.
public final class LoggedLines: @unchecked Sendable {
    private let lock = NSLock()
    private var lines: [String] = []

    public init() {}

    public func add(_ line: String) {
        lock.lock()
        lines.append(line)
        lock.unlock()
    }

    public var all: [String] {
        lock.lock()
        defer { lock.unlock() }
        return lines
    }
}
