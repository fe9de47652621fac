import CNcursesw
import CSignals
import Glibc
import SystemCalls
import TerminalKit

/// Why the terminal cannot be used.
public enum TerminalError: Error, Equatable {
    case notATerminal
    case unusableTerminal(String)
    /// The pipe that wakes the loop could not be made (too many open files): the errno.
    case noWakeUpPipe(Int32)
}

/// The terminal, through ncursesw: the only place the program touches it.
///
/// It draws frames (copying only the cells that changed since the last one;
/// ncurses then sends only what differs on the screen), reads keys, mouse,
/// paste and resizes, and restores the terminal on every way out.
public final class Terminal: TerminalBackend {
    public struct Options {
        public var mouse: Bool
        /// Whether colours may be used (false under NO_COLOR).
        public var color: Bool
        /// The largest size drawn: a larger terminal is given to ncurses as
        /// this size and drawn in its top-left corner (the application's
        /// bound on a resize, so that ncurses never allocates without limit).
        public var largestSize: Size
        /// How pictures are drawn, and what the environment says of the terminal.
        public var images: ImageRequest
        public var imageHints: ImageHints

        public init(
            mouse: Bool = true, color: Bool = true, largestSize: Size, images: ImageRequest = .never,
            imageHints: ImageHints = .init()
        ) {
            self.mouse = mouse
            self.color = color
            self.largestSize = largestSize
            self.images = images
            self.imageHints = imageHints
        }
    }

    private let options: Options
    private var screen: OpaquePointer?
    /// The colour pairs in use, and what was last drawn (`Terminal+Drawing`).
    var palette: ColorPalette
    var shown: ScreenBuffer?
    private let input: InputReader
    private let wakePipe: (read: Int32, write: Int32)
    private(set) var isRunning = false
    private var hungUp = false
    /// Where the last frame left the cursor; nil: hidden (as at start-up).
    var shownCursor: Point?
    /// Pictures drawn as pixels (kitty, sixel, iTerm2), when the terminal can.
    let images: TerminalImages

    /// Sent to the terminal to turn bracketed paste and mouse reporting
    /// (clicks and the wheel, in SGR form) on, and to have Alt sent as Esc
    /// and the key (xterm's `metaSendsEscape`, DECSET 1036): without it
    /// Debian's default xterm sends Alt-M as the 8-bit `í`, which would type.
    private var modesOn: String {
        Self.altSendsEscapeOn + "\u{1B}[?2004h" + (options.mouse ? "\u{1B}[?1000h\u{1B}[?1006h" : "")
    }

    /// DECSET 1036 at start, DECRST at the end (as vim and emacs do; not
    /// XTSAVE and XTRESTORE, `CSI ? 1036 s`/`r`, which terminals that do not
    /// know them may take for a scrolling region).
    static let altSendsEscapeOn = "\u{1B}[?1036h"
    static let altSendsEscapeOff = "\u{1B}[?1036l"

    /// Turns them off again, and leaves keypad and application cursor-key
    /// modes (another program, or a crash before us, may have left them on).
    private let modesOff =
        "\u{1B}[?1000l\u{1B}[?1002l\u{1B}[?1003l\u{1B}[?1006l\u{1B}[?2004l\u{1B}[?1l\u{1B}>"
        + altSendsEscapeOff

    /// What clears the screen at the end where the terminal has no
    /// alternate screen (no terminfo `smcup`: vt100, the Linux console):
    /// the last frame would stay after the program, and the shell's next
    /// line would be written over its footer.
    private var clearAtExit = ""

    /// The terminfo string capability `name` as bytes to write: its padding
    /// (`$<2>`, vt100's delays, which only `tputs` understands and no
    /// terminal now needs) taken out, so that nothing of it is shown.
    static func capability(_ name: String) -> String? {
        ss_tigetstr(name).map { withoutPadding(String(cString: $0)) }
    }

    /// `text` without terminfo's padding specifications (`$<5>`, `$<2*/>`).
    static func withoutPadding(_ text: String) -> String {
        var result = ""
        var rest = Substring(text)
        while let start = rest.range(of: "$<") {
            let after = rest[start.upperBound...]
            let body = after.prefix { "0123456789.*/".contains($0) }
            let end = after.index(after.startIndex, offsetBy: body.count)
            if !body.isEmpty, end < after.endIndex, after[end] == ">" {
                result += rest[..<start.lowerBound]
                rest = after[after.index(after: end)...]
            } else {
                result += rest[..<start.upperBound]
                rest = after
            }
        }
        return result + rest
    }

