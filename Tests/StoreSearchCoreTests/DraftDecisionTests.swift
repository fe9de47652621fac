import Foundation
import TestSupport
import Testing

@testable import StoreSearchModel

/// What follows a draft written, or not written, is the update's to decide
/// (issue 30: these rules lived in the effects interpreter, out of reach of
/// the model tests): send after the draft, the `mailto:` length cap, the
/// farewell at quitting, and a failure never passed over in silence.
@Suite(.timeLimit(.minutes(1))) struct DraftDecisionTests {
    static let draft = MailDraft(to: "help@example.com", subject: "Support Request", body: "It broke.")
    static let full = DraftFailure(reason: "No space left on device")

    private func composing() -> AppState {
        var app = state()
        _ = send(.menu(.toggle), .menu(.choose(.sendSupportEmail)), .compose(.edit(.insert("It broke."))), to: &app)
        return app
    }

    @Test func aDraftThatCannotBeWrittenBeforeSendingIsSaidAndLoggedAndTheMailStillGoes() {
        var app = composing()
        _ = send(.compose(.send), to: &app)
        let effects = send(.compose(.draftWritten(Self.draft, .beforeSending, .failure(Self.full))), to: &app)
        #expect(effects.contains(.deliverMail(Self.draft, draftPath: nil)))
        #expect(
            effects.contains { if case .log(let line) = $0 { line.contains("No space left on device") } else { false } }
        )
        #expect(app.alerts.notice == .sendingWithoutDraft(reason: "No space left on device"))
        // Should the mail command fail too, the sheet comes back with the text.
        _ = send(.compose(.finished(.failed(reason: "exit 75", draftPath: nil))), to: &app)
        #expect(app.mail.compose?.body.text == "It broke.")
        #expect(app.alerts.notice == nil, "the notice of the sending is over")
    }

    @Test func aMailtoLinkPastItsCapOpensNoMailProgramAndSaysWhereTheDraftIs() {
        var app = composing()
        let long = MailDraft(
            to: "help@example.com", subject: "Long", body: String(repeating: "x", count: AppState.maximumMailtoBytes))
        let effects = send(.compose(.draftWritten(long, .beforeOpeningMailApp, .success("/d/1.eml"))), to: &app)
        #expect(!effects.contains { if case .openMailApp = $0 { true } else { false } })
        #expect(app.overlays.last == .mailOutcome(.mailAppNotOpened(tooLong: true, draftPath: "/d/1.eml")))
        let short = send(.compose(.draftWritten(Self.draft, .beforeOpeningMailApp, .success("/d/2.eml"))), to: &app)
        #expect(
            short.contains {
                if case .openMailApp(let address, "/d/2.eml") = $0 { address.hasPrefix("mailto:") } else { false }
            })
    }

    @Test func quittingKeepsTheDraftOrHandsItsTextOver() {
        var app = composing()
        _ = send(.compose(.draftWritten(Self.draft, .beforeQuitting, .success("/d/1.eml"))), to: &app)
        #expect(app.mail.farewell == [.mail(.draftKeptOnQuit(path: "/d/1.eml"))])
        #expect(app.mail.unsavedText == nil)
        var full = composing()
        _ = send(.compose(.draftWritten(Self.draft, .beforeQuitting, .failure(Self.full))), to: &full)
        #expect(full.mail.farewell == [.file(.mailTextFollows(reason: "No space left on device"))])
        #expect(full.mail.unsavedText == Self.draft.readable)
    }

    @Test func aSavedOrKeptDraftIsSaidAndAFailedOneBringsTheSheetBack() {
        var app = composing()
        _ = send(.compose(.press(.saveDraft)), to: &app)
        _ = send(.compose(.draftWritten(Self.draft, .requested, .success("/d/1.eml"))), to: &app)
        #expect(app.overlays.last == .mailOutcome(.draftSaved(path: "/d/1.eml")))
        var failed = composing()
        _ = send(.compose(.press(.saveDraft)), to: &failed)
        _ = send(.compose(.draftWritten(Self.draft, .requested, .failure(Self.full))), to: &failed)
        #expect(failed.overlays.contains(.compose), "the sheet is back, text and all")
        #expect(failed.mail.compose?.body.text == "It broke.")
    }

    @Test func anAutosaveThatFailsIsLoggedAndOneThatWorksIsTheSheetsDraft() {
        var app = composing()
        let failed = send(.compose(.draftWritten(Self.draft, .autosave, .failure(Self.full))), to: &app)
        #expect(failed == [.log("autosave of the support mail: No space left on device")])
        _ = send(.compose(.draftWritten(Self.draft, .autosave, .success("/d/auto.eml"))), to: &app)
        #expect(app.mail.compose?.draftPath == "/d/auto.eml" && app.mail.compose?.draftIsAutosave == true)
    }
}
