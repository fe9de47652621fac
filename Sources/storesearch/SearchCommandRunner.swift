import Foundation
import StoreSearchCatalog
import StoreSearchFiles
import StoreSearchFormats
import StoreSearchItems
import StoreSearchModel
import StoreSearchOptions
import StoreSearchText
import StoreSearchUI
import StoreSearchWorkers
import Synchronization
import TerminalKit

/// `storesearch search TERM`: one search, printed for scripts and CI (and
/// `storesearch lookup ID`, printed the same way: see `runLookup`).
/// Exit status: 0 with results, 1 with none (or when they could not be
/// written), 2 for usage errors (decided before this runs), 3 when the
/// store or the catalog failed.
struct SearchCommandRunner {
    let command: SearchCommand
    let environment: [String: String]
    let localizer: Localizer

    func run() -> Int32 {
        if command.favourites { return printFavourites() }
        let source: ChosenSource
        do throws(SourceError) {
            source = try ChosenSource.make(
                for: command.settings, environment: environment, localizer: localizer,
                standardInput: command.batch ? .batchTerms : nil, oneShot: true)
        } catch {
            report(localizer(error.phrase))
            return 3
        }
        let bar = source.catalog.flatMap { StandardErrorProgress(catalog: $0, localizer: localizer) }
        defer { bar?.clear() }
        if let lookup = command.lookup { return runLookup(lookup, source: source) }
        if command.batch { return runBatch(source) }
        // Searched as it is quoted when nothing is found: cleaned of control
        // characters (an escape sequence's "[31m" is no part of the term).
        let term = Sanitizer.clean(command.term)
        let request = SearchRequest(
            term: term, category: command.category, order: command.settings.sort, filter: command.filter,
            exact: command.exact)
        // A large catalog's first search: answered from the file itself,
        // its index left to a process of its own (`IndexBuilder`).
        let fromFile = source.catalog?.answerWithoutIndex(request)
        let status = printed(
            fromFile.map { .success($0) } ?? blocking({ await source.service.search(request) }), from: source,
            typed: term, nothingFound: { nothingFound(for: term, suggestion: $0.suggestion) })
        if fromFile != nil, let path = source.catalogPath { IndexBuilder.start(catalog: path) }
        return status
    }

    /// An answer printed in the format asked for (at most the limit, put in
    /// `order` first), or what went wrong said: 0 with results, 1 with none
    /// (or when they could not be written), 3 when the source failed. With
    /// `typed`, a correction the answer holds is said on standard error.
    func printed(
        _ result: Result<SearchAnswer, SearchFailure>, from source: ChosenSource, typed: String? = nil,
        nothingFound: (SearchAnswer) -> String, order: ([SearchResult]) -> [SearchResult] = { $0 }
    ) -> Int32 {
        switch result {
        case .failure(let failure):
            report(localizer(source.phrase(for: failure, localizer: localizer)))
            return 3
        case .success(let answer):
            if answer.origin == .offlineCatalog { report(localizer(CommandLinePhrase.fellBackToCatalog)) }
            guard !answer.results.isEmpty else {
                report(nothingFound(answer))
                return 1
            }
            if let typed, let correction = answer.correction {
                report(showingResults(for: correction, typed: typed, also: answer.alternatives))
            }
            let results = Array(order(answer.results).prefix(command.limit))
            return StandardStreams.output(format(results), localizer: localizer) ? 0 : 1
        }
    }

    /// `search --favourites`: the favourites, newest first, read as they
    /// are (nothing is written, but an unreadable file is set aside); 1
    /// when there are none.
    private func printFavourites() -> Int32 {
        let path = Paths.favouritesFile(environment: environment)
        let stored = FavouritesFile(path: path, log: { Log.write("favourites: \($0)") }).load()
        if let badPath = stored.setAside {
            report(localizer(CommandLinePhrase.inputOutput(.stateFileSetAside(path: path, badPath: badPath))))
        }
        guard !stored.items.isEmpty else {
            report(localizer(CommandLinePhrase.inputOutput(.noFavourites(path: path))))
            return 1
        }
        return StandardStreams.output(format(Array(stored.items.prefix(command.limit))), localizer: localizer) ? 0 : 1
    }

