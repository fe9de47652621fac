import Foundation
import TestSupport
import Testing

@testable import StoreSearchItems
@testable import StoreSearchModel
@testable import StoreSearchText

@Suite(.timeLimit(.minutes(1))) struct MenuUpdateTests {
    @Test func f2TogglesTheMenuAndTheHighlightSurvives() {
        var app = state()
        _ = send(.menu(.toggle), .menu(.move(by: 1)), to: &app)
        #expect(app.topOverlay == .menu)
        #expect(app.menuSelection == .rateThisApp)
        _ = send(.menu(.toggle), to: &app)
        #expect(app.overlays.isEmpty)
        _ = send(.menu(.toggle), .menu(.move(by: MenuItem.allCases.count - 1)), to: &app)
        #expect(app.menuSelection == .sendSupportEmail, "it wraps around")
    }

    @Test func choosingAnItemDismissesTheMenuFirst() {
        var app = state()
        let effects = send(.menu(.toggle), .menu(.choose(.rateThisApp)), to: &app)
        #expect(app.overlays == [.rating], "the menu went; the rating sheet came")
        #expect(effects.isEmpty, "no page is opened")
        _ = send(.rating(.cancel), to: &app)
        _ = send(.menu(.toggle), .menu(.choose(.about)), to: &app)
        #expect(app.overlays == [.about])
    }

    @Test func supportMailOpensAComposeSheetWithFocusInTheBody() {
        var app = state(language: .dutch)
        _ = send(.menu(.toggle), .menu(.choose(.sendSupportEmail)), to: &app)
        #expect(app.overlays == [.compose])
        #expect(app.mail.compose?.to.text == "help@example.com")
        #expect(app.mail.compose?.subject.text == "Ondersteuningsverzoek")
        #expect(app.mail.compose?.focus == .body)
        #expect(app.mail.compose?.attachDiagnostics == true)
    }

    @Test func theMenuDoesNotOpenOverASheet() {
        var app = state()
        _ = send(.menu(.toggle), .menu(.choose(.sendSupportEmail)), .menu(.toggle), to: &app)
        #expect(app.overlays == [.compose])
    }
}

