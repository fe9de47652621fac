import CSignals
import Glibc
import Testing

/// The crash handler writes a prepared sequence and puts saved terminal
/// modes back: it must never be live before they are prepared, or a crash
/// in between (ncurses starting up) would leave the terminal raw.
@Suite(.timeLimit(.minutes(1))) struct CrashRestoreTests {
    @Test func noCrashHandlerIsInstalledBeforeTheRestoreIsPrepared() {
        // SIGSYS: nothing in this process raises it; its default action is put back.
        defer { ss_signals_set_handler(SIGSYS, SIG_DFL, 0) }
        #expect(ss_signals_restore_is_prepared() == 0)
        #expect(ss_signals_set_crash_handler(SIGSYS) == -1)
        #expect(errno == EINVAL)
        #expect(Self.handler(of: SIGSYS) == nil, "nothing was installed")
        var modes = termios()
        tcgetattr(STDIN_FILENO, &modes)
        ss_signals_prepare_restore(nil, 0, &modes)
        #expect(ss_signals_restore_is_prepared() == 1)
        #expect(ss_signals_set_crash_handler(SIGSYS) == 0)
        #expect(Self.handler(of: SIGSYS) != nil, "now it is")
    }

    /// The handler installed for `signal`, nil for the default action.
    static func handler(of signal: Int32) -> OpaquePointer? {
        var action = sigaction()
        sigaction(signal, nil, &action)
        return unsafeBitCast(action.__sigaction_handler.sa_handler, to: OpaquePointer?.self)
    }
}
