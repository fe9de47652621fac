import CNcursesw
import Glibc

/// Signal handling that keeps the terminal usable whatever happens.
///
/// Every signal whose default action ends the process without a crash
/// (SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGUSR1, SIGUSR2, SIGALRM, SIGXCPU as
/// `ulimit -t` sends it, SIGVTALRM, SIGPROF, SIGIO, SIGPWR, SIGSTKFLT), and
/// SIGTSTP and SIGWINCH, only note themselves and wake the event loop through
/// a pipe, which then quits in the normal way: what the user wrote is kept
/// and the terminal restored before the program ends with 128 + the signal. A pipe rather than ncurses' own SIGWINCH handler:
/// a signal may be delivered to any thread, and only the pipe reliably wakes
/// the main thread's `poll`. Crashes (SIGSEGV, SIGABRT, SIGBUS, SIGILL,
/// SIGFPE, SIGTRAP, SIGSYS) cannot go back to the loop: their handler writes a
/// prepared reset sequence and the saved terminal modes straight to the
/// terminal, using only async-signal-safe calls, and then lets the signal
/// take its course.
enum Signals {
    static let quitting: [Int32] = [
        SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGUSR1, SIGUSR2, SIGALRM, SIGXCPU, SIGVTALRM,
        SIGPROF, SIGIO, SIGPWR, SIGSTKFLT,
    ]
    static let crashing: [Int32] = [SIGSEGV, SIGABRT, SIGBUS, SIGILL, SIGFPE, SIGTRAP, SIGSYS]

    /// Installs every handler; call before ncurses starts, so it leaves them alone.
    static func install(wakeFD: Int32) {
        signalState.wakeFD = wakeFD
        // A blocked signal mask is inherited through exec: a parent that
        // blocked SIGINT (a test runner's worker, a supervisor) would leave
        // Ctrl-C and kill -INT pending for ever. Every signal handled here
        // is unblocked on this thread, which the kernel then delivers to.
        var handled = sigset_t()
        sigemptyset(&handled)
        for signal in quitting + crashing + [SIGTSTP, SIGWINCH] { sigaddset(&handled, signal) }
        pthread_sigmask(SIG_UNBLOCK, &handled, nil)
        for signal in quitting + [SIGTSTP, SIGWINCH] {
            setHandler(signal, handler: noteSignal, flags: SA_RESTART)
        }
        for signal in crashing {
            setHandler(signal, handler: restoreTerminalAndCrash, flags: Int32(bitPattern: SA_RESETHAND))
        }
        setHandler(SIGPIPE, handler: nil, flags: 0)
        // A full disk (or a file size limit) is an error to report, not a reason to die.
        setHandler(SIGXFSZ, handler: nil, flags: 0)
        // backtrace(3) loads its unwinder on first use, which a crash handler
        // must not do: use it once now.
        _ = backtrace(signalState.frames, 4)
    }

    /// Puts back the default handlers.
    static func uninstall() {
        for signal in quitting + crashing + [SIGTSTP, SIGWINCH, SIGPIPE, SIGXFSZ] {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = SIG_DFL
            sigaction(signal, &action, nil)
        }
    }

    /// Sets `signal`'s handler; `nil` ignores the signal.
    static func setHandler(_ signal: Int32, handler: (@convention(c) (Int32) -> Void)?, flags: Int32) {
        var action = sigaction()
        sigemptyset(&action.sa_mask)
        action.sa_flags = flags
        action.__sigaction_handler.sa_handler = handler ?? SIG_IGN
        sigaction(signal, &action, nil)
    }

    /// Remembers what a crash handler must write to restore the terminal.
    static func prepareCrashRestore(sequence: [UInt8], termios: termios) {
        let count = min(sequence.count, signalState.restoreCapacity)
        signalState.restoreBytes.update(from: sequence, count: count)
        signalState.restoreCount = count
        signalState.savedTermios = termios
        signalState.hasSavedTermios = true
    }

    /// Takes the signals noted since the last call.
    static func takePending() -> [Int32] {
        var pending: [Int32] = []
        for signal in quitting + [SIGTSTP, SIGWINCH] where signalState.pending[Int(signal)] != 0 {
            signalState.pending[Int(signal)] = 0
            pending.append(signal)
        }
        return pending
    }
}

/// Everything the handlers touch, allocated once, never moved.
struct SignalState {
    var wakeFD: Int32 = -1
    let restoreCapacity = 512
    let restoreBytes = UnsafeMutablePointer<UInt8>.allocate(capacity: 512)
    var restoreCount = 0
    var savedTermios = termios()
    var hasSavedTermios = false
    let pending = UnsafeMutablePointer<sig_atomic_t>.allocate(capacity: 65)
    /// Room for a crash's backtrace: a handler must not allocate.
    static let frameCapacity: Int32 = 32
    let frames = UnsafeMutablePointer<UnsafeMutableRawPointer?>.allocate(capacity: Int(frameCapacity))

    init() {
        pending.initialize(repeating: 0, count: 65)
    }
}

nonisolated(unsafe) var signalState = SignalState()

private let noteSignal: @convention(c) (Int32) -> Void = { signal in
    if signal >= 0 && signal < 65 { signalState.pending[Int(signal)] = 1 }
    var byte: UInt8 = 1
    _ = write(signalState.wakeFD, &byte, 1)
}

private let restoreTerminalAndCrash: @convention(c) (Int32) -> Void = { signal in
    _ = write(STDOUT_FILENO, signalState.restoreBytes, signalState.restoreCount)
    if signalState.hasSavedTermios {
        _ = tcsetattr(STDIN_FILENO, TCSANOW, &signalState.savedTermios)
    }
    // A short report on standard error, which is the log while the
    // interface is up: what happened, and where (raw frames; `addr2line`
    // or the build's symbols turn them into names). Async-signal-safe calls only.
    func say(_ text: StaticString) {
        _ = write(STDERR_FILENO, text.utf8Start, text.utf8CodeUnitCount)
    }
    say("storesearch: crashed (")
    switch signal {
    case SIGSEGV: say("SIGSEGV, a bad memory access")
    case SIGABRT: say("SIGABRT, aborted")
    case SIGBUS: say("SIGBUS, a bad memory access")
    case SIGILL: say("SIGILL, a fatal error or a bad instruction")
    case SIGFPE: say("SIGFPE, an arithmetic error")
    case SIGTRAP: say("SIGTRAP, a fatal error")
    case SIGSYS: say("SIGSYS, a bad system call")
    default: say("a fatal signal")
    }
    say("); the terminal was restored. Backtrace:\n")
    let count = backtrace(signalState.frames, SignalState.frameCapacity)
    backtrace_symbols_fd(signalState.frames, count, STDERR_FILENO)
    // SA_RESETHAND put the default action back: raising again ends the process as the signal would.
    raise(signal)
}