@Suite(.timeLimit(.minutes(1))) struct ComposeUpdateTests {
    private func composing(transport: String? = "/usr/sbin/sendmail -t -oi") -> AppState {
        var app = state(transport: transport)
        _ = send(.menu(.toggle), .menu(.choose(.sendSupportEmail)), to: &app)
        return app
    }

    static let someDraft = MailDraft(to: "help@example.com", subject: "Support Request", body: "x")

    @Test func sendingClosesTheSheetAndDelivers() {
        var app = composing()
        let effects = send(
            .compose(.edit(.insert("It works."))), .compose(.newline), .compose(.edit(.insert("Thanks"))),
            .compose(.send), to: &app)
        #expect(app.overlays.isEmpty)
        #expect(app.alerts.notice == .sendingMail)
        // The draft is written first; the update then hands it on.
        guard case .saveDraft(let draft, nil, .beforeSending)? = effects.last else {
            Issue.record("no draft before the delivery: \(effects)")
            return
        }
        let delivered = send(.compose(.draftWritten(draft, .beforeSending, .success("/d/1.eml"))), to: &app)
        #expect(delivered == [.deliverMail(draft, draftPath: "/d/1.eml")])
        #expect(draft.to == "help@example.com" && draft.body == "It works.\nThanks")
        #expect(draft.diagnostics?.contains("terminal: 80x24, TERM=xterm") == true)
        #expect(draft.diagnostics?.contains("size classes: horizontal compact, vertical regular") == true)
        _ = send(.compose(.finished(.sent)), to: &app)
        #expect(app.alerts.notice == .mailSent)
    }

    @Test func diagnosticsCanBeLeftOut() {
        var app = composing()
        let effects = send(.compose(.press(.attachDiagnostics)), .compose(.send), to: &app)
        guard case .saveDraft(let draft, _, .beforeSending)? = effects.last else {
            Issue.record("no delivery")
            return
        }
        #expect(draft.diagnostics == nil)
    }

    @Test func injectionIsRefusedAndTheSheetStays() {
        var app = composing()
        let effects = send(
            .compose(.focus(.subject)), .compose(.edit(.insert("\nBcc: victim@example.com"))), .compose(.send),
            to: &app)
        #expect(
            effects == [.schedule(.compose(.autosave), afterMilliseconds: AppState.autosaveDelay)],
            "nothing sent; what was typed is only autosaved")
        #expect(app.topOverlay == .compose)
        #expect(app.mail.compose?.problem == .lineBreakInHeader(field: "Subject"))
        _ = send(.compose(.edit(.deleteBackward)), to: &app)
        #expect(app.mail.compose?.problem == nil, "editing clears the complaint")
    }

    @Test func withoutATransportCtrlSSavesADraft() {
        var app = composing(transport: nil)
        #expect(ComposeState.fields(canSend: false).contains(.saveDraft))
        let effects = send(.compose(.edit(.insert("x"))), .compose(.send), to: &app)
        guard case .saveDraft? = effects.last else {
            Issue.record("no draft")
            return
        }
        _ = send(.compose(.finished(.draftSaved(path: "/tmp/d.eml"))), to: &app)
        #expect(app.topOverlay == .mailOutcome(.draftSaved(path: "/tmp/d.eml")))
    }

    /// A draft that cannot be saved (a full disk) is not lost: the sheet
    /// comes back under the alert, with every word in it.
    @Test func aDraftThatCannotBeSavedComesBack() {
        var app = composing(transport: nil)
        _ = send(.compose(.edit(.insert("every word"))), .compose(.send), to: &app)
        #expect(app.mail.compose == nil)
        _ = send(.compose(.finished(.failed(reason: "no space", draftPath: nil))), to: &app)
        #expect(app.topOverlay == .mailOutcome(.failed(reason: "no space", draftPath: nil)))
        _ = send(.alert(.dismiss), to: &app)
        #expect(app.topOverlay == .compose && app.mail.compose?.body.text == "every word")
    }

    @Test func toAndSubjectStopAtWhatAMessageCanCarry() {
        var app = composing()
        let flood = String(repeating: "x", count: 1_000)
        _ = send(
            .compose(.focus(.to)), .compose(.edit(.insert(flood))), .compose(.focus(.subject)),
            .compose(.edit(.insert(flood))),
            to: &app)
        #expect(app.mail.compose?.to.characters.count == MailMessage.maximumAddressLength)
        #expect(app.mail.compose?.subject.characters.count == MailMessage.maximumSubjectLength)
    }

    @Test func cancelKeepsWhatWasWrittenAsADraft() {
        var empty = composing()
        #expect(send(.compose(.cancel), to: &empty).isEmpty, "nothing written, nothing kept")
        #expect(empty.overlays.isEmpty)
        var written = composing()
        let effects = send(.compose(.edit(.insert("draft"))), .compose(.cancel), to: &written)
        #expect(written.overlays.isEmpty && written.mail.compose == nil, "Cancel closes at once: nothing is lost")
        guard case .saveDraft(let draft, nil, .kept)? = effects.last else {
            Issue.record("no draft: \(effects)")
            return
        }
        #expect(draft.body == "draft")
        _ = send(.compose(.finished(.draftKept(path: "/d/1.eml"))), to: &written)
        #expect(written.alerts.notice == .draftKept)
        var subjectOnly = composing()
        let changed = send(
            .compose(.focus(.subject)), .compose(.edit(.insert("!"))), .compose(.press(.cancel)), to: &subjectOnly)
        #expect(
            changed.contains { if case .saveDraft = $0 { true } else { false } }, "a changed subject is writing too")
    }

    @Test(arguments: [Message.screen(.quit), .screen(.terminate)])
    func quittingWithTheSheetOpenWritesTheDraftFirst(quit: Message) {
        var app = composing()
        let effects = send(.compose(.edit(.insert("half a thought"))), quit, to: &app)
        #expect(app.isQuitting)
        guard
            let save = effects.firstIndex(where: {
                if case .saveDraft(_, _, .beforeQuitting) = $0 { true } else { false }
            }),
            let end = effects.firstIndex(of: .quit)
        else {
            Issue.record("\(effects)")
            return
        }
        #expect(save < end, "the draft is written before the program ends")
        var untouched = composing()
        #expect(send(quit, to: &untouched) == [.cancelSearch, .quit], "nothing written, nothing to keep")
    }

    @Test func quittingWhileSendingAsksThenStopsTheCommand() {
        var app = composing()
        _ = send(.compose(.edit(.insert("x"))), .compose(.send), to: &app)
        #expect(app.mail.isSending)
        #expect(send(.screen(.quit), to: &app).isEmpty)
        #expect(app.topOverlay == .choice(.quitWhileSending) && !app.isQuitting)
        _ = send(.alert(.choose(.keepWaiting)), to: &app)
        #expect(app.overlays.isEmpty && !app.isQuitting)
        _ = send(.screen(.quit), to: &app)
        let effects = send(.alert(.choose(.quitNow)), to: &app)
        #expect(app.isQuitting)
        #expect(effects == [.cancelSearch, .cancelMail, .quit])
        var signalled = composing()
        _ = send(.compose(.edit(.insert("x"))), .compose(.send), to: &signalled)
        #expect(
            send(.screen(.terminate), to: &signalled) == [.cancelSearch, .cancelMail, .quit], "a signal does not ask")
    }

    @Test func theQuestionGoesWhenTheMessageIsThrough() {
        var app = composing()
        _ = send(.compose(.edit(.insert("x"))), .compose(.send), .screen(.quit), to: &app)
        #expect(app.topOverlay == .choice(.quitWhileSending))
        _ = send(.compose(.finished(.sent)), to: &app)
        #expect(app.overlays.isEmpty && app.alerts.notice == .mailSent && !app.mail.isSending)
    }

    @Test func anUnsentDraftIsOfferedAndContinued() {
        var app = state()
        let unsent = UnsentDraft(
            path: "/d/old.eml", to: "other@example.com", subject: "Earlier", body: "line one\nline two",
            attachesDiagnostics: false, savedAt: Date(timeIntervalSince1970: 0))
        _ = send(.compose(.unsentDraftFound(unsent)), .menu(.toggle), .menu(.choose(.sendSupportEmail)), to: &app)
        #expect(app.topOverlay == .choice(.continueDraft(unsent)))
        _ = send(.alert(.moveChoice(by: 1)), .alert(.moveChoice(by: -1)), to: &app)
        #expect(app.alerts.choiceFocus == 0)
        _ = send(.alert(.choose(.continueDraft)), to: &app)
        #expect(app.overlays == [.compose])
        #expect(app.mail.compose?.to.text == "other@example.com" && app.mail.compose?.subject.text == "Earlier")
        #expect(app.mail.compose?.body.text == "line one\nline two" && app.mail.compose?.attachDiagnostics == false)
        // Its draft is replaced, not copied, when it is kept again.
        let effects = send(.compose(.edit(.insert("!"))), .compose(.cancel), to: &app)
        #expect(effects.contains { if case .saveDraft(_, "/d/old.eml", .kept) = $0 { true } else { false } })
    }

    @Test func sendSupportEmailWaitsForTheDraftLookupUnderWay() {
        let unsent = UnsentDraft(
            path: "/d/old.eml", to: "a@b.nl", subject: "s", body: "Started yesterday", attachesDiagnostics: true,
            savedAt: Date(timeIntervalSince1970: 0))
        // Chosen before the lookup at start answers: the draft it finds is offered.
        var early = state()
        #expect(
            send(.compose(.lookForUnsentDraft), .menu(.toggle), .menu(.choose(.sendSupportEmail)), to: &early)
                == [.findUnsentDraft])
        #expect(early.overlays.isEmpty, "nothing opens on a guess")
        _ = send(.compose(.unsentDraftFound(unsent)), to: &early)
        #expect(early.topOverlay == .choice(.continueDraft(unsent)))
        // None found: a new message, as if the answer had been there.
        var none = state()
        _ = send(
            .compose(.lookForUnsentDraft), .menu(.toggle), .menu(.choose(.sendSupportEmail)),
            .compose(.unsentDraftFound(nil)), to: &none)
        #expect(none.topOverlay == .compose && none.mail.compose?.body.text == "")
        // A draft kept a moment ago is looked for again; until found, it is not forgotten.
        var kept = state()
        _ = send(
            .compose(.unsentDraftFound(nil)), .menu(.toggle), .menu(.choose(.sendSupportEmail)),
            .compose(.edit(.insert("x"))), .compose(.cancel), .compose(.finished(.draftKept(path: "/d/new.eml"))),
            .menu(.toggle), .menu(.choose(.sendSupportEmail)), to: &kept)
        #expect(kept.topOverlay != .compose, "not a fresh sheet while the kept draft is being looked for")
        _ = send(.compose(.unsentDraftFound(unsent)), to: &kept)
        #expect(kept.topOverlay == .choice(.continueDraft(unsent)))
    }

    @Test func whatIsTypedIsWrittenAMomentLaterAndOneDraftStays() {
        var app = composing()
        let typed = send(.compose(.edit(.insert("Half a thought"))), .compose(.newline), to: &app)
        #expect(typed == [.schedule(.compose(.autosave), afterMilliseconds: AppState.autosaveDelay)], "one, not two")
        let saved = send(.compose(.autosave), to: &app)
        guard case .saveDraft(let draft, nil, .autosave)? = saved.first, saved.count == 1 else {
            Issue.record("an autosave: \(saved)")
            return
        }
        #expect(draft.body.hasPrefix("Half a thought"))
        #expect(send(.compose(.autosave), to: &app).isEmpty, "nothing changed since")
        _ = send(
            .compose(.draftWritten(Self.someDraft, .autosave, .success("/d/auto.eml"))), .compose(.edit(.insert("!"))),
            .compose(.autosave), to: &app)
        #expect(app.mail.compose?.draftPath == "/d/auto.eml")
        // Quitting replaces the autosave: the message is one draft.
        let quit = send(.screen(.quit), to: &app)
        #expect(quit.contains { if case .saveDraft(_, "/d/auto.eml", .beforeQuitting) = $0 { true } else { false } })
    }

    @Test func aSheetEmptiedAgainKeepsNoAutosave() {
        var app = composing()
        _ = send(
            .compose(.edit(.insert("x"))), .compose(.autosave),
            .compose(.draftWritten(Self.someDraft, .autosave, .success("/d/auto.eml"))),
            .compose(.edit(.deleteBackward)), to: &app)
        #expect(send(.compose(.autosave), to: &app) == [.deleteDraft(path: "/d/auto.eml")])
        var cancelled = composing()
        _ = send(
            .compose(.edit(.insert("x"))), .compose(.autosave),
            .compose(.draftWritten(Self.someDraft, .autosave, .success("/d/auto.eml"))),
            .compose(.edit(.deleteBackward)), to: &cancelled)
        #expect(send(.compose(.cancel), to: &cancelled) == [.deleteDraft(path: "/d/auto.eml")], "not kept")
    }

    @Test func anUnsentDraftCanBeSetAsideOrDeleted() {
        let unsent = UnsentDraft(
            path: "/d/old.eml", to: "a@b.nl", subject: "s", body: "b", attachesDiagnostics: true,
            savedAt: Date(timeIntervalSince1970: 0))
        var fresh = state()
        _ = send(
            .compose(.unsentDraftFound(unsent)), .menu(.toggle), .menu(.choose(.sendSupportEmail)),
            .alert(.choose(.newMessage)), to: &fresh)
        #expect(fresh.mail.compose?.body.text == "" && fresh.mail.compose?.draftPath == nil)
        var deleted = state()
        let effects = send(
            .compose(.unsentDraftFound(unsent)), .menu(.toggle), .menu(.choose(.sendSupportEmail)),
            .alert(.choose(.deleteDraft)), to: &deleted)
        #expect(effects.contains(.deleteDraft(path: "/d/old.eml")))
        #expect(deleted.mail.unsentDraft == nil && deleted.topOverlay == .compose)
        var closed = state()
        _ = send(
            .compose(.unsentDraftFound(unsent)), .menu(.toggle), .menu(.choose(.sendSupportEmail)), .alert(.dismiss),
            to: &closed)
        #expect(closed.overlays.isEmpty, "Esc chooses nothing")
    }

    @Test func aFailureKeepsTheDraftAndSaysWhere() {
        var app = composing()
        _ = send(
            .compose(.edit(.insert("x"))), .compose(.send),
            .compose(.finished(.failed(reason: "msmtp exited with status 75", draftPath: "/d/1.eml"))), to: &app)
        #expect(app.overlays == [.mailOutcome(.failed(reason: "msmtp exited with status 75", draftPath: "/d/1.eml"))])
    }

    @Test func aFailureWithoutADraftBringsTheSheetBack() {
        var app = composing()
        _ = send(
            .compose(.edit(.insert("precious words"))), .compose(.send),
            .compose(.finished(.failed(reason: "disk full", draftPath: nil))), to: &app)
        #expect(app.overlays == [.compose, .mailOutcome(.failed(reason: "disk full", draftPath: nil))])
        #expect(app.mail.compose?.body.text == "precious words")
    }

    @Test func tabVisitsEveryControl() {
        var app = composing()
        var visited: [ComposeField] = []
        for _ in ComposeState.fields(canSend: true) {
            _ = send(.compose(.focusNext), to: &app)
            visited.append(app.mail.compose!.focus)
        }
        #expect(visited == [.attachDiagnostics, .editor, .cancel, .send, .to, .subject, .body])
    }
}

