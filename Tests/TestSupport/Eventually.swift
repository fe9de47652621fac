/// Waits until `condition` holds, looking every 10 ms, asleep in between
/// (the task is suspended: no thread of the concurrency pool is held while
/// it waits); false when `limit` ran out first, which the caller's
/// `#expect` then reports.
public func eventually(within limit: Duration = .seconds(10), _ condition: () -> Bool) async -> Bool {
    let deadline = ContinuousClock.now + limit
    while !condition() {
        if ContinuousClock.now >= deadline { return false }
        try? await Task.sleep(for: .milliseconds(10))
    }
    return true
}
