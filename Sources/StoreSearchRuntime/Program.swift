import StoreSearchCore
import StoreSearchUI
import TerminalKit

/// The program: bytes from the terminal become keys (`KeyDecoder`), keys and
/// answers become messages (`KeyMap`), messages update the state
/// (`AppState.update`), effects are carried out through the services, and
/// the state is drawn (`AppView.render`) on the backend.
///
/// Generic over its terminal (`NcursesBackend.Terminal`, or `TestBackend` in
/// tests) and its clock, so every policy of the loop is library code tested
/// in-process: keys held for a search under way, Alt chords split back into
/// Esc and a key, a burst's searches coalesced into its last, drawing
/// throttled while input keeps coming, the Esc delay.
///
/// Everything runs on the thread that calls `run` (or `step`); background
/// work reports back through the mailbox. Between events it waits in the
/// backend, so an idle program uses no CPU.
public final class Program<Backend: TerminalBackend> {
    public struct Options: Sendable {
        public var thresholds: SizeClassThresholds
        /// Lines of the config file that were not understood (a notice at start).
        public var configMistakes: Int
        /// Files of the program's own that were unreadable and set aside (a notice at start).
        public var setAside: [String]
        /// Files of the program's own that are not used (a link, a FIFO where
        /// the log or the history is): said at start.
        public var notUsed: [Notice]

        public init(
            thresholds: SizeClassThresholds = .standard, configMistakes: Int = 0, setAside: [String] = [],
            notUsed: [Notice] = []
        ) {
            self.thresholds = thresholds
            self.configMistakes = configMistakes
            self.setAside = setAside
            self.notUsed = notUsed
        }
    }

    /// While input keeps coming, frames are drawn at most this often; once it stops, at once.
    public static var drawingThrottle: Duration { .milliseconds(30) }
    /// How long keys may wait for a local search before they go ahead anyway.
    public static var maximumHold: Duration { .seconds(2) }

    public private(set) var state: AppState
    public let backend: Backend
    public let mailbox: Mailbox
    let services: ProgramServices
    var context: RenderContext
    private let options: Options
    let clock: any ProgramClock

    private var decoder = KeyDecoder(maximumPasteScalars: InputLimits.pasteCharacters)
    /// When the last bytes arrived: an unfinished sequence is given up `KeyDecoder.waitsForMore` after.
    private var lastInputAt: Duration = .zero
    private(set) var size: Size
    private var lastFrame: StoreSearchUI.Frame?
    private var lastDrawAt: Duration = .zero
    /// Whether the state has changed since it was last drawn, drawing put off while input waited.
    private(set) var frameIsPutOff = false
    var timers = TimerQueue<TimerAction>()
    /// Keys that wait for the search under way, so "type, Enter, Down, Enter"
    /// means the same however fast it is typed (see `handleInput`).
    private var heldInput: [InputEvent] = []
    /// While a burst of events is handled, the last search it asked for.
    private var deferSearches = false
    private var deferredSearch: Effect?
    var searchWork: WorkHandle?
    /// The page being looked up (`Effect.lookup`), cancelled when it is left.
    var lookupWork: WorkHandle?
    var mailInFlight: MailDelivery?
    private var wantedArtwork: [String] = []
    /// What to say on standard error once the terminal is restored (a draft
    /// kept at quitting, say): `MailState.farewell`, in the user's language.
    public var farewell: [String] { state.mail.farewell.map { context.localizer($0) } }
    /// A support mail no draft could be written of when the program quit
    /// (`MailDraft.readable`): written whole to standard error after the
    /// farewell, once the terminal is restored, so the text is never lost.
    public var unsavedText: String? { state.mail.unsavedText }
    /// Messages dispatched while another's effects are carried out wait
    /// until those are done (see `dispatch`).
    private let messages = RunToCompletion<Message>()
    /// The history and favourites files' writes, one at a time, in order.
    lazy var stateWrites = SerialWork(runner: services.work)
    /// 0, or 128 + the signal that ended the program.
    public private(set) var exitStatus: Int32 = 0

    enum TimerAction {
        case deliver(Message)
        case releaseHeldInput
    }

