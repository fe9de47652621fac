import Glibc
import TerminalKit

extension Terminal {
    // MARK: Pictures

    /// What draws pictures as pixels: the artwork's encoder, set once it exists.
    public var imageEncoder: ImageEncoder? {
        get { images.encoder }
        set { images.encoder = newValue }
    }

    /// How pictures are drawn now, and why (for `--diagnose` and the log).
    public var imageDecision: ImageDecision { images.decision }

    /// The same, for other threads.
    public var sharedImageDecision: SharedDecision { images.published }

    public func receive(_ report: TerminalReport) {
        writeRaw(images.receive(report).bytes)
    }

    public var wantsFrameAgain: Bool { images.wantsFrame }

    // MARK: Clipboard

    /// Sends OSC 52 for `text` once ncurses' own output is out: the sequence
    /// moves no cursor and draws nothing, so the screen stays as drawn.
    public func copyToClipboard(_ text: String) {
        guard isRunning else { return }
        writeRaw(ClipboardSequence.osc52(text))
    }

    // MARK: Slow output

    static let slowBaudRate: Int32 = 19_200
    /// Bytes still queued for the terminal after a frame that say it cannot keep up.
    static let slowBacklog: Int32 = 16_384

    static func outputIsBacklogged() -> Bool {
        var queued: Int32 = 0
        guard ioctl(STDOUT_FILENO, UInt(TIOCOUTQ), &queued) == 0 else { return false }
        return queued > slowBacklog
    }

    /// A wait in whole milliseconds, rounded up: a wait that ends a moment
    /// early would only come back for the rest.
    static func milliseconds(_ duration: Duration) -> Int32 {
        let parts = duration.components
        return Int32(clamping: parts.seconds * 1000 + (parts.attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000)
    }
}
