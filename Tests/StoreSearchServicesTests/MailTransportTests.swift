import Foundation
import StoreSearchWorkers
import TestSupport
import Testing

@testable import StoreSearchItems
@testable import StoreSearchMail
@testable import StoreSearchModel
@testable import StoreSearchPrograms

private func folder() -> URL {
    Scratch.folder("mail")
}

private func script(_ body: String, in directory: URL, named name: String = "fake") throws -> String {
    let path = directory.appendingPathComponent(name).path
    try Data("#!/bin/sh\n\(body)\n".utf8).write(to: URL(fileURLWithPath: path))
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path)
    return path
}

@Suite(.timeLimit(.minutes(1))) struct MailTransportTests {
    @Test func theConfiguredCommandComesFirst() throws {
        let bin = folder()
        _ = try script("exit 0", in: bin, named: "msmtp")
        _ = try script("exit 0", in: bin, named: "sendmail")
        let found = MailTransport.find(configured: "msmtp -C '/my rc' -t", path: bin.path)
        #expect(found == MailTransport(executable: bin.path + "/msmtp", arguments: ["-C", "/my rc", "-t"]))
        #expect(MailTransport.find(configured: "none", path: bin.path) == nil)
        #expect(MailTransport.find(configured: "missing-command -t", path: bin.path) == nil)
    }

    /// A missing command is named; an empty one (or only quotes) is no
    /// command at all, never a folder on PATH such as /usr/bin/.
    @Test func aMissingCommandIsNamedAndAnEmptyOneIsUnset() throws {
        let bin = folder()
        let system = folder()
        #expect(
            MailTransport.lookup(configured: "msmtp-missing -t", path: bin.path, systemDirectories: [system.path])
                == .notFound(command: "msmtp-missing"))
        #expect(MailTransport.lookup(configured: "NONE", path: bin.path) == .none)
        for empty in ["", "  ", "''", "\"\""] {
            #expect(
                MailTransport.lookup(configured: empty, path: bin.path + ":/usr/bin", systemDirectories: [system.path])
                    == .noSendmail, "\(empty)")
        }
        try FileManager.default.createDirectory(
            atPath: bin.path + "/sendmail", withIntermediateDirectories: true)
        #expect(
            MailTransport.lookup(configured: nil, path: bin.path, systemDirectories: [system.path]) == .noSendmail)
    }

    @Test func thenSendmailOnThePathThenInTheSystemFolders() throws {
        let bin = folder()
        let system = folder()
        #expect(MailTransport.find(configured: nil, path: bin.path, systemDirectories: [system.path]) == nil)
        let systemSendmail = try script("exit 0", in: system, named: "sendmail")
        #expect(
            MailTransport.find(configured: nil, path: bin.path, systemDirectories: [system.path])
                == MailTransport(executable: systemSendmail, arguments: ["-t", "-oi"]))
        let pathSendmail = try script("exit 0", in: bin, named: "sendmail")
        #expect(
            MailTransport.find(configured: nil, path: bin.path, systemDirectories: [system.path])?.executable
                == pathSendmail)
    }

    @Test func splitsCommandsLikeAShell() {
        #expect(
            ProgramPath.splitCommand(#"msmtp  -a "my account" -t ''"#) == ["msmtp", "-a", "my account", "-t", ""])
    }

    // Delivering waits for the command: each delivery runs on a thread of
    // the test's own, never on the concurrency pool's.

    @Test func deliversOnStandardInput() async throws {
        let directory = folder()
        let received = directory.appendingPathComponent("received").path
        let transport = MailTransport(executable: try script("cat > '\(received)'", in: directory), arguments: [])
        #expect(await onAThreadOfItsOwn { transport.deliver("Subject: x\n\nhello\n", timeout: 5) } == nil)
        #expect(try String(contentsOfFile: received, encoding: .utf8) == "Subject: x\n\nhello\n")
    }

    @Test func aFailingCommandSaysWhy() async throws {
        let directory = folder()
        let path = try script("cat > /dev/null; echo 'msmtp: cannot connect to 127.0.0.1' >&2; exit 75", in: directory)
        let result = await onAThreadOfItsOwn {
            MailTransport(executable: path, arguments: ["-t"]).deliver("x", timeout: 5)
        }
        #expect(
            result == MailDeliveryError(reason: "\(path) -t exited with status 75: msmtp: cannot connect to 127.0.0.1"))
    }

    /// The deadline covers writing too: a command that never reads a
    /// message larger than a pipe holds is stopped as surely as one that never exits.
    @Test func aCommandThatNeverReadsTimesOutWhateverTheMessage() async throws {
        let path = try script("exec sleep 100000", in: folder())
        let started = Date()
        let result = await onAThreadOfItsOwn {
            MailTransport(executable: path, arguments: []).deliver(String(repeating: "x", count: 1 << 20), timeout: 1)
        }
        #expect(result == MailDeliveryError(reason: "\(path) did not finish within 1 seconds"))
        #expect(Date().timeIntervalSince(started) < 10)
    }

    /// What the command started ends with it: its whole process group.
    @Test func stoppingEndsEverythingTheCommandStarted() async throws {
        let directory = folder()
        let pidFile = directory.appendingPathComponent("child").path
        let path = try script("sleep 100000 & echo $! > '\(pidFile)'; cat > /dev/null; wait", in: directory)
        let result = await onAThreadOfItsOwn { MailTransport(executable: path, arguments: []).deliver("x", timeout: 1) }
        #expect(result?.reason.contains("did not finish") == true)
        let child = try #require(
            Int32(try String(contentsOfFile: pidFile, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)))
        // Reaped or gone: kill(pid, 0) fails with ESRCH once it no longer exists.
        let gone = await eventually {
            kill(child, 0) != 0
                || (try? String(contentsOfFile: "/proc/\(child)/stat", encoding: .utf8))?.contains(") Z ") == true
        }
        #expect(gone, "the command's own child was ended too")
    }

    @Test func cancellingStopsADeliveryUnderWay() async throws {
        let path = try script("exec sleep 100000", in: folder())
        let cancellation = Cancellation()
        let started = Date()
        Task {
            try await Task.sleep(for: .milliseconds(200))
            cancellation.cancel()
        }
        let result = await onAThreadOfItsOwn {
            MailTransport(executable: path, arguments: []).deliver("x", timeout: 60, cancellation: cancellation)
        }
        #expect(result?.reason.contains("was stopped") == true)
        #expect(Date().timeIntervalSince(started) < 10, "long before the 60 s deadline")
    }

    @Test func aHangingCommandTimesOut() async throws {
        let path = try script("exec sleep 30", in: folder())
        let started = Date()
        let result = await onAThreadOfItsOwn {
            MailTransport(executable: path, arguments: []).deliver("x", timeout: 0.5)
        }
        #expect(result == MailDeliveryError(reason: "\(path) did not finish within 0 seconds"))
        #expect(Date().timeIntervalSince(started) < 10)
    }
}

