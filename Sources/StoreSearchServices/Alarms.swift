import Foundation

/// Actions run after a delay, by one thread that sleeps until the next is
/// due (and not at all when none is): libdispatch's timers would start its
/// worker pool, and with it a check once a second for the rest of the
/// process. Used for backstops, which are rare, usually taken back, and
/// need no precision.
final class Alarms: @unchecked Sendable {
    static let shared = Alarms()

    typealias Alarm = Int

    private let condition = NSCondition()
    private var pending: [Alarm: (due: ContinuousClock.Instant, action: @Sendable () -> Void)] = [:]
    private var lastAlarm = 0
    private var started = false

    /// Runs `action` on the alarm thread once `delay` has passed, unless
    /// the alarm is cancelled first.
    func after(_ delay: Duration, _ action: @escaping @Sendable () -> Void) -> Alarm {
        condition.lock()
        defer { condition.unlock() }
        lastAlarm += 1
        pending[lastAlarm] = (ContinuousClock.now + delay, action)
        if started {
            condition.signal()
        } else {
            started = true
            Thread.detachNewThread { [unowned self] in
                Thread.current.name = "storesearch alarms"
                run()
            }
        }
        return lastAlarm
    }

    /// Takes an alarm back; nothing happens if it has gone off.
    func cancel(_ alarm: Alarm) {
        condition.lock()
        // The thread sleeps until the next alarm due: told, it sleeps on
        // until the one after (or for good), rather than waking for nothing.
        if pending.removeValue(forKey: alarm) != nil { condition.signal() }
        condition.unlock()
    }

    private func run() {
        condition.lock()
        while true {
            let now = ContinuousClock.now
            let due = pending.filter { $0.value.due <= now }
            guard due.isEmpty else {
                for key in due.keys { pending[key] = nil }
                condition.unlock()
                for alarm in due.values { alarm.action() }
                condition.lock()
                continue
            }
            if let next = pending.values.map(\.due).min() {
                _ = condition.wait(until: Date(timeIntervalSinceNow: (next - now).inSeconds))
            } else {
                condition.wait()
            }
        }
    }
}
