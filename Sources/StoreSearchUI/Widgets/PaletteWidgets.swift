import StoreSearchCore
import TerminalKit

/// The phrases of help that name a key in force.
enum HelpWords {
    /// A notice as the screen says it: those that name a key name the key in force.
    static func notice(_ notice: Notice, context: RenderContext) -> String {
        let keys = context.bindings
        switch notice {
        case .escapeDoesNotQuit:
            let quit = keys.keys(for: "quit", in: .field).map(\.label)
            return context.localizer(.help(.escapeDoesNotQuit(quitKeys: quit)))
        case .previewPlaying(let program):
            return context.localizer(.help(.previewPlaying(program: program, stop: keys.name(of: "preview"))))
        default:
            return context.localizer(.screen(.notice(notice)))
        }
    }
}

/// The command palette: every command, its keys where it was opened, dimmed
/// where it cannot run now (the highlighted one says why).
struct PaletteWidget: Widget {
    var state: AppState

    func render(in area: Rect, on frame: inout Frame, context: RenderContext) {
        let localizer = context.localizer
        let scene = KeyScene(state: state, context: .palette, frame: frame, bindings: context.bindings)
        let entries = Palette.entries(for: scene)
        let selection = min(state.palette.selection, max(0, entries.count - 1))
        // About the highlighted command: why it cannot run here, else what it does.
        let note: String? =
            entries.indices.contains(selection)
            ? entries[selection].availability.reason.map { "✕ " + localizer(.text($0)) }
                ?? localizer(.text(entries[selection].command.title))
            : nil
        PickerWidget(
            title: localizer(.help(.commandsTitle)), query: state.palette.query,
            placeholder: localizer(.help(.findCommand)),
            rows: entries.enumerated().map { index, entry in
                PickerWidget.Row(
                    text: entry.title, trailing: entry.keys, isDimmed: entry.availability != .works,
                    matched: entry.matched, target: .paletteRow(index))
            },
            selection: selection, emptyText: localizer(.help(.noCommand)), note: note
        )
        .render(in: area, on: &frame, context: context)
    }
}

/// Ctrl-R: earlier searches, newest first, filtered by what is typed.
struct HistoryListWidget: Widget {
    var history: HistoryState

    func render(in area: Rect, on frame: inout Frame, context: RenderContext) {
        let localizer = context.localizer
        guard let picker = history.picker else { return }
        let matches = history.pickerMatches
        PickerWidget(
            title: localizer(.help(.historyTitle)), query: picker.query,
            placeholder: localizer(.help(.findSearch)),
            rows: matches.enumerated().map { row, index in
                let entry = history.entries[index]
                return PickerWidget.Row(
                    text: entry, matched: FuzzyMatch.match(picker.query.text, in: entry)?.positions ?? [],
                    target: .historyRow(row))
            },
            selection: picker.selection, emptyText: localizer(.help(.noSearch)),
            note: localizer(.help(.historyNote(count: matches.count, of: history.entries.count)))
        )
        .render(in: area, on: &frame, context: context)
    }
}
