import Foundation
import TestSupport
import Testing

@testable import StoreSearchStore

private func temporaryDirectory() -> URL {
    Scratch.folder("responses")
}

@Suite(.timeLimit(.minutes(1))) struct ResponseCacheTests {
    @Test func answersWithinADay() async {
        let cache = ResponseCache(directory: temporaryDirectory(), log: { _ in })
        let now = Date()
        await cache.store(Data("body".utf8), for: "k", now: now)
        #expect(await cache.answer(for: "k", now: now.addingTimeInterval(3600)) == Data("body".utf8))
        #expect(await cache.answer(for: "k", now: now.addingTimeInterval(86_401)) == nil)
        #expect(await cache.answer(for: "other", now: now) == nil)
    }

    @Test func survivesReopening() async {
        let directory = temporaryDirectory()
        await ResponseCache(directory: directory, log: { _ in }).store(Data("kept".utf8), for: "k")
        #expect(await ResponseCache(directory: directory, log: { _ in }).answer(for: "k") == Data("kept".utf8))
    }

    @Test func aGarbageFileIsRebuilt() async throws {
        let directory = temporaryDirectory()
        try Data(repeating: 0x42, count: 4096).write(to: directory.appendingPathComponent(ResponseCache.fileName))
        let log = LoggedLines()
        let cache = ResponseCache(directory: directory, log: { log.add($0) })
        #expect(await cache.isEnabled)
        await cache.store(Data("new".utf8), for: "k")
        #expect(await cache.answer(for: "k") == Data("new".utf8))
        #expect(log.all.contains { $0.contains("rebuilding") })
    }

    @Test func anUnusableFolderTurnsTheCacheOff() async throws {
        let directory = temporaryDirectory()
        let blocker = directory.appendingPathComponent("file-not-folder")
        try Data("x".utf8).write(to: blocker)
        let log = LoggedLines()
        let cache = ResponseCache(directory: blocker.appendingPathComponent("storesearch"), log: { log.add($0) })
        #expect(await cache.isEnabled == false)
        await cache.store(Data("x".utf8), for: "k")
        #expect(await cache.answer(for: "k") == nil)
        #expect(log.all.contains { $0.contains("response cache off") })
    }

    @Test func keepsAtMostItsEntries() async {
        let cache = ResponseCache(directory: temporaryDirectory(), maxEntries: 3, log: { _ in })
        let start = Date()
        for index in 0..<5 {
            await cache.store(Data("\(index)".utf8), for: "k\(index)", now: start.addingTimeInterval(Double(index)))
        }
        let now = start.addingTimeInterval(10)
        #expect(await cache.answer(for: "k0", now: now) == nil)
        #expect(await cache.answer(for: "k4", now: now) == Data("4".utf8))
    }
}

@Suite(.timeLimit(.minutes(1))) struct RateLimiterTests {
    @Test func allowsTheLimitPerMinuteThenSaysHowLongToWait() async {
        let limiter = RateLimiter(perMinute: 3)
        let start = Date()
        for second in 0..<3 {
            #expect(await limiter.permit(now: start.addingTimeInterval(Double(second))) == nil)
        }
        #expect(await limiter.permit(now: start.addingTimeInterval(10)) == 50)
        #expect(await limiter.permit(now: start.addingTimeInterval(60)) == nil, "the first request left the window")
    }

    @Test func runsShareTheBudgetThroughTheDatabase() async {
        let directory = temporaryDirectory()
        let start = Date()
        for second in 0..<2 {
            let run = RateLimiter(perMinute: 2, ledger: ResponseCache(directory: directory, log: { _ in }))
            #expect(await run.permit(now: start.addingTimeInterval(Double(second))) == nil)
        }
        let third = RateLimiter(perMinute: 2, ledger: ResponseCache(directory: directory, log: { _ in }))
        #expect(await third.permit(now: start.addingTimeInterval(30)) == 30)
    }
}
