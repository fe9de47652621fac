import StoreSearchItems
import StoreSearchModel
import TerminalKit

/// The frame a motion shows now, composed from still frames: the final
/// screen (what the state draws with no motion) and, where the motion needs
/// it, the screen before or after it. Pure, as drawing is: the same state
/// gives the same frames, and a test steps them on a manual clock.
enum MotionFrames {
    typealias Still = (AppState) -> Frame

    static func frame(of motion: Motion, state: AppState, context: RenderContext, still: Still) -> Frame {
        var settled = state
        settled.motion = nil
        let final = still(settled)
        var composed: Frame
        switch motion.kind {
        case .popupIn:
            composed = popupIn(motion, final: final, state: settled, context: context, still: still)
        case .popupOut(let result, let slides):
            composed = popupOut(
                motion, result: result, slides: slides, final: final, state: settled, still: still,
                context: context)
        case .paneSlide(let hiding):
            composed = paneSlide(motion, hiding: hiding, final: final, state: settled, still: still)
        case .gridPage(let forward):
            composed = gridPage(forward: forward, final: final, state: settled, still: still)
        case .menuUnfold:
            composed = menuUnfold(motion, final: final, state: settled, context: context, still: still)
        }
        // The footer says what the keys do once the motion is over (a key ends it).
        let footer = Rect(x: 0, y: final.size.rows - 1, width: final.size.columns, height: 1)
        composed.buffer.paste(final.buffer, at: Point(x: 0, y: 0), clip: footer)
        composed.cursor = nil
        // Pictures are left to their symbols while anything moves, and
        // placed once it settles: a motion lasts 150 ms, and a picture sent
        // for one of its frames would be deleted for the next.
        composed.dropImages()
        return composed
    }

    /// The bounce: the pop-up's box at 70% of its size over the screen half
    /// dimmed, then 106% over the dimmed screen, then as it stays. Its
    /// content is revealed from the centre, never laid out again.
    private static func popupIn(
        _ motion: Motion, final: Frame, state: AppState, context: RenderContext, still: Still
    ) -> Frame {
        guard let box = final.topOverlayBox else { return final }
        var composed = final
        if motion.frame == 0 {
            var behind = state
            behind.overlays.removeLast()
            composed.buffer = still(behind).buffer
            composed.buffer.restyle(composed.buffer.bounds) { $0 = context.theme.halfBackdrop }
        } else {
            // The dimmed screen as it stays, without the pop-up.
            let plain = box.insetBy(dx: -2, dy: -2)
            var behind = state
            behind.overlays.removeLast()
            var dimmed = still(behind).buffer
            dimmed.restyle(dimmed.bounds, context.theme.dimmed)
            composed.buffer.paste(dimmed, at: Point(x: 0, y: 0), clip: plain)
        }
        let scale = motion.frame == 0 ? 0.7 : 1.06
        reveal(box, of: final.buffer, at: scale, on: &composed.buffer, border: context.theme.border)
        return composed
    }

    /// The pop-up closed: slid up by half its height over the dimmed screen
    /// (or, closed by a click outside, faded), then gone over a screen half
    /// dimmed, then the screen as it stays.
    private static func popupOut(
        _ motion: Motion, result: SearchResult, slides: Bool, final: Frame, state: AppState, still: Still,
        context: RenderContext
    ) -> Frame {
        var composed = final
        if motion.frame == 1 {
            composed.buffer.restyle(composed.buffer.bounds) { $0 = context.theme.halfBackdrop }
            return composed
        }
        composed.buffer.restyle(composed.buffer.bounds, context.theme.dimmed)
        var leaving = state
        leaving.overlays.append(.detail(result))
        let shown = still(leaving)
        guard let box = shown.topOverlayBox else { return composed }
        if slides {
            let lift = (box.height + 1) / 2
            composed.buffer.paste(
                shown.buffer, at: Point(x: 0, y: -lift),
                clip: Rect(x: box.x, y: 0, width: box.width, height: box.maxY - lift))
        } else {
            var faded = shown.buffer
            faded.restyle(box) { $0 = context.theme.halfBackdrop }
            composed.buffer.paste(faded, at: Point(x: 0, y: 0), clip: box)
        }
        return composed
    }

