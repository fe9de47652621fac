import Foundation
import Synchronization

/// A terminal in memory, for running the whole `Program` in tests (as
/// ratatui's `TestBackend` and Bubble Tea's teatest do): bytes typed in as a
/// terminal would send them, resizes and signals, and the screen as drawn,
/// cells and styles, with the cursor and what a real terminal would have
/// been sent for it.
public final class TestBackend: TerminalBackend {
    /// What `isOutputSlow` says (tests set it).
    public var isOutputSlow = false
    /// The events not yet read: the one part other threads touch (`wakeUp`).
    private let queue = EventQueue()
    public private(set) var size: Size
    public var colorDepth: ColorDepth
    /// The screen as last drawn.
    public private(set) var screen: ScreenBuffer
    /// Where the text cursor is, when a field has focus.
    public private(set) var cursor: Point?
    /// Frames drawn, and the bytes a terminal would have been sent for them
    /// (cursor moves, attributes and text for the cells that changed).
    public private(set) var framesDrawn = 0
    public private(set) var bytesWritten = 0
    public private(set) var invalidations = 0
    public private(set) var suspensions = 0
    /// The texts put on the clipboard, in order, and the bytes a terminal
    /// was sent for each.
    public private(set) var copiedTexts: [String] = []
    public private(set) var clipboardBytes: [[UInt8]] = []
    /// Makes `hasPendingInput` say yes once more (to test throttled drawing).
    public var pendingInputAnswers = 0
    /// How often another program had the terminal (`runOutside`).
    public var outsideRuns = 0
    /// Pictures drawn as pixels, as the real backend keeps them; a test
    /// sets the protocol (`useImages`) and an encoder.
    public private(set) var images = ImageLayer()
    public var imageEncoder: ImageEncoder?
    /// The protocol bytes each draw, suspension or outside run wrote (one
    /// entry each, empty when none), and the cells it had drawn again.
    public private(set) var imageWrites: [[UInt8]] = []
    public private(set) var redrawnRects: [[Rect]] = []
    /// The answers handed over by the program (`receive`).
    public private(set) var reports: [TerminalReport] = []
    public var wantsFrameAgain = false
    /// What `awaitedAnswers` says (tests set it, as a real backend's answers are awaited).
    public var awaitedAnswers: Duration?

    public init(size: Size, colorDepth: ColorDepth = .palette256) {
        self.size = size
        self.colorDepth = colorDepth
        screen = ScreenBuffer(size: size)
    }

    // MARK: What a test does to it

    /// Bytes as the terminal sends them (`"\u{1B}[B"` is Down in normal cursor mode).
    public func send(_ bytes: [UInt8]) { enqueue(.bytes(bytes)) }

    public func send(_ text: String) { send(Array(text.utf8)) }

    /// Each character as its own read, as a person types.
    public func type(_ text: String) {
        for character in text { send(String(character)) }
    }

    public func resize(to newSize: Size) {
        size = newSize
        // As a real terminal's screen is cleared by a resize (ncurses draws it anew).
        recordImages(images.screenCleared())
        enqueue(.resize(newSize))
    }

    public func signal(_ number: Int32) { enqueue(.terminate(signal: number)) }

    public func hangUp() { enqueue(.hangup) }

    private func enqueue(_ event: BackendEvent) {
        queue.withLock { $0.append(event) }
    }

    /// Whether events wait to be handled.
    public var hasQueuedEvents: Bool { queue.withLock { !$0.isEmpty } }

    // MARK: TerminalBackend

    public func waitForEvents(timeout: Duration?) -> [BackendEvent] {
        // Time never passes here by itself: a test moves the clock.
        queue.withLock { events in
            defer { events.removeAll() }
            return events
        }
    }

    public var hasPendingInput: Bool {
        if pendingInputAnswers > 0 {
            pendingInputAnswers -= 1
            return true
        }
        return queue.withLock { $0.contains { if case .bytes = $0 { true } else { false } } }
    }

    public func draw<Target>(_ frame: Frame<Target>) {
        bytesWritten += Self.bytesToUpdate(from: screen, to: frame.buffer)
        let previous = screen
        let output = images.update(
            to: frame.images,
            rewritten: { rect in
                previous.size != frame.buffer.size || previous.differs(from: frame.buffer, in: rect)
            }, encoder: imageEncoder)
        recordImages(output)
        wantsFrameAgain = false
        screen = frame.buffer
        cursor = frame.cursor
        framesDrawn += 1
    }

    public func invalidate() {
        invalidations += 1
        screen = ScreenBuffer(size: Size(columns: 0, rows: 0))
        recordImages(images.screenCleared())
    }

    public func suspend() {
        suspensions += 1
        recordImages(images.handOver())
        invalidate()
    }

    public func runOutside(_ body: () -> Void) {
        outsideRuns += 1
        recordImages(images.handOver())
        body()
        invalidate()
    }

    public func receive(_ report: TerminalReport) { reports.append(report) }

    /// Draws pictures with `imageProtocol` from now on (nil: symbols only),
    /// as a real backend does once detection decides.
    public func useImages(_ imageProtocol: ImageProtocol?, cellPixels: Size = Size(columns: 10, rows: 20)) {
        recordImages(images.resize(cells: cellPixels))
        recordImages(images.use(imageProtocol))
        wantsFrameAgain = true
    }

    private func recordImages(_ output: ImageLayer.Output) {
        imageWrites.append(output.bytes)
        redrawnRects.append(output.redraw)
    }

    public func copyToClipboard(_ text: String) {
        copiedTexts.append(text)
        clipboardBytes.append(ClipboardSequence.osc52(text))
    }

    public var wakeUp: WakeUp { WakeUp { [queue] in queue.withLock { $0.append(.wake) } } }

    // MARK: Reading the screen

    /// The screen's rows as text.
    public var lines: [String] { screen.text.components(separatedBy: "\n") }

    /// Where `text` first appears.
    public func find(_ text: String) -> Point? {
        for (y, line) in lines.enumerated() {
            if let range = line.range(of: text) { return Point(x: line[..<range.lowerBound].columnWidth, y: y) }
        }
        return nil
    }

    /// What a terminal is sent to turn `old` into `new`, counted as a
    /// diffing terminal library would write it: a cursor move before each
    /// run of changed cells, an attribute change where the style changes,
    /// and the characters' UTF-8.
    static func bytesToUpdate(from old: ScreenBuffer, to new: ScreenBuffer) -> Int {
        let whole = old.size != new.size
        var bytes = whole ? 4 : 0  // clear the screen
        var lastStyle: Style?
        for y in 0..<new.size.rows {
            var cursorFollows = false
            for x in 0..<new.size.columns {
                let cell = new[x, y]
                if !whole && old[x, y] == cell {
                    cursorFollows = false
                    continue
                }
                if cell.isContinuation { continue }
                if !cursorFollows { bytes += 8 }  // ESC [ row ; col H
                cursorFollows = true
                if cell.style != lastStyle {
                    bytes += 12  // ESC [ … m
                    lastStyle = cell.style
                }
                bytes += String(cell.character).utf8.count
            }
        }
        return bytes
    }
}

/// Events a `TestBackend` has still to hand over, behind a lock.
private final class EventQueue: Sendable {
    private let events = Mutex<[BackendEvent]>([])

    func withLock<T>(_ body: (inout [BackendEvent]) -> T) -> T { events.withLock { body(&$0) } }
}