    public init(options: Options) throws(TerminalError) {
        guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else { throw .notATerminal }
        self.options = options
        // Made before anything is changed: without it there is nothing to
        // wake the loop, and a failed pipe(2) leaves its descriptors as they
        // were (0, standard input, which must never be made non-blocking).
        var fds: [Int32] = [-1, -1]
        guard ss_signals_wake_pipe(&fds) == 0 else { throw .noWakeUpPipe(errno) }
        wakePipe = (fds[0], fds[1])
        palette = ColorPalette(colors: 0)
        input = InputReader()
        images = TerminalImages(request: options.images, hints: options.imageHints)

        // ncursesw needs a UTF-8 character type; when the user's locale is
        // not installed (LANG=nl_NL.UTF-8 on a bare machine), C.UTF-8 is.
        // Only the character type: it is all ncurses reads (the program
        // formats numbers and dates itself), and loading the locale's
        // other eleven categories cost a start-up about a millisecond.
        if setlocale(LC_CTYPE, "") == nil || String(cString: nl_langinfo(nl_item(CODESET))) != "UTF-8" {
            setlocale(LC_CTYPE, "C.UTF-8")
        }
        var savedTermios = termios()
        tcgetattr(STDIN_FILENO, &savedTermios)
        // Ready before any handler is live: a crash from here on puts the
        // terminal's modes back (and, once ncurses is up, its screen).
        Signals.prepareCrashRestore(sequence: [], termios: savedTermios)
        Signals.install(wakeFD: wakePipe.write)
        let term = getenv("TERM").map { String(cString: $0) } ?? ""
        // The kernel's size, at most the largest laid out (see `takeNewSize`).
        let largest = options.largestSize
        guard let screen = ss_newterm(Int32(largest.rows), Int32(largest.columns)) else {
            Signals.uninstall()
            Self.close(wakePipe)
            throw .unusableTerminal(term)
        }
        self.screen = screen
        guard ss_tigetstr("cup") != nil else {
            endwin()
            delscreen(screen)
            Signals.uninstall()
            Self.close(wakePipe)
            throw .unusableTerminal(term)
        }
        isRunning = true
        cursorNormal = ["sgr0", "cnorm"].compactMap(Self.capability).joined()
        // Read now: terminfo is gone once the screen is deleted at the end.
        clearAtExit = Self.capability("smcup") == nil ? Self.capability("clear") ?? "" : ""
        configure()
        Signals.prepareCrashRestore(sequence: Array(restoreSequence().utf8), termios: savedTermios)
    }

    deinit {
        shutdown()
    }

    /// Closes the wake-up pipe of a terminal that was never taken. (A taken
    /// one's stays open to the end: a late wake-up from a worker must not
    /// write into a descriptor reused since.)
    private static func close(_ pipe: (read: Int32, write: Int32)) {
        _ = Glibc.close(pipe.read)
        _ = Glibc.close(pipe.write)
    }

    private func configure() {
        raw()
        noecho()
        nonl()
        intrflush(ss_stdscr(), false)
        // Keys are read and decoded by `InputReader` and `KeyDecoder`, not
        // by ncurses: keypad mode stays off, so the terminal keeps its
        // normal cursor-key mode and ncurses never reads standard input.
        keypad(ss_stdscr(), false)
        // No `meta(stdscr, TRUE)`: it sends terminfo's `smm` (xterm's
        // `ESC [?1034h`, "the eighth bit means Meta"), and Debian's xterm
        // then sends Alt-M as `í`, a letter the field would type. Alt is
        // asked for as Esc and the key instead (`modesOn`, DECSET 1036).
        // ncurses would cut a screen update short when input is waiting, and
        // only finish it on the next one: every frame is drawn whole.
        typeahead(-1)
        curs_set(0)
        if options.color, has_colors() {
            start_color()
            use_default_colors()
            palette = ColorPalette(
                colors: Int(ss_colors()), directColor: ss_has_direct_color() != 0,
                pairLimit: Int(ss_color_pairs()))
        }
        CNcursesw.refresh()
        writeRaw(modesOn)
        // The answers come back as input, read by the key decoder (see `receive`).
        if let queries = images.queries { writeRaw(queries) }
        isOutputSlow = CNcursesw.baudrate() < Self.slowBaudRate
        // Keys typed before the terminal left its line mode were read by the
        // kernel's line discipline, which made Enter's CR a line feed; that
        // LF is Enter, where a line feed typed from now on is Ctrl-J.
        typeAhead += input.readAvailable().map { $0 == 0x0A ? 0x0D : $0 }
    }

    /// What was typed before the terminal was set up (or while the shell
    /// had it), handed over first.
    private var typeAhead: [UInt8] = []