    /// The list pane over the detail (140x16) slides out to the left, or in
    /// from it, a third of its width a frame, and pushes the detail it goes
    /// to before it: the detail's left edge follows the pane's, so no word
    /// of it is seen cut in two at the pane's edge (the old slide showed the
    /// ends of words, "ony", "cal", from under the pane for a frame).
    private static func paneSlide(_ motion: Motion, hiding: Bool, final: Frame, state: AppState, still: Still)
        -> Frame
    {
        var other = state
        other.screen.isPrimaryPaneHidden = !hiding
        let withPane = hiding ? still(other) : final
        let layout = ScreenLayout(size: final.size, traits: state.traits, isPrimaryPaneHidden: false)
        let pane = layout.primaryPane
        let step = pane.maxX / 3
        let shift = hiding ? step * (motion.frame + 1) : step * (2 - motion.frame)
        let edge = max(0, pane.maxX - shift)
        // The detail's rows below the titles; the detail gone to (all of the
        // screen's width without the pane, or the narrow one beside it, its
        // divider first) pushed so that its left edge is at the pane's.
        let content = layout.secondaryContent ?? pane
        let detailLeft = hiding ? 0 : pane.maxX
        var composed = final
        composed.buffer.fill(Rect(x: 0, y: content.y, width: final.size.columns, height: content.height))
        composed.buffer.paste(
            final.buffer, at: Point(x: edge - detailLeft, y: 0),
            clip: Rect(x: edge, y: content.y, width: max(0, final.size.columns - edge), height: content.height))
        composed.buffer.paste(
            withPane.buffer, at: Point(x: -shift, y: 0),
            clip: Rect(x: 0, y: pane.y, width: edge, height: pane.height))
        return composed
    }

    /// The grid turns its page as a wipe from the side the new page lies
    /// on: half of the new page over half of the old one, then all of it.
    /// (A slide moves every tile twice, which cost four times the bytes of
    /// turning the page once; a wipe draws each tile once.)
    private static func gridPage(forward: Bool, final: Frame, state: AppState, still: Still) -> Frame {
        var before = state
        let page = max(1, state.list.gridPageSize)
        before.list.scrollOffset = max(0, state.list.scrollOffset + (forward ? -page : page))
        before.list.selection = nil
        let list = ScreenLayout(size: final.size, traits: state.traits, isPrimaryPaneHidden: false).resultList
        let half = list.width / 2
        let old =
            forward
            ? Rect(x: list.x, y: list.y, width: half, height: list.height)
            : Rect(x: list.x + half, y: list.y, width: list.width - half, height: list.height)
        var composed = final
        composed.buffer.paste(still(before).buffer, at: Point(x: 0, y: 0), clip: old)
        return composed
    }

    /// The menu unfolds from its top (where the arrow points): a third of
    /// its rows, then two thirds, then all.
    private static func menuUnfold(
        _ motion: Motion, final: Frame, state: AppState, context: RenderContext, still: Still
    ) -> Frame {
        guard let box = final.topOverlayBox else { return final }
        var behind = state
        behind.overlays.removeLast()
        var dimmed = still(behind).buffer
        dimmed.restyle(dimmed.bounds, context.theme.dimmed)
        let rows = max(2, box.height * (motion.frame + 1) / 3)
        var composed = final
        let cut = Rect(x: box.x, y: box.y + rows, width: box.width, height: box.height - rows)
        composed.buffer.paste(dimmed, at: Point(x: 0, y: 0), clip: cut)
        composed.buffer.drawBox(
            Rect(x: box.x, y: box.y, width: box.width, height: rows), style: context.theme.border, box: .rounded)
        composed.buffer.paste(
            final.buffer, at: Point(x: 0, y: 0),
            clip: Rect(x: box.x + 1, y: box.y + 1, width: box.width - 2, height: rows - 2))
        return composed
    }

    /// Draws `box` of `source` scaled by `scale` about its centre: a rounded
    /// border of the new size, and inside it the centre of the box's content
    /// (a larger box shows all of it, with room around).
    private static func reveal(
        _ box: Rect, of source: ScreenBuffer, at scale: Double, on target: inout ScreenBuffer, border: Style
    ) {
        let width = min(target.size.columns, max(4, Int((Double(box.width) * scale).rounded())))
        let height = min(target.size.rows - 1, max(3, Int((Double(box.height) * scale).rounded())))
        let scaled = Rect(
            x: min(max(0, box.x + (box.width - width) / 2), target.size.columns - width),
            y: min(max(0, box.y + (box.height - height) / 2), target.size.rows - 1 - height),
            width: width, height: height)
        target.fill(scaled)
        target.drawBox(scaled, style: border, box: .rounded)
        let inside = box.insetBy(dx: 1, dy: 1)
        let room = scaled.insetBy(dx: 1, dy: 1)
        let shown = inside.size.atMost(room.size)
        let from = Point(
            x: inside.x + (inside.width - shown.columns) / 2, y: inside.y + (inside.height - shown.rows) / 2)
        let to = Point(x: room.x + (room.width - shown.columns) / 2, y: room.y + (room.height - shown.rows) / 2)
        target.paste(
            source, at: Point(x: to.x - from.x, y: to.y - from.y),
            clip: Rect(x: to.x, y: to.y, width: shown.columns, height: shown.rows))
    }
}

extension Frame {
    /// The box of what lies on top (the last overlay's body), if any.
    var topOverlayBox: Rect? {
        regions.last { $0.target == .overlay }?.rect
    }
}
