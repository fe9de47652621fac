import StoreSearchItems
import StoreSearchText

/// What each command means here and now, as the messages it sends: the one
/// place a command's meaning is decided. Pure: `availability` asks it
/// whether a command would act, `updateCommand` routes what it says.
extension AppState {
    /// Where a key lands now: the overlay on top (`Overlay.place`), else what has focus.
    public var place: KeyContext {
        if screen.isTooSmall { return .tooSmall }
        if let top = topOverlay { return top.place(in: self) }
        switch focus {
        case .searchField: return .field
        case .categoryControl: return .categories
        case .resultList: return showsGrid && !results.isEmpty ? .grid : .list
        case .detail: return .detailPane
        }
    }

    /// The item a command acts on: the detail shown, else the selected result.
    public var shownOrSelected: SearchResult? { shownDetail ?? selectedResult }

    /// The messages `command` sends here and now; none when it has nothing
    /// to do (Up at the top of a sheet).
    public func plan(_ command: Command) -> [Message] {
        let place = self.place
        if let edit = command.lineEdit { return lineEdit(edit, in: place) }
        if let action = command.itemAction {
            // With marks, a favourite and Copy Link are for every marked item.
            if !list.marks.isEmpty, action == .favourite || action == .copyLink { return [.list(.actOnMarks(action))] }
            guard shownOrSelected != nil else { return [] }
            return [action == .favourite ? .shape(.toggleFavourite) : .detail(.act(action))]
        }
        if let link = command.pageLink { return shownOrSelected == nil ? [] : [.browse(.open(link))] }
        if let category = command.category {
            return category == search.category ? [] : [.search(.selectCategory(category))]
        }
        switch command {
        case .next: return step(1, in: place)
        case .previous: return step(-1, in: place)
        case .close: return closing(place)
        case .help: return [.alert(.showHelp)]
        case .menu: return place == .sheet ? [.alert(.dismiss), .menu(.toggle)] : [.menu(.toggle)]
        case .commands: return place == .palette ? [.palette(.close)] : [.palette(.open)]
        case .thumbnails: return [.list(.toggleThumbnails)]
        case .grid: return [.list(.toggleGrid)]
        case .redraw: return [.screen(.redraw)]
        case .suspend: return [.screen(.suspend)]
        case .quit: return [.screen(.quit)]
        case .searchField: return [.screen(.toField)]
        case .search: return [.search(.submit)]
        case .offeredSearch: return [.search(.takeOffer)]
        case .history:
            // In the list, again: the next older one.
            if place == .historyList { return pickerMove(by: 1) }
            return place == .popup ? [.alert(.dismiss), .history(.openPicker)] : [.history(.openPicker)]
        case .historyBack: return [.history(.previous)]
        case .historyForward: return history.cursor == nil ? [] : [.history(.next)]
        case .up: return vertical(-1, in: place)
        case .down: return vertical(1, in: place)
        case .left: return horizontal(-1, in: place)
        case .right: return horizontal(1, in: place)
        case .pageUp: return page(-1, in: place)
        case .pageDown: return page(1, in: place)
        case .first, .last:
            let end = command == .first ? Int.min / 2 : Int.max / 2
            switch place {
            case .sheet: return scrollSheet(by: end)
            case .popup, .detailPane: return scrollDetail(by: end)
            default: return move(command == .first ? .first : .last, in: place)
            }
        case .open: return [.list(.activate)]
        case .press:
            switch place {
            case .composeButtons, .ratingButtons: return formMessage(.pressFocused, in: place)
            default: return shownDetail == nil ? [] : [.detail(.pressButton(detailButton))]
            }
        case .choose: return choose(in: place)
        case .mark, .markPrevious: return [.list(.mark(forward: command == .mark))]
        case .clearMarks: return [.list(.clearMarks)]
        case .accept: return [.list(.accept)]
        case .back:
            if browse.top != nil { return [.browse(.back)] }
            return shape.showsFavourites ? [.shape(.toggleFavouritesView)] : []
        case .order: return [.shape(.cycleOrder)]
        case .filters: return [.shape(.showFilters)]
        case .clearFilters: return [.shape(.clearFilters)]
        case .toggle:
            let rows = FilterRow.all
            return [.shape(.toggleFilter(rows[min(shape.filterFocus, rows.count - 1)]))]
        case .favourites: return [.shape(.toggleFavouritesView)]
        case .saveResults: return [.menu(.choose(.saveResults))]
        case .save: return [.export(.save)]
        case .supportMail: return [.menu(.choose(.sendSupportEmail))]
        case .rate: return [.menu(.choose(.rateThisApp))]
        case .about: return [.menu(.choose(.about))]
        case .send: return formMessage(.send, in: place)
        case .editor: return [.compose(.editExternally)]
        case .newline: return [.compose(.newline)]
        default: return []
        }
    }

