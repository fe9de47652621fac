import StoreSearchCore
import TerminalKit

/// What the commands of the table share: editing the line that has the
/// keyboard, typing into the search field from anywhere, moving in lists,
/// scrolling sheets and details.
enum KeyActions {
    /// A line edit of the line that takes keys here: the compose sheet's
    /// field, the path to save to, the palette's or the history list's
    /// query, else the search field (focus moves there from elsewhere on
    /// the search screen, and an edit made from elsewhere acts at its end).
    static func edit(_ edit: LineEditor.Edit, _ scene: KeyScene) -> [Message] {
        switch scene.context {
        case .composeText, .composeBody: return [.compose(.edit(edit))]
        case .ratingText: return [.rating(.edit(edit))]
        case .export: return [.export(.edit(edit))]
        case .palette: return [.palette(.edit(edit))]
        case .historyList: return [.history(.pickerEdit(edit))]
        default:
            if scene.state.focus == .searchField && scene.context == .field { return [.search(.edit(edit))] }
            return [.screen(.focus(.searchField)), .search(.edit(.moveToEnd)), .search(.edit(edit))]
        }
    }

    /// Text typed or pasted: into the line that takes it here; on the
    /// search screen the search field, at its end, wherever focus was (a
    /// pop-up closes for it). Nil where nothing takes text.
    static func insert(_ text: String, in context: KeyContext, state: AppState) -> [Message]? {
        switch context {
        case .composeText, .composeBody: return [.compose(.edit(.insert(text)))]
        case .ratingText: return [.rating(.edit(.insert(text)))]
        case .export: return [.export(.edit(.insert(text)))]
        case .palette: return [.palette(.edit(.insert(text)))]
        case .historyList: return [.history(.pickerEdit(.insert(text)))]
        case .field, .categories, .list, .grid, .detailPane, .popup:
            var messages: [Message] = context == .popup ? [.alert(.dismiss)] : []
            if state.focus != .searchField {
                messages += [.screen(.focus(.searchField)), .search(.edit(.moveToEnd))]
            }
            return messages + [.search(.edit(.insert(text)))]
        case .menu, .composeButtons, .choice, .sheet, .alert, .tooSmall, .filters, .ratingStars, .ratingButtons:
            return nil
        }
    }

    /// Moving in the list, the grid or beside the detail: Up from the top
    /// row goes to the categories; nothing moves in an empty list. From the
    /// field the selection moves and focus stays (or, on the empty screen,
    /// the highlight moves through the recent searches).
    static func move(_ movement: ListMovement, _ scene: KeyScene) -> [Message] {
        let state = scene.state
        if scene.context == .field {
            if state.results.isEmpty {
                guard state.search.phase == .notSearchedYet, !state.history.recent.isEmpty else { return [] }
                switch movement {
                case .down: return [.history(.moveRecent(by: 1))]
                case .up where state.history.recentSelection != nil: return [.history(.moveRecent(by: -1))]
                default: return []
                }
            }
            if (movement == .up || movement == .pageUp) && state.list.selection == nil { return [] }
            return [.list(.select(movement))]
        }
        guard !state.results.isEmpty else { return [] }
        let topRow = scene.context == .grid ? state.list.gridColumns : 1
        if movement == .up, scene.context != .detailPane, (state.list.selection ?? 0) < topRow {
            return [.screen(.focus(.categoryControl))]
        }
        return [.list(.move(movement))]
    }

    /// Help or About scrolled by `lines`, within what the sheet holds as drawn.
    static func scrollSheet(by lines: Int, _ scene: KeyScene) -> [Message] {
        let limit = scene.frame?.sheetScrollLimit ?? Int.max / 2
        let current = scene.state.alerts.sheetScroll
        let target = min(max(0, current + lines), limit)
        return target == current ? [] : [.alert(.scrollSheet(to: target))]
    }

    /// The detail on screen scrolled by `lines`, within what it holds as drawn.
    static func scrollDetail(by lines: Int, _ scene: KeyScene) -> [Message] {
        guard let result = scene.state.shownDetail else { return [] }
        let line = scene.state.detailScrollLine(for: result)
        let limit = scene.frame?.detailScrollLimit ?? Int.max / 2
        let target = min(max(0, line + lines), limit)
        return target == line ? [] : [.detail(.scroll(to: target))]
    }

    /// A row of the command palette or the history list, `rows` away from
    /// the highlighted one, kept among the `count` rows there are.
    static func row(from current: Int, by rows: Int, count: Int) -> Int {
        min(max(0, current + rows), max(0, count - 1))
    }

    /// The item a key acts on: the detail shown, else the selected result.
    static func item(_ scene: KeyScene) -> SearchResult? {
        scene.state.shownDetail ?? scene.state.selectedResult
    }

    static let noItem = HelpPhrase.noItem.words
}
