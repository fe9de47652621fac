import Foundation
import Testing

/// The concurrency policy (ARCHITECTURE.md, "Work off the main thread"),
/// kept by reading the sources: shared state behind `Mutex` or `Atomic`;
/// threads wait only through `JobQueue`, `Later` or `Handover`; threads are
/// started only by `OwnThread`; no other lock, condition, semaphore or
/// queue; a few `@unchecked Sendable`, each with its proof beside it.
@Suite(.timeLimit(.minutes(1))) struct ConcurrencyPolicyTests {
    static let sourcesFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sources")

    /// Where waiting and starting threads is done, and nowhere else.
    static let workersModule = "StoreSearchWorkers/"

    static let forbidden = [
        "NSLock", "NSRecursiveLock", "NSCondition", "DispatchQueue", "DispatchGroup", "DispatchSemaphore",
        "Thread.detachNewThread", "Thread {", "Thread(block", "pthread_create", "pthread_mutex", "os_unfair_lock",
    ]

    static let uncheckedLimit = 8

    static func sources() throws -> [(path: String, lines: [Substring])] {
        let files = FileManager.default.enumerator(atPath: sourcesFolder.path)?.compactMap { $0 as? String } ?? []
        return try files.filter { $0.hasSuffix(".swift") }.sorted().map { path in
            let text = try String(contentsOf: sourcesFolder.appendingPathComponent(path), encoding: .utf8)
            return (path, text.split(separator: "\n", omittingEmptySubsequences: false))
        }
    }

    @Test func theSourcesAreFound() throws {
        let paths = try Self.sources().map(\.path)
        #expect(paths.contains("StoreSearchWorkers/JobQueue.swift") && paths.count > 100)
    }

    @Test func noOtherLockConditionQueueOrThread() throws {
        var found: [String] = []
        for (path, lines) in try Self.sources() where !path.hasPrefix(Self.workersModule) {
            for (number, line) in lines.enumerated() {
                let code = line.trimmingCharacters(in: .whitespaces)
                guard !code.hasPrefix("//"), let word = Self.forbidden.first(where: { code.contains($0) }) else {
                    continue
                }
                found.append("\(path):\(number + 1): \(word)")
            }
        }
        #expect(found.isEmpty, "outside the policy:\n\(found.joined(separator: "\n"))")
    }

    /// Each `@unchecked Sendable` says why in its doc comment, in a line
    /// that starts "`@unchecked Sendable`:"; there are few of them.
    @Test func fewUncheckedSendablesEachWithItsProof() throws {
        var unchecked: [String] = []
        var unproved: [String] = []
        for (path, lines) in try Self.sources() {
            for (number, line) in lines.enumerated()
            where line.contains(": @unchecked Sendable") || line.contains(", @unchecked Sendable") {
                guard !line.trimmingCharacters(in: .whitespaces).hasPrefix("//") else { continue }
                unchecked.append("\(path):\(number + 1)")
                let comment = lines[..<number].reversed().prefix {
                    $0.trimmingCharacters(in: .whitespaces).hasPrefix("///")
                }
                if !comment.contains(where: { $0.contains("`@unchecked Sendable`") }) {
                    unproved.append("\(path):\(number + 1)")
                }
            }
        }
        #expect(unchecked.count <= Self.uncheckedLimit, "\(unchecked.count): \(unchecked.joined(separator: ", "))")
        #expect(unproved.isEmpty, "without a proof: \(unproved.joined(separator: ", "))")
    }
}
