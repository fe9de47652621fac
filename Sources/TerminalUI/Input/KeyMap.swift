import StoreSearchCore

/// Turns keys and clicks into what the user means, given what has focus and
/// what is on screen (the last frame, for clicks). The bindings of spec §2.
public enum KeyMap {
    public static func messages(for event: InputEvent, state: AppState, frame: Frame?) -> [Message] {
        switch event {
        case .key(let key):
            return messages(for: key, state: state, frame: frame)
        case .mouse(let mouse):
            guard let frame else { return [] }
            return messages(for: mouse, state: state, frame: frame)
        case .paste(let text):
            return pasteMessages(text, state: state)
        case .resize:
            // The runtime lays the screen out again and sends `layoutChanged`.
            return []
        }
    }

    /// A paste goes where typing goes: the search field (from anywhere on
    /// the search screen), or the compose sheet's field.
    private static func pasteMessages(_ text: String, state: AppState) -> [Message] {
        let context = KeyContext(state)
        switch context {
        case .composeBody:
            // Line breaks are the body's own; other controls go.
            let lines = text.replacingOccurrences(of: "\r\n", with: "\n").split(
                separator: "\n",
                omittingEmptySubsequences: false)
            return [.compose(.edit(.insert(lines.map { Sanitizer.clean(String($0)) }.joined(separator: "\n"))))]
        case .composeText:
            // Kept as pasted, line breaks too: Send refuses them, visibly,
            // rather than quietly changing the header.
            let kept = String(
                String.UnicodeScalarView(
                    text.unicodeScalars.filter {
                        $0 == "\n" || $0 == "\r" || $0.value >= 0x20 && $0.value != 0x7F
                    }))
            return [.compose(.edit(.insert(kept)))]
        case .ratingText:
            let cleaned = Sanitizer.clean(text)
            return cleaned.isEmpty ? [] : [.rating(.edit(.insert(cleaned)))]
        case .field, .categories, .list, .grid, .detailPane, .popup, .export, .reverseSearch:
            let cleaned = Sanitizer.clean(text)
            guard !cleaned.isEmpty else { return [] }
            return insertMessages(cleaned, in: context, state: state)
        case .composeButtons, .choice, .menu, .sheet, .alert, .tooSmall, .filters, .ratingStars, .ratingButtons:
            return []
        }
    }

    // MARK: Keys

    /// What `key` means now: the binding for it in the current context (see
    /// `KeyBinding.table`), turned into messages for this state.
    static func messages(for key: Key, state: AppState, frame: Frame? = nil) -> [Message] {
        let context = KeyContext(state)
        guard let command = KeyBinding.command(for: key, in: context) else { return [] }
        return messages(for: command, key: key, in: context, state: state, frame: frame)
    }

