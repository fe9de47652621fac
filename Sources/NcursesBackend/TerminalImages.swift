import Glibc
import StoreSearchCore
import StoreSearchRuntime
import TerminalUI

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

    init(mode: ImageMode, hints: ImageHints) {
        start = clock.now
        probe = ImageProbe(mode: mode, hints: hints, now: .zero)
        readKernelCellSize()
        if cellSizeFromKernel {
            // The kernel knows the cell size: as good as an answer for sixel.
            _ = probe.receive(.cellPixels(width: layer.cellPixels.columns, height: layer.cellPixels.rows), at: .zero)
        }
        _ = layer.use(probe.decision.imageProtocol)
    }

    private var now: Duration { clock.now - start }

    /// The queries to send at start-up, if any.
    var queries: String? { probe.asks ? ImageDetection.queries : nil }

    var decision: ImageDecision { probe.decision }

    /// How long the poll may wait before the deadline needs checking.
    var remaining: Duration? { probe.remaining(at: now) }

    func receive(_ report: TerminalReport) -> ImageLayer.Output {
        switch report {
        case .cellPixels(let width, let height):
            cellSizeAnswered = true
            layer.cellPixels = Size(columns: width, rows: height)
        default:
            break
        }
        return probe.receive(report, at: now) ? apply() : ImageLayer.Output()
    }

    func checkDeadline() -> ImageLayer.Output {
        probe.checkDeadline(at: now) ? apply() : ImageLayer.Output()
    }

    private func apply() -> ImageLayer.Output {
        wantsFrameAgain = true
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
        layer.cellPixels = Size(
            columns: Int(size.ws_xpixel) / Int(size.ws_col), rows: Int(size.ws_ypixel) / Int(size.ws_row))
        cellSizeFromKernel = true
    }

    func update(to placements: [ImagePlacement], rewritten: (Rect) -> Bool) -> ImageLayer.Output {
        wantsFrameAgain = false
        return layer.update(to: placements, rewritten: rewritten, encoder: encoder)
    }

    func removeAll() -> ImageLayer.Output { layer.removeAll() }

    func screenCleared() -> ImageLayer.Output { layer.screenCleared() }
}
