import Foundation

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
    public static func find(configured: String?, path: String,
                            systemDirectories: [String] = ["/usr/sbin", "/usr/lib"]) -> MailTransport? {
        if let configured, !configured.trimmingCharacters(in: .whitespaces).isEmpty {
            guard configured.lowercased() != "none" else { return nil }
            let words = splitCommand(configured)
            guard let name = words.first, let executable = resolve(name, path: path) else { return nil }
            return MailTransport(executable: executable, arguments: Array(words.dropFirst()))
        }
        let candidates = path.split(separator: ":").map { "\($0)/sendmail" } + systemDirectories.map { "\($0)/sendmail" }
        guard let sendmail = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
            return nil
        }
        // mutt's and git send-email's way: recipients from the headers, and a
        // line holding only "." is not the end of the message.
        return MailTransport(executable: sendmail, arguments: ["-t", "-oi"])
    }

    private static func resolve(_ name: String, path: String) -> String? {
        if name.contains("/") { return FileManager.default.isExecutableFile(atPath: name) ? name : nil }
        return path.split(separator: ":").map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Splits a command line at spaces, honouring single and double quotes.
    static func splitCommand(_ command: String) -> [String] {
        var words: [String] = []
        var current = ""
        var quote: Character?
        var hasWord = false
        for character in command {
            if let open = quote {
                if character == open { quote = nil } else { current.append(character) }
            } else if character == "'" || character == "\"" {
                quote = character
                hasWord = true
            } else if character == " " || character == "\t" {
                if hasWord || !current.isEmpty { words.append(current) }
                current = ""
                hasWord = false
            } else {
                current.append(character)
            }
        }
        if hasWord || !current.isEmpty { words.append(current) }
        return words
    }

    /// Hands `message` to the command; returns nil once it took it, or why
    /// not: what it said when it exited non-zero, or that it took longer than
    /// `timeout`. Blocks: call it off the main thread.
    public func deliver(_ message: String, timeout: TimeInterval) -> MailDeliveryError? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let input = Pipe()
        let errors = Pipe()
        process.standardInput = input
        process.standardOutput = errors
        process.standardError = errors
        do {
            try process.run()
        } catch {
            return MailDeliveryError(reason: "\(description): \(error.localizedDescription)")
        }
        // Our copy of the pipe's writing end must go, or its end is never seen.
        try? errors.fileHandleForWriting.close()
        // Read what it says while it runs, so a chatty command cannot block on a full pipe.
        let said = OutputCollector(errors.fileHandleForReading)
        input.fileHandleForWriting.writeAndClose(Data(message.utf8))
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning && Date() < deadline { usleep(10_000) }
        if process.isRunning {
            // SIGTERM first; a command that does not go gets SIGKILL a second later.
            process.terminate()
            let grace = Date().addingTimeInterval(1)
            while process.isRunning && Date() < grace { usleep(10_000) }
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
            process.waitUntilExit()
            return MailDeliveryError(reason: "\(description) did not finish within \(Int(timeout)) seconds")
        }
        guard process.terminationStatus == 0 else {
            let output = said.text.trimmingCharacters(in: .whitespacesAndNewlines)
            let detail = output.isEmpty ? "" : ": \(output)"
            return MailDeliveryError(reason: "\(description) exited with status \(process.terminationStatus)\(detail)")
        }
        return nil
    }
}

/// Why a message was not delivered, in the transport's own words.
public struct MailDeliveryError: Error, Hashable, Sendable {
    public var reason: String
}

/// Collects a pipe's output on a thread of its own (a blocking read must
/// not hold one of the few shared dispatch threads).
private final class OutputCollector: @unchecked Sendable {
    private let lock = NSLock()
    private var data = Data()
    private let done = DispatchSemaphore(value: 0)

    init(_ handle: FileHandle) {
        Thread {
            while case let chunk = handle.availableData, !chunk.isEmpty {
                self.lock.lock()
                if self.data.count < 4096 { self.data.append(chunk) }
                self.lock.unlock()
            }
            self.done.signal()
        }.start()
    }

    var text: String {
        _ = done.wait(timeout: .now() + 1)
        lock.lock()
        defer { lock.unlock() }
        return String(decoding: data.prefix(2000), as: UTF8.self)
    }
}

private extension FileHandle {
    func writeAndClose(_ data: Data) {
        // A command that exits without reading must not kill us with SIGPIPE
        // (ignored by the app) or an exception: write what it takes.
        try? write(contentsOf: data)
        try? close()
    }
}