    /// The messages a command means in `context`; none when it would do
    /// nothing (so the footer, which asks, shows only what works now).
    static func messages(
        for command: Command, key: Key, in context: KeyContext, state: AppState,
        frame: Frame?
    ) -> [Message] {
        switch command {
        case .quit: return [.screen(.quit)]
        case .suspend: return [.screen(.suspend)]
        case .redraw: return [.screen(.redraw)]
        case .help: return [.alert(.showHelp)]
        case .menu: return context == .sheet ? [.alert(.dismiss), .menu(.toggle)] : [.menu(.toggle)]
        case .thumbnails: return [.list(.toggleThumbnails)]
        case .grid: return [.list(.toggleGrid)]
        case .category(let category): return [.search(.selectCategory(category))]
        case .focusNext: return [.screen(.focusNext)]
        case .focusPrevious: return [.screen(.focusPrevious)]
        case .escape: return [.screen(.escape)]
        case .type:
            guard let character = key.typedCharacter else { return [] }
            return insertMessages(String(character), in: context, state: state)
        case .edit(let edit):
            if KeyContext.compose.contains(context) { return [.compose(.edit(edit))] }
            if context == .export { return [.export(.edit(edit))] }
            if context == .reverseSearch { return [.history(.reverseEdit(edit))] }
            if context == .ratingText { return [.rating(.edit(edit))] }
            return fieldMessages(edit, in: context, state: state)
        case .submit: return [.search(.submit)]
        case .enterList: return [.screen(.focus(.resultList))]
        case .leaveCategories: return [.screen(.focus(.searchField))]
        case .moveCategory(let offset): return [.search(.moveCategory(by: offset))]
        case .move(let movement): return moveMessages(movement, in: context, state: state)
        case .open: return [.list(.activate)]
        case .backToList: return [.screen(.focus(.resultList))]
        case .pressButton: return [.list(.activate)]
        case .cycleButton(let step): return [.detail(.cycleButton(by: step))]
        case .scrollDetail(let lines):
            guard let result = state.shownDetail else { return [] }
            let line = state.detailScrollLine(for: result)
            let limit = frame?.detailScrollLimit ?? Int.max / 2
            let target = min(max(0, line + lines), limit)
            return target == line ? [] : [.detail(.scroll(to: target))]
        case .act(let action):
            guard let result = state.shownDetail ?? state.selectedResult else { return [] }
            if action == .playPreview, result.details.previewURL == nil, state.playingPreview != result.id { return [] }
            return [.detail(.act(action))]
        case .close: return context == .menu ? [.menu(.toggle)] : [.alert(.dismiss)]
        case .scrollSheet(let lines):
            return [.alert(.scrollSheet(to: clampedScroll(state.alerts.sheetScroll, by: lines, frame: frame)))]
        case .menuMove(let offset): return [.menu(.move(by: offset))]
        case .menuChoose: return [.menu(.choose(state.menuSelection))]
        case .menuLetter:
            // First letters choose, in the language on screen.
            guard let letter = key.typedCharacter else { return [] }
            let language = state.session.language
            let match = MenuItem.allCases.first {
                Phrase.menu(.menuItem($0)).text(in: language).first?.lowercased() == String(letter).lowercased()
            }
            return match.map { [Message.menu(.choose($0))] } ?? []
        case .composeSend: return [.compose(.send)]
        case .composeCancel: return [.compose(.cancel)]
        case .composeEditor: return [.compose(.editExternally)]
        case .composeNext: return [.compose(.focusNext)]
        case .composePrevious: return [.compose(.focusPrevious)]
        case .composeNewline: return [.compose(.newline)]
        case .composeLine(let up): return [.compose(.moveLine(up: up))]
        case .composePress: return state.mail.compose.map { [.compose(.press($0.focus))] } ?? []
        case .moveChoice(let offset): return [.alert(.moveChoice(by: offset))]
        case .cycleOrder: return [.shape(.cycleOrder)]
        case .showFilters: return [.shape(.showFilters)]
        case .clearFilters: return state.shape.filter.isActive ? [.shape(.clearFilters)] : []
        case .filterMove(let step): return [.shape(.moveFilterFocus(by: step))]
        case .filterToggle:
            let rows = FilterRow.all
            return [.shape(.toggleFilter(rows[min(state.shape.filterFocus, rows.count - 1)]))]
        case .filterPrice(let step):
            return FilterRow.all[state.shape.filterFocus] == .price ? [.shape(.cyclePrice(by: step))] : []
        case .favouritesView: return [.shape(.toggleFavouritesView)]
        case .toggleFavourite:
            return state.shownDetail ?? state.selectedResult == nil ? [] : [.shape(.toggleFavourite)]
        case .historyPrevious: return [.history(.previous)]
        case .historyNext: return state.history.cursor == nil ? [] : [.history(.next)]
        case .reverseSearch: return [.history(.reverse)]
        case .reverseAccept: return [.history(.acceptReverse)]
        case .reverseCancel: return [.history(.cancelReverse)]
        case .exportSave: return [.export(.save)]
        case .exportFormat: return [.export(.toggleFormat)]
        case .rating(let message): return [.rating(message)]
        case .chooseFocused:
            guard case .choice(let choice)? = state.topOverlay,
                choice.options.indices.contains(state.alerts.choiceFocus)
            else {
                return []
            }
            return [.alert(.choose(choice.options[state.alerts.choiceFocus]))]
        }
    }

    /// Text typed or pasted on the search screen goes to the search field,
    /// at its end, wherever focus was (a pop-up closes for it); in the
    /// compose sheet, to the field being written.
    private static func insertMessages(_ text: String, in context: KeyContext, state: AppState) -> [Message] {
        if KeyContext.compose.contains(context) { return [.compose(.edit(.insert(text)))] }
        if context == .export { return [.export(.edit(.insert(text)))] }
        if context == .reverseSearch { return [.history(.reverseEdit(.insert(text)))] }
        if context == .ratingText { return [.rating(.edit(.insert(text)))] }
        var messages: [Message] = context == .popup ? [.alert(.dismiss)] : []
        if state.focus != .searchField { messages += [.screen(.focus(.searchField)), .search(.edit(.moveToEnd))] }
        return messages + [.search(.edit(.insert(text)))]
    }

    /// A line edit of the search field from anywhere on the search screen:
    /// focus moves to the field, and an edit made from elsewhere acts at its end.
    private static func fieldMessages(_ edit: LineEditor.Edit, in context: KeyContext, state: AppState) -> [Message] {
        guard state.focus != .searchField || context != .field else { return [.search(.edit(edit))] }
        return [.screen(.focus(.searchField)), .search(.edit(.moveToEnd)), .search(.edit(edit))]
    }

    /// Moving in the list, the grid or beside the detail: Up from the top
    /// row goes to the categories; nothing moves in an empty list.
    private static func moveMessages(_ movement: ListMovement, in context: KeyContext, state: AppState) -> [Message] {
        guard !state.results.isEmpty else { return [] }
        let topRow = context == .grid ? state.list.gridColumns : 1
        if movement == .up, context != .detailPane, (state.list.selection ?? 0) < topRow {
            return [.screen(.focus(.categoryControl))]
        }
        return [.list(.move(movement))]
    }

