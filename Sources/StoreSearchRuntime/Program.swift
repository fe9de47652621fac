import StoreSearchModel
import StoreSearchText
import StoreSearchUI
import StoreSearchWorkers
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
    /// The longest a turn of the loop handles input before it draws and
    /// reads again: a burst (64 KB of keys in one read) is handled a slice
    /// at a time, and a way out queued behind it (Ctrl-C, a signal) is
    /// acted on after at most one more slice, the input between dropped.
    public static var inputSlice: Duration { .milliseconds(40) }
    /// How long keys may wait for a local search before they go ahead anyway.
    public static var maximumHold: Duration { .seconds(2) }

    public private(set) var state: AppState
    public let backend: Backend
    public let mailbox: Mailbox
    let services: ProgramServices
    var context: RenderContext
    let options: Options
    let clock: any ProgramClock

    var decoder = KeyDecoder(maximumPasteScalars: InputLimits.pasteCharacters)
    /// When the last bytes arrived: an unfinished sequence is given up `KeyDecoder.waitsForMore` after.
    var lastInputAt: Duration = .zero
    /// Until when the terminal's answers to the backend's queries are
    /// awaited: a sequence begun is an answer's until then, never typed.
    var answersAwaitedUntil: Duration?
    /// Input decoded and not handled yet (a burst larger than a slice), and
    /// held input let go (see `releaseHeldInput`).
    var queuedInput: [QueuedInput] = []
    var queueHead = 0
    /// A signal or hangup that ends the program once the input before it had its slice.
    var pendingExit: Int32?
    private(set) var size: Size
    var lastFrame: StoreSearchUI.Frame?
    private var lastDrawAt: Duration = .zero
    /// Whether the state has changed since it was last drawn, drawing put off while input waited.
    private(set) var frameIsPutOff = false
    var timers = TimerQueue<TimerAction>()
    /// Keys that wait for the search under way, so "type, Enter, Down, Enter"
    /// means the same however fast it is typed (see `handleInput`).
    var heldInput: [InputEvent] = []
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
    lazy var stateWrites: SerialWork = {
        hasStateWrites = true
        return SerialWork(runner: services.work)
    }()
    private var hasStateWrites = false
    /// How long quitting waits for the history and favourites writes under way.
    static var stateWritesPatience: Duration { .seconds(2) }
    /// 0, or 128 + the signal that ended the program.
    public private(set) var exitStatus: Int32 = 0

    enum TimerAction {
        case deliver(Message)
        case releaseHeldInput
    }

    /// A key, click or paste waiting its turn; `replay` when it was held
    /// for a search and let go (`forced` when the wait was given up).
    struct QueuedInput {
        enum Replay { case held, forced }
        var input: InputEvent
        var replay: Replay?
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

    /// Lays the screen out for the terminal's size, draws the first frame,
    /// then starts what runs from the start (the unsent-draft lookup, the
    /// catalog's size): on two cores, a catalog read beside the first frame
    /// only delays it.
    public func start() {
        relayout(to: backend.size)
        if options.configMistakes > 0 { dispatch(.alert(.showNotice(.configMistakes(options.configMistakes)))) }
        if let path = options.setAside.first { dispatch(.alert(.showNotice(.fileSetAside(Sanitizer.clean(path))))) }
        if let notice = options.notUsed.first { dispatch(.alert(.showNotice(notice))) }
        // Words in the field at the start (storesearch pick's) are searched at once.
        if !state.search.field.isBlank { dispatch(.search(.submit)) }
        syncArtworkWants()
        draw()
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
    }

    /// One turn of the loop: waits for what happens next (no longer than the
    /// next timer, the Esc delay or a put-off frame), handles all of it, and
    /// draws unless more input is already waiting.
    public func step() {
        let events = backend.waitForEvents(timeout: hasQueuedInput ? .zero : nextWait())
        // A burst of keys is one burst of work: the searches it asks for come
        // down to the last one (each would cancel the one before).
        deferSearches = true
        for event in events { handle(event) }
        flushUnfinishedInput()
        handleQueuedInput()
        if let status = pendingExit, !state.isQuitting {
            pendingExit = nil
            dropQueuedInput()
            exitStatus = status
            dispatch(.screen(.terminate))
        }
        deferSearches = false
        if let search = deferredSearch {
            deferredSearch = nil
            perform(search)
        }
        fireDueTimers()
        syncArtworkWants()
        let moreInput = hasQueuedInput || backend.hasPendingInput
        if !moreInput || clock.now - lastDrawAt >= Self.drawingThrottle {
            draw()
        } else {
            frameIsPutOff = true
        }
    }

    /// Ends what is still running (a search, a mail command), and lets the
    /// history's and the favourites' writes under way end (a favourite
    /// made just before storesearch pick's Enter is on disk when it ends).
    public func finish() {
        searchWork?.cancel()
        lookupWork?.cancel()
        if let delivery = mailInFlight {
            delivery.cancelAndWait()
            mailInFlight = nil
        }
        if hasStateWrites {
            let written = Later<Void>()
            stateWrites.start { written.give(()) }
            _ = written.wait(before: .now + Self.stateWritesPatience)
        }
    }

    /// How long the next wait may last: until the next timer, the end of the
    /// Esc delay, or the throttle's end for a frame put off (input that
    /// means nothing, a mouse release, must not leave the screen stale).
    func nextWait() -> Duration? {
        var deadlines: [Duration] = []
        if let timer = timers.nextDeadline { deadlines.append(timer) }
        if let giveUp = unfinishedInputDeadline { deadlines.append(giveUp) }
        if frameIsPutOff { deadlines.append(lastDrawAt + Self.drawingThrottle) }
        return deadlines.min().map { max(.zero, $0 - clock.now) }
    }

    // MARK: Events and input

    private func handle(_ event: BackendEvent) {
        switch event {
        case .bytes(let bytes):
            lastInputAt = clock.now
            for input in decoder.decode(bytes) {
                if case .report(let report) = input {
                    // An answer to the backend's own queries: never a key, never queued.
                    backend.receive(report)
                } else {
                    queuedInput.append(QueuedInput(input: input))
                }
            }
            answersAwaitedUntil = backend.awaitedAnswers.map { clock.now + $0 }
        case .resize(let newSize):
            // In its place among the keys: those before it were typed at the old size.
            if hasQueuedInput {
                queuedInput.append(QueuedInput(input: .resize(newSize)))
            } else {
                relayout(to: newSize)
            }
        case .wake:
            mailbox.takeAll().forEach(dispatch)
            releaseHeldInput()
        case .terminate(let signal):
            pendingExit = pendingExit ?? 128 + signal
        case .hangup:
            pendingExit = pendingExit ?? 128 + 1  // as SIGHUP would
        }
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
