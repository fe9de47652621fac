import Foundation
import StoreSearchModel
import StoreSearchPrograms
import StoreSearchText
import StoreSearchWorkers

/// A sendmail-compatible command: reads a whole message on standard input,
/// recipients from its headers (`-t`), and exits 0 once it has taken it.
public struct MailTransport: Hashable, Sendable {
    public var executable: String
    public var arguments: [String]

    public init(executable: String, arguments: [String]) {
        self.executable = executable
        self.arguments = arguments
    }

    /// How the user reads it: "/usr/bin/msmtp -t".
    public var description: String { ([executable] + arguments).joined(separator: " ") }

    /// The transport to use, in the documented order: the configured command
    /// (`--mail-command`, `STORESEARCH_MAIL_COMMAND`, the config file), else
    /// `sendmail` on PATH, else in the usual system folders. `"none"`
    /// configures none; nil means this computer cannot send mail.
    public static func find(
        configured: String?, path: String,
        systemDirectories: [String] = ["/usr/sbin", "/usr/lib"]
    ) -> MailTransport? {
        if case .found(let transport) = lookup(configured: configured, path: path, systemDirectories: systemDirectories)
        {
            return transport
        }
        return nil
    }

    /// What looking for the transport found.
    public enum Lookup: Hashable, Sendable {
        case found(MailTransport)
        /// The configuration says "none".
        case none
        /// No command configured, and no sendmail found.
        case noSendmail
        /// The configured command (its first word) was not found.
        case notFound(command: String)
    }

    /// `find`, saying why there is none. An empty command (or one that is
    /// only quotes, `''`) counts as not configured: sendmail is looked for.
    public static func lookup(
        configured: String?, path: String,
        systemDirectories: [String] = ["/usr/sbin", "/usr/lib"]
    ) -> Lookup {
        let words = ProgramPath.splitCommand(configured?.trimmingCharacters(in: .whitespaces) ?? "")
        if let name = words.first, !name.isEmpty {
            guard configured?.trimmingCharacters(in: .whitespaces).lowercased() != "none" else { return .none }
            guard let executable = ProgramPath.resolve(name, path: path) else { return .notFound(command: name) }
            return .found(MailTransport(executable: executable, arguments: Array(words.dropFirst())))
        }
        let candidates =
            path.split(separator: ":").map { "\($0)/sendmail" } + systemDirectories.map { "\($0)/sendmail" }
        guard let sendmail = candidates.first(where: ProgramPath.isExecutableFile) else { return .noSendmail }
        // mutt's and git send-email's way: recipients from the headers, and a
        // line holding only "." is not the end of the message.
        return .found(MailTransport(executable: sendmail, arguments: ["-t", "-oi"]))
    }

