import CCurl
import Foundation
import StoreSearchCore

/// Fetches a URL with a deadline, cancellably, off the caller's thread.
///
/// Each fetch runs libcurl on a thread of its own (see `CCurl`: libcurl is
/// loaded on first use, so starting the program never pays for it). A
/// cancelled fetch answers at once; its transfer stops at libcurl's next
/// callback on its own thread, and nothing waits for that. The deadline is
/// libcurl's (exact to the millisecond) and, as a backstop, a timer here.
public final class HTTPFetcher: Sendable {
    private let userAgent: String
    /// The largest answer read; the store's are a few hundred kilobytes.
    private let maximumBodyBytes: Int
    /// Told libcurl's reason when a fetch fails.
    private let log: @Sendable (String) -> Void

    public init(
        userAgent: String, maximumBodyBytes: Int = InputLimits.storeAnswerBytes,
        log: @escaping @Sendable (String) -> Void = { _ in }
    ) {
        self.userAgent = userAgent
        self.maximumBodyBytes = maximumBodyBytes
        self.log = log
    }

    /// The status and body of `GET url`, or why there is none; nil when the
    /// calling task was cancelled (a newer search took over).
    public func get(_ url: URL, deadline: Duration) async -> Result<(status: Int, body: Data), StoreFailure>? {
        let request = Request()
        let milliseconds = max(1, deadline.wholeMilliseconds)
        // The backstop, in case libcurl's own deadline fails; taken back as
        // soon as there is an answer, so an idle program has no alarm due.
        let backstop = Alarms.shared.after(.milliseconds(milliseconds + 250)) { [weak request] in
            request?.finish(.failure(.timedOut))
        }
        defer { Alarms.shared.cancel(backstop) }
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                // Cancelled before it began (the handler runs first then): no transfer.
                guard request.onFinish({ continuation.resume(returning: $0) }) else { return }
                let (address, userAgent, limit, log) = (url.absoluteString, self.userAgent, maximumBodyBytes, log)
                Transfers.shared.begin()
                Thread.detachNewThread {
                    Thread.current.name = "storesearch http"
                    request.perform(url: address, userAgent: userAgent, milliseconds: milliseconds, limit: limit)
                    Transfers.shared.end()
                    if let reason = request.failure { log("GET \(address): \(reason)") }
                }
            }
        } onCancel: {
            request.cancel()
        }
    }
}

extension HTTPFetcher {
    /// Whether a transfer's thread is in libcurl now. One answered early (by
    /// its deadline's backstop, or cancelled when the user quit) may still
    /// be; `exit` would then run libcurl's and OpenSSL's exit handlers and
    /// free what that thread is using, so the program ends with `_exit`.
    public static var isTransferring: Bool { Transfers.shared.isTransferring }
}

/// The fetches whose threads are in libcurl.
private final class Transfers: @unchecked Sendable {
    static let shared = Transfers()
    private let lock = NSLock()
    private var running = 0

    func begin() {
        lock.withLock { running += 1 }
    }

    func end() {
        lock.withLock { running -= 1 }
    }

    var isTransferring: Bool { lock.withLock { running > 0 } }
}

/// One fetch, shared by the thread that performs it, the timer, and the
/// cancellation handler; whichever comes first answers, once.
private final class Request: @unchecked Sendable {
    typealias Outcome = Result<(status: Int, body: Data), StoreFailure>?

    private let handle = ccurl_request_new()
    private let lock = NSLock()
    private var answer: ((Outcome) -> Void)?
    /// The outcome, once there is one; it may come before anyone asks.
    private var outcome: Outcome?

    deinit {
        ccurl_request_free(handle)
    }

    /// Sets who is told the outcome. When there already is one (the fetch
    /// was cancelled before it began), they are told at once and this
    /// returns false: there is nothing to start.
    func onFinish(_ answer: @escaping (Outcome) -> Void) -> Bool {
        lock.lock()
        guard let outcome else {
            self.answer = answer
            lock.unlock()
            return true
        }
        lock.unlock()
        answer(outcome)
        return false
    }

    /// Answers once; later answers (a transfer that ends after its
    /// cancellation or deadline) are dropped.
    func finish(_ result: Outcome) {
        lock.lock()
        guard outcome == nil else {
            lock.unlock()
            return
        }
        outcome = .some(result)
        let answer = self.answer
        self.answer = nil
        lock.unlock()
        answer?(result)
    }

    func cancel() {
        if let handle { ccurl_request_cancel(handle) }
        finish(nil)
    }

    func perform(url: String, userAgent: String, milliseconds: Int, limit: Int) {
        guard let handle else { return finish(.failure(.offline)) }
        let code = ccurl_request_perform(handle, url, userAgent, milliseconds, limit)
        if code != 0 { failure = String(cString: ccurl_request_error(handle)) }
        finish(Self.result(code: code, handle: handle, limit: limit))
    }

    private static func result(code: Int32, handle: OpaquePointer, limit: Int) -> Outcome {
        switch code {
        case 0:
            let length = ccurl_request_body_length(handle)
            let body = ccurl_request_body(handle).map { Data(bytes: $0, count: length) } ?? Data()
            return .success((Int(ccurl_request_status(handle)), body))
        case 42:  // CURLE_ABORTED_BY_CALLBACK: cancelled
            return nil
        case 28:  // CURLE_OPERATION_TIMEDOUT
            return .failure(.timedOut)
        case 47:  // CURLE_TOO_MANY_REDIRECTS: a redirect loop gives no answer to read
            return .failure(.unreadable)
        case Int32(CCURL_TOO_LARGE):
            return .failure(.tooLarge(maximumBytes: limit))
        case 8, 18, 52, 55, 56:
            // weird server reply, partial file, got nothing, send/receive error
            return .failure(.connectionLost)
        default:
            // unavailable libcurl, name not resolved, connection refused, TLS failures...
            return .failure(.offline)
        }
    }

    /// Why the fetch failed, in libcurl's words; nil when it did not.
    private(set) var failure: String?
}
