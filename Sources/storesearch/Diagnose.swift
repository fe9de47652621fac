import Foundation
import NcursesBackend
import StoreSearchDiagnostics
import StoreSearchMail
import StoreSearchOptions
import StoreSearchPrograms
import StoreSearchRuntime
import StoreSearchUI
import TerminalKit

/// Gathers what `--diagnose` prints (and "Attach diagnostics" attaches):
/// looks at the environment, the files and PATH, never at ncurses.
enum Diagnose {
    /// With the interface up, `terminal` gives the size and colours ncurses
    /// found, and nothing is run (no tput, no asking tmux) to slow the start.
    static func facts(
        settings: LaunchSettings, terminal: (size: Size, depth: ColorDepth)? = nil, images: ImageDecision? = nil
    ) -> DiagnosticFacts {
        var facts = DiagnosticFacts()
        let path = environment["PATH"] ?? "/usr/bin:/bin"
        facts.version = version
        facts.term = environment["TERM"] ?? ""
        facts.colourEnabled = settings.color
        if let terminal {
            facts.columns = terminal.size.columns
            facts.rows = terminal.size.rows
            switch terminal.depth {
            case .none: facts.colours = 0
            case .ansi8: facts.colours = 8
            case .ansi16: facts.colours = 16
            case .palette256: facts.colours = 256
            case .direct: facts.colours = 1 << 24
            }
        } else {
            facts.colours = colours(term: facts.term)
        }
        facts.mouse = settings.mouse
        if let images {
            facts.images = images.phrase(for: settings.images)
            // The interface asks the terminal for Esc-prefixed Alt (mode 1036); whether it obliged is not known.
            facts.alt = .altAskedFor
        } else {
            // Outside the interface the terminal is asked here, as at start-up:
            // the terminal itself (/dev/tty), whatever standard output is.
            let answers = ImageQuery.run(
                request: settings.images.request, hints: ImageHints(environment: environment))
            facts.images = answers.decision.phrase(for: settings.images)
            facts.alt = answers.alt.phrase
            if let size = answers.size {
                facts.columns = size.columns
                facts.rows = size.rows
            }
        }
        let clipboard =
            terminal == nil
            ? ClipboardProbe.support(environment: environment)
            : ClipboardSupport.guess(environment: environment, tmuxSetClipboard: nil)
        switch clipboard {
        case .supported: facts.clipboard = true
        case .unsupported: facts.clipboard = false
        case .unknown: facts.clipboard = nil
        }
        let localeVariable = ["LC_ALL", "LC_MESSAGES", "LANG"].first { !(environment[$0] ?? "").isEmpty }
        facts.locale = localeVariable.map { "\($0)=\(environment[$0]!)" } ?? "C"
        facts.language = localizer.language
        facts.source = settings.effectiveSource.rawValue
        facts.catalog = settings.catalogPath ?? Paths.bundledCatalog(environment: environment)
        // A bind or theme line the interface cannot take stops it at start.
        facts.configStopsInterface = keysAndThemeProblem(settings)
        facts.paths = [
            pathFact(.config, Paths.configFile(environment: environment)),
            pathFact(.cache, Paths.cacheDirectory(environment: environment)),
            pathFact(.drafts, Paths.draftsDirectory(environment: environment)),
            pathFact(.log, Paths.logFile(environment: environment)),
            pathFact(.state, Paths.stateDirectory(environment: environment)),
        ]
        switch MailTransport.lookup(configured: settings.mailCommand, path: path) {
        case .found(let transport): facts.mailTransport = transport.description
        case .notFound(let command): facts.missingMailCommand = command
        case .none: facts.mailTransport = "none"
        case .noSendmail: break
        }
        let browsers = (environment["BROWSER"] ?? "").split(separator: ":").compactMap {
            $0.split(separator: " ").first.map(String.init)
        }
        facts.opener = (browsers + ["xdg-open", "open"]).lazy.compactMap(URLOpener.findExecutable).first
        switch ProcessPreviewPlayer(configured: settings.player, path: path).command() {
        case .success(let command)?: facts.player = ([command.executable] + command.arguments).joined(separator: " ")
        case .failure(let problem)?: facts.player = problem.description
        case nil: facts.player = settings.player == nil ? nil : "none"
        }
        facts.storeURL = settings.storeURL
        facts.supportAddress = settings.supportAddress
        return facts
    }

    /// Whether the file or folder exists, and whether it (or the nearest
    /// folder that exists above it) may be written.
    private static func pathFact(_ label: DiagnosticFacts.Label, _ path: String) -> DiagnosticFacts.PathFact {
        let exists = access(path, F_OK) == 0
        var probe = path
        while access(probe, F_OK) != 0, probe != "/", !probe.isEmpty {
            probe = (probe as NSString).deletingLastPathComponent
        }
        return DiagnosticFacts.PathFact(label: label, path: path, exists: exists, writable: access(probe, W_OK) == 0)
    }

    /// `tput -T TERM colors`, a second at most; nil when it cannot say.
    private static func colours(term: String) -> Int? {
        guard !term.isEmpty, let tput = URLOpener.findExecutable("tput") else { return nil }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tput)
        process.arguments = ["-T", term, "colors"]
        let output = Pipe()
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return nil }
        return Int(String(decoding: data.prefix(16), as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
    }
}

extension ImageQuery.AltKeys {
    /// What `--diagnose` says of it.
    var phrase: DiagnosticsPhrase {
        switch self {
        case .escapePrefix: .altEscapePrefix
        case .eighthBit: .altEighthBit
        case .unknown: .altNotSaid
        case .noTerminal: .altNoTerminal
        }
    }
}
