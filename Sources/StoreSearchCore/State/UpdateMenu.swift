/// The popover menu: Send Support Email, Rate this App, About.
extension AppState {
    mutating func updateMenu(_ message: MenuMessage) -> [Effect] {
        switch message {
        case .toggle:
            if topOverlay == .menu {
                overlays.removeLast()
            } else if canOpenMenu {
                overlays.append(.menu)
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
                if let unsent = mail.unsentDraft {
                    // An unsent message is offered first: nothing written is forgotten.
                    ask(.continueDraft(unsent))
                } else {
                    openCompose(freshCompose)
                }
            case .favourites:
                return updateShape(.toggleFavouritesView)
            case .saveResults:
                return updateExport(.open)
            case .rateThisApp:
                return [.openURL(session.rateURL)]
            case .about:
                alerts.sheetScroll = 0
                overlays.append(.about)
            }
        }
        return []
    }

    /// The menu opens over the screen or a detail pop-up, not over sheets.
    private var canOpenMenu: Bool {
        switch topOverlay {
        case nil, .detail?, .help?: true
        default: false
        }
    }
}
