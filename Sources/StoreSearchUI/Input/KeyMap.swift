import StoreSearchModel
import TerminalKit

/// Turns keys and clicks into what the user asks for, through the bindings
/// in force: a bound key names its command (`Message.command`), a printable
/// key is typed text (`Message.typed`), a paste is pasted text. Whether a
/// command can act, what it does and what a printable key does where
/// nothing is typed are decided by the model, once; this reads only the
/// place the key lands in (and, for a click, what the last frame put there).
/// A key with Ctrl or Alt never types.
public enum KeyMap {
    public static func messages(
        for event: InputEvent, place: KeyContext, frame: Frame?, bindings: Bindings = .standard
    ) -> [Message] {
        switch event {
        case .key(let key):
            return messages(for: key, place: place, bindings: bindings)
        case .mouse(let mouse):
            guard let frame else { return [] }
            return messages(for: mouse, frame: frame)
        case .paste(let text):
            return [.pasted(text)]
        case .resize:
            // The runtime lays the screen out again and sends `layoutChanged`.
            return []
        case .report:
            // The runtime hands answers to the backend; they are never keys.
            return []
        }
    }

    // MARK: Keys

    /// What `key` asks for in `place`: the command bound to it there; else,
    /// for a printable key, the text (the model types it, or says it does
    /// nothing); else a notice that it does nothing here.
    public static func messages(for key: Key, place: KeyContext, bindings: Bindings = .standard) -> [Message] {
        if let command = bindings.command(for: key, in: place) { return [.command(command)] }
        if let character = key.typedCharacter { return [.typed(String(character))] }
        guard place != .tooSmall else { return [] }
        let help = bindings.shortLabel(for: .help, in: place) ?? bindings.shortLabel(for: .commands) ?? "F1"
        return [.alert(.showNotice(.keyDoesNothing(key.label, helpKey: help)))]
    }

    public typealias FooterHint = (key: String, action: Phrase.Action)

    /// The order of the footer's verbs for what a place does: moving, then
    /// acting, then leaving.
    private static let footerVerbOrder: [Phrase.Action] = [
        .send, .saveDraft, .move, .category, .scroll, .page, .results, .search, .open, .storePage, .album, .artist,
        .close,
        .copyLink, .playPreview, .stopPreview, .markFavourite, .unmarkFavourite, .exact, .suggestion, .press,
        .choose, .mark, .toggle, .format, .save, .act, .find, .back, .next,
    ]

    /// What the footer shows now: for each command that works here and now
    /// and has a footer verb (`AppState.footerVerb`), its first key in force
    /// here: what this place does (in `footerVerbOrder`, a verb's keys
    /// together: "↑↓ Move"), then what works everywhere (in the table's
    /// order), each verb once: "←/Esc Back", not "← Back" and "Esc Back".
    public static func footerHints(for state: AppState, bindings: Bindings = .standard) -> (
        specific: [FooterHint], general: [FooterHint]
    ) {
        let place = state.place
        var specific: [(keys: [String], action: Phrase.Action)] = []
        var general: [FooterHint] = []
        for command in Command.allCases where command.places.contains(place) {
            let keys = bindings.keys(for: command, in: place)
            guard let verb = state.footerVerb(of: command), let key = keys.first,
                state.availability(of: command) == .works
            else { continue }
            // On an alert Enter is the key most press: what it does is named
            // beside the first key ("Esc/Enter Close").
            let enter = Key.enter
            let label =
                place == .alert && key != enter && keys.contains(enter) ? key.label + "/" + enter.label : key.label
            if command.section == .everywhere {
                general.append((label, verb))
            } else if let same = specific.firstIndex(where: { $0.action == verb }) {
                specific[same].keys.append(key.label)
            } else {
                specific.append(([key.label], verb))
            }
        }
        // A verb is said once: a key that works everywhere and has the verb
        // of one of this place's ("← Back" and "Esc Back") joins it ("←/Esc Back").
        general.removeAll { hint in
            guard let same = specific.firstIndex(where: { $0.action == hint.action }) else { return false }
            specific[same].keys.append(hint.key)
            return true
        }
        let rank = { (verb: Phrase.Action) in footerVerbOrder.firstIndex(of: verb) ?? footerVerbOrder.count }
        return (
            specific.enumerated().sorted { (rank($0.element.action), $0.offset) < (rank($1.element.action), $1.offset) }
                .map { hint in
                    let arrows = hint.element.keys.allSatisfy { ["←", "→", "↑", "↓"].contains($0) }
                    return (
                        hint.element.keys.sorted(by: arrowOrder).joined(separator: arrows ? "" : "/"),
                        hint.element.action
                    )
                },
            general
        )
    }