    /// The cursor visible and normal, and plain text (read from terminfo at start).
    private var cursorNormal = ""

    /// What puts the terminal back: modes off, main screen, cursor, plain text.
    private func restoreSequence() -> String {
        var sequence = modesOff
        for name in ["sgr0", "rmcup", "cnorm"] {
            if let value = Self.capability(name) { sequence += value }
        }
        return sequence
    }

    /// Leaves the terminal as it was found. Safe to call more than once.
    public func shutdown() {
        guard isRunning else { return }
        isRunning = false
        readAwaitedAnswers()
        writeRaw(images.handOver().bytes)
        writeRaw(modesOff)
        curs_set(1)
        endwin()
        if let screen { delscreen(screen) }
        screen = nil
        // endwin leaves the cursor as ncurses believes it is; say it outright.
        writeRaw(cursorNormal)
        // No alternate screen to leave: the last frame is cleared, and the
        // shell's next line starts at the top, never over the footer.
        writeRaw(clearAtExit)
        Signals.uninstall()
    }

    /// A handle other threads use to end `waitForEvents`.
    public var wakeUp: WakeUp {
        let fd = wakePipe.write
        return WakeUp {
            var byte: UInt8 = 0
            _ = write(fd, &byte, 1)
        }
    }

    /// The terminal's size now.
    public var size: Size { Size(columns: Int(ss_columns()), rows: Int(ss_lines())) }

    /// The colours this terminal shows (none when colour is off).
    public var colorDepth: ColorDepth { palette.depth }

    /// Whether the terminal takes output slowly: ncurses' idea of the
    /// baud rate (a serial line, a slow modem, `stty` set low) is under
    /// 19200, or a frame's bytes are still waiting in the kernel after it
    /// was written (a congested SSH link, a terminal that reads slowly).
    public internal(set) var isOutputSlow = false

    // MARK: Events

    /// Waits for something to happen (input, a wake-up, a signal) for at
    /// most `timeout` (nil: no limit), and returns everything that is ready
    /// at once, so a burst of keys is handled in one go.
    public func waitForEvents(timeout: Duration?) -> [BackendEvent] {
        var events = readReady()
        if events.isEmpty {
            // The detection's deadline ends the wait too: it decides then.
            let wait = [timeout, images.remaining].compactMap { $0 }.min()
            var fds = [
                pollfd(fd: input.isClosed ? -1 : STDIN_FILENO, events: Int16(POLLIN), revents: 0),
                pollfd(fd: wakePipe.read, events: Int16(POLLIN), revents: 0),
            ]
            // poll is never restarted after a signal: a SIGWINCH ends the wait.
            _ = poll(&fds, 2, wait.map(Self.milliseconds) ?? -1)
            events = readReady()
        }
        writeRaw(images.checkDeadline().bytes)
        return events
    }

    /// How long the terminal's answers to the start-up queries may still
    /// take (nil: none is awaited): a sequence begun meanwhile is an
    /// answer's, and waits for its end rather than the Esc delay.
    public var awaitedAnswers: Duration? { images.awaitedAnswers }

    /// Reads the answers still awaited (until Primary DA's, at most until
    /// their deadline) before the terminal is handed back: arriving after,
    /// they would be the shell's input, printed on its prompt. What arrives
    /// meanwhile is kept for the program (keys typed are not lost).
    private func readAwaitedAnswers() {
        var scanner = KeyDecoder(maximumPasteScalars: 1)
        while let remaining = images.awaitedAnswers, !input.isClosed {
            var fd = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
            guard poll(&fd, 1, Self.milliseconds(remaining)) > 0 else { continue }
            let bytes = input.readAvailable()
            typeAhead += bytes
            for case .report(let report) in scanner.decode(bytes) { writeRaw(images.receive(report).bytes) }
        }
    }

    /// Whether more input is already waiting: under a flood of keys (a
    /// paste without brackets, a held key) drawing can wait for it.
    public var hasPendingInput: Bool {
        var fd = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
        return !typeAhead.isEmpty || poll(&fd, 1, 0) > 0
    }

