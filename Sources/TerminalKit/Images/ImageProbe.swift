/// The start-up detection as it goes: the queries sent, the answers
/// gathered, the decision once Primary DA answers or the deadline passes.
/// Pure (time is handed in), so a backend in memory runs it as the real
/// one does. Answers that come after the decision change nothing, but
/// for those that end a silence: a terminal that had answered nothing by
/// the deadline (a slow link) may still answer until `answersDeadline`.
public struct ImageProbe: Hashable, Sendable {
    public let request: ImageRequest
    public let hints: ImageHints
    public private(set) var reports: [TerminalReport] = []
    public private(set) var decision: ImageDecision
    /// When the queries were sent, on the caller's clock.
    private let sentAt: Duration
    /// Primary DA has answered: every answer is in (a terminal answers in order).
    public private(set) var primaryAttributesArrived = false

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

    /// How long the answers may still take (nil: none is awaited): until
    /// Primary DA has answered, at most `ImageDetection.answersDeadline`
    /// after the queries were sent.
    public func awaitedAnswers(at now: Duration) -> Duration? {
        guard asks, !primaryAttributesArrived else { return nil }
        let left = sentAt + ImageDetection.answersDeadline - now
        return left > .zero ? left : nil
    }

    /// Takes an answer; returns whether the decision changed.
    public mutating func receive(_ report: TerminalReport, at now: Duration) -> Bool {
        if case .primaryAttributes = report { primaryAttributesArrived = true }
        let silenceEnds = decision.reason == .noAnswer && now - sentAt < ImageDetection.answersDeadline
        guard !decision.isFinal || silenceEnds else { return false }
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
