/// Searches that were run: kept (newest first, no repeats), walked back and
/// forth in the field, found again by a reverse search.
extension AppState {
    mutating func updateHistory(_ message: HistoryMessage) -> [Effect] {
        switch message {
        case .notKept(let failure):
            alerts.notice = .file(.historyNotKept(failure.cleaned))
        case .previous, .next:
            guard !history.entries.isEmpty else {
                alerts.notice = .historyEmpty
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
        case .reverse:
            if var reverse = history.reverse {
                // Again: the next older entry that matches.
                reverse.match = reverseMatch(reverse.query.text, olderThan: reverse.match)
                history.reverse = reverse
            } else {
                history.reverse = ReverseSearch()
                history.reverse?.match = history.entries.isEmpty ? nil : 0
                move(focusTo: .searchField)
            }
        case .reverseEdit(let edit):
            guard var reverse = history.reverse, reverse.query.apply(edit) else { return [] }
            reverse.match = reverseMatch(reverse.query.text, olderThan: nil)
            history.reverse = reverse
        case .acceptReverse:
            guard let reverse = history.reverse else { return [] }
            history.reverse = nil
            guard let match = reverse.match else { return [] }
            return replaceField(with: history.entries[match])
        case .cancelReverse:
            history.reverse = nil
        case .choose(let term):
            return replaceField(with: term) + submit()
        }
        return []
    }

    /// The first entry after `olderThan` in which every word of `query`
    /// begins a word (as the search matches), or nil.
    private func reverseMatch(_ query: String, olderThan previous: Int?) -> Int? {
        let match = QueryMatch(query: query)
        let start = previous.map { $0 + 1 } ?? 0
        guard start < history.entries.count else { return previous }
        let found = history.entries[start...].firstIndex { match.unmatchedWords(in: [$0]).isEmpty }
        return found ?? previous
    }

    /// The field holds `text` (cursor at its end) and, on a local catalog, it is searched.
    private mutating func replaceField(with text: String) -> [Effect] {
        guard text != search.field.text else { return [] }
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
