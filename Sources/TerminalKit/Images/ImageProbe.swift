/// The start-up detection as it goes: the queries sent, the answers
/// gathered, the decision once Primary DA answers or the deadline passes.
/// Pure (time is handed in), so a backend in memory runs it as the real
/// one does. Answers that come after the decision change nothing.
public struct ImageProbe: Hashable, Sendable {
    public let request: ImageRequest
    public let hints: ImageHints
    public private(set) var reports: [TerminalReport] = []
    public private(set) var decision: ImageDecision
    /// When the queries were sent, on the caller's clock.
    private let sentAt: Duration

    /// Starts detection at `now`; `asks` says whether the queries
    /// (`ImageDetection.queries`) must be sent.
    public init(request: ImageRequest, hints: ImageHints, now: Duration) {
        self.request = request
        self.hints = hints
        sentAt = now
        decision = ImageDetection.decide(
            request, hints: hints, reports: [], finished: !ImageDetection.asks(request, hints: hints))
    }

    public var asks: Bool { ImageDetection.asks(request, hints: hints) }

    /// How long until the deadline, while undecided.
    public func remaining(at now: Duration) -> Duration? {
        decision.isFinal ? nil : max(.zero, sentAt + ImageDetection.deadline - now)
    }

    /// Takes an answer; returns whether the decision changed.
    public mutating func receive(_ report: TerminalReport, at now: Duration) -> Bool {
        guard !decision.isFinal else { return false }
        reports.append(report)
        return update(finished: now - sentAt >= ImageDetection.deadline)
    }

    /// Decides without the missing answers once the deadline has passed;
    /// returns whether the decision changed.
    public mutating func checkDeadline(at now: Duration) -> Bool {
        guard !decision.isFinal, now - sentAt >= ImageDetection.deadline else { return false }
        return update(finished: true)
    }

    private mutating func update(finished: Bool) -> Bool {
        let next = ImageDetection.decide(request, hints: hints, reports: reports, finished: finished)
        defer { decision = next }
        return next != decision
    }
}
