import Foundation
import TestSupport
import Testing

@testable import StoreSearchFiles
@testable import StoreSearchItems

/// The log keeps itself small: past its limit it becomes `NAME.1`.
@Suite(.timeLimit(.minutes(1))) struct LogFileTests {
    private func folder() -> String {
        Scratch.folder("log").path
    }

    private func contents(_ path: String) -> String? {
        FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
    }

    private func size(_ path: String) -> Int {
        (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? -1
    }

    @Test func linesAreAppendedOneALine() throws {
        let path = folder() + "/test.log"
        let log = try LogFile.open(path: path, limit: 1000).get()
        log.append("one")
        log.append("two")
        #expect(contents(path) == "one\ntwo\n")
        #expect(!FileManager.default.fileExists(atPath: path + ".1"))
    }

    @Test func pastTheLimitTheLogBecomesDotOneAndANewOneStarts() throws {
        let path = folder() + "/test.log"
        let log = try LogFile.open(path: path, limit: 100).get()
        for number in 0..<30 { log.append("line \(number)") }  // 7 or 8 bytes a line
        #expect(size(path) <= 100)
        #expect(size(path + ".1") <= 100)
        #expect(contents(path)?.hasSuffix("line 29\n") == true)
        let kept = (contents(path + ".1") ?? "") + (contents(path) ?? "")
        #expect(kept.hasSuffix("line 28\nline 29\n"), "the newest lines are kept, in order")
        #expect(!FileManager.default.fileExists(atPath: path + ".2"), "one old file, no more")
    }

    @Test func aLogAlreadyFullIsRotatedWhenOpened() throws {
        let path = folder() + "/test.log"
        let old = String(repeating: "old line\n", count: 20)
        try old.write(toFile: path, atomically: false, encoding: .utf8)
        try "older still\n".write(toFile: path + ".1", atomically: false, encoding: .utf8)
        let log = try LogFile.open(path: path, limit: 100).get()
        #expect(contents(path + ".1") == old, "the full log replaces the old one")
        #expect(contents(path) == "")
        log.append("new")
        #expect(contents(path) == "new\n")
    }

    @Test func aLogWithRoomIsNotRotated() throws {
        let path = folder() + "/test.log"
        try "short\n".write(toFile: path, atomically: false, encoding: .utf8)
        let log = try LogFile.open(path: path, limit: 100).get()
        log.append("more")
        #expect(contents(path) == "short\nmore\n")
    }

    @Test func aLongLineIsCutOnACharacterBoundary() throws {
        let path = folder() + "/test.log"
        let log = try LogFile.open(path: path).get()
        log.append("a" + String(repeating: "é", count: LogFile.lineLimit))
        let written = try #require(contents(path))
        #expect(written.utf8.count <= LogFile.lineLimit + 1 && written.hasSuffix("é\n"))
        #expect(!written.contains("\u{FFFD}"))
    }

    /// Two processes share a log: when one rotates it, the other follows
    /// into the new file, rather than rotating it again (which would throw
    /// away the lines just rotated) or filling the old one.
    @Test func anotherWritersRotationIsFollowed() throws {
        let path = folder() + "/test.log"
        let first = try LogFile.open(path: path, limit: 100).get()
        let second = try LogFile.open(path: path, limit: 100).get()
        let lines = (0..<20).map { "first \($0)\n" }
        for line in lines { first.append(String(line.dropLast())) }
        // 98 bytes fit: "first 0" … "first 11"; the rest started a new file.
        #expect(contents(path + ".1") == lines[..<12].joined())
        second.append("second")
        #expect(contents(path + ".1") == lines[..<12].joined())
        #expect(contents(path) == lines[12...].joined() + "second\n")
    }

    /// Issue 27: a symbolic link where the log goes had the log append to
    /// its target; a FIFO hung the program in `open`. Neither is used.
    @Test func aLinkOrAFIFOWhereTheLogGoesIsNeverUsed() throws {
        let base = folder()
        try Data("theirs\n".utf8).write(to: URL(fileURLWithPath: base + "/target"))
        symlink(base + "/target", base + "/linked.log")
        #expect(throws: FileFailure.notAFile(.symbolicLink)) { try LogFile.open(path: base + "/linked.log").get() }
        #expect(contents(base + "/target") == "theirs\n", "the link's target is untouched")
        mkfifo(base + "/fifo.log", 0o600)
        let started = ContinuousClock.now
        #expect(throws: FileFailure.notAFile(.fifo)) { try LogFile.open(path: base + "/fifo.log").get() }
        #expect(ContinuousClock.now - started < .seconds(5), "refused at once, never waiting for a reader")
    }

    @Test func aLogThatCannotBeOpenedIsNil() {
        #expect((try? LogFile.open(path: folder() + "/no/such/folder/test.log").get()) == nil)
    }
}