    public init(
        state: AppState, backend: Backend, services: ProgramServices, context: RenderContext,
        options: Options = Options(), clock: any ProgramClock = SystemClock(), mailbox: Mailbox? = nil
    ) {
        self.state = state
        self.backend = backend
        self.services = services
        self.context = context
        self.options = options
        self.clock = clock
        size = backend.size
        self.mailbox = mailbox ?? Mailbox(wakeUp: backend.wakeUp)
        // The palette finds a command by its keys' names, as they are bound.
        self.state.session.commandKeys = context.bindings.keyNames
        lastDrawAt = clock.now
    }

    /// Why the program ended, when the user did not choose to.
    public var exitReason: SearchFailure? { state.exitReason }

    /// Runs until the user quits; returns the exit status (128 + the signal
    /// when a signal ended it).
    public func run() -> Int32 {
        start()
        while !state.isQuitting { step() }
        finish()
        return exitStatus
    }

    /// Lays the screen out for the terminal's size, starts what runs from
    /// the start (the catalog's size, the unsent-draft lookup) and draws the
    /// first frame.
    public func start() {
        relayout(to: backend.size)
        if options.configMistakes > 0 { dispatch(.alert(.showNotice(.configMistakes(options.configMistakes)))) }
        if let path = options.setAside.first { dispatch(.alert(.showNotice(.fileSetAside(Sanitizer.clean(path))))) }
        if let notice = options.notUsed.first { dispatch(.alert(.showNotice(notice))) }
        dispatch(.compose(.lookForUnsentDraft))
        if let catalogSize = services.catalogSize {
            let mailbox = self.mailbox
            services.work.start {
                switch await catalogSize() {
                case .success(let count): mailbox.post(.search(.catalogLoaded(itemCount: count)))
                case .failure(let failure): mailbox.post(.search(.catalogFailed(failure)))
                }
            }
        }
        syncArtworkWants()
        draw()
    }

    /// One turn of the loop: waits for what happens next (no longer than the
    /// next timer, the Esc delay or a put-off frame), handles all of it, and
    /// draws unless more input is already waiting.
    public func step() {
        let events = backend.waitForEvents(timeout: nextWait())
        // A burst of keys is one burst of work: the searches it asks for come
        // down to the last one (each would cancel the one before).
        deferSearches = true
        for event in events { handle(event) }
        flushUnfinishedInput()
        deferSearches = false
        if let search = deferredSearch {
            deferredSearch = nil
            perform(search)
        }
        fireDueTimers()
        syncArtworkWants()
        if !backend.hasPendingInput || clock.now - lastDrawAt >= Self.drawingThrottle {
            draw()
        } else {
            frameIsPutOff = true
        }
    }

    /// Ends what is still running (a search, a mail command).
    public func finish() {
        searchWork?.cancel()
        lookupWork?.cancel()
        if let delivery = mailInFlight {
            delivery.cancelAndWait()
            mailInFlight = nil
        }
    }

    /// How long the next wait may last: until the next timer, the end of the
    /// Esc delay, or the throttle's end for a frame put off (input that
    /// means nothing, a mouse release, must not leave the screen stale).
    func nextWait() -> Duration? {
        var deadlines: [Duration] = []
        if let timer = timers.nextDeadline { deadlines.append(timer) }
        if let wait = decoder.waitsForMore { deadlines.append(lastInputAt + wait) }
        if frameIsPutOff { deadlines.append(lastDrawAt + Self.drawingThrottle) }
        return deadlines.min().map { max(.zero, $0 - clock.now) }
    }

    // MARK: Events and input

    private func handle(_ event: BackendEvent) {
        switch event {
        case .bytes(let bytes):
            lastInputAt = clock.now
            decoder.decode(bytes).forEach(handleInput)
        case .resize(let newSize):
            relayout(to: newSize)
        case .wake:
            mailbox.takeAll().forEach(dispatch)
            releaseHeldInput()
        case .terminate(let signal):
            exitStatus = 128 + signal
            dispatch(.screen(.terminate))
        case .hangup:
            exitStatus = 128 + 1  // as SIGHUP would
            dispatch(.screen(.terminate))
        }
    }

