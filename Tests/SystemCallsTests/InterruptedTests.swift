import Foundation
import Glibc
import SystemCalls
import TestSupport
import Testing

/// The one EINTR loop and the one "write every byte" loop.
@Suite struct InterruptedTests {
    @Test func aCallInterruptedBySignalsIsMadeAgainUntilItAnswers() {
        var calls = 0
        let result = retryingInterrupted { () -> Int in
            calls += 1
            guard calls == 3 else {
                errno = EINTR
                return -1
            }
            return 5
        }
        #expect(result == 5 && calls == 3)
    }

    @Test func anyOtherFailureIsReturnedAtOnceWithItsErrno() {
        var calls = 0
        let result = retryingInterrupted { () -> Int32 in
            calls += 1
            errno = EBADF
            return -1
        }
        #expect(result == -1 && errno == EBADF && calls == 1)
    }

    @Test func everyByteReachesAPipeThatTakesThemAFewAtATime() async throws {
        var ends: [Int32] = [0, 0]
        try #require(pipe(&ends) == 0)
        let (reader, writer) = (ends[0], ends[1])
        defer { close(reader) }
        // More than a pipe holds (64 KB), read slowly on a thread of its
        // own: the writes come out partial, and each goes on where it stopped.
        let bytes = (0..<300_000).map { UInt8(truncatingIfNeeded: $0 &* 7) }
        async let received = onAThreadOfItsOwn { () -> [UInt8] in
            var all: [UInt8] = []
            var buffer = [UInt8](repeating: 0, count: 4096)
            while case let count = retryingInterrupted({ read(reader, &buffer, buffer.count) }), count > 0 {
                all += buffer[..<count]
            }
            return all
        }
        let failure = await onAThreadOfItsOwn {
            defer { close(writer) }
            return bytes.withUnsafeBytes { writeAll($0, to: writer) }
        }
        #expect(failure == nil)
        #expect(await received == bytes)
    }

    @Test func aWriteThatFailsSaysWhy() throws {
        var ends: [Int32] = [0, 0]
        try #require(pipe(&ends) == 0)
        close(ends[0])
        defer { close(ends[1]) }
        let previous = signal(SIGPIPE, SIG_IGN)
        defer { signal(SIGPIPE, previous) }
        #expect([UInt8](repeating: 1, count: 10).withUnsafeBytes { writeAll($0, to: ends[1]) } == EPIPE)
    }

    @Test func aWriteAtAnOffsetLandsThere() throws {
        var template = Array("/tmp/systemcalls-XXXXXX".utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        try #require(fd >= 0)
        let path = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        defer {
            close(fd)
            unlink(path)
        }
        #expect(Array("abcdef".utf8).withUnsafeBytes { writeAll($0, to: fd) } == nil)
        #expect(Array("XY".utf8).withUnsafeBytes { writeAll($0, to: fd, at: 2) } == nil)
        var back = [UInt8](repeating: 0, count: 6)
        #expect(pread(fd, &back, 6, 0) == 6)
        #expect(String(decoding: back, as: UTF8.self) == "abXYef")
    }
}

/// EINTR is handled in SystemCalls and nowhere else: a loop of one's own
/// (`if errno == EINTR { continue }`) is the copy this module replaced.
/// Non-blocking reads and writes that poll (the terminal's input, the mail
/// command's pipes) name EINTR beside EAGAIN as "try again": those stay.
@Suite struct OneInterruptLoopTests {
    static let sourcesFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sources")

    @Test func noOtherModuleRetriesEINTRItself() throws {
        let files = FileManager.default.enumerator(atPath: Self.sourcesFolder.path)?.compactMap { $0 as? String } ?? []
        var found: [String] = []
        for path in files.sorted() where path.hasSuffix(".swift") && !path.hasPrefix("SystemCalls/") {
            let text = try String(contentsOf: Self.sourcesFolder.appendingPathComponent(path), encoding: .utf8)
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            where line.contains("== EINTR") && !line.contains("EAGAIN") {
                found.append("\(path):\(number + 1)")
            }
        }
        #expect(files.contains("SystemCalls/Interrupted.swift"))
        #expect(found.isEmpty, "EINTR retried outside SystemCalls:\n\(found.joined(separator: "\n"))")
    }
}