    /// One term a line from standard input; each answered by its results
    /// (nothing when there are none) and an empty line, flushed at once.
    /// Output that cannot be written ends it (status 1); so does a line
    /// longer than `InputLimits.batchLineBytes` (status 3, said).
    private func runBatch(_ source: ChosenSource) -> Int32 {
        var status: Int32 = 0
        var lines = LineReader(descriptor: STDIN_FILENO, limit: InputLimits.batchLineBytes)
        var number = 0
        while true {
            number += 1
            let line: String
            switch lines.next() {
            case .text(let text):
                line = text
            case .tooLong:
                report(localizer(.file(.batchLineTooLong(line: number, maximumBytes: InputLimits.batchLineBytes))))
                return 3
            case .end:
                return status
            }
            let request = SearchRequest(
                term: Sanitizer.clean(line), category: command.category, order: command.settings.sort,
                filter: command.filter, exact: command.exact)
            var output = ""
            // Answered on this thread once the catalog's index is there.
            let answered = source.catalog?.searchOnCallingThread(request).map {
                Result<SearchAnswer, SearchFailure>.success($0)
            }
            switch answered ?? blocking({ await source.service.search(request) }) {
            case .failure(let failure):
                report(localizer(source.phrase(for: failure, localizer: localizer)))
                status = 3
            case .success(let answer) where !answer.results.isEmpty:
                if let correction = answer.correction {
                    report(showingResults(for: correction, typed: line, also: answer.alternatives))
                }
                output = format(Array(answer.results.prefix(command.limit)))
            case .success(let answer):
                if let suggestion = answer.suggestion { report(nothingFound(for: line, suggestion: suggestion)) }
            }
            guard StandardStreams.output(output + "\n", localizer: localizer) else { return 1 }
        }
    }

    func format(_ results: [SearchResult]) -> String {
        switch command.format {
        case .json:
            return String(decoding: StoreResponseEncoder.encode(results), as: UTF8.self) + "\n"
        case .tsv:
            return ResultTable.tabSeparated(results)
        case .table:
            return table(results)
        case .id:
            return results.map { "\($0.id)\n" }.joined()
        case .url:
            return results.map { Self.line($0.storeURL ?? "") }.joined()
        case .name:
            return results.map { Self.line($0.name) }.joined()
        }
    }

    /// `text` as one clean line (a result's texts are sanitised already; a
    /// tab or line break in one would still make two items of it).
    private static func line(_ text: String) -> String {
        Sanitizer.clean(text).replacingOccurrences(of: "\t", with: " ").replacingOccurrences(of: "\n", with: " ")
            + "\n"
    }

    private func table(_ results: [SearchResult]) -> String {
        ResultTable.aligned(results, localizer: localizer)
    }

    func report(_ message: String) {
        StandardStreams.say(message)
    }

    /// "showing results for 'queen' (also near: 'teen', 'seen'); --exact
    /// searches for 'qeen' as typed".
    /// Both are quoted cleaned and cut short: they may hold anything.
    private func showingResults(for correction: String, typed: String, also: [String]) -> String {
        let shown = Sanitizer.excerpt(correction)
        guard !also.isEmpty else {
            return localizer(CommandLinePhrase.showingResultsFor(shown: shown, typed: Sanitizer.excerpt(typed)))
        }
        let others = also.map { "'\(Sanitizer.excerpt($0))'" }.joined(separator: ", ")
        return localizer(
            CommandLinePhrase.showingResultsForAlso(shown: shown, typed: Sanitizer.excerpt(typed), also: others))
    }

    /// "nothing found for 'qeen'", and "did you mean 'queen'?" when a
    /// search would find something.
    private func nothingFound(for term: String, suggestion: String?) -> String {
        guard let suggestion else { return localizer(CommandLinePhrase.nothingFoundFor(Sanitizer.excerpt(term))) }
        return localizer(
            CommandLinePhrase.nothingFoundSuggesting(Sanitizer.excerpt(term), suggestion: Sanitizer.excerpt(suggestion))
        )
    }
}

/// The indexing progress of a catalog's first open, on standard error when
/// it is a terminal (one line, drawn over): nothing otherwise.
private final class StandardErrorProgress: Sendable {
    private let shown = Mutex(false)

    init?(catalog: CatalogSearchService, localizer: Localizer) {
        guard isatty(STDERR_FILENO) == 1 else { return nil }
        catalog.onProgress { [self] progress in
            let percent = Int(progress.fraction * 100)
            let filled = min(20, Int(progress.fraction * 20 + 0.5))
            let line =
                localizer(SearchPhrase.indexing(name: Sanitizer.clean(progress.name))) + " ▕"
                + String(repeating: "█", count: filled) + String(repeating: " ", count: 20 - filled) + "▏ "
                + localizer(SearchPhrase.indexed(percent: percent, items: localizer.count(progress.items)))
            self.shown.withLock { isShown in
                isShown = true
                Self.write("\r\u{1B}[2K" + line)
            }
        }
    }

    /// Takes the line away once the answer is there.
    func clear() {
        shown.withLock { isShown in
            if isShown { Self.write("\r\u{1B}[2K") }
            isShown = false
        }
    }

    private static func write(_ text: String) {
        var text = text
        text.withUTF8 { bytes in _ = Glibc.write(STDERR_FILENO, bytes.baseAddress, bytes.count) }
    }
}

/// Runs async work to completion from synchronous code (a command-line
/// program's one search).
func blocking<T: Sendable>(_ work: @escaping @Sendable () async -> T) -> T {
    let answer = Later<T>()
    Task.detached(executorPreference: WorkerThreads.shared) { answer.give(await work()) }
    return answer.wait()
}
