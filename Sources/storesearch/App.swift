import StoreSearchWorkers
import Foundation
import NcursesBackend
import StoreSearchArtwork
import StoreSearchCatalog
import StoreSearchCore
import StoreSearchServices
import TerminalUI

/// The event loop: terminal events and answers become messages, messages
/// update the state, effects are carried out, and the state is drawn.
///
/// Everything here runs on the main thread; background work (searches,
/// opening a URL) reports back through the mailbox. Between events the loop
/// sleeps in `poll`, so an idle program uses no CPU.
final class App {
    private var state: AppState
    private let terminal: Terminal
    private let service: any SearchService
    /// The local catalog when it is the source: its size goes in the hint,
    /// and a catalog that cannot be read ends the program.
    private let catalog: CatalogSearchService?
    private let mailbox: Mailbox
    private var context: RenderContext
    private let thresholds: SizeClassThresholds
    private let animates: Bool
    private let environment: [String: String]
    private let mailer: Mailer
    /// Fetches and keeps the pictures on screen; nil with `--no-artwork`.
    private let artwork: ArtworkStore?

    private var size: Size
    private var lastFrame: Frame?
    private var searchTask: Task<Void, Never>?
    private var timers: [(deadline: ContinuousClock.Instant, action: TimerAction)] = []
    /// Keys that wait for the search under way, so that "type, Enter, Down,
    /// Enter" means the same however fast it is typed (see `handle`).
    private var heldInput: [InputEvent] = []
    /// While a burst of events is handled, the last search it asked for.
    private var deferSearches = false
    private var deferredSearch: Effect?
    private var lastRender = ContinuousClock.now
    /// The support mail being handed to the mail command, if any.
    private var mailInFlight: MailDelivery?
    /// What to say on standard error once the terminal is restored (a
    /// draft kept at quitting, say).
    private(set) var farewell: [String] = []

    private enum TimerAction {
        case deliver(Message)
        case animationTick
        case releaseHeldInput
    }

    /// While input keeps coming, frames are drawn at most this often.
    private static let drawingThrottleMilliseconds = 30
    /// Whether the last state has not been drawn because input was waiting.
    private var frameIsPutOff = false

    /// How long keys may wait for a local search before they go ahead anyway.
    private static let maximumHoldMilliseconds = 2000

    /// The most fetched artwork kept on disk.
    static let artworkCacheBytes = 64 << 20

    init(terminal: Terminal, source: ChosenSource, session: SessionInfo, mailer: Mailer, context: RenderContext,
         thresholds: SizeClassThresholds, animates: Bool, fetchesArtwork: Bool, configMistakes: Int = 0,
         environment: [String: String]) {
        self.mailer = mailer
        self.terminal = terminal
        service = source.service
        catalog = source.catalog
        self.context = context
        self.thresholds = thresholds
        self.animates = animates
        self.environment = environment
        size = terminal.size
        mailbox = Mailbox(wakeUp: terminal.wakeUp)
        if fetchesArtwork {
            let mailbox = self.mailbox
            let folder = URL(fileURLWithPath: Paths.cacheDirectory(environment: environment)).appendingPathComponent("artwork")
            let store = ArtworkStore(
                fetcher: HTTPFetcher(userAgent: "storesearch/\(version)", log: { Log.write($0) }),
                disk: DiskCache(directory: folder, capacityBytes: Self.artworkCacheBytes),
                onChange: { mailbox.post(.artworkChanged) },
                log: { Log.write($0) }
            )
            artwork = store
            self.context.artwork = store
        } else {
            artwork = nil
        }
        state = AppState(traits: thresholds.traits(for: size), source: source.kind,
                         searchesAsYouType: source.service.searchesAsYouType)
        state.session = session
        self.configMistakes = configMistakes
    }

    private let configMistakes: Int

    /// Why the program ended, when the user did not choose to.
    var exitReason: SearchFailure? { state.exitReason }

    /// Runs until the user quits; returns the exit status (128 + signal when a
    /// signal ended it).
    func run() -> Int32 {
        var exitStatus: Int32 = 0
        relayout(to: size)
        if configMistakes > 0 { dispatch(.showNotice(.configMistakes(configMistakes))) }
        perform(.findUnsentDraft)
        render()
        if let catalog {
            let mailbox = self.mailbox
            Task.detached(executorPreference: WorkerThreads.shared) {
                switch await catalog.itemCount() {
                case .success(let count): mailbox.post(.catalogLoaded(itemCount: count))
                case .failure(let failure): mailbox.post(.catalogFailed(failure))
                }
            }
        }
        while !state.isQuitting {
            // A frame put off while input was waiting is drawn within the
            // throttle's time even if that input means nothing (a mouse
            // release, a focus report): the wait must not outlast it.
            let drawDue = frameIsPutOff ? Self.drawingThrottleMilliseconds : nil
            let events = terminal.nextEvents(timeout: [millisecondsUntilNextTimer(), drawDue].compactMap { $0 }.min())
            // A burst of keys is one burst of work: the searches it asks for
            // come down to the last one (each would cancel the one before).
            deferSearches = true
            for event in events {
                switch event {
                case .input(.resize(let newSize)):
                    relayout(to: newSize)
                case .input(let input):
                    handle(input)
                case .wake:
                    mailbox.takeAll().forEach(dispatch)
                    releaseHeldInput()
                case .quitSignal(let signal):
                    exitStatus = 128 + signal
                    dispatch(.terminate)
                }
            }
            deferSearches = false
            if let search = deferredSearch {
                deferredSearch = nil
                perform(search)
            }
            fireDueTimers()
            // Under a flood of input the screen is drawn at most every
            // 30 ms; once the keys stop, at once.
            if !terminal.hasPendingInput
                || ContinuousClock.now - lastRender > .milliseconds(Self.drawingThrottleMilliseconds) {
                render()
                frameIsPutOff = false
            } else {
                frameIsPutOff = true
            }
        }
        searchTask?.cancel()
        if let artwork { Log.write("artwork at exit: \(artwork.summary)") }
        return exitStatus
    }

