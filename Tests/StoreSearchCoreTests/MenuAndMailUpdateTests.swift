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
        guard case .deliverMail(let draft)? = effects.last else { Issue.record("no delivery"); return }
        #expect(draft.to == "help@example.com" && draft.body == "It works.\nThanks")
        #expect(draft.diagnostics?.contains("terminal: 80x24, TERM=xterm") == true)
        #expect(draft.diagnostics?.contains("size classes: horizontal compact, vertical regular") == true)
        _ = send(.mailFinished(.sent), to: &app)
        #expect(app.notice == .mailSent)
    }

    @Test func diagnosticsCanBeLeftOut() {
        var app = composing()
        let effects = send(.composePress(.attachDiagnostics), .composeSend, to: &app)
        guard case .deliverMail(let draft)? = effects.last else { Issue.record("no delivery"); return }
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

    @Test func cancelAsksOnlyWhenThereIsSomethingToLose() {
        var empty = composing()
        _ = send(.composeCancel, to: &empty)
        #expect(empty.overlays.isEmpty)
        var written = composing()
        _ = send(.composeEdit(.insert("draft")), .composeCancel, to: &written)
        #expect(written.compose?.isConfirmingDiscard == true)
        _ = send(.confirmDiscard(false), to: &written)
        #expect(written.compose?.isConfirmingDiscard == false)
        #expect(written.compose?.body.text == "draft")
        _ = send(.composePress(.cancel), .toggleDiscardFocus, to: &written)
        #expect(written.compose?.discardHasFocus == true)
        _ = send(.confirmDiscard(true), to: &written)
        #expect(written.overlays.isEmpty && written.compose == nil)
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
