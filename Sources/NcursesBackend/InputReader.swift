import Glibc

/// Reads the terminal's bytes straight from standard input; `Program`
/// decodes them (`KeyDecoder`). ncurses' own key decoding (keypad mode) is
/// off: it knows only the sequences TERM's terminfo entry lists, and typed
/// the rest (`ESC [ B` under xterm-256color, every F-key under `linux`)
/// into the field as text.
final class InputReader {
    private var buffer = [UInt8](repeating: 0, count: 65_536)
    /// Standard input ended or failed (the terminal hung up).
    private(set) var isClosed = false

    /// Everything that can be read without waiting.
    func readAvailable() -> [UInt8] {
        var bytes: [UInt8] = []
        while !isClosed && hasInput() {
            let count = buffer.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
            if count > 0 {
                bytes += buffer[0..<count]
                // A short read means the kernel had no more: poll again only after a full one.
                if count < buffer.count { break }
            } else if count == 0 || (errno != EINTR && errno != EAGAIN) {
                isClosed = true
            }
        }
        return bytes
    }

    /// Whether standard input has bytes (or an end) waiting, without blocking.
    /// Standard input is never made non-blocking: it is shared with the shell.
    private func hasInput() -> Bool {
        var fd = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
        return poll(&fd, 1, 0) > 0 && fd.revents & Int16(POLLIN | POLLHUP | POLLERR) != 0
    }
}
