import Foundation
import TestSupport
import Testing

@testable import StoreSearchPrograms

/// A program written to `folder`, that exits with `status`, and a
/// descriptor that holds it open for writing (as a child another thread
/// has just started holds a file that thread was writing, until it execs).
private func busyProgram(exiting status: Int) throws -> (path: String, writer: Int32) {
    let path = Scratch.folder("spawn").appendingPathComponent("program").path
    try Data("#!/bin/sh\nexit \(status)\n".utf8).write(to: URL(fileURLWithPath: path))
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path)
    return (path, open(path, O_WRONLY | O_CLOEXEC))
}

/// Starts `path` on its own; its exit status.
private func run(_ path: String) throws(POSIXError) -> Int32 {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    let pid = try Spawn.start(path, arguments: [], actions: &actions, separation: .processGroup)
    var status: Int32 = 0
    waitpid(pid, &status, 0)
    return (status >> 8) & 0xff
}

@Suite(.timeLimit(.minutes(1))) struct SpawnTests {
    /// A program whose file is busy for a moment (ETXTBSY) starts once it
    /// is free, rather than failing with "Text file busy": what a preview
    /// player just written by a test failed with when another test's spawn
    /// held it open.
    @Test func aProgramBusyForAMomentStartsOnceItIsFree() async throws {
        let (path, writer) = try busyProgram(exiting: 7)
        #expect(writer >= 0)
        let freed = Task {
            try? await Task.sleep(for: .milliseconds(50))
            close(writer)
        }
        // Started (and waited for) off the pool: it waits while the file is busy.
        let status = try await onAThreadOfItsOwn { try run(path) }
        await freed.value
        #expect(status == 7)
    }

    /// A file kept open for writing is not waited for without end: the
    /// start fails with ETXTBSY after the bounded tries.
    @Test func aProgramKeptBusyFailsAfterTheBoundedTries() async throws {
        let (path, writer) = try busyProgram(exiting: 0)
        #expect(writer >= 0)
        defer { close(writer) }
        await #expect(throws: POSIXError(.ETXTBSY)) { try await onAThreadOfItsOwn { try run(path) } }
    }
}
