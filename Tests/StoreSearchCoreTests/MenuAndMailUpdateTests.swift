import Foundation
import Testing
@testable import StoreSearchCore

private let compact = TraitCollection(horizontal: .compact, vertical: .regular)

private func state(transport: String? = "/usr/sbin/sendmail -t -oi", language: Language = .english) -> AppState {
    var state = AppState(traits: compact, searchesAsYouType: true)
    state.session = SessionInfo(version: "9.9", language: language, term: "xterm", locale: "LANG=C.UTF-8",
                                supportAddress: "help@example.com", mailTransport: transport,
                                rateURL: "https://example.com/rate")
    _ = state.update(.layoutChanged(LayoutMetrics(traits: compact, listCapacity: 9, columns: 80, rows: 24)))
    return state
}

private func send(_ messages: Message..., to state: inout AppState) -> [Effect] {
    messages.flatMap { state.update($0) }
}

@Suite struct MenuUpdateTests {
    @Test func f2TogglesTheMenuAndTheHighlightSurvives() {
        var app = state()
        _ = send(.toggleMenu, .moveMenuSelection(by: 1), to: &app)
        #expect(app.topOverlay == .menu)
        #expect(app.menuSelection == .rateThisApp)
        _ = send(.toggleMenu, to: &app)
        #expect(app.overlays.isEmpty)
        _ = send(.toggleMenu, .moveMenuSelection(by: 2), to: &app)
        #expect(app.menuSelection == .sendSupportEmail, "it wraps around")
    }

    @Test func choosingAnItemDismissesTheMenuFirst() {
        var app = state()
        let effects = send(.toggleMenu, .chooseMenuItem(.rateThisApp), to: &app)
        #expect(app.overlays.isEmpty)
        #expect(effects == [.openURL("https://example.com/rate")])
        _ = send(.toggleMenu, .chooseMenuItem(.about), to: &app)
        #expect(app.overlays == [.about])
    }

    @Test func supportMailOpensAComposeSheetWithFocusInTheBody() {
        var app = state(language: .dutch)
        _ = send(.toggleMenu, .chooseMenuItem(.sendSupportEmail), to: &app)
        #expect(app.overlays == [.compose])
        #expect(app.compose?.to.text == "help@example.com")
        #expect(app.compose?.subject.text == "Ondersteuningsverzoek")
        #expect(app.compose?.focus == .body)
        #expect(app.compose?.attachDiagnostics == true)
    }

    @Test func theMenuDoesNotOpenOverASheet() {
        var app = state()
        _ = send(.toggleMenu, .chooseMenuItem(.sendSupportEmail), .toggleMenu, to: &app)
        #expect(app.overlays == [.compose])
    }
}

@Suite struct ComposeUpdateTests {
    private func composing(transport: String? = "/usr/sbin/sendmail -t -oi") -> AppState {
        var app = state(transport: transport)
        _ = send(.toggleMenu, .chooseMenuItem(.sendSupportEmail), to: &app)
        return app
    }

    @Test func sendingClosesTheSheetAndDelivers() {
        var app = composing()
        let effects = send(.composeEdit(.insert("It works.")), .composeNewline, .composeEdit(.insert("Thanks")),
                           .composeSend, to: &app)
        #expect(app.overlays.isEmpty)
        #expect(app.notice == .sendingMail)
        guard case .deliverMail(let draft, _)? = effects.last else { Issue.record("no delivery"); return }
        #expect(draft.to == "help@example.com" && draft.body == "It works.\nThanks")
        #expect(draft.diagnostics?.contains("terminal: 80x24, TERM=xterm") == true)
        #expect(draft.diagnostics?.contains("size classes: horizontal compact, vertical regular") == true)
        _ = send(.mailFinished(.sent), to: &app)
        #expect(app.notice == .mailSent)
    }

    @Test func diagnosticsCanBeLeftOut() {
        var app = composing()
        let effects = send(.composePress(.attachDiagnostics), .composeSend, to: &app)
        guard case .deliverMail(let draft, _)? = effects.last else { Issue.record("no delivery"); return }
        #expect(draft.diagnostics == nil)
    }

    @Test func injectionIsRefusedAndTheSheetStays() {
        var app = composing()
        let effects = send(.composeFocus(.subject), .composeEdit(.insert("\nBcc: victim@example.com")), .composeSend,
                           to: &app)
        #expect(effects.isEmpty)
        #expect(app.topOverlay == .compose)
        #expect(app.compose?.problem == .lineBreakInHeader(field: "Subject"))
        _ = send(.composeEdit(.deleteBackward), to: &app)
        #expect(app.compose?.problem == nil, "editing clears the complaint")
    }

