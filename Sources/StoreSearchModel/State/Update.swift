/// How long a search may take before "Loading..." replaces what is shown:
/// long enough that search-as-you-type never flickers, short enough to feel
/// immediate when the answer is slow.

public let loadingIndicatorDelayMilliseconds = 120
/// How often the loading spinner turns.
public let spinnerIntervalMilliseconds = 100

extension AppState {
    /// The one place the model changes: each feature's message goes to its
    /// own update. Pure: the same state and message always give the same
    /// state and effects.
    public mutating func update(_ message: Message) -> [Effect] {
        let noticeBefore = alerts.notice
        let motionBefore = screen.motionSerial
        let topBefore = topOverlay
        if message.isUserInput && alerts.notice?.lastsUntilDone != true { alerts.notice = nil }
        var effects = route(message)
        // A sheet or alert that comes to the top starts at its first line.
        if topOverlay != topBefore { alerts.sheetScroll = 0 }
        if screen.motionSerial != motionBefore, let motion {
            // A motion began: its frames follow the clock.
            effects.append(
                .schedule(.screen(.motionTick(serial: motion.serial)), afterMilliseconds: Motion.frameMilliseconds))
        }
        if let notice = alerts.notice, notice != noticeBefore, !notice.lastsUntilDone {
            alerts.noticeSerial += 1
            effects.append(
                .schedule(
                    .alert(.noticeExpired(serial: alerts.noticeSerial)),
                    afterMilliseconds: Notice.lifetimeMilliseconds))
        }
        return effects
    }

    /// Each feature's message to its own update (a command's messages come
    /// this way too, after `update`'s bookkeeping was done once).
    mutating func route(_ message: Message) -> [Effect] {
        switch message {
        case .search(let message): updateSearch(message)
        case .list(let message): updateList(message)
        case .detail(let message): updateDetail(message)
        case .menu(let message): updateMenu(message)
        case .compose(let message): updateCompose(message)
        case .rating(let message): updateRating(message)
        case .alert(let message): updateAlert(message)
        case .screen(let message): updateScreen(message)
        case .shape(let message): updateShape(message)
        case .history(let message): updateHistory(message)
        case .export(let message): updateExport(message)
        case .palette(let message): updatePalette(message)
        case .browse(let message): updateBrowse(message)
        case .command(let command): updateCommand(command)
        case .typed(let text): updateTyped(text)
        case .pasted(let text): updatePasted(text)
        }
    }

    // MARK: Focus, the screen, the program's life

    mutating func updateScreen(_ message: ScreenMessage) -> [Effect] {
        switch message {
        case .focus(let target):
            move(focusTo: target)
        case .focusNext:
            // In the detail pane Tab goes through its buttons first.
            let buttons = detailPaneResult.map(focusableDetailButtons) ?? []
            if focus == .detail,
                let next = buttons.contains(detailButton)
                    ? buttons.drop(while: { $0 != detailButton }).dropFirst().first : buttons.first
            {
                detailButton = next
            } else {
                move(focusTo: focusOrder.after(focus))
                // Tab into the detail beside the list: its first button, so
                // that Tab reaches each (opened, a detail starts on one that
                // opens something instead).
                if focus == .detail, let first = detailPaneResult.flatMap({ focusableDetailButtons(for: $0).first }) {
                    detailButton = first
                }
            }
        case .focusPrevious:
            if focus == .detail, let result = detailPaneResult,
                let previous = focusableDetailButtons(for: result).prefix(while: { $0 != detailButton }).last
            {
                detailButton = previous
            } else {
                move(focusTo: focusOrder.before(focus))
                if focus == .detail, let result = detailPaneResult {
                    detailButton = focusableDetailButtons(for: result).last ?? .price
                }
            }
        case .escape:
            if !overlays.isEmpty {
                closeTopOverlay()
            } else if let back = backALevel() {
                // On a page or the favourites Esc goes back a level, from any focus.
                return back
            } else if focus == .searchField {
                // pick's top level: it ends, nothing chosen (fzf's Esc).
                guard pick == nil else {
                    pick?.chosen = []
                    return quitNow()
                }
                alerts.notice = .escapeDoesNotQuit
            } else if focus == .detail {
                // The detail beside the list goes back to the list, as a pop-up closes onto it.
                move(focusTo: .resultList)
            } else {
                move(focusTo: .searchField)
            }
        case .toField:
            while let top = topOverlay, top.onlyShows { closeTopOverlay() }
            guard overlays.isEmpty else { return [] }
            move(focusTo: .searchField)
            search.field.apply(.moveToEnd)
        case .scrollLimits(let limits):
            screen.scrollLimits = limits
            if let limit = limits.sheet { alerts.sheetScroll = min(alerts.sheetScroll, limit) }
            if let limit = limits.detail, let scroll = detailScroll, scroll.line > limit {
                detailScroll = DetailScroll(itemID: scroll.itemID, line: limit)
            }
        case .motionTick(let serial):
            return advanceMotion(serial: serial)
        case .endMotion:
            motion = nil
        case .outputIsSlow:
            screen.motionIsOff = true
            motion = nil
        case .layoutChanged(let metrics):
            // A resize during a motion lays out its final state.
            motion = nil
            screen.columns = metrics.columns
            screen.rows = metrics.rows
            screen.isTooSmall = metrics.isTooSmall
            // A too-small screen shows a message and lets no key move
            // anything: the layout stays as it was (size classes, what
            // fits, the scroll position), so the list comes back as it was
            // left, instead of scrolled to a capacity of nothing.
            if metrics.isTooSmall { break }
            list.gridColumns = metrics.gridColumns
            list.gridPageSize = metrics.gridPageSize
            list.height = max(1, metrics.listHeight)
            adapt(to: metrics.traits, listCapacity: metrics.listCapacity)
        case .artworkChanged:
            screen.artworkRevision &+= 1
        case .suspend:
            return [.suspend]
        case .redraw:
            return [.redraw]
        case .quit:
            return quit()
        case .terminate:
            return quitNow()
        }
        return []
    }