    // MARK: Input

    /// Handles a key or click. On a local source, while a search is under
    /// way, only typing goes ahead; anything that acts on the results
    /// (Enter, arrows, clicks) waits until they are in, and then runs in the
    /// order it was typed. A local search takes milliseconds, so nobody
    /// notices the wait, and a TTY recorder's script gives the same screens
    /// at any speed. Quitting never waits.
    private func handle(_ input: InputEvent) {
        if input == .key(.function(12)), environment["STORESEARCH_TEST_CRASH"] != nil {
            // For the tests of the crash handler only: a real fatal error, on demand.
            fatalError("a deliberate crash (STORESEARCH_TEST_CRASH)")
        }
        let messages = KeyMap.messages(for: input, state: state, frame: lastFrame)
        if messages.isEmpty, case .key(let key) = input, key.modifiers == .alt, case .character(let character) = key.code {
            // Esc typed just before a key arrives as one Alt chord; where the
            // chord means nothing, it was the two keys.
            handle(.key(.escape))
            handle(.key(.character(character)))
            return
        }
        let isTyping = messages.allSatisfy {
            switch $0 {
            case .edit, .focus(.searchField): true
            default: false
            }
        }
        let mustWait = state.searchesAsYouType && state.pending != nil && !messages.contains(.quit)
        if mustWait && (!isTyping || !heldInput.isEmpty) {
            if heldInput.isEmpty { schedule(.releaseHeldInput, after: Self.maximumHoldMilliseconds) }
            heldInput.append(input)
            return
        }
        messages.forEach(dispatch)
    }

    /// Replays held input once the search it waited for has answered.
    private func releaseHeldInput(force: Bool = false) {
        while !heldInput.isEmpty && (force || state.pending == nil) {
            let input = heldInput.removeFirst()
            KeyMap.messages(for: input, state: state, frame: currentFrame()).forEach(dispatch)
        }
        if heldInput.isEmpty {
            timers.removeAll { if case .releaseHeldInput = $0.action { true } else { false } }
        }
    }

    /// The frame for the state now, for clicks replayed after a change.
    private func currentFrame() -> Frame {
        AppView.render(state, size: size, context: context)
    }

    // MARK: Messages and effects

    private func dispatch(_ message: Message) {
        for effect in state.update(message) {
            perform(effect)
        }
    }