@Suite(.timeLimit(.minutes(1))) struct DraftStoreTests {
    @Test func savingAgainReplacesTheSameDraftAndTheNewestIsFound() throws {
        let store = DraftStore(directory: folder().appendingPathComponent("drafts"))
        let first = try store.save("To: a@b.nl\r\n\r\none\r\n", now: Date(timeIntervalSince1970: 1_000))
        let again = try store.save("To: a@b.nl\r\n\r\ntwo\r\n", replacing: first)
        #expect(again == first)
        #expect(try String(contentsOfFile: first, encoding: .utf8).contains("two"))
        #expect(store.newest().map(\.path) == [first], "one draft, no temporary file left")
        let outside = try store.save("x", replacing: "/etc/passwd")
        #expect(outside != "/etc/passwd" && outside.hasSuffix(".eml"), "only drafts in its folder are replaced")
    }

    @Test func aTemporaryFileLeftByAKilledProgramGoesOnceItIsOld() throws {
        let folder = folder().appendingPathComponent("drafts")
        let store = DraftStore(directory: folder)
        let draft = try store.save("To: a@b.nl\r\n\r\nkept\r\n")
        let left = folder.appendingPathComponent(".writing-0123456789ab").path
        try Data("To: a@b.nl\r\n\r\nhalf".utf8).write(to: URL(fileURLWithPath: left))
        #expect(store.newest().map(\.path) == [draft])
        #expect(FileManager.default.fileExists(atPath: left), "a program may be writing it now")
        #expect(store.newest(now: Date().addingTimeInterval(601)).map(\.path) == [draft])
        #expect(!FileManager.default.fileExists(atPath: left), "ten minutes on, nobody is")
    }

    @Test func savesPrivatelyAndRemoves() throws {
        let store = DraftStore(directory: folder().appendingPathComponent("drafts"))
        let path = try store.save("Subject: x\r\n\r\nbody\r\n")
        #expect(path.hasSuffix(".eml"))
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "Subject: x\r\n\r\nbody\r\n")
        let permissions = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
        #expect(permissions == 0o600)
        store.remove(path)
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    /// Drafts that are links or FIFOs are neither offered, read nor replaced.
    @Test func aLinkedOrFIFODraftIsNeverReadNorReplaced() throws {
        let folder = folder().appendingPathComponent("drafts")
        let store = DraftStore(directory: folder)
        let kept = try store.save("To: a@b.nl\r\n\r\nmine\r\n", now: Date(timeIntervalSince1970: 1_000))
        let target = folder.deletingLastPathComponent().appendingPathComponent("secret").path
        try Data("To: x@y.nl\r\n\r\nsecret\r\n".utf8).write(to: URL(fileURLWithPath: target))
        let link = folder.appendingPathComponent("support-29991231-000000-aaaaaaaa.eml").path
        symlink(target, link)
        mkfifo(folder.appendingPathComponent("support-29991231-000000-bbbbbbbb.eml").path, 0o600)
        #expect(store.newest().map(\.path) == [kept], "only the regular file is a draft")
        #expect(throws: FileFailure.notAFile(.symbolicLink)) {
            try store.save("To: a@b.nl\r\n\r\nnew\r\n", replacing: link)
        }
        #expect(try String(contentsOfFile: target, encoding: .utf8).contains("secret"))
    }

    @Test func aFileWhereTheFolderShouldBeIsAnError() throws {
        let parent = folder()
        try Data("x".utf8).write(to: parent.appendingPathComponent("drafts"))
        #expect(throws: (any Error).self) {
            try DraftStore(directory: parent.appendingPathComponent("drafts")).save("x")
        }
    }
}