    /// The places Tab goes through now, in order: the list only when it has
    /// results, the detail pane only when it shows one.
    var focusOrder: [Focus] {
        var order: [Focus] = showsCategories ? [.searchField, .categoryControl] : [.searchField]
        if !results.isEmpty { order.append(.resultList) }
        if traits.arrangement.showsDetailPane, !results.isEmpty { order.append(.detail) }
        return order
    }

    mutating func move(focusTo target: Focus) {
        // Where the breadcrumb has the categories' row, Up goes on to the field.
        var target = target == .categoryControl && !showsCategories ? .searchField : target
        if target == .resultList || target == .detail, list.selection == nil, !results.isEmpty {
            list.selection = min(list.scrollOffset, results.count - 1)
        }
        if target == .detail && (!traits.arrangement.showsDetailPane || selectedResult == nil) {
            target = .resultList
        }
        focus = target
        if target == .detail { detailButton = firstDetailButton(for: selectedResult) }
        if traits.arrangement == .overlaySplitView {
            // The list pane slides away when the detail takes focus.
            let hides = target == .detail
            if hides != screen.isPrimaryPaneHidden { startMotion(.paneSlide(hiding: hides)) }
            screen.isPrimaryPaneHidden = hides
        }
    }

    /// Closes what is on top; a pop-up slides away (or, closed by a click
    /// outside it, fades).
    mutating func closeTopOverlay(fading: Bool = false) {
        guard let closed = overlays.popLast() else { return }
        if case .detail(let result) = closed { startMotion(.popupOut(result, slides: !fading)) }
        switch closed {
        case .detail where focus != .searchField: focus = .resultList
        case .historyList: history.picker = nil
        default: break
        }
    }

    /// A new size class: the pop-up and the pane trade places, the overlay
    /// pane comes and goes, and the selection stays in view.
    private mutating func adapt(to newTraits: TraitCollection, listCapacity capacity: Int) {
        let old = traits.arrangement
        screen.traits = newTraits
        list.capacity = max(1, capacity)
        let new = newTraits.arrangement
        if !old.showsDetailPane && new.showsDetailPane {
            // A pop-up's result becomes the secondary pane's content.
            if let index = overlays.firstIndex(where: { if case .detail = $0 { true } else { false } }),
                case .detail(let result) = overlays[index]
            {
                overlays.remove(at: index)
                list.selection = results.firstIndex(of: result) ?? list.selection
                move(focusTo: .detail)
            }
        } else if old.showsDetailPane && !new.showsDetailPane {
            // Collapsing shows the list with the selection kept, no pop-up.
            if focus == .detail { focus = .resultList }
            screen.isPrimaryPaneHidden = false
        }
        if focus == .categoryControl && !showsCategories { focus = .searchField }
        if new == .splitView { screen.isPrimaryPaneHidden = false }
        if new == .overlaySplitView { screen.isPrimaryPaneHidden = focus == .detail }
        scrollSelectionIntoView()
        list.scrollOffset = clampedScrollOffset(list.scrollOffset)
    }
}

/// Going round what takes focus (the screen's places, a sheet's fields), wrapping.
extension Array where Element: Equatable {
    func after(_ element: Element) -> Element {
        guard let index = firstIndex(of: element) else { return self[0] }
        return self[(index + 1) % count]
    }

    func before(_ element: Element) -> Element {
        guard let index = firstIndex(of: element) else { return self[0] }
        return self[(index + count - 1) % count]
    }
}
