import Foundation
import StoreSearchModel
import StoreSearchText
import SystemCalls

/// The user's editor ($VISUAL, else $EDITOR, else vi), run as git runs it:
/// `/bin/sh -c '<editor> "$1"' sh FILE`, so the value may carry arguments
/// ("code --wait", "emacs -nw"). It runs in the terminal's foreground, in a
/// process group of its own, on a temporary file (mode 0600, in $TMPDIR)
/// that is removed however it ends. The caller has put the terminal in its
/// normal modes (ncurses suspended) and restores it after.
public struct EditorCommand: Sendable {
    /// The command as the user set it.
    public let command: String
    /// Where the temporary file goes.
    public let temporaryDirectory: String

    /// The most of the file that is read back: a body, not a disk image.
    public static let maximumBytes = InputLimits.editedBodyBytes

    public init(environment: [String: String]) {
        let chosen = ["VISUAL", "EDITOR"].lazy.compactMap { environment[$0] }
            .first { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
        command = chosen ?? "vi"
        let folder = environment["TMPDIR"] ?? ""
        temporaryDirectory = folder.hasPrefix("/") ? folder : "/tmp"
    }

    /// The command as a notice may show it (not found: what the user set).
    var shownCommand: String {
        let clean = Sanitizer.clean(command)
        return clean.count > 40 ? String(clean.prefix(39)) + "…" : clean
    }

    /// The program's name alone ("vim" for "/usr/bin/vim -f"), for a notice that has more to say.
    var shownProgram: String {
        let first = command.split(separator: " ").first.map(String.init) ?? command
        let name = first.split(separator: "/").last.map(String.init) ?? first
        let clean = Sanitizer.clean(name)
        return clean.count > 24 ? String(clean.prefix(23)) + "…" : clean
    }

    /// Writes `text` to a temporary file, runs the editor on it in the
    /// foreground, waits for it, and reads what it saved.
    public func edit(_ text: String) -> ExternalEditOutcome {
        var template = Array("\(temporaryDirectory)/storesearch-mail-XXXXXX.txt".utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemps($0.baseAddress!, 4) }
        guard fd >= 0 else { return .notStarted(reason: Sanitizer.clean(String(cString: strerror(errno)))) }
        let path = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        defer { unlink(path) }
        fchmod(fd, 0o600)
        let contents = Array((text.isEmpty || text.hasSuffix("\n") ? text : text + "\n").utf8)
        let failure = contents.withUnsafeBytes { writeAll($0, to: fd) }
        let reason = failure.map { String(cString: strerror($0)) }
        close(fd)
        if let reason { return .notStarted(reason: Sanitizer.clean(reason)) }

        let status: Int32
        switch run(path) {
        case .success(let code): status = code
        case .failure(let error): return .notStarted(reason: Sanitizer.clean(error.localizedDescription))
        }
        switch status {
        case 0: break
        case 127: return .notFound(editor: shownCommand)
        default: return .failed(editor: shownProgram, status: Int(status))
        }
        guard let saved = Self.readBack(path) else { return .notStarted(reason: "the file could not be read") }
        return saved.isEmpty ? .empty : .saved(saved)
    }

    private static func readBack(_ path: String) -> String? {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while bytes.count < maximumBytes {
            let count = retryingInterrupted { Glibc.read(fd, &buffer, min(buffer.count, maximumBytes - bytes.count)) }
            guard count > 0 else { break }
            bytes += buffer[..<count]
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Runs the shell with the editor in the terminal's foreground and waits
    /// for it: its exit status (128 + the signal that ended it).
    private func run(_ path: String) -> Result<Int32, POSIXError> {
        // Taking the terminal back from the editor's group (and handing it
        // over without the spawn's help) is done from the background, which
        // sends SIGTTOU unless it is ignored.
        var ignore = sigaction()
        ignore.__sigaction_handler.sa_handler = SIG_IGN
        sigemptyset(&ignore.sa_mask)
        var previousTTOU = sigaction()
        sigaction(SIGTTOU, &ignore, &previousTTOU)
        defer {
            _ = tcsetpgrp(STDIN_FILENO, getpgrp())
            sigaction(SIGTTOU, &previousTTOU, nil)
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        let pid: pid_t
        do {
            pid = try Spawn.start(
                "/bin/sh", arguments: ["-c", "\(command) \"$1\"", "sh", path], actions: &actions,
                separation: .foreground)
        } catch {
            return .failure(error)
        }
        _ = tcsetpgrp(STDIN_FILENO, pid)
        var status: Int32 = 0
        while true {
            guard retryingInterrupted({ waitpid(pid, &status, WUNTRACED) }) >= 0 else { return .success(127) }
            if status & 0xFF == 0x7F {
                // Stopped. SIGTTIN or SIGTTOU: it reached the terminal before
                // it was its own; otherwise Ctrl-Z in the editor: the whole
                // job stops, as the shell expects, until `fg`.
                let signal = (status >> 8) & 0xFF
                if signal != SIGTTIN && signal != SIGTTOU {
                    _ = tcsetpgrp(STDIN_FILENO, getpgrp())
                    Self.stopSelf()
                }
                _ = tcsetpgrp(STDIN_FILENO, pid)
                kill(-pid, SIGCONT)
                continue
            }
            break
        }
        if status & 0x7F == 0 { return .success((status >> 8) & 0xFF) }
        return .success(128 + (status & 0x7F))
    }

    /// Stops this process as Ctrl-Z would, and returns once it is continued
    /// (at once when its process group is orphaned: nobody could continue it).
    private static func stopSelf() {
        var defaultAction = sigaction()
        defaultAction.__sigaction_handler.sa_handler = SIG_DFL
        sigemptyset(&defaultAction.sa_mask)
        var previous = sigaction()
        sigaction(SIGTSTP, &defaultAction, &previous)
        raise(SIGTSTP)
        sigaction(SIGTSTP, &previous, nil)
    }
}
