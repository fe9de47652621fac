import StoreSearchText

/// Searches that were run: kept (newest first, no repeats), walked back and
/// forth in the field, picked from a list (Ctrl-R), offered on the empty screen.
extension AppState {
    mutating func updateHistory(_ message: HistoryMessage) -> [Effect] {
        switch message {
        case .notKept(let failure):
            alerts.notice = .file(.historyNotKept(failure.cleaned))
        case .previous, .next:
            guard !history.entries.isEmpty else {
                alerts.notice = .unavailable(HelpPhrase.noHistory.words)
                return []
            }
            let older = message == .previous
            let current = history.cursor
            let target: Int? =
                switch (current, older) {
                case (nil, true): 0
                case (nil, false): nil
                case (let index?, true): min(index + 1, history.entries.count - 1)
                case (let index?, false): index == 0 ? nil : index - 1
                }
            if current == nil { history.draft = search.field.text }
            guard target != current else { return [] }
            history.cursor = target
            let text = target.map { history.entries[$0] } ?? history.draft ?? ""
            if target == nil { history.draft = nil }
            return replaceField(with: text)
        case .openPicker:
            guard topOverlay != .historyList else { return updateHistory(.pickerMove(by: 1)) }
            guard !history.entries.isEmpty else {
                alerts.notice = .unavailable(HelpPhrase.noHistory.words)
                return []
            }
            history.picker = HistoryPicker()
            overlays.append(.historyList)
        case .pickerEdit(let edit):
            guard history.picker != nil, history.picker!.query.apply(edit) else { return [] }
            history.picker!.selection = 0
        case .pickerMove(let rows):
            guard let picker = history.picker else { return [] }
            let count = history.pickerMatches.count
            history.picker!.selection = min(max(0, picker.selection + rows), max(0, count - 1))
        case .pickerChoose:
            guard let picker = history.picker else { return [] }
            let matches = history.pickerMatches
            guard matches.indices.contains(picker.selection) else { return [] }
            let term = history.entries[matches[picker.selection]]
            closePicker()
            move(focusTo: .searchField)
            return replaceField(with: term) + submit()
        case .pickerSelect(let row):
            guard history.picker != nil else { return [] }
            history.picker!.selection = min(max(0, row), max(0, history.pickerMatches.count - 1))
        case .closePicker:
            closePicker()
        case .moveRecent(let rows):
            let count = history.recent.count
            guard count > 0, search.phase == .notSearchedYet else { return [] }
            let target = (history.recentSelection ?? -1) + rows
            history.recentSelection = target < 0 ? nil : min(target, count - 1)
        case .choose(let term):
            history.recentSelection = nil
            return replaceField(with: term) + submit()
        }
        return []
    }

    private mutating func closePicker() {
        if topOverlay == .historyList { overlays.removeLast() }
        history.picker = nil
    }

    /// The field holds `text` (cursor at its end) and, on a local catalog, it is searched.
    mutating func replaceField(with text: String) -> [Effect] {
        guard text != search.field.text else { return [] }
        history.recentSelection = nil
        if focus == .searchField { list.selection = nil }
        let killed = search.field.killBuffer
        search.field = LineEditor(text, maximumLength: SearchState.maximumTermLength)
        search.field.killBuffer = killed
        return fieldChanged()
    }

    /// `term` as the newest search, once (a repeat moves to the front),
    /// and the effect that keeps it in the file.
    mutating func recordInHistory(_ term: String) -> [Effect] {
        let term = term.trimmingSpaces
        guard history.isEnabled, !term.isEmpty else { return [] }
        history.entries.removeAll { $0 == term }
        history.entries.insert(term, at: 0)
        if history.entries.count > HistoryState.limit { history.entries.removeLast() }
        history.cursor = nil
        return [.recordSearch(term)]
    }
}
