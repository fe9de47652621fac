import Foundation
import NcursesBackend
import StoreSearchCore
import StoreSearchServices
import TerminalUI

// First of all: a closed standard stream would otherwise be taken by the next file opened.
StandardStreams.reserve()

let version = "0.3.0"
let environment = ProcessInfo.processInfo.environment
let localizer = Localizer(environment: environment)

/// Prints "storesearch: reason" and exits with `status`.
func fail(_ phrase: Phrase, status: Int32, hint: Bool = false) -> Never {
    // What the user typed (or a file held) may be in the message: `say` cleans it.
    StandardStreams.say(localizer(phrase))
    if hint { _ = StandardStreams.write(localizer(.tryHelp) + "\n", to: STDERR_FILENO) }
    exit(status)
}

let configPath = Paths.configFile(environment: environment)
/// The config file's text (bytes that are not UTF-8 become U+FFFD, and the
/// line they are on a warning); nil when there is none. One that exists but
/// cannot be read is said, not silently skipped.
let configText: String? = {
    guard access(configPath, F_OK) == 0 else { return nil }
    guard let data = FileManager.default.contents(atPath: configPath) else {
        StandardStreams.say(localizer(.configUnreadable(path: configPath)))
        return nil
    }
    return String(decoding: data, as: UTF8.self)
}()
let action: LaunchAction
/// How many config lines were not understood (the interface's footer says so).
let configMistakeCount: Int
/// What is said of them, on standard error and in the log: the first few,
/// then how many more (a file of random bytes has thousands).
let configWarnings: [String]
do {
    let resolved = try LaunchSettings.resolve(
        arguments: Array(CommandLine.arguments.dropFirst()), environment: environment, configFile: configText)
    action = resolved.action
    let mistakes = resolved.warnings.filter(\.isInConfigFile)
    configMistakeCount = mistakes.count
    let shown = 5
    configWarnings = mistakes.prefix(shown).map { Sanitizer.clean("\(localizer($0.phrase)) (\(configPath))") }
        + (mistakes.count > shown
            ? [Sanitizer.clean(localizer(.inputOutput(.moreConfigMistakes(count: mistakes.count - shown, path: configPath))))]
            : [])
    let environmentWarnings = resolved.warnings.filter { !$0.isInConfigFile }.map { localizer($0.phrase) }
    for warning in configWarnings + environmentWarnings {
        StandardStreams.say(warning)
    }
} catch {
    fail(error.phrase, status: 2, hint: true)
}

Log.open(inDirectory: Paths.stateDirectory(environment: environment))
configWarnings.forEach { Log.write("config file: \($0)") }
switch action {
case .help:
    exit(StandardStreams.output(localizer(.usage(version: version)) + "\n", localizer: localizer) ? 0 : 1)
case .version:
    exit(StandardStreams.output("storesearch \(version)\n", localizer: localizer) ? 0 : 1)
case .search(let command):
    exit(SearchCommandRunner(command: command, environment: environment, localizer: localizer).run())
case .run(let settings):
    runInterface(settings)
}

/// The interactive program: the terminal, the event loop, and a clean exit.
func runInterface(_ settings: LaunchSettings) -> Never {
    let source: ChosenSource
    do throws(SourceError) {
        source = try ChosenSource.make(for: settings, environment: environment, localizer: localizer,
                                       standardInput: .interface)
    } catch {
        fail(error.phrase, status: 1)
    }

    // Keys are read and text is drawn as UTF-8: a locale that asks for
    // another character set is said at once rather than mangling what is typed.
    if let (variable, value) = LocaleSettings.characterLocale(environment: environment) {
        let installed = setlocale(LC_CTYPE, "") != nil ? String(cString: nl_langinfo(nl_item(CODESET))) : nil
        if let charset = LocaleSettings.nonUTF8Charset(locale: value, installedCodeset: installed) {
            fail(.needsUTF8Locale(variable: variable, value: value, charset: charset), status: 2)
        }
    }

    let terminal: Terminal
    do throws(TerminalError) {
        terminal = try Terminal(options: Terminal.Options(mouse: settings.mouse, color: settings.color))
    } catch {
        switch error {
        case .notATerminal: fail(.notATerminal, status: 2)
        case .unusableTerminal(let term): fail(.unusableTerminal(term: term), status: 2)
        }
    }

    let mailTransport = MailTransport.find(configured: settings.mailCommand, path: environment["PATH"] ?? "/usr/bin:/bin",
                                           systemDirectories: environment["STORESEARCH_TEST_SENDMAIL_DIRS"]
                                               .map { $0.split(separator: ":").map(String.init) } ?? ["/usr/sbin", "/usr/lib"])
    let draftsPath = Paths.draftsDirectory(environment: environment)
    let localeVariable = ["LC_ALL", "LC_MESSAGES", "LANG"].first { !(environment[$0] ?? "").isEmpty }
    let session = SessionInfo(
        version: version,
        language: localizer.language,
        term: Sanitizer.clean(environment["TERM"] ?? ""),
        locale: localeVariable.map { "\($0)=\(Sanitizer.clean(environment[$0]!))" } ?? "C",
        supportAddress: settings.supportAddress,
        mailTransport: mailTransport?.description,
        rateURL: settings.rateURL,
        storeURL: settings.storeURL,
        configPath: configPath,
        cachePath: Paths.cacheDirectory(environment: environment),
        draftsPath: draftsPath,
        logPath: Paths.stateDirectory(environment: environment) + "/storesearch.log"
    )
    let login = environment["USER"] ?? environment["LOGNAME"] ?? "storesearch"
    let mailer = Mailer(transport: mailTransport, drafts: DraftStore(directory: URL(fileURLWithPath: draftsPath)),
                        from: settings.mailFrom ?? "\(login)@\(ProcessInfo.processInfo.hostName)",
                        timeout: settings.mailTimeout)

    let savedStandardError = Log.captureStandardError()
    Log.write("storesearch \(version) started: source \(settings.effectiveSource.rawValue), size \(terminal.size)")
    let app = App(
        terminal: terminal,
        source: source,
        session: session,
        mailer: mailer,
        // The colours the terminal shows, none under NO_COLOR (or `color = no`).
        context: RenderContext(localizer: localizer, theme: .matching(terminal.colorDepth),
                               colorDepth: terminal.colorDepth),
        thresholds: SizeClassThresholds(regularWidth: settings.regularWidth, regularHeight: settings.regularHeight),
        animates: settings.animation,
        fetchesArtwork: settings.artwork,
        configMistakes: configMistakeCount,
        environment: environment
    )
    let status = app.run()
    terminal.shutdown()
    Log.restore(savedStandardError)
    for line in app.farewell {
        FileHandle.standardError.write(Data("storesearch: \(Sanitizer.clean(line))\n".utf8))
    }
    switch app.exitReason {
    case .store?, nil:
        exit(status)
    case let failure?:
        fail(source.phrase(for: failure, localizer: localizer), status: 1)
    }
}
