import Glibc
import TerminalUI

/// Reads the terminal's bytes straight from standard input and hands them
/// to `KeyDecoder`. ncurses' own key decoding (keypad mode) is off: it knows
/// only the sequences TERM's terminfo entry lists, and typed the rest
/// (`ESC [ B` under xterm-256color, every F-key under `linux`) into the
/// field as text.
final class InputReader {
    private var decoder = KeyDecoder()
    private var buffer = [UInt8](repeating: 0, count: 65_536)
    /// When the last byte arrived: an unfinished sequence is given up
    /// `KeyDecoder.waitsForMore` after it.
    private var lastInput = ContinuousClock.now
    /// Standard input ended or failed (the terminal hung up).
    private(set) var isClosed = false

    /// How long until an unfinished sequence must be flushed (nil: none is).
    var millisecondsUntilFlush: Int? {
        guard let wait = decoder.waitsForMore else { return nil }
        let remaining = (wait - (ContinuousClock.now - lastInput)).components
        return max(0, Int(remaining.seconds * 1000 + remaining.attoseconds / 1_000_000_000_000_000) + 1)
    }

    /// Everything that can be read without waiting, decoded; an unfinished
    /// sequence that waited long enough is flushed.
    func readAvailable() -> [InputEvent] {
        var events: [InputEvent] = []
        while !isClosed && hasInput() {
            let count = buffer.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
            if count > 0 {
                lastInput = .now
                events += decoder.decode(buffer[0..<count])
                // A short read means the kernel had no more: poll again only then.
                if count < buffer.count { break }
            } else if count == 0 || (errno != EINTR && errno != EAGAIN) {
                isClosed = true
            }
        }
        if let wait = decoder.waitsForMore, ContinuousClock.now - lastInput >= wait {
            events += decoder.flush()
        }
        return events
    }

    /// Whether standard input has bytes (or an end) waiting, without blocking.
    /// Standard input is never made non-blocking: it is shared with the shell.
    private func hasInput() -> Bool {
        var fd = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
        return poll(&fd, 1, 0) > 0 && fd.revents & Int16(POLLIN | POLLHUP | POLLERR) != 0
    }
}