    /// An unfinished sequence that waited long enough is what has arrived: a lone Esc is Esc.
    private func flushUnfinishedInput() {
        guard let wait = decoder.waitsForMore, clock.now - lastInputAt >= wait else { return }
        decoder.flush().forEach(handleInput)
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

    /// Replays held input once the search it waited for has answered.
    private func releaseHeldInput(force: Bool = false) {
        while !heldInput.isEmpty && (force || !state.isAwaitingAnswer) {
            let input = heldInput.removeFirst()
            KeyMap.messages(for: input, place: state.place, frame: currentFrame(), bindings: context.bindings)
                .forEach(dispatch)
        }
        if heldInput.isEmpty {
            timers.removeAll { if case .releaseHeldInput = $0 { true } else { false } }
        }
    }

    /// The frame for the state now, for clicks replayed after a change.
    private func currentFrame() -> StoreSearchUI.Frame {
        AppView.render(state, size: size, context: context)
    }

    /// The model clamps scrolling to what the drawing holds: told when that changes.
    private func report(_ limits: ScrollLimits) {
        if limits != state.screen.scrollLimits { dispatch(.screen(.scrollLimits(limits))) }
    }

    // MARK: Messages

    /// Updates the state with `message` and carries out its effects, in
    /// order. A message dispatched while they are carried out (an effect's
    /// answer on this thread: a draft written, the editor's text) waits
    /// until the last of them is done: each effect runs against the state
    /// its own message made, never one a later message changed under it.
    func dispatch(_ message: Message) {
        messages.run(message) { message in
            for effect in state.update(message) {
                perform(effect)
            }
        }
    }

    func schedule(_ message: Message, after delay: Duration) {
        if case .search(.loadingIndicatorDue) = message {
            // Only the newest search's indicator matters; the others would be ignored.
            timers.removeAll { if case .deliver(.search(.loadingIndicatorDue)) = $0 { true } else { false } }
        }
        timers.schedule(.deliver(message), at: clock.now + delay)
    }

    func performSearch(_ effect: Effect) {
        if deferSearches {
            deferredSearch = effect
            return
        }
        guard case .search(let request, let generation) = effect else { return }
        searchWork?.cancel()
        let service = services.search
        let mailbox = self.mailbox
        let log = services.log
        searchWork = services.work.start {
            let result = await service.search(request)
            if case .failure(let failure) = result, !Task.isCancelled { log("search failed: \(failure)") }
            mailbox.post(.search(.completed(generation: generation, result)))
        }
    }

    func cancelSearch() {
        deferredSearch = nil
        searchWork?.cancel()
        searchWork = nil
    }

    private func fireDueTimers() {
        for action in timers.takeDue(at: clock.now) {
            switch action {
            case .deliver(let message): dispatch(message)
            case .releaseHeldInput: releaseHeldInput(force: true)
            }
        }
    }

    func relayout(to newSize: Size) {
        size = newSize
        dispatch(
            .screen(
                .layoutChanged(
                    ScreenLayout.metrics(
                        for: newSize, thresholds: options.thresholds,
                        localizer: context.localizer))))
    }

    // MARK: Drawing

    /// The pictures the screen wants are the only ones worth fetching: said
    /// whenever they change, apart from drawing.
    private func syncArtworkWants() {
        let wanted = state.wantedArtwork
        guard wanted != wantedArtwork else { return }
        wantedArtwork = wanted
        services.artwork?.want(wanted)
    }

    /// Draws the state with the pictures at hand, if the frame differs from the last.
    func draw() {
        lastDrawAt = clock.now
        frameIsPutOff = false
        context.artwork = services.artwork?.snapshot(for: wantedArtwork)
        let drawing = AppView.drawing(state, size: size, context: context)
        let frame = drawing.frame
        if frame != lastFrame || backend.wantsFrameAgain {
            backend.draw(frame)
            lastFrame = frame
        }
        report(drawing.scrollLimits)
        if backend.isOutputSlow && !state.screen.motionIsOff { dispatch(.screen(.outputIsSlow)) }
    }

    /// The last frame drawn must be drawn again, whole (Ctrl-L, after a suspend).
    func forgetLastFrame() {
        lastFrame = nil
    }
}
