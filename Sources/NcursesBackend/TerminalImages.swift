import Glibc
import Synchronization
import TerminalKit

/// The real terminal's pictures: the start-up detection (queries sent,
/// answers taken, the deadline kept), the cell size in pixels, and the
/// `ImageLayer` that says what each frame sends. `Terminal` writes what it
/// returns; nothing here touches ncurses.
final class TerminalImages {
    private var probe: ImageProbe
    private(set) var layer = ImageLayer()
    var encoder: ImageEncoder?
    private let clock = ContinuousClock()
    private let start: ContinuousClock.Instant
    /// The cell size was answered (`CSI 16 t`); the kernel's is a guess.
    private var cellSizeAnswered = false
    private var cellSizeFromKernel = false
    /// Set when the decision changed: the frame must be drawn again.
    var wantsFrameAgain = false
    /// The decision as other threads may read it (diagnostics gathered for a mail).
    let published: SharedDecision

    init(request: ImageRequest, hints: ImageHints) {
        start = clock.now
        probe = ImageProbe(request: request, hints: hints, now: .zero)
        published = SharedDecision(probe.decision)
        readKernelCellSize()
        if cellSizeFromKernel {
            // The kernel knows the cell size: as good as an answer for sixel.
            _ = probe.receive(.cellPixels(width: layer.cellPixels.columns, height: layer.cellPixels.rows), at: .zero)
        }
        _ = layer.use(probe.decision.imageProtocol)
        published.set(probe.decision)
    }

    private var now: Duration { clock.now - start }

    /// The queries to send at start-up, if any.
    var queries: String? { probe.asks ? ImageDetection.queries : nil }

    var decision: ImageDecision { probe.decision }

    /// How long the poll may wait before the deadline needs checking.
    var remaining: Duration? { probe.remaining(at: now) }

    /// How long the answers to the queries may still take (nil: none awaited).
    var awaitedAnswers: Duration? { probe.awaitedAnswers(at: now) }

    func receive(_ report: TerminalReport) -> ImageLayer.Output {
        var output = ImageLayer.Output()
        if case .cellPixels(let width, let height) = report {
            cellSizeAnswered = true
            output = layer.resize(cells: Size(columns: width, rows: height))
            wantsFrameAgain = wantsFrameAgain || !output.bytes.isEmpty || !output.redraw.isEmpty
        }
        let decided = probe.receive(report, at: now) ? apply() : ImageLayer.Output()
        return keepRedraws(
            ImageLayer.Output(bytes: output.bytes + decided.bytes, redraw: output.redraw + decided.redraw))
    }

    func checkDeadline() -> ImageLayer.Output {
        keepRedraws(probe.checkDeadline(at: now) ? apply() : ImageLayer.Output())
    }

    /// Whether a frame must be sent again though it has not changed: the
    /// decision changed, or a picture the last frame had to leave to its
    /// symbols (its encoding was not done) is ready now.
    var wantsFrame: Bool {
        wantsFrameAgain || (layer.awaitsPictures && encoder?.finished != encoderFinishedSeen)
    }

    /// The encoder's count of finished encodings when the layer last placed pictures.
    private var encoderFinishedSeen = 0

    /// Cells to draw again with the next frame (pictures taken away between frames).
    private var pendingRedraws: [Rect] = []

    /// The bytes to write now; the cells to draw again wait for the next frame.
    private func keepRedraws(_ output: ImageLayer.Output) -> ImageLayer.Output {
        pendingRedraws += output.redraw
        return ImageLayer.Output(bytes: output.bytes)
    }

    private func apply() -> ImageLayer.Output {
        wantsFrameAgain = true
        published.set(probe.decision)
        return layer.use(probe.decision.imageProtocol)
    }

    /// The kernel's idea of the cell size (the window's pixels over its
    /// cells), when the terminal keeps it and has not answered `CSI 16 t`.
    func readKernelCellSize() {
        guard !cellSizeAnswered else { return }
        var size = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0,
            size.ws_xpixel >= size.ws_col, size.ws_ypixel >= size.ws_row
        else { return }
        _ = layer.resize(
            cells: Size(columns: Int(size.ws_xpixel) / Int(size.ws_col), rows: Int(size.ws_ypixel) / Int(size.ws_row)))
        cellSizeFromKernel = true
    }

    func update(to placements: [ImagePlacement], rewritten: (Rect) -> Bool) -> ImageLayer.Output {
        wantsFrameAgain = false
        encoderFinishedSeen = encoder?.finished ?? 0
        var output = layer.update(to: placements, rewritten: rewritten, encoder: encoder)
        output.redraw += pendingRedraws
        pendingRedraws = []
        return output
    }

    func handOver() -> ImageLayer.Output { layer.handOver() }

    func screenCleared() -> ImageLayer.Output { layer.screenCleared() }
}

/// The image decision, readable from any thread.
public final class SharedDecision: Sendable {
    private let value: Mutex<ImageDecision>

    init(_ decision: ImageDecision) { value = Mutex(decision) }

    func set(_ decision: ImageDecision) { value.withLock { $0 = decision } }

    public var decision: ImageDecision { value.withLock { $0 } }
}
