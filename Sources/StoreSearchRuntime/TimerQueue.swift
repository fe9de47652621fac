/// Things due at given times: the soonest first, equal times in the order
/// they were scheduled. Pure: the caller says what time it is.
public struct TimerQueue<Action> {
    private var entries: [(deadline: Duration, order: Int, action: Action)] = []
    private var scheduled = 0

    public init() {}

    public var isEmpty: Bool { entries.isEmpty }

    /// When the next action is due.
    public var nextDeadline: Duration? { entries.map(\.deadline).min() }

    public mutating func schedule(_ action: Action, at deadline: Duration) {
        scheduled += 1
        entries.append((deadline, scheduled, action))
    }

    /// Takes the actions due at `now`, in order.
    public mutating func takeDue(at now: Duration) -> [Action] {
        let due = entries.filter { $0.deadline <= now }.sorted { ($0.deadline, $0.order) < ($1.deadline, $1.order) }
        entries.removeAll { $0.deadline <= now }
        return due.map(\.action)
    }

    public mutating func removeAll(where shouldRemove: (Action) -> Bool) {
        entries.removeAll { shouldRemove($0.action) }
    }

    public func contains(where predicate: (Action) -> Bool) -> Bool {
        entries.contains { predicate($0.action) }
    }
}