    @Test func withoutATransportCtrlSSavesADraft() {
        var app = composing(transport: nil)
        #expect(ComposeState.fields(canSend: false).contains(.saveDraft))
        let effects = send(.composeEdit(.insert("x")), .composeSend, to: &app)
        guard case .saveDraft? = effects.last else { Issue.record("no draft"); return }
        _ = send(.mailFinished(.draftSaved(path: "/tmp/d.eml")), to: &app)
        #expect(app.topOverlay == .mailOutcome(.draftSaved(path: "/tmp/d.eml")))
    }

    /// A draft that cannot be saved (a full disk) is not lost: the sheet
    /// comes back under the alert, with every word in it.
    @Test func aDraftThatCannotBeSavedComesBack() {
        var app = composing(transport: nil)
        _ = send(.composeEdit(.insert("every word")), .composeSend, to: &app)
        #expect(app.compose == nil)
        _ = send(.mailFinished(.failed(reason: "no space", draftPath: nil)), to: &app)
        #expect(app.topOverlay == .mailOutcome(.failed(reason: "no space", draftPath: nil)))
        _ = send(.dismissOverlay, to: &app)
        #expect(app.topOverlay == .compose && app.compose?.body.text == "every word")
    }

    @Test func toAndSubjectStopAtWhatAMessageCanCarry() {
        var app = composing()
        let flood = String(repeating: "x", count: 1_000)
        _ = send(.composeFocus(.to), .composeEdit(.insert(flood)), .composeFocus(.subject), .composeEdit(.insert(flood)),
                 to: &app)
        #expect(app.compose?.to.characters.count == MailMessage.maximumAddressLength)
        #expect(app.compose?.subject.characters.count == MailMessage.maximumSubjectLength)
    }

    @Test func cancelKeepsWhatWasWrittenAsADraft() {
        var empty = composing()
        #expect(send(.composeCancel, to: &empty).isEmpty, "nothing written, nothing kept")
        #expect(empty.overlays.isEmpty)
        var written = composing()
        let effects = send(.composeEdit(.insert("draft")), .composeCancel, to: &written)
        #expect(written.overlays.isEmpty && written.compose == nil, "Cancel closes at once: nothing is lost")
        guard case .saveDraft(let draft, nil, .kept)? = effects.last else { Issue.record("no draft: \(effects)"); return }
        #expect(draft.body == "draft")
        _ = send(.mailFinished(.draftKept(path: "/d/1.eml")), to: &written)
        #expect(written.notice == .draftKept)
        var subjectOnly = composing()
        let changed = send(.composeFocus(.subject), .composeEdit(.insert("!")), .composePress(.cancel), to: &subjectOnly)
        #expect(changed.contains { if case .saveDraft = $0 { true } else { false } }, "a changed subject is writing too")
    }

    @Test(arguments: [Message.quit, .terminate])
    func quittingWithTheSheetOpenWritesTheDraftFirst(quit: Message) {
        var app = composing()
        let effects = send(.composeEdit(.insert("half a thought")), quit, to: &app)
        #expect(app.isQuitting)
        guard let save = effects.firstIndex(where: { if case .saveDraft(_, _, .beforeQuitting) = $0 { true } else { false } }),
              let end = effects.firstIndex(of: .quit) else { Issue.record("\(effects)"); return }
        #expect(save < end, "the draft is written before the program ends")
        var untouched = composing()
        #expect(send(quit, to: &untouched) == [.cancelSearch, .quit], "nothing written, nothing to keep")
    }

    @Test func quittingWhileSendingAsksThenStopsTheCommand() {
        var app = composing()
        _ = send(.composeEdit(.insert("x")), .composeSend, to: &app)
        #expect(app.isSendingMail)
        #expect(send(.quit, to: &app).isEmpty)
        #expect(app.topOverlay == .choice(.quitWhileSending) && !app.isQuitting)
        _ = send(.choose(.keepWaiting), to: &app)
        #expect(app.overlays.isEmpty && !app.isQuitting)
        _ = send(.quit, to: &app)
        let effects = send(.choose(.quitNow), to: &app)
        #expect(app.isQuitting)
        #expect(effects == [.cancelSearch, .cancelMail, .quit])
        var signalled = composing()
        _ = send(.composeEdit(.insert("x")), .composeSend, to: &signalled)
        #expect(send(.terminate, to: &signalled) == [.cancelSearch, .cancelMail, .quit], "a signal does not ask")
    }