    /// An edit of the line that takes keys here.
    func lineEdit(_ edit: LineEditor.Edit, in place: KeyContext) -> [Message] {
        switch place {
        case .field: [.search(.edit(edit))]
        case .composeText, .composeBody, .ratingText: formMessage(.edit(edit), in: place)
        case .export: [.export(.edit(edit))]
        case .palette: [.palette(.edit(edit))]
        case .historyList: [.history(.pickerEdit(edit))]
        default: []
        }
    }

    /// Tab and Shift-Tab: what is next here.
    private func step(_ offset: Int, in place: KeyContext) -> [Message] {
        switch place {
        case .field, .categories, .list, .grid, .detailPane: [.screen(offset > 0 ? .focusNext : .focusPrevious)]
        case .popup: [.detail(.cycleButton(by: offset))]
        case .filters: [.shape(.moveFilterFocus(by: offset))]
        case .menu: [.menu(.move(by: offset))]
        case .choice: [.alert(.moveChoice(by: offset))]
        case .composeText, .composeBody, .composeButtons, .ratingText, .ratingStars, .ratingButtons:
            formMessage(offset > 0 ? .focusNext : .focusPrevious, in: place)
        case .export: [.export(.toggleFormat)]
        case .palette: paletteMove(by: offset)
        case .historyList: pickerMove(by: offset)
        case .sheet, .alert, .tooSmall: []
        }
    }

    /// Whether the mail's message has a line above (or below) the cursor's.
    private func bodyMoves(up: Bool) -> Bool {
        guard var body = mail.compose?.body else { return false }
        let before = body
        _ = body.apply(up ? .moveUp : .moveDown)
        return body != before
    }

    /// The palette's highlight moved by `rows`, if it can move.
    private func paletteMove(by rows: Int) -> [Message] {
        let target = min(max(0, paletteSelection + rows), max(0, paletteEntries.count - 1))
        return target == paletteSelection ? [] : [.palette(.move(by: rows))]
    }

    /// The history list's highlight moved by `rows`, if it can move.
    private func pickerMove(by rows: Int) -> [Message] {
        guard let picker = history.picker else { return [] }
        let target = min(max(0, picker.selection + rows), max(0, history.pickerMatches.count - 1))
        return target == picker.selection ? [] : [.history(.pickerMove(by: rows))]
    }

    /// Esc: back one level from where it is pressed.
    private func closing(_ place: KeyContext) -> [Message] {
        switch place {
        case .field, .categories, .list, .grid, .detailPane: [.screen(.escape)]
        case .menu: [.menu(.toggle)]
        case .composeText, .composeBody, .composeButtons, .ratingText, .ratingStars, .ratingButtons:
            formMessage(.cancel, in: place)
        case .palette: [.palette(.close)]
        case .historyList: [.history(.closePicker)]
        case .popup, .choice, .sheet, .alert, .filters, .export, .tooSmall: [.alert(.dismiss)]
        }
    }

    private func vertical(_ step: Int, in place: KeyContext) -> [Message] {
        switch place {
        case .field, .list, .grid, .detailPane: move(step < 0 ? .up : .down, in: place)
        case .categories: [.screen(.focus(step < 0 ? .searchField : .resultList))]
        case .popup: scrollDetail(by: step)
        case .sheet, .alert, .choice: scrollSheet(by: step)
        case .menu: [.menu(.move(by: step))]
        case .filters: [.shape(.moveFilterFocus(by: step))]
        case .composeBody: bodyMoves(up: step < 0) ? [.compose(.moveLine(up: step < 0))] : []
        // A form's lines and buttons: Up and Down go through its parts, in both forms alike.
        case .composeButtons, .composeText, .ratingButtons, .ratingText:
            formMessage(step < 0 ? .focusPrevious : .focusNext, in: place)
        case .palette: paletteMove(by: step)
        case .historyList: pickerMove(by: step)
        case .export, .tooSmall, .ratingStars: []
        }
    }

