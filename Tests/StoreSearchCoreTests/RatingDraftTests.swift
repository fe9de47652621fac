import Foundation
import TestSupport
import Testing

@testable import StoreSearchMail
@testable import StoreSearchModel

/// A rating's draft belongs to the Rate sheet: Send Support Email never
/// offers it to go on with (issue 39, item 10).
@Suite(.timeLimit(.minutes(1))) struct RatingDraftTests {
    @Test func aCancelledRatingIsNotOfferedUnderSupportMail() throws {
        var app = state()
        _ = send(.menu(.toggle), .menu(.choose(.rateThisApp)), .rating(.setStars(4)), to: &app)
        _ = send(.rating(.focus(.comment)), .typed("nice"), to: &app)
        let effects = send(.rating(.cancel), to: &app)
        guard case .saveDraft(let rating, _, .kept)? = effects.first else {
            Issue.record("the comment is kept as a draft: \(effects)")
            return
        }
        let support = MailDraft(to: "help@example.com", subject: "Support Request", body: "it crashed")
        let build = { (draft: MailDraft) in
            try MailMessage.build(
                draft, from: "me@host", date: Date(), messageID: "1@host", asDraft: true)
        }
        let older = Date(timeIntervalSince1970: 1_700_000_000)
        // The rating is the newest draft on disk; the support mail is older.
        let drafts = [
            (path: "/d/rating.eml", text: try build(rating), written: older.addingTimeInterval(60)),
            (path: "/d/support.eml", text: try build(support), written: older),
        ]
        let offered = DraftReader.unsentSupportMail(in: drafts)
        #expect(offered?.path == "/d/support.eml", "the support mail, not the rating: \(String(describing: offered))")
        #expect(DraftReader.unsentSupportMail(in: Array(drafts.prefix(1))) == nil, "a rating alone: nothing offered")
        // The rating's own text still reads back (it is the user's).
        #expect(DraftReader.read(drafts[0].text)?.body.contains("nice") == true)
    }
}