    private static func clampedScroll(_ current: Int, by delta: Int, frame: Frame?) -> Int {
        let limit = frame?.sheetScrollLimit ?? Int.max / 2
        return min(max(0, current + delta), limit)
    }

    public typealias FooterHint = (key: String, action: Phrase.Action)

    /// The order of the footer's verbs for what a place does: moving, then
    /// acting, then leaving.
    private static let footerVerbOrder: [Phrase.Action] = [
        .send, .move, .category, .scroll, .page, .results, .search, .open, .press, .choose, .back, .next, .close,
    ]

    /// What the footer shows now: the hints of the bindings that apply here
    /// and would do something if pressed: what this place does (in
    /// `footerVerbOrder`), then what works everywhere (in the table's order).
    /// `frame` is the screen drawn so far, which says how far things scroll.
    public static func footerHints(for state: AppState, frame: Frame? = nil) -> (
        specific: [FooterHint], general: [FooterHint]
    ) {
        let context = KeyContext(state)
        var specific: [FooterHint] = []
        var general: [FooterHint] = []
        for binding in KeyBinding.table where binding.contexts.contains(context) {
            guard let hint = binding.footer, works(binding, in: context, state: state, frame: frame) else { continue }
            let verb = state.search.searchesAsYouType ? hint.verb : (hint.liveVerb ?? hint.verb)
            let entry = (key: hint.label ?? binding.label, action: verb)
            if binding.section == .everywhere { general.append(entry) } else { specific.append(entry) }
        }
        let rank = { (verb: Phrase.Action) in footerVerbOrder.firstIndex(of: verb) ?? footerVerbOrder.count }
        return (
            specific.enumerated().sorted { (rank($0.element.action), $0.offset) < (rank($1.element.action), $1.offset) }
                .map(\.element),
            general
        )
    }

    /// Whether one of the binding's keys would change something now.
    private static func works(_ binding: KeyBinding, in context: KeyContext, state: AppState, frame: Frame?) -> Bool {
        var quiet = state
        quiet.alerts.notice = nil
        return binding.keys.contains { key, command in
            let messages = messages(for: command, key: key, in: context, state: state, frame: frame)
            var next = quiet
            var effects: [Effect] = []
            for message in messages { effects += next.update(message) }
            next.alerts.notice = nil
            return !effects.isEmpty || next != quiet
        }
    }

    // MARK: Mouse

    static func messages(for mouse: MouseEvent, state: AppState, frame: Frame) -> [Message] {
        let target = frame.target(at: mouse.position)
        switch mouse.kind {
        case .wheelUp, .wheelDown:
            let direction = mouse.kind == .wheelUp ? -1 : 1
            switch target {
            case .help:
                return [
                    .alert(.scrollSheet(to: clampedScroll(state.alerts.sheetScroll, by: 3 * direction, frame: frame)))
                ]
            case .result, .resultList, .gridPage: return [.list(.scroll(by: 2 * direction))]
            case .detailPane, .detailButton, .overlay:
                guard let result = state.shownDetail else { return [] }
                let line = state.detailScrollLine(for: result)
                let target = min(max(0, line + 3 * direction), frame.detailScrollLimit ?? 0)
                return target == line ? [] : [.detail(.scroll(to: target))]
            case .menuItem: return [.menu(.move(by: direction))]
            default: return []
            }
        case .press:
            guard let target else { return [] }
            switch target {
            case .searchField(let textX, let firstCharacter):
                let index = characterIndex(
                    in: state.search.field, from: firstCharacter, column: mouse.position.x - textX)
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
                // A click outside closes a pop-up or the menu; a sheet with
                // work in it (the compose sheet) is not thrown away by a stray click.
                switch state.topOverlay {
                case .compose?, .rating?, .choice(.quitWhileSending)?: return []
                case .menu?: return [.menu(.toggle)]
                default: return [.alert(.dismiss)]
                }
            case .menuButton:
                return [.menu(.toggle)]
            case .menuItem(let item):
                return [.menu(.choose(item))]
            case .composeField(let field):
                switch field {
                case .to, .subject, .body: return [.compose(.focus(field))]
                default: return [.compose(.press(field))]
                }
            case .ratingField(let field):
                switch field {
                case .to, .stars, .comment: return [.rating(.focus(field))]
                default: return [.rating(.press(field))]
                }
            case .ratingStar(let stars):
                return [.rating(.setStars(stars))]
            case .choiceOption(let option):
                return [.alert(.choose(option))]
            case .filterRow(let index):
                return [.shape(.toggleFilter(FilterRow.all[index]))]
            case .recentSearch(let term):
                return [.history(.choose(term))]
            case .resultList, .overlay, .help:
                return []
            }
        }
    }

    /// The character a click `column` cells into the shown text lands before.
    private static func characterIndex(in editor: LineEditor, from first: Int, column: Int) -> Int {
        var index = first
        var x = 0
        while index < editor.characters.count {
            let width = editor.characters[index].columnWidth
            if x + (width + 1) / 2 > column { break }
            x += width
            index += 1
        }
        return index
    }
}
