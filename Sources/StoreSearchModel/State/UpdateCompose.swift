import Foundation
import StoreSearchDiagnostics
import StoreSearchItems
import StoreSearchText

/// The support mail: the compose sheet, its drafts, sending and quitting
/// with it open.
extension AppState {
    /// Opens the compose sheet; the diagnostics it shows are gathered now.
    mutating func openCompose(_ sheet: ComposeState) -> [Effect] {
        mail.compose = sheet
        overlays.append(.compose)
        return [.gatherDiagnostics]
    }

    /// A new message to the support address, with the subject in the user's language.
    var freshCompose: ComposeState {
        ComposeState(to: session.supportAddress, subject: Phrase.mail(.supportRequest).text(in: session.language))
    }

    mutating func updateCompose(_ message: ComposeMessage) -> [Effect] {
        switch message {
        case .finished(let outcome):
            return finishMail(outcome)
        case .unsentDraftFound(let draft):
            mail.unsentDraft = draft
            mail.draftLookups = max(0, mail.draftLookups - 1)
            if mail.draftLookups == 0, mail.supportMailWaits {
                mail.supportMailWaits = false
                // Only where the menu could have been chosen: not over a sheet opened since.
                if canOpenMenu { return offerSupportMail() }
            }
            return []
        case .diagnosticsGathered(let facts):
            session.diagnostics = facts
            return []
        case .lookForUnsentDraft:
            return [lookForUnsentDraft()]
        case .externallyEdited(let outcome):
            return takeEditedBody(outcome)
        case .autosave:
            return autosave()
        case .draftWritten(let draft, let purpose, let written):
            return draftWritten(draft, for: purpose, written)
        default:
            break
        }
        guard var sheet = mail.compose, topOverlay == .compose else { return [] }
        defer { if topOverlay == .compose { mail.compose = sheet } }
        let canSend = session.mailTransport != nil
        switch message {
        case .edit(let edit):
            return sheet.take(.edit(edit), canSend: canSend) == .changed ? Self.changed(&sheet) : []
        case .newline:
            guard sheet.focus == .body else { return [] }
            sheet.body.apply(.newline)
            return Self.changed(&sheet)
        case .moveLine(let up):
            if sheet.focus == .body { sheet.body.apply(up ? .moveUp : .moveDown) }
        case .focus(let field):
            _ = sheet.take(.focus(field), canSend: canSend)
        case .focusNext:
            _ = sheet.take(.focusNext, canSend: canSend)
        case .focusPrevious:
            _ = sheet.take(.focusPrevious, canSend: canSend)
        case .press(let field):
            return press(field, on: &sheet, canSend: canSend)
        case .pressFocused:
            return press(sheet.focus, on: &sheet, canSend: canSend)
        case .send:
            return finish(&sheet, by: canSend ? .send : .saveDraft)
        case .cancel:
            return cancel(sheet)
        case .editExternally:
            return [.editExternally(sheet.body.text)]
        case .finished, .unsentDraftFound, .lookForUnsentDraft, .externallyEdited, .autosave, .draftWritten,
            .diagnosticsGathered:
            break
        }
        return []
    }

    /// A part of the sheet pressed (Enter, Space, a click): the form moves
    /// on from a field; a button or the checkbox does what it says.
    private mutating func press(_ field: ComposeField, on sheet: inout ComposeState, canSend: Bool) -> [Effect] {
        guard case .pressed(let pressed) = sheet.take(.press(field), canSend: canSend) else { return [] }
        switch pressed {
        case .attachDiagnostics:
            sheet.attachDiagnostics.toggle()
            return Self.changed(&sheet)
        case .cancel: return cancel(sheet)
        case .editor: return [.editExternally(sheet.body.text)]
        case .send, .saveDraft, .openMailApp: return finish(&sheet, by: pressed)
        case .to, .subject, .body: return []
        }
    }

    /// The editor's text becomes the body when it saved some; otherwise
    /// (empty, failed, not found) the body stays as it was and a notice says why.
    private mutating func takeEditedBody(_ outcome: ExternalEditOutcome) -> [Effect] {
        guard var sheet = mail.compose else { return [] }
        guard case .saved(let text) = outcome else {
            alerts.notice = .editorKeptBody(outcome)
            return []
        }
        let body = Self.editedBody(text)
        guard !body.isEmpty else {
            alerts.notice = .editorKeptBody(.empty)
            return []
        }
        sheet.body = TextEditor(body)
        sheet.focus = .body
        sheet.problem = nil
        defer { mail.compose = sheet }
        return Self.changed(&sheet)
    }

    /// How long after a change the message is written as a draft: a crash
    /// or a `kill -9` while writing loses this much typing at most.
    static let autosaveDelay = 1500

    /// The message changed: an autosave is due, unless one is already.
    private static func changed(_ sheet: inout ComposeState) -> [Effect] {
        sheet.changes += 1
        guard !sheet.autosaveDue else { return [] }
        sheet.autosaveDue = true
        return [.schedule(.compose(.autosave), afterMilliseconds: autosaveDelay)]
    }

