import StoreSearchModel
import StoreSearchText
import TerminalKit

/// The phrases of help that name a key in force.
enum HelpWords {
    /// A notice as the screen says it: those that name a key name the key
    /// in force (where the user is).
    static func notice(_ notice: Notice, place: KeyContext, context: RenderContext) -> String {
        let keys = context.bindings
        switch notice {
        case .escapeDoesNotQuit:
            let quit = keys.keys(for: .quit, in: .field).map(\.label)
            return context.localizer(.help(.escapeDoesNotQuit(quitKeys: quit)))
        case .previewPlaying(let program):
            let stop = keys.shortLabel(for: .preview, in: place) ?? keys.name(of: .preview)
            return context.localizer(.help(.previewPlaying(program: program, stop: stop)))
        case .typedDoesNothing(let key) where place == .ratingStars:
            // The stars take digits; a letter was most likely meant for the
            // comment, so the way there is named (it is not moved there: a
            // key that sometimes types and sometimes acts is no grammar).
            let next = keys.shortLabel(for: .next, in: place) ?? keys.name(of: .next)
            return context.localizer(.help(.typedOnStars(key: key, nextKey: next)))
        case .typedDoesNothing(let key):
            // Where `/` goes to the field it is named; elsewhere the key that lists the keys.
            if let search = keys.shortLabel(for: .searchField, in: place), Command.searchField.places.contains(place) {
                return context.localizer(.help(.typedDoesNothing(key: key, searchKey: search)))
            }
            let help = keys.shortLabel(for: .help, in: place) ?? keys.shortLabel(for: .commands) ?? "F1"
            return context.localizer(.screen(.notice(.keyDoesNothing(key, helpKey: help))))
        default:
            return context.localizer(.screen(.notice(notice)))
        }
    }
}

/// The command palette: every command, its keys where it was opened, dimmed
/// where it cannot run now (the highlighted one says why).
struct PaletteWidget: Widget {
    public var state: AppState

    func render(in area: Rect, on frame: inout Frame, context: RenderContext) {
        let localizer = context.localizer
        let entries = state.paletteEntries
        let selection = state.paletteSelection
        let under = state.underPalette.place
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
                let here = context.bindings.keys(for: entry.command, in: under)
                let keys = (here.isEmpty ? context.bindings.keys(for: entry.command) : here).map(\.label)
                return PickerWidget.Row(
                    text: entry.title, trailing: keys.joined(separator: " "), isDimmed: entry.availability != .works,
                    matched: entry.matched, target: .paletteRow(index))
            },
            selection: selection, emptyText: localizer(.help(.noCommand)), note: note,
            countLabel: entries.isEmpty
                ? nil
                : localizer(.help(.paletteCount(position: selection + 1, count: entries.count)))
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
