import StoreSearchItems

/// The detail: the pop-up in compact width, the pane beside the list in
/// regular width, and what its buttons do to the item (store page, link,
/// preview).
extension AppState {
    mutating func updateDetail(_ message: DetailMessage) -> [Effect] {
        switch message {
        case .cycleButton(let step):
            guard let result = shownDetail else { return [] }
            let buttons = focusableDetailButtons(for: result)
            guard !buttons.isEmpty else { return [] }
            let index = buttons.firstIndex(of: detailButton) ?? 0
            detailButton = buttons[(index + step % buttons.count + buttons.count) % buttons.count]
        case .pressButton(let button):
            return press(button)
        case .act(let action):
            return act(action)
        case .scroll(let line):
            guard let result = shownDetail else { return [] }
            detailScroll = DetailScroll(
                itemID: result.id, line: min(max(0, line), screen.scrollLimits.detail ?? Int.max / 2))
        case .scrollBy(let lines):
            guard let result = shownDetail else { return [] }
            return updateDetail(.scroll(to: detailScrollLine(for: result) + lines))
        case .showPrimaryPane:
            if screen.isPrimaryPaneHidden { move(focusTo: .resultList) }
        case .urlOpened(let url, let success):
            if success { alerts.notice = .openedInBrowser } else { overlays.append(.address(url, .noBrowser)) }
        case .copied(let url, let delivered):
            let count = url.split(separator: "\n").count
            guard delivered else {
                overlays.append(.address(url, .noClipboard))
                return []
            }
            alerts.notice = count > 1 ? .linksCopied(count) : .linkCopied(url)
        case .previewStarted(let itemID, let start):
            switch start {
            case .playing(let program):
                playingPreview = itemID
                alerts.notice = .previewPlaying(program: program)
            case .noPlayer:
                playingPreview = nil
                if let url = allResults(withID: itemID)?.details.previewURL {
                    overlays.append(.address(url, .noPlayer))
                }
            case .failed(let reason):
                playingPreview = nil
                alerts.notice = .previewFailed(reason)
            }
        }
        return []
    }

    /// The detail on screen: the pop-up's, or the pane's (whether or not it has focus).
    public var shownDetail: SearchResult? {
        if case .detail(let result) = topOverlay { return result }
        return overlays.isEmpty ? detailPaneResult : nil
    }

    /// The line the detail of `result` is scrolled to.
    public func detailScrollLine(for result: SearchResult) -> Int {
        detailScroll.flatMap { $0.itemID == result.id ? $0.line : nil } ?? 0
    }

    /// The buttons `result`'s detail shows, in Tab order.
    public func detailButtons(for result: SearchResult) -> [DetailButton] {
        var buttons: [DetailButton] = []
        if result.price != nil || result.storeURL != nil { buttons.append(.price) }
        if result.storeURL != nil { buttons.append(.copyLink) }
        if result.details.previewURL != nil { buttons.append(.preview) }
        buttons.append(.favourite)
        if LookupRequest(.album, of: result) != nil { buttons.append(.albumPage) }
        if LookupRequest(.artist, of: result) != nil { buttons.append(.artistPage) }
        if case .detail = topOverlay { buttons.append(.close) }
        return buttons.isEmpty ? [.close] : buttons
    }

    /// The buttons of `result`'s detail that can do nothing for it: drawn
    /// dimmed, passed over by Tab, and saying why when pressed (the price of
    /// an item with no store page, as the bundled catalog's songs; the page
    /// on screen, or one the store has no id for).
    public func disabledDetailButtons(for result: SearchResult) -> Set<DetailButton> {
        var disabled: Set<DetailButton> = result.storeURL == nil ? [.price] : []
        for button in [DetailButton.albumPage, .artistPage] {
            if let link = button.page, pageUnavailable(link, for: result) != nil { disabled.insert(button) }
        }
        return disabled
    }

    /// The buttons Tab goes through, in order.
    func focusableDetailButtons(for result: SearchResult) -> [DetailButton] {
        let disabled = disabledDetailButtons(for: result)
        return detailButtons(for: result).filter { !disabled.contains($0) }
    }

    /// The button a detail's focus starts on: one that opens something (the
    /// store page, else the album's page, else the artist's, else Close),
    /// never one that toggles (the favourite, the preview), so that Enter
    /// never changes the item. Beside the list, where there is no Close,
    /// `.close` means Enter goes back to the list.
    func firstDetailButton(for result: SearchResult?) -> DetailButton {
        guard let result else { return .price }
        let focusable = focusableDetailButtons(for: result)
        return [DetailButton.price, .albumPage, .artistPage].first(where: focusable.contains) ?? .close
    }

    mutating func press(_ button: DetailButton) -> [Effect] {
        if let result = shownDetail, disabledDetailButtons(for: result).contains(button) {
            // Focus stays where it was: a disabled button never takes it.
            alerts.notice =
                button.page.flatMap { pageUnavailable($0, for: result) }.map { .unavailable($0) }
                ?? .unavailable(HelpPhrase.noStorePage.words)
            return []
        }
        detailButton = button
        if let link = button.page { return openPage(link) }
        guard let action = button.action else {
            if case .detail = topOverlay {
                closeTopOverlay()
            } else if focus == .detail {
                move(focusTo: .resultList)
            }
            return []
        }
        return act(action)
    }

    /// What a key or button does to the item in the detail, else the selected one.
    private mutating func act(_ action: ItemAction) -> [Effect] {
        guard let result = shownDetail ?? list.selection.flatMap({ results.indices.contains($0) ? results[$0] : nil })
        else { return [] }
        switch action {
        case .openPage:
            guard let url = result.storeURL else {
                alerts.notice = .unavailable(HelpPhrase.noStorePage.words)
                return []
            }
            return [.openURL(url)]
        case .copyLink:
            guard let url = result.storeURL else {
                alerts.notice = .unavailable(HelpPhrase.noLink.words)
                return []
            }
            return [.copyToClipboard(url)]
        case .favourite:
            return updateShape(.toggleFavourite)
        case .playPreview:
            if playingPreview == result.id {
                playingPreview = nil
                alerts.notice = .previewStopped
                return [.stopPreview]
            }
            guard let url = result.details.previewURL else {
                alerts.notice = .unavailable(HelpPhrase.noPreview.words)
                return []
            }
            return [.playPreview(url, itemID: result.id)]
        }
    }

    private func allResults(withID id: Int) -> SearchResult? {
        if let shown = shownDetail, shown.id == id { return shown }
        return results.first { $0.id == id }
    }
}
