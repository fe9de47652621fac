import Foundation
import NcursesBackend
import StoreSearchArtwork
import StoreSearchCatalog
import StoreSearchFiles
import StoreSearchItems
import StoreSearchMail
import StoreSearchModel
import StoreSearchOptions
import StoreSearchPrograms
import StoreSearchRuntime
import StoreSearchStore
import StoreSearchText
import StoreSearchUI
import StoreSearchWorkers
import TerminalKit

/// The interactive program: the real services wired to a `Program` over the
/// ncurses terminal, and a clean exit. With `pick`, storesearch pick's:
/// its source, its words and keys, and what was chosen printed at the end.
func runInterface(_ settings: LaunchSettings, pick: PickRun? = nil) -> Never {
    let (bindings, theme) = keysAndTheme(settings, layers: pick?.layers ?? [])
    let source: ChosenSource
    if let pick {
        source = pick.source
    } else {
        do throws(SourceError) {
            source = try ChosenSource.make(
                for: settings, environment: environment, localizer: localizer, standardInput: .interface)
        } catch {
            fail(error.phrase, status: 1)
        }
    }

    // Keys are read and text is drawn as UTF-8: a locale that asks for
    // another character set is said at once rather than mangling what is typed.
    if let (variable, value) = LocaleSettings.characterLocale(environment: environment) {
        let installed = setlocale(LC_CTYPE, "") != nil ? String(cString: nl_langinfo(nl_item(CODESET))) : nil
        if let charset = LocaleSettings.nonUTF8Charset(locale: value, installedCodeset: installed) {
            fail(CommandLinePhrase.needsUTF8Locale(variable: variable, value: value, charset: charset), status: 2)
        }
    }

    let terminal: Terminal
    do throws(TerminalError) {
        terminal = try Terminal(
            options: Terminal.Options(
                mouse: settings.mouse, color: settings.color, largestSize: .largestLaidOut,
                images: settings.images.request, imageHints: ImageHints(environment: environment)))
    } catch {
        switch error {
        case .notATerminal: fail(CommandLinePhrase.notATerminal, status: 2)
        case .unusableTerminal(let term): fail(CommandLinePhrase.unusableTerminal(term: term), status: 2)
        case .noWakeUpPipe(let code):
            fail(CommandLinePhrase.cannotStart(reason: String(cString: strerror(code))), status: 2)
        }
    }

    let mailLookup = MailTransport.lookup(
        configured: settings.mailCommand, path: environment["PATH"] ?? "/usr/bin:/bin")
    var mailTransport: MailTransport?
    var missingMailCommand: String?
    switch mailLookup {
    case .found(let transport): mailTransport = transport
    case .notFound(let command): missingMailCommand = Sanitizer.clean(command)
    case .none, .noSendmail: break
    }
    let draftsPath = Paths.draftsDirectory(environment: environment)
    let historyPath = Paths.historyFile(for: source.kind, environment: environment)
    // The order used last, kept in the state folder (a word on a line).
    let orderPath = Paths.stateDirectory(environment: environment) + "/sort"
    let favouritesPath = Paths.favouritesFile(environment: environment)
    let localeVariable = ["LC_ALL", "LC_MESSAGES", "LANG"].first { !(environment[$0] ?? "").isEmpty }
    var session = SessionInfo(
        version: version,
        language: localizer.language,
        term: Sanitizer.clean(environment["TERM"] ?? ""),
        locale: localeVariable.map { "\($0)=\(Sanitizer.clean(environment[$0]!))" } ?? "C",
        supportAddress: settings.supportAddress,
        mailTransport: mailTransport?.description,
        storeURL: settings.storeURL,
        configPath: configPath,
        cachePath: Paths.cacheDirectory(environment: environment),
        draftsPath: draftsPath,
        historyPath: settings.history ? historyPath : nil,
        favouritesPath: favouritesPath,
        logPath: Paths.logFile(environment: environment)
    )
    session.missingMailCommand = missingMailCommand
    session.exportFolder = Paths.downloadFolder(environment: environment)
    // Gathered when the compose sheet opens and again when its mail goes:
    // the facts of then, not of the start (the window's size, files made since).
    let colorDepth = terminal.colorDepth
    let imageDecision = terminal.sharedImageDecision
    let gatherDiagnostics = { @Sendable in
        Diagnose.facts(
            settings: settings, terminal: (Size(columns: 0, rows: 0), colorDepth), images: imageDecision.decision)
    }
    let login = environment["USER"] ?? environment["LOGNAME"] ?? "storesearch"
    let mailer = Mailer(
        transport: mailTransport, drafts: DraftStore(directory: URL(fileURLWithPath: draftsPath)),
        from: settings.mailFrom ?? "\(login)@\(hostName())",
        timeout: settings.mailTimeout, missingCommand: missingMailCommand)

    let savedStandardError = Log.captureStandardError()
    Log.write("storesearch \(version) started: source \(settings.effectiveSource.rawValue), size \(terminal.size)")
    let mailbox = Mailbox(wakeUp: terminal.wakeUp)
    let opener = { @Sendable (address: String) in URLOpener.open(address, environment: processEnvironment) }
    var catalogSize: (@Sendable () async -> Result<Int, SearchFailure>)?
    if let catalog = source.catalog {
        catalogSize = { await catalog.itemCount() }
        // The first open of a big catalog: a progress bar where the results will be.
        catalog.onProgress { mailbox.post(.search(.indexing($0))) }
    }
    // Previews play in a session of their own, so nothing but this program
    // stops them: every way out below goes through `player.stop()`.
    let player = PreviewPlayback(
        ProcessPreviewPlayer(configured: settings.player, path: environment["PATH"] ?? "/usr/bin:/bin"))
    let artwork = settings.artwork && settings.images != .off ? artworkStore(posting: mailbox) : nil
    if let artwork {
        // Encoded on the worker threads; each one done wakes the loop to place it.
        let wakeUp = terminal.wakeUp
        terminal.imageEncoder = PixelImages(
            onReady: { wakeUp.wake() }, pictures: { [weak artwork] in artwork?.picture(at: $0) })
    }
    let services = ProgramServices(
        search: source.service,
        catalogSize: catalogSize,
        artwork: artwork,
        openURL: opener,
        mail: mailer,
        work: ThreadedWorkRunner(),
        log: { Log.write($0) },
        player: player,
        clipboard: ClipboardProbe.lazy(environment: environment),
        // --no-history: no history service, so nothing is read or written.
        history: settings.history ? HistoryFile(path: historyPath, log: { Log.write("history: \($0)") }) : nil,
        favourites: FavouritesFile(path: favouritesPath, log: { Log.write("favourites: \($0)") }),
        exporter: FileExporter(
            home: environment["HOME"] ?? NSHomeDirectory(),
            currentDirectory: FileManager.default.currentDirectoryPath),
        rememberOrder: { order in
            do throws(FileFailure) {
                try SafeFile.makeFolders((orderPath as NSString).deletingLastPathComponent)
                try StateFile.writeWhole(Data((order.rawValue + "\n").utf8), to: orderPath, mode: 0o600)
            } catch {
                Log.write("sort: not kept: \(error.logText)")
            }
        },
        editor: EditorCommand(environment: environment),
        diagnostics: gatherDiagnostics
    )
    var state = AppState(
        traits: SizeClassThresholds(
            regularWidth: settings.regularWidth,
            regularHeight: settings.regularHeight
        ).traits(for: terminal.size),
        source: source.kind, searchesAsYouType: source.service.searchesAsYouType,
        // Motion is off on the Linux console (it redraws slowly) and on mono
        // terminals (a dim that fades has nothing to fade in); the backend
        // turns it off later when the output turns out to be slow.
        animates: settings.animation && environment["TERM"] != "linux" && terminal.colorDepth != .none)
    state.session = session
    // --sort or config `sort`, else the order used last.
    let remembered = (try? SafeFile.read(orderPath, limit: 4096)?.get()).flatMap {
        SortOrder(rawValue: String(decoding: $0, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
    }
    // A user who never chose an order gets the best match first.
    state.shape.order = settings.sortIsChosen ? settings.sort : remembered ?? .relevance
    pick?.prepare(&state)
    // The history and the favourites, read before the first frame (small
    // files); one that cannot be read is set aside and said once.
    var setAside: [String] = []
    // The log, the history or the favourites where a link or a FIFO is: not used, and said.
    var notUsed: [Notice] = logProblem.map { [.file($0)] } ?? []
    state.history.isEnabled = settings.history
    if let history = services.history {
        let loaded = history.load()
        state.history.entries = loaded.items
        setAside += loaded.setAside.map { [$0] } ?? []
        notUsed +=
            loaded.notUsed.map {
                [.file(.notUsed(path: Sanitizer.clean(loaded.notUsedPath ?? historyPath), $0.cleaned))]
            } ?? []
    }
    if let favourites = services.favourites {
        let loaded = favourites.load()
        state.favourites = loaded.items
        setAside += loaded.setAside.map { [$0] } ?? []
        notUsed +=
            loaded.notUsed.map {
                [.file(.notUsed(path: Sanitizer.clean(loaded.notUsedPath ?? favouritesPath), $0.cleaned))]
            } ?? []
    }
    let program = Program(
        state: state,
        backend: terminal,
        services: services,
        // The colours the terminal shows, none under NO_COLOR (or `color = no`).
        context: RenderContext(
            localizer: localizer, theme: .matching(terminal.colorDepth, theme: theme),
            colorDepth: terminal.colorDepth, bindings: bindings),
        options: Program.Options(
            thresholds: SizeClassThresholds(
                regularWidth: settings.regularWidth,
                regularHeight: settings.regularHeight),
            configMistakes: configMistakeCount, setAside: setAside, notUsed: notUsed),
        mailbox: mailbox
    )
    let status = program.run()
    // An index still being built is not kept: the user left before it was whole.
    CatalogIndex.stopCaching()
    // Quit, a signal, a hangup: all end the loop, and the preview with it.
    player.stop()
    terminal.shutdown()
    Log.restore(savedStandardError)
    // Written with write(2): the terminal may be gone (its window closed)
    // or standard error full, and Foundation's FileHandle.write traps on
    // either. What cannot be said is lost; the draft is on disk already.
    for line in program.farewell { StandardStreams.say(line) }
    // A support mail no draft could be written of, whole (already cleaned, line breaks kept).
    if let text = program.unsavedText { _ = StandardStreams.write("\n" + text, to: STDERR_FILENO) }
    switch program.exitReason {
    case .store?, nil:
        pick?.finish(program.state, status: status)
        end(status)
    case let failure?:
        pick?.restoreStreams()
        fail(source.phrase(for: failure, localizer: localizer), status: pick == nil ? 1 : 3)
    }
}

// The files of the program's own state (StoreSearchServices, which does not
// know the runtime's protocols) are the services the program is given.
extension HistoryFile: HistoryService {}
extension FavouritesFile: FavouritesService {}
extension FileExporter: ResultExporter {}

/// The preview player as the program sees it (ProcessPreviewPlayer lives in
/// StoreSearchServices, which does not know the runtime's protocol), with
/// what it does logged.
struct PreviewPlayback: PreviewPlayer {
    let player: ProcessPreviewPlayer

    init(_ player: ProcessPreviewPlayer) {
        self.player = player
    }

    func play(_ url: String) -> PlayerOutcome {
        let outcome = player.play(url)
        switch outcome {
        case .playing(let program): Log.write("preview playing with \(program)")
        case .noPlayer: Log.write("no preview player: none configured or found on PATH")
        case .failed(let reason): Log.write("preview not played: \(reason)")
        }
        return outcome
    }

    func stop() {
        player.stop()
    }
}

/// The environment, for closures that outlive this file's top level.
private let processEnvironment = environment

/// The most fetched artwork kept on disk.
private let artworkCacheBytes = InputLimits.artworkCacheBytes

/// Pictures fetched (HTTP), kept on disk and in memory; each arrival posted
/// to the program.
private func artworkStore(posting mailbox: Mailbox) -> ArtworkStore {
    // A path joined as text: Foundation's URL appending is 50 µs of a start.
    let folder = URL(fileURLWithPath: Paths.cacheDirectory(environment: environment) + "/artwork", isDirectory: true)
    return ArtworkStore(
        fetcher: HTTPFetcher(userAgent: "storesearch/\(version)", log: { Log.write($0) }),
        disk: DiskCache(directory: folder, capacityBytes: artworkCacheBytes),
        onChange: { mailbox.post(.screen(.artworkChanged)) },
        log: { Log.write($0) }
    )
}

/// The editor of Services is the runtime's body editor.
extension EditorCommand: BodyEditor {}