    private func horizontal(_ step: Int, in place: KeyContext) -> [Message] {
        switch place {
        case .categories: return [.search(.moveCategory(by: step))]
        case .grid: return move(step < 0 ? .left : .right, in: place)
        case .list: return step > 0 && selectedResult != nil ? [.list(.activate)] : []
        case .popup: return [.detail(.cycleButton(by: step))]
        case .detailPane: return step < 0 ? [.screen(.focus(.resultList))] : []
        case .filters:
            return FilterRow.all[min(shape.filterFocus, FilterRow.all.count - 1)] == .price
                ? [.shape(.cyclePrice(by: step))] : []
        case .choice: return [.alert(.moveChoice(by: step))]
        case .composeButtons, .ratingButtons: return formMessage(step < 0 ? .focusPrevious : .focusNext, in: place)
        case .ratingStars: return [.rating(.changeStars(by: step))]
        default: return []
        }
    }

    private func page(_ direction: Int, in place: KeyContext) -> [Message] {
        switch place {
        case .field, .list, .grid: move(direction < 0 ? .pageUp : .pageDown, in: place)
        case .detailPane, .popup: scrollDetail(by: 10 * direction)
        case .sheet, .alert, .choice: scrollSheet(by: 10 * direction)
        case .palette: paletteMove(by: 10 * direction)
        case .historyList: pickerMove(by: 10 * direction)
        default: []
        }
    }

    private func choose(in place: KeyContext) -> [Message] {
        switch place {
        case .menu: return [.menu(.choose(menuSelection))]
        case .palette: return paletteEntries.isEmpty ? [] : [.palette(.choose)]
        case .historyList: return history.pickerMatches.isEmpty ? [] : [.history(.pickerChoose)]
        case .choice:
            guard case .choice(let choice)? = topOverlay, choice.options.indices.contains(alerts.choiceFocus)
            else { return [] }
            return [.alert(.choose(choice.options[alerts.choiceFocus]))]
        default: return []
        }
    }

    /// Moving in the list, the grid or beside the detail: Up from the top
    /// row goes to the categories; nothing moves in an empty list. From the
    /// field the selection moves and focus stays (or, on the empty screen,
    /// the highlight moves through the recent searches).
    private func move(_ movement: ListMovement, in place: KeyContext) -> [Message] {
        if place == .field {
            if results.isEmpty {
                guard search.phase == .notSearchedYet, !history.recent.isEmpty else { return [] }
                switch movement {
                case .down: return [.history(.moveRecent(by: 1))]
                case .up where history.recentSelection != nil: return [.history(.moveRecent(by: -1))]
                default: return []
                }
            }
            if (movement == .up || movement == .pageUp) && list.selection == nil { return [] }
            return [.list(.select(movement))]
        }
        guard !results.isEmpty else { return [] }
        let topRow = place == .grid ? list.gridColumns : 1
        if movement == .up, place != .detailPane, (list.selection ?? 0) < topRow {
            return [.screen(.focus(.categoryControl))]
        }
        // Nothing to do where the selection already is (the focus beside the list stays).
        return selectionTarget(movement) == list.selection ? [] : [.list(.move(movement))]
    }

    /// The sheet on top scrolled by `lines`, within what it holds as drawn.
    private func scrollSheet(by lines: Int) -> [Message] {
        let current = alerts.sheetScroll
        let target = min(max(0, current + lines), screen.scrollLimits.sheet ?? Int.max / 2)
        return target == current ? [] : [.alert(.scrollSheet(to: target))]
    }

    /// The detail on screen scrolled by `lines`, within what it holds as drawn.
    private func scrollDetail(by lines: Int) -> [Message] {
        guard let result = shownDetail else { return [] }
        let line = detailScrollLine(for: result)
        let target = min(max(0, line + lines), screen.scrollLimits.detail ?? Int.max / 2)
        return target == line ? [] : [.detail(.scroll(to: target))]
    }
}
