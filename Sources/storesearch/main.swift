import CStartup
import Foundation
import NcursesBackend
import StoreSearchFiles
import StoreSearchModel
import StoreSearchOptions
import StoreSearchStore
import StoreSearchText
import StoreSearchUI
import TerminalKit

// First of all: a closed standard stream would otherwise be taken by the next file opened.
StandardStreams.reserve()
// Ctrl-\ (SIGQUIT) before the terminal is taken quits as the signal does
// (startup.c, before the Swift runtime's crash catcher could take it for a crash).
precondition(storesearch_startup_ran() != 0)

let version = "0.3.0"
let environment = environmentVariables()
let localizer = Localizer(environment: environment)
// A process a first search left a catalog's index to: it builds, and ends.
if IndexBuilder.isBuilder { IndexBuilder.run(environment: environment) }

/// Prints "storesearch: reason" and exits with `status`.
func fail(_ phrase: some LocalizedPhrase, status: Int32, hint: Bool = false) -> Never {
    // What the user typed (or a file held) may be in the message: `say` cleans it.
    StandardStreams.say(localizer(phrase))
    if hint { _ = StandardStreams.write(localizer(CommandLinePhrase.tryHelp) + "\n", to: STDERR_FILENO) }
    end(status)
}

/// Ends the program with `status`, once the transfers under way (a search
/// left behind by quitting) are ended and libcurl's thread has returned:
/// the exit handlers then free nothing that is still in use.
func end(_ status: Int32) -> Never {
    if !HTTPFetcher.endTransfers() { Log.write("the transfers' thread did not end in time") }
    exit(status)
}

let configPath = Paths.configFile(environment: environment)
/// The config file's text (bytes that are not UTF-8 become U+FFFD, and the
/// line they are on a warning); nil when there is none. One that exists but
/// cannot be read (nor a FIFO or a device, nor past `configFileBytes`) is
/// said, not silently skipped.
let configText: String? = {
    switch SafeFile.read(configPath, limit: InputLimits.configFileBytes, followingLinks: true) {
    case nil:
        return nil
    case .success(let data)?:
        return String(decoding: data, as: UTF8.self)
    case .failure?:
        StandardStreams.say(localizer(CommandLinePhrase.configUnreadable(path: configPath)))
        return nil
    }
}()
let action: LaunchAction
/// How many config lines were not understood (the interface's footer says so).
let configMistakeCount: Int
/// What is said of them, on standard error and in the log: the first few,
/// then how many more (a file of random bytes has thousands).
let configWarnings: [String]
do {
    let resolved = try LaunchSettings.resolving(
        arguments: Array(CommandLine.arguments.dropFirst()), environment: environment, configFile: configText)
    action = resolved.action
    let mistakes = resolved.warnings.filter(\.isInConfigFile)
    configMistakeCount = resolved.configMistakes
    configWarnings =
        mistakes.map { mistake in
            let line = mistake.line.map { localizer(ConfigPhrase.atLine($0)) } ?? ""
            return Sanitizer.clean("\(line)\(localizer(mistake.phrase)) (\(configPath))")
        }
        + (configMistakeCount > mistakes.count
            ? [
                Sanitizer.clean(
                    localizer(
                        CommandLinePhrase.inputOutput(
                            .moreConfigMistakes(count: configMistakeCount - mistakes.count, path: configPath))
                    ))
            ]
            : [])
    let environmentWarnings = resolved.warnings.filter { !$0.isInConfigFile }.map { localizer($0.phrase) }
    for warning in configWarnings + environmentWarnings {
        StandardStreams.say(warning)
    }
} catch {
    fail(error.phrase, status: 2, hint: true)
}

/// Why the log is not written, if it is not: said on standard error (and
/// by the interface, whose screen hides standard error, as a notice). Only
/// what does work keeps a log: `--help`, `--version`, `--print-config` and
/// `--diagnose` make no file (a diagnosis left an empty log behind).
let logProblem: FilePhrase? = {
    switch action {
    case .run, .search, .lookup, .pick: break
    case .help, .helpAll, .printConfig, .diagnose, .version: return nil
    }
    return Log.open(inDirectory: Paths.stateDirectory(environment: environment)).map {
        .notUsed(path: Sanitizer.clean(Paths.logFile(environment: environment)), $0.cleaned)
    }
}()
if let logProblem {
    switch action {
    case .search, .lookup: StandardStreams.say(localizer(.file(logProblem)))
    default: break
    }
}
for warning in configWarnings { Log.write("config file: \(warning)") }
switch action {
case .help:
    exit(
        StandardStreams.output(localizer(CommandLinePhrase.usage(version: version)) + "\n", localizer: localizer)
            ? 0 : 1)
case .helpAll:
    exit(
        StandardStreams.output(localizer(CommandLinePhrase.usageAll(version: version)) + "\n", localizer: localizer)
            ? 0 : 1)
case .printConfig(let settings):
    exit(StandardStreams.output(configFileText(settings), localizer: localizer) ? 0 : 1)
case .diagnose(let settings):
    let text = Diagnose.facts(settings: settings).text(in: localizer.language)
    exit(StandardStreams.output(text + "\n", localizer: localizer) ? 0 : 1)
case .version:
    exit(StandardStreams.output("storesearch \(version)\n", localizer: localizer) ? 0 : 1)
case .search(let command), .lookup(let command):
    end(SearchCommandRunner(command: command, environment: environment, localizer: localizer).run())
case .run(let settings):
    runInterface(settings)
case .pick(let command):
    runPick(command)
}
