import Foundation
import Testing

/// No test waits on a thread of the concurrency pool: the pool has a thread
/// a core, and a test that sleeps, polls or waits at a lock there keeps the
/// others' answers (a deadline's timer, a resumed await) from running. A
/// test waits with `await` (`eventually`, `Task.sleep`), or does what
/// blocks on a thread of its own (`onAThreadOfItsOwn`). A wait that runs on
/// another thread (a fake service on the program's worker) says so in a
/// comment on the line before: `// (On … thread …)`.
@Suite(.timeLimit(.minutes(1))) struct BlockingWaitTests {
    static let blocking = [
        "usleep(", "Thread.sleep(", "DispatchSemaphore", "concurrentPerform", "NSCondition", ".wait()",
        "waitUntilExit", "sleep(1", "sleep(2", "sleep(5",
    ]

    /// The tests that name the calls they look for.
    static let policyFiles = [
        "StoreSearchWorkersTests/BlockingWaitTests.swift", "StoreSearchWorkersTests/ConcurrencyPolicyTests.swift",
    ]

    static var testsFolder: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    }

    /// Each Swift file under Tests/, with its lines.
    static func sources() throws -> [(path: String, lines: [Substring])] {
        let files = FileManager.default.enumerator(atPath: testsFolder.path)?.compactMap { $0 as? String } ?? []
        return try files.filter { $0.hasSuffix(".swift") && !Self.policyFiles.contains($0) }
            .sorted().map { path in
                let text = try String(contentsOf: testsFolder.appendingPathComponent(path), encoding: .utf8)
                return (path, text.split(separator: "\n", omittingEmptySubsequences: false))
            }
    }

    @Test func theTestsAreFound() throws {
        let paths = try Self.sources().map(\.path)
        #expect(paths.count > 50)
        #expect(paths.contains("TestSupport/OwnThread.swift"))
    }

    @Test func noTestWaitsOnThePoolsThreads() throws {
        var found: [String] = []
        for (path, lines) in try Self.sources() {
            for (number, line) in lines.enumerated() where Self.blocking.contains(where: line.contains) {
                let code = line.trimmingCharacters(in: .whitespaces)
                if code.hasPrefix("//") { continue }
                let before = number > 0 ? lines[number - 1].trimmingCharacters(in: .whitespaces) : ""
                if before.hasPrefix("// (On ") && before.contains("thread") { continue }
                found.append("\(path):\(number + 1): \(code)")
            }
        }
        #expect(
            found.isEmpty, "a blocking wait in a test, not said to be off the pool:\n\(found.joined(separator: "\n"))")
    }
}
