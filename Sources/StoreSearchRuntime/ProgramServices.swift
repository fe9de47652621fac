import StoreSearchDiagnostics
import StoreSearchItems
import StoreSearchModel
import StoreSearchUI
import StoreSearchWorkers
import TerminalKit

/// Runs the program's background work. Real: async work (searches, the
/// catalog's size) on the worker threads, blocking work (opening a URL, a
/// mail command) on a thread of its own. In tests: when the test says.
public protocol WorkRunner: Sendable {
    /// Starts async work; the handle cancels it.
    @discardableResult
    func start(_ work: @escaping @Sendable () async -> Void) -> WorkHandle
    /// Starts work that blocks (a child process, a subprocess to wait for).
    func startBlocking(_ work: @escaping @Sendable () -> Void)
}

/// Cancels work a `WorkRunner` started.
public struct WorkHandle: Sendable {
    private let cancelling: @Sendable () -> Void

    public init(cancel: @escaping @Sendable () -> Void) {
        cancelling = cancel
    }

    public func cancel() { cancelling() }
}

/// Everything the program does to the world besides the terminal, given to
/// it: the real services in the executable, local stand-ins in tests.
public struct ProgramServices: Sendable {
    public var search: any SearchService
    /// How many items the local catalog holds (nil: the source is not a local catalog).
    public var catalogSize: (@Sendable () async -> Result<Int, SearchFailure>)?
    /// Pictures; nil with `--no-artwork`.
    public var artwork: (any ArtworkProvider<ArtworkSnapshot>)?
    /// Opens a web address with the desktop's opener (blocking); whether one took it.
    public var openURL: @Sendable (String) -> Bool
    public var mail: any MailService
    public var work: any WorkRunner
    public var log: @Sendable (String) -> Void
    /// Plays previews; nil when this program has no way to.
    public var player: (any PreviewPlayer)?
    /// Whether copying by OSC 52 (`TerminalBackend.copyToClipboard`) will
    /// likely reach a clipboard; when not, the text is better shown. Asked
    /// when the user first copies (inside tmux it asks tmux), not at start.
    public var clipboard: @Sendable () -> ClipboardSupport
    /// The search history; nil with `--no-history` (nothing read or written).
    public var history: (any HistoryService)?
    /// The favourites; nil when the program keeps none (tests).
    public var favourites: (any FavouritesService)?
    /// Writes results to files; nil when the program exports none (tests).
    public var exporter: (any ResultExporter)?
    /// Keeps the order for the next run (a line in the state folder).
    public var rememberOrder: (@Sendable (SortOrder) -> Void)?
    /// The user's editor for the mail body; nil when there is none (tests).
    public var editor: (any BodyEditor)?
    /// Gathers `--diagnose`'s facts (blocking briefly: files and PATH are
    /// looked at); nil: the short built-in summary is attached (tests).
    public var diagnostics: (@Sendable () -> DiagnosticFacts)?

    public init(
        search: any SearchService, catalogSize: (@Sendable () async -> Result<Int, SearchFailure>)? = nil,
        artwork: (any ArtworkProvider<ArtworkSnapshot>)? = nil, openURL: @escaping @Sendable (String) -> Bool,
        mail: any MailService, work: any WorkRunner, log: @escaping @Sendable (String) -> Void,
        player: (any PreviewPlayer)? = nil, clipboard: @escaping @Sendable () -> ClipboardSupport = { .unknown },
        history: (any HistoryService)? = nil, favourites: (any FavouritesService)? = nil,
        exporter: (any ResultExporter)? = nil, rememberOrder: (@Sendable (SortOrder) -> Void)? = nil,
        editor: (any BodyEditor)? = nil, diagnostics: (@Sendable () -> DiagnosticFacts)? = nil
    ) {
        self.search = search
        self.catalogSize = catalogSize
        self.artwork = artwork
        self.openURL = openURL
        self.mail = mail
        self.work = work
        self.log = log
        self.player = player
        self.clipboard = clipboard
        self.history = history
        self.favourites = favourites
        self.exporter = exporter
        self.rememberOrder = rememberOrder
        self.editor = editor
        self.diagnostics = diagnostics
    }
}

/// The real runner: tasks on `WorkerThreads.shared` (never libdispatch's
/// pool, whose first use would wake the program every second), blocking
/// work on a plain thread of its own.
public struct ThreadedWorkRunner: WorkRunner {
    public init() {}

    public func start(_ work: @escaping @Sendable () async -> Void) -> WorkHandle {
        let task = Task.detached(executorPreference: WorkerThreads.shared) { await work() }
        return WorkHandle { task.cancel() }
    }

    public func startBlocking(_ work: @escaping @Sendable () -> Void) {
        OwnThread.start(named: "storesearch blocking work", work)
    }
}
