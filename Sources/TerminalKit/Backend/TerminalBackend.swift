/// What a terminal tells the program. Input comes as the bytes the terminal
/// sent: `Program` decodes them (`KeyDecoder`), whatever the backend.
public enum BackendEvent: Hashable, Sendable {
    case bytes([UInt8])
    case resize(Size)
    /// Another thread has posted messages (see `Mailbox`).
    case wake
    /// A signal asks the program to end (SIGTERM, SIGINT, ...): it ends with 128 + `signal`.
    case terminate(signal: Int32)
    /// The terminal is gone (its window closed, the ssh session dropped).
    case hangup
}

/// Wakes the program's wait from another thread.
public struct WakeUp: Sendable {
    private let action: @Sendable () -> Void

    public init(_ action: @escaping @Sendable () -> Void) {
        self.action = action
    }

    public func wake() { action() }
}

/// A terminal the program draws on and reads from: ncurses on a real one
/// (`NcursesBackend.Terminal`), memory in tests (`TestBackend`). Everything
/// the program does to a terminal goes through these few calls.
public protocol TerminalBackend: AnyObject {
    /// The terminal's size now.
    var size: Size { get }
    /// The colours it shows.
    var colorDepth: ColorDepth { get }
    /// Waits for something to happen, at most `timeout` (nil: no limit), and
    /// returns everything that is ready, so a burst is handled in one go.
    func waitForEvents(timeout: Duration?) -> [BackendEvent]
    /// Whether more input is already waiting (the program then puts drawing off).
    var hasPendingInput: Bool { get }
    /// Shows `frame`.
    func draw<Target>(_ frame: Frame<Target>)
    /// Whether the terminal takes output slowly (a low baud rate, or bytes
    /// still waiting to be sent after a frame): motion is then turned off.
    var isOutputSlow: Bool { get }
    /// Forgets what is on screen: the next frame is drawn whole.
    func invalidate()
    /// Hands the terminal back to the shell until `fg`.
    func suspend()
    /// Gives the terminal up while `body` runs another full-screen program
    /// (the user's editor): normal modes, main screen, cursor shown; then
    /// takes it back with every mode the program sets, and draws it whole.
    func runOutside(_ body: () -> Void)
    /// A handle other threads use to end the wait.
    var wakeUp: WakeUp { get }
    /// Asks the terminal to put `text` on the clipboard (OSC 52, see
    /// `ClipboardSequence`), leaving the screen as it is. Whether it did
    /// cannot be known: `ClipboardSupport` guesses.
    func copyToClipboard(_ text: String)
    /// Takes an answer to the queries the backend sent at start-up (what
    /// the terminal can draw, how large its cells are).
    func receive(_ report: TerminalReport)
    /// Whether the backend must be handed the frame again though it has
    /// not changed: it has just learnt to draw its pictures as pixels.
    var wantsFrameAgain: Bool { get }
    /// How long the terminal's answers to the backend's queries may still
    /// take (nil: none is awaited). Meanwhile an escape sequence begun in
    /// the input is taken for an answer and waits for its end up to then,
    /// rather than being given up after the Esc delay and its rest typed.
    var awaitedAnswers: Duration? { get }
}

extension TerminalBackend {
    public func receive(_ report: TerminalReport) {}
    public var wantsFrameAgain: Bool { false }
    public var awaitedAnswers: Duration? { nil }
}