    /// Hands `message` to the command; returns nil once it took it, or why
    /// not: what it said when it exited non-zero, that it took longer than
    /// `timeout`, or that `cancellation` ended it. The deadline covers the
    /// whole exchange (writing the message, waiting, reading what it says):
    /// a command that never reads is stopped as surely as one that never
    /// exits. The command runs in a process group of its own, so stopping it
    /// (SIGTERM, then SIGKILL a second later) stops whatever it started too.
    /// Blocks: call it off the main thread.
    public func deliver(
        _ message: String, timeout: TimeInterval,
        cancellation: Cancellation = Cancellation()
    ) -> MailDeliveryError? {
        let deadline = ContinuousClock.now + .milliseconds(Int(timeout * 1000))
        let child: ChildProcess
        do {
            child = try ChildProcess.spawn(executable, arguments: arguments)
        } catch {
            return MailDeliveryError(reason: "\(description): \(String(cString: strerror(error.code.rawValue)))")
        }
        var input = Array(message.utf8)[...]
        var said: [UInt8] = []
        var outputOpen = true
        var status: Int32?
        while status == nil || outputOpen {
            if cancellation.isCancelled || ContinuousClock.now >= deadline {
                child.stop()
                if cancellation.isCancelled {
                    return MailDeliveryError(reason: "\(description) was stopped: the program quit")
                }
                return MailDeliveryError(reason: "\(description) did not finish within \(Int(timeout)) seconds")
            }
            if status == nil { status = child.exitStatus() }
            var fds = [
                pollfd(fd: input.isEmpty ? -1 : child.input, events: Int16(POLLOUT), revents: 0),
                pollfd(fd: outputOpen ? child.output : -1, events: Int16(POLLIN), revents: 0),
            ]
            defer { if input.isEmpty { child.closeInput() } }
            _ = poll(&fds, 2, status == nil ? 50 : 10)
            if !input.isEmpty && fds[0].revents != 0 {
                let written = input.withUnsafeBytes { write(child.input, $0.baseAddress, min($0.count, 65_536)) }
                if written > 0 {
                    input = input.dropFirst(written)
                } else if written < 0 && errno != EAGAIN && errno != EINTR {
                    input = []  // it stopped reading (EPIPE): what it says and its status tell the rest
                }
            }
            if outputOpen && fds[1].revents != 0 {
                var buffer = [UInt8](repeating: 0, count: 4096)
                let count = read(child.output, &buffer, buffer.count)
                if count > 0 {
                    if said.count < 4096 { said += buffer[0..<count] }
                } else if count == 0 || (errno != EAGAIN && errno != EINTR) {
                    outputOpen = false
                }
            }
            if status != nil && outputOpen && fds[1].revents == 0 {
                // Exited, and nothing more to read now: what a grandchild keeps open is not waited for.
                outputOpen = false
            }
        }
        child.closeAll()
        guard status == 0 else {
            // Its lines stay lines (each cleaned of what could steer the terminal).
            let output = String(decoding: said.prefix(2000), as: UTF8.self).split(whereSeparator: \.isNewline)
                .map { Sanitizer.clean(String($0)).trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
                .joined(separator: "\n")
            let detail = output.isEmpty ? "" : ": \(output)"
            return MailDeliveryError(reason: "\(description) exited with status \(status ?? -1)\(detail)")
        }
        return nil
    }
}

/// A command started with `posix_spawn` in a process group of its own, its
/// standard input a pipe we write, its standard output and error one we read.
private final class ChildProcess {
    let pid: pid_t
    private(set) var input: Int32
    private(set) var output: Int32

    private init(pid: pid_t, input: Int32, output: Int32) {
        self.pid = pid
        self.input = input
        self.output = output
    }

    private static func makePipe() throws(POSIXError) -> [Int32] {
        var fds: [Int32] = [0, 0]
        guard pipe(&fds) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        for fd in fds { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        return fds
    }

    static func spawn(_ executable: String, arguments: [String]) throws(POSIXError) -> ChildProcess {
        let toChild = try makePipe()
        let fromChild: [Int32]
        do {
            fromChild = try makePipe()
        } catch {
            close(toChild[0])
            close(toChild[1])
            throw error
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, toChild[0], 0)
        posix_spawn_file_actions_adddup2(&actions, fromChild[1], 1)
        posix_spawn_file_actions_adddup2(&actions, fromChild[1], 2)
        let pid: pid_t
        do {
            pid = try Spawn.start(executable, arguments: arguments, actions: &actions, separation: .processGroup)
        } catch {
            for fd in [toChild[0], toChild[1], fromChild[0], fromChild[1]] { close(fd) }
            throw error
        }
        close(toChild[0])
        close(fromChild[1])
        for fd in [toChild[1], fromChild[0]] { _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK) }
        return ChildProcess(pid: pid, input: toChild[1], output: fromChild[0])
    }

    /// The exit status once it has exited (and been reaped), else nil.
    func exitStatus() -> Int32? {
        var status: Int32 = 0
        let result = waitpid(pid, &status, WNOHANG)
        guard result == pid else { return result < 0 ? -1 : nil }
        if status & 0x7F == 0 { return (status >> 8) & 0xFF }
        return 128 + (status & 0x7F)
    }

    func closeInput() {
        if input >= 0 { close(input) }
        input = -1
    }

    func closeAll() {
        closeInput()
        if output >= 0 { close(output) }
        output = -1
    }

    /// Ends its whole process group: SIGTERM, then SIGKILL after a second.
    func stop() {
        kill(-pid, SIGTERM)
        let grace = ContinuousClock.now + .seconds(1)
        while exitStatus() == nil && ContinuousClock.now < grace { usleep(10_000) }
        if exitStatus() == nil {
            kill(-pid, SIGKILL)
            var status: Int32 = 0
            waitpid(pid, &status, 0)
        }
        // Whatever else is left of the group goes too.
        kill(-pid, SIGKILL)
        closeAll()
    }
}

/// Why a message was not delivered, in the transport's own words.
public struct MailDeliveryError: Error, Hashable, Sendable {
    public var reason: String
}
