/// Help and About, alerts, questions with buttons, and notices.

extension AppState {
    mutating func updateAlert(_ message: AlertMessage) -> [Effect] {
        switch message {
        case .showHelp:
            if topOverlay != .help {
                overlays.append(.help)
                alerts.sheetScroll = 0
            }
        case .scrollSheet(let line):
            alerts.sheetScroll = min(max(0, line), screen.scrollLimits.sheet ?? Int.max / 2)
        case .scrollSheetBy(let lines):
            return updateAlert(.scrollSheet(to: alerts.sheetScroll + lines))
        case .dismiss:
            closeTopOverlay()
        case .dismissOutside:
            guard let top = topOverlay, top.closesByClickOutside else { return [] }
            if top == .menu { return updateMenu(.toggle) }
            closeTopOverlay(fading: true)
        case .moveChoice(let offset):
            guard case .choice(let choice)? = topOverlay else { return [] }
            let count = choice.options.count
            alerts.choiceFocus = ((alerts.choiceFocus + offset) % count + count) % count
        case .choose(let option):
            return choose(option)
        case .showNotice(let shown):
            alerts.notice = shown
        case .noticeExpired(let serial):
            if serial == alerts.noticeSerial, alerts.notice?.lastsUntilDone == false { alerts.notice = nil }
        }
        return []
    }

    mutating func ask(_ choice: Choice) {
        if case .choice(choice)? = topOverlay { return }
        overlays.append(.choice(choice))
        alerts.choiceFocus = 0
    }

    /// An answer to the question on top.
    private mutating func choose(_ option: ChoiceOption) -> [Effect] {
        guard case .choice(let choice)? = topOverlay, choice.options.contains(option) else { return [] }
        overlays.removeLast()
        switch (choice, option) {
        case (.continueDraft(let draft), .continueDraft):
            return openCompose(ComposeState(continuing: draft))
        case (.continueDraft, .newMessage):
            return openCompose(freshCompose)
        case (.continueDraft(let draft), .deleteDraft):
            mail.unsentDraft = nil
            return openCompose(freshCompose) + [.deleteDraft(path: draft.path), lookForUnsentDraft()]
        case (_, .quitNow):
            return quitNow()
        default:
            break
        }
        return []
    }
}
