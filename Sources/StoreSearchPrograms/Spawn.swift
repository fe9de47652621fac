import Foundation

/// Starting a helper program (the mail command, a preview player) the one
/// way this program does: apart from our terminal's job control, with the
/// signals we ignore or handle back at their defaults and none blocked.
public enum Spawn {
    /// Where the child stands apart from us.
    public enum Separation {
        /// A process group of its own: it and its children end together, and
        /// it is never in the terminal's foreground.
        case processGroup
        /// A session of its own: no controlling terminal at all.
        case session
        /// A process group of its own that the terminal (standard input) is
        /// given to before it runs: an editor, which reads the keys.
        case foreground
    }

    /// glibc's `posix_spawn_file_actions_addtcsetpgrp_np` (2.35 and later):
    /// the child takes the terminal itself, before exec, so it never reads
    /// from the background. Without it the parent hands the terminal over
    /// after the start (and a child stopped by SIGTTIN is continued).
    private static let takeTerminal:
        (@convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32)? =
            {
                guard
                    let symbol = dlsym(
                        UnsafeMutableRawPointer(bitPattern: 0), "posix_spawn_file_actions_addtcsetpgrp_np")
                else { return nil }
                return unsafeBitCast(
                    symbol, to: (@convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32).self
                )
            }()

    /// glibc's `posix_spawn_file_actions_addclosefrom_np` (2.34 and later),
    /// which Swift's Glibc module does not export; nil on an older glibc,
    /// where only the descriptors opened close-on-exec stay behind.
    private static let closeFrom: (@convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32)? =
        {
            guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "posix_spawn_file_actions_addclosefrom_np")
            else { return nil }
            return unsafeBitCast(
                symbol, to: (@convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32).self)
        }()

    /// How often a program whose file is busy (ETXTBSY) is tried, and how
    /// long apart (µs): half a second at most, only ever while it is busy.
    static let busyTries = 25
    static let busyPause: useconds_t = 20_000

    /// glibc's POSIX_SPAWN_SETSID, which Swift's Glibc module does not export.
    private static let setSessionFlag: Int32 = 0x80

    /// Starts `executable` with `arguments` and the descriptors `actions`
    /// arranges, named `name` (its `argv[0]`; the executable's path when
    /// nil); its pid, or the reason it could not start.
    public static func start(
        _ executable: String, arguments: [String], actions: inout posix_spawn_file_actions_t,
        separation: Separation, name: String? = nil
    ) throws(POSIXError) -> pid_t {
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        let apart = separation == .session ? setSessionFlag : Int32(POSIX_SPAWN_SETPGROUP)
        posix_spawnattr_setflags(&attributes, Int16(apart | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
        if separation != .session { posix_spawnattr_setpgroup(&attributes, 0) }
        if separation == .foreground, let takeTerminal { _ = takeTerminal(&actions, STDIN_FILENO) }
        // We ignore SIGPIPE and SIGXFSZ and handle the terminal's signals; the child should not.
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in [SIGPIPE, SIGXFSZ, SIGINT, SIGQUIT, SIGTERM, SIGHUP, SIGTSTP, SIGTTIN, SIGTTOU] {
            sigaddset(&defaults, signal)
        }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        var noMask = sigset_t()
        sigemptyset(&noMask)
        posix_spawnattr_setsigmask(&attributes, &noMask)
        // Nothing else of ours: not the cache, the log, the terminal, nor a
        // file another thread has open for writing (which would keep it
        // "busy" for as long as the child runs, or make exec of a script
        // just written fail with ETXTBSY).
        if let closeFrom { _ = closeFrom(&actions, 3) }
        let argv = ([name ?? executable] + arguments).map { strdup($0) } + [nil]
        defer { for argument in argv { free(argument) } }
        var pid: pid_t = 0
        var result = posix_spawn(&pid, executable, &actions, &attributes, argv, environ)
        // A program file open for writing cannot be run (ETXTBSY). One just
        // written can still be open in a child another thread started and
        // has not yet exec'd (it closes its descriptors only then): a
        // moment's window in any process that starts programs from several
        // threads. Tried again while it lasts: at most `busyTries` times,
        // `busyPause` apart; a file someone keeps writing still fails.
        var tries = 1
        while result == ETXTBSY, tries < busyTries {
            usleep(busyPause)
            tries += 1
            result = posix_spawn(&pid, executable, &actions, &attributes, argv, environ)
        }
        guard result == 0 else { throw POSIXError(POSIXErrorCode(rawValue: result) ?? .EIO) }
        return pid
    }
}
