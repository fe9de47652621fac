import Foundation
import TestSupport
import Testing

@testable import StoreSearchModel

/// Rate this App: a sheet of stars and a line, sent the way support mail is.
@Suite(.timeLimit(.minutes(1))) struct RatingUpdateTests {
    @Test func starsAndACommentGoToTheSupportAddress() throws {
        var app = state()
        _ = send(.menu(.choose(.rateThisApp)), .rating(.setStars(4)), .rating(.focusNext), to: &app)
        #expect(app.mail.rating?.focus == .comment)
        for character in "Fine app" { _ = send(.rating(.edit(.insert(String(character)))), to: &app) }
        let effects = send(.rating(.send), to: &app)
        let delivered = effects.compactMap { effect -> MailDraft? in
            if case .saveDraft(let draft, nil, .beforeSending) = effect { return draft }
            return nil
        }
        let draft = try #require(delivered.first)
        #expect(draft.to == "help@example.com" && draft.subject == "StoreSearch rating: 4 of 5")
        #expect(draft.body == "Rating: ★★★★☆ (4 of 5)\n\nFine app\n\nstoresearch 9.9")
        #expect(app.overlays.isEmpty && app.mail.isSending && app.alerts.notice == .sendingMail)
    }

    @Test func noStarsNoMail() {
        var app = state()
        _ = send(.menu(.choose(.rateThisApp)), .rating(.focus(.comment)), to: &app)
        #expect(send(.rating(.send), to: &app).isEmpty)
        #expect(app.mail.rating?.problem == .noStars && app.mail.rating?.focus == .stars, "focus goes where the fix is")
        _ = send(.rating(.changeStars(by: 1)), .rating(.changeStars(by: 9)), to: &app)
        #expect(app.mail.rating?.stars == 5 && app.mail.rating?.problem == nil)
        _ = send(.rating(.changeStars(by: -9)), to: &app)
        #expect(app.mail.rating?.stars == 1, "one star at least, once given")
    }

    @Test func withoutAMailCommandTheRatingIsADraft() {
        var app = state(transport: nil)
        _ = send(.menu(.choose(.rateThisApp)), .rating(.setStars(2)), to: &app)
        #expect(RatingSheet.fields(canSend: false).last == .saveDraft)
        let effects = send(.rating(.press(.saveDraft)), to: &app)
        #expect(effects.contains { if case .saveDraft(_, nil, .requested) = $0 { true } else { false } })
    }

    @Test func aRatingThatCouldNotBeSavedComesBack() {
        var app = state(transport: nil)
        _ = send(.menu(.choose(.rateThisApp)), .rating(.setStars(3)), .rating(.focus(.comment)), to: &app)
        _ = send(.rating(.edit(.insert("keep me"))), .rating(.send), to: &app)
        _ = send(.compose(.finished(.failed(reason: "No space left on device", draftPath: nil))), to: &app)
        #expect(app.overlays.first == .rating && app.mail.rating?.comment.text == "keep me")
    }

    @Test func cancelKeepsAWrittenCommentAndQuittingToo() {
        var app = state()
        _ = send(.menu(.choose(.rateThisApp)), .rating(.cancel), to: &app)
        #expect(app.overlays.isEmpty && app.mail.ratingOutbox == nil, "nothing written, nothing kept")
        _ = send(.menu(.choose(.rateThisApp)), .rating(.focus(.comment)), .rating(.edit(.insert("so far"))), to: &app)
        let kept = send(.rating(.cancel), to: &app)
        #expect(
            kept.contains {
                if case .saveDraft(let draft, nil, .kept) = $0 { draft.body.contains("so far") } else { false }
            })
        _ = send(.menu(.choose(.rateThisApp)), .rating(.focus(.comment)), .rating(.edit(.insert("late"))), to: &app)
        let quitting = send(.screen(.quit), to: &app)
        #expect(
            quitting.contains {
                if case .saveDraft(let draft, nil, .beforeQuitting) = $0 { draft.body.contains("late") } else { false }
            })
    }

    @Test func aWrongAddressIsRefusedWithFocusOnIt() {
        var app = state(supportAddress: SessionInfo.placeholderSupportAddress)
        _ = send(.menu(.choose(.rateThisApp)), .rating(.setStars(5)), .rating(.focus(.to)), to: &app)
        _ = send(.rating(.edit(.killToStart)), .rating(.edit(.insert("nobody"))), .rating(.send), to: &app)
        #expect(app.mail.rating?.problem == .mail(.invalidAddress("nobody")) && app.mail.rating?.focus == .to)
    }
}