    /// Writes what changed since the last autosave (under a question or a
    /// notice too: the sheet need not be on top). A sheet emptied again
    /// takes its autosave away, as if it had never been written.
    private mutating func autosave() -> [Effect] {
        guard var sheet = mail.compose, overlays.contains(.compose) else { return [] }
        defer { mail.compose = sheet }
        sheet.autosaveDue = false
        guard sheet.changes != sheet.autosavedChanges else { return [] }
        sheet.autosavedChanges = sheet.changes
        guard sheet.hasUserText else { return Self.discardAutosave(of: &sheet) }
        return [.saveDraft(mailDraft(from: sheet), path: sheet.draftPath, purpose: .autosave)]
    }

    /// The sheet's autosave, deleted: nothing is left in it worth keeping.
    private static func discardAutosave(of sheet: inout ComposeState) -> [Effect] {
        guard sheet.draftIsAutosave, let path = sheet.draftPath else { return [] }
        sheet.draftPath = nil
        sheet.draftIsAutosave = false
        return [.deleteDraft(path: path)]
    }

    /// A file's text as a body: line ends of any kind as "\n", the trailing
    /// blank lines an editor adds dropped, tabs as spaces, and nothing that
    /// could steer the terminal (a line with controls is sanitised whole).
    /// Empty when the text is blank.
    static func editedBody(_ text: String) -> String {
        var lines = text.replacingOccurrences(of: "\r\n", with: "\n").split(
            separator: "\n", omittingEmptySubsequences: false
        ).map { line -> String in
            let spaced = line.replacingOccurrences(of: "\t", with: "    ")
            return spaced.unicodeScalars.allSatisfy(Sanitizer.isPlainPrintable) ? spaced : Sanitizer.clean(spaced)
        }
        while let last = lines.last, last.allSatisfy(\.isWhitespace) { lines.removeLast() }
        return lines.joined(separator: "\n")
    }

    /// Cancel closes the sheet; what was written is kept as a draft (and
    /// offered again by the next Send Support Email), never thrown away.
    private mutating func cancel(_ sheet: ComposeState) -> [Effect] {
        _ = closeCompose()
        var sheet = sheet
        guard sheet.hasUserText else { return Self.discardAutosave(of: &sheet) }
        mail.outbox = sheet
        return [.saveDraft(mailDraft(from: sheet), path: sheet.draftPath, purpose: .kept)]
    }

    /// Quitting: with a message being sent, Ctrl-C and F10 ask first.
    mutating func quit() -> [Effect] {
        if mail.isSending {
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
        if mail.isSending { effects.append(.cancelMail) }
        if var sheet = mail.compose, overlays.contains(.compose) {
            if sheet.hasUserText {
                effects.append(.saveDraft(mailDraft(from: sheet), path: sheet.draftPath, purpose: .beforeQuitting))
            } else {
                effects += Self.discardAutosave(of: &sheet)
            }
        }
        if let rating = mail.rating, overlays.contains(.rating), rating.hasUserText {
            effects.append(.saveDraft(ratingDraft(from: rating), path: nil, purpose: .beforeQuitting))
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
                // Focus goes where the fix is, as in the rating.
                sheet.refuse(error, at: error == .lineBreakInHeader(field: "Subject") ? .subject : .to)
                return []
            }
        }
        _ = closeCompose()
        // Kept until the outcome is known: a draft that cannot be saved (a
        // full disk) brings the sheet back, text and all.
        mail.outbox = sheet
        switch field {
        case .send:
            alerts.notice = .sendingMail
            mail.isSending = true
            return [.saveDraft(draft, path: sheet.draftPath, purpose: .beforeSending)]
        case .openMailApp:
            return [.saveDraft(draft, path: sheet.draftPath, purpose: .beforeOpeningMailApp)]
        default:
            return [.saveDraft(draft, path: sheet.draftPath, purpose: .requested)]
        }
    }

    private mutating func closeCompose() -> [Effect] {
        if topOverlay == .compose { overlays.removeLast() }
        mail.compose = nil
        return []
    }

    func mailDraft(from sheet: ComposeState) -> MailDraft {
        MailDraft(
            to: sheet.to.text, subject: sheet.subject.text, body: sheet.body.text,
            diagnostics: sheet.attachDiagnostics ? diagnostics : nil)
    }

    /// The longest `mailto:` link handed to an opener: well under the 128 KiB
    /// a single argument may be on Linux; a longer message is shown as its draft.
    public static let maximumMailtoBytes = 32_768

