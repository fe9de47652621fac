import CCurl
import Foundation
import StoreSearchModel
import StoreSearchText
import StoreSearchWorkers
import Synchronization

/// Fetches a URL with a deadline, cancellably, off the caller's thread.
///
/// Every transfer of the program runs on one thread, through one libcurl
/// multi handle (`TransferSession`; libcurl is loaded on first use, so
/// starting the program never pays for it). The deadline is libcurl's, kept
/// by that thread whatever the program's other threads are doing; a
/// cancelled fetch answers at once and its transfer is taken out at once.
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
        let transfer = Transfer(url: url.absoluteString, limit: maximumBodyBytes, log: log)
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                transfer.begin(userAgent: userAgent, milliseconds: max(1, deadline.wholeMilliseconds)) {
                    continuation.resume(returning: $0)
                }
            }
        } onCancel: {
            transfer.cancel()
        }
    }

    /// Ends every transfer under way and the transfers' thread, waiting
    /// `patience` at most for it to return: libcurl then holds nothing the
    /// program's exit would free under it. Fetches after this fail at once.
    @discardableResult
    public static func endTransfers(patience: Duration = .seconds(2)) -> Bool {
        TransferSession.end(patience: patience)
    }
}

/// The one thread that drives every transfer, started with the first.
private final class TransferSession: Sendable {
    /// The session, once a transfer asked for it (nil inside: libcurl could not be loaded).
    private static let current = Mutex<Started?>(nil)

    private enum Started {
        case running(TransferSession)
        case unavailable(reason: String)
        case ended
    }

    nonisolated(unsafe) let handle: OpaquePointer
    let ending: OwnThread.Ending

    private init(handle: OpaquePointer) {
        self.handle = handle
        // (The session is libcurl's to use on its thread; others only give,
        // cancel and stop, which ccurl does under the session's lock.)
        nonisolated(unsafe) let session = handle
        ending = OwnThread.start(named: "storesearch http") {
            ccurl_session_run(session) { context, _, code in
                Unmanaged<Transfer>.fromOpaque(context!).takeRetainedValue().finish(code: code)
            }
        }
    }

    /// The session, started on first use; or why there is none.
    static func shared() -> Result<TransferSession, TransferUnavailable> {
        current.withLock { current in
            switch current {
            case .running(let session)?:
                return .success(session)
            case .unavailable(let reason)?:
                return .failure(TransferUnavailable(reason: reason))
            case .ended?:
                return .failure(TransferUnavailable(reason: "the program is ending"))
            case nil:
                var failure = [CChar](repeating: 0, count: 256)
                guard let handle = ccurl_session_new(&failure, failure.count) else {
                    let reason = String(decoding: failure.prefix { $0 != 0 }.map(UInt8.init), as: UTF8.self)
                    current = .unavailable(reason: reason)
                    return .failure(TransferUnavailable(reason: reason))
                }
                let session = TransferSession(handle: handle)
                current = .running(session)
                return .success(session)
            }
        }
    }

    static func end(patience: Duration) -> Bool {
        let running = current.withLock { current -> TransferSession? in
            defer { current = .ended }
            if case .running(let session)? = current { return session }
            return nil
        }
        guard let running else { return true }
        ccurl_session_stop(running.handle)
        return running.ending.wait(before: .now + patience)
    }
}

private struct TransferUnavailable: Error {
    public var reason: String
}

/// One fetch, shared by the transfers' thread and the cancellation
/// handler; whichever comes first answers, once.
private final class Transfer: Sendable {
    typealias Outcome = Result<(status: Int, body: Data), StoreFailure>?

    nonisolated(unsafe) private let request = ccurl_request_new()
    private let url: String
    private let limit: Int
    private let log: @Sendable (String) -> Void

    private enum Stage {
        case notBegun
        /// Cancelled before it began: nothing is to start.
        case cancelledFirst
        case begun(TransferSession, answer: @Sendable (Outcome) -> Void)
        case answered
    }
    private let stage = Mutex(Stage.notBegun)

    init(url: String, limit: Int, log: @escaping @Sendable (String) -> Void) {
        self.url = url
        self.limit = limit
        self.log = log
    }

    deinit {
        ccurl_request_free(request)
    }

    func begin(userAgent: String, milliseconds: Int, answer: @escaping @Sendable (Outcome) -> Void) {
        guard let request else { return answer(.failure(.offline)) }
        let session: TransferSession
        switch TransferSession.shared() {
        case .failure(let unavailable):
            log("GET \(url): \(unavailable.reason)")
            return answer(.failure(.offline))
        case .success(let running):
            session = running
        }
        let begins = stage.withLock { stage in
            guard case .notBegun = stage else { return false }
            stage = .begun(session, answer: answer)
            return true
        }
        // Cancelled before it began (the handler runs first then): no transfer.
        guard begins else { return answer(nil) }
        // The session holds this transfer until it ends (`finish`, told on its thread).
        let context = Unmanaged.passRetained(self).toOpaque()
        guard ccurl_session_start(session.handle, request, url, userAgent, milliseconds, limit, context) == 0 else {
            Unmanaged<Transfer>.fromOpaque(context).release()
            return conclude(.failure(.offline))
        }
    }

    func cancel() {
        let session = stage.withLock { stage -> TransferSession? in
            switch stage {
            case .notBegun:
                stage = .cancelledFirst
                return nil
            case .begun(let session, _):
                return session
            case .cancelledFirst, .answered:
                return nil
            }
        }
        if let session, let request { ccurl_session_cancel(session.handle, request) }
    }

    /// The transfer's end, on the session's thread.
    func finish(code: Int32) {
        guard let request else { return }
        if code != 0 { log("GET \(url): \(String(cString: ccurl_request_error(request)))") }
        conclude(result(code: code, request: request))
    }

    private func conclude(_ outcome: Outcome) {
        let answer = stage.withLock { stage -> (@Sendable (Outcome) -> Void)? in
            guard case .begun(_, let answer) = stage else { return nil }
            stage = .answered
            return answer
        }
        answer?(outcome)
    }

    private func result(code: Int32, request: OpaquePointer) -> Outcome {
        switch code {
        case 0:
            let length = ccurl_request_body_length(request)
            let body = ccurl_request_body(request).map { Data(bytes: $0, count: length) } ?? Data()
            return .success((Int(ccurl_request_status(request)), body))
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
            // name not resolved, connection refused, TLS failures...
            return .failure(.offline)
        }
    }
}
