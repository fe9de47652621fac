import Glibc
import TerminalKit

/// The start-up detection run once on its own, for `--diagnose`: the
/// queries written to the terminal with its line mode off, the answers
/// read (the key decoder finds them; anything typed meanwhile is dropped,
/// as nothing is running to take it) until Primary DA answers or the
/// deadline passes, and the terminal put back as it was.
public enum ImageQuery {
    public static func run(request: ImageRequest, hints: ImageHints) -> ImageDecision {
        let clock = ContinuousClock()
        let start = clock.now
        var probe = ImageProbe(request: request, hints: hints, now: .zero)
        // The terminal itself, whatever standard output is (`--diagnose > file`).
        let tty = probe.asks ? open("/dev/tty", O_RDWR | O_NOCTTY | O_CLOEXEC) : -1
        guard tty >= 0 else {
            _ = probe.checkDeadline(at: ImageDetection.deadline)
            // No terminal to send the queries to (none controls the
            // process): the environment alone decides, and where it names
            // no terminal, the reason is that, not a terminal's silence.
            let unasked = probe.asks && probe.decision.reason == .noAnswer
            return unasked ? ImageDecision(nil, .noTerminal) : probe.decision
        }
        defer { close(tty) }
        var saved = termios()
        tcgetattr(tty, &saved)
        var raw = saved
        raw.c_lflag &= ~tcflag_t(ICANON | ECHO)
        tcsetattr(tty, TCSANOW, &raw)
        defer { tcsetattr(tty, TCSANOW, &saved) }
        let queries = Array(ImageDetection.queries.utf8)
        _ = queries.withUnsafeBytes { write(tty, $0.baseAddress, $0.count) }
        // The kernel's cell size counts as an answer (xterm keeps it).
        var size = winsize()
        if ioctl(tty, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0,
            size.ws_xpixel >= size.ws_col, size.ws_ypixel >= size.ws_row
        {
            _ = probe.receive(
                .cellPixels(width: Int(size.ws_xpixel / size.ws_col), height: Int(size.ws_ypixel / size.ws_row)),
                at: .zero)
        }
        // Only the answers are wanted; what is typed meanwhile is dropped (a
        // paste too, so its bound matters not).
        var decoder = KeyDecoder(maximumPasteScalars: 4096)
        var buffer = [UInt8](repeating: 0, count: 4096)
        while let remaining = probe.remaining(at: clock.now - start) {
            var fd = pollfd(fd: tty, events: Int16(POLLIN), revents: 0)
            if poll(&fd, 1, Terminal.milliseconds(remaining)) > 0 {
                let count = buffer.withUnsafeMutableBytes { read(tty, $0.baseAddress, $0.count) }
                if count <= 0 { break }
                for case .report(let report) in decoder.decode(buffer[0..<count]) {
                    _ = probe.receive(report, at: clock.now - start)
                }
            }
            _ = probe.checkDeadline(at: clock.now - start)
        }
        return probe.decision
    }
}
