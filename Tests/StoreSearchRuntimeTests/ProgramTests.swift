import Foundation
import StoreSearchCatalog
import StoreSearchItems
import StoreSearchModel
import StoreSearchText
import StoreSearchUI
import StoreSearchWorkers
import Synchronization
import TerminalKit
import TestSupport
import Testing

@testable import StoreSearchDiagnostics
@testable import StoreSearchRuntime

/// A search service that counts what it is asked.
final class CountingSearch: SearchService, Sendable {
    let inner: CatalogSearchService
    let asked = Mutex<[String]>([])
    var searchesAsYouType: Bool { true }

    init(catalog: [SearchResult] = Fixtures.catalog) {
        inner = CatalogSearchService(results: catalog)
    }

    func search(_ request: SearchRequest) async -> Result<SearchAnswer, SearchFailure> {
        asked.withLock { $0.append(request.term) }
        // A term that fails, for the "Whoops..." alert.
        if request.term == "whoops" { return .failure(.store(.offline)) }
        return await inner.search(request)
    }

    func lookup(_ request: LookupRequest) async -> Result<SearchAnswer, SearchFailure> {
        asked.withLock { $0.append("lookup: \(request.subject.logName)") }
        return await inner.lookup(request)
    }
}

/// Mail that never leaves memory; a test says how sending ends.
final class MemoryMail: MailService, Sendable {
    let saved = Mutex<[(MailDraft, String?)]>([])
    let sent = Mutex<[MailDraft]>([])
    let deleted = Mutex<[String]>([])
    let outcome = Mutex(MailOutcome.sent)
    /// Whether saving fails (a full disk, a folder that cannot be made).
    let savingFails = Mutex(false)
    /// Whether sending waits until the program cancels it (a mail command that hangs).
    let sendingHangs = Mutex(false)
    let sawCancellation = Mutex(false)
    /// What the drafts folder offers as the newest unsent message.
    let unsent = Mutex<UnsentDraft?>(nil)

    func save(_ draft: MailDraft, replacing path: String?) -> Result<String, DraftFailure> {
        if savingFails.withLock({ $0 }) { return .failure(DraftFailure(reason: "No space left on device")) }
        saved.withLock { $0.append((draft, path)) }
        return .success(path ?? "/drafts/\(saved.withLock { $0.count }).eml")
    }

    func send(_ draft: MailDraft, cancellation: Cancellation) -> MailOutcome {
        sent.withLock { $0.append(draft) }
        if sendingHangs.withLock({ $0 }) {
            // (On the delivery's own thread, as a hanging mail command would hold it.)
            while !cancellation.isCancelled { Thread.sleep(forTimeInterval: 0.001) }
            sawCancellation.withLock { $0 = true }
            return .failed(reason: "stopped", draftPath: nil)
        }
        return outcome.withLock { $0 }
    }

    func findUnsent() -> UnsentDraft? { unsent.withLock { $0 } }
    func delete(_ path: String) { deleted.withLock { $0.append(path) } }
}

/// The whole program at a size, on a test backend and a clock the test moves.
struct Harness {
    let backend: TestBackend
    let clock = ManualClock()
    let work = ManualWorkRunner()
    let search: CountingSearch
    let mail = MemoryMail()
    let program: Program<TestBackend>
    /// The theme the screen is drawn in (golden files letter its roles).
    let theme: Theme

    init(
        _ columns: Int = 80, _ rows: Int = 24, animates: Bool = false, language: Language = .english,
        mailTransport: String? = "/usr/sbin/sendmail -t", opensURLs: Bool = false,
        catalog: [SearchResult] = Fixtures.catalog, player: (any PreviewPlayer)? = nil,
        clipboard: ClipboardSupport = .unknown, history: [String] = [], favourites: [SearchResult] = [],
        editor: (any BodyEditor)? = nil, diagnostics: (@Sendable () -> DiagnosticFacts)? = nil,
        supportAddress: String = "help@example.com", theme: Theme = .standard, bindings: Bindings = .standard,
        artwork: (any ArtworkProvider<ArtworkSnapshot>)? = nil, pick: PickState? = nil, words: String = ""
    ) {
        search = CountingSearch(catalog: catalog)
        self.theme = theme
        backend = TestBackend(size: Size(columns: columns, rows: rows))
        let services = ProgramServices(
            search: search, catalogSize: { .success(catalog.count) }, artwork: artwork,
            openURL: { _ in opensURLs }, mail: mail, work: work, log: { _ in }, player: player,
            clipboard: { clipboard }, editor: editor, diagnostics: diagnostics)
        var state = AppState(
            traits: SizeClassThresholds.standard.traits(for: backend.size), searchesAsYouType: true,
            animates: animates)
        state.history.entries = history
        state.favourites = favourites
        // storesearch pick's: its words searched at the start.
        state.pick = pick
        state.search.field = LineEditor(words, maximumLength: SearchState.maximumTermLength)
        state.session = SessionInfo(
            language: language, supportAddress: supportAddress,
            mailTransport: mailTransport)
        let locale = language == .dutch ? "nl_NL" : "en_US"
        program = Program(
            state: state, backend: backend, services: services,
            context: RenderContext(
                localizer: Localizer(
                    language: language, monetaryLocale: locale,
                    numericLocale: locale), theme: theme, bindings: bindings),
            clock: clock)
        program.start()
        program.runUntilIdle()
    }

