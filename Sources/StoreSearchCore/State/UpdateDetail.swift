/// The detail: the pop-up in compact width, the pane beside the list in
/// regular width, and the store page its price button opens.
extension AppState {
    mutating func updateDetail(_ message: DetailMessage) -> [Effect] {
        switch message {
        case .cycleButton:
            if case .detail = topOverlay { detailButton = detailButton == .price ? .close : .price }
        case .pressButton(let button):
            return press(button)
        case .showPrimaryPane:
            if screen.isPrimaryPaneHidden { move(focusTo: .resultList) }
        case .urlOpened(let url, let success):
            if success { alerts.notice = .openedInBrowser } else { overlays.append(.address(url)) }
        }
        return []
    }

    private var shownDetail: SearchResult? {
        if case .detail(let result) = topOverlay { return result }
        return focus == .detail ? detailPaneResult : nil
    }

    mutating func press(_ button: DetailButton) -> [Effect] {
        detailButton = button
        switch button {
        case .close:
            if case .detail = topOverlay { closeTopOverlay() }
            return []
        case .price:
            guard let result = shownDetail else { return [] }
            guard let url = result.storeURL else {
                alerts.notice = .noStorePage
                return []
            }
            return [.openURL(url)]
        }
    }
}
