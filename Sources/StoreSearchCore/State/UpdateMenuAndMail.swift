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
        case .highlightMenuItem(let item):
            menuSelection = item
        case .chooseMenuItem(let item):
            menuSelection = item
            // As on iOS: the menu goes first, then its item acts.
            if topOverlay == .menu { overlays.removeLast() }
            switch item {
            case .sendSupportEmail:
                compose = ComposeState(to: session.supportAddress,
                                       subject: Phrase.supportRequest.text(in: session.language))
                overlays.append(.compose)
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

    mutating func updateCompose(_ message: Message) -> [Effect] {
        if case .mailFinished(let outcome) = message {
            return finishMail(outcome)
        }
        guard var sheet = compose, topOverlay == .compose else { return [] }
        defer { if topOverlay == .compose { compose = sheet } }
        let canSend = session.mailTransport != nil
        let fields = ComposeState.fields(canSend: canSend)
        if sheet.isConfirmingDiscard {
            switch message {
            case .confirmDiscard(true):
                return closeCompose()
            case .confirmDiscard(false), .composeCancel:
                sheet.isConfirmingDiscard = false
            case .toggleDiscardFocus:
                sheet.discardHasFocus.toggle()
            default:
                break
            }
            return []
        }
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
            case .cancel: return cancel(&sheet)
            case .send, .saveDraft, .openMailApp: return finish(&sheet, by: field)
            case .to, .subject, .body: break
            }
        case .composeSend:
            return finish(&sheet, by: canSend ? .send : .saveDraft)
        case .composeCancel:
            return cancel(&sheet)
        default:
            break
        }
        return []
    }

    /// Cancel: at once when nothing was written, else after asking.
    private mutating func cancel(_ sheet: inout ComposeState) -> [Effect] {
        if sheet.body.isBlank { return closeCompose() }
        sheet.isConfirmingDiscard = true
        sheet.discardHasFocus = false
        return []
    }

    /// Send, save or hand to the mail app: the draft is checked first, and a
    /// refused one keeps the sheet open with the reason.
    private mutating func finish(_ sheet: inout ComposeState, by field: ComposeField) -> [Effect] {
        let draft = mailDraft(from: sheet)
        do throws(MailProblem) {
            _ = try MailMessage.validatedAddress(draft.to)
            try MailMessage.refuseLineBreaks(in: draft.subject, field: "Subject")
        } catch {
            sheet.problem = error
            return []
        }
        _ = closeCompose()
        switch field {
        case .send:
            notice = .sendingMail
            outbox = sheet
            return [.deliverMail(draft)]
        case .openMailApp:
            return [.openMailApp(draft)]
        default:
            // Kept until the draft is on disk: a draft that cannot be saved
            // (a full disk) brings the sheet back, text and all.
            outbox = sheet
            return [.saveDraft(draft)]
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
        switch outcome {
        case .sent:
            notice = .mailSent
        case .mailAppOpened:
            notice = .mailAppOpened
        case .failed(_, nil):
            // Not sent and not even saved: the sheet comes back with the
            // message in it, so nothing the user wrote is lost.
            if notice == .sendingMail { notice = nil }
            if var sheet = outbox {
                sheet.focus = .body
                compose = sheet
                overlays.append(.compose)
            }
            overlays.append(.mailOutcome(outcome))
        case .draftSaved, .failed:
            if notice == .sendingMail { notice = nil }
            overlays.append(.mailOutcome(outcome))
        }
        outbox = nil
        return []
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
