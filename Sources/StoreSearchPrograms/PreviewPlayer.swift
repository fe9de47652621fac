import Foundation
import StoreSearchItems
import StoreSearchModel
import StoreSearchText
import StoreSearchWorkers
import Synchronization
import SystemCalls

/// Plays previews with a program on this computer: the configured command
/// (`--player`, `player` in the config file), else the first of mpv, ffplay
/// and cvlc on PATH, each told to play sound only, quietly, and to exit at
/// the end.
///
/// paplay is not among them: it plays local files that libsndfile reads
/// (WAV, FLAC, Ogg), while a preview is an AAC (.m4a) or video file at a web
/// address. Supporting it would mean fetching and decoding the preview
/// ourselves; a player that cannot play previews is better left out than
/// offered and failing.
///
/// The player runs in a session of its own (so it has no controlling
/// terminal to draw on or read keys from, and ends with its whole process
/// group), its standard input, output and error on /dev/null (not the log:
/// a player could fill it past its size limit). Each child has a thread
/// that waits for it, so one that ends by itself is reaped at once, and
/// `stop()` returns once it is gone.
public final class ProcessPreviewPlayer: Sendable {
    /// A command line: the program and its arguments; the URL goes last.
    public struct Command: Hashable, Sendable {
        public var executable: String
        public var arguments: [String]

        public init(executable: String, arguments: [String]) {
            self.executable = executable
            self.arguments = arguments
        }

        /// What the user calls it: "mpv".
        public var name: String { executable.split(separator: "/").last.map(String.init) ?? executable }
    }

    /// The players looked for on PATH, in order, with what makes each play
    /// sound only, without a window or chatter, and exit when done.
    public static let knownPlayers: [Command] = [
        Command(executable: "mpv", arguments: ["--no-video", "--really-quiet"]),
        Command(executable: "ffplay", arguments: ["-nodisp", "-autoexit", "-loglevel", "quiet"]),
        Command(executable: "cvlc", arguments: ["--play-and-exit", "--quiet"]),
    ]

    private let configured: String?
    private let searchPath: String
    private let grace: Duration
    /// Play and stop, one at a time: a second play waits for the first's stop.
    private let turn = Mutex<Void>(())
    private let current = Mutex<Child?>(nil)

    /// `configured` is the command line from `--player` or the config file
    /// (split into words as a shell would, with single and double quotes;
    /// "none" plays nothing); `path` is where players are looked for.
    /// `grace` is how long a player may take to end after SIGTERM before
    /// SIGKILL.
    public init(configured: String?, path: String, grace: Duration = .milliseconds(500)) {
        self.configured = configured
        searchPath = path
        self.grace = grace
    }

    /// The command that would play a preview now: the configured one (nil
    /// when it is "none"), else the first player found on PATH.
    public func command() -> Result<Command, PlayerProblem>? {
        let trimmed = configured?.trimmingCharacters(in: .whitespaces) ?? ""
        if !trimmed.isEmpty {
            guard trimmed.lowercased() != "none" else { return nil }
            let words = ProgramPath.splitCommand(trimmed)
            guard let name = words.first else { return nil }
            guard let executable = Self.resolve(name, path: searchPath) else {
                return .failure(PlayerProblem(program: name, code: ENOENT))
            }
            return .success(Command(executable: executable, arguments: Array(words.dropFirst())))
        }
        for player in Self.knownPlayers {
            if let executable = Self.resolve(player.executable, path: searchPath) {
                return .success(Command(executable: executable, arguments: player.arguments))
            }
        }
        return nil
    }

    /// Starts playing `url` (after stopping the preview playing, if any).
    /// Only web addresses are played: anything else could read as an option.
    public func play(_ url: String) -> PlayerOutcome {
        turn.withLock { _ in
            stopCurrent()
            guard let found = command() else { return .noPlayer }
            let command: Command
            switch found {
            case .failure(let problem): return .failed(reason: problem.description)
            case .success(let chosen): command = chosen
            }
            let lowered = url.lowercased()
            guard lowered.hasPrefix("https://") || lowered.hasPrefix("http://") else {
                return .failed(reason: PlayerProblem(program: command.name, code: EINVAL).description)
            }
            let pid: pid_t
            do throws(POSIXError) {
                pid = try Self.spawn(command.executable, arguments: command.arguments + [url])
            } catch {
                return .failed(reason: PlayerProblem(program: command.name, code: error.code.rawValue).description)
            }
            let child = Child(pid: pid)
            current.withLock { $0 = child }
            OwnThread.start(named: "storesearch player") { child.waitAndReap() }
            return .playing(program: command.name)
        }
    }

    /// Stops the preview playing, if any, and waits until it has ended.
    public func stop() {
        turn.withLock { _ in stopCurrent() }
    }

    /// The process id of the player playing now (its process group too), or nil.
    public var playingProcess: pid_t? {
        current.withLock { child in child.flatMap { $0.hasEnded ? nil : $0.pid } }
    }

    private func stopCurrent() {
        guard let child = current.withLock({ $0.take() }) else { return }
        guard !child.hasEnded else { return }
        kill(-child.pid, SIGTERM)
        if child.waitUntilEnded(within: grace) { return }
        kill(-child.pid, SIGKILL)
        // SIGKILL cannot be refused; the limit only guards against a process stuck in the kernel.
        _ = child.waitUntilEnded(within: .seconds(5))
    }

    private static func resolve(_ name: String, path: String) -> String? {
        if name.contains("/") { return FileManager.default.isExecutableFile(atPath: name) ? name : nil }
        return path.split(separator: ":").map { "\($0)/\(name)" }.first {
            FileManager.default.isExecutableFile(atPath: $0)
        }
    }

    private static func spawn(_ executable: String, arguments: [String]) throws(POSIXError) -> pid_t {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
        // A session of its own: no controlling terminal, its own process group.
        return try Spawn.start(executable, arguments: arguments, actions: &actions, separation: .session)
    }
}

/// One player started: its thread waits for it to end, ends whatever it
/// left in its group, and reaps it.
private final class Child: Sendable {
    let pid: pid_t
    private let ended = Later<Void>()

    init(pid: pid_t) {
        self.pid = pid
    }

    var hasEnded: Bool { ended.answer != nil }

    /// Blocks until the player exits. It is left unreaped (WNOWAIT) while
    /// the rest of its group is killed, so its id cannot be taken by
    /// another process before that.
    func waitAndReap() {
        var info = siginfo_t()
        if retryingInterrupted({ waitid(P_PID, id_t(pid), &info, WEXITED | WNOWAIT) }) == 0 { kill(-pid, SIGKILL) }
        var status: Int32 = 0
        _ = retryingInterrupted { waitpid(pid, &status, 0) }
        ended.give(())
    }

    /// Whether it ended within `limit`.
    func waitUntilEnded(within limit: Duration) -> Bool {
        ended.wait(before: .now + limit) != nil
    }
}

/// Why a player could not be started: its name and the system's reason
/// ("mpvx: No such file or directory").
public struct PlayerProblem: Error, Hashable, Sendable, CustomStringConvertible {
    public var program: String
    public var code: Int32

    public var description: String { "\(Sanitizer.clean(program)): \(String(cString: strerror(code)))" }
}
