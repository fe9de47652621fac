import StoreSearchText

/// A command asked for by a key, the palette or the menu; a printable key;
/// a paste. Whether a command can act, and what it does, are decided here
/// (with `availability` and `plan`), never by the key layer: it only names
/// the command its key is bound to in the place.
extension AppState {
    mutating func updateCommand(_ command: Command) -> [Effect] {
        switch availability(of: command) {
        case .works:
            var effects: [Effect] = []
            for message in plan(command) { effects += route(message) }
            return effects
        case .idle:
            return []
        case .unavailable, .elsewhere:
            // On a too-small screen nothing is shown, so nothing is said.
            if place != .tooSmall, let reason = availability(of: command).reason {
                alerts.notice = .unavailable(reason)
            }
            return []
        }
    }

    /// A printable key: it types where a line is edited, chooses the item
    /// whose letter it is in the menu, gives that many stars in the rating;
    /// anywhere else it does nothing and says so (it never types into a
    /// line that is not on screen, and never both types and acts).
    mutating func updateTyped(_ text: String) -> [Effect] {
        let place = self.place
        if let edit = lineEdit(.insert(text), in: place).first { return route(edit) }
        switch place {
        case .tooSmall:
            return []
        case .menu:
            let language = session.language
            let wanted = text.lowercased().first
            guard let item = MenuItem.allCases.first(where: { $0.label(in: language).accelerator == wanted }) else {
                alerts.notice = .noMenuLetter(text)
                return []
            }
            return route(.menu(.choose(item)))
        case .ratingStars:
            if let stars = Int(text), (1...5).contains(stars) { return route(.rating(.setStars(stars))) }
            alerts.notice = .typedDoesNothing(text)
        default:
            alerts.notice = .typedDoesNothing(text)
        }
        return []
    }

    /// Pasted text goes where typing goes; from the search screen, where
    /// nothing is typed, into the search field (a paste can only mean text).
    mutating func updatePasted(_ text: String) -> [Effect] {
        let place = self.place
        switch place {
        case .composeBody:
            // Line breaks are the body's own; other controls go.
            let lines = text.replacingOccurrences(of: "\r\n", with: "\n").split(
                separator: "\n", omittingEmptySubsequences: false)
            return route(.compose(.edit(.insert(lines.map { Sanitizer.clean(String($0)) }.joined(separator: "\n")))))
        case .composeText:
            // Kept as pasted, line breaks too: Send refuses them, visibly,
            // rather than quietly changing the header.
            let kept = String(
                String.UnicodeScalarView(
                    text.unicodeScalars.filter { $0 == "\n" || $0 == "\r" || $0.value >= 0x20 && $0.value != 0x7F }))
            return route(.compose(.edit(.insert(kept))))
        default:
            let cleaned = Sanitizer.clean(text)
            guard !cleaned.isEmpty else { return [] }
            if let edit = lineEdit(.insert(cleaned), in: place).first { return route(edit) }
            guard KeyContext.browsing.contains(place) else { return [] }
            if case .detail = topOverlay { closeTopOverlay() }
            move(focusTo: .searchField)
            search.field.apply(.moveToEnd)
            return route(.search(.edit(.insert(cleaned))))
        }
    }
}