    var state: AppState { program.state }
    var text: String { backend.lines.joined(separator: "\n") }

    func send(_ bytes: String) {
        backend.send(bytes)
        program.runUntilIdle()
    }

    func type(_ text: String) {
        backend.type(text)
        program.runUntilIdle()
    }

    func advance(_ duration: Duration) {
        clock.advance(by: duration)
        program.runUntilIdle()
    }
}

@Suite(.timeLimit(.minutes(1))) struct ProgramTests {
    @Test func bytesTypedBecomeASearchOnScreen() {
        let app = Harness()
        #expect(app.text.contains("Type to search 10 items"))
        app.type("time")
        #expect(app.state.search.field.text == "time")
        #expect(app.backend.find("Time") != nil && app.backend.cursor != nil)
    }

    @Test func aBurstOfKeysIsOneSearch() {
        let app = Harness()
        app.send("pink")  // one read: four keys
        #expect(app.search.asked.withLock { $0 } == ["pink"], "the burst's searches come down to its last")
        app.type("y")
        #expect(app.search.asked.withLock { $0 } == ["pink", "pinky"])
    }

    @Test func aLoneEscIsEscOnlyAfterTheDelay() {
        let app = Harness()
        app.type("time")
        app.send("\r")
        app.send("\r")
        #expect(app.state.topOverlay != nil, "the pop-up")
        app.send("\u{1B}")
        #expect(app.state.topOverlay != nil, "Esc waits: a sequence may follow")
        app.advance(KeyDecoder.escapeDelay - .milliseconds(1))
        #expect(app.state.topOverlay != nil)
        app.advance(.milliseconds(1))
        #expect(app.state.topOverlay == nil, "after 50 ms it was Esc")
    }

    @Test func aSequenceSplitAcrossReadsIsOneKey() {
        let app = Harness()
        app.type("money")
        app.send("\r")
        app.send("\u{1B}[")
        app.advance(.milliseconds(20))
        app.send("A")
        #expect(app.state.focus == .categoryControl, "Up from the top row: one key, not Esc, [ and A")
        #expect(app.state.search.field.text == "money")
    }

    @Test func keysWaitForTheSearchUnderWayThenRunInOrder() {
        let app = Harness()
        app.work.holds = true
        app.send("pink")
        app.send("\r")
        app.send("\u{1B}[B")
        app.send("\r")
        #expect(app.state.search.pending != nil && app.state.overlays.isEmpty, "Enter, Down, Enter wait for the answer")
        app.work.runHeld()
        app.program.runUntilIdle()
        #expect(app.state.topOverlay == .detail(app.state.results[1]), "and then act on it, in order")
    }

    @Test func escapeThenControlCAtOnceQuits() {
        let app = Harness()
        app.send("pink")
        app.send("\u{1B}\u{3}")
        let quits = app.state.isQuitting
        #expect(quits, "Esc then Ctrl-C, in one read, quits")
    }

    @Test func heldKeysGoAheadAfterTwoSecondsWithoutAnAnswer() {
        let app = Harness()
        app.work.holds = true
        app.send("pink")
        app.send("\u{1B}[21~")  // F10 quits: never held
        #expect(app.state.isQuitting)
        let other = Harness()
        other.work.holds = true
        other.send("pink")
        other.send("\r")
        #expect(other.state.focus == .searchField)
        other.advance(Program<TestBackend>.maximumHold)
        #expect(other.state.focus == .resultList, "released without the answer")
    }

    @Test func aChordThatMeansNothingChangesNothingAndSaysSo() {
        let app = Harness()
        app.type("time")
        app.send("\r")
        #expect(app.state.focus == .resultList)
        let selection = app.state.list.selection
        app.send("\u{1B}q")  // one read: Alt-Q, bound nowhere
        #expect(app.state.search.field.text == "time", "a chord never types its letter")
        #expect(app.state.focus == .resultList && app.state.list.selection == selection)
        #expect(app.backend.lines.contains { $0.contains("Alt-Q does nothing here · ? lists the keys") })
        app.send("\u{11}")  // Ctrl-Q: no binding either
        #expect(app.state.search.field.text == "time")
        #expect(app.backend.lines.contains { $0.contains("Ctrl-Q does nothing here") })
    }

    @Test func drawingWaitsForInputButNotForInputThatMeansNothing() {
        let app = Harness()
        let drawn = app.backend.framesDrawn
        app.backend.pendingInputAnswers = 1
        app.backend.send("t")
        app.program.step()
        #expect(app.backend.framesDrawn == drawn, "put off: more input waits")
        #expect(app.program.nextWait() == Program<TestBackend>.drawingThrottle, "but no longer than the throttle")
        // What was waiting decodes to nothing (a mouse release): the frame comes when the throttle ends.
        app.backend.send("\u{1B}[<0;5;5m")
        app.program.step()
        app.clock.advance(by: Program<TestBackend>.drawingThrottle)
        app.program.step()
        #expect(app.backend.framesDrawn == drawn + 1 && app.backend.lines[1].contains("⌕ t"))
    }

    @Test func theSpinnerTurnsOnTheClockWhileSomethingLoads() {
        let app = Harness(animates: true)
        app.work.holds = true
        app.type("pink")
        #expect(!app.text.contains("Loading"))
        app.advance(.milliseconds(loadingIndicatorDelayMilliseconds))
        #expect(app.text.contains("⠋ Loading..."))
        app.advance(.milliseconds(spinnerIntervalMilliseconds))
        #expect(app.text.contains("⠙ Loading..."), "the frame is state: a tick message moved it")
        let still = Harness(animates: false)
        still.work.holds = true
        still.type("pink")
        still.advance(.seconds(1))
        #expect(still.text.contains("⠋ Loading..."), "without animation it stands still")
    }

    @Test func aNoticeGoesAfterItsTime() {
        let app = Harness()
        app.send("\u{1B}")
        app.advance(KeyDecoder.escapeDelay)
        #expect(app.text.contains("never quits"))
        app.advance(.milliseconds(Notice.lifetimeMilliseconds - 100))
        #expect(app.text.contains("never quits"))
        app.advance(.milliseconds(100))
        #expect(!app.text.contains("never quits"))
    }

    @Test func aSignalEndsTheProgramWithItsStatusAndKeepsTheMail() {
        let app = Harness()
        app.send("\u{1B}OQ")  // F2
        app.send("\r")  // Send Support Email
        app.type("half written")
        app.backend.signal(15)
        app.program.runUntilIdle()
        #expect(app.state.isQuitting && app.program.exitStatus == 128 + 15)
        #expect(app.mail.saved.withLock { $0.map(\.0.body) } == ["half written"], "written before the end")
        #expect(app.program.farewell.first?.contains("kept as a draft") == true)
    }

    @Test func ctrlLDrawsTheSameFrameAgain() {
        let app = Harness()
        app.type("x")
        let drawn = app.backend.framesDrawn
        app.send("\u{0C}")
        #expect(app.backend.invalidations == 1 && app.backend.framesDrawn == drawn + 1)
    }

    @Test func resizesLayTheScreenOutAgain() {
        let app = Harness()
        app.type("time")
        app.backend.resize(to: Size(columns: 160, rows: 48))
        app.program.runUntilIdle()
        #expect(app.state.traits.arrangement == .splitView && app.backend.screen.size == Size(columns: 160, rows: 48))
    }

    @Test func aCursorMoveInTheFieldCostsAFewBytes() {
        let app = Harness()
        app.type("pink floyd")
        let before = app.backend.bytesWritten
        app.send("\u{1B}[D")
        #expect(app.backend.bytesWritten - before < 50, "\(app.backend.bytesWritten - before) bytes")
    }

    @Test func renderIsAFunctionOfTheState() {
        let app = Harness()
        app.type("pink")
        let context = RenderContext(localizer: Localizer(language: .english))
        #expect(
            AppView.render(app.state, size: app.backend.size, context: context)
                == AppView.render(app.state, size: app.backend.size, context: context))
        var pictured = app.state
        _ = pictured.update(.screen(.artworkChanged))
        #expect(pictured != app.state, "a picture's arrival is in the state")
    }
}

@Suite(.timeLimit(.minutes(1))) struct TimerQueueTests {
    @Test func dueActionsComeInTheirOrder() {
        var queue = TimerQueue<String>()
        queue.schedule("late", at: .milliseconds(30))
        queue.schedule("first", at: .milliseconds(10))
        queue.schedule("second", at: .milliseconds(10))
        #expect(queue.nextDeadline == .milliseconds(10))
        #expect(queue.takeDue(at: .milliseconds(9)).isEmpty)
        #expect(queue.takeDue(at: .milliseconds(20)) == ["first", "second"])
        queue.removeAll { $0 == "late" }
        #expect(queue.isEmpty && queue.nextDeadline == nil)
    }
}
