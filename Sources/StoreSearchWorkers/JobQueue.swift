import Dispatch
import Synchronization

/// Values handed from threads to a thread that waits for them, first in,
/// first out: the one way a thread of this program waits for work (the
/// workers' jobs, the index writer's sections, the transfers' requests).
///
/// The values sit behind a `Mutex`; a semaphore counts them, so a thread
/// with nothing to take sleeps in the kernel until there is something (no
/// polling, no timer). `Later` is the same for a single answer.
public final class JobQueue<Element: Sendable>: Sendable {
    private struct Contents: ~Copyable {
        var elements: [Element] = []
        /// Where the next element to take is in `elements` (taken from the
        /// front without shifting the rest).
        var next = 0
        var isClosed = false

        mutating func takeFirst() -> Element? {
            guard next < elements.count else { return nil }
            let element = elements[next]
            next += 1
            if next == elements.count {
                elements.removeAll(keepingCapacity: true)
                next = 0
            } else if next >= 1024 && next * 2 >= elements.count {
                elements.removeFirst(next)
                next = 0
            }
            return element
        }
    }

    private let contents = Mutex(Contents())
    /// One signal for each element put in; one more when the queue closes,
    /// which every taker that finds it closed and empty passes on.
    private let available = DispatchSemaphore(value: 0)

    public init() {}

    /// Puts `element` at the end; false (and nothing put) once the queue is closed.
    @discardableResult
    public func put(_ element: Element) -> Bool {
        let accepted = contents.withLock { contents in
            guard !contents.isClosed else { return false }
            contents.elements.append(element)
            return true
        }
        if accepted { available.signal() }
        return accepted
    }

    /// Takes the first element, waiting as long as it takes for one; nil
    /// once the queue is closed and empty.
    public func take() -> Element? {
        available.wait()
        return takeSignalled()
    }

    /// What `take(before:)` found.
    public enum Taken {
        case element(Element)
        case timedOut
        case closed
    }

    /// Takes the first element, waiting until `deadline` at most.
    public func take(before deadline: ContinuousClock.Instant) -> Taken {
        let left = max(.zero, deadline - ContinuousClock.now)
        let (seconds, attoseconds) = left.components
        let nanoseconds =
            Int(min(seconds, Int64(Int.max / 1_000_000_000 - 1))) * 1_000_000_000
            + Int(attoseconds / 1_000_000_000)
        guard available.wait(timeout: .now() + .nanoseconds(nanoseconds)) == .success else { return .timedOut }
        return takeSignalled().map(Taken.element) ?? .closed
    }

    /// Takes the first element if there is one now, without waiting.
    public func takeIfAny() -> Element? {
        guard available.wait(timeout: .now()) == .success else { return nil }
        return takeSignalled()
    }

    /// Takes no more: what is in it can still be taken, then takers get nil.
    public func close() {
        let closes = contents.withLock { contents in
            defer { contents.isClosed = true }
            return !contents.isClosed
        }
        if closes { available.signal() }
    }

    /// How many elements wait to be taken.
    public var count: Int { contents.withLock { $0.elements.count - $0.next } }

    /// After a signal: the element it stood for, or nil for the closing
    /// one, which is passed on to the next taker.
    private func takeSignalled() -> Element? {
        guard let element = contents.withLock({ $0.takeFirst() }) else {
            available.signal()
            return nil
        }
        return element
    }
}

/// One answer that one thread gives and others wait for (a thread's
/// outcome, a hash made beside other work): set once, read any number of
/// times. Built as `JobQueue` is.
public final class Later<Value: Sendable>: Sendable {
    private let value = Mutex<Value?>(nil)
    private let given = DispatchSemaphore(value: 0)

    public init() {}

    /// Gives the answer; later calls are ignored.
    public func give(_ answer: Value) {
        let first = value.withLock { value in
            guard value == nil else { return false }
            value = answer
            return true
        }
        if first { given.signal() }
    }

    /// The answer, waiting for it as long as it takes.
    public func wait() -> Value {
        if let answer = value.withLock({ $0 }) { return answer }
        given.wait()
        // Passed on, for the next thread that waits.
        given.signal()
        return value.withLock { $0! }
    }

    /// The answer, waiting for it until `deadline` at most; nil when it was not given by then.
    public func wait(before deadline: ContinuousClock.Instant) -> Value? {
        if let answer = value.withLock({ $0 }) { return answer }
        guard given.wait(timeout: .now() + DispatchTimeInterval(deadline - ContinuousClock.now)) == .success else {
            return nil
        }
        given.signal()
        return value.withLock { $0 }
    }

    /// The answer if it was given.
    public var answer: Value? { value.withLock { $0 } }
}

extension DispatchTimeInterval {
    /// A duration as a wait's interval: none when it is not positive, whole
    /// nanoseconds otherwise (a century at most).
    init(_ duration: Duration) {
        let (seconds, attoseconds) = max(.zero, duration).components
        self = .nanoseconds(Int(min(seconds, 3_153_600_000)) * 1_000_000_000 + Int(attoseconds / 1_000_000_000))
    }
}

/// A value that is not `Sendable` (a part of an index a thread built)
/// handed once from the thread that made it to the thread that uses it
/// next. `@unchecked Sendable` because the value itself cannot be checked:
/// it is touched by the giver only before `give` and by the taker only
/// after `take`'s wait, which the semaphore inside `Later` orders; `give`
/// is allowed once and `take` gives the value once.
public final class Handover<Value>: @unchecked Sendable {
    private var value: Value?
    private let given = Later<Void>()
    private let taken = Atomic<Bool>(false)

    public init() {}

    /// Hands `value` over; the giver must not touch it again.
    public func give(_ value: Value) {
        precondition(given.answer == nil, "a handover is given once")
        self.value = value
        given.give(())
    }

    /// The value, once given (waiting for it); nil after it was taken.
    public func take() -> Value? {
        given.wait()
        guard !taken.exchange(true, ordering: .acquiringAndReleasing) else { return nil }
        defer { value = nil }
        return value
    }
}