    /// What a draft written (or not) leads to, by what it was written for.
    /// A draft is always written before a message leaves, so a message the
    /// mail command or the mail program loses is still on disk.
    private mutating func draftWritten(
        _ draft: MailDraft, for purpose: DraftPurpose, _ written: Result<String, DraftFailure>
    ) -> [Effect] {
        let language = session.language
        let notSaved = { (failure: DraftFailure) in
            Phrase.mail(.draftNotSaved(reason: failure.reason)).text(in: language)
        }
        switch (purpose, written) {
        case (.autosave, .success(let path)):
            // The sheet's own draft from now on: later saves replace it.
            if mail.compose?.draftPath == nil {
                mail.compose?.draftPath = path
                mail.compose?.draftIsAutosave = true
            }
            return []
        case (.autosave, .failure(let failure)):
            // Said when the user keeps or sends the message, which writes it again.
            return [.log("autosave of the support mail: \(failure.reason)")]
        case (.requested, .success(let path)):
            return finishMail(.draftSaved(path: path))
        case (.kept, .success(let path)):
            return finishMail(.draftKept(path: path))
        case (.requested, .failure(let failure)), (.kept, .failure(let failure)),
            (.beforeOpeningMailApp, .failure(let failure)):
            return finishMail(.failed(reason: notSaved(failure), draftPath: nil))
        case (.beforeSending, .success(let path)):
            return [.deliverMail(draft, draftPath: path)]
        case (.beforeSending, .failure(let failure)):
            // Sent all the same (should the mail command fail too, the sheet
            // comes back with the text), but never as if a copy were kept.
            if alerts.notice == .sendingMail { alerts.notice = .sendingWithoutDraft(reason: failure.reason) }
            return [
                .log("the support mail's draft could not be written before sending: \(failure.reason)"),
                .deliverMail(draft, draftPath: nil),
            ]
        case (.beforeOpeningMailApp, .success(let path)):
            guard let address = try? MailMessage.mailtoURL(draft), address.utf8.count <= Self.maximumMailtoBytes
            else { return finishMail(.mailAppNotOpened(tooLong: true, draftPath: path)) }
            return [.openMailApp(address: address, draftPath: path)]
        case (.beforeQuitting, .success(let path)):
            mail.farewell.append(.mail(.draftKeptOnQuit(path: path)))
            return []
        case (.beforeQuitting, .failure(let failure)):
            // Nowhere on disk to keep it (a full disk, `ulimit -f`): the text
            // goes to standard error, which a terminal takes without a disk.
            mail.farewell.append(.file(.mailTextFollows(reason: failure.reason)))
            mail.unsavedText = (mail.unsavedText.map { $0 + "\n" } ?? "") + draft.readable
            return []
        }
    }

    private mutating func finishMail(_ outcome: MailOutcome) -> [Effect] {
        if alerts.notice?.lastsUntilDone == true { alerts.notice = nil }
        mail.isSending = false
        // Quitting is no longer a question once the message is through.
        overlays.removeAll { $0 == .choice(.quitWhileSending) }
        switch outcome {
        case .sent:
            alerts.notice = .mailSent
        case .mailAppOpened:
            alerts.notice = .mailAppOpened
        case .draftKept:
            alerts.notice = .draftKept
        case .failed(_, nil):
            // Not sent and not even saved: the sheet comes back with the
            // message in it, so nothing the user wrote is lost.
            var effects: [Effect] = []
            if var sheet = mail.outbox {
                sheet.focus = .body
                effects = openCompose(sheet)
            } else if let rating = mail.ratingOutbox {
                mail.rating = rating
                overlays.append(.rating)
            }
            overlays.append(.mailOutcome(outcome))
            mail.outbox = nil
            mail.ratingOutbox = nil
            return effects
        case .draftSaved, .failed, .mailAppNotOpened:
            overlays.append(.mailOutcome(outcome))
        }
        mail.outbox = nil
        mail.ratingOutbox = nil
        return [lookForUnsentDraft()]
    }

    /// The unsent-draft lookup, counted until it answers.
    mutating func lookForUnsentDraft() -> Effect {
        mail.draftLookups += 1
        return .findUnsentDraft
    }

    /// What "Attach diagnostics" attaches, and shows before sending, in the
    /// user's language.
    public var diagnostics: String { diagnostics(with: session.diagnostics) }

    /// The diagnostics as `facts` (nil: the short built-in summary) would make them.
    public func diagnostics(with facts: DiagnosticFacts?) -> String {
        if var facts {
            // The window as it is now, whenever the facts were gathered.
            facts.columns = screen.columns
            facts.rows = screen.rows
            return facts.text(in: session.language) + "\n"
                + MailPhrase.sizeClasses(horizontal: traits.horizontal, vertical: traits.vertical)
                .text(in: session.language)
        }
        return MailPhrase.diagnostics(
            version: session.version, source: sourceDescription, columns: screen.columns, rows: screen.rows,
            term: session.term, horizontal: traits.horizontal, vertical: traits.vertical, locale: session.locale
        ).text(in: session.language)
    }

    /// The source in use, in a few words ("bundled catalog", "iTunes Store (https://...)").
    var sourceDescription: String {
        switch search.source {
        case .bundledCatalog: Phrase.screen(.badge(.bundledCatalog)).text(in: session.language)
        case .catalogFile(let name): name
        case .store: "iTunes Store (\(session.storeURL))"
        }
    }
}
