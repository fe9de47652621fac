import Foundation
import TestSupport
import Testing

@testable import StoreSearchPrograms

private func folder() -> URL {
    Scratch.folder("player")
}

/// A fake player: writes its arguments (one a line), then where its
/// standard streams lead, to `record`, then does `then`.
private func fakePlayer(in directory: URL, named name: String, record: String, then: String = "exec sleep 1000")
    throws -> String
{
    let path = directory.appendingPathComponent(name).path
    let body = """
        #!/bin/sh
        streams="fd0 $(readlink /proc/$$/fd/0)
        fd1 $(readlink /proc/$$/fd/1)
        fd2 $(readlink /proc/$$/fd/2)"
        for argument in "$@"; do echo "$argument"; done > '\(record).tmp'
        echo "pid $$" >> '\(record).tmp'
        echo "$streams" >> '\(record).tmp'
        mv '\(record).tmp' '\(record)'
        \(then)

        """
    try Data(body.utf8).write(to: URL(fileURLWithPath: path))
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path)
    return path
}

/// What the fake player wrote, once it has.
private func recorded(_ path: String) async -> [String]? {
    guard await eventually({ FileManager.default.fileExists(atPath: path) }) else { return nil }
    return (try? String(contentsOfFile: path, encoding: .utf8))?.split(separator: "\n").map(String.init)
}

/// Whether a process with this id is gone: not running, and not left as a zombie either.
private func isGone(_ pid: pid_t) -> Bool { kill(pid, 0) == -1 && errno == ESRCH }

private let preview = "https://audio-ssl.itunes.apple.com/itunes-assets/AudioPreview/preview.m4a?a=1&b=2"

