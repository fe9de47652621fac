import Glibc
import TerminalKit

/// The start-up detection run once on its own, for `--diagnose`: the
/// queries written to the terminal with its line mode off, the answers
/// read (the key decoder finds them; anything typed meanwhile is dropped,
/// as nothing is running to take it) until Primary DA answers or the
/// answers' deadline passes, and the terminal put back as it was. It asks
/// too how Alt arrives (DECRQM for xterm's modes 1036 and 1034), and the
/// window's size where standard output is not the terminal.
public enum ImageQuery {
    /// What the terminal said.
    public struct Answers: Sendable {
        public var decision: ImageDecision
        /// How Alt chords arrive in the interface (which asks for mode 1036).
        public var alt: AltKeys
        /// The terminal's size, from the terminal itself (nil: none to ask).
        public var size: Size?
    }

    /// How Alt with a key reaches the program.
    public enum AltKeys: Sendable, Equatable {
        /// The terminal knows mode 1036, which the interface sets: Esc, then the key.
        case escapePrefix
        /// The terminal sets the eighth bit (mode 1034 on) and knows no 1036:
        /// Alt-M arrives as `í`, which would type.
        case eighthBit
        /// The terminal did not say (it knows neither mode): most send Esc and the key.
        case unknown
        /// There was no terminal to ask.
        case noTerminal
    }

    /// Asked after the image queries, before Primary DA (which every
    /// terminal answers last): the state of modes 1036 (metaSendsEscape)
    /// and 1034 (eightBitInput).
    static let modeQueries = "\u{1B}[?1036$p\u{1B}[?1034$p"

    public static func run(request: ImageRequest, hints: ImageHints) -> Answers {
        let clock = ContinuousClock()
        let start = clock.now
        var probe = ImageProbe(request: request, hints: hints, now: .zero)
        // The terminal itself, whatever standard output is (`--diagnose > file`).
        let tty = open("/dev/tty", O_RDWR | O_NOCTTY | O_CLOEXEC)
        guard tty >= 0 else {
            _ = probe.checkDeadline(at: ImageDetection.deadline)
            // No terminal to send the queries to (none controls the
            // process): the environment alone decides, and where it names
            // no terminal, the reason is that, not a terminal's silence.
            let unasked = probe.asks && probe.decision.reason == .noAnswer
            return Answers(
                decision: unasked ? ImageDecision(nil, .noTerminal) : probe.decision, alt: .noTerminal, size: nil)
        }
        defer { close(tty) }
        var size = winsize()
        let hasSize = ioctl(tty, UInt(TIOCGWINSZ), &size) == 0 && size.ws_col > 0 && size.ws_row > 0
        var answers = Answers(
            decision: probe.decision, alt: .unknown,
            size: hasSize ? Size(columns: Int(size.ws_col), rows: Int(size.ws_row)) : nil)
        // Inside tmux or on the Linux console nothing is asked: their
        // answers would be their own, or shown as text.
        guard probe.asks else {
            answers.decision = probe.decision
            return answers
        }
        var saved = termios()
        tcgetattr(tty, &saved)
        var raw = saved
        raw.c_lflag &= ~tcflag_t(ICANON | ECHO)
        tcsetattr(tty, TCSANOW, &raw)
        defer { tcsetattr(tty, TCSANOW, &saved) }
        let queries = Array(
            ImageDetection.queries.replacingOccurrences(of: "\u{1B}[c", with: modeQueries + "\u{1B}[c").utf8)
        _ = queries.withUnsafeBytes { write(tty, $0.baseAddress, $0.count) }
        // The kernel's cell size counts as an answer (xterm keeps it).
        if hasSize, size.ws_xpixel >= size.ws_col, size.ws_ypixel >= size.ws_row {
            _ = probe.receive(
                .cellPixels(width: Int(size.ws_xpixel / size.ws_col), height: Int(size.ws_ypixel / size.ws_row)),
                at: .zero)
        }
        // Only the answers are wanted; what is typed meanwhile is dropped (a
        // paste too, so its bound matters not). Read until Primary DA has
        // answered, past the decision's deadline if need be (a slow link):
        // an answer left unread would be the shell's input once this exits.
        var decoder = KeyDecoder(maximumPasteScalars: 4096)
        var buffer = [UInt8](repeating: 0, count: 4096)
        var modes: [Int: Int] = [:]
        while let remaining = probe.awaitedAnswers(at: clock.now - start) {
            var fd = pollfd(fd: tty, events: Int16(POLLIN), revents: 0)
            let wait = [remaining, probe.remaining(at: clock.now - start)].compactMap { $0 }.min() ?? remaining
            if poll(&fd, 1, Terminal.milliseconds(wait)) > 0 {
                let count = buffer.withUnsafeMutableBytes { read(tty, $0.baseAddress, $0.count) }
                if count <= 0 { break }
                for case .report(let report) in decoder.decode(buffer[0..<count]) {
                    if case .privateMode(let mode, let state) = report { modes[mode] = state }
                    _ = probe.receive(report, at: clock.now - start)
                }
            }
            _ = probe.checkDeadline(at: clock.now - start)
        }
        _ = probe.checkDeadline(at: ImageDetection.answersDeadline)
        answers.decision = probe.decision
        answers.alt = altKeys(modes)
        return answers
    }

    /// How Alt arrives, from the states of modes 1036 and 1034 (DECRPM:
    /// 1 set, 2 reset, 3 always set, 4 always reset, 0 or none: unknown).
    static func altKeys(_ modes: [Int: Int]) -> AltKeys {
        if let state = modes[1036], (1...3).contains(state) { return .escapePrefix }
        if let state = modes[1034], state == 1 || state == 3 { return .eighthBit }
        return .unknown
    }
}