    private func readReady() -> [BackendEvent] {
        // Input first: bytes already waiting were typed before any resize or
        // signal noted since, so they are handled at the size they were
        // typed at (a key pressed just before a resize to a too-small
        // screen acts; it is not dropped as if typed at that size).
        let bytes = typeAhead + input.readAvailable()
        typeAhead = []
        var events: [BackendEvent] = bytes.isEmpty ? [] : [.bytes(bytes)]
        if drainWakePipe() {
            for signal in Signals.takePending() {
                switch signal {
                case SIGTSTP:
                    // Sent from outside (kill -TSTP): the size may have
                    // changed while stopped, and the program must be told,
                    // as a SIGWINCH noted meanwhile finds the size taken.
                    let before = size
                    suspend()
                    if size != before { events.append(.resize(size)) }
                case SIGWINCH:
                    if let size = takeNewSize() { events.append(.resize(size)) }
                default:
                    events.append(.terminate(signal: signal))
                }
            }
            events.append(.wake)
        }
        if input.isClosed && !hungUp {
            // The terminal is gone (its window closed, the ssh session dropped):
            // as a hangup, whether or not SIGHUP came too.
            hungUp = true
            events.append(.hangup)
        }
        return events
    }

    private func drainWakePipe() -> Bool {
        var buffer = [UInt8](repeating: 0, count: 256)
        var any = false
        while read(wakePipe.read, &buffer, buffer.count) > 0 { any = true }
        return any
    }

    /// Tells ncurses the terminal's new size, if it changed. A terminal
    /// larger than `Options.largestSize` is given to ncurses as that size:
    /// ncurses grows its rows before it shrinks its columns, so 10000x1 then
    /// 1x10000 would ask it for 10000x10000 cells in between.
    private func takeNewSize() -> Size? {
        var rows: Int32 = 0
        var columns: Int32 = 0
        guard ss_window_size(STDOUT_FILENO, &rows, &columns) == 0, rows > 0, columns > 0 else { return nil }
        let size = Size(columns: Int(columns), rows: Int(rows)).atMost(options.largestSize)
        guard size != self.size else { return nil }
        resizeterm(Int32(size.rows), Int32(size.columns))
        shown = nil
        images.readKernelCellSize()
        writeRaw(images.screenCleared().bytes)
        clearok(ss_curscr(), true)
        return size
    }

    // MARK: Suspending

    /// Hands the terminal back to the shell until `fg` (Ctrl-Z, SIGTSTP),
    /// then takes it again and draws everything anew.
    public func suspend() {
        readAwaitedAnswers()
        writeRaw(images.handOver().bytes)
        writeRaw(modesOff)
        def_prog_mode()
        endwin()
        var action = sigaction()
        action.__sigaction_handler.sa_handler = SIG_DFL
        sigaction(SIGTSTP, &action, nil)
        raise(SIGTSTP)
        // Continued: take the terminal back.
        Signals.install(wakeFD: wakePipe.write)
        reset_prog_mode()
        _ = takeNewSize()
        invalidate()
        CNcursesw.refresh()
        writeRaw(modesOn)
        // Keys typed before the terminal left its line mode were read by the
        // kernel's line discipline, which made Enter's CR a line feed; that
        // LF is Enter, where a line feed typed from now on is Ctrl-J.
        typeAhead += input.readAvailable().map { $0 == 0x0A ? 0x0D : $0 }
    }

    /// Gives the terminal to another program while `body` runs (the user's
    /// editor): modes off, the main screen and a visible cursor, the modes
    /// the shell had; then takes it back as `suspend` does after `fg`.
    public func runOutside(_ body: () -> Void) {
        readAwaitedAnswers()
        writeRaw(images.handOver().bytes)
        writeRaw(modesOff)
        def_prog_mode()
        endwin()
        writeRaw(cursorNormal)
        body()
        reset_prog_mode()
        _ = takeNewSize()
        invalidate()
        CNcursesw.refresh()
        // endwin showed the cursor behind ncurses' back: say its state outright.
        curs_set(1)
        curs_set(shownCursor != nil ? 1 : 0)
        writeRaw(modesOn)
    }

    /// Writes escape sequences ncurses does not know about (bracketed paste).
    func writeRaw(_ text: String) {
        writeRaw(Array(text.utf8))
    }

    /// Writes `bytes` after whatever ncurses has buffered, all of them (a
    /// long sequence may take more than one write on a busy terminal).
    func writeRaw(_ bytes: [UInt8]) {
        ss_flush_stdout()
        var offset = 0
        while offset < bytes.count {
            let written = retryingInterrupted {
                bytes[offset...].withUnsafeBytes { write(STDOUT_FILENO, $0.baseAddress, $0.count) }
            }
            if written > 0 {
                offset += written
            } else if written < 0 && errno == EAGAIN {
                // A terminal that is not reading: wait a little for it, never forever.
                var fd = pollfd(fd: STDOUT_FILENO, events: Int16(POLLOUT), revents: 0)
                if poll(&fd, 1, 1000) <= 0 { return }
            } else {
                return
            }
        }
    }
}