@Suite(.timeLimit(.minutes(1))) struct PreviewPlayerTests {
    @Test func theConfiguredPlayerGetsItsArgumentsAndTheURLLast() async throws {
        let bin = folder()
        let record = bin.appendingPathComponent("args").path
        _ = try fakePlayer(in: bin, named: "my-player", record: record)
        let player = ProcessPreviewPlayer(configured: "my-player --volume 50 'two words'", path: bin.path)
        #expect(player.play(preview) == .playing(program: "my-player"))
        defer { player.stop() }
        let lines = try #require(await recorded(record))
        #expect(Array(lines.prefix(4)) == ["--volume", "50", "two words", preview])
        // Nothing reaches the screen, nothing reads the keyboard.
        #expect(Array(lines.suffix(3)) == ["fd0 /dev/null", "fd1 /dev/null", "fd2 /dev/null"])
        // A session of its own: no controlling terminal, its own process group.
        let pid = try #require(player.playingProcess)
        #expect(lines.contains("pid \(pid)"))
        #expect(getsid(pid) == pid)
        #expect(getpgid(pid) == pid)
        await onAThreadOfItsOwn { player.stop() }
    }

    @Test func stopEndsThePlayerAndWhatItStarted() async throws {
        let bin = folder()
        let record = bin.appendingPathComponent("args").path
        let helper = bin.appendingPathComponent("helper").path
        _ = try fakePlayer(
            in: bin, named: "player", record: record, then: "sleep 1000 &\necho $! > '\(helper)'\nexec sleep 1000")
        let player = ProcessPreviewPlayer(configured: bin.path + "/player", path: "")
        #expect(player.play(preview) == .playing(program: "player"))
        _ = try #require(await recorded(record))
        let pid = try #require(player.playingProcess)
        #expect(await eventually { ((try? String(contentsOfFile: helper, encoding: .utf8)) ?? "").hasSuffix("\n") })
        let helperPID = try #require(
            pid_t((try String(contentsOfFile: helper, encoding: .utf8)).trimmingCharacters(in: .whitespacesAndNewlines))
        )
        #expect(kill(pid, 0) == 0)
        await onAThreadOfItsOwn { player.stop() }
        #expect(await eventually { isGone(pid) })
        // The helper was adopted by init, which reaps it: gone, whoever reaped it.
        #expect(await eventually { isGone(helperPID) })
        #expect(player.playingProcess == nil)
        await onAThreadOfItsOwn { player.stop() }  // nothing playing: nothing to do
    }

    @Test func aSecondPreviewStopsTheFirst() async throws {
        let bin = folder()
        let record = bin.appendingPathComponent("args").path
        _ = try fakePlayer(in: bin, named: "player", record: record)
        let player = ProcessPreviewPlayer(configured: "player", path: bin.path)
        #expect(player.play(preview + "&n=1") == .playing(program: "player"))
        let first = try #require(await recorded(record))
        let firstPID = try #require(player.playingProcess)
        #expect(first.first == preview + "&n=1")
        try FileManager.default.removeItem(atPath: record)

        #expect(await onAThreadOfItsOwn { player.play(preview + "&n=2") } == .playing(program: "player"))
        defer { player.stop() }
        #expect(await eventually { isGone(firstPID) })
        let second = try #require(await recorded(record))
        #expect(second.first == preview + "&n=2")
        let secondPID = try #require(player.playingProcess)
        #expect(secondPID != firstPID)
        #expect(kill(secondPID, 0) == 0)
        await onAThreadOfItsOwn { player.stop() }
    }

    @Test func aPlayerThatEndsByItselfIsReaped() async throws {
        let bin = folder()
        let record = bin.appendingPathComponent("args").path
        _ = try fakePlayer(in: bin, named: "player", record: record, then: "exit 0")
        let player = ProcessPreviewPlayer(configured: "player", path: bin.path)
        #expect(player.play(preview) == .playing(program: "player"))
        let lines = try #require(await recorded(record))
        let pid = try #require(lines.first { $0.hasPrefix("pid ") }.flatMap { pid_t($0.dropFirst(4)) })
        // A zombie would still answer kill(pid, 0).
        #expect(await eventually { isGone(pid) })
        #expect(await eventually { player.playingProcess == nil })
    }

    @Test func aMissingConfiguredPlayerIsNamed() {
        let player = ProcessPreviewPlayer(configured: "no-such-player --flag", path: folder().path)
        #expect(player.play(preview) == .failed(reason: "no-such-player: No such file or directory"))
        let absolute = ProcessPreviewPlayer(configured: "/nowhere/mpv", path: "/usr/bin:/bin")
        #expect(absolute.play(preview) == .failed(reason: "/nowhere/mpv: No such file or directory"))
    }

    @Test func withNoPlayerOnThePathThereIsNone() {
        let empty = folder()
        #expect(ProcessPreviewPlayer(configured: nil, path: empty.path).play(preview) == .noPlayer)
        #expect(ProcessPreviewPlayer(configured: "  ", path: empty.path).play(preview) == .noPlayer)
        #expect(ProcessPreviewPlayer(configured: "none", path: "/usr/bin:/bin").play(preview) == .noPlayer)
    }

    @Test func theKnownPlayersAreLookedForInOrder() async throws {
        let bin = folder()
        let record = bin.appendingPathComponent("args").path
        _ = try fakePlayer(in: bin, named: "cvlc", record: record)
        _ = try fakePlayer(in: bin, named: "ffplay", record: record)
        let player = ProcessPreviewPlayer(configured: nil, path: "/nonexistent:" + bin.path)
        #expect(
            try player.command()?.get()
                == .init(executable: bin.path + "/ffplay", arguments: ["-nodisp", "-autoexit", "-loglevel", "quiet"]))
        #expect(player.play(preview) == .playing(program: "ffplay"))
        defer { player.stop() }
        let lines = try #require(await recorded(record))
        #expect(Array(lines.prefix(5)) == ["-nodisp", "-autoexit", "-loglevel", "quiet", preview])
        _ = try fakePlayer(in: bin, named: "mpv", record: record)
        #expect(try player.command()?.get().arguments == ["--no-video", "--really-quiet"])
        await onAThreadOfItsOwn { player.stop() }
    }

    @Test func onlyWebAddressesArePlayed() async throws {
        let bin = folder()
        _ = try fakePlayer(in: bin, named: "mpv", record: bin.appendingPathComponent("args").path)
        let player = ProcessPreviewPlayer(configured: nil, path: bin.path)
        #expect(player.play("--script=/tmp/evil.lua") == .failed(reason: "mpv: Invalid argument"))
        #expect(player.playingProcess == nil)
    }
}
