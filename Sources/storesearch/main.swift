import Foundation
import NcursesBackend
import StoreSearchCore
import TerminalUI

let version = "0.1.0"
let environment = ProcessInfo.processInfo.environment
let localizer = Localizer(environment: environment)

/// Prints "storesearch: reason" and exits with `status`.
func fail(_ phrase: Phrase, status: Int32, hint: Bool = false) -> Never {
    var message = "storesearch: \(localizer(phrase))\n"
    if hint { message += localizer(.tryHelp) + "\n" }
    FileHandle.standardError.write(Data(message.utf8))
    exit(status)
}

let configPath = Paths.configFile(environment: environment)
let configText = try? String(contentsOfFile: configPath, encoding: .utf8)
let action: LaunchAction
do {
    let resolved = try LaunchSettings.resolve(
        arguments: Array(CommandLine.arguments.dropFirst()), environment: environment, configFile: configText)
    action = resolved.action
    for warning in resolved.warnings {
        FileHandle.standardError.write(Data("storesearch: \(localizer(warning.phrase)) (\(configPath))\n".utf8))
    }
} catch {
    fail(error.phrase, status: 2, hint: true)
}

let settings: LaunchSettings
switch action {
case .help:
    print(localizer(.usage(version: version)))
    exit(0)
case .version:
    print("storesearch \(version)")
    exit(0)
case .run(let resolved):
    settings = resolved
}

// The catalog: a file named on the command line, or the bundled one.
let catalogPath: String
let sourceBadge: String
if let path = settings.catalogPath {
    guard FileManager.default.isReadableFile(atPath: path) else {
        fail(.cannotReadCatalog(path: path, reason: "No such readable file"), status: 1)
    }
    catalogPath = path
    sourceBadge = Sanitizer.clean(URL(fileURLWithPath: path).lastPathComponent)
} else {
    guard let bundled = Paths.bundledCatalog(environment: environment) else { fail(.catalogNotFound, status: 1) }
    catalogPath = bundled
    sourceBadge = localizer(.bundledCatalogBadge)
}

var service = CatalogSearchService(file: URL(fileURLWithPath: catalogPath))
if let delay = environment["STORESEARCH_TEST_SEARCH_DELAY_MS"].flatMap(Int.init) {
    // Test hook: makes every search slow, to show the loading state.
    service = CatalogSearchService(file: URL(fileURLWithPath: catalogPath), searchDelayMilliseconds: delay)
}

let terminal: Terminal
do {
    terminal = try Terminal(options: Terminal.Options(mouse: settings.mouse, color: settings.color))
} catch .notATerminal {
    fail(.notATerminal, status: 2)
} catch .unusableTerminal(let term) {
    fail(.unusableTerminal(term: term), status: 2)
}

let savedStandardError = Log.redirectStandardError(toDirectory: Paths.stateDirectory(environment: environment))
Log.write("storesearch \(version) started, catalog \(catalogPath), size \(terminal.size)")
let app = App(
    terminal: terminal,
    service: service,
    context: RenderContext(localizer: localizer, theme: settings.color ? .standard : .monochrome,
                           sourceBadge: sourceBadge),
    thresholds: SizeClassThresholds(regularWidth: settings.regularWidth, regularHeight: settings.regularHeight),
    animates: settings.animation,
    environment: environment
)
let status = app.run()
terminal.shutdown()
Log.restore(savedStandardError)
switch app.exitReason {
case .catalogNotInStoreShape:
    fail(.cannotReadCatalog(path: catalogPath, reason: localizer(.catalogNotInStoreShape)), status: 1)
case .catalogUnreadable(let reason):
    fail(.cannotReadCatalog(path: catalogPath, reason: reason), status: 1)
case nil:
    exit(status)
}
