/// The popover menu: Send Support Email, Rate this App, the favourites,
/// filters, order and saving, the command palette, About.

extension AppState {
    mutating func updateMenu(_ message: MenuMessage) -> [Effect] {
        switch message {
        case .toggle:
            if topOverlay == .menu {
                overlays.removeLast()
            } else if canOpenMenu {
                overlays.append(.menu)
                startMotion(.menuUnfold)
            }
        case .move(let offset):
            let items = MenuItem.allCases
            let index = items.firstIndex(of: menuSelection)!
            menuSelection = items[((index + offset) % items.count + items.count) % items.count]
        case .choose(let item):
            menuSelection = item
            // As on iOS: the menu goes first, then its item acts.
            if topOverlay == .menu { overlays.removeLast() }
            switch item {
            case .sendSupportEmail:
                if mail.draftLookups > 0 {
                    // A draft just written (or deleted) is not known yet: the answer decides.
                    mail.supportMailWaits = true
                } else {
                    return offerSupportMail()
                }
            case .favourites:
                return updateShape(.toggleFavouritesView)
            case .filters:
                return updateShape(.showFilters)
            case .nextOrder:
                return updateShape(.cycleOrder)
            case .commands:
                return updatePalette(.open)
            case .saveResults:
                return updateExport(.open)
            case .rateThisApp:
                openRating()
            case .about:
                alerts.sheetScroll = 0
                overlays.append(.about)
            }
        }
        return []
    }

    /// Send Support Email: an unsent message is offered first, so nothing
    /// written is forgotten; otherwise a new one.
    mutating func offerSupportMail() -> [Effect] {
        if let unsent = mail.unsentDraft {
            ask(.continueDraft(unsent))
            return []
        }
        return openCompose(freshCompose)
    }

    /// The menu opens over the screen or a detail pop-up, not over sheets.
    var canOpenMenu: Bool {
        switch topOverlay {
        case nil, .detail?, .help?: true
        default: false
        }
    }
}
