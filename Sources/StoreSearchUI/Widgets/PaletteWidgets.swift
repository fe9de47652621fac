import StoreSearchCore
import TerminalKit

/// The words of help, the command palette and the history list.
enum HelpWords {
    static func keysHere(_ place: String) -> LocalizedText {
        LocalizedText("Keys here: \(place)", dutch: "Toetsen hier: \(place)")
    }

    static func rule(palette: String) -> LocalizedText {
        LocalizedText(
            "No key does damage: a key that means nothing here changes nothing and says so, and a key with Ctrl or Alt never types. \(palette) finds any command by name.",
            dutch:
                "Geen toets richt schade aan: een toets die hier niets betekent verandert niets en zegt dat, en een toets met Ctrl of Alt typt nooit. \(palette) vindt elk commando op naam."
        )
    }

    /// A notice as the screen says it: those that name a key name the key in force.
    static func notice(_ notice: Notice, context: RenderContext) -> String {
        let keys = context.bindings
        switch notice {
        case .escapeDoesNotQuit:
            let quit = keys.keys(for: "quit", in: .field).map(\.label)
            let english = quit.joined(separator: " or ")
            let dutch = quit.joined(separator: " of ")
            return context.localizer(
                .text(
                    LocalizedText(
                        "Esc closes pop-ups and never quits; \(english) quits.",
                        dutch: "Esc sluit vensters en stopt nooit; \(dutch) stopt.")))
        case .previewPlaying(let program):
            let stop = keys.name(of: "preview")
            return context.localizer(
                .text(
                    LocalizedText(
                        "Playing the preview with \(program); \(stop) stops it.",
                        dutch: "Het fragment speelt met \(program); \(stop) stopt het.")))
        default:
            return context.localizer(.screen(.notice(notice)))
        }
    }

    static let commandsTitle = LocalizedText("Commands", dutch: "Commando's")
    static let findCommand = LocalizedText("Type to find a command", dutch: "Typ om een commando te vinden")
    static let noCommand = LocalizedText("No command matches", dutch: "Geen commando past")
    static let historyTitle = LocalizedText("Earlier searches", dutch: "Eerdere zoekopdrachten")
    static let findSearch = LocalizedText("Type to filter", dutch: "Typ om te filteren")
    static let noSearch = LocalizedText("No earlier search matches", dutch: "Geen eerdere zoekopdracht past")
    static func historyNote(count: Int, of total: Int) -> LocalizedText {
        LocalizedText(
            "\(count) of \(total) · Enter searches it again", dutch: "\(count) van \(total) · Enter zoekt het opnieuw")
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
            title: localizer(.text(HelpWords.commandsTitle)), query: state.palette.query,
            placeholder: localizer(.text(HelpWords.findCommand)),
            rows: entries.enumerated().map { index, entry in
                PickerWidget.Row(
                    text: entry.title, trailing: entry.keys, isDimmed: entry.availability != .works,
                    matched: entry.matched, target: .paletteRow(index))
            },
            selection: selection, emptyText: localizer(.text(HelpWords.noCommand)), note: note
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
            title: localizer(.text(HelpWords.historyTitle)), query: picker.query,
            placeholder: localizer(.text(HelpWords.findSearch)),
            rows: matches.enumerated().map { row, index in
                let entry = history.entries[index]
                return PickerWidget.Row(
                    text: entry, matched: FuzzyMatch.match(picker.query.text, in: entry)?.positions ?? [],
                    target: .historyRow(row))
            },
            selection: picker.selection, emptyText: localizer(.text(HelpWords.noSearch)),
            note: localizer(.text(HelpWords.historyNote(count: matches.count, of: history.entries.count)))
        )
        .render(in: area, on: &frame, context: context)
    }
}
