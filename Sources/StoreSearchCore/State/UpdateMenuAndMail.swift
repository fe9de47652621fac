import Foundation

/// The popover menu, About, Rate this App and the support mail.
extension AppState {
    mutating func updateMenu(_ message: Message) -> [Effect] {
        switch message {
        case .toggleMenu:
            if topOverlay == .menu {
                overlays.removeLast()
            } else if canOpenMenu {
                overlays.append(.menu)
            }
        case .moveMenuSelection(let offset):
            let items = MenuItem.allCases
            let index = items.firstIndex(of: menuSelection)!
            menuSelection = items[((index + offset) % items.count + items.count) % items.count]
        case .chooseMenuItem(let item):
            menuSelection = item
            // As on iOS: the menu goes first, then its item acts.
            if topOverlay == .menu { overlays.removeLast() }
            switch item {
            case .sendSupportEmail:
                if let unsent = unsentDraft {
                    // An unsent message is offered first: nothing written is forgotten.
                    ask(.continueDraft(unsent))
                } else {
                    openCompose(ComposeState(to: session.supportAddress,
                                             subject: Phrase.supportRequest.text(in: session.language)))
                }
            case .rateThisApp:
                return [.openURL(session.rateURL)]
            case .about:
                sheetScroll = 0
                overlays.append(.about)
            }
        default:
            break
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

    private mutating func openCompose(_ sheet: ComposeState) {
        compose = sheet
        overlays.append(.compose)
    }

    mutating func ask(_ choice: Choice) {
        if case .choice(choice)? = topOverlay { return }
        overlays.append(.choice(choice))
        choiceFocus = 0
    }

    /// The questions with buttons: moving between them, and the answers.
    mutating func updateChoice(_ message: Message) -> [Effect] {
        guard case .choice(let choice)? = topOverlay else { return [] }
        switch message {
        case .moveChoice(let offset):
            let count = choice.options.count
            choiceFocus = ((choiceFocus + offset) % count + count) % count
            return []
        case .choose(let option):
            guard choice.options.contains(option) else { return [] }
            overlays.removeLast()
            let fresh = ComposeState(to: session.supportAddress, subject: Phrase.supportRequest.text(in: session.language))
            switch (choice, option) {
            case (.continueDraft(let draft), .continueDraft):
                openCompose(ComposeState(continuing: draft))
            case (.continueDraft, .newMessage):
                openCompose(fresh)
            case (.continueDraft(let draft), .deleteDraft):
                unsentDraft = nil
                openCompose(fresh)
                return [.deleteDraft(path: draft.path), .findUnsentDraft]
            case (_, .quitNow):
                return quitNow()
            default:
                return []
            }
        default:
            return []
        }
        return []
    }

    mutating func updateCompose(_ message: Message) -> [Effect] {
        if case .mailFinished(let outcome) = message {
            return finishMail(outcome)
        }
        guard var sheet = compose, topOverlay == .compose else { return [] }
        defer { if topOverlay == .compose { compose = sheet } }
        let canSend = session.mailTransport != nil
        let fields = ComposeState.fields(canSend: canSend)
        switch message {
        case .composeEdit(let edit):
            sheet.problem = nil
            switch sheet.focus {
            case .to: sheet.to.apply(edit)
            case .subject: sheet.subject.apply(edit)
            case .body: sheet.body.apply(.line(edit))
            default: break
            }
        case .composeNewline:
            if sheet.focus == .body { sheet.body.apply(.newline) }
        case .composeMoveLine(let up):
            if sheet.focus == .body { sheet.body.apply(up ? .moveUp : .moveDown) }
        case .composeFocus(let field):
            if fields.contains(field) { sheet.focus = field }
        case .composeFocusNext, .composeFocusPrevious:
            let index = fields.firstIndex(of: sheet.focus) ?? 0
            let step = message == .composeFocusNext ? 1 : fields.count - 1
            sheet.focus = fields[(index + step) % fields.count]
        case .composePress(let field):
            sheet.focus = field
            switch field {
            case .attachDiagnostics: sheet.attachDiagnostics.toggle()
            case .cancel: return cancel(sheet)
            case .send, .saveDraft, .openMailApp: return finish(&sheet, by: field)
            case .to, .subject, .body: break
            }
        case .composeSend:
            return finish(&sheet, by: canSend ? .send : .saveDraft)
        case .composeCancel:
            return cancel(sheet)
        default:
            break
        }
        return []
    }

    /// Cancel closes the sheet; what was written is kept as a draft (and
    /// offered again by the next Send Support Email), never thrown away.
    private mutating func cancel(_ sheet: ComposeState) -> [Effect] {
        _ = closeCompose()
        guard sheet.hasUserText else { return [] }
        outbox = sheet
        return [.saveDraft(mailDraft(from: sheet), path: sheet.draftPath, purpose: .kept)]
    }

    /// Quitting: with a message being sent, Ctrl-C and F10 ask first.
    mutating func quit() -> [Effect] {
        if isSendingMail {
            ask(.quitWhileSending)
            return []
        }
        return quitNow()
    }

    /// Ends the program, keeping what was written: the open sheet's text is
    /// written as a draft first, and a mail command under way is stopped
    /// (its draft was written before it started).
    mutating func quitNow() -> [Effect] {
        isQuitting = true
        var effects: [Effect] = [.cancelSearch]
        if isSendingMail { effects.append(.cancelMail) }
        if let sheet = compose, overlays.contains(.compose), sheet.hasUserText {
            effects.append(.saveDraft(mailDraft(from: sheet), path: sheet.draftPath, purpose: .beforeQuitting))
        }
        return effects + [.quit]
    }

    /// Send, save or hand to the mail app: To and Subject are checked first
    /// (saving a draft needs neither), and a refused message keeps the sheet
    /// open with the reason.
    private mutating func finish(_ sheet: inout ComposeState, by field: ComposeField) -> [Effect] {
        let draft = mailDraft(from: sheet)
        if field != .saveDraft {
            do throws(MailProblem) {
                _ = try MailMessage.validatedAddress(draft.to)
                try MailMessage.refuseLineBreaks(in: draft.subject, field: "Subject")
            } catch {
                sheet.problem = error
                return []
            }
        }
        _ = closeCompose()
        // Kept until the outcome is known: a draft that cannot be saved (a
        // full disk) brings the sheet back, text and all.
        outbox = sheet
        switch field {
        case .send:
            notice = .sendingMail
            isSendingMail = true
            return [.deliverMail(draft, path: sheet.draftPath)]
        case .openMailApp:
            return [.openMailApp(draft, path: sheet.draftPath)]
        default:
            return [.saveDraft(draft, path: sheet.draftPath, purpose: .requested)]
        }
    }

    private mutating func closeCompose() -> [Effect] {
        if topOverlay == .compose { overlays.removeLast() }
        compose = nil
        return []
    }

    func mailDraft(from sheet: ComposeState) -> MailDraft {
        MailDraft(to: sheet.to.text, subject: sheet.subject.text, body: sheet.body.text,
                  diagnostics: sheet.attachDiagnostics ? diagnostics : nil)
    }

    private mutating func finishMail(_ outcome: MailOutcome) -> [Effect] {
        if notice == .sendingMail { notice = nil }
        isSendingMail = false
        // Quitting is no longer a question once the message is through.
        overlays.removeAll { $0 == .choice(.quitWhileSending) }
        switch outcome {
        case .sent:
            notice = .mailSent
        case .mailAppOpened:
            notice = .mailAppOpened
        case .draftKept:
            notice = .draftKept
        case .failed(_, nil):
            // Not sent and not even saved: the sheet comes back with the
            // message in it, so nothing the user wrote is lost.
            if var sheet = outbox {
                sheet.focus = .body
                compose = sheet
                overlays.append(.compose)
            }
            overlays.append(.mailOutcome(outcome))
            outbox = nil
            return []
        case .draftSaved, .failed, .mailAppNotOpened:
            overlays.append(.mailOutcome(outcome))
        }
        outbox = nil
        return [.findUnsentDraft]
    }

    /// What "Attach diagnostics" attaches, and shows before sending, in the
    /// user's language.
    public var diagnostics: String {
        Phrase.diagnostics(
            version: session.version, source: sourceDescription, columns: screenColumns, rows: screenRows,
            term: session.term, horizontal: traits.horizontal, vertical: traits.vertical, locale: session.locale
        ).text(in: session.language)
    }

    /// The source in use, in a few words ("bundled catalog", "iTunes Store (https://...)").
    var sourceDescription: String {
        switch source {
        case .bundledCatalog: Phrase.badge(.bundledCatalog).text(in: session.language)
        case .catalogFile(let name): name
        case .store: "iTunes Store (\(session.storeURL))"
        }
    }
}