    /// Arrows joined in one hint read ←→↑↓, as the keys lie.
    private static func arrowOrder(_ a: String, _ b: String) -> Bool {
        let order = ["←", "→", "↑", "↓"]
        return (order.firstIndex(of: a) ?? 9, a) < (order.firstIndex(of: b) ?? 9, b)
    }

    // MARK: Mouse

    /// What a click or the wheel asks for, by what the last frame drew where it landed.
    static func messages(for mouse: MouseEvent, frame: Frame) -> [Message] {
        let target = frame.target(at: mouse.position)
        switch mouse.kind {
        case .wheelUp, .wheelDown:
            let direction = mouse.kind == .wheelUp ? -1 : 1
            switch target {
            case .help: return [.alert(.scrollSheetBy(3 * direction))]
            case .paletteRow, .historyRow: return [.command(direction < 0 ? .up : .down)]
            case .result, .resultList, .gridPage: return [.list(.scroll(by: 2 * direction))]
            case .detailPane, .detailButton, .overlay: return [.detail(.scrollBy(3 * direction))]
            case .menuItem: return [.menu(.move(by: direction))]
            default: return []
            }
        case .press:
            guard let target else { return [] }
            switch target {
            case .searchField(let textX, let firstCharacter, let widths):
                let index = characterIndex(from: firstCharacter, widths: widths, column: mouse.position.x - textX)
                return [.screen(.focus(.searchField)), .search(.edit(.moveTo(index)))]
            case .category(let category):
                return [.screen(.focus(.categoryControl)), .search(.selectCategory(category))]
            case .result(let index):
                return [.list(.clickResult(index))]
            case .gridPage(let page):
                return [.list(.showGridPage(page))]
            case .detailPane:
                return [.screen(.focus(.detail))]
            case .detailButton(let button):
                return [.detail(.pressButton(button))]
            case .showPrimaryPane:
                return [.detail(.showPrimaryPane)]
            case .alertOK:
                return [.alert(.dismiss)]
            case .backdrop:
                // The model decides: a pop-up or the menu closes, a sheet with work stays.
                return [.alert(.dismissOutside)]
            case .menuButton:
                return [.menu(.toggle)]
            case .menuItem(let item):
                return [.menu(.choose(item))]
            // A click on a form's text or stars gives it focus; on a button or the checkbox, presses it.
            case .composeField(let field):
                return [.compose(Self.isPressed(ComposeState.part(of: field)) ? .press(field) : .focus(field))]
            case .ratingField(let field):
                return [.rating(Self.isPressed(RatingSheet.part(of: field)) ? .press(field) : .focus(field))]
            case .ratingStar(let stars):
                return [.rating(.setStars(stars))]
            case .choiceOption(let option):
                return [.alert(.choose(option))]
            case .filterRow(let index):
                return [.shape(.toggleFilter(FilterRow.all[index]))]
            case .recentSearch(let term):
                return [.history(.choose(term))]
            case .offeredSearch:
                return [.search(.takeOffer)]
            case .alternativeSearch(let words):
                return [.search(.takeAlternative(words))]
            case .paletteRow(let row):
                return [.palette(.select(row)), .palette(.choose)]
            case .historyRow(let row):
                return [.history(.pickerSelect(row)), .history(.pickerChoose)]
            case .breadcrumb(let depth):
                return [.browse(.backTo(depth: depth))]
            case .resultList, .overlay, .help:
                return []
            }
        }
    }

    /// Whether a click on a form's `part` presses it (rather than focusing it).
    private static func isPressed(_ part: FormPart) -> Bool {
        switch part {
        case .line, .body, .stars: false
        case .checkbox, .button: true
        }
    }

    /// The character a click `column` cells into the shown text lands
    /// before: `widths` are the shown characters' widths from `first` on.
    private static func characterIndex(from first: Int, widths: [Int], column: Int) -> Int {
        var index = first
        var x = 0
        for width in widths {
            if x + (width + 1) / 2 > column { break }
            x += width
            index += 1
        }
        return index
    }
}
