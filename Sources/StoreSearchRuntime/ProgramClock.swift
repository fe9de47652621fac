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

/// Time that moves only when a test moves it (or, with `tick`, a little
/// each time it is read, as work takes time).
public final class ManualClock: ProgramClock {
    private let time = Mutex<Duration>(.zero)
    private let step = Mutex<Duration>(.zero)

    public init() {}

    public var now: Duration {
        let tick = self.tick
        return time.withLock { now in
            defer { now += tick }
            return now
        }
    }

    /// How far each reading of `now` moves the clock on (zero: it stays put).
    public var tick: Duration {
        get { step.withLock { $0 } }
        set { step.withLock { $0 = newValue } }
    }

    public func advance(by duration: Duration) {
        time.withLock { $0 += duration }
    }
}
