import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import StoreSearchCore

/// Fetches a URL with a deadline, cancellably, off the caller's thread.
///
/// Two facts of this platform shape it (see the project's Swift notes):
/// cancelling `URLSession.data(for:)` while the answer arrives can deadlock
/// the process, so the data task is wrapped by hand and cancelled from
/// another queue; and `URLSession` rounds timeouts under a second to an
/// immediate failure, so the deadline is enforced here instead.
public final class HTTPFetcher: Sendable {
    private let session: URLSession

    public init(userAgent: String) {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.urlCache = nil
        configuration.httpAdditionalHeaders = ["User-Agent": userAgent, "Accept": "application/json"]
        // The real deadline is ours; these only stop a connection that hangs on.
        configuration.timeoutIntervalForRequest = 600
        configuration.timeoutIntervalForResource = 600
        session = URLSession(configuration: configuration)
    }

    /// The status and body of `GET url`, or why there is none; nil when the
    /// calling task was cancelled (a newer search took over).
    public func get(_ url: URL, deadline: Duration) async -> Result<(status: Int, body: Data), StoreFailure>? {
        await withTaskGroup(of: Result<(status: Int, body: Data), StoreFailure>?.self) { group in
            group.addTask { await self.fetch(url) }
            group.addTask {
                try? await Task.sleep(for: deadline)
                return Task.isCancelled ? nil : .failure(.timedOut)
            }
            defer { group.cancelAll() }
            while let next = await group.next() {
                if let result = next { return result }
            }
            return nil
        }
    }

    private func fetch(_ url: URL) async -> Result<(status: Int, body: Data), StoreFailure>? {
        let box = TaskBox()
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                let task = session.dataTask(with: url) { data, response, error in
                    continuation.resume(returning: Self.result(data: data, response: response, error: error))
                }
                box.set(task)
                task.resume()
            }
        } onCancel: {
            // Never cancel the data task synchronously here: that can deadlock.
            DispatchQueue.global().async { box.cancel() }
        }
    }

    private static func result(data: Data?, response: URLResponse?, error: (any Error)?)
        -> Result<(status: Int, body: Data), StoreFailure>?
    {
        if let error {
            let code = (error as? URLError)?.code
            switch code {
            case .cancelled?: return nil
            case .timedOut?: return .failure(.timedOut)
            case .networkConnectionLost?, .cannotParseResponse?, .badServerResponse?, .zeroByteResource?:
                return .failure(.connectionLost)
            default: return .failure(.offline)
            }
        }
        guard let http = response as? HTTPURLResponse else { return .failure(.unreadable) }
        return .success((http.statusCode, data ?? Data()))
    }
}

/// Holds a data task for the cancellation handler, which may run before the
/// task exists or after it ended.
private final class TaskBox: @unchecked Sendable {
    private let lock = NSLock()
    private var task: URLSessionDataTask?
    private var isCancelled = false

    func set(_ task: URLSessionDataTask) {
        lock.lock()
        self.task = task
        let cancelNow = isCancelled
        lock.unlock()
        if cancelNow { DispatchQueue.global().async { task.cancel() } }
    }

    func cancel() {
        lock.lock()
        isCancelled = true
        let task = self.task
        lock.unlock()
        task?.cancel()
    }
}
