import Synchronization

/// The program's time: how long since it started, monotonic. The real one
/// for the terminal; one the tests move themselves, so every timing policy
/// (the Esc delay, throttled drawing, held keys, notices, the spinner) is
/// tested without waiting.
public protocol ProgramClock: Sendable {
    var now: Duration { get }
}

/// Time as it passes.
public struct SystemClock: ProgramClock {
    private let origin = ContinuousClock.now

    public init() {}

    public var now: Duration { ContinuousClock.now - origin }
}

/// Time that moves only when a test moves it.
public final class ManualClock: ProgramClock {
    private let time = Mutex<Duration>(.zero)

    public init() {}

    public var now: Duration { time.withLock { $0 } }

    public func advance(by duration: Duration) {
        time.withLock { $0 += duration }
    }
}
