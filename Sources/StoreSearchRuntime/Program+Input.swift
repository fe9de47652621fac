import StoreSearchModel
import StoreSearchUI
import TerminalKit

/// The program's input: what arrives queued and handled a slice at a
/// time, keys held for a search under way and let go after, sequences
/// given up after the Esc delay (or the terminal's answers' deadline).
extension Program {
    /// Whether decoded input waits for the next slice.
    var hasQueuedInput: Bool { queueHead < queuedInput.count }

    /// Handles queued input for at most `inputSlice`. When the slice is
    /// spent and a way out waits in the queue (a key bound to quit where
    /// the user is), the input before it is dropped and it is handled next:
    /// whatever was queued, Ctrl-C is seen within a slice or two.
    func handleQueuedInput() {
        let started = clock.now
        while hasQueuedInput && !state.isQuitting {
            if clock.now - started >= Self.inputSlice {
                guard pendingExit == nil, let quit = firstQueuedQuit() else { break }
                queueHead = quit
            }
            let next = queuedInput[queueHead]
            queueHead += 1
            switch next.replay {
            case nil: handleInput(next.input)
            case .forced: replay(next.input)
            case .held where state.isAwaitingAnswer:
                // A key let go started a search of its own: the rest waits for that one.
                queueHead -= 1
                holdReplaysAgain()
            case .held: replay(next.input)
            }
        }
        if !hasQueuedInput || state.isQuitting { dropQueuedInput() }
    }

    func dropQueuedInput() {
        queuedInput.removeAll()
        queueHead = 0
    }

    /// Where the first key bound to quit (where the user is now) waits in the queue.
    private func firstQueuedQuit() -> Int? {
        let place = state.place
        let bindings = context.bindings
        return queuedInput[queueHead...].firstIndex { queued in
            guard case .key(let key) = queued.input else { return false }
            return bindings.command(for: key, in: place) == .quit
        }
    }

    /// When an unfinished sequence counts as what has arrived: the Esc
    /// delay after the last bytes, or, while the terminal's answers are
    /// awaited, their deadline (an answer split across reads by a slow
    /// link is never typed into the field).
    var unfinishedInputDeadline: Duration? {
        guard let wait = decoder.waitsForMore else { return nil }
        let giveUp = lastInputAt + wait
        guard decoder.isInSequence, let until = answersAwaitedUntil else { return giveUp }
        return max(giveUp, until)
    }

    /// An unfinished sequence that waited long enough is what has arrived: a lone Esc is Esc.
    func flushUnfinishedInput() {
        guard let giveUp = unfinishedInputDeadline, clock.now >= giveUp else { return }
        queuedInput += decoder.flush().map { QueuedInput(input: $0) }
    }

    /// Handles a key, click or paste. On a local source, while a search (or
    /// a page's lookup) is under way, only typing goes ahead; anything that acts on the results
    /// (Enter, arrows, clicks) waits until they are in, and then runs in the
    /// order it was typed. A local search takes milliseconds, so nobody
    /// notices the wait, and a TTY recorder's script gives the same screens
    /// at any speed. Quitting never waits.
    func handleInput(_ input: InputEvent) {
        if case .resize(let newSize) = input {
            relayout(to: newSize)
            return
        }
        if case .report(let report) = input {
            // An answer to the backend's own queries: never a key, never held.
            backend.receive(report)
            return
        }
        // A key or click during a motion ends it at once, and is then
        // handled as if none had run: a click lands on the final frame.
        var frame = lastFrame
        if state.motion != nil {
            dispatch(.screen(.endMotion))
            frame = currentFrame()
        }
        let place = state.place
        let messages = KeyMap.messages(for: input, place: place, frame: frame, bindings: context.bindings)
        // (A key that does nothing yet, Down on a page still being looked up, waits too.)
        let isTyping = !messages.isEmpty && messages.allSatisfy { Self.isTyping($0, in: place) }
        let mustWait =
            state.search.searchesAsYouType && state.isAwaitingAnswer && !messages.contains(.command(.quit))
        if mustWait && (!isTyping || !heldInput.isEmpty) {
            if heldInput.isEmpty { timers.schedule(.releaseHeldInput, at: clock.now + Self.maximumHold) }
            heldInput.append(input)
            return
        }
        messages.forEach(dispatch)
    }

    /// Whether `message` only edits the search's words (typing goes ahead
    /// of a search under way; what acts on its results waits for it).
    private static func isTyping(_ message: Message, in place: KeyContext) -> Bool {
        switch message {
        case .typed, .command(.deleteBackward), .command(.deleteForward), .command(.cutWordBefore),
            .command(.cutWordAfter), .command(.cutToStart), .command(.pasteCut), .command(.transpose),
            .command(.cursorLeft), .command(.cursorRight), .command(.lineStart), .command(.lineEnd),
            .command(.wordLeft), .command(.wordRight):
            place == .field
        case .pasted: place == .field || KeyContext.browsing.contains(place)
        default: false
        }
    }

    /// Lets held input go once the search it waited for has answered (or
    /// the wait is given up): ahead of anything queued since, and handled a
    /// slice at a time like any burst (thousands of held keys each drawn a
    /// frame to run against froze the program for tens of seconds).
    func releaseHeldInput(force: Bool = false) {
        guard !heldInput.isEmpty, force || !state.isAwaitingAnswer else { return }
        let released = heldInput.map { QueuedInput(input: $0, replay: force ? .forced : .held) }
        heldInput = []
        queuedInput.replaceSubrange(queueHead..<queueHead, with: released)
        timers.removeAll { if case .releaseHeldInput = $0 { true } else { false } }
    }

    /// The held keys let go and not run yet go back to waiting.
    private func holdReplaysAgain() {
        while hasQueuedInput, queuedInput[queueHead].replay == .held {
            heldInput.append(queuedInput[queueHead].input)
            queueHead += 1
        }
        timers.schedule(.releaseHeldInput, at: clock.now + Self.maximumHold)
    }

    /// Runs input that waited: a click against the frame for the state
    /// now (it lands where the answer put things), a key against the last
    /// frame drawn.
    private func replay(_ input: InputEvent) {
        var frame = lastFrame
        if case .mouse = input { frame = currentFrame() }
        KeyMap.messages(for: input, place: state.place, frame: frame, bindings: context.bindings).forEach(dispatch)
    }

    /// The frame for the state now, for clicks replayed after a change.
    private func currentFrame() -> StoreSearchUI.Frame {
        AppView.render(state, size: size, context: context)
    }

    /// The model clamps scrolling to what the drawing holds: told when that changes.
    func report(_ limits: ScrollLimits) {
        if limits != state.screen.scrollLimits { dispatch(.screen(.scrollLimits(limits))) }
    }
}
