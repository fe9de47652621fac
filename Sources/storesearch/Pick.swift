import Foundation
import StoreSearchItems
import StoreSearchModel
import StoreSearchOptions
import StoreSearchText
import StoreSearchUI

/// `storesearch pick [WORDS]`: the interface, drawn on the terminal
/// (`/dev/tty`) whatever standard input and output are, to choose results
/// for standard output, as fzf does. Exit status: 0 chosen (and printed),
/// 1 nothing chosen (Esc in the field; `--exit-0` found nothing; the
/// output could not be written), 2 a wrong command line or no terminal,
/// 3 the store or the catalog failed, 130 Ctrl-C or F10 (128 + N for a
/// signal N).
struct PickRun {
    let command: SearchCommand
    let source: ChosenSource
    /// Standard output and input as they were given (a pipe, a file), kept
    /// apart while the terminal has descriptors 0 and 1, and given back
    /// before anything is printed.
    let output: Int32
    let input: Int32

    /// The words searched at the start, cleaned (an escape sequence's
    /// "[31m" is no part of them).
    var words: String { Sanitizer.clean(command.term) }

    /// What the interface starts with: the words in the field (searched at
    /// once), the category, filters and marks pick was given.
    func prepare(_ state: inout AppState) {
        state.pick = PickState(markLimit: command.multi)
        state.search.field = LineEditor(words, maximumLength: SearchState.maximumTermLength)
        state.search.category = command.category
        state.search.exact = command.exact
        state.shape.filter = command.filter
    }

    /// The keys pick has over the table's (`--multi`: Tab marks).
    var layers: [KeyCommand] { KeyCommand.picking + (command.multi == nil ? [] : KeyCommand.pickingMany) }

    /// Once the terminal is restored: standard output and input back, what
    /// was chosen printed, and the status. `status` is the loop's (128 + a
    /// signal, or 0).
    func finish(_ state: AppState, status: Int32) -> Never {
        restoreStreams()
        guard status == 0 else { end(status) }
        // Quit (Ctrl-C, F10) ends with nothing chosen, as an interrupt.
        guard let chosen = state.pick?.chosen else { end(130) }
        guard !chosen.isEmpty else { end(1) }
        end(print(chosen, query: state.search.field.text) ? 0 : 1)
    }

    /// Descriptors 0 and 1 as the caller gave them.
    func restoreStreams() {
        dup2(output, STDOUT_FILENO)
        dup2(input, STDIN_FILENO)
    }

    /// `--print-query`'s line (the words as they are now), then `results`
    /// in the format asked for; false when they could not be written.
    func print(_ results: [SearchResult], query: String) -> Bool {
        let runner = SearchCommandRunner(command: command, environment: environment, localizer: localizer)
        let queryLine = command.printQuery ? Sanitizer.clean(query).trimmingSpaces + "\n" : ""
        return StandardStreams.output(queryLine + (results.isEmpty ? "" : runner.format(results)), localizer: localizer)
    }
}

/// `storesearch pick`: `--select-1` and `--exit-0` answered without a
/// terminal when they can be, else the interface on `/dev/tty`.
func runPick(_ command: SearchCommand) -> Never {
    // `--catalog -` is read from a copy of standard input: the terminal takes descriptor 0.
    let input = fcntl(STDIN_FILENO, F_DUPFD_CLOEXEC, 3)
    let source: ChosenSource
    do throws(SourceError) {
        source = try ChosenSource.make(
            for: command.settings, environment: environment, localizer: localizer, standardInput: nil,
            catalogInput: input)
    } catch {
        fail(error.phrase, status: 3)
    }
    let output = fcntl(STDOUT_FILENO, F_DUPFD_CLOEXEC, 3)
    let run = PickRun(command: command, source: source, output: output, input: input)
    if command.selectOne || command.exitZero, !run.words.trimmingSpaces.isEmpty {
        answerWithoutTerminal(run)
    }
    // The keyboard and the screen are the terminal's, whatever standard input and output are.
    let terminal = open("/dev/tty", O_RDWR | O_CLOEXEC)
    guard terminal >= 0 else {
        fail(CommandLinePhrase.pickNeedsTerminal(reason: String(cString: strerror(errno))), status: 2)
    }
    dup2(terminal, STDIN_FILENO)
    dup2(terminal, STDOUT_FILENO)
    close(terminal)
    runInterface(command.settings, pick: run)
}

/// `--select-1` with one result prints it; `--exit-0` with none ends with
/// status 1 (`--print-query` still prints the words). Otherwise it returns,
/// and the interface opens.
private func answerWithoutTerminal(_ run: PickRun) {
    let command = run.command
    let request = SearchRequest(
        term: run.words, category: command.category, order: command.settings.sort, filter: command.filter,
        exact: command.exact)
    let service = run.source.service
    switch blocking({ await service.search(request) }) {
    case .failure(let failure):
        StandardStreams.say(localizer(run.source.phrase(for: failure, localizer: localizer)))
        end(3)
    case .success(let answer) where answer.results.isEmpty && command.exitZero:
        _ = run.print([], query: run.words)
        end(1)
    case .success(let answer) where answer.results.count == 1 && command.selectOne:
        end(run.print(answer.results, query: run.words) ? 0 : 1)
    case .success:
        return
    }
}
