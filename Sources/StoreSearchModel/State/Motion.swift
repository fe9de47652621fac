import StoreSearchItems

/// A motion on screen (issue 32): what moves and which of its frames is
/// shown. It is state like any other, advanced by clock ticks
/// (`ScreenMessage.motionTick`), so drawing stays a function of the state
/// and tests step it on a manual clock. With no motion the screen is the
/// final frame, byte for byte what a program without motion draws.
public struct Motion: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        /// The detail pop-up grows from its centre, overshoots a little and
        /// settles (the book's bounce, in cells); the dim behind it fades in.
        case popupIn
        /// The closed pop-up goes: it slides up when closed by Esc or its
        /// button, it fades when a click outside closed it (the book's two
        /// ways out); the dim behind it fades out.
        case popupOut(SearchResult, slides: Bool)
        /// In the overlay split view, the list pane slides away (or back).
        case paneSlide(hiding: Bool)
        /// The landscape grid turns a page, forward or back.
        case gridPage(forward: Bool)
        /// The menu unfolds from its arrow (or from its top, as a sheet).
        case menuUnfold
    }

    public var kind: Kind
    /// The frame shown now, from 0; the frame after the last is the final one (no motion).
    public var frame = 0
    /// Numbers motions, so that a tick of an earlier one never moves a later one.
    public var serial: Int

    /// How many frames come before the final one: the fewest that read as
    /// motion, as every frame costs the whole changed area again.
    public var frames: Int {
        switch kind {
        case .popupIn, .popupOut, .paneSlide, .menuUnfold: 2
        case .gridPage: 1
        }
    }

    /// Where it stands, from 0 (the first frame) towards 1 (the final one).
    public var progress: Double { Double(frame + 1) / Double(frames + 1) }

    /// Time between frames. 50 ms (20 a second): at 80x24 a pop-up's size
    /// changes by a cell or two a frame, so faster frames would repeat;
    /// two or three frames and the final one make every motion 100–150 ms,
    /// well within the 250 ms a motion may take, and cheap over SSH.
    public static let frameMilliseconds = 50
}

extension AppState {
    /// Starts `kind` where motion is on; the caller's effects gain the
    /// first tick (see `update`). A motion under way gives way to it.
    mutating func startMotion(_ kind: Motion.Kind) {
        guard animates, !screen.motionIsOff else { return }
        screen.motionSerial &+= 1
        motion = Motion(kind: kind, serial: screen.motionSerial)
    }

    /// The next frame of the motion `serial`; the last one ends it.
    mutating func advanceMotion(serial: Int) -> [Effect] {
        guard var shown = motion, shown.serial == serial else { return [] }
        shown.frame += 1
        if shown.frame >= shown.frames {
            motion = nil
            return []
        }
        motion = shown
        return [.schedule(.screen(.motionTick(serial: serial)), afterMilliseconds: Motion.frameMilliseconds)]
    }
}