    @Test func theQuestionGoesWhenTheMessageIsThrough() {
        var app = composing()
        _ = send(.composeEdit(.insert("x")), .composeSend, .quit, to: &app)
        #expect(app.topOverlay == .choice(.quitWhileSending))
        _ = send(.mailFinished(.sent), to: &app)
        #expect(app.overlays.isEmpty && app.notice == .mailSent && !app.isSendingMail)
    }

    @Test func anUnsentDraftIsOfferedAndContinued() {
        var app = state()
        let unsent = UnsentDraft(path: "/d/old.eml", to: "other@example.com", subject: "Earlier", body: "line one\nline two",
                                 attachesDiagnostics: false, savedAt: Date(timeIntervalSince1970: 0))
        _ = send(.unsentDraftFound(unsent), .toggleMenu, .chooseMenuItem(.sendSupportEmail), to: &app)
        #expect(app.topOverlay == .choice(.continueDraft(unsent)))
        _ = send(.moveChoice(by: 1), .moveChoice(by: -1), to: &app)
        #expect(app.choiceFocus == 0)
        _ = send(.choose(.continueDraft), to: &app)
        #expect(app.overlays == [.compose])
        #expect(app.compose?.to.text == "other@example.com" && app.compose?.subject.text == "Earlier")
        #expect(app.compose?.body.text == "line one\nline two" && app.compose?.attachDiagnostics == false)
        // Its draft is replaced, not copied, when it is kept again.
        let effects = send(.composeEdit(.insert("!")), .composeCancel, to: &app)
        #expect(effects.contains { if case .saveDraft(_, "/d/old.eml", .kept) = $0 { true } else { false } })
    }

    @Test func anUnsentDraftCanBeSetAsideOrDeleted() {
        let unsent = UnsentDraft(path: "/d/old.eml", to: "a@b.nl", subject: "s", body: "b", attachesDiagnostics: true,
                                 savedAt: Date(timeIntervalSince1970: 0))
        var fresh = state()
        _ = send(.unsentDraftFound(unsent), .toggleMenu, .chooseMenuItem(.sendSupportEmail), .choose(.newMessage), to: &fresh)
        #expect(fresh.compose?.body.text == "" && fresh.compose?.draftPath == nil)
        var deleted = state()
        let effects = send(.unsentDraftFound(unsent), .toggleMenu, .chooseMenuItem(.sendSupportEmail),
                           .choose(.deleteDraft), to: &deleted)
        #expect(effects.contains(.deleteDraft(path: "/d/old.eml")))
        #expect(deleted.unsentDraft == nil && deleted.topOverlay == .compose)
        var closed = state()
        _ = send(.unsentDraftFound(unsent), .toggleMenu, .chooseMenuItem(.sendSupportEmail), .dismissOverlay, to: &closed)
        #expect(closed.overlays.isEmpty, "Esc chooses nothing")
    }

    @Test func aFailureKeepsTheDraftAndSaysWhere() {
        var app = composing()
        _ = send(.composeEdit(.insert("x")), .composeSend,
                 .mailFinished(.failed(reason: "msmtp exited with status 75", draftPath: "/d/1.eml")), to: &app)
        #expect(app.overlays == [.mailOutcome(.failed(reason: "msmtp exited with status 75", draftPath: "/d/1.eml"))])
    }

    @Test func aFailureWithoutADraftBringsTheSheetBack() {
        var app = composing()
        _ = send(.composeEdit(.insert("precious words")), .composeSend,
                 .mailFinished(.failed(reason: "disk full", draftPath: nil)), to: &app)
        #expect(app.overlays == [.compose, .mailOutcome(.failed(reason: "disk full", draftPath: nil))])
        #expect(app.compose?.body.text == "precious words")
    }

    @Test func tabVisitsEveryControl() {
        var app = composing()
        var visited: [ComposeField] = []
        for _ in ComposeState.fields(canSend: true) {
            _ = send(.composeFocusNext, to: &app)
            visited.append(app.compose!.focus)
        }
        #expect(visited == [.attachDiagnostics, .cancel, .send, .to, .subject, .body])
    }
}
