import Foundation
import StoreSearchCore
import TerminalUI

/// `storesearch search TERM`: one search, printed for scripts and CI.
/// Exit status: 0 with results, 1 with none, 2 for usage errors (decided
/// before this runs), 3 when the store or the catalog failed.
struct SearchCommandRunner {
    let command: SearchCommand
    let environment: [String: String]
    let localizer: Localizer

    func run() -> Int32 {
        let source: ChosenSource
        do throws(SourceError) {
            source = try ChosenSource.make(for: command.settings, environment: environment, localizer: localizer)
        } catch {
            report(localizer(error.phrase))
            return 3
        }
        if command.batch { return runBatch(source.service) }
        let request = SearchRequest(term: command.term, category: command.category)
        switch blocking({ await source.service.search(request) }) {
        case .failure(let failure):
            report(localizer(.failureReason(failure)))
            return 3
        case .success(let answer):
            if answer.origin == .offlineCatalog { report(localizer(.fellBackToCatalog)) }
            guard !answer.results.isEmpty else {
                report(localizer(.nothingFoundFor(command.term)))
                return 1
            }
            let results = Array(answer.results.prefix(command.limit))
            FileHandle.standardOutput.write(Data(format(results).utf8))
            return 0
        }
    }

    /// One term a line from standard input; each answered by its results
    /// (nothing when there are none) and an empty line, flushed at once.
    private func runBatch(_ service: any SearchService) -> Int32 {
        var status: Int32 = 0
        while let line = readLine(strippingNewline: true) {
            let request = SearchRequest(term: line, category: command.category)
            var output = ""
            switch blocking({ await service.search(request) }) {
            case .failure(let failure):
                report(localizer(.failureReason(failure)))
                status = 3
            case .success(let answer) where !answer.results.isEmpty:
                output = format(Array(answer.results.prefix(command.limit)))
            case .success:
                break
            }
            FileHandle.standardOutput.write(Data((output + "\n").utf8))
        }
        return status
    }

    private func format(_ results: [SearchResult]) -> String {
        switch command.format {
        case .json:
            return String(decoding: StoreResponseEncoder.encode(results), as: UTF8.self) + "\n"
        case .tsv:
            let header = "name\tartist\tkind\tgenre\tprice\tcurrency\turl\tid"
            let rows = results.map { result in
                [result.name, result.artistName ?? "", result.kind.storeValue, result.genre ?? "",
                 result.price?.decimalText ?? "", result.price?.currency ?? "", result.storeURL ?? "",
                 String(result.id)].joined(separator: "\t")
            }
            return ([header] + rows).joined(separator: "\n") + "\n"
        case .table:
            return table(results)
        }
    }

    /// Aligned columns, each cut to a sensible width by display columns, so
    /// wide characters line up.
    private func table(_ results: [SearchResult]) -> String {
        let limits = [40, 28, 12, 24, 12]
        let header = Phrase.Column.allCases.map { localizer(.column($0)) }
        let rows = results.map { result in
            [result.name, result.artistName ?? localizer(.unknownArtist), localizer(.kind(result.kind)),
             result.genre ?? "", result.price.map(localizer.price) ?? ""]
        }
        let widths = limits.indices.map { column in
            min(limits[column], ([header] + rows).map { $0[column].columnWidth }.max() ?? 0)
        }
        return ([header] + rows).map { row in
            row.indices.map { column in
                let cell = row[column].truncated(toWidth: widths[column])
                return column == row.count - 1
                    ? cell : cell + String(repeating: " ", count: widths[column] - cell.columnWidth)
            }.joined(separator: "  ")
        }.joined(separator: "\n") + "\n"
    }

    private func report(_ message: String) {
        FileHandle.standardError.write(Data("storesearch: \(message)\n".utf8))
    }
}

/// Runs async work to completion from synchronous code (a command-line
/// program's one search).
func blocking<T: Sendable>(_ work: @escaping @Sendable () async -> T) -> T {
    let done = DispatchSemaphore(value: 0)
    let box = ResultBox<T>()
    Task.detached(executorPreference: WorkerThreads.shared) {
        box.value = await work()
        done.signal()
    }
    done.wait()
    return box.value!
}

private final class ResultBox<T>: @unchecked Sendable {
    var value: T?
}
