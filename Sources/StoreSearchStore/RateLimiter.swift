import Foundation

/// Keeps this program under the store's documented rate (about 20 searches a
/// minute): a sliding window of the last minute's requests, kept in the
/// response cache's database when there is one (so separate runs share it),
/// in memory otherwise.
public actor RateLimiter {
    private let limit: Int
    private let window: TimeInterval
    private let ledger: ResponseCache?
    private var recent: [Date] = []

    public init(perMinute limit: Int, window: TimeInterval = 60, ledger: ResponseCache? = nil) {
        self.limit = max(1, limit)
        self.window = window
        self.ledger = ledger
    }

    /// Takes a place for a request at `now`; when there is none, returns the
    /// whole seconds until one frees up.
    public func permit(now: Date = Date()) async -> Int? {
        switch await ledger?.admitRequest(limit: limit, window: window, now: now) {
        case .admitted?: return nil
        case .wait(let seconds)?: return seconds
        case nil: break
        }
        recent.removeAll { now.timeIntervalSince($0) >= window }
        guard recent.count >= limit, let oldest = recent.first else {
            recent.append(now)
            return nil
        }
        return max(1, Int((window - now.timeIntervalSince(oldest)).rounded(.up)))
    }
}
