import Foundation
import StoreSearchRuntime
import Synchronization
import TerminalKit

/// What the executable knows about copying by OSC 52 (see `ClipboardSupport`).
enum ClipboardProbe {
    /// `support`, worked out on first use and remembered: nobody who never
    /// copies pays for asking tmux.
    static func lazy(environment: [String: String]) -> @Sendable () -> ClipboardSupport {
        let known = Mutex<ClipboardSupport?>(nil)
        return {
            if let support = known.withLock({ $0 }) { return support }
            let support = ClipboardProbe.support(environment: environment)
            known.withLock { $0 = support }
            return support
        }
    }

    /// The guess for this environment; inside tmux, tmux is asked once for
    /// its `set-clipboard` option.
    static func support(environment: [String: String]) -> ClipboardSupport {
        let insideTmux = !(environment["TMUX"] ?? "").isEmpty
        return ClipboardSupport.guess(
            environment: environment, tmuxSetClipboard: insideTmux ? tmuxSetClipboard() : nil)
    }

    /// `tmux show-options -gv set-clipboard`, or nil when tmux cannot be
    /// run or does not answer within a second.
    private static func tmuxSetClipboard() -> String? {
        guard let tmux = URLOpener.findExecutable("tmux") else { return nil }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tmux)
        process.arguments = ["show-options", "-gv", "set-clipboard"]
        let output = Pipe()
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
        let deadline = Date().addingTimeInterval(1)
        while process.isRunning && Date() < deadline { usleep(5_000) }
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
            return nil
        }
        guard process.terminationStatus == 0 else { return nil }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        return String(decoding: data.prefix(64), as: UTF8.self)
    }
}
