import Foundation
import StoreSearchCore
import Testing
@testable import StoreSearchServices

/// The fetcher against sockets of this test's own on 127.0.0.1: one that
/// refuses, one that accepts and never answers. (Answers themselves are
/// tested end to end against the stand-in store server.)
@Suite(.timeLimit(.minutes(1))) struct HTTPFetcherTests {
    let fetcher = HTTPFetcher(userAgent: "storesearch-tests")

    @Test func aRefusedConnectionIsOffline() async throws {
        let port = try SilentListener.closedPort()
        let result = await fetcher.get(URL(string: "http://127.0.0.1:\(port)/search")!, deadline: .seconds(5))
        guard case .failure(.offline)? = result else { Issue.record("expected offline, got \(String(describing: result))"); return }
    }

    @Test func aServerThatNeverAnswersTimesOutAtTheDeadline() async throws {
        let listener = try SilentListener()
        let started = ContinuousClock.now
        let result = await fetcher.get(URL(string: "http://127.0.0.1:\(listener.port)/search")!,
                                       deadline: .milliseconds(300))
        let elapsed = ContinuousClock.now - started
        guard case .failure(.timedOut)? = result else { Issue.record("expected a timeout, got \(String(describing: result))"); return }
        // A deadline under a second is kept, not rounded to nothing or to a second.
        #expect(elapsed >= .milliseconds(250) && elapsed < .milliseconds(900), "\(elapsed)")
    }

    @Test func cancellingAnswersAtOnceWithNothing() async throws {
        let listener = try SilentListener()
        let url = URL(string: "http://127.0.0.1:\(listener.port)/search")!
        let task = Task { await fetcher.get(url, deadline: .seconds(30)) }
        try await Task.sleep(for: .milliseconds(100))
        let started = ContinuousClock.now
        task.cancel()
        let result = await task.value
        #expect(result == nil)
        #expect(ContinuousClock.now - started < .milliseconds(500))
    }

    @Test func aTaskCancelledBeforeItFetchesNeverStarts() async throws {
        let listener = try SilentListener()
        let url = URL(string: "http://127.0.0.1:\(listener.port)/search")!
        let fetcher = self.fetcher
        // The cancellation handler runs before the fetch when the task is
        // already cancelled; the fetch must still answer (nil), not hang.
        let result = await Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return await fetcher.get(url, deadline: .seconds(30))
        }.value
        #expect(result == nil)
    }
}

/// A TCP socket on 127.0.0.1 that accepts connections into its backlog and
/// never reads or writes.
private final class SilentListener {
    let fd: Int32
    let port: UInt16

    init() throws {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let named = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        guard fd >= 0, bound == 0, named == 0, listen(fd, 8) == 0 else {
            if fd >= 0 { close(fd) }
            throw POSIXError(.EADDRNOTAVAIL)
        }
        self.fd = fd
        port = UInt16(bigEndian: address.sin_port)
    }

    deinit {
        close(fd)
    }

    /// A port nothing listens on: a listener's, once it is gone.
    static func closedPort() throws -> UInt16 {
        try SilentListener().port
    }
}