    private func perform(_ effect: Effect) {
        switch effect {
        case .search where deferSearches:
            deferredSearch = effect
        case .search(let request, let generation):
            searchTask?.cancel()
            let service = self.service
            let mailbox = self.mailbox
            searchTask = Task.detached(executorPreference: WorkerThreads.shared) {
                let result = await service.search(request)
                if case .failure(let failure) = result, !Task.isCancelled { Log.write("search failed: \(failure)") }
                mailbox.post(.searchCompleted(generation: generation, result))
            }
        case .cancelSearch:
            deferredSearch = nil
            searchTask?.cancel()
            searchTask = nil
        case .schedule(let message, let milliseconds):
            schedule(.deliver(message), after: milliseconds)
        case .openURL(let address):
            let mailbox = self.mailbox
            let environment = self.environment
            // The opener may take seconds: a thread of its own, not one of
            // the few workers that searches use.
            Thread.detachNewThread {
                let opened = URLOpener.open(address, environment: environment)
                mailbox.post(.urlOpened(address, success: opened))
            }
        case .saveDraft(let draft, let path, let purpose):
            // On the main thread, before anything else: a draft is on disk
            // before the program can end (a small file; this takes a millisecond).
            let saved = mailer.save(draft, replacing: path)
            switch (purpose, saved) {
            case (.beforeQuitting, .success(let path)):
                farewell.append(localizer(.draftKeptOnQuit(path: path)))
            case (.beforeQuitting, .failure(let failure)):
                farewell.append(localizer(.draftNotSaved(reason: failure.reason)))
            case (.requested, .success(let path)):
                mailbox.post(.mailFinished(.draftSaved(path: path)))
            case (.kept, .success(let path)):
                mailbox.post(.mailFinished(.draftKept(path: path)))
            case (.requested, .failure(let failure)), (.kept, .failure(let failure)):
                mailbox.post(.mailFinished(.failed(reason: localizer(.draftNotSaved(reason: failure.reason)), draftPath: nil)))
            }
        case .deliverMail(let draft, let path):
            // The draft first, on this thread; then the transport on one of its own.
            let draftPath = try? mailer.save(draft, replacing: path).get()
            let mailer = self.mailer
            let mailbox = self.mailbox
            let delivery = MailDelivery()
            mailInFlight = delivery
            Thread.detachNewThread {
                var outcome = mailer.send(draft, cancellation: delivery.cancellation)
                switch outcome {
                case .sent:
                    if let draftPath { mailer.delete(draftPath) }
                case .failed(let reason, _):
                    outcome = .failed(reason: reason, draftPath: draftPath)
                default:
                    break
                }
                mailbox.post(.mailFinished(outcome))
                delivery.finish()
            }
        case .openMailApp(let draft, let path):
            switch mailer.save(draft, replacing: path) {
            case .failure(let failure):
                mailbox.post(.mailFinished(.failed(reason: localizer(.draftNotSaved(reason: failure.reason)), draftPath: nil)))
            case .success(let draftPath):
                guard let address = try? MailMessage.mailtoURL(draft), address.utf8.count <= Mailer.maximumMailtoBytes else {
                    mailbox.post(.mailFinished(.mailAppNotOpened(tooLong: true, draftPath: draftPath)))
                    break
                }
                let mailbox = self.mailbox
                let environment = self.environment
                Thread.detachNewThread {
                    let opened = URLOpener.open(address, environment: environment)
                    mailbox.post(.mailFinished(opened ? .mailAppOpened : .mailAppNotOpened(tooLong: false, draftPath: draftPath)))
                }
            }
        case .deleteDraft(let path):
            mailer.delete(path)
        case .findUnsentDraft:
            let mailer = self.mailer
            let mailbox = self.mailbox
            Thread.detachNewThread { mailbox.post(.unsentDraftFound(mailer.findUnsent())) }
        case .cancelMail:
            // The command and all it started are ended; its draft stays.
            mailInFlight?.cancelAndWait()
            mailInFlight = nil
        case .suspend:
            terminal.suspend()
            relayout(to: terminal.size)
        case .redraw:
            terminal.invalidate()
            // The frame is the same as the last; drawn again it must be, whole.
            lastFrame = nil
        case .quit:
            break
        }
    }

    private func relayout(to newSize: Size) {
        size = newSize
        dispatch(.layoutChanged(ScreenLayout.metrics(for: newSize, thresholds: thresholds, localizer: context.localizer)))
    }

    // MARK: Drawing

    private func render() {
        lastRender = .now
        artwork?.want(state.wantedArtwork)
        let frame = AppView.render(state, size: size, context: context)
        if frame != lastFrame {
            terminal.draw(frame)
            lastFrame = frame
        }
        // The spinner turns only while something loads, and only when animating.
        if animates, state.phase == .loading, !timers.contains(where: { if case .animationTick = $0.action { true } else { false } }) {
            schedule(.animationTick, after: 100)
        }
    }

    // MARK: Timers

    private func schedule(_ action: TimerAction, after milliseconds: Int) {
        if case .deliver(.loadingIndicatorDue) = action {
            // Only the newest search's indicator matters; the others would be ignored.
            timers.removeAll { if case .deliver(.loadingIndicatorDue) = $0.action { true } else { false } }
        }
        timers.append((ContinuousClock.now + .milliseconds(milliseconds), action))
    }

    private func millisecondsUntilNextTimer() -> Int? {
        guard let next = timers.map(\.deadline).min() else { return nil }
        return max(0, ContinuousClock.now.duration(to: next).wholeMilliseconds + 1)
    }

    private func fireDueTimers() {
        let now = ContinuousClock.now
        let due = timers.filter { $0.deadline <= now }
        timers.removeAll { $0.deadline <= now }
        for timer in due {
            switch timer.action {
            case .deliver(let message):
                dispatch(message)
            case .animationTick:
                if state.phase == .loading { context.animationFrame += 1 }
            case .releaseHeldInput:
                releaseHeldInput(force: true)
            }
        }
    }
}

/// A delivery under way on its own thread: quitting stops its mail command
/// and waits for the thread to say so.
final class MailDelivery: @unchecked Sendable {
    let cancellation = MailCancellation()
    private let condition = NSCondition()
    private var isFinished = false

    func finish() {
        condition.withLock {
            isFinished = true
            condition.broadcast()
        }
    }

    /// Stops the command (SIGTERM to its process group, SIGKILL a second
    /// later) and waits until the delivery has ended, at most a few seconds.
    func cancelAndWait() {
        cancellation.cancel()
        let deadline = Date().addingTimeInterval(3)
        condition.withLock {
            while !isFinished && condition.wait(until: deadline) {}
        }
    }
}