/// "Edit in $EDITOR" (Alt-E): the body goes out to the editor and what it
/// saved comes back; anything else keeps the body and says why.
@Suite(.timeLimit(.minutes(1))) struct ExternalEditorUpdateTests {
    private func composing(_ body: String = "old words") -> AppState {
        var app = state()
        _ = send(.menu(.toggle), .menu(.choose(.sendSupportEmail)), .compose(.edit(.insert(body))), to: &app)
        return app
    }

    @Test func theKeyAndTheButtonHandTheBodyToTheEditor() {
        var app = composing()
        #expect(send(.compose(.editExternally), to: &app) == [.editExternally("old words")])
        #expect(send(.compose(.press(.editor)), to: &app) == [.editExternally("old words")])
        #expect(app.mail.compose?.focus == .editor)
    }

    @Test func nothingGoesToTheEditorWithoutTheSheet() {
        var app = state()
        #expect(send(.compose(.editExternally), to: &app) == [])
    }

    @Test func savedTextReplacesTheBody() {
        var app = composing()
        _ = send(.compose(.press(.editor)), to: &app)
        _ = send(.compose(.externallyEdited(.saved("new words\nsecond line\n\n"))), to: &app)
        #expect(app.mail.compose?.body.text == "new words\nsecond line", "the editor's trailing newlines dropped")
        #expect(app.mail.compose?.focus == .body)
        #expect(app.alerts.notice == nil)
        #expect(app.overlays == [.compose])
    }

    @Test func savedTextIsMadeSafeToDraw() {
        var app = composing()
        _ = send(.compose(.externallyEdited(.saved("a\tb\r\nred \u{1B}[31mtext\u{7}\r\n"))), to: &app)
        #expect(app.mail.compose?.body.text == "a    b\nred text")
    }

    @Test(arguments: [
        ExternalEditOutcome.empty, .saved(" \n\n  \n"), .failed(editor: "vim", status: 1),
        .notFound(editor: "no-such-editor"), .notStarted(reason: "No space left on device"),
    ])
    func anythingElseKeepsTheBodyAndSaysWhy(_ outcome: ExternalEditOutcome) {
        var app = composing()
        _ = send(.compose(.externallyEdited(outcome)), to: &app)
        #expect(app.mail.compose?.body.text == "old words")
        let expected: ExternalEditOutcome = if case .saved = outcome { .empty } else { outcome }
        #expect(app.alerts.notice == .editorKeptBody(expected))
    }

    @Test func theNoticesSayItInBothLanguages() {
        let notFound = Phrase.screen(.notice(.editorKeptBody(.notFound(editor: "nano"))))
        #expect(
            notFound.text(in: .english)
                == "The editor 'nano' was not found (set $VISUAL or $EDITOR); your text is kept.")
        #expect(notFound.text(in: .dutch).contains("niet gevonden"))
        let failed = Phrase.screen(.notice(.editorKeptBody(.failed(editor: "vim", status: 1))))
        #expect(failed.text(in: .english) == "vim ended with status 1; your text is kept.")
        #expect(failed.text(in: .dutch) == "vim stopte met status 1; je tekst blijft staan.")
        #expect(Phrase.screen(.notice(.editorKeptBody(.empty))).text(in: .english).contains("empty"))
    }

    @Test func theButtonIsNamedInBothLanguages() {
        #expect(Phrase.mail(.composeButton(.editor)).text(in: .english) == "Edit in $EDITOR")
        #expect(Phrase.mail(.composeButton(.editor)).text(in: .dutch) == "Bewerken in $EDITOR")
    }
}
