import CSignals
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
    /// The handlers and what they touch (the pending flags, the wake-up
    /// descriptor, the restore sequence) live in C (`CSignals`): a handler
    /// that reached a Swift global could run in the middle of an access the
    /// main thread holds, which Swift's exclusivity checks stop the process for.
    static func install(wakeFD: Int32) {
        // The descriptor first, one atomic word: a handler still installed
        // from before (after a suspend) writes to the old pipe or the new.
        ss_signals_set_wake_fd(wakeFD)
        // A blocked signal mask is inherited through exec: a parent that
        // blocked SIGINT (a test runner's worker, a supervisor) would leave
        // Ctrl-C and kill -INT pending for ever. Every signal handled here
        // is unblocked on this thread, which the kernel then delivers to.
        var handled = sigset_t()
        sigemptyset(&handled)
        for signal in quitting + crashing + [SIGTSTP, SIGWINCH] { sigaddset(&handled, signal) }
        pthread_sigmask(SIG_UNBLOCK, &handled, nil)
        for signal in quitting + [SIGTSTP, SIGWINCH] {
            ss_signals_set_handler(signal, ss_signals_note, SA_RESTART)
        }
        for signal in crashing {
            // Refused (and a programming error) while the restore is not prepared.
            precondition(ss_signals_set_crash_handler(signal) == 0, "the crash restore is prepared first")
        }
        ss_signals_set_handler(SIGPIPE, SIG_IGN, 0)
        // SIGXFSZ (a file size limit) is ignored from the process's start, in
        // every mode (startup.c), and stays so after the terminal is given back.
        // backtrace(3) loads its unwinder on first use, which a crash handler
        // must not do: use it once now.
        ss_signals_warm_backtrace()
    }

    /// Puts back the default handlers, and wakes no one.
    static func uninstall() {
        for signal in quitting + crashing + [SIGTSTP, SIGWINCH, SIGPIPE] {
            ss_signals_set_handler(signal, SIG_DFL, 0)
        }
        ss_signals_set_wake_fd(-1)
    }

    /// Remembers what a crash handler must write to restore the terminal:
    /// first (the saved modes, before any handler is installed), then again
    /// once ncurses knows the terminal's sequences. The crash signals are
    /// blocked meanwhile, so a handler never reads half of it.
    static func prepareCrashRestore(sequence: [UInt8], termios: termios) {
        var modes = termios
        var blocked = sigset_t()
        var before = sigset_t()
        sigemptyset(&blocked)
        for signal in crashing { sigaddset(&blocked, signal) }
        pthread_sigmask(SIG_BLOCK, &blocked, &before)
        sequence.withUnsafeBufferPointer { bytes in
            ss_signals_prepare_restore(bytes.baseAddress, Int32(bytes.count), &modes)
        }
        pthread_sigmask(SIG_SETMASK, &before, nil)
    }

    /// Takes the signals noted since the last call.
    static func takePending() -> [Int32] {
        (quitting + [SIGTSTP, SIGWINCH]).filter { ss_signals_take($0) != 0 }
    }
}
